"""A table screen taken down while its regions are being replaced is left alone.

``TableScreen.show`` replaces the seat's panel, the board, then the decision, one await after
the other. A key
that closes the screen in between (quick keys at a hand-over) used to make the last step,
focusing the decision, fail with ``NoMatches`` and stop the table loop.
"""

from __future__ import annotations

import pytest

from shared.ui import PlayerScreen
from shared.ui.widgets.slot import Slot
from tests.shared.ui.toy_app import start, toy_app
from tests.ui_support import past_summary, run_app, wait_until

SIZE = (100, 30)


@pytest.mark.parametrize("region", ["#player-panel", "#board", "#decision"])
async def test_a_screen_closed_in_the_middle_of_show_is_left_alone(region):
    app = toy_app(start(["Ann", "Ben"], seed=4))
    async with run_app(app, SIZE) as pilot:
        await pilot.press("enter")  # the curtain
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen), what="Ann's screen")
        screen = app.screen
        slot = screen.query_one(region, Slot)
        show_region = slot.show

        async def show_then_close(fresh):
            await show_region(fresh)
            await app.pop_screen()  # (a key closed the screen meanwhile)

        slot.show = show_then_close  # type: ignore[method-assign]
        await screen.show(screen.content)
        await pilot.pause()
        assert app.screen is not screen
