"""How fast a Textual app starts and answers keys, next to a bare Textual app.

    python benchmarks/bench_ui.py                 # the framework's toy game
    python benchmarks/bench_ui.py --app benchmarks.bench_meaculpa_ui:new_app \\
        --keys benchmarks.bench_meaculpa_ui:next_key --done benchmarks.bench_meaculpa_ui:finished

Measured, all headless at a fixed size, each figure beside a bare ``textual.app.App``
measured in the same run and the ratio of the two, and beside the goal of the figure
(``GOALS``):

- start-up to the first frame that shows the app's opening screen, in this process (imports
  already done) and in a new process (what a player waits for after typing the command: with
  ``--entry`` the game's own command line is run, once without arguments (the setup screen),
  once with ``--entry-args`` (a game started at once) and, with ``--resume-save GAME``, in a
  played folder (an unfinished game of three people among finished ones,
  ``benchmarks/resumable.py``) once without arguments again and once as ``--resume``, to its
  first frame, the board before the curtain); with ``--floor``, also a bare app whose process
  first builds a game's opening state, the start-up no game opened at once can beat while its
  state is a pydantic model (``benchmarks/opening_state.py``);
- the time from a key press to the updated screen during play, as medians and 90th
  percentiles over many presses: to the first frame drawn after the key (often the highlight
  moving to the option picked); to the first frame that shows the table ready again after the
  key took effect (the next decision open, a curtain or a result: what the player waits for);
  and to the last frame that changed what the terminal shows (the screen has settled; a
  frame repeating the picture already there is not counted, see ``screen_cells``, and the
  last frame drawn is printed beside it); lifting the curtain (Enter on it) to the seat's own
  screen settled is also reported on its own. The bare app's reference is a key that
  rewrites its line of text;
- the memory of this process after the presses (resident set, now and at its peak), beside
  a bare app's in a new process.

New processes read compiled bytecode, as an installed game does (pip compiles every module
when it installs): the run's own bytecode folder (``PYTHONPYCACHEPREFIX``) is filled by one
untimed start of each subject first, so the checkout stays untouched and neither side
compiles its sources while being timed (a checkout run with ``PYTHONDONTWRITEBYTECODE`` would
compile the game's modules on every start, some 60 ms, and the bare app's library not at all).

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

from benchmarks.screen_cells import ScreenCells  # noqa: E402

SIZE = (100, 30)
TOY_APP = "tests.shared.ui.bench_toy:new_app"
TOY_KEYS = "tests.shared.ui.bench_toy:next_key"
TOY_DONE = "tests.shared.ui.bench_toy:finished"
BARE_APP = "benchmarks.bench_ui:bare_app"
#: The reference start-up of ``--floor``: no game opened at once can start sooner.
FLOOR = "floor of a game opened at once: a bare app after the game's opening state"
#: Longest wait for one key's effect or one start-up before the run is called stuck.
TIMEOUT = 30.0


#: The goals of the figures (issue 15): ratios to the bare app, milliseconds, megabytes.
GOALS = {
    "startup_ratio": 1.3,
    "settled_median_ms": 50.0,
    "settled_p90_ms": 100.0,
    "curtain_lift_median_ms": 100.0,
    "next_decision_median_ms": 40.0,
    "next_decision_p90_ms": 80.0,
    "rss_mb": 150.0,
}


class BareApp(App[None]):
    """The baseline: a Textual app with a header, a line of text and a footer; ``x`` rewrites
    the line (the reference for a key press)."""

    BINDINGS = [("x", "bump", "Bump")]

    def __init__(self) -> None:
        super().__init__()
        self.bumps = 0

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("A bare Textual app.", id="line")
        yield Footer()

    def action_bump(self) -> None:
        self.bumps += 1
        self.query_one("#line", Static).update(f"A bare Textual app, key {self.bumps}.")


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
        #: Whether each frame changed a cell of the terminal (see ``screen_cells``).
        self.changed: list[bool] = []
        self.cells = ScreenCells(*SIZE)
        original = app._display

        def display(screen: Any, renderable: Any) -> None:
            original(screen, renderable)
            if renderable is None:
                return
            now = time.perf_counter()
            self.frames.append(now)
            self.moments.append(table_moment(app))
            self.changed.append(self.cells.apply(renderable, app.console))
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

    def last_after(self, moment: float, changing: bool = False) -> float | None:
        """The last frame after ``moment``; with ``changing``, the last that changed a cell."""
        later = [
            t
            for t, changed in zip(self.frames, self.changed, strict=True)
            if t > moment and (changed or not changing)
        ]
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


def rss_mb() -> tuple[float, float]:
    """This process's resident set now and at its peak, in MB (Linux's ``/proc``)."""
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            fields[name] = int(value.split()[0]) / 1024
    return round(fields.get("VmRSS", 0.0), 1), round(fields.get("VmHWM", 0.0), 1)


class FirstFrameExit:
    """Quits ``app`` at its first useful frame and notes the wall-clock time of that frame."""

    def __init__(self, app: App[Any]) -> None:
        self.at: float | None = None
        watch = FrameWatch(app)
        original = app._display

        def display(screen: Any, renderable: Any) -> None:
            original(screen, renderable)
            if watch.first_ready is not None and self.at is None:
                self.at = time.time()
                app.exit()

        app._display = display  # type: ignore[method-assign]

    def report(self) -> None:
        """Print the time of the first frame and the memory then, for the parent process."""
        print(json.dumps({"first_frame": self.at, "rss_mb": rss_mb()[0]}))


def child(target: str) -> None:
    """Run ``target``'s app headless and quit at its first useful frame (new-process mode)."""
    app = load(target)()
    exit_at_first = FirstFrameExit(app)
    app.run(headless=True, size=SIZE)
    exit_at_first.report()


def entry_child(main: Callable[[list[str]], int], argv: list[str]) -> None:
    """Run a game's command line with ``argv``, its app headless and quitting at its first
    useful frame (new-process mode for a whole command)."""
    original_run = App.run
    watches: list[FirstFrameExit] = []

    def run(self: App[Any], *args: Any, **kwargs: Any) -> Any:
        watches.append(FirstFrameExit(self))
        return original_run(self, *args, **{**kwargs, "headless": True, "size": SIZE})

    App.run = run  # type: ignore[method-assign]
    main(argv)
    watches[0].report()


def compiled_env() -> dict[str, str]:
    """The environment of a new process that reads and writes this run's bytecode folder."""
    env = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = os.environ.setdefault(
        "BENCH_UI_PYCACHE", tempfile.mkdtemp(prefix="bench-ui-pyc-")
    )
    return env


def startup_new_process(
    target: str, argv: list[str] | None = None, data: Path | None = None, before: str = ""
) -> tuple[float, float]:
    """Seconds from starting a Python process to the app's first useful frame, and the
    process's memory then (MB). With ``argv``, ``target`` is a game's command-line ``main``,
    imported first as the command would; with ``data``, the process's data folder is a fresh
    copy of that one (else an empty one); ``before`` (``module:function``) is called first."""
    module, _, name = target.partition(":")
    code = f"import sys; sys.path.insert(0, {str(ROOT)!r}); "
    if before:
        first_module, _, first = before.partition(":")
        code += f"import {first_module} as first; first.{first}(); "
    if argv is None:
        code += f"import benchmarks.bench_ui as b; b.child({target!r})"
    else:
        code += f"import {module} as m; import benchmarks.bench_ui as b; "
        code += f"b.entry_child(m.{name}, {argv!r})"
    from benchmarks.resumable import fresh_copy

    folder = fresh_copy(data) if data is not None else tempfile.mkdtemp(prefix="bench-ui-")
    fresh = {"SINFUL_TABLES_DATA_DIR": str(folder)}  # (empty: no saves listed)
    started = time.time()
    done = subprocess.run(
        [sys.executable, "-c", code],
        check=True,
        cwd=ROOT,
        env={**compiled_env(), **fresh},
        timeout=TIMEOUT,
        capture_output=True,
        text=True,
    )
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    return shown["first_frame"] - started, shown["rss_mb"]


class Latencies:
    """Seconds per key press: to the first frame after it, to the first frame showing the
    table waiting again (for keys that move the game on), to the settled screen (also grouped
    by the key, since a decision and a hand-over cost differently), and to the settled screen
    after lifting a curtain."""

    def __init__(self) -> None:
        self.first: list[float] = []
        self.waiting: list[float] = []
        self.settled: list[float] = []
        #: To the last frame drawn, frames that repeat what the terminal shows included.
        self.drawn: list[float] = []
        self.by_key: dict[str, list[float]] = {}
        self.curtain_lift: list[float] = []


async def key_latencies(
    factory: Callable[[], App[Any]],
    keys: Callable[[App[Any]], Callable[[], str | None]],
    done: Callable[[App[Any]], bool],
    presses: int,
) -> Latencies:
    """The latencies of ``presses`` keys of the scripted players, over as many games as it
    takes."""
    times = Latencies()
    first, waiting, settled, by_key = times.first, times.waiting, times.settled, times.by_key
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
                lifting = key == "enter" and type(app.screen).__name__ == "CurtainScreen"
                pressed = time.perf_counter()
                await pilot.press(key)
                await pilot.pause()
                await pilot.pause(0.02)  # a frame may follow the last message by a tick
                if (shown := watch.first_after(pressed)) is not None:
                    first.append(shown - pressed)
                    settled.append((watch.last_after(pressed, changing=True) or shown) - pressed)
                    times.drawn.append((watch.last_after(pressed) or shown) - pressed)
                    by_key.setdefault(key, []).append(settled[-1])
                    if lifting:
                        times.curtain_lift.append(settled[-1])
                if (ready := watch.first_waiting_after(pressed, before)) is not None:
                    waiting.append(ready - pressed)
                deadline = time.perf_counter() + TIMEOUT
    return times


async def bare_key_latencies(presses: int) -> list[float]:
    """Seconds from a key of the bare app (rewriting its line) to its settled screen."""
    settled: list[float] = []
    app = BareApp()
    watch = FrameWatch(app)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.05)
        for _ in range(presses):
            pressed = time.perf_counter()
            await pilot.press("x")
            await pilot.pause()
            await pilot.pause(0.02)
            if (shown := watch.first_after(pressed)) is not None:
                settled.append((watch.last_after(pressed, changing=True) or shown) - pressed)
    return settled


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


def median_ms(samples: list[float]) -> float:
    return ms(statistics.median(samples)) if samples else float("nan")


def p90_ms(samples: list[float]) -> float:
    return summary(samples)["p90_ms"] if samples else float("nan")


def paired_ratio(runs: list[tuple[float, float]], bare: list[tuple[float, float]]) -> float:
    """The median of app / bare over the rounds, each pair started one after the other: a
    slow spell of the machine then weighs on both sides of a ratio, not on one side's median."""
    ratios = [app / ref for (app, _), (ref, _) in zip(runs, bare, strict=True)]
    return round(statistics.median(ratios), 2)


def line(label: str, app: float, bare: float, unit: str = "ms", goal: str = "") -> str:
    """One figure beside the bare app's of the same run, their ratio and the goal."""
    ratio = app / bare if bare else float("nan")
    text = f"{label}: app {app:.1f} {unit}, bare Textual app {bare:.1f} {unit}, ratio {ratio:.2f}"
    return text + (f" (goal {goal})" if goal else "")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Start-up and key latency of a Textual app.")
    parser.add_argument("--app", default=TOY_APP, help="module:function returning a fresh app")
    parser.add_argument("--keys", default=TOY_KEYS, help="module:function giving the next key")
    parser.add_argument("--done", default=TOY_DONE, help="module:function ending a game")
    parser.add_argument(
        "--entry", help="module:function, the game's command-line main(argv), for new processes"
    )
    parser.add_argument(
        "--entry-args", default="", help="space-separated arguments starting a game at once"
    )
    parser.add_argument(
        "--resume-save",
        metavar="GAME",
        help="also time the command resuming an unfinished game of GAME (meaculpa, sinners)",
    )
    parser.add_argument(
        "--floor",
        metavar="MODULE:FUNCTION",
        help="also time a bare app whose process first calls this (a game's opening state: "
        "the floor of a game opened at once, see benchmarks/opening_state.py)",
    )
    parser.add_argument("--starts", type=int, default=10, help="start-ups in this process")
    parser.add_argument("--processes", type=int, default=3, help="start-ups in new processes")
    parser.add_argument("--presses", type=int, default=100, help="key presses to time")
    args = parser.parse_args(argv)
    from shared.ui import read_wait

    # the scripted player's keys come at once: the curtain's and the results' wait to be read
    # (a deliberate pause for people) would be timed as the app's slowness
    read_wait.READ_SECONDS = 0.0
    os.environ.setdefault("SINFUL_TABLES_DATA_DIR", tempfile.mkdtemp(prefix="bench-ui-"))
    os.environ.setdefault("SINFUL_TABLES_CONFIG_DIR", tempfile.mkdtemp(prefix="bench-ui-"))
    factory, bare = load(args.app), load(BARE_APP)

    async def startups() -> tuple[list[float], list[float]]:
        app_times, bare_times = [], []
        for _ in range(args.starts):  # alternate, so both see the same machine load
            bare_times.append(await startup_in_process(bare))
            app_times.append(await startup_in_process(factory))
        return app_times, bare_times

    app_starts, bare_starts = asyncio.run(startups())
    Command = tuple[str, list[str] | None, Path | None, str]
    commands: dict[str, Command] = {"app factory": (args.app, None, None, "")}
    if args.entry:
        commands = {
            "command, setup screen": (args.entry, [], None, ""),
            "command starting a game": (args.entry, args.entry_args.split(), None, ""),
        }
        if args.resume_save:
            from benchmarks.resumable import resumable_data_dir

            save, _ = resumable_data_dir(args.resume_save)
            commands["command, setup screen, played folder"] = (args.entry, [], save, "")
            commands["command resuming a game"] = (args.entry, ["--resume"], save, "")
    if args.floor:
        commands[FLOOR] = (BARE_APP, None, None, args.floor)
    procs: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    bare_procs: list[tuple[float, float]] = []
    startup_new_process(BARE_APP)  # untimed: fills the bytecode folder
    for target, entry_args, data, before in commands.values():
        startup_new_process(target, entry_args, data, before)
    for _ in range(args.processes):  # alternate, so both see the same machine load
        bare_procs.append(startup_new_process(BARE_APP))
        for name, (target, entry_args, data, before) in commands.items():
            procs[name].append(startup_new_process(target, entry_args, data, before))
    times = asyncio.run(key_latencies(factory, load(args.keys), load(args.done), args.presses))
    rss_now, rss_peak = rss_mb()
    bare_keys = asyncio.run(bare_key_latencies(min(args.presses, 50)))
    bare_first = [seconds for seconds, _ in bare_procs]
    paired = {name: paired_ratio(runs, bare_procs) for name, runs in procs.items()}
    bare_rss = statistics.median(mb for _, mb in bare_procs)
    report = {
        "app": args.app,
        "size": list(SIZE),
        "goals": GOALS,
        "startup_in_process": {"app": summary(app_starts), "bare": summary(bare_starts)},
        "startup_new_process": {
            **{name: summary([s for s, _ in runs]) for name, runs in procs.items()},
            "bare": summary(bare_first),
            "paired_ratio": paired,
        },
        "rss_mb": {
            "in_play_now": rss_now,
            "in_play_peak": rss_peak,
            **{
                f"{name}, first frame": statistics.median(mb for _, mb in runs)
                for name, runs in procs.items()
            },
            "bare_new_process": bare_rss,
        },
        "key_to_first_frame": summary(times.first),
        "key_to_next_decision_shown": summary(times.waiting),
        "key_to_settled_screen": summary(times.settled),
        "key_to_last_frame_drawn": summary(times.drawn),
        "curtain_lift_to_settled": summary(times.curtain_lift) if times.curtain_lift else {},
        "bare_key_to_settled_screen": summary(bare_keys),
        "settled_by_key": {key: summary(samples) for key, samples in sorted(times.by_key.items())},
    }
    bare_key = median_ms(bare_keys)
    bare_key_p90 = p90_ms(bare_keys)
    goal = GOALS
    print(
        line("start-up to first frame, in process", median_ms(app_starts), median_ms(bare_starts))
    )
    for name, runs in procs.items():
        label = f"start-up to first frame, new process ({name})"
        app_ms = median_ms([s for s, _ in runs])
        aim = "" if name == FLOOR else f"ratio <= {goal['startup_ratio']}"
        print(line(label, app_ms, median_ms(bare_first), goal=aim))
        print(f"  the same, median of the ratios of each round's pair: {paired[name]}")
    print(
        f"key presses timed: {len(times.settled)}, of which {len(times.waiting)} moved the game on"
    )
    print(line("key to first frame, median", median_ms(times.first), bare_key))
    settled = times.settled
    print(
        line(
            "key to settled screen, median",
            median_ms(settled),
            bare_key,
            goal=f"<= {goal['settled_median_ms']:.0f} ms",
        )
    )
    print(
        line(
            "key to settled screen, p90",
            p90_ms(settled),
            bare_key_p90,
            goal=f"<= {goal['settled_p90_ms']:.0f} ms",
        )
    )
    drawn = f"{median_ms(times.drawn)} / {p90_ms(times.drawn)} ms"
    print(f"key to last frame drawn, repeats of the screen included, median / p90: {drawn}")
    print(
        line(
            f"curtain lift to seat's screen settled, median ({len(times.curtain_lift)})",
            median_ms(times.curtain_lift),
            bare_key,
            goal=f"<= {goal['curtain_lift_median_ms']:.0f} ms",
        )
    )
    print(
        line(
            "key to next decision shown, median",
            median_ms(times.waiting),
            bare_key,
            goal=f"<= {goal['next_decision_median_ms']:.0f} ms",
        )
    )
    print(
        line(
            "key to next decision shown, p90",
            p90_ms(times.waiting),
            bare_key_p90,
            goal=f"<= {goal['next_decision_p90_ms']:.0f} ms",
        )
    )
    print(
        line(
            "memory in play (RSS peak of this process)",
            rss_peak,
            bare_rss,
            unit="MB",
            goal=f"<= {goal['rss_mb']:.0f} MB; bare: a new process at its first frame",
        )
    )
    for key, samples in sorted(times.by_key.items()):
        print(f"  key {key!r}: settled median {median_ms(samples)} ms ({len(samples)} presses)")
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
