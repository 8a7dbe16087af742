"""Both discard piles card by card (every card in them is public, SN-11)."""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.widgets import Static

from shared.engine.words import plural
from shared.ui import Dialog
from sinners_tui.engine import data
from sinners_tui.ui import styling


def pile_listing(pile: list[int]) -> Content:
    """A pile from its top card down, numbered."""
    if not pile:
        return Content.styled("empty", "$text-muted")
    rows = []
    for depth, card in enumerate(reversed(pile), start=1):
        mark = " (top)" if depth == 1 else ""
        rows.append(Content(f"{depth:>2}. ") + styling.card_content(card) + Content(mark))
    return Content("\n").join(rows)


class PilesDialog(Dialog[None]):
    """Both piles side by side; Escape, Enter or P closes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,p,escape", "cancel", "Close"),
    ]

    def __init__(self, view: Any) -> None:
        super().__init__(classes="sinners-dialog piles")
        self.view = view
        self.title_text = "The discard piles"

    def compose_body(self) -> ComposeResult:
        with VerticalScroll(id="piles-scroll"), Horizontal(id="piles-listing"):
            for index, name in enumerate(data.PILE_NAMES):
                pile = self.view.piles[index]
                with Vertical(classes="pile-column"):
                    yield Static(
                        f"{name.capitalize()} pile: {plural(len(pile), 'card', 'cards')}",
                        classes="pile-title",
                        markup=False,
                    )
                    yield Static(pile_listing(pile), classes="pile-cards", markup=False)
