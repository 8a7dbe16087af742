"""Helpers for the Textual tests of both games: read the screen, snapshot it, drive the app.

- :func:`screen_text` is what a person would read on the terminal right now (the SVG export
  with its HTML escapes and non-breaking spaces undone), for privacy and content asserts;
  :func:`flat_text` is the same without frames and line breaks.
- :func:`assert_svg_snapshot` compares the screen with a committed SVG (syrupy's single-file
  SVG extension) after replacing Textual's run-dependent ``terminal-<number>`` ids.
- :func:`wait_until` and :func:`press_until` drive an app until a condition holds, failing
  with the screen text when it does not (workers and bots run concurrently with the test).
- :func:`walk_hand_overs` plays a game by keys and checks the privacy rules at every
  hand-over (the curtain on top, no private screen left, no secret of the previous seat).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable
from typing import Any

from rich.cells import cell_len
from syrupy.assertion import SnapshotAssertion
from syrupy.extensions.image import SVGImageSnapshotExtension
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Input

from tests.patience import IDLE_POLLS, POLL_SECONDS, Patience

#: Textual names the SVG's CSS classes after a number that changes from run to run.
_TERMINAL_ID = re.compile(r"terminal-\d+")

_TEXT_ELEMENT = re.compile(
    r'<text[^>]*\bx="([\d.]+)" y="([\d.]+)" textLength="([\d.]+)"[^>]*>([^<]*)</text>'
)


def screen_text(app: App[Any]) -> str:
    """The text on the active screen, line by line and column by column, as plain characters.

    The SVG export splits a line into one ``<text>`` element per style run and leaves plain
    background cells out; the runs are put back at their columns, so a phrase in two styles
    is still found whole and separate words stay separate.
    """
    rows: dict[float, list[tuple[float, str]]] = {}
    cell = 0.0
    for x, y, length, escaped in _TEXT_ELEMENT.findall(app.export_screenshot()):
        # each element is unescaped on its own: text such as "<b>" must not end it early
        text = html.unescape(escaped).replace("\xa0", " ")
        if text and not cell and cell_len(text):
            cell = float(length) / cell_len(text)
        rows.setdefault(float(y), []).append((float(x), text))
    lines = []
    for y in sorted(rows):
        line = ""
        for x, text in sorted(rows[y]):
            # columns are terminal cells: an emoji takes two, a combining mark none
            column = round(float(x) / cell) if cell else cell_len(line)
            line += " " * max(0, column - cell_len(line)) + text
        lines.append(line.rstrip())
    return "\n".join(lines)


#: Frames, bars and the other box drawing and block characters the screens draw.
_FRAME_CHARACTERS = re.compile("[\u2500-\u259f]")


def flat_text(text: str) -> str:
    """Screen text without frames and with every run of spaces and line breaks made one space,
    so a phrase the screen wrapped onto the next line is still found whole (as long as nothing
    stands beside it on the lines it spans)."""
    return " ".join(_FRAME_CHARACTERS.sub(" ", text).split())


def run_app(app: App[Any], size: tuple[int, int]) -> Any:
    """``app.run_test`` at a fixed size with notifications on (toasts are part of the screen
    a privacy test must look at; Textual's test mode hides them by default)."""
    return app.run_test(size=size, notifications=True)


def normalise_svg(svg: str) -> str:
    """The SVG with the run-dependent ids replaced, so snapshots compare equal."""
    return _TERMINAL_ID.sub("terminal", svg)


def stop_cursor_blink(app: App[Any]) -> None:
    """Freeze every input's cursor so a snapshot does not depend on the blink phase."""
    for field in app.screen.query(Input):
        field.cursor_blink = False


def assert_svg_snapshot(snapshot: SnapshotAssertion, app: App[Any]) -> None:
    """Compare the active screen with the committed SVG snapshot of this test."""
    stop_cursor_blink(app)
    svg = normalise_svg(app.export_screenshot())
    assert svg == snapshot(extension_class=SVGImageSnapshotExtension)


async def wait_until(
    pilot: Pilot[Any],
    condition: Callable[[], bool],
    *,
    polls: int = IDLE_POLLS,
    what: str = "the condition",
) -> None:
    """Let the app run until ``condition()`` holds, for ``polls`` polls at most (see
    :mod:`tests.patience`); fail with the screen text otherwise."""
    patience = Patience(polls)
    while not condition():
        if patience.exhausted():
            raise AssertionError(
                f"gave up waiting for {what}; screen is {type(pilot.app.screen).__name__}:\n"
                + screen_text(pilot.app)
            )
        await pilot.pause(POLL_SECONDS)
    await pilot.pause()


async def past_summary(pilot: Pilot[Any]) -> None:
    """After the key that lifts a curtain: go on past the list of what happened since the
    seat's last decision (Enter), when one shows; it shows only when something did."""
    from shared.ui import CurtainScreen, SinceScreen

    app = pilot.app
    await wait_until(pilot, lambda: not isinstance(app.screen, CurtainScreen), what="the lift")
    if isinstance(app.screen, SinceScreen):
        await pilot.press("enter")
        await wait_until(pilot, lambda: not isinstance(app.screen, SinceScreen), what="the seat")


async def press_until(
    pilot: Pilot[Any],
    next_key: Callable[[], str | None],
    done: Callable[[], bool],
    *,
    max_presses: int = 500,
    polls: int = IDLE_POLLS,
) -> int:
    """Press the keys ``next_key()`` names until ``done()``; returns the number of presses.

    ``next_key`` looks at the app and says which key a player would press now, or ``None`` to
    wait a moment (e.g. while a bot thinks).
    """
    presses = 0
    patience = Patience(polls)
    while not done():
        if presses >= max_presses:
            raise AssertionError(
                f"not done after {presses} presses; screen is "
                f"{type(pilot.app.screen).__name__}:\n{screen_text(pilot.app)}"
            )
        key = next_key()
        if key is None:
            if patience.exhausted():
                raise AssertionError(
                    f"no key to press after {presses} presses; screen is "
                    f"{type(pilot.app.screen).__name__}:\n{screen_text(pilot.app)}"
                )
            await pilot.pause(POLL_SECONDS)
            continue
        await pilot.press(key)
        await pilot.pause()
        presses += 1
        patience.progressed()
    return presses


async def walk_hand_overs(
    pilot: Pilot[Any],
    next_key: Callable[[], str | None],
    done: Callable[[], bool],
    secrets: Callable[[int], Iterable[str]],
    *,
    max_presses: int = 2000,
    polls: int = IDLE_POLLS,
) -> int:
    """Play by keys until ``done()``, checking every hand-over; returns how many there were.

    At each new curtain: it is the active screen, no private screen (player screen or a
    seat's log) is left in the stack, and none of ``secrets(previous_seat)`` (that seat's
    private values, taken from the game state at that moment) is anywhere on the screen,
    notifications included. Run the app with :func:`run_app` so toasts are drawn.
    """
    from shared.ui import CurtainScreen, LogScreen, PlayerScreen

    app = pilot.app
    previous: int | None = None
    checked: object = None
    hand_overs = 0
    presses = 0
    patience = Patience(polls)
    while not done():
        screen = app.screen
        if isinstance(screen, PlayerScreen):
            previous = screen.seat
        if isinstance(screen, CurtainScreen) and screen is not checked:
            checked = screen
            await pilot.pause()
            text = screen_text(app)
            assert f"Pass the keyboard to {screen.player_name}" in text, text
            assert not [s for s in app.screen_stack if isinstance(s, PlayerScreen | LogScreen)]
            if previous is not None:
                for token in secrets(previous):
                    assert token not in text, f"{token!r} of seat {previous} at the curtain"
            hand_overs += 1
        key = next_key()
        if key is None:
            if patience.exhausted():
                raise AssertionError("no key to press:\n" + screen_text(app))
            await pilot.pause(POLL_SECONDS)
            continue
        if presses >= max_presses:
            raise AssertionError(f"not done after {presses} presses:\n{screen_text(app)}")
        await pilot.press(key)
        await pilot.pause()
        presses += 1
        patience.progressed()
    return hand_overs


def flush_saves(app: Any) -> None:
    """Wait until the app's newest move is on disk (the autosave writes off the key path)."""
    session = app.session
    if session is not None and hasattr(session, "flush_saves"):
        assert session.flush_saves(timeout=600), "the autosave did not finish"
