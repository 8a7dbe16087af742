"""The game-over screen's statistics: the game's tables and its chart round by round.

The same tables and chart ``<game> stats FILE`` prints (:mod:`shared.statistics_text`); here
the chart's seat marks also take their seat's colour. On a wide screen the chart stands beside
the tables; on a narrow one below them, and the game-over box scrolls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Static

from shared.statistics_text import chart_rows, table_renderable
from shared.ui.text import literal

if TYPE_CHECKING:
    from shared.engine.statistics import GameStatistics, StatChart

#: From this screen width the chart stands beside the tables.
SIDE_BY_SIDE_WIDTH = 170


def chart_content(chart: StatChart) -> Content:
    """The chart as the command line draws it, each seat's mark in its colour."""
    rows = []
    for row in chart_rows(chart):
        rows.append(
            Content.assemble(
                *[
                    (piece, f"bold $seat-{seat}") if seat is not None else piece
                    for piece, seat in row
                ]
            )
        )
    return Content("\n").join(rows)


class StatisticsPanel(Vertical):
    """Every statistics table of the game, and its chart with a title."""

    DEFAULT_CSS = """
    StatisticsPanel {
        height: auto;
        margin-top: 1;
        & #stats-columns { height: auto; }
        & .stats-tables { height: auto; width: 100%; }
        & #stats-columns.-side .stats-tables { width: 1fr; }
        & .stats-table { height: auto; width: 100%; }
        & .stats-chart { height: auto; width: auto; border: round $secondary; padding: 0 1; }
        & #stats-columns.-side .stats-chart { margin-left: 2; }
    }
    """

    def __init__(self, statistics: GameStatistics) -> None:
        super().__init__(id="statistics")
        self.statistics = statistics

    def compose(self) -> ComposeResult:
        side = self.app.size.width >= SIDE_BY_SIDE_WIDTH
        chart = self.statistics.chart()
        chart_box = Static(chart_content(chart), classes="stats-chart", markup=False)
        chart_box.border_title = literal(chart.title)
        columns = Horizontal if side else Vertical
        with columns(id="stats-columns", classes="-side" if side else ""):
            with Vertical(classes="stats-tables"):
                for table in self.statistics.tables():
                    yield Static(table_renderable(table), classes="stats-table", markup=False)
            yield chart_box
