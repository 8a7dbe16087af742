"""First-game mode on screen (``shared.ui.lesson_panels``), in Mea Culpa.

The session decides which lesson is due (``tests/shared/session/test_first_game.py`` walks
whole games); here the screens follow it: "how a round goes" at the board, a decision's
lesson on the seat's own screen behind its curtain, a key still meant for the move before
never closing a lesson, the key that closes it choosing nothing, the rules one key away, and
the mode turned off on a lesson or from the command palette. Snapshots of two lessons at the
smallest and a large terminal.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual import events

from shared.session.teaching import TeachingMemory
from shared.ui import CurtainScreen, PlayerScreen, read_wait
from shared.ui.openings import StartGame
from tests.meaculpa.ui.demo import new_record
from tests.meaculpa.ui.support import SIZE, mea_app
from tests.shared.ui.read_clock import WAIT, Clock
from tests.ui_support import (
    assert_svg_snapshot,
    flat_text,
    past_summary,
    run_app,
    screen_text,
    wait_until,
)

SEATS = ["human", "human", "heuristic"]


def _app(**kwargs: Any) -> Any:
    opening = StartGame(new_record(3, seed=3), SEATS, teaching=TeachingMemory())
    return mea_app(opening, autosave=False, **kwargs)


def _lesson_up(app: Any) -> bool:
    return type(app.screen).__name__ == "LessonDialog"


async def _to_first_decision_lesson(pilot: Any) -> None:
    """Past "how a round goes" and the curtain, to the first decision's lesson."""
    app = pilot.app
    await wait_until(pilot, lambda: _lesson_up(app))
    await pilot.press("enter")
    await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
    await pilot.press("enter")
    await past_summary(pilot)
    await wait_until(pilot, lambda: _lesson_up(app))


async def test_the_round_at_the_board_then_the_decision_on_the_seats_own_screen():
    app = _app()
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: _lesson_up(app))
        assert app.screen.lesson.seat is None and app.unlocked is None
        assert not any(isinstance(screen, PlayerScreen) for screen in app.screen_stack)
        text = flat_text(screen_text(app))
        assert "How a round goes" in text and "▶ Before the first round" in text
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: _lesson_up(app))
        seat = app.screen.lesson.seat
        assert seat == app.unlocked == app.state.start_order[-1]
        assert isinstance(app.screen_stack[-2], PlayerScreen)
        assert "You have 25 taler behind your screen" in flat_text(screen_text(app))
        await pilot.press("enter")
        await wait_until(pilot, lambda: type(app.screen).__name__ == "DecisionDialog")
        assert app.move_count == 0, "the key that closed the lesson chose nothing"
        assert app.session.teaching.was_given(f"decision:bonus:{seat}")


async def test_a_key_pressed_before_the_lesson_was_read_does_not_close_it(
    monkeypatch: pytest.MonkeyPatch,
):
    clock = Clock()
    monkeypatch.setattr(read_wait, "READ_SECONDS", WAIT)
    monkeypatch.setattr(read_wait, "clock", clock)
    app = _app()
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: _lesson_up(app))
        for key in ("enter", "escape", "o"):
            await pilot.press(key)
            await pilot.pause()
            assert _lesson_up(app), f"{key} closed a lesson nobody had read"
        clock.now += WAIT
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.session.teaching_on


async def test_a_key_typed_right_after_the_one_that_closed_the_lesson_chooses_nothing():
    """Enter and 3 arrive together (a quick hand, a slow machine): Enter closes the lesson,
    and the 3, which would take the third bonus, is dropped with the lesson."""
    app = _app()
    async with run_app(app, SIZE) as pilot:
        await _to_first_decision_lesson(pilot)
        for key, character in (("enter", "\r"), ("3", "3")):
            app.post_message(events.Key(key, character))
        await wait_until(pilot, lambda: type(app.screen).__name__ == "DecisionDialog")
        await pilot.pause()
        assert app.move_count == 0 and type(app.screen).__name__ == "DecisionDialog"
        await pilot.press("3")  # (a key typed once the decision is up counts)
        await wait_until(pilot, lambda: app.move_count == 1)


async def test_the_rules_open_at_the_lessons_section_and_the_lesson_stays():
    app = _app()
    async with run_app(app, SIZE) as pilot:
        await _to_first_decision_lesson(pilot)
        await pilot.press("enter")  # the bonus lesson read; the bonus chosen by its key
        await wait_until(pilot, lambda: type(app.screen).__name__ == "DecisionDialog")
        await pilot.press("2")  # the jewel: a compartment to choose, a new kind of decision
        await wait_until(pilot, lambda: _lesson_up(app))
        assert app.screen.lesson.section == "Cathedrals and donations"
        await pilot.press("r")
        await wait_until(pilot, lambda: type(app.screen).__name__ == "RulesScreen")
        await wait_until(
            pilot,
            lambda: "Cathedrals and donations" in "\n".join(screen_text(app).splitlines()[3:7]),
            what="the section at the top of the rules",
        )
        await pilot.press("escape")
        await wait_until(pilot, lambda: _lesson_up(app))


async def test_o_on_a_lesson_turns_the_mode_off_and_the_palette_on_again():
    app = _app()
    async with run_app(app, SIZE) as pilot:
        await _to_first_decision_lesson(pilot)
        await pilot.press("o")
        await wait_until(pilot, lambda: type(app.screen).__name__ == "DecisionDialog")
        assert not app.session.teaching_on and app.move_count == 0
        assert "First-game mode is off" in flat_text(screen_text(app))
        commands = [command.title for command in app.get_system_commands(app.screen)]
        assert "First game: turn on" in commands
        app.action_toggle_teaching()
        assert app.session.teaching_on
        assert not app.session.teaching.was_given(f"decision:bonus:{app.unlocked}")


@pytest.mark.parametrize("size", [(100, 30), (200, 60)], ids=["100x30", "200x60"])
async def test_snapshot_of_a_decisions_lesson(size: tuple[int, int], snapshot: Any):
    app = _app()
    async with run_app(app, size) as pilot:
        await _to_first_decision_lesson(pilot)
        await pilot.pause()
        assert_svg_snapshot(snapshot, app)


@pytest.mark.parametrize("size", [(100, 30), (200, 60)], ids=["100x30", "200x60"])
async def test_snapshot_of_how_a_round_goes(size: tuple[int, int], snapshot: Any):
    app = _app()
    async with run_app(app, size) as pilot:
        await wait_until(pilot, lambda: _lesson_up(app))
        await pilot.pause()
        assert_svg_snapshot(snapshot, app)


def _live_lists(app: Any) -> list[Any]:
    """The decision lists on the screens beneath the top one (a key there would choose)."""
    from shared.ui.widgets.choices import ChoiceList

    return [
        widget
        for screen in app.screen_stack[:-1]
        for widget in screen.query(ChoiceList)
        if widget.display
    ]


async def test_a_follow_up_decisions_lesson_comes_before_its_list_and_a_digit_after_it_counts():
    """The jewel's compartment is a decision that follows the bonus at once: its lesson is up
    before any list of it is drawn beneath (a digit typed on such a list would be lost), and
    after the lesson a digit chooses on the decision."""
    app = _app()
    async with run_app(app, SIZE) as pilot:
        await _to_first_decision_lesson(pilot)
        await pilot.press("enter")
        await wait_until(pilot, lambda: type(app.screen).__name__ == "DecisionDialog")
        await pilot.press("2")  # the jewel: the compartment follows
        await wait_until(pilot, lambda: _lesson_up(app))
        assert "compartment" in app.screen.lesson.words().lower()
        assert _live_lists(app) == [], "the decision's list was drawn before its lesson"
        moves = app.move_count
        await pilot.press("enter")
        await wait_until(pilot, lambda: type(app.screen).__name__ == "DecisionDialog")
        assert app.move_count == moves
        await pilot.press("1")  # compartment I, to seal
        await wait_until(pilot, lambda: "into compartment I?" in flat_text(screen_text(app)))
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.move_count > moves)
