"""What a move's save costs the key path: a session's choice with the save written in place,
beside the same choice with the save handed to the autosave's thread (``shared.session``).

    python benchmarks/bench_autosave.py [--moves 300] [--folder DIR]

Plays the first ``--moves`` decisions of a seeded three-person Sinners game through a table
session twice, each move's save written into ``--folder`` (default: a new folder under the
user's data folder, on the disk the games are saved to; a RAM disk hides the ``fsync``s), and
prints the median and p90 time of ``choose`` for each, the time of the save alone, and how
long the last save took to reach the disk after the last move.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from shared.engine.record import GameRecord  # noqa: E402
from shared.engine.saves import save_record  # noqa: E402
from shared.session import events  # noqa: E402
from shared.session.table import HeldSession, open_session  # noqa: E402
from sinners_tui.spec import game_spec  # noqa: E402

SEED = 738000011


def _p90(values: list[float]) -> float:
    return sorted(values)[int(len(values) * 0.9)]


def play(folder: Path, moves: int, *, background: bool) -> tuple[list[float], float]:
    """Times of ``choose`` (ms) over ``moves`` decisions, and the wait for the last save."""
    spec = game_spec()
    record = GameRecord.start(spec.engine, ["Ann", "Ben", "Cid"], SEED)
    session = open_session(spec, record, ["human"] * 3)
    assert isinstance(session, HeldSession)
    session.take_save(folder / f"bench-{background}.json", background=background)
    rng = random.Random(SEED)
    times: list[float] = []
    while len(times) < moves and not session.is_over():
        event = session.next_event()
        if isinstance(event, events.OpenSeat):
            session.seat_opened(event.plan.seat or 0)
            continue
        if not isinstance(event, events.Decide):
            continue
        action = rng.choice(session.legal_moves())
        start = time.perf_counter()
        refused = session.choose(event.plan.seat, action)
        times.append((time.perf_counter() - start) * 1000)
        assert refused is None, refused
    start = time.perf_counter()
    session.flush_saves()
    tail = (time.perf_counter() - start) * 1000
    session.close()
    return times, tail


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args(argv)
    base = args.folder or Path(tempfile.mkdtemp(prefix="bench-autosave-", dir=Path.home()))
    base.mkdir(parents=True, exist_ok=True)
    spec = game_spec()
    record = GameRecord.start(spec.engine, ["Ann", "Ben", "Cid"], SEED)
    save_times = []
    for _ in range(50):
        start = time.perf_counter()
        save_record(record, base / "alone.json")
        save_times.append((time.perf_counter() - start) * 1000)
    in_place, _ = play(base, args.moves, background=False)
    off_path, tail = play(base, args.moves, background=True)
    print(f"folder: {base}")
    print(
        f"a save alone (two fsyncs), median / p90: "
        f"{statistics.median(save_times):.2f} / {_p90(save_times):.2f} ms"
    )
    print(
        f"choose with the save in place, median / p90: "
        f"{statistics.median(in_place):.2f} / {_p90(in_place):.2f} ms ({len(in_place)} moves)"
    )
    print(
        f"choose with the save in its thread, median / p90: "
        f"{statistics.median(off_path):.2f} / {_p90(off_path):.2f} ms ({len(off_path)} moves)"
    )
    print(f"the last save on disk {tail:.2f} ms after the last move")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
