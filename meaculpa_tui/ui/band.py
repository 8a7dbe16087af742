"""The band a decision stands in: across the foot of the screen, below the players' table.

At 100x30 the board and a decision do not both fit; what a player reads a decision from first
is the Record of Sins and the players' table, at the top of the board. A decision dialog
(``app.tcss``: aligned to the foot, half the screen at most) may grow upwards only to just
below the players' rows of the table, which stand on the table screen beneath: over the
table's notes (a character left over) and its bottom frame when a long list needs those
rows, never over a player's row. Where that is depends on the players and the notes, so
the band measures it on the screen beneath, after every layout of it (a resize too), rather
than guess it in the stylesheet.

On a wide screen (200x60) the board column alone is wide enough for the band: the band then
stands under the board, in the rows the board leaves empty, and the side column (the seat's
purse, its decision list and the log) stays in sight beside it.
"""

from __future__ import annotations

from typing import Any

from textual.geometry import Region
from textual.screen import Screen

from meaculpa_tui.ui.table import Board

#: The id of the players' table on the board (``meaculpa_tui.ui.table``).
PLAYERS_BOX = "#board-players"
#: Rows of the players' table above its first player: its frame and its column heads.
PLAYERS_TOP_ROWS = 2
#: Rows the key bar takes at the foot of a dialog.
KEY_BAR_ROWS = 1
#: The fewest rows the band keeps, wherever the table stands (a prompt and a few options).
LEAST_ROWS = 10
#: The board column of the table beneath, and the least width of it the band stands in (a
#: narrower column leaves the band the whole width of the screen).
BOARD_COLUMN = "#board"
LEAST_BOARD_WIDTH = 110


def _screen_beneath(dialog: Screen[Any]) -> Screen[Any] | None:
    stack = dialog.app.screen_stack
    if dialog not in stack or stack.index(dialog) == 0:
        return None
    return stack[stack.index(dialog) - 1]


def _beneath(dialog: Screen[Any], selector: str) -> Region | None:
    """Where the widget ``selector`` of the screen just beneath ``dialog`` stands, if any."""
    screen = _screen_beneath(dialog)
    widgets = screen.query(selector) if screen is not None else None
    return widgets.first().region if widgets else None


def band_rows(dialog: Screen[Any]) -> int | None:
    """Rows from just below the players' rows of the table to the key bar on ``dialog``'s
    screen; ``None`` where no table screen with a players' table on screen stands beneath
    (the stylesheet's half then)."""
    region = _beneath(dialog, PLAYERS_BOX)
    screen = _screen_beneath(dialog)
    boards = screen.query(Board) if screen is not None else None
    if region is None or not region.height or not boards:  # scrolled away, not laid out
        return None
    players = len(boards.first().view.players)
    below_rows = region.y + PLAYERS_TOP_ROWS + players
    return max(LEAST_ROWS, dialog.size.height - KEY_BAR_ROWS - below_rows)


def band_width(dialog: Screen[Any]) -> int | None:
    """The width of the board column beneath ``dialog`` where it is wide enough for the band
    (``None``: the band takes the whole width)."""
    region = _beneath(dialog, BOARD_COLUMN)
    if region is None or region.width < LEAST_BOARD_WIDTH or region.x != 0:
        return None
    return region.width


class BelowThePlayers:
    """A dialog whose box (``#dialog``) stands below the players' table (see the module)."""

    def on_mount(self) -> None:
        self.call_after_refresh(self.fit_below_players)  # type: ignore[attr-defined]

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_below_players)  # type: ignore[attr-defined]

    def fit_below_players(self) -> None:
        """Let the box grow up to the players' table's bottom frame, never over the table;
        under the board column alone where that is wide enough."""
        dialog: Any = self
        if not dialog.is_mounted:
            return
        box = dialog.query_one("#dialog")
        rows = band_rows(dialog)
        box.styles.max_height = rows if rows is not None else "50%"
        width = band_width(dialog)
        box.styles.width = width if width is not None else "100%"
        dialog.styles.align_horizontal = "center" if width is None else "left"
