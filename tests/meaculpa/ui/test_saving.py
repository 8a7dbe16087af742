"""Never lose a game: autosave after every action, resume, load, replay, broken saves."""

from __future__ import annotations

from meaculpa_tui import engine
from meaculpa_tui.__main__ import main
from meaculpa_tui.spec import game_spec
from shared.cli import LaunchRequest
from shared.engine.saves import autosave_path, load_record, save_record
from shared.ui import CurtainScreen, ReplayScreen, SaveErrorScreen
from shared.ui.openings import ShowReplay, ShowSaveError, StartGame, opening_for
from tests.meaculpa.ui.autoplay import KeyPlayer
from tests.meaculpa.ui.demo import new_record, quick_policy, record_until
from tests.meaculpa.ui.support import SIZE, mea_app, start
from tests.ui_support import press_until, run_app, screen_text, wait_until


async def test_every_action_is_saved_and_resume_continues_exactly_there():
    first = mea_app(start(new_record(3, seed=4)))
    async with run_app(first, SIZE) as pilot:
        await press_until(
            pilot,
            KeyPlayer(first, quick_policy(4)),
            lambda: len(first.record.actions) >= 5,
        )
        path = first.save_path
        await wait_until(pilot, lambda: load_record(path, engine) == first.record)
        stopped = first.state
        first.exit()
    opening = opening_for(game_spec(), LaunchRequest(resume=True))
    assert isinstance(opening, StartGame) and opening.seats == ["human"] * 3
    second = mea_app(opening)
    async with run_app(second, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(second.screen, CurtainScreen))
        assert second.state.model_dump_json() == stopped.model_dump_json()
        seat = engine.current_player(stopped)
        assert f"Pass the keyboard to {second.record.players[seat]}" in screen_text(second)


async def test_a_broken_autosave_is_explained_and_left_untouched(capsys):
    path = autosave_path(engine.GAME_NAME)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"game": "meaculpa", "players": ["Ann"], "broken')
    before = path.read_bytes()
    assert main(["--resume"]) == 1  # the command line says why and starts nothing
    assert "Cannot use the save file" in capsys.readouterr().err
    opening = opening_for(game_spec(), LaunchRequest(resume=True))
    assert isinstance(opening, ShowSaveError)
    app = mea_app(opening)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SaveErrorScreen))
        assert "left exactly as it was" in screen_text(app)
    assert path.read_bytes() == before  # shown, never repaired or replaced


async def test_load_and_replay_a_saved_game(tmp_path):
    record = record_until(new_record(2, 6), lambda s: s.round >= 2)
    path = save_record(record, tmp_path / "game.json")
    loaded = opening_for(game_spec(), LaunchRequest(load=path))
    assert isinstance(loaded, StartGame) and loaded.record == record
    replay = opening_for(game_spec(), LaunchRequest(replay=path))
    assert isinstance(replay, ShowReplay)
    app = mea_app(replay)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await pilot.press("end")
        await pilot.pause()
        text = screen_text(app)
        assert f"Action {len(record.actions)} of {len(record.actions)}" in text
        assert "Record of Sins" in text and "House of Pleasure" in text
        assert "Money" not in text  # a replay shows the public board only
