"""The curtain and the page of what happened since wait to be read: the second tap of the Enter
that made the last move never lifts the next player's curtain (found in play: one extra Enter
0.3 s later showed the next seat's purse, or its news, to the player who had just moved). The
tests move a clock of their own (``shared.ui.read_wait``)."""

from __future__ import annotations

from shared.ui import CurtainScreen, PlayerScreen, SinceScreen
from tests.shared.ui.keys import toy_player
from tests.shared.ui.read_clock import WAIT, Clock
from tests.shared.ui.toy_app import start, toy_app
from tests.ui_support import run_app, wait_until

SIZE = (100, 30)


async def test_a_double_tapped_enter_never_lifts_the_next_curtain(clock: Clock):
    app = toy_app(start(["Ann", "Ben"], seed=4))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")  # the curtain has only just come up: not yet
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        assert not any(isinstance(s, PlayerScreen | SinceScreen) for s in app.screen_stack)
        clock.now += WAIT
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, SinceScreen), what="the page")
        await pilot.press("enter")  # the page of what happened waits to be read as well
        await pilot.pause()
        assert isinstance(app.screen, SinceScreen)
        clock.now += WAIT
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.awaiting is not None, what="Ann's decision")
        first = app.awaiting
        key = toy_player(app, "1")()
        assert key is not None
        await pilot.press(key, "enter")  # the move, and its double tap at once
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen), what="hand-over")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and app.screen.player_seat != first
        assert not any(isinstance(s, PlayerScreen | SinceScreen) for s in app.screen_stack)
