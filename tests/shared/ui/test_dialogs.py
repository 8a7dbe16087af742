"""The shared dialogs, each in a tiny host app."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import App
from textual.widgets import Static

from shared.engine.saves import load_record
from shared.ui import (
    AmountDialog,
    Choice,
    ChooseDialog,
    ConfirmDialog,
    ResultsDialog,
    ResultTable,
    SaveAsDialog,
)
from shared.ui.dialogs import amount_problem
from tests.shared import toy_engine
from tests.shared.ui.toy_app import start
from tests.ui_support import run_app, screen_text, wait_until

SIZE = (100, 30)
NOT_YET = object()


class Host(App[None]):
    """Pushes one dialog and keeps what it returns."""

    def __init__(self, dialog: Any) -> None:
        super().__init__()
        self.dialog = dialog
        self.result: Any = NOT_YET

    def on_mount(self) -> None:
        self.push_screen(self.dialog, self.keep)

    def keep(self, result: Any) -> None:
        self.result = result


async def test_choose_returns_the_value_and_explains_a_closed_choice():
    dialog = ChooseDialog(
        "Pick a stone",
        [Choice("Red", "red"), Choice("Gold", "gold", reason="The gold stones are all used.")],
        prompt="Which stone?",
    )
    app = Host(dialog)
    async with run_app(app, SIZE) as pilot:
        await pilot.press("2")
        await pilot.pause()
        assert "The gold stones are all used." in screen_text(app)
        assert app.result is NOT_YET
        await pilot.press("1")
        await wait_until(pilot, lambda: app.result == "red")


async def test_amount_refuses_out_of_range_with_a_reason():
    app = Host(AmountDialog("Your bid", 0, 10, prompt="Notches", initial=3, unit="notches"))
    async with run_app(app, SIZE) as pilot:
        await pilot.press("backspace", "1", "2", "enter")
        await pilot.pause()
        assert "12 is too many: the most is 10 notches." in screen_text(app)
        assert app.result is NOT_YET
        await pilot.press("backspace", "backspace", "up", "up")
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.result is not NOT_YET)
        assert app.result == 5  # an empty field steps up from the initial 3


def test_amount_problem_sentences():
    assert amount_problem("5", 0, 10) is None
    assert amount_problem("", 1, 3) == "Enter a whole number from 1 to 3."
    assert amount_problem("0", 1, 3, "taler") == "0 is too few: the least is 1 taler."


async def test_amount_escape_returns_none():
    app = Host(AmountDialog("Your bid", 0, 10))
    async with run_app(app, SIZE) as pilot:
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.result is None)


async def test_confirm_yes_and_no():
    for key, expected in (("y", True), ("n", False), ("escape", False)):
        app = Host(ConfirmDialog("Start over?"))
        async with run_app(app, SIZE) as pilot:
            await pilot.press(key)
            await wait_until(pilot, lambda app=app: app.result is not NOT_YET)
            assert app.result is expected


async def test_results_with_lines_and_a_table():
    table = ResultTable(["Player", "Points"], [["Ann", "12"], ["Ben", "9"]])
    app = Host(ResultsDialog("Round 1", ["Ann wins the round."], table=table))
    async with run_app(app, SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        for word in ("Round 1", "Ann wins the round.", "Points", "12", "Ben"):
            assert word in text
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.result is None)


async def test_save_as_writes_a_loadable_file(tmp_path: Path):
    record = start(["Ann", "Ben"]).record.with_action(toy_engine.Add(amount=1))
    target = tmp_path / "kept.json"
    app = Host(SaveAsDialog(record, target))
    async with run_app(app, SIZE) as pilot:
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.result == target)
    assert load_record(target, toy_engine) == record


def reason(app: App[None]) -> str:
    return str(app.screen.query_one("#reason", Static).content)


async def test_save_as_explains_failures_and_asks_before_replacing(tmp_path: Path):
    record = start(["Ann", "Ben"]).record
    blocker = tmp_path / "file"
    blocker.write_text("x")
    app = Host(SaveAsDialog(record, blocker / "game.json"))
    async with run_app(app, SIZE) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert reason(app) == f"{blocker} is a file, so it cannot hold game.json."
        assert app.result is NOT_YET
        field = app.screen.query_one("#path")
        field.value = str(tmp_path)
        await pilot.press("enter")
        await pilot.pause()
        assert reason(app) == f"{tmp_path} is a folder; add a file name."
        field.value = str(blocker)
        await pilot.press("enter")
        await pilot.pause()
        assert reason(app) == f"{blocker} exists. Press Save again to replace it."
        assert blocker.read_text() == "x"
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.result == blocker)
    assert load_record(blocker, toy_engine) == record
