"""The band a decision stands in: across the foot of the screen, below the players' table.

At 100x30 the board and a decision do not both fit; what a player reads a decision from first
is the Record of Sins and the players' table, at the top of the board. A decision dialog
(``app.tcss``: aligned to the foot, half the screen at most) may grow upwards only to the
players' table's bottom frame, whose rows stand on the table screen beneath. How many rows
that leaves depends on the players and on the lines under the table (a character left over),
so the band measures it on the screen beneath, after every layout of it (a resize too),
rather than guess it in the stylesheet.
"""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

#: The id of the players' table on the board (``meaculpa_tui.ui.table``).
PLAYERS_BOX = "#board-players"
#: Rows the key bar takes at the foot of a dialog.
KEY_BAR_ROWS = 1
#: The fewest rows the band keeps, wherever the table stands (a prompt and a few options).
LEAST_ROWS = 10


def band_rows(dialog: Screen[Any]) -> int | None:
    """Rows from the players' table's bottom frame to the key bar on ``dialog``'s screen
    (the frame may be covered: the table's lines stay in sight); ``None`` where no table
    screen with a players' table on screen stands beneath (the stylesheet's half then)."""
    stack = dialog.app.screen_stack
    if dialog not in stack or stack.index(dialog) == 0:
        return None
    boxes = stack[stack.index(dialog) - 1].query(PLAYERS_BOX)
    if not boxes:
        return None
    region = boxes.first().region
    if not region.height:  # scrolled away or not laid out
        return None
    frame_row = region.bottom - 1
    return max(LEAST_ROWS, dialog.size.height - KEY_BAR_ROWS - frame_row)


class BelowThePlayers:
    """A dialog whose box (``#dialog``) stands below the players' table (see the module)."""

    def on_mount(self) -> None:
        self.call_after_refresh(self.fit_below_players)  # type: ignore[attr-defined]

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_below_players)  # type: ignore[attr-defined]

    def fit_below_players(self) -> None:
        """Let the box grow up to the players' table's bottom frame, never over the table."""
        dialog: Any = self
        if not dialog.is_mounted:
            return
        rows = band_rows(dialog)
        dialog.query_one("#dialog").styles.max_height = rows if rows is not None else "50%"
