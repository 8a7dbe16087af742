"""The hint (h) marks the recommended choice in the dialog's list and says why in one line,
both in view at the smallest terminal (100x30) in the tallest dialogs: a five-player draw and
a discard from a hand of nine cards. No toast covers the list."""

from __future__ import annotations

from typing import Any

import pytest

from shared.ui.widgets.choices import HINT_LINE_START, HINT_MARK
from sinners_tui.engine.state import State
from sinners_tui.ui.dialogs import DecisionDialog
from tests.sinners.ui import screenshots as shots
from tests.ui_support import run_app, screen_text, wait_until

SIZE = (100, 30)
FIVE = ("Ann", "Ben", "Cid", "Dee", "Eve")


def five_draw() -> Any:
    return shots.record_until(FIVE, 0, lambda s: s.phase == "draw" and len(s.log) > 60)


def nine_card_discard() -> Any:
    def nine(state: State) -> bool:
        return state.phase == "discard" and len(state.hands[state.turn]) >= 9

    return shots.record_until(shots.PLAYERS, 0, nine)


@pytest.mark.parametrize("record", [five_draw, nine_card_discard], ids=["draw", "discard"])
async def test_the_hint_mark_and_its_line_stay_in_view_at_100x30(record: Any):
    app = shots.app_at(record())
    async with run_app(app, SIZE) as pilot:
        await shots.to_dialog(pilot)
        dialog = app.screen
        assert isinstance(dialog, DecisionDialog)
        await pilot.press("h")
        await wait_until(pilot, lambda: HINT_MARK in screen_text(app), what="the hint")
        rows = screen_text(app).splitlines()
        assert not app._notifications
        assert any(f"{HINT_LINE_START} (" in row for row in rows)
        # the mark names the recommended choice's key, and that choice is marked in the list
        marked = [row for row in rows if HINT_MARK in row]
        assert len(marked) >= 1
