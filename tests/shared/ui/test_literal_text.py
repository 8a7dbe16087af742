"""Words from players and files reach the screen as written: the shared dialogs, panels and
toasts with hostile names."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult

from shared.engine.log import LogEntry
from shared.ui import (
    AmountDialog,
    Card,
    Choice,
    ChooseDialog,
    ConfirmDialog,
    DecisionPanel,
    LogPanel,
    ResultsDialog,
    ResultTable,
)
from shared.ui.openings import StartGame
from tests.hostile_names import HOSTILE_NAMES, tables
from tests.shared.ui.test_dialogs import Host
from tests.shared.ui.toy_app import start, toy_app
from tests.ui_support import flat_text, run_app, screen_text, wait_until

SIZE = (100, 30)


@pytest.mark.parametrize("name", HOSTILE_NAMES)
async def test_a_choice_dialog_shows_a_hostile_name_in_its_title_prompt_and_options(name: str):
    dialog = ChooseDialog(
        f"A letter for {name}", [Choice(f"Give {name} a red letter", "red")], prompt=f"{name}?"
    )
    app = Host(dialog)
    async with run_app(app, SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert f"A letter for {name}" in text
        assert f"{name}?" in text and f"Give {name} a red letter" in text
        dialog.update_from(ChooseDialog(f"For {name} again", [Choice("Again", 1)]))
        await pilot.pause()
        assert f"For {name} again" in screen_text(app)


async def test_the_other_dialogs_show_hostile_titles_lines_and_cells_as_written():
    names = list(HOSTILE_NAMES)
    table = ResultTable([names[0], names[1]], [[name, f"{n}"] for n, name in enumerate(names)])
    dialogs = [
        ResultsDialog(f"{names[2]} wins", names, table=table),
        ConfirmDialog(f"Give {names[3]} the game?", title=f"{names[4]} asks"),
        AmountDialog(f"{names[5]} bids", 0, 9, prompt=f"How much, {names[6]}?"),
    ]
    expected = [[f"{names[2]} wins", *names], [f"Give {names[3]} the game?", f"{names[4]} asks"]]
    expected.append([f"{names[5]} bids", f"How much, {names[6]}?"])
    for dialog, words in zip(dialogs, expected, strict=True):
        app = Host(dialog)
        async with run_app(app, (120, 50)) as pilot:
            await pilot.pause()
            text = screen_text(app)
            for word in words:
                assert word in text, word


@pytest.mark.parametrize("names", tables(3), ids=lambda names: "|".join(names))
async def test_panels_and_cards_show_hostile_titles_as_written(names: list[str]):
    class Panels(App[None]):
        def compose(self) -> ComposeResult:
            yield DecisionPanel(names[0], [Choice(names[1], 1)], 0, title=f"{names[1]} decides")
            yield Card(f"{names[2]}'s card", [names[0]])
            yield LogPanel([LogEntry(text=f"{n} moves.") for n in names], title=f"Log ({names[2]})")

    app = Panels()
    async with run_app(app, SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        for words in (f"{names[1]} decides", f"{names[2]}'s card", f"Log ({names[2]})"):
            assert words in text
        for name in names:
            assert f"{name} moves." in text


async def test_a_toast_shows_a_hostile_name_as_written():
    record = start(["[/]", "Bob[/i]"]).record
    app = toy_app(StartGame(record, ["human", "human"]))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.record is not None)
        app.notify("[link=x]Bob[/link] has left [b]the table", title="[/] says")
        await pilot.pause()
        text = flat_text(screen_text(app))
        assert "[link=x]Bob[/link] has left [b]the table" in text and "[/] says" in text
