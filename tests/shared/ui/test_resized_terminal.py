"""A terminal shrunk below the supported size and enlarged again gives the keyboard back to the
decision that had it: its keys work at once, without Tab (or Escape and ``d``) first.

While the terminal is too small every child of the screen is hidden behind the notice, and
Textual takes the focus from a hidden widget; the app gives it back when the notice goes.
"""

from __future__ import annotations

from typing import Any

from textual.screen import ModalScreen

from shared.ui import PlayerScreen
from sinners_tui.ui.dialogs import DecisionDialog
from tests.meaculpa.ui.test_fit import open_a_turn, turn_app
from tests.sinners.ui import screenshots as shots
from tests.ui_support import run_app, screen_text, wait_until

SIZE = (100, 30)
TOO_SMALL = (80, 24)


def buying(app: Any) -> bool:
    """Mea Culpa's Buy dialog is open."""
    screen = app.screen
    return isinstance(screen, ModalScreen) and "Buy" in str(
        screen.query_one("#dialog").border_title
    )


async def shrink_and_enlarge(pilot: Any) -> None:
    app = pilot.app
    await pilot.resize_terminal(*TOO_SMALL)
    await wait_until(pilot, lambda: "Please enlarge" in screen_text(app), what="the notice")
    await pilot.pause()
    await pilot.resize_terminal(*SIZE)
    await wait_until(pilot, lambda: "Please enlarge" not in screen_text(app), what="the table")
    await pilot.pause()


async def test_mea_culpa_turn_menu_takes_its_keys_after_the_terminal_was_too_small():
    app = turn_app()
    async with run_app(app, SIZE) as pilot:
        await open_a_turn(pilot)
        focused = app.screen.focused
        assert focused is not None
        await shrink_and_enlarge(pilot)
        assert app.screen.focused is focused
        await pilot.press("2")  # Buy...
        await wait_until(pilot, lambda: buying(app), what="the Buy dialog")


async def test_mea_culpa_dialog_takes_its_keys_after_the_terminal_was_too_small():
    app = turn_app()
    async with run_app(app, SIZE) as pilot:
        await open_a_turn(pilot)
        await pilot.press("2")  # Buy...
        await wait_until(pilot, lambda: buying(app), what="the Buy dialog")
        await pilot.pause()
        dialog, focused = app.screen, app.screen.focused
        assert focused is not None
        version = app.session.version
        await shrink_and_enlarge(pilot)
        assert app.screen is dialog and dialog.focused is focused
        await pilot.press("a")  # Buy a green letter
        await wait_until(pilot, lambda: app.session.version != version, what="the purchase")


async def test_sinners_dialog_takes_its_keys_after_the_terminal_was_too_small():
    app = shots.app_at(shots.mid_round())
    async with run_app(app, SIZE) as pilot:
        await shots.to_dialog(pilot)
        await pilot.pause()
        dialog, focused = app.screen, app.screen.focused
        assert isinstance(dialog, DecisionDialog) and focused is not None
        version = app.session.version
        await shrink_and_enlarge(pilot)
        assert app.screen is dialog and dialog.focused is focused
        await pilot.press("1")
        await wait_until(pilot, lambda: app.session.version != version, what="the choice")


async def test_sinners_panel_keeps_the_keyboard_after_the_terminal_was_too_small():
    app = shots.app_at(shots.mid_round())
    async with run_app(app, SIZE) as pilot:
        await shots.to_hand(pilot)
        await pilot.pause()
        screen, focused = app.screen, app.screen.focused
        assert isinstance(screen, PlayerScreen) and focused is not None
        await shrink_and_enlarge(pilot)
        assert app.screen is screen and screen.focused is focused
        await pilot.press("d")
        await wait_until(
            pilot, lambda: isinstance(app.screen, DecisionDialog), what="the decision dialog"
        )
