"""From a command-line request to the right opening, and the theme's player colours."""

from __future__ import annotations

from pathlib import Path

from textual.color import Color

from shared.cli import LaunchRequest
from shared.engine.saves import save_record
from shared.ui import Chip, launch_app
from shared.ui.launch import parting_line
from shared.ui.openings import ShowReplay, ShowSetup, StartGame, opening_for
from shared.ui.theme import DARK_SEAT_COLOURS, LIGHT_SEAT_COLOURS, seat_variables
from tests.shared.ui.toy_app import TOY_SPEC, ToyApp, start, toy_app
from tests.ui_support import run_app, wait_until


def test_no_players_opens_the_setup_screen():
    opening = opening_for(TOY_SPEC, LaunchRequest(seed=5, bots=["human", "random"]))
    assert isinstance(opening, ShowSetup) and opening.prefill.seed == 5


def test_players_start_at_once_with_the_seed_options_and_bots():
    request = LaunchRequest(
        players=["Ann", "Ben"], seed=7, options={"announce": True}, bots=["random", "human"]
    )
    opening = opening_for(TOY_SPEC, request)
    assert isinstance(opening, StartGame)
    assert opening.record.seed == 7 and opening.record.options == {"announce": True}
    assert opening.seats == ["random", "human"]


def test_a_random_seed_is_chosen_when_none_is_given():
    opening = opening_for(TOY_SPEC, LaunchRequest(players=["Ann", "Ben"]))
    assert isinstance(opening, StartGame) and isinstance(opening.record.seed, int)


def test_an_option_the_engine_refuses_returns_to_setup_with_the_reason():
    opening = opening_for(TOY_SPEC, LaunchRequest(players=["A", "B"], options={"turbo": True}))
    assert isinstance(opening, ShowSetup) and "turbo" in opening.message


def test_resume_without_autosave_and_replay_of_a_file(tmp_path: Path):
    opening = opening_for(TOY_SPEC, LaunchRequest(resume=True))
    assert isinstance(opening, ShowSetup) and "no unfinished autosaved game" in opening.message
    path = save_record(start().record, tmp_path / "x.json")
    assert isinstance(opening_for(TOY_SPEC, LaunchRequest(replay=path)), ShowReplay)


def test_launch_app_runs_the_app_and_returns_its_code(monkeypatch):
    ran: list[ToyApp] = []

    def fake_run(self: ToyApp) -> None:
        ran.append(self)
        self._return_code = 3

    monkeypatch.setattr(ToyApp, "run", fake_run)
    assert launch_app(ToyApp, TOY_SPEC, LaunchRequest(players=["Ann", "Ben"])) == 3
    assert isinstance(ran[0].opening, StartGame)


def test_seat_colours_follow_dark_and_light_themes():
    assert seat_variables(True)["seat-0"] == DARK_SEAT_COLOURS[0]
    assert seat_variables(False)["seat-4"] == LIGHT_SEAT_COLOURS[4]
    assert set(seat_variables(True)) == {f"seat-{n}" for n in range(5)}


async def test_chips_take_the_seat_colour_of_the_theme():
    app = toy_app(start(["Ann", "Ben"]))
    async with run_app(app, (100, 30)) as pilot:
        await wait_until(pilot, lambda: app.board_screen is not None)
        chip = app.board_screen.query(Chip).last()
        assert chip.styles.background == Color.parse(DARK_SEAT_COLOURS[1])
        app.theme = "textual-light"
        await pilot.pause()
        assert app.theme_variables["seat-1"] == LIGHT_SEAT_COLOURS[1]
        assert chip.styles.background == Color.parse(LIGHT_SEAT_COLOURS[1])


async def test_a_game_left_unfinished_says_it_is_saved_and_how_to_go_on():
    """Quitting mid-game (Ctrl+Q asks nothing while saving works) leaves a line in the
    terminal: the game is saved, and the command that continues it."""
    app = toy_app()
    async with run_app(app, (100, 30)) as pilot:
        await wait_until(pilot, lambda: app.session is not None and app.save_path is not None)
    assert parting_line(TOY_SPEC, app) == "The game is saved: `toy --resume` continues it."


async def test_nothing_is_said_when_the_game_could_not_be_saved():
    app = toy_app()
    async with run_app(app, (100, 30)) as pilot:
        await wait_until(pilot, lambda: app.session is not None)
        app.session.not_saved = "The game could not be saved."
    assert parting_line(TOY_SPEC, app) is None
