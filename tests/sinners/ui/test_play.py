"""Whole rounds and a whole game of Sinners, played by keys through the real screens.

The scripted player (``driver``) reads each dialog and presses keys; every seat is human, so
each hand-over goes through the curtain, and the privacy watch (``privacy``) checks every one
of them and every log entry. The seeds are ones where the greedy scripted player ends quickly:
the three-player test plays round 1 of seed 5 to its scoring (70 moves, 12 hand-overs); the
two-player test plays seed 117 to the end of the game (257 moves, 5 rounds, 44 hand-overs).
"""

from __future__ import annotations

import pytest

from shared.engine.record import GameRecord
from shared.engine.saves import load_record
from sinners_tui import engine
from sinners_tui.ui.results import RoundScoringDialog
from tests.sinners.ui.driver import Player, Tactics, play
from tests.sinners.ui.privacy import PrivacyWatch
from tests.sinners.ui.screenshots import app_at
from tests.ui_support import flush_saves, run_app, screen_text

SIZE = (100, 30)  # the smallest supported terminal: the cheapest to draw, and tested too
ROUND_SEED = 5
GAME_SEED = 117


@pytest.mark.long(20)
async def test_three_players_play_a_full_round_by_keys():
    record = GameRecord.start(engine, ["Ann", "Ben", "Cid"], ROUND_SEED)
    app = app_at(record)
    app.autosave_enabled = True
    privacy = PrivacyWatch()
    scoring: list[str] = []

    def watch(app_) -> None:
        privacy(app_)
        if isinstance(app_.screen, RoundScoringDialog) and not scoring:
            scoring.append(screen_text(app_))

    async with run_app(app, SIZE) as pilot:
        player = Player(app, Tactics(ROUND_SEED), watch=watch)
        await play(pilot, player, lambda: app.state.round == 2 and bool(scoring))
        text = scoring[0]
        assert "Round 1: scoring" in text
        for name in ("Ann", "Ben", "Cid"):
            assert f"{name}: " in text  # each column's heading, with the round's score
        assert "Totals after each round" in text
        kinds = {action["kind"] for action in app.record.actions}
        assert {"summon", "preach", "discard"} <= kinds
        assert len(app.state.round_scores) == 1
        flush_saves(app)
        assert load_record(app.save_path, engine) == app.record
        assert privacy.hand_overs >= 8 and privacy.log_checks > 50
