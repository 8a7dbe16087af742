"""Several app instances at one table file, in one test: open them, play them, watch them.

Each app stands for one process of a remote table (``host``, ``join CODE``, ``watch``); they
share nothing but the table file in the test's data folder. :func:`play_together` presses each
app's next key in turn (the apps run concurrently, as the processes would).

:class:`RemoteWatch` is the privacy watch of such a table: at *every frame* Textual draws for
an app (``tests.table_watch.watch_frames``), the rendered text must show no private text of
any seat but the one this app plays (``GameSecrets.private_texts``; what that seat may read
itself, ``GameSecrets.visible_text``, is allowed), and never the seed. At a remote table each
process has at most one person at it, so unlike the hot-seat watch the rule does not depend on
who decides: a seat's secrets are simply never in another seat's process.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from shared.cli import GameSpec, LaunchRequest
from shared.engine.protocol import GameEngine
from shared.ui import GameOverScreen, HotSeatApp
from shared.ui.handover import HUMAN
from shared.ui.openings import StartGame, opening_for
from shared.ui.screens.codes import CodesScreen
from tests.table_watch import GameSecrets, watch_frames
from tests.ui_support import screen_text

KeyPolicy = Callable[[], str | None]
#: How many of an app's latest states a frame may still be showing.
LAG = 3


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
    timeout: float = 900.0,
    check: Callable[[], None] | None = None,
) -> int:
    """Press each app's next key in turn until ``until()``; returns the keys pressed.

    ``players`` pairs each app's pilot with its key policy (``None``: nothing to press now).
    ``check`` runs before every key.
    """
    presses = 0
    deadline = time.monotonic() + timeout
    while not until():
        if time.monotonic() > deadline:
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
        if not pressed:
            await players[0][0].pause(0.01)
    return presses


@dataclass
class RemoteWatch:
    """Checks every frame of every app watched (see the module)."""

    engine: GameEngine
    secrets: GameSecrets
    #: Texts never on screen before the game is over (the seed's digits).
    never_shown: Sequence[str] = ()
    frames: dict[int, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    #: The last few states of each app, by move count (see :meth:`problem`).
    _recent: dict[int, dict[int, Any]] = field(default_factory=dict)

    def watch(self, app: HotSeatApp) -> None:
        """Check every frame ``app`` draws from now on."""
        watch_frames(app, self._on_frame)

    def _on_frame(self, app: Any) -> None:
        assert isinstance(app, HotSeatApp)
        if app.state is None or self.engine.is_over(app.state):
            return
        self.frames[id(app)] = self.frames.get(id(app), 0) + 1
        recent = self._recent.setdefault(id(app), {})
        recent[len(app.record.actions) if app.record else 0] = app.state
        for version in sorted(recent)[:-LAG]:
            del recent[version]
        problem = self.problem(app, list(recent.values()))
        if problem is not None and len(self.problems) < 5:
            self.problems.append(problem)

    def problem(self, app: HotSeatApp, states: Sequence[Any] = ()) -> str | None:
        """What the screen of ``app`` shows that its seat may not see (``None``: nothing).

        A frame may still show one of the last few states (``states``; the screens are
        refreshed a moment after the state changes), so what the seat could read in any of
        them is allowed, and the secrets of all of them are looked for.
        """
        own = own_seat(app)
        text = screen_text(app)
        for secret in self.never_shown:
            if secret in text:
                return f"{secret!r} is on the screen of seat {own}:\n{text}"
        states = list(states) or [app.state]
        allowed = "\n".join(self.secrets.visible_text(state, own) for state in states)
        for seat in range(len(app.seats)):
            if seat == own:
                continue
            for state in states:
                for token in self.secrets.private_texts(state, seat):
                    if token and token not in allowed and token in text:
                        return f"{token!r} of seat {seat} is on the screen of seat {own}:\n{text}"
        return None

    def assert_clean(self) -> None:
        assert not self.problems, self.problems[0]
