"""Statistics as text: the tables and the chart, for ``<game> stats`` and the game-over screen.

Both places draw the same :class:`~shared.engine.statistics.StatTable` and
:class:`~shared.engine.statistics.StatChart` with the functions here, so the command line
prints what the screen shows. Everything is readable without colour: the chart marks each
seat with its one-cell initial (:func:`shared.initials.seat_marks`) and names them in a
legend; colour, where a screen adds it, only repeats the mark. Every cell and name is put in
as plain text (``rich.text.Text``), never read as markup.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich import box
from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from shared.initials import seat_marks

if TYPE_CHECKING:
    from shared.engine.statistics import GameStatistics, StatChart, StatTable

#: Most rows of values a chart takes; a longer range is drawn in bands of several values.
CHART_ROWS = 14
#: Width of the text the command line lays its tables out in.
TEXT_WIDTH = 100
#: Drawn where no seat is: a faint grid that keeps the columns readable.
EMPTY = "\u00b7"

#: One piece of a chart row: its text and the seat it marks (``None``: axis, grid or legend).
Piece = tuple[str, int | None]


def table_renderable(table: StatTable) -> RenderableType:
    """One table, with its title above and its note below."""
    grid = Table(
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        padding=(0, 1, 0, 0),
        expand=False,
    )
    for column in table.columns:
        grid.add_column(header=Text(column))  # a Text, so a heading is never read as markup
    for row in table.rows:
        grid.add_row(*[Text(cell) for cell in row])
    # The title stands above the table rather than in it, so it never wraps to its width.
    parts: list[RenderableType] = [Text(table.title, style="bold"), grid]
    if table.note:
        parts.append(Text(table.note, style="dim"))
    return Group(*parts, Text(""))


def _band(chart: StatChart) -> tuple[int, int, int]:
    """The lowest and highest value drawn, and how many values one row stands for."""
    values = [value for series in chart.series for value in series.values if value is not None]
    low, high = (min(values), max(values)) if values else (0, 0)
    size = max(1, math.ceil((high - low + 1) / CHART_ROWS))
    return low, high, size


def chart_rows(chart: StatChart) -> list[list[Piece]]:
    """The chart as rows of pieces: heading, one row per band of values, axis words, legend.

    Each column holds, in the row of its band, the marks of the seats whose value falls there
    (several seats on one band stand side by side), so every seat's path from round to round
    reads as a line of its mark.
    """
    marks = seat_marks([series.name for series in chart.series])
    low, high, size = _band(chart)
    named = dict(chart.named_values)
    bands = list(range(low, high + 1, size))
    if chart.higher_is_up:
        bands.reverse()

    def label(start: int) -> str:
        end = start + size - 1
        inside = [name for value, name in named.items() if start <= value <= end]
        first = inside[0] if inside and start in named else str(start)
        return first if size == 1 else f"{first}..{end}"

    labels = [label(start) for start in bands]
    label_width = max([len(text) for text in labels] + [len(chart.top_label), 1])
    width = max([len(column) for column in chart.columns] + [len(chart.series)]) + 1
    rows: list[list[Piece]] = []
    if chart.top_label:
        rows.append([(f"{chart.top_label:>{label_width}} \u2191", None)])
    heading: list[Piece] = [(" " * (label_width + 2), None)]
    rows.append(heading + [(f"{column:<{width}}", None) for column in chart.columns])
    for start, text in zip(bands, labels, strict=True):
        row: list[Piece] = [(f"{text:>{label_width}} \u2502", None)]
        for index in range(len(chart.columns)):
            values = [(series.seat, series.values[index]) for series in chart.series]
            here = [
                seat
                for seat, value in values
                if value is not None and start <= value < start + size
            ]
            if not here:
                row.append((f"{EMPTY:<{width}}", None))
                continue
            row.extend((marks[seat], seat) for seat in here)
            row.append((" " * (width - len(here)), None))
        rows.append(row)
    if chart.bottom_label:
        rows.append([(f"{chart.bottom_label:>{label_width}} \u2193", None)])
    legend: list[Piece] = [("  ", None)]
    for series in chart.series:
        legend.extend([(marks[series.seat], series.seat), (f" {series.name}   ", None)])
    rows.append(legend)
    return rows


def chart_text(chart: StatChart) -> Text:
    """The chart as plain text (the command line's; the screens colour the marks)."""
    text = Text()
    for number, row in enumerate(chart_rows(chart)):
        if number:
            text.append("\n")
        for piece, _seat in row:
            text.append(piece)
    return text


def statistics_renderables(stats: GameStatistics) -> list[RenderableType]:
    """Every table of ``stats``, then its chart under its title."""
    chart = stats.chart()
    return [
        *[table_renderable(table) for table in stats.tables()],
        Text(chart.title, style="bold"),
        chart_text(chart),
    ]


def statistics_text(stats: GameStatistics, *, width: int = TEXT_WIDTH) -> str:
    """The statistics as plain text, laid out ``width`` columns wide (``stats FILE``)."""
    out = io.StringIO()
    console = Console(
        file=out, width=width, color_system=None, force_terminal=False, legacy_windows=False
    )
    for part in statistics_renderables(stats):
        console.print(part)
    return "\n".join(line.rstrip() for line in out.getvalue().splitlines()) + "\n"


def heading(title: str, players: Sequence[str], over: bool) -> str:
    """The first line of ``stats``: the game, who played, and whether it is over."""
    state = "finished" if over else "unfinished: public figures only"
    return f"{title}: {', '.join(players)} ({state})"
