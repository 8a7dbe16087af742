"""What a terminal shows after each of an app's frames, cell by cell, for the benchmarks.

A frame is an update Textual writes to the terminal: the whole screen, or the changed parts
of some lines. A frame may also repeat exactly what the terminal already shows (a widget
refreshed with the same content, a screen redrawn after another one closed behind it). A
person cannot see such a frame, so "the screen has settled" is the last frame that changed a
cell, not the last frame drawn; :class:`ScreenCells` tells the two apart by keeping every cell
(its character and style) as the terminal would after each update.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.console import Console
from rich.segment import ControlType, Segment
from rich.style import Style

Cell = tuple[str, Style | None]
_BLANK: Cell = (" ", None)


class ScreenCells:
    """The cells of a terminal of ``width`` x ``height``, as the app's frames leave them."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.rows: list[list[Cell]] = [[_BLANK] * width for _ in range(height)]

    def apply(self, update: Any, console: Console) -> bool:
        """Write ``update`` (a Textual compositor update) to the cells; whether any cell changed."""
        changed = False
        x = y = 0
        rows, width, height = self.rows, self.width, self.height
        for segment in update.__rich_console__(console, console.options):
            if not isinstance(segment, Segment):
                continue
            if segment.control:
                for code in segment.control:
                    if code[0] == ControlType.CURSOR_MOVE_TO:
                        x, y = int(code[1]), int(code[2])
                continue
            text, style = segment.text, segment.style
            if text == "\n":
                continue
            if not 0 <= y < height:
                continue
            row = rows[y]
            for character in text:
                size = cell_len(character)
                if 0 <= x < width:
                    cell = (character, style)
                    if row[x] != cell:
                        row[x] = cell
                        changed = True
                    if size == 2 and x + 1 < width and row[x + 1] != ("", style):
                        row[x + 1] = ("", style)
                        changed = True
                x += size
        return changed
