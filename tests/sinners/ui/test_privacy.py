"""Privacy in particular places: Anointing's look, the Wrathful discard, the public log.

The whole-game privacy walk is in ``test_play`` (every hand-over of a two-player game); here
the watch is also shown to catch a leak, so a passing walk means something.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.containers import Vertical
from textual.widgets import Static

from shared.ui import CurtainScreen, LogScreen, PlayerScreen
from sinners_tui.engine.cards import card_label
from sinners_tui.ui.app import SinnersApp
from sinners_tui.ui.dialogs import DecisionDialog
from tests.sinners.ui import screenshots as shots
from tests.sinners.ui.driver import Player, Tactics, open_with, play
from tests.sinners.ui.privacy import PrivacyWatch
from tests.ui_support import past_summary, run_app, screen_text, wait_until

SIZE = (120, 36)


class LeakyApp(SinnersApp):
    """A broken app that prints every hand under the table: the watch must notice."""

    def make_board(self, view: Any) -> Any:
        board = Vertical(super().make_board(view))
        hands = "; ".join(card_label(c) for hand in self.state.hands for c in hand)
        board.compose_add_child(Static(f"Hands: {hands}", markup=False))
        return board


async def test_the_privacy_watch_catches_a_hand_on_the_next_seat_screen():
    record = shots.start_of_game()
    from shared.ui.openings import StartGame
    from sinners_tui.spec import game_spec

    app = LeakyApp(game_spec(), StartGame(record, ["human"] * 3), bot_delay=0, autosave=False)
    async with run_app(app, SIZE) as pilot:
        player = Player(app, Tactics(1), watch=PrivacyWatch())
        with pytest.raises(AssertionError, match="shows to"):
            await play(pilot, player, lambda: False, max_presses=60)


async def test_anointing_shows_the_look_to_the_anointer_only():
    app = shots.app_at(shots.anointing_look())
    async with run_app(app, SIZE) as pilot:
        dialog = await _to_dialog(pilot)
        anointer, target = app.state.turn, app.state.anoint_seat
        name = app.state.players[target]
        assert f"{name}'s hand (only you see this)" in screen_text(app)
        nothing = next(i for i, c in enumerate(dialog.choices) if c.label == "Swap nothing")
        await pilot.press(*["down"] * nothing, "enter")
        player = Player(app, Tactics(2), watch=PrivacyWatch())
        await play(pilot, player, lambda: app.unlocked not in (None, anointer))
        await wait_until(pilot, lambda: isinstance(app.screen, DecisionDialog | PlayerScreen))
        text = screen_text(app)
        assert "only you see this" not in text
        assert f"{name}'s hand:" not in text
        await pilot.press("escape")
        log = await open_with(pilot, "l", LogScreen)
        assert f"looks at {name}'s hand" in log  # public: that it happened
        assert f"{name}'s hand:" not in log  # private: what was seen


async def test_the_wrathful_discard_is_asked_of_the_other_player_behind_the_curtain():
    app = shots.app_at(shots.wrath())
    async with run_app(app, SIZE) as pilot:
        await shots.to_curtain(pilot)
        state = app.state
        asked, wrathful = state.wrath_queue[0], state.trigger_seat
        assert asked != wrathful
        curtain = app.screen
        assert isinstance(curtain, CurtainScreen)
        assert curtain.player_name == state.players[asked]
        assert f"({state.players[wrathful]}'s Wrathful)" in curtain.status
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, DecisionDialog))
        assert app.screen.kind == "wrath" and app.unlocked == asked
        church = {card_label(c) for c in state.churches[asked]}
        offered = {c.label.removeprefix("Discard ") for c in app.screen.choices}
        assert offered <= church


async def test_the_log_under_the_curtain_is_the_public_one():
    app = shots.app_at(shots.mid_round())
    async with run_app(app, SIZE) as pilot:
        await shots.to_curtain(pilot)
        text = await open_with(pilot, "l", LogScreen)
        assert app.screen.seat is None
        assert "(only you)" not in text and "You keep" not in text
        assert "preaches, keeps one card and discards" in text


async def _to_dialog(pilot: Any) -> DecisionDialog:
    await shots.to_dialog(pilot)
    assert isinstance(pilot.app.screen, DecisionDialog)
    return pilot.app.screen
