"""The default board and player panel, usable by any engine that follows the conventions.

They show only what every engine has: the players, the round, whose turn it is, the winners,
and (on a player's own screen) the private log entries of that seat. A game replaces them with
its own board and panel through the app's hooks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from shared.ui.widgets.tokens import Chip

if TYPE_CHECKING:
    from shared.engine.log import LogEntry


class GenericBoard(Vertical):
    """Players in seat order, with the one to move and the winners marked."""

    DEFAULT_CSS = """
    GenericBoard {
        height: auto;
        border: round $border;
        padding: 0 1;
        & > Horizontal { height: 1; }
        & > .board-line { color: $text-muted; }
    }
    """

    def __init__(
        self,
        players: Sequence[str],
        *,
        current: int | None,
        winners: Sequence[int] = (),
        lines: Sequence[str] = (),
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.players = list(players)
        self.current = current
        self.winners = list(winners)
        self.lines = list(lines)
        self.border_title = "Table"

    def compose(self) -> ComposeResult:
        for line in self.lines:
            yield Static(line, classes="board-line", markup=False)
        for seat, name in enumerate(self.players):
            marks = []
            if seat == self.current:
                marks.append("to play")
            if seat in self.winners:
                marks.append("winner")
            with Horizontal():
                yield Chip(name, seat=seat)
                yield Static(", ".join(marks), markup=False)


class PrivateNotes(Vertical):
    """What only this seat knows, taken from its private log entries."""

    DEFAULT_CSS = """
    PrivateNotes {
        height: auto;
        max-height: 12;
        border: round $border;
        padding: 0 1;
        & > .private-empty { color: $text-muted; }
    }
    """

    def __init__(self, entries: Sequence[LogEntry], seat: int, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.entries = [entry for entry in entries if entry.seat == seat]
        self.border_title = "Only you know"

    def compose(self) -> ComposeResult:
        if not self.entries:
            yield Static("Nothing yet.", classes="private-empty")
        for entry in self.entries[-10:]:
            yield Static(entry.text, markup=False)
