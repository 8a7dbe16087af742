"""Frames held between an answer and the next wait are always shown again (``_hold_frames``).

A wait of the table with frames still held would leave the screen as it was before the key.
These tests play toy games by keys (hand-overs, decisions, results, a bot) and check, at
every moment the table waits for a player, that nothing is held.
"""

from __future__ import annotations

import pytest

from shared.ui import GameOverScreen
from tests.shared.ui.keys import toy_player
from tests.shared.ui.toy_app import start, toy_app

PRESSES = 40


@pytest.mark.parametrize(
    ("seats", "announce"),
    [(["human", "human"], False), (["human", "human"], True), (["human", "random"], True)],
    ids=["two people", "two people, results", "person and bot, results"],
)
async def test_no_wait_with_frames_held(seats: list[str], announce: bool):
    app = toy_app(start(["Ann", "Ben"], seats=seats, announce=announce))
    async with app.run_test(size=(100, 30)) as pilot:
        next_key = toy_player(app)
        presses = 0
        while presses < PRESSES and not isinstance(app.screen, GameOverScreen):
            await pilot.pause()
            key = next_key()
            if key is None:
                continue
            assert app._frames_held is None, f"frames held while {app.screen} waits"
            await pilot.press(key)
            presses += 1
        assert presses == PRESSES or isinstance(app.screen, GameOverScreen)
