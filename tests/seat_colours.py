"""Which colour each seat is drawn in on a rendered screen, read from its SVG export.

A seat is found where its name stands as a run of its own (the names are styled apart from
the text around them) and where its mark stands before its name ("A Ann", "AAnn"); a mark
drawn reversed takes its colour from the cell's background. Plain text (the screen's own
foreground) makes no claim about a seat and is left out.
"""

from __future__ import annotations

import html
import re
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from textual.app import App

_STYLE = re.compile(r"\.(terminal-(?:\d+-)?r\d+) \{ fill: (#[0-9a-f]{6})")
_TEXT = re.compile(
    r'<text class="(terminal-(?:\d+-)?r\d+)" x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)</text>'
)
_RECT = re.compile(r'<rect fill="(#[0-9a-f]{6})" x="([\d.]+)" y="([\d.]+)"')
#: The export's cell size and where its rows start (text baselines, and rectangles).
CELL_WIDTH, ROW_HEIGHT, TEXT_TOP, RECT_TOP = 12.2, 24.4, 20.0, 1.5


def _runs(svg: str) -> tuple[list[tuple[int, int, str, str]], dict[tuple[int, int], str]]:
    fills = dict(_STYLE.findall(svg))
    runs = []
    for style, x, y, text in _TEXT.findall(svg):
        row = round((float(y) - TEXT_TOP) / ROW_HEIGHT)
        column = round(float(x) / CELL_WIDTH)
        runs.append((row, column, html.unescape(text).replace("\xa0", " "), fills.get(style, "")))
    backgrounds = {
        (round((float(y) - RECT_TOP) / ROW_HEIGHT), round(float(x) / CELL_WIDTH)): fill
        for fill, x, y in _RECT.findall(svg)
    }
    return runs, backgrounds


def seat_colours(
    app: App[Any],
    names: Sequence[str],
    marks: Sequence[str],
    *,
    rows: range | None = None,
    where: list[Any] | None = None,
) -> dict[int, set[str]]:
    """Every colour each seat's name or mark is drawn in on ``app``'s screen (plain text, in
    the screen's most common text colour, left out); ``rows``: only these rows (a dialog's,
    whose screen beneath is dimmed); ``where`` collects each find, for a failure's message."""
    runs, backgrounds = _runs(app.export_screenshot())
    counts: dict[str, int] = defaultdict(int)
    for _, _, text, fill in runs:
        counts[fill] += len(text.strip())
    plain = max(counts, key=counts.__getitem__)
    #: The colours cells are filled with where nothing is reversed (panels, dialogs, screen).
    grounds = {fill for fill in backgrounds.values() if list(backgrounds.values()).count(fill) > 20}
    found: dict[int, set[str]] = defaultdict(set)
    at = {(row, column): (text, fill) for row, column, text, fill in runs}
    for (row, column), (text, fill) in at.items():
        if rows is not None and row not in rows:
            continue
        for seat, (name, mark) in enumerate(zip(names, marks, strict=True)):
            colour = None
            if text.strip() == name and fill != plain:
                colour = fill
            if text in (mark, mark + " "):
                following = at.get((row, column + 2)) or at.get((row, column + 1))
                if following is not None and following[0].strip().startswith(name):
                    # reversed, the mark is drawn in a background's colour on the seat's
                    reversed_ = fill in grounds
                    colour = backgrounds.get((row, column), fill) if reversed_ else fill
            if text.strip() in (mark + name, f"{mark} {name}") and fill != plain:
                colour = fill
            if colour is not None:
                found[seat].add(colour)
                if where is not None:
                    where.append((seat, colour, row, column, text))
    return found
