"""Frames held between an answer and the next wait are always shown again (``_hold_frames``).

The Mea Culpa table answers most keys through decision dialogs (kept open, replaced, sealed)
and hands over behind the curtain; at every moment it waits for a key, nothing may be held,
or the screen would still show what it showed before the key.
"""

from __future__ import annotations

import pytest

from meaculpa_tui.spec import game_spec
from meaculpa_tui.ui.app import MeaCulpaApp
from shared.ui import GameOverScreen
from shared.ui.openings import StartGame
from tests.meaculpa.ui.autoplay import KeyPlayer
from tests.meaculpa.ui.demo import new_record, quick_policy

PRESSES = 80


@pytest.mark.long(10)
async def test_no_wait_with_frames_held():
    app = MeaCulpaApp(game_spec(), StartGame(new_record(3, 5), ["human"] * 3), bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        next_key = KeyPlayer(app, quick_policy(5))
        presses = 0
        while presses < PRESSES and not isinstance(app.screen, GameOverScreen):
            await pilot.pause()
            key = next_key()
            if key is None:
                continue
            assert app._frames_held is None, f"frames held while {app.screen} waits"
            await pilot.press(key)
            presses += 1
        assert presses == PRESSES
