"""A played data folder: an unfinished game among finished ones, for timing ``--resume``.

The start-up benchmarks time a resumed game as well as the setup screen and a new game: a
resumed game loads and replays its record before its first frame, which a new one does not,
and the setup screen lists the folder's unfinished games. :func:`resumable_data_dir` writes,
into a fresh data folder, the autosave a game of three people at one keyboard leaves when its
window is closed part-way (seeded random legal moves, stopped at :data:`PLAYED_SHARE` of a whole
game's moves), beside :data:`FINISHED_GAMES` finished games, as a regular player's folder holds,
and lists the folder once, as the start before would have. A start-up copies that folder first
(:func:`fresh_copy`, times kept), so no run finds the lock or settings of another.
"""

from __future__ import annotations

import importlib
import os
import random
import shutil
import tempfile
from pathlib import Path

from shared.engine.autosaves import list_games, new_autosave_path
from shared.engine.record import GameRecord
from shared.engine.saves import save_record

PLAYERS = ["Ann", "Ben", "Cid"]
SEED = 5
#: How far into a whole game the autosave stands (a share of its moves).
PLAYED_SHARE = 0.6
#: Finished games in the folder beside it.
FINISHED_GAMES = 20


def played_record(game: str, seed: int = SEED, share: float = PLAYED_SHARE) -> GameRecord:
    """A record of ``game`` played by seeded random legal moves, ``share`` of the way to its
    end."""
    engine = importlib.import_module(f"{game}_tui.engine")
    rng = random.Random(seed)
    record = GameRecord.start(engine, PLAYERS, seed)
    state = record.initial_state(engine)
    while not engine.is_over(state) and len(record.actions) < 20_000:
        legal = [a for a in engine.legal_actions(state) if a.kind != "take_back"]
        action = rng.choice(legal)
        state = engine.apply_action(state, action)
        record = record.with_action(action)
    return record if share >= 1 else record.truncated(int(len(record.actions) * share))


def resumable_data_dir(game: str) -> tuple[Path, int]:
    """A new data folder holding one unfinished autosave of ``game`` (the most recently
    played) and :data:`FINISHED_GAMES` finished ones, and the unfinished game's moves."""
    folder = Path(tempfile.mkdtemp(prefix="resumable-"))
    record = played_record(game)
    before = os.environ.get("SINFUL_TABLES_DATA_DIR")
    os.environ["SINFUL_TABLES_DATA_DIR"] = str(folder)
    try:
        for seed in range(FINISHED_GAMES):
            save_record(played_record(game, SEED + 1 + seed, share=1.0), new_autosave_path(game))
        save_record(record, new_autosave_path(game))
        list_games(importlib.import_module(f"{game}_tui.engine"))  # (writes the folder's memo)
    finally:
        if before is None:
            del os.environ["SINFUL_TABLES_DATA_DIR"]
        else:
            os.environ["SINFUL_TABLES_DATA_DIR"] = before
    return folder, len(record.actions)


def fresh_copy(folder: Path) -> Path:
    """A copy of ``folder`` for one start-up."""
    copy = Path(tempfile.mkdtemp(prefix="resumable-run-")) / "data"
    shutil.copytree(folder, copy)
    return copy
