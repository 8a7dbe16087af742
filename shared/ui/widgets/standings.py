"""The final standings at the top of the game-over screen: place, player, result, tie-breaks.

The rows are the engine's (``standings`` of each game's engine: the same order its winners
come from); this only lines them up. Each player is named by its seat tag (mark and name in
the seat's colour), and players the rules leave tied show the same place.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from textual.content import Content
from textual.widgets import Static

from shared.ui.initials import seat_tag

if TYPE_CHECKING:
    from shared.engine.standings import Standing

#: The columns' headings; the result's heading is the game's ("Souls", "Final space").
PLACE, PLAYER, TIE_BREAKS = "Place", "Player", "Tie-breaks"
#: Cells between two columns.
GAP = 2


def _padded(content: Content, width: int) -> Content:
    return content.pad_right(max(0, width - content.cell_length))


def standings_content(
    rows: Sequence[Standing], names: Sequence[str], result_heading: str
) -> Content:
    """The table as lines of text: a heading line, then one line per seat, best first."""
    tags = [seat_tag(names, row.seat) for row in rows]
    places = [Content(str(row.place)) for row in rows]
    results = [Content(row.result) for row in rows]
    columns = [
        (Content(PLACE), places),
        (Content(PLAYER), tags),
        (Content(result_heading), results),
    ]
    widths = [
        max(heading.cell_length, *(cell.cell_length for cell in cells))
        for heading, cells in columns
    ]
    with_ties = any(row.tie_breaks for row in rows)
    gap = " " * GAP
    heading = Content(gap).join(
        _padded(heading, width) for (heading, _), width in zip(columns, widths, strict=True)
    )
    if with_ties:
        heading = heading + Content(gap + TIE_BREAKS)
    lines = [heading.stylize("bold underline")]
    for index, row in enumerate(rows):
        line = Content(gap).join(
            _padded(cells[index], width) for (_, cells), width in zip(columns, widths, strict=True)
        )
        if row.tie_breaks:
            line = line + Content.styled(gap + row.tie_breaks, "$text-muted")
        lines.append(line.rstrip())
    return Content("\n").join(lines)


class StandingsTable(Static):
    """The final standings, one line per seat, with its title on the first line."""

    DEFAULT_CSS = """
    StandingsTable { height: auto; width: auto; margin-bottom: 1; }
    """

    def __init__(self, rows: Sequence[Standing], names: Sequence[str], result_heading: str) -> None:
        body = standings_content(rows, names, result_heading)
        title = Content.styled("Final standings", "bold")
        super().__init__(title + Content("\n") + body, id="standings", markup=False)
