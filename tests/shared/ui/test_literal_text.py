"""Words from players and files reach the screen as written: the shared dialogs, panels and
toasts with hostile names, and a check of the sources that every frame title and every
``Static`` or ``Label`` showing more than a fixed string cannot be read as markup."""

from __future__ import annotations

import ast
from pathlib import Path

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
ROOT = Path(__file__).resolve().parents[3]
#: The packages that put text on the screen.
UI_PACKAGES = ("shared/ui", "meaculpa_tui/ui", "sinners_tui/ui")


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


def _calls_and_titles(path: Path) -> list[tuple[int, str]]:
    """Where ``path`` gives Textual a string it may read as markup (line, what)."""
    problems = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if (
                    isinstance(target, ast.Attribute)
                    and target.attr in ("border_title", "border_subtitle")
                    and not _fixed_or_literal(node.value)
                ):
                    problems.append((node.lineno, f"{target.attr} from a plain string"))
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("Static", "Label"):
            shown = node.args[0] if node.args else None
            no_markup = any(
                k.arg == "markup" and isinstance(k.value, ast.Constant) and k.value.value is False
                for k in node.keywords
            )
            fixed = isinstance(shown, ast.Constant) or (
                isinstance(shown, ast.Name) and shown.id.isupper()  # a module's fixed text
            )
            if shown is not None and not fixed and not no_markup:
                problems.append((node.lineno, f"{node.func.id}(...) without markup=False"))  # type: ignore[attr-defined]
    return problems


def _fixed_or_literal(value: ast.expr) -> bool:
    """A fixed string, or text passed through ``shared.ui.text.literal``."""
    if isinstance(value, ast.Constant):
        return True
    return isinstance(value, ast.Call) and getattr(value.func, "id", "") == "literal"


def test_no_frame_title_or_static_text_can_be_read_as_markup():
    problems = [
        f"{path.relative_to(ROOT)}:{line}: {what}"
        for package in UI_PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
        for line, what in _calls_and_titles(path)
    ]
    assert problems == []
