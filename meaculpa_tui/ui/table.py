"""The Mea Culpa board: the Record of Sins, the players, sites, dens, market and House of Pleasure.

Built from a view through :mod:`meaculpa_tui.ui.table_text`, which reads only public facts, so
the same board is safe on the public screen and on a seat's own screen. The board is rebuilt
after every action; to keep that quick it is a handful of ``Static`` boxes, and a mounted board
takes a fresh one's texts instead of being replaced (``update_from``, see ``shared.ui.Slot``).
"""

from __future__ import annotations

from collections.abc import Callable
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


#: Each box of the board, in board order: its id, and how its title and text are made from
#: a view (public facts only).
SECTION_MAKERS: dict[str, Callable[[State], tuple[str, Content]]] = {
    "track": lambda view: (
        f"Record of Sins \u00b7 {text.board_title(view)}",
        text.track_text(view),
    ),
    "players": lambda view: (text.players_title(), text.players_text(view)),
    "sites": lambda view: (text.sites_title(view), text.sites_text(view)),
    "dens": lambda view: ("Dens of Sin \u271d=Pope", text.dens_text(view)),
    "market": lambda view: (text.market_title(view), text.market_text(view)),
    "house": lambda view: (text.house_title(view), text.house_text(view)),
}


def board_sections(view: State) -> list[Section]:
    """Every box of the board for ``view`` (public facts only)."""
    return [Section(id, *make(view)) for id, make in SECTION_MAKERS.items()]


def board_box(view: State, id: str) -> Content:
    """A copy of the board box ``id`` (title, then text), for a dialog that stands over the
    board: what the decision is read from stays in sight inside it. Only that box is made."""
    title, body = SECTION_MAKERS[id](view)
    return Content.styled(title, "bold") + Content("\n") + body


#: Boxes shown side by side in one row (the others take the whole width).
PAIRED = ("dens", "market")


class TrackBox(Static):
    """The Record of Sins' box, whose spaces grow wider with it (``table_text.track_span``):
    one cell a space at 100x30, two or three on a wide screen, where the track would
    otherwise stand 60 cells wide in a box twice that. The section's text (one cell a space)
    stays what the board compares and copies."""

    def __init__(self, view: State, section: Section) -> None:
        super().__init__(section.body, id=f"board-{section.id}", classes="board-box", markup=False)
        self.view = view
        self.span = 1

    def on_resize(self) -> None:
        self.show(self.view)

    def show(self, view: State, *, changed: bool = False) -> None:
        """Draw ``view``'s track as wide as the box allows (again only when that changed)."""
        self.view = view
        span = text.track_span(self.content_region.width)
        if changed or span != self.span:
            self.span = span
            self.update(text.track_text(view, span))


class Board(Vertical):
    """The public board; ``update_from`` copies a fresh board's texts into the mounted one."""

    def __init__(self, view: State, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="mc-board")
        self.view = view
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

    def _box(self, section: Section) -> Static:
        box = (
            TrackBox(self.view, section)
            if section.id == "track"
            else Static(section.body, id=f"board-{section.id}", classes="board-box", markup=False)
        )
        box.border_title = literal(section.title)
        return box

    def update_from(self, fresh: Board) -> bool:
        """Show ``fresh``'s texts in the boxes already on screen (no remounting)."""
        for old, new in zip(self.sections, fresh.sections, strict=True):
            if old == new:
                continue
            box = self.query_one(f"#board-{new.id}", Static)
            if isinstance(box, TrackBox):
                box.show(fresh.view, changed=old.body != new.body)
            elif old.body != new.body:
                box.update(new.body)
            box.border_title = literal(new.title)
        self.view = fresh.view
        self.sections = fresh.sections
        return True
