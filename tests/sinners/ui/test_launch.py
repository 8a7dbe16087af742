"""Starting Sinners: the command line's openings, the setup screen, resume, load and replay."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Checkbox, Input, Select

from shared.cli import LaunchRequest
from shared.engine.saves import save_record
from shared.ui import CurtainScreen, ReplayScreen, SetupScreen
from shared.ui.openings import ShowReplay, ShowSetup, StartGame, opening_for
from sinners_tui import engine
from sinners_tui.__main__ import main
from sinners_tui.spec import game_spec
from sinners_tui.ui.app import SinnersApp
from sinners_tui.ui.dialogs import DecisionDialog
from tests.sinners.ui import screenshots as shots
from tests.ui_support import past_summary, run_app, wait_until

SIZE = (120, 36)


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[SinnersApp]:
    """The apps the command line would run (they are built, not run)."""
    apps: list[SinnersApp] = []

    def run(self: SinnersApp, *args: Any, **kwargs: Any) -> None:
        apps.append(self)

    monkeypatch.setattr(SinnersApp, "run", run)
    return apps


def test_the_command_line_opens_setup_a_new_game_a_save_or_a_replay(started, tmp_path):
    assert game_spec().launch is not None
    assert main([]) == 0
    assert isinstance(started[-1].opening, ShowSetup)
    assert main(["--players", "Ann,Ben,Cid", "--seed", "4"]) == 0
    opening = started[-1].opening
    assert isinstance(opening, StartGame)
    assert opening.record.players == ["Ann", "Ben", "Cid"] and opening.record.seed == 4
    assert opening.seats == ["human"] * 3
    assert main(["--players", "Ann,Ben", "--beginner"]) == 0
    assert started[-1].opening.record.options == {"beginner": True}
    saved = save_record(shots.mid_round(), tmp_path / "game.json")
    assert main(["--load", str(saved)]) == 0
    assert started[-1].opening.record == shots.mid_round()
    assert main(["replay", str(saved)]) == 0
    assert isinstance(started[-1].opening, ShowReplay)


async def test_setup_starts_a_five_player_beginner_game():
    app = shots.setup_app()
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        screen = app.screen
        screen.query_one("#player-count", Select).value = 5
        await pilot.pause()
        for seat, name in enumerate(["Ann", "Ben", "Cid", "Dee", "Eve"]):
            screen.query_one(f"#name-{seat}", Input).value = name
        screen.query_one("#kind-4", Select).value = "random"
        screen.query_one("#option-beginner", Checkbox).value = True
        screen.query_one("#seed", Input).value = "12"
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        state = app.state
        assert state.players == ["Ann", "Ben", "Cid", "Dee", "Eve"]
        assert state.beginner and state.phase == "draw"  # no Demons to summon
        assert app.seats == ["human"] * 4 + ["random"]
        assert app.record.seed == 12


async def test_resume_continues_exactly_where_the_game_stopped():
    record = shots.start_of_game()
    first = shots.app_at(record)
    first.autosave_enabled = True
    async with run_app(first, SIZE) as pilot:
        for key in "123":  # three Demons summoned, each behind the curtain (each keeps its key)
            await wait_until(pilot, lambda: isinstance(first.screen, CurtainScreen))
            await pilot.press("enter")
            await past_summary(pilot)
            await wait_until(pilot, lambda: isinstance(first.screen, DecisionDialog))
            await pilot.press(key)
        await wait_until(pilot, lambda: len(first.record.actions) == 3)
        state = first.state
    opening = opening_for(game_spec(), LaunchRequest(resume=True))
    assert isinstance(opening, StartGame)
    second = SinnersApp(game_spec(), opening, bot_delay=0, autosave=False)
    async with run_app(second, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(second.screen, CurtainScreen))
        assert second.state == state
        assert second.state.phase == "draw"
        assert first.save_path.exists() and second.save_path is None


async def test_replay_steps_through_public_views():
    opening = ShowReplay(shots.mid_round())
    app = SinnersApp(game_spec(), opening, bot_delay=0, autosave=False)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await pilot.press("end")
        await pilot.pause()
        assert app.screen.index == len(shots.mid_round().actions)
        assert engine.GAME_NAME == "sinners"
