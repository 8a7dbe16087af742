"""The Mea Culpa board: the Record of Sins, the players, sites, dens, market and House of Pleasure.

Built from a view through :mod:`meaculpa_tui.ui.table_text`, which reads only public facts, so
the same board is safe on the public screen and on a seat's own screen. The board is rebuilt
after every action; to keep that quick it is a handful of ``Static`` boxes, and a mounted board
takes a fresh one's texts instead of being replaced (``update_from``, see ``shared.ui.Slot``).
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Static

from meaculpa_tui.engine.state import State
from meaculpa_tui.ui import table_text as text
from shared.ui.text import literal


@dataclass(frozen=True)
class Section:
    """One box of the board: its id, frame title and text (the title is shown as written)."""

    id: str
    title: str
    body: Content


def board_sections(view: State) -> list[Section]:
    """Every box of the board for ``view`` (public facts only)."""
    return [
        Section("track", f"Record of Sins \u00b7 {text.board_title(view)}", text.track_text(view)),
        Section("players", text.players_title(), text.players_text(view)),
        Section("sites", text.sites_title(view), text.sites_text(view)),
        Section("dens", "Dens of Sin \u271d=Pope", text.dens_text(view)),
        Section("market", text.market_title(view), text.market_text(view)),
        Section("house", text.house_title(view), text.house_text(view)),
    ]


def board_boxes(view: State, *ids: str) -> Content:
    """A copy of the board boxes ``ids`` (title, then text), for a dialog that stands over
    the board: what the decision is read from stays in sight inside it."""
    wanted = [section for section in board_sections(view) if section.id in ids]
    return Content("\n").join(
        Content.styled(section.title, "bold") + Content("\n") + section.body for section in wanted
    )


#: Boxes shown side by side in one row (the others take the whole width).
PAIRED = ("dens", "market")


class Board(Vertical):
    """The public board; ``update_from`` copies a fresh board's texts into the mounted one."""

    def __init__(self, view: State, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="mc-board")
        self.sections = board_sections(view)

    def compose(self) -> ComposeResult:
        boxes = {section.id: self._box(section) for section in self.sections}
        for section in self.sections:
            if section.id == PAIRED[0]:
                with Horizontal(classes="board-row"):
                    for paired in PAIRED:
                        yield boxes[paired]
            elif section.id not in PAIRED:
                yield boxes[section.id]

    @staticmethod
    def _box(section: Section) -> Static:
        box = Static(section.body, id=f"board-{section.id}", classes="board-box", markup=False)
        box.border_title = literal(section.title)
        return box

    def update_from(self, fresh: Board) -> bool:
        """Show ``fresh``'s texts in the boxes already on screen (no remounting)."""
        for old, new in zip(self.sections, fresh.sections, strict=True):
            if old == new:
                continue
            box = self.query_one(f"#board-{new.id}", Static)
            if old.body != new.body:
                box.update(new.body)
            box.border_title = literal(new.title)
        self.sections = fresh.sections
        return True
