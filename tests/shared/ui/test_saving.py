"""Autosave after every action, resume exactly, broken saves refused and left untouched."""

from __future__ import annotations

import os
import sys

import pytest

from shared.cli import LaunchRequest
from shared.engine.saves import autosave_path, load_record, save_record
from shared.session.seats import load_seat_kinds, seats_path
from shared.ui import (
    BoardScreen,
    CurtainScreen,
    GameOverScreen,
    PlayerScreen,
    SaveErrorScreen,
    SetupScreen,
)
from shared.ui.openings import ShowSaveError, StartGame, opening_for
from tests.shared import toy_engine
from tests.shared.promptly import call_promptly
from tests.shared.ui.keys import game_over, toy_player
from tests.shared.ui.toy_app import TOY_SPEC, start, toy_app
from tests.ui_support import (
    flush_saves,
    past_summary,
    press_until,
    run_app,
    screen_text,
    wait_until,
)

SIZE = (100, 30)


async def test_every_action_is_autosaved_at_once():
    app = toy_app(start(["Ann", "Ben"], seed=6))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.save_path is not None, what="the game")
        path = app.save_path
        await wait_until(pilot, path.exists, what="the first autosave")
        flush_saves(app)
        assert load_record(path, toy_engine).actions == []
        policy = toy_player(app)
        while not game_over(app)():
            key = policy()
            if key is None:
                await pilot.pause(0.01)
                continue
            await pilot.press(key)
            flush_saves(app)
            assert load_record(path, toy_engine) == app.record


async def test_resume_continues_exactly_where_the_game_stopped():
    first = toy_app(start(["Ann", "Ben", "Cid"], seed=8, announce=True))
    async with run_app(first, SIZE) as pilot:
        await press_until(pilot, toy_player(first), lambda: len(first.record.actions) == 3)
        stopped = first.state
        first.exit()
    opening = opening_for(TOY_SPEC, LaunchRequest(resume=True))
    assert isinstance(opening, StartGame)
    second = toy_app(opening)
    async with run_app(second, SIZE) as pilot:
        await wait_until(pilot, lambda: second.awaiting is not None, what="a decision")
        assert second.state.model_dump_json() == stopped.model_dump_json()
        # the counter reached 6: Ann announces in public, on the board, no curtain
        assert isinstance(second.screen, BoardScreen) and second.state.announcing
        assert "Announce high" in screen_text(second)
        await pilot.press("2")  # the announcement goes on from the resumed state
        await wait_until(pilot, lambda: len(second.record.actions) == 4)
        assert second.save_path == first.save_path  # resumed in its own autosave, in place
        full = load_record(second.save_path, toy_engine)
        assert full.actions[:3] == opening.record.actions
        assert full.actions[3] == {"kind": "announce", "high": False}


async def test_resume_gives_the_bots_their_seats_back():
    first = toy_app(start(["Ann", "Bot"], seats=["human", "random"], seed=8))
    async with run_app(first, SIZE) as pilot:
        await press_until(pilot, toy_player(first), lambda: len(first.record.actions) >= 2)
        first.exit()
    assert seats_path(first.save_path).exists()
    opening = opening_for(TOY_SPEC, LaunchRequest(resume=True))
    assert isinstance(opening, StartGame)
    assert opening.seats == ["human", "random"]


@pytest.mark.skipif(sys.platform == "win32", reason="named pipes are POSIX")
def test_a_pipe_in_place_of_the_seats_file_is_ignored_at_once(tmp_path):
    path = save_record(start(["Ann", "Ben"]).record, tmp_path / "game.json")
    os.mkfifo(seats_path(path))
    kinds = call_promptly(lambda: load_seat_kinds(path, 2, TOY_SPEC.bots), seats_path(path))
    assert kinds is None


def test_a_seats_file_nested_too_deeply_is_ignored(tmp_path):
    path = save_record(start(["Ann", "Ben"]).record, tmp_path / "game.json")
    seats_path(path).write_text("[" * 200_000 + "]" * 200_000)
    assert load_seat_kinds(path, 2, TOY_SPEC.bots) is None


async def test_broken_autosave_shows_the_problem_and_stays_byte_identical():
    path = autosave_path("toy")  # the single autosave of earlier versions, still read
    path.write_bytes(b"\x00not a save\xff" * 10)
    before = path.read_bytes()
    opening = opening_for(TOY_SPEC, LaunchRequest(resume=True))
    assert isinstance(opening, ShowSaveError) and opening.offer_new_game
    app = toy_app(opening)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SaveErrorScreen))
        text = screen_text(app)
        assert "This save file cannot be used" in text
        assert "not a save file" in text
        assert "left exactly as it was" in text
        await pilot.press("n")  # a new game gets a file of its own: the broken one stays
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        assert "autosave.json" in screen_text(app)  # listed, with its problem
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_code == 0
    assert path.read_bytes() == before


async def test_broken_load_file_offers_a_new_game(tmp_path):
    record = start(["Ann", "Ben"]).record
    path = save_record(record, tmp_path / "game.json")
    path.write_text(path.read_text().replace('"toy"', '"chess"'))
    before = path.read_bytes()
    opening = opening_for(TOY_SPEC, LaunchRequest(load=path))
    assert isinstance(opening, ShowSaveError) and opening.offer_new_game
    app = toy_app(opening)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SaveErrorScreen))
        assert "not of 'toy'" in screen_text(app).replace("\n", " ")
        await pilot.press("n")
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
    assert path.read_bytes() == before


async def test_load_plays_on_from_a_saved_file(tmp_path):
    record = start(["Ann", "Ben"], seed=3).record
    state = record.initial_state(toy_engine)
    for action in [toy_engine.Add(amount=2)] * 2:
        state = toy_engine.apply_action(state, action)
        record = record.with_action(action)
    path = save_record(record, tmp_path / "mid.json")
    app = toy_app(opening_for(TOY_SPEC, LaunchRequest(load=path)))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.state.counter == 4
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        await press_until(pilot, toy_player(app), game_over(app))
        assert isinstance(app.screen, GameOverScreen)
