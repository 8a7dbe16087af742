"""Keys, footer and command palette: rules, log, save as, new game, replay."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

from textual.widgets import Input

from shared.cli import LaunchRequest
from shared.ui import (
    ConfirmDialog,
    CurtainScreen,
    LogScreen,
    PlayerScreen,
    ReplayScreen,
    RulesScreen,
    SaveAsDialog,
    SetupScreen,
    openings,
)
from shared.ui.commands import default_save_name
from shared.ui.openings import StartGame, opening_for
from shared.ui.widgets.footer import KeyBar
from tests.shared import toy_engine
from tests.shared.ui.keys import toy_player
from tests.shared.ui.toy_app import TOY_SPEC, start, toy_app
from tests.ui_support import past_summary, press_until, run_app, screen_text, wait_until

SIZE = (100, 30)


async def unlocked(app, pilot) -> None:
    await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
    await pilot.press("enter")
    await past_summary(pilot)
    await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))


async def test_palette_lists_the_game_commands():
    app = toy_app(start())
    async with run_app(app, SIZE) as pilot:
        await unlocked(app, pilot)
        titles = [command.title for command in app.get_system_commands(app.screen)]
        for title in ("New game", "Rules", "Log", "Save as", "Quit"):
            assert title in titles
        footer = screen_text(app).splitlines()[-1]
        for key in ("Choose", "Rules", "Log", "Save as", "New game", "palette"):
            assert key in footer


async def test_rules_screen_has_rules_notes_and_help():
    app = toy_app(start())
    async with run_app(app, SIZE) as pilot:
        await unlocked(app, pilot)
        await pilot.press("f1")
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen))
        text = screen_text(app)
        assert "Toy rules" in text and "Rules notes" in text and "Playing here" in text
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))


async def test_log_on_a_players_screen_is_that_players_log():
    app = toy_app(start(seed=3))
    async with run_app(app, SIZE) as pilot:
        await unlocked(app, pilot)
        await pilot.press("l")
        await wait_until(pilot, lambda: isinstance(app.screen, LogScreen))
        assert app.screen.seat == 0
        word = toy_engine.secret_word(app.state.secrets[0])
        assert f"Your secret word is {word}." in screen_text(app)
        await pilot.press("escape")
        await pilot.press("2")  # the hand-over removes the private log too
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert not any(isinstance(s, LogScreen) for s in app.screen_stack)


async def test_save_as_from_the_keyboard(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = toy_app(start(seed=3))
    async with run_app(app, SIZE) as pilot:
        await unlocked(app, pilot)
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: isinstance(app.screen, SaveAsDialog))
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        assert "Saved to" in screen_text(app)
    saved = sorted(path.name for path in tmp_path.glob("toy-*.json"))
    assert len(saved) == 2 and re.fullmatch(r"toy-\d{4}-\d\d-\d\d-\d{4}\.json", saved[0])
    assert saved[1] == saved[0].replace(".json", ".seats.json")  # who plays which seat


async def test_a_copy_saved_as_gives_the_bots_their_seats_back(tmp_path: Path):
    app = toy_app(start(["Ann", "Bot"], seats=["human", "random"], seed=3))
    target = tmp_path / "copy.json"
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: isinstance(app.screen, SaveAsDialog))
        field = app.screen.query_one(Input)
        field.value = str(target)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
    opening = opening_for(TOY_SPEC, LaunchRequest(load=target))
    assert isinstance(opening, StartGame) and opening.seats == ["human", "random"]


def test_save_as_proposes_the_time_never_the_seed():
    """Issue "trust at the table" 2: the seed fixes every card, so no file name holds it."""
    when = datetime(2026, 12, 1, 14, 5)
    assert default_save_name("sinners", when) == "sinners-2026-12-01-1405.json"


async def test_new_game_asks_first_and_cancelling_returns_behind_the_curtain():
    app = toy_app(start(["Ann", "Ben"], seed=3))
    async with run_app(app, SIZE) as pilot:
        await unlocked(app, pilot)
        await pilot.press("ctrl+n")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("y")
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        assert app.screen.query_one("#name-1").value == "Ben"
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.screen.player_name == "Ann"


async def test_new_game_from_the_palette_replaces_the_game():
    app = toy_app(start(["Ann", "Ben"], seed=3))
    async with run_app(app, SIZE) as pilot:
        await unlocked(app, pilot)
        await pilot.press("2")
        await pilot.press("ctrl+p")
        await pilot.pause(0.1)
        await pilot.press(*"new game")
        await pilot.pause(0.2)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("y")
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        app.screen.query_one("#name-0").value = "Zoe"
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: app.record.players[0] == "Zoe")
        assert app.record.actions == []
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.screen.player_name == "Zoe"


async def test_replay_steps_through_a_record(tmp_path: Path):
    record = start(["Ann", "Ben"], seed=3).record
    state = record.initial_state(toy_engine)
    for amount in (1, 2, 2):
        action = toy_engine.Add(amount=amount)
        state = toy_engine.apply_action(state, action)
        record = record.with_action(action)
    from shared.engine.saves import save_record

    path = save_record(record, tmp_path / "r.json")
    app = toy_app(opening_for(TOY_SPEC, LaunchRequest(replay=path)))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        assert "Action 0 of 3" in screen_text(app) and "Counter: 0" in screen_text(app)
        await pilot.press("right", "right")
        await pilot.pause()
        assert "Action 2 of 3" in screen_text(app) and "Counter: 3" in screen_text(app)
        await pilot.press("left")
        await pilot.pause()
        assert "Counter: 1" in screen_text(app)
        await pilot.press("end")
        await pilot.pause()
        text = screen_text(app)
        assert "Counter: 5" in text and "Ann adds 2; the counter is 5." in text
        assert "secret word" not in text
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_code == 0


async def test_the_game_so_far_can_be_replayed_and_left():
    app = toy_app(start(["Ann", "Ben"], seed=3))
    async with run_app(app, SIZE) as pilot:
        await press_until(pilot, toy_player(app), lambda: len(app.record.actions) == 2)
        app.action_replay()
        await wait_until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await pilot.press("escape")
        await pilot.pause()
        assert app.state is not None and not isinstance(app.screen, ReplayScreen)


async def test_clicking_a_key_in_the_footer_runs_it():
    app = toy_app(start(seed=3))
    async with run_app(app, SIZE) as pilot:
        await unlocked(app, pilot)
        footer = screen_text(app).splitlines()[-1]
        await pilot.click(KeyBar, offset=(footer.index("Rules"), 0))
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen))


async def test_save_as_on_the_curtain_never_shows_a_drawn_seed(tmp_path: Path, monkeypatch):
    """Issue "trust at the table" 2: the seed of a game started without one stays secret."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(openings, "fresh_seed", lambda: 738291046)
    app = toy_app(opening_for(TOY_SPEC, LaunchRequest(players=["Ann", "Ben"])))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.record is not None and app.record.seed == 738291046
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: isinstance(app.screen, SaveAsDialog))
        assert "toy-" in screen_text(app) and "738291046" not in screen_text(app)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert "738291046" not in screen_text(app)
        await pilot.press("ctrl+p")
        await pilot.pause(0.2)
        assert "738291046" not in screen_text(app)
    assert not list(tmp_path.glob("*738291046*"))
