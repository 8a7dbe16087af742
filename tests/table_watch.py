"""Watch a whole hot-seat game at every step: the privacy rule for tables of people and bots.

The rule (``shared.session.handover``): a seat's private screen is on screen only while that seat
decides. Whenever two or more seats are human, it is closed before any step that is not the
seat's own (a bot's move, a public result, another seat).

:func:`walk_table` plays a game by keys and checks the rendered screen (the unescaped
``export_screenshot`` text) at every step of the table loop:

- after every key press, once the table waits again (for a key, a curtain, a result);
- at every bot move: :class:`BotGate` holds each bot's decision in its thread until the screen
  has been read, so the check sees exactly what the table shows while the bot "thinks";
- at every result dialog, every curtain and every "since your last decision" summary (each is
  a step that waits for a key).

:class:`TableWatch` does the checking: for every seat X that is not the one deciding with its
own screen up, none of X's private texts (``GameSecrets.private_texts``) is on screen, unless
the seat that may look at the screen now may read that same text itself
(``GameSecrets.visible_text``: the same money, the same group of cards). A summary screen is
checked line by line as well: each line is one of the public log's, and none is a line of any
seat's private log (:meth:`TableWatch.check_summary`). Between those
moments, every frame Textual draws is checked for the structure of the rule (no private screen
in the stack while a bot thinks, under the curtain, or under a public result) by
:func:`watch_frames`.
"""

from __future__ import annotations

import dataclasses
import queue
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from textual.app import App
from textual.pilot import Pilot

import shared.session.table as session_module
from shared.cli import GameSpec, LaunchRequest
from shared.engine.bots import Bot, BotFactory
from shared.engine.log import visible_log
from shared.engine.protocol import GameEngine
from shared.engine.since import summary_lines
from shared.session.handover import HUMAN, Step, TurnPlan, human_count, plan_turn
from shared.ui import (
    CurtainScreen,
    GameOverScreen,
    HotSeatApp,
    PlayerScreen,
    ResultsDialog,
    SinceScreen,
    openings,
)
from shared.ui.openings import StartGame
from tests.patience import IDLE_POLLS, POLL_SECONDS, Patience
from tests.ui_support import screen_text

#: How long a gated bot waits for the walk before giving up (a stuck test, not a slow one).
GATE_TIMEOUT = 600.0


class GameSecrets(Protocol):
    """What one game counts as a seat's secret, and what a viewer may read anyway."""

    def private_texts(self, state: Any, seat: int) -> Iterable[str]:
        """Texts that only ``seat``'s own screen may show (its purse rows, hand lines...)."""
        ...

    def visible_text(self, state: Any, viewer: int | None) -> str:
        """Everything ``viewer`` (``None``: the whole table) may read, as one text."""
        ...


class _GatedBot:
    """A bot whose every decision waits until the walk has looked at the screen."""

    def __init__(self, inner: Bot, gate: BotGate) -> None:
        self.inner = inner
        self.gate = gate
        self.kind = inner.kind
        self.uses_view = inner.uses_view

    def choose(self, view: Any, seat: int, legal: Sequence[Any]) -> Any:
        self.gate.hold(seat)
        return self.inner.choose(view, seat, legal)


class BotGate:
    """Holds each bot decision (in the bot's thread) until :meth:`release_next` lets it go."""

    def __init__(self) -> None:
        self._held: queue.Queue[tuple[int, threading.Event]] = queue.Queue()
        #: Set when the walk ends (also by a failure): bots no longer wait, so the app can close.
        self.opened = threading.Event()
        #: Bot moves the walk has looked at.
        self.moves = 0

    def wrap(self, factories: Mapping[str, BotFactory]) -> dict[str, BotFactory]:
        """The same bot kinds, each decision held at this gate."""

        def gated(factory: BotFactory) -> BotFactory:
            def make(engine: GameEngine, seat: int, seed: int) -> Bot:
                return _GatedBot(factory(engine, seat, seed), self)

            return make

        return {kind: gated(factory) for kind, factory in factories.items()}

    def hold(self, seat: int) -> None:
        if self.opened.is_set():
            return
        go = threading.Event()
        self._held.put((seat, go))
        deadline = time.monotonic() + GATE_TIMEOUT
        while not go.wait(0.05):
            if self.opened.is_set():
                return
            if time.monotonic() > deadline:
                raise RuntimeError(f"the bot of seat {seat} was never released")

    def waiting(self) -> tuple[int, threading.Event] | None:
        """The bot decision being held now, if any (taken off the gate)."""
        try:
            return self._held.get_nowait()
        except queue.Empty:
            return None


def watch_frames(app: App[Any], callback: Callable[[App[Any]], None]) -> None:
    """Call ``callback(app)`` after every frame Textual draws for ``app``.

    Textual has no public hook for a drawn frame; every update of the screen goes through the
    private ``App._display``, which this wraps (``tests/shared/ui/test_table_watch.py`` says
    so plainly if an upgrade changes that).
    """
    original = app._display

    def display(screen: Any, renderable: Any) -> None:
        original(screen, renderable)
        if renderable is not None:
            callback(app)

    app._display = display  # type: ignore[method-assign]


@dataclass
class TableWatch:
    """Checks a running app against the privacy rule; see the module."""

    engine: GameEngine
    secrets: GameSecrets
    #: Texts never on screen before the game is over, whoever looks (the seed's digits).
    never_shown: Sequence[str] = ()
    #: Screens read and checked, by the moment they were read at ("bot", "key", "result"...).
    checks: dict[str, int] = field(default_factory=dict)
    frames: int = 0
    #: What a frame showed that the rule forbids (frames cannot fail the test themselves).
    frame_problems: list[str] = field(default_factory=list)

    def applies(self, app: HotSeatApp) -> bool:
        """The rule binds only when two or more people share the keyboard, before the end."""
        return (
            app.state is not None
            and human_count(app.seats) > 1
            and not self.engine.is_over(app.state)
        )

    def viewer(self, app: HotSeatApp) -> int | None:
        """The seat whose screen may be up now: the unlocked seat, while it is the one deciding
        and no bot is thinking; otherwise nobody's."""
        deciding = self.engine.current_player(app.state)
        if app.thinking is not None or app.unlocked is None or app.unlocked != deciding:
            return None
        return app.unlocked

    def reading(self, app: HotSeatApp) -> int | None:
        """The seat reading its summary of what happened since its last turn, when it decides
        next: its own screen (and no other) may be built beneath the summary, not drawn, and the
        summary may tell it its own news (nobody else's secrets)."""
        top = app.screen
        if not isinstance(top, SinceScreen) or app.thinking is not None:
            return None
        return top.player_seat if top.player_seat == self.engine.current_player(app.state) else None

    def structure_problem(self, app: HotSeatApp) -> str | None:
        """A private screen in the stack where the rule allows none (``None``: all is well)."""
        if not self.applies(app):
            return None
        shown = [s.seat for s in app.screen_stack if isinstance(s, PlayerScreen)]
        if not shown:
            return None
        top = app.screen
        if app.thinking is not None:
            return f"seat {shown} has its screen up while the bot of seat {app.thinking} moves"
        if isinstance(top, CurtainScreen):
            return f"seat {shown} has its screen under the curtain"
        result = app.result_shown
        if result is not None and result.seat is None:
            return f"seat {shown} has its screen under a public result ({result.title!r})"
        return None

    def on_frame(self, app: App[Any]) -> None:
        assert isinstance(app, HotSeatApp)
        self.frames += 1
        problem = self.structure_problem(app)
        if problem is not None:
            self.frame_problems.append(problem)

    def check_summary(self, app: HotSeatApp, summary: SinceScreen) -> None:
        """A summary's lines are public log lines only, never a seat's "(only you)" line; its
        news are the summary's own seat's lines only."""
        self.checks["summary"] = self.checks.get("summary", 0) + 1
        log = list(app.state.log)
        public = {line for entry in visible_log(log, None) for line in summary_lines(entry)}
        private = {
            line for entry in log if entry.seat is not None for line in summary_lines(entry)
        } - public
        for line in summary.lines:
            assert line not in private, f"a private log line in a summary: {line!r}"
            assert line in public, f"a summary line that is not in the public log: {line!r}"
        own = {
            line
            for entry in log
            if entry.seat == summary.player_seat
            for line in summary_lines(entry)
        }
        for line in summary.news:
            assert line in own, f"news for another seat in a summary: {line!r}"

    def check(self, app: HotSeatApp, moment: str) -> None:
        """Read the screen now and fail at the first secret shown to the wrong eyes."""
        assert not self.frame_problems, f"a frame broke the rule: {self.frame_problems[0]}"
        if isinstance(app.screen, SinceScreen) and app.state is not None:
            self.check_summary(app, app.screen)
        if not self.applies(app):
            return
        self.checks[moment] = self.checks.get(moment, 0) + 1
        problem = self.structure_problem(app)
        assert problem is None, f"at a {moment}: {problem}"
        viewer = self.viewer(app)
        shown = [s.seat for s in app.screen_stack if isinstance(s, PlayerScreen)]
        owner = viewer if viewer is not None else self.reading(app)
        assert all(seat == owner for seat in shown), (
            f"at a {moment}: the screen of seat {shown} is up, but seat {viewer} decides"
        )
        state = app.state
        text = screen_text(app)
        for secret in self.never_shown:
            assert secret not in text, f"at a {moment}: {secret!r} is on screen:\n{text}"
        # the seat reading its summary after its curtain is at the keyboard: its own news
        # ("(only you) Dee lures your Selfish away") is for its eyes
        allowed = self.secrets.visible_text(state, owner)
        names = app.record.players if app.record is not None else []
        for seat in range(len(names)):
            if seat == owner:
                continue
            for token in self.secrets.private_texts(state, seat):
                if token and token not in allowed:
                    assert token not in text, (
                        f"at a {moment}: {token!r} of {names[seat]} (seat {seat}) is on screen "
                        f"while {'nobody' if owner is None else names[owner]}'s screen may "
                        f"be up:\n{text}"
                    )


def own_screen_texts(names: Sequence[str], seat: int) -> list[str]:
    """The heading of ``seat``'s private screen: on screen only while that seat decides."""
    return [f"{names[seat]}'s screen"]


@dataclass
class Walk:
    """What a walk saw."""

    presses: int = 0
    bot_moves: int = 0
    curtains: int = 0
    results: int = 0
    summaries: int = 0
    #: The text on screen when the walk ended (the game-over screen, for a whole game).
    final_text: str = ""


async def _settle(pilot: Pilot[Any]) -> None:
    """Let the app finish what the last event started (screens pushed, views refreshed)."""
    await pilot.pause()


async def walk_table(
    pilot: Pilot[Any],
    next_key: Callable[[], str | None],
    done: Callable[[], bool],
    watch: TableWatch,
    gate: BotGate,
    *,
    max_presses: int = 20_000,
    polls: int = IDLE_POLLS,
) -> Walk:
    """Play by ``next_key`` until ``done()``, checking the screen at every step (see module).

    ``next_key`` says which key a person would press now, or ``None`` while nobody's key is
    awaited (a bot thinks, a screen is still opening).
    """
    app = pilot.app
    assert isinstance(app, HotSeatApp)
    watch_frames(app, watch.on_frame)
    try:
        return await _walk(pilot, app, next_key, done, watch, gate, max_presses, polls)
    except AssertionError:
        # stop the table before the app closes, so the failure found is the one reported
        # (not a screen the closing app has half taken down)
        app.workers.cancel_all()
        raise
    finally:
        gate.opened.set()


async def _walk(
    pilot: Pilot[Any],
    app: HotSeatApp,
    next_key: Callable[[], str | None],
    done: Callable[[], bool],
    watch: TableWatch,
    gate: BotGate,
    max_presses: int,
    polls: int,
) -> Walk:
    walk = Walk()
    seen: set[int] = set()
    patience = Patience(polls)
    while not done():
        if walk.presses > max_presses:
            raise AssertionError(f"not done after {walk.presses} presses:\n{screen_text(app)}")
        held = gate.waiting()
        if held is not None:
            await _settle(pilot)
            watch.check(app, "bot move")
            walk.bot_moves += 1
            gate.moves += 1
            held[1].set()
            patience.progressed()
            continue
        key = next_key()
        if key is None:
            if patience.exhausted():
                raise AssertionError(
                    f"no key to press after {walk.presses} presses:\n{screen_text(app)}"
                )
            await pilot.pause(POLL_SECONDS)
            continue
        patience.progressed()
        await _settle(pilot)
        screen = app.screen
        if id(screen) not in seen:
            seen.add(id(screen))
            if isinstance(screen, CurtainScreen):
                walk.curtains += 1
            elif isinstance(screen, ResultsDialog):
                walk.results += 1
            elif isinstance(screen, SinceScreen):
                walk.summaries += 1
        moment = (
            "curtain"
            if isinstance(screen, CurtainScreen)
            else "result"
            if isinstance(screen, ResultsDialog)
            else "since"
            if isinstance(screen, SinceScreen)
            else "key"
        )
        watch.check(app, moment)
        await pilot.press(key)
        walk.presses += 1
    await _settle(pilot)
    watch.check(app, "end")
    walk.final_text = screen_text(app)
    return walk


def mixed_table_app(
    app_class: type[HotSeatApp],
    spec: GameSpec,
    names: Sequence[str],
    kinds: str,
    seed: int,
    monkeypatch: Any,
) -> tuple[HotSeatApp, BotGate]:
    """An app at a table of people and bots (``kinds``, see :func:`mixed_seats`).

    The game starts as the command line starts one without ``--seed``: the seed is drawn at
    random (here the draw is fixed to ``seed``, so the game is known and its digits can be
    looked for on screen). Every bot decision is held at the returned gate.
    """
    gate = BotGate()
    spec = dataclasses.replace(spec, bots=gate.wrap(spec.bots))
    monkeypatch.setattr(openings, "fresh_seed", lambda: seed)
    record = openings.new_record(spec, LaunchRequest(players=list(names[: len(kinds)])))
    opening = StartGame(record, mixed_seats(kinds))
    return app_class(spec, opening, bot_delay=0, autosave=False), gate


def keep_screens_for_bots(monkeypatch: Any) -> None:
    """Put back the old, leaky hand-over: a bot's move keeps the private screen that is up."""

    def plan(*args: Any) -> TurnPlan:
        turn = plan_turn(*args)
        if turn.step is Step.BOT:
            return dataclasses.replace(turn, close_private=False)
        return turn

    monkeypatch.setattr(session_module, "plan_turn", plan)


def mixed_seats(kinds: str) -> list[str]:
    """Seat kinds from a short code: ``"hbh"`` is human, heuristic bot, human."""
    table = {"h": HUMAN, "b": "heuristic", "r": "random"}
    return [table[letter] for letter in kinds]


def is_game_over(app: App[Any]) -> bool:
    return isinstance(app.screen, GameOverScreen)
