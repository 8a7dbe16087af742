"""Starting the app: the curtain first, then the seat's own screen with the board and purse."""

from __future__ import annotations

from shared.ui import CurtainScreen, PlayerScreen
from tests.meaculpa.ui.demo import new_record
from tests.meaculpa.ui.support import SIZE, mea_app, start
from tests.ui_support import past_summary, run_app, screen_text, wait_until


async def test_a_new_game_opens_behind_the_curtain_then_shows_the_bonus_dialog():
    app = mea_app(start(new_record(3, seed=3)))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        first = app.state.start_order[-1]
        assert f"Pass the keyboard to {app.record.players[first]}" in screen_text(app)
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: type(app.screen).__name__ == "DecisionDialog")
        assert isinstance(app.screen_stack[-2], PlayerScreen)
        text = screen_text(app)
        # the dialog stands beside the board, its options wrapped: read them from the dialog
        assert "Starting bonus" in text
        assert any("10 taler" in choice.label for choice in app.screen.choices)
