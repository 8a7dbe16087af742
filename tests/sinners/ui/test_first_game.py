"""First-game mode in Sinners: asked for on the setup screen or with ``--teach``, kept with a
resumed game, and its lessons on the seat's own screen (snapshots at 100x30 and 200x60)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Checkbox, Input

from shared.cli import LaunchRequest, run
from shared.engine.saves import save_record
from shared.session.seats import save_seat_kinds
from shared.session.teaching import TeachingMemory
from shared.ui import CurtainScreen, PlayerScreen, SetupScreen
from shared.ui.openings import StartGame, opening_for
from sinners_tui.spec import game_spec
from sinners_tui.ui.app import SinnersApp
from tests.sinners.ui import screenshots as shots
from tests.ui_support import (
    assert_svg_snapshot,
    flat_text,
    past_summary,
    run_app,
    screen_text,
    wait_until,
)

SIZE = (100, 30)


def _lesson_up(app: Any) -> bool:
    return type(app.screen).__name__ == "LessonDialog"


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[SinnersApp]:
    """The apps the command line would run (built, not run)."""
    apps: list[SinnersApp] = []
    monkeypatch.setattr(SinnersApp, "run", lambda self, *a, **k: apps.append(self))
    return apps


def test_teach_on_the_command_line_starts_the_game_in_first_game_mode(started):
    """(Through the command line's body: the entry module holds collections when imported.)"""
    assert run(game_spec(), ["--players", "Ann,Ben", "--teach"]) == 0
    opening = started[-1].opening
    assert isinstance(opening, StartGame) and opening.teaching == TeachingMemory()
    assert run(game_spec(), ["--players", "Ann,Ben"]) == 0
    assert started[-1].opening.teaching is None  # (off unless asked for)


def test_a_resumed_game_keeps_the_mode_and_the_lessons_given(tmp_path):
    saved = save_record(shots.mid_round(), tmp_path / "game.json")
    memory = TeachingMemory(True, frozenset({"phase:demons", "decision:draft:0"}))
    save_seat_kinds(saved, ["human", "human"], {"teaching": memory.as_json()})
    request = LaunchRequest(game=saved)
    opening = opening_for(game_spec(), request)
    assert isinstance(opening, StartGame) and opening.teaching == memory
    off = TeachingMemory(False, memory.explained)
    save_seat_kinds(saved, ["human", "human"], {"teaching": off.as_json()})
    assert opening_for(game_spec(), request).teaching == off
    turned_on = opening_for(game_spec(), LaunchRequest(game=saved, teach=True))
    assert turned_on.teaching == memory  # --teach again: on, the lessons given remembered


async def test_first_game_on_the_setup_screen_teaches_from_the_first_decision():
    app = shots.setup_app()
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        screen = app.screen
        for seat, name in enumerate(["Ann", "Ben"]):
            screen.query_one(f"#name-{seat}", Input).value = name
        assert not screen.query_one("#teach", Checkbox).value  # off by default
        screen.query_one("#teach", Checkbox).value = True
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: _lesson_up(app))
        assert app.screen.lesson.topic == "phase:demons" and app.unlocked is None
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: _lesson_up(app))
        assert app.screen.lesson.topic == "decision:draft:0"
        assert isinstance(app.screen_stack[-2], PlayerScreen) and app.unlocked == 0
        assert "Demons left: Death" in flat_text(screen_text(app))


@pytest.mark.parametrize("size", [(100, 30), (200, 60)], ids=["100x30", "200x60"])
async def test_snapshot_of_a_lesson_on_the_seats_own_screen(size: tuple[int, int], snapshot: Any):
    record = shots.start_of_game()
    opening = StartGame(record, ["human", "human"], teaching=TeachingMemory())
    app = SinnersApp(game_spec(), opening, bot_delay=0, autosave=False)
    async with run_app(app, size) as pilot:
        await wait_until(pilot, lambda: _lesson_up(app))
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: _lesson_up(app))
        await pilot.pause()
        assert_svg_snapshot(snapshot, app)
