"""Whole toy games played by keys and mouse on the framework."""

from __future__ import annotations

from shared.engine.saves import load_record
from shared.ui import (
    BoardScreen,
    CurtainScreen,
    DecisionPanel,
    GameOverScreen,
    PlayerScreen,
    ResultsDialog,
    SinceScreen,
)
from shared.ui.widgets.choices import ChoiceList
from tests.shared import toy_engine
from tests.shared.ui.keys import game_over, toy_player
from tests.shared.ui.toy_app import near_end, start, toy_app
from tests.ui_support import (
    flush_saves,
    past_summary,
    press_until,
    run_app,
    screen_text,
    wait_until,
)

SIZE = (100, 30)


async def test_two_humans_play_a_whole_game_by_keys():
    app = toy_app(start(["Ann", "Ben"], seed=4))
    async with run_app(app, SIZE) as pilot:
        await press_until(pilot, toy_player(app), game_over(app))
        assert toy_engine.is_over(app.state)
        text = screen_text(app)
        assert "Game over" in text
        winner = app.record.players[toy_engine.winners(app.state)[0]]
        assert winner in text
        flush_saves(app)
        saved = load_record(app.save_path, toy_engine)
        assert saved == app.record


async def test_three_humans_with_a_public_announcement():
    app = toy_app(start(["Ann", "Ben", "Cid"], seed=2, announce=True))
    async with run_app(app, SIZE) as pilot:
        await press_until(
            pilot, toy_player(app), lambda: app.state.announcing and app.awaiting is not None
        )
        # a public decision: on the board, no curtain, no private screen in the stack
        assert isinstance(app.screen, BoardScreen)
        assert not any(isinstance(s, PlayerScreen) for s in app.screen_stack)
        panel = app.screen.query_one(DecisionPanel)
        assert [c.label for c in panel.choices] == ["Announce high", "Announce low"]
        announcer = app.awaiting
        await pilot.press("1")
        await wait_until(pilot, lambda: isinstance(app.screen, ResultsDialog), what="reveal")
        assert "announces: high" in screen_text(app)
        await pilot.press("enter")
        # the announcer's private hint waits for the curtain and their own screen
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.screen.player_seat == announcer
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, ResultsDialog), what="the hint")
        assert isinstance(app.screen_stack[-2], PlayerScreen)
        assert app.screen_stack[-2].seat == announcer
        assert "Remember: your word is" in screen_text(app)
        await press_until(pilot, toy_player(app), game_over(app))
        kinds = [action["kind"] for action in app.record.actions]
        assert kinds.count("announce") == 1


async def test_the_framework_defaults_alone_play_a_game():
    app = toy_app(start(["Ann", "Ben"], seed=9), bare=True)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        text = screen_text(app)
        assert "Only you know" in text and "Your secret word is" in text
        assert "1. Add 1" in text and "2. Add 2" in text
        await press_until(pilot, toy_player(app), game_over(app))
        assert toy_engine.is_over(app.state)


async def test_arrows_and_enter_choose_too():
    app = toy_app(start(["Ann", "Ben"], seed=3))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("space")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        await pilot.press("down", "enter")
        await wait_until(pilot, lambda: len(app.record.actions) == 1)
        assert app.record.actions == [{"kind": "add", "amount": 2}]


async def test_mouse_lifts_the_curtain_and_picks_a_choice():
    app = toy_app(start(["Ann", "Ben"], seed=3))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.click("#curtain-help")
        await wait_until(pilot, lambda: isinstance(app.screen, SinceScreen))
        await pilot.click("#since-help")  # what happened since: a click goes on too
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        choices = app.screen.query_one(ChoiceList)
        await pilot.click(choices, offset=(4, 2))  # the second option, inside the border
        await wait_until(pilot, lambda: len(app.record.actions) == 1)
        assert app.record.actions == [{"kind": "add", "amount": 2}]


async def test_game_over_offers_new_game_and_replay():
    app = toy_app(near_end())
    async with run_app(app, SIZE) as pilot:
        await press_until(pilot, toy_player(app), game_over(app))
        await pilot.press("r")
        await wait_until(pilot, lambda: type(app.screen).__name__ == "ReplayScreen")
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("n")
        await wait_until(pilot, lambda: type(app.screen).__name__ == "SetupScreen")
