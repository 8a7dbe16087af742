"""The public table: round and goal, the Draw Deck, Limbo, both discard piles, every church.

Built from a view, but it reads only what is public in any view (churches, piles, counts of
hidden cards, totals), so the board looks the same on the public screen and on a seat's own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget

from shared.engine.words import plural
from shared.ui import seat_class
from shared.ui.initials import seat_marks
from shared.ui.text import literal
from sinners_tui.engine import data
from sinners_tui.engine.cards import IS_SINNER
from sinners_tui.ui import styling
from sinners_tui.ui.church_abilities import ability_pieces
from sinners_tui.ui.status import phase_words

#: Width of the totals bar in each church's title line.
TOTAL_BAR_WIDTH = 10
#: Where the right pile starts on the piles line (the left pile's column width).
PILE_COLUMN = 40


def total_bar(total: int, width: int = TOTAL_BAR_WIDTH) -> str:
    """A bar of ``width`` cells filled in proportion to ``total`` of the goal."""
    filled = max(0, min(width, round(width * total / data.GOAL)))
    return "\u2588" * filled + "\u2591" * (width - filled)


#: Between two groups of a church on one line.
GROUP_SEPARATOR = "  \u00b7  "


def church_rows(
    church: list[int], stand_ins: Mapping[int, int] | None = None
) -> list[list[Content]]:
    """A church as rows of groups: Murderers, Demon, Sacraments; then the sets by sin, each
    stand-in Deceiver named with the sin it stands in for (``stand_ins``, the seat's record)."""
    groups = styling.grouped(church)
    first = [styling.group_content(g) for g in groups if g.kind == data.MURDERER]
    first += [
        Content("Demon ") + styling.group_content(g) for g in groups if g.kind in data.DEMON_TYPES
    ]
    first += [styling.group_content(g) for g in groups if g.kind in data.SACRAMENT_TYPES]
    sets = [
        styling.group_content(g, stand_ins=stand_ins) for g in groups if g.kind in data.SET_TYPES
    ]
    return [row for row in (first, sets) if row]


def pack(pieces: list[Content], width: int) -> list[Content]:
    """``pieces`` on as few lines of ``width`` cells as fit, a group never split between lines."""
    lines: list[Content] = []
    line: Content | None = None
    for piece in pieces:
        if line is None:
            line = piece
        elif line.cell_length + len(GROUP_SEPARATOR) + piece.cell_length <= width:
            line = line + Content(GROUP_SEPARATOR) + piece
        else:
            lines.append(line)
            line = piece
    if line is not None:
        lines.append(line)
    return lines


def church_body(
    church: list[int],
    width: int | None = None,
    abilities: list[Content] | None = None,
    stand_ins: Mapping[int, int] | None = None,
) -> Content:
    """A church's cards, its rows packed to ``width`` (``None``: one line per row), and last
    the abilities its sets have switched on or used (``church_abilities``)."""
    rows = church_rows(church, stand_ins)
    if abilities:
        rows.append(abilities)
    if not rows:
        return Content.styled("(no cards)", "$text-muted")
    lines = [
        line
        for row in rows
        for line in ([styling.join(row, GROUP_SEPARATOR)] if width is None else pack(row, width))
    ]
    return Content("\n").join(lines)


def church_title(view: Any, seat: int) -> str:
    """ "A Ann  34/100 ███░░░░░░░" for the frame of a church (the seat's mark, then its name)."""
    total = view.totals[seat]
    mark = seat_marks(view.players)[seat]
    return f"{mark} {view.players[seat]}  {total}/{data.GOAL} {total_bar(total)}"


def church_subtitle(view: Any, seat: int) -> str:
    """Hand size and Sinners count, for the lower frame of a church."""
    hand = len(view.hands[seat])
    sinners = sum(1 for card in view.churches[seat] if IS_SINNER[card])
    held = f"{hand} in hand" if hand else "hand empty"
    return f"{held} · {plural(sinners, 'Sinner', 'Sinners')}"


def acting_seat(view: Any) -> int | None:
    """The seat whose decision is awaited (a Wrathful discard is asked of another player)."""
    if view.phase == "over":
        return None
    if view.phase == "wrath" and view.wrath_queue:
        return int(view.wrath_queue[0])
    if view.phase == "lure" and view.trigger_seat is not None:
        return int(view.trigger_seat)
    return int(view.turn)


class Church(Widget):
    """One player's church, framed in the player's colour; the seat to act is marked.

    Its groups are packed to the width it gets, so a line breaks between two groups of cards,
    never inside one ("Doer of Good 2 2 1" stays whole).
    """

    def __init__(self, view: Any, seat: int, *, acting: bool) -> None:
        classes = f"church {seat_class(seat)} -outlined" + (" -acting" if acting else "")
        super().__init__(classes=classes, id=f"church-{seat}")
        self.show(view, seat, acting=acting)

    def show(self, view: Any, seat: int, *, acting: bool) -> None:
        """Take this view's cards and frame texts."""
        self.cards = list(view.churches[seat])
        self.stand_ins = dict(view.stand_ins[seat])
        self.abilities = ability_pieces(view, seat)
        self.set_class(acting, "-acting")
        # the player's name as written: a title given as a plain string is markup
        self.border_title = literal(("\u25b6 " if acting else "") + church_title(view, seat))
        self.border_subtitle = literal(church_subtitle(view, seat))
        self.refresh(layout=True)

    def render(self) -> Content:
        return church_body(
            self.cards, max(1, self.content_size.width), self.abilities, self.stand_ins
        )

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        body = church_body(self.cards, max(1, width), self.abilities, self.stand_ins)
        return body.plain.count("\n") + 1


def pile_text(view: Any, index: int) -> Content:
    """A discard pile: its size and its top card."""
    pile = view.piles[index]
    name = data.PILE_NAMES[index].capitalize()
    head = Content.styled(f"{name} pile ({len(pile)}): ", "bold")
    if not pile:
        return head + Content.styled("empty", "$text-muted")
    return head + styling.card_content(pile[-1])


def round_line(view: Any) -> Content:
    """Round, goal, variant, and what is happening now."""
    variant = " · beginner variant (no Demons)" if view.beginner else ""
    extra = f" · extra round {view.extra_rounds}" if view.extra_rounds else ""
    head = Content.styled(f"Round {view.round}", "bold")
    return head + Content(f" · first to {data.GOAL} souls wins{variant}{extra}")


def turn_line(view: Any) -> Content:
    """Whose turn it is and which phase."""
    seat = acting_seat(view)
    if seat is None:
        return Content.styled("The game is over.", "bold")
    who = Content.styled(view.players[seat], f"bold $seat-{seat}")
    return who + Content(f": {phase_words(view)}")


def stock_line(view: Any) -> Content:
    """The Draw Deck and Limbo (face down: only their sizes are known)."""
    return Content.assemble(
        ("Draw Deck ", "bold"),
        f"{plural(len(view.deck), 'card', 'cards')}  ",
        ("Limbo ", "bold"),
        f"{len(view.limbo)} face down",
    )


def piles_content(view: Any, width: int) -> Content:
    """Both discard piles: on one line, the right one in its column (or two cells after the
    left one when the column does not fit), else one under the other, so that neither is
    ever cut in two by the wrapping of a narrow board."""
    left, right = (pile_text(view, index) for index in range(len(data.PILE_NAMES)))
    column = max(PILE_COLUMN, left.cell_length + 2)
    if column + right.cell_length > width:
        column = left.cell_length + 2
    if column + right.cell_length > width:
        return Content("\n").join([left, right])
    return left.pad_right(column - left.cell_length) + right


def head_content(view: Any, width: int) -> Content:
    """The lines above the churches, for a board ``width`` cells wide: round, turn and phase,
    the stock, both piles."""
    lines = [round_line(view), turn_line(view), stock_line(view), piles_content(view, width)]
    return Content("\n").join(lines)


class TableHead(Widget):
    """The lines above the churches; the piles' line is laid out for the width it gets."""

    def __init__(self, view: Any) -> None:
        super().__init__(id="table-head")
        self.view = view

    def show(self, view: Any) -> None:
        self.view = view
        self.refresh(layout=True)

    def render(self) -> Content:
        return head_content(self.view, max(1, self.content_size.width))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(head_content(self.view, max(1, width)).wrap(max(1, width)))


class SinnersTable(Vertical):
    """The whole public table; ``update_from`` refreshes it in place between actions."""

    def __init__(self, view: Any) -> None:
        super().__init__(id="sinners-table")
        self.view = view

    def compose(self) -> ComposeResult:
        view = self.view
        yield TableHead(view)
        acting = acting_seat(view)
        for seat in range(len(view.players)):
            yield Church(view, seat, acting=seat == acting)

    def update_from(self, fresh: SinnersTable) -> bool:
        """Take the fresh view's texts without rebuilding (same players, so same widgets)."""
        if len(fresh.view.players) != len(self.view.players):
            return False
        view = self.view = fresh.view
        self.query_one(TableHead).show(view)
        acting = acting_seat(view)
        for seat in range(len(view.players)):
            self.query_one(f"#church-{seat}", Church).show(view, seat, acting=seat == acting)
        return True
