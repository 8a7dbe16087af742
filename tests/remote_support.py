"""Several app instances at one table file, in one test: open them, play them, watch them.

Each app stands for one process of a remote table (``host``, ``join CODE``, ``watch``); they
share nothing but the table file in the test's data folder. :func:`play_together` presses each
app's next key in turn (the apps run concurrently, as the processes would).

:class:`RemoteWatch` is the privacy watch of such a table: at *every frame* Textual draws for
an app (``tests.table_watch.watch_frames``), the rendered text (``tests.rendered_text``: the
text of ``export_screenshot``'s render, without writing an SVG for each of thousands of
frames) must show no private text of
any seat but the one this app plays (``GameSecrets.private_texts``; what that seat may read
itself, ``GameSecrets.visible_text``, is allowed), and never the seed. At a remote table each
process has at most one person at it, so unlike the hot-seat watch the rule does not depend on
who decides: a seat's secrets are simply never in another seat's process.

The secrets are looked for in the whole state, replayed by the watch from the table file
itself (a joined app holds only its own view, which has no other seat's secrets to find).

:class:`HomeWatch` checks the other side of the rule at every frame: a window's one seat has its
own screen up from the first frame of the game on, while the others and the bots decide (there
is no curtain at a remote table: nobody else looks at that window), and a window with no seat
never shows one.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from shared.cli import GameSpec, LaunchRequest
from shared.engine.protocol import GameEngine, public_view_of
from shared.engine.table_store import TableStore
from shared.session.handover import HUMAN
from shared.ui import GameOverScreen, HotSeatApp, PlayerScreen
from shared.ui.openings import StartGame, opening_for
from shared.ui.screens.codes import CodesScreen
from tests.patience import IDLE_POLLS, POLL_SECONDS, Patience
from tests.rendered_text import rendered_text
from tests.table_watch import GameSecrets, watch_frames
from tests.ui_support import screen_text

KeyPolicy = Callable[[], str | None]
#: How many of an app's latest states a frame may still be showing.
LAG = 3
#: How many of the latest whole states the watch keeps (the apps are never further apart).
KEPT = 64


def host_app(
    app_class: type[HotSeatApp],
    spec: GameSpec,
    players: Sequence[str],
    kinds: Sequence[str],
    *,
    sit: str | None,
    seed: int,
) -> tuple[HotSeatApp, dict[int, str]]:
    """The host's app (bots without a pause) and the join code of each person's seat."""
    request = LaunchRequest(
        players=list(players), bots=list(kinds), seed=seed, table_mode="host", sit=sit
    )
    opening = opening_for(spec, request)
    assert isinstance(opening, StartGame) and opening.table is not None, opening
    return app_class(spec, opening, bot_delay=0), dict(opening.table.codes)


def join_app(app_class: type[HotSeatApp], spec: GameSpec, code: str | None) -> HotSeatApp:
    """The app of ``join CODE``."""
    return app_class(spec, opening_for(spec, LaunchRequest(table_mode="join", code=code)))


def watch_app(app_class: type[HotSeatApp], spec: GameSpec) -> HotSeatApp:
    """The app of ``watch`` (the latest table)."""
    return app_class(spec, opening_for(spec, LaunchRequest(table_mode="watch")))


def own_seat(app: HotSeatApp) -> int | None:
    """The one seat a person plays in ``app`` (``None``: a watcher, or a host who only hosts)."""
    seats = [seat for seat, kind in enumerate(app.seats) if kind == HUMAN]
    assert len(seats) <= 1, f"a remote table's process has one person at most: {app.seats}"
    return seats[0] if seats else None


def past_codes(app: HotSeatApp, keys: KeyPolicy) -> KeyPolicy:
    """``keys``, with Enter on the host's codes screen first."""

    def next_key() -> str | None:
        return "enter" if isinstance(app.screen, CodesScreen) else keys()

    return next_key


def all_over(*apps: HotSeatApp) -> Callable[[], bool]:
    return lambda: all(isinstance(app.screen, GameOverScreen) for app in apps)


async def play_together(
    players: Sequence[tuple[Any, KeyPolicy]],
    *,
    until: Callable[[], bool],
    max_presses: int = 5_000,
    polls: int = IDLE_POLLS,
    check: Callable[[], None] | None = None,
) -> int:
    """Press each app's next key in turn until ``until()``; returns the keys pressed.

    ``players`` pairs each app's pilot with its key policy (``None``: nothing to press now).
    ``check`` runs before every key.
    """
    presses = 0
    patience = Patience(polls)
    while not until():
        if presses >= max_presses:
            screens = "\n\n".join(screen_text(pilot.app) for pilot, _ in players)
            raise AssertionError(f"not done after {presses} keys:\n{screens}")
        pressed = False
        for pilot, next_key in players:
            key = next_key()
            if key is not None:
                await pilot.pause()
                if check is not None:
                    check()
                await pilot.press(key)
                presses += 1
                pressed = True
        if pressed:
            patience.progressed()
        else:
            if patience.exhausted():
                screens = "\n\n".join(screen_text(pilot.app) for pilot, _ in players)
                raise AssertionError(f"no key to press after {presses} keys:\n{screens}")
            await players[0][0].pause(POLL_SECONDS)
    return presses


@dataclass
class RemoteWatch:
    """Checks every frame of every app watched (see the module)."""

    engine: GameEngine
    secrets: GameSecrets
    #: Texts never on screen before the game is over (the seed's digits).
    never_shown: Sequence[str] = ()
    #: Whether a joined app's memory is checked as well as its screen (:meth:`holds_more`);
    #: a test that proves the screen's check alone leaves it out.
    memory: bool = True
    frames: dict[int, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    #: The last few whole states each app's frames may show, by move count (see
    #: :meth:`problem`).
    _recent: dict[int, dict[int, Any]] = field(default_factory=dict)
    #: The table file, read as the host reads it, and the whole states replayed from it.
    _store: TableStore | None = None
    #: The latest whole states replayed from it, by move count (:data:`KEPT` of them).
    _truth: dict[int, Any] = field(default_factory=dict)
    #: What a seat may read in a state and the other seats' secrets in it, by the state's
    #: id and the seat (the state is kept with them, so the id stays its own).
    _texts: dict[tuple[int, int | None], tuple[Any, str, list[tuple[int, str]]]] = field(
        default_factory=dict
    )

    def watch(self, app: HotSeatApp) -> None:
        """Check every frame ``app`` draws from now on."""
        if self._store is None and app.table is not None:
            self._store = TableStore.open(app.table.store.path, self.engine)
        watch_frames(app, self._on_frame)

    def whole_state(self, count: int) -> Any:
        """The whole state after ``count`` moves, replayed from the table file."""
        assert self._store is not None, "watch an app at a table first"
        if not self._truth or count < min(self._truth):
            self._truth = {0: self._store.record().initial_state(self.engine)}
        latest = max(self._truth)
        if count > latest:
            actions = self._store.record().actions
            state = self._truth[latest]
            for index in range(latest, count):
                state = self.engine.apply_action(state, self.engine.parse_action(actions[index]))
                self._truth[index + 1] = state
            for old in sorted(self._truth)[:-KEPT]:
                del self._truth[old]
        return self._truth[count]

    def _on_frame(self, app: Any) -> None:
        assert isinstance(app, HotSeatApp)
        if app.state is None or self.engine.is_over(app.state):
            return
        self.frames[id(app)] = self.frames.get(id(app), 0) + 1
        recent = self._recent.setdefault(id(app), {})
        recent[app.move_count] = self.whole_state(app.move_count)
        for version in sorted(recent)[:-LAG]:
            del recent[version]
        problem = self.problem(app, list(recent.values()))
        if problem is None and self.memory:
            problem = self.holds_more(app)
        if problem is not None and len(self.problems) < 5:
            self.problems.append(problem)

    def holds_more(self, app: HotSeatApp) -> str | None:
        """Whether a joined app holds more than its own seat's view (a watcher: more than
        the public board): what is not on its screen must not be in its memory either."""
        if app.table is None or app.table.deals:
            return None
        own = own_seat(app)
        whole = self.whole_state(app.move_count)
        if own is None:
            expected = public_view_of(self.engine, whole)
        else:
            expected = self.engine.view_for(whole, own)
        if app.state == expected:
            return None
        return f"the app of seat {own} holds more than its view after move {app.move_count}"

    def problem(self, app: HotSeatApp, states: Sequence[Any] = ()) -> str | None:
        """What the screen of ``app`` shows that its seat may not see (``None``: nothing).

        A frame may still show one of the last few states (``states``; the screens are
        refreshed a moment after the state changes), so what the seat could read in any of
        them is allowed, and the secrets of all of them are looked for.
        """
        own = own_seat(app)
        text = rendered_text(app)
        for secret in self.never_shown:
            if secret in text:
                return f"{secret!r} is on the screen of seat {own}:\n{text}"
        states = list(states) or [self.whole_state(app.move_count)]
        texts = [self._texts_of(state, own, len(app.seats)) for state in states]
        allowed = "\n".join(visible for visible, _ in texts)
        for _, secrets in texts:
            for seat, token in secrets:
                if token not in allowed and token in text:
                    return f"{token!r} of seat {seat} is on the screen of seat {own}:\n{text}"
        return None

    def _texts_of(
        self, state: Any, own: int | None, seats: int
    ) -> tuple[str, list[tuple[int, str]]]:
        """What ``own`` may read in ``state``, and every other seat's secrets in it (worked
        out once per state and seat: a frame checks the last few states, and most frames
        show a state an earlier frame showed)."""
        key = (id(state), own)
        known = self._texts.get(key)
        if known is None or known[0] is not state:
            secrets = [
                (seat, token)
                for seat in range(seats)
                if seat != own
                for token in self.secrets.private_texts(state, seat)
                if token
            ]
            if len(self._texts) > 4 * KEPT:
                self._texts.clear()
            known = self._texts[key] = (state, self.secrets.visible_text(state, own), secrets)
        return known[1], known[2]

    def assert_clean(self) -> None:
        assert not self.problems, self.problems[0]


@dataclass(frozen=True)
class FirstFrame:
    """What an app drew first once its game was on."""

    text: str
    #: The seats whose own screens were in the app's screen stack.
    shown: list[int]
    #: The seat deciding then.
    deciding: int | None


@dataclass
class HomeWatch:
    """Checks the home rule at every frame of every app watched (see the module)."""

    engine: GameEngine
    first: dict[int, FirstFrame] = field(default_factory=dict)
    #: Frames drawn while another seat or a bot decided, by app.
    waits: dict[int, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def watch(self, app: HotSeatApp) -> None:
        watch_frames(app, self._on_frame)

    def first_frame(self, app: HotSeatApp) -> FirstFrame:
        return self.first[id(app)]

    def _on_frame(self, app: Any) -> None:
        assert isinstance(app, HotSeatApp)
        session = app.session
        if session is None or session.is_over():
            return
        own = own_seat(app)
        shown = [screen.seat for screen in app.screen_stack if isinstance(screen, PlayerScreen)]
        if id(app) not in self.first:
            deciding = self.engine.current_player(app.state)
            self.first[id(app)] = FirstFrame(rendered_text(app), shown, deciding)
        others_decide = session.remote is not None or session.thinking is not None
        if others_decide:
            self.waits[id(app)] = self.waits.get(id(app), 0) + 1
        foreign = any(seat != own for seat in shown)
        missing = own is not None and others_decide and shown != [own]
        if (foreign or missing) and len(self.problems) < 5:
            deciding = self.engine.current_player(app.state)
            self.problems.append(
                f"the app of seat {own} shows the screens of seats {shown} while seat "
                f"{deciding} decides (after move {app.move_count})"
            )

    def assert_clean(self) -> None:
        assert not self.problems, self.problems[0]


class WholeStateDealer:
    """A broken host's engine: every seat's "view" is the whole state (for the tests that
    prove the watch catches a leak)."""

    def __init__(self, engine: GameEngine) -> None:
        self._engine = engine

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)

    def view_for(self, state: Any, seat: int) -> Any:
        return state


def deal_everything(host: HotSeatApp) -> None:
    """Make ``host`` (not running yet) write the whole state as each seat's view."""
    opening = host.opening
    assert isinstance(opening, StartGame) and opening.table is not None
    store = opening.table.store
    store.engine = WholeStateDealer(store.engine)  # type: ignore[assignment]


def table_reads(monkeypatch: Any) -> list[str]:
    """The tables every connection opened from now on reads (``sqlite3``'s authorizer)."""
    seen: list[str] = []
    connect = sqlite3.connect

    def watched(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        db = connect(*args, **kwargs)

        def note(action: int, table: str | None, *_: Any) -> int:
            if action == sqlite3.SQLITE_READ and table:
                seen.append(table)
            return sqlite3.SQLITE_OK

        db.set_authorizer(note)
        return db

    monkeypatch.setattr(sqlite3, "connect", watched)
    return seen
