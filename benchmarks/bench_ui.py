"""How fast a Textual app starts and answers keys, next to a bare Textual app.

    python benchmarks/bench_ui.py                 # the framework's toy game
    python benchmarks/bench_ui.py --app benchmarks.bench_meaculpa_ui:new_app \\
        --keys benchmarks.bench_meaculpa_ui:next_key --done benchmarks.bench_meaculpa_ui:finished

Measured, all headless at a fixed size:

- start-up to the first frame that shows the app's opening screen, in this process (imports
  already done) and in a new process (what a player waits for after typing the command),
  each next to a bare ``textual.app.App`` measured in the same run;
- the time from a key press to the updated screen during play, as medians over many presses:
  to the first frame drawn after the key (often the highlight moving to the option picked);
  to the first frame that shows the table ready again after the key took effect (the next
  decision open, a curtain or a result: what the player waits for); and to the last frame
  before the app is idle again (the screen has settled).

``--app`` names a function returning a fresh app ready to play; ``--keys`` a function
``(app) -> (() -> key or None)`` telling which key a player would press now (``None``: wait);
``--done`` a function ``(app) -> bool`` that ends a game (a fresh app is started then). Frames
are observed by wrapping the app's private ``_display`` method, the one place every frame
passes through; that is fine for a benchmark and nothing else relies on it.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.app import App, ComposeResult
from textual.widgets import Footer, Header, Static

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SIZE = (100, 30)
TOY_APP = "tests.shared.ui.bench_toy:new_app"
TOY_KEYS = "tests.shared.ui.bench_toy:next_key"
TOY_DONE = "tests.shared.ui.bench_toy:finished"
BARE_APP = "benchmarks.bench_ui:bare_app"
#: Longest wait for one key's effect or one start-up before the run is called stuck.
TIMEOUT = 30.0


class BareApp(App[None]):
    """The baseline: a Textual app with a header, a line of text and a footer."""

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("A bare Textual app.")
        yield Footer()


def bare_app() -> App[Any]:
    """A fresh baseline app."""
    return BareApp()


def load(target: str) -> Any:
    """The object named ``module:attribute``."""
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


def showing_something(app: App[Any]) -> bool:
    """Whether the active screen has content (an app may start on an empty default screen)."""
    screen = app.screen
    return screen.id != "_default" or bool(screen.children)


#: Screens on which a hot-seat table waits for a key without a decision being awaited.
WAITING_SCREENS = ("CurtainScreen", "SinceScreen", "ResultsDialog", "GameOverScreen")


def table_moment(app: App[Any]) -> tuple[int, int, bool]:
    """Where a hot-seat table stands: actions taken, the screen shown, and whether it waits
    for a key (a decision awaited, or a curtain, summary, result or game-over screen up)."""
    record = getattr(app, "record", None)
    waiting = getattr(app, "awaiting", None) is not None
    waiting = waiting or type(app.screen).__name__ in WAITING_SCREENS
    return (len(record.actions) if record is not None else 0, id(app.screen), waiting)


class FrameWatch:
    """Records when frames reach the (headless) terminal, and where the table stood then."""

    def __init__(self, app: App[Any]) -> None:
        self.app = app
        self.frames: list[float] = []
        self.moments: list[tuple[int, int, bool]] = []
        self.first_ready: float | None = None
        original = app._display

        def display(screen: Any, renderable: Any) -> None:
            original(screen, renderable)
            if renderable is None:
                return
            now = time.perf_counter()
            self.frames.append(now)
            self.moments.append(table_moment(app))
            if self.first_ready is None and showing_something(app):
                self.first_ready = now

        app._display = display  # type: ignore[method-assign]

    def first_after(self, moment: float) -> float | None:
        return next((t for t in self.frames if t > moment), None)

    def first_waiting_after(self, moment: float, before: tuple[int, int, bool]) -> float | None:
        """The first frame after ``moment`` showing the table waiting again, moved on from
        ``before`` (a new action taken or another screen up)."""
        return next(
            (
                t
                for t, now in zip(self.frames, self.moments, strict=True)
                if t > moment and now[2] and now[:2] != before[:2]
            ),
            None,
        )

    def last_after(self, moment: float) -> float | None:
        later = [t for t in self.frames if t > moment]
        return later[-1] if later else None


async def startup_in_process(factory: Callable[[], App[Any]]) -> float:
    """Seconds from building the app to its first frame showing the opening screen."""
    started = time.perf_counter()
    app = factory()
    watch = FrameWatch(app)
    async with app.run_test(size=SIZE) as pilot:
        deadline = started + TIMEOUT
        while watch.first_ready is None:
            if time.perf_counter() > deadline:
                raise TimeoutError("the app never showed its opening screen")
            await pilot.pause(0.001)
        return watch.first_ready - started


def child(target: str) -> None:
    """Run ``target``'s app headless and quit at its first useful frame (new-process mode)."""
    app = load(target)()
    watch = FrameWatch(app)
    original = app._display

    def display(screen: Any, renderable: Any) -> None:
        original(screen, renderable)
        if watch.first_ready is not None:
            app.exit()

    app._display = display  # type: ignore[method-assign]
    app.run(headless=True, size=SIZE)


def startup_new_process(target: str) -> float:
    """Seconds from starting a Python process to the app's first useful frame and exit."""
    code = f"import sys; sys.path.insert(0, {str(ROOT)!r}); import benchmarks.bench_ui as b; "
    code += f"b.child({target!r})"
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, timeout=TIMEOUT)
    return time.perf_counter() - started


async def key_latencies(
    factory: Callable[[], App[Any]],
    keys: Callable[[App[Any]], Callable[[], str | None]],
    done: Callable[[App[Any]], bool],
    presses: int,
) -> tuple[list[float], list[float], list[float], dict[str, list[float]]]:
    """Per key press: seconds to the first frame after it, to the first frame showing the
    table waiting again (for keys that move the game on), and to the settled screen (also
    grouped by the key, since a decision and a hand-over cost differently)."""
    first: list[float] = []
    waiting: list[float] = []
    settled: list[float] = []
    by_key: dict[str, list[float]] = {}
    while len(first) < presses:
        app = factory()
        watch = FrameWatch(app)
        async with app.run_test(size=SIZE) as pilot:
            next_key = keys(app)
            deadline = time.perf_counter() + TIMEOUT
            while len(first) < presses and not done(app):
                key = next_key()
                if key is None:
                    if time.perf_counter() > deadline:
                        raise TimeoutError("no key to press for too long")
                    await pilot.pause(0.005)
                    continue
                before = table_moment(app)
                pressed = time.perf_counter()
                await pilot.press(key)
                await pilot.pause()
                await pilot.pause(0.02)  # a frame may follow the last message by a tick
                if (shown := watch.first_after(pressed)) is not None:
                    first.append(shown - pressed)
                    settled.append((watch.last_after(pressed) or shown) - pressed)
                    by_key.setdefault(key, []).append(settled[-1])
                if (ready := watch.first_waiting_after(pressed, before)) is not None:
                    waiting.append(ready - pressed)
                deadline = time.perf_counter() + TIMEOUT
    return first, waiting, settled, by_key


def ms(seconds: float) -> float:
    return round(seconds * 1000, 1)


def summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "median_ms": ms(statistics.median(ordered)),
        "p90_ms": ms(ordered[int(0.9 * (len(ordered) - 1))]),
        "worst_ms": ms(ordered[-1]),
        "samples": len(ordered),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Start-up and key latency of a Textual app.")
    parser.add_argument("--app", default=TOY_APP, help="module:function returning a fresh app")
    parser.add_argument("--keys", default=TOY_KEYS, help="module:function giving the next key")
    parser.add_argument("--done", default=TOY_DONE, help="module:function ending a game")
    parser.add_argument("--starts", type=int, default=10, help="start-ups in this process")
    parser.add_argument("--processes", type=int, default=3, help="start-ups in new processes")
    parser.add_argument("--presses", type=int, default=100, help="key presses to time")
    args = parser.parse_args(argv)
    os.environ.setdefault("SINFUL_TABLES_DATA_DIR", tempfile.mkdtemp(prefix="bench-ui-"))
    factory, bare = load(args.app), load(BARE_APP)

    async def startups() -> tuple[list[float], list[float]]:
        app_times, bare_times = [], []
        for _ in range(args.starts):  # alternate, so both see the same machine load
            bare_times.append(await startup_in_process(bare))
            app_times.append(await startup_in_process(factory))
        return app_times, bare_times

    app_starts, bare_starts = asyncio.run(startups())
    app_procs = [startup_new_process(args.app) for _ in range(args.processes)]
    bare_procs = [startup_new_process(BARE_APP) for _ in range(args.processes)]
    first, waiting, settled, by_key = asyncio.run(
        key_latencies(factory, load(args.keys), load(args.done), args.presses)
    )
    report = {
        "app": args.app,
        "size": list(SIZE),
        "startup_in_process": {"app": summary(app_starts), "bare": summary(bare_starts)},
        "startup_new_process": {"app": summary(app_procs), "bare": summary(bare_procs)},
        "key_to_first_frame": summary(first),
        "key_to_next_decision_shown": summary(waiting),
        "key_to_settled_screen": summary(settled),
        "settled_by_key": {key: summary(samples) for key, samples in sorted(by_key.items())},
    }
    print(
        f"start-up to first frame, in process: app {ms(statistics.median(app_starts))} ms, "
        f"bare Textual app {ms(statistics.median(bare_starts))} ms"
    )
    print(
        f"start-up to first frame, new process: app {ms(statistics.median(app_procs))} ms, "
        f"bare Textual app {ms(statistics.median(bare_procs))} ms"
    )
    print(
        f"key press to updated screen ({len(first)} presses): first frame median "
        f"{ms(statistics.median(first))} ms, next decision shown median "
        f"{ms(statistics.median(waiting))} ms ({len(waiting)} presses that moved the game on), "
        f"settled median {ms(statistics.median(settled))} ms"
    )
    for key, samples in sorted(by_key.items()):
        print(f"  key {key!r}: settled median {ms(statistics.median(samples))} ms")
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
