"""The app as ``App.run`` runs it, not only as ``run_test`` does.

``run_test`` runs the app as an asyncio task of its own; ``App.run`` (the command a player
types) does not, and some Textual calls behave differently then: ``App.wait_for_refresh``
asserts that task exists, and crashed the first hand-over with a summary in a real terminal.
This plays hand-overs with summaries between two people and a bot under ``App.run``
(headless, keys from an auto-pilot).
"""

from __future__ import annotations

import time
from typing import Any

from shared.cli import LaunchRequest
from shared.ui import CurtainScreen, SinceScreen
from shared.ui.openings import opening_for
from sinners_tui.spec import game_spec
from sinners_tui.ui.app import SinnersApp
from tests.sinners.ui.driver import Player, Tactics

SEED = 738000005
#: Seats' screens uncovered from beneath their summary before the test is satisfied.
SUMMARIES = 3
TIMEOUT = 60.0


def test_hand_overs_with_summaries_under_app_run() -> None:
    spec = game_spec()
    request = LaunchRequest(
        players=["[/]", "Bot", "Cid"], seed=SEED, bots=["human", "heuristic", "human"]
    )
    app = SinnersApp(spec, opening_for(spec, request), bot_delay=0, autosave=False)
    seen = {"summaries": 0, "uncovered": 0}

    async def autopilot(pilot: Any) -> None:
        player = Player(app, Tactics(SEED))
        deadline = time.monotonic() + TIMEOUT
        was_summary = False
        while seen["uncovered"] < SUMMARIES and time.monotonic() < deadline:
            summary = isinstance(app.screen, SinceScreen)
            if summary and not was_summary:
                seen["summaries"] += 1
            if was_summary and not summary and not isinstance(app.screen, CurtainScreen):
                seen["uncovered"] += app.unlocked is not None
            was_summary = summary
            key = player.next_key()
            if key is None:
                await pilot.pause(0.01)
                continue
            await pilot.press(key)
        app.exit(0)

    app.run(headless=True, size=(100, 30), auto_pilot=autopilot)
    assert app.return_code == 0, "the app ended with an error (see the traceback above)"
    assert seen["uncovered"] >= SUMMARIES and seen["summaries"] >= SUMMARIES, seen
