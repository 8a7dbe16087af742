"""The whole log on one screen (the panel beside the board shows only the latest entries)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Header

from shared.ui.widgets.footer import KeyBar

if TYPE_CHECKING:
    from shared.engine.log import LogEntry


class LogScreen(Screen[None]):
    """Every entry ``seat`` may read (``None``: the public log); Escape closes it.

    With a seat it holds private entries, so the app treats it as a private screen and removes
    it at every hand-over.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("q", "close", "Close", show=False),
    ]

    def __init__(self, entries: Sequence[LogEntry], seat: int | None, title: str) -> None:
        super().__init__()
        self.entries = list(entries)
        self.seat = seat
        self.title_text = title

    def compose(self) -> ComposeResult:
        from shared.ui.widgets.log_panel import LogPanel  # (when first needed: see there)

        yield Header()
        yield LogPanel(self.entries, seat=self.seat, limit=None, title=self.title_text)
        yield KeyBar()

    def on_mount(self) -> None:
        from shared.ui.widgets.log_panel import LogPanel

        self.query_one(LogPanel).focus()

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)
