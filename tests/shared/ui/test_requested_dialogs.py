"""A dialog a panel asks for opens through the table, like the decision's own dialog.

Its answer is applied and autosaved as any action is, it opens only for the seat the table
waits for, and it is gone before the keyboard is handed over.
"""

from __future__ import annotations

from shared.engine.saves import load_record
from shared.ui import (
    Choice,
    ChooseDialog,
    ConfirmDialog,
    CurtainScreen,
    DecisionPanel,
    DialogRequested,
    PlayerScreen,
)
from tests.shared import toy_engine
from tests.shared.ui.toy_app import start, toy_app
from tests.ui_support import flush_saves, past_summary, run_app, wait_until

SIZE = (100, 30)


def add_dialog() -> ChooseDialog:
    return ChooseDialog("Add", [Choice("Add 2", toy_engine.Add(amount=2))])


async def lifted(app, pilot) -> int:
    await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
    await pilot.press("enter")
    await past_summary(pilot)
    await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
    await wait_until(pilot, lambda: app.awaiting is not None)
    return app.awaiting


async def test_the_answer_is_applied_saved_and_the_dialog_closed_before_the_hand_over():
    app = toy_app(start(["Ann", "Ben"], seed=4))
    async with run_app(app, SIZE) as pilot:
        seat = await lifted(app, pilot)
        app.screen.query_one(DecisionPanel).post_message(DialogRequested(add_dialog, seat))
        await wait_until(pilot, lambda: isinstance(app.screen, ChooseDialog), what="the dialog")
        await pilot.press("1")
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen), what="hand-over")
        assert [a["kind"] for a in app.record.actions] == ["add"]
        assert app.state.counter == 2
        flush_saves(app)
        assert load_record(app.save_path, toy_engine) == app.record
        assert not any(isinstance(s, ChooseDialog | PlayerScreen) for s in app.screen_stack)


async def test_then_turns_the_answer_into_the_action_and_none_does_nothing():
    app = toy_app(start(["Ann", "Ben"], seed=4))
    async with run_app(app, SIZE) as pilot:
        seat = await lifted(app, pilot)
        panel = app.screen.query_one(DecisionPanel)

        def then(yes: bool) -> toy_engine.Add | None:
            return toy_engine.Add(amount=1) if yes else None

        def confirm() -> ConfirmDialog:
            return ConfirmDialog("Add one?", title="Add")

        panel.post_message(DialogRequested(confirm, seat, then))
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        app.screen.dismiss(False)
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen), what="back")
        assert app.record.actions == [] and app.awaiting == seat
        panel.post_message(DialogRequested(confirm, seat, then))
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        app.screen.dismiss(True)
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen), what="hand-over")
        assert app.record.actions == [{"kind": "add", "amount": 1}]


async def test_a_seat_that_is_not_awaited_opens_nothing():
    app = toy_app(start(["Ann", "Ben"], seed=4))
    async with run_app(app, SIZE) as pilot:
        seat = await lifted(app, pilot)
        other = 1 - seat
        app.screen.query_one(DecisionPanel).post_message(DialogRequested(add_dialog, other))
        for _ in range(5):
            await pilot.pause()
        assert isinstance(app.screen, PlayerScreen)
        assert app.record.actions == [] and app.awaiting == seat
