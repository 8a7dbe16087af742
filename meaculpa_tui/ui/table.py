"""The Mea Culpa board: the Record of Sins, the players, sites, dens, market and House of Pleasure.

Built from a view through :mod:`meaculpa_tui.ui.table_text`, which reads only public facts, so
the same board is safe on the public screen and on a seat's own screen. The board is rebuilt
after every action; to keep that quick it is a handful of text boxes, and a mounted board
takes a fresh one's texts instead of being replaced (``update_from``, see ``shared.ui.Slot``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import Static

from meaculpa_tui.engine.state import State
from meaculpa_tui.ui import table_text as text
from shared.ui.text import literal

if TYPE_CHECKING:
    from textual.css.styles import RulesMap


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


class TrackBox(Widget):
    """The Record of Sins' box, whose spaces grow wider with it (``table_text.track_span``):
    one cell a space at 100x30, two or three on a wide screen, where the track would
    otherwise stand 60 cells wide in a box twice that. The section's text (one cell a space)
    stays what the board compares and copies.

    The text is made for the width being laid out (``get_content_height``) and drawn
    (``render``), so its height is right in the very layout a resize makes: a decision's
    band measures where the boxes below stand right after it (``meaculpa_tui.ui.band``).
    """

    def __init__(self, view: State, section: Section) -> None:
        super().__init__(id=f"board-{section.id}", classes="board-box")
        self.view = view

    def track(self, width: int) -> Content:
        """The track for a box whose text is ``width`` cells wide."""
        return text.track_text(self.view, text.track_span(width))

    def render(self) -> Content:
        return self.track(self.content_region.width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        # the styles, as Textual's own widgets pass them (typed as the mapping they read)
        return self.track(width).get_height(cast("RulesMap", self.styles), width)

    def show(self, view: State) -> None:
        """Draw ``view``'s track."""
        self.view = view
        self.refresh(layout=True)


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

    def _box(self, section: Section) -> Widget:
        box: Widget = (
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
            box = self.query_one(f"#board-{new.id}")
            if isinstance(box, TrackBox):
                box.show(fresh.view)
            elif isinstance(box, Static) and old.body != new.body:
                box.update(new.body)
            box.border_title = literal(new.title)
        self.view = fresh.view
        self.sections = fresh.sections
        return True
