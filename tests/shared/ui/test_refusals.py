"""Refused choices say why; the terminal size has a floor with a clear message."""

from __future__ import annotations

from shared.ui import CurtainScreen, PlayerScreen
from tests.shared.ui.toy_app import DOUBLE_REFUSED, start, toy_app
from tests.ui_support import past_summary, run_app, screen_text, wait_until

SIZE = (100, 30)


async def unlocked(app, pilot) -> None:
    await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
    await pilot.press("enter")
    await past_summary(pilot)
    await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))


async def test_illegal_action_is_refused_with_the_engines_message():
    app = toy_app(start(["Ann", "Ben"], seed=2))
    async with run_app(app, SIZE) as pilot:
        await unlocked(app, pilot)
        saved = app.save_path.read_bytes()
        state = app.state
        await pilot.press("3")  # "Pass": offered, but the engine refuses it
        await pilot.pause()
        assert "Add 1 or 2." in screen_text(app)
        assert app.state is state and app.record.actions == []
        assert app.save_path.read_bytes() == saved
        assert isinstance(app.screen, PlayerScreen)


async def test_closed_choice_shows_its_reason_and_does_nothing():
    app = toy_app(start(["Ann", "Ben"], seed=2))
    async with run_app(app, SIZE) as pilot:
        await unlocked(app, pilot)
        await pilot.press("4")  # "Double": closed, with a reason
        await pilot.pause()
        assert DOUBLE_REFUSED in screen_text(app)
        assert app.record.actions == []


async def test_apply_refuses_out_of_turn():
    app = toy_app(start(["Ann", "Ben"], seed=2))
    async with run_app(app, SIZE) as pilot:
        await unlocked(app, pilot)
        from tests.shared.toy_engine import Add

        assert not app.apply(Add(amount=1), seat=1)  # Ben may not act for Ann
        assert app.apply(Add(amount=1), seat=0)
        assert not app.apply(Add(amount=1), seat=0)  # a hasty second key does nothing
        await pilot.pause()
        assert len(app.record.actions) == 1


async def test_small_terminal_shows_the_message_instead_of_the_layout():
    app = toy_app(start(["Ann", "Ben"], seed=2))
    async with run_app(app, (80, 24)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "Please enlarge the terminal to at least 100x30 (now 80x24)" in text
        assert "Pass the keyboard" not in text
        await pilot.press("enter")  # keys do nothing while the message shows
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and app.unlocked is None
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        text = screen_text(app)
        assert "Please enlarge" not in text and "Pass the keyboard to Ann" in text


async def test_shrinking_a_player_screen_does_not_break_it():
    app = toy_app(start(["Ann", "Ben"], seed=2))
    async with run_app(app, SIZE) as pilot:
        await unlocked(app, pilot)
        await pilot.resize_terminal(50, 12)
        await pilot.pause()
        text = screen_text(app)
        assert "Please enlarge the terminal to at least 100x30" in text and "(now 50x12)" in text
        await pilot.resize_terminal(*SIZE)
        await pilot.pause()
        assert "Word " in screen_text(app)
