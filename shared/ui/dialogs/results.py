"""Show results players must be able to follow: a reveal, an evaluation, a scoring."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Static

from shared.ui.dialogs.base import Dialog
from shared.ui.read_wait import ReadWait
from shared.ui.text import literal_cell

if TYPE_CHECKING:
    from shared.engine.log import LogEntry


@dataclass(frozen=True)
class ResultTable:
    """Results as a table: column headers and rows of cells."""

    headers: Sequence[str]
    rows: Sequence[Sequence[str]] = field(default_factory=tuple)


class ContinueButton(Button):
    """The button that closes a result; the key bar names its Enter as "Continue" (dimmed
    until the result has been on screen long enough to be read: see ``ReadWait``)."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "press", "Continue")]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "press" and not getattr(self.screen, "read", True):
            return None
        return super().check_action(action, parameters)


class ResultsDialog(Dialog[None], ReadWait):
    """A title and lines (and optionally a table); Enter, Escape or OK closes it, once it has
    been on screen long enough to be read (:class:`ReadWait`): a key still meant for the
    move before it never skips it."""

    DEFAULT_CSS = """
    ResultsDialog {
        & #result-lines { height: auto; max-height: 20; width: auto; }
        & #result-lines > Static { width: auto; }
        & DataTable { height: auto; max-height: 16; width: auto; margin-top: 1; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "cancel", "Continue"),
        Binding("escape", "cancel", "Continue"),
    ]

    def __init__(
        self, title: str, lines: Sequence[str] = (), *, table: ResultTable | None = None
    ) -> None:
        super().__init__()
        self.title_text = title
        self.lines = list(lines)
        self.table = table

    @classmethod
    def from_entry(cls, entry: LogEntry) -> ResultsDialog:
        """The dialog for a log entry of kind ``result``."""
        lines = list(entry.lines)
        if entry.title and entry.text and entry.text != entry.title:
            lines.insert(0, entry.text)
        return cls(entry.title or entry.text, lines)

    def compose_body(self) -> ComposeResult:
        with VerticalScroll(id="result-lines"):
            for line in self.lines:
                yield Static(line, markup=False)
        if self.table is not None:
            # imported here: the app starts without it (a few ms its first screen never needs)
            from textual.widgets import DataTable

            table: DataTable[Text] = DataTable(id="result-table", cursor_type="none")
            table.add_columns(*(literal_cell(header) for header in self.table.headers))
            table.add_rows([[literal_cell(cell) for cell in row] for row in self.table.rows])
            yield table
        with Horizontal(classes="dialog-buttons"):
            yield ContinueButton("Continue", variant="primary", id="ok")

    def on_mount(self) -> None:
        self.query_one("#ok", Button).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "cancel" and not self.read:
            return None
        return super().check_action(action, parameters)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if self.read:
            self.dismiss(None)
