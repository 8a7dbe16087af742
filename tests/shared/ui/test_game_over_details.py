"""A game may add its own summary (a chart, a table) to the shared game-over screen."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Static

from shared.engine.log import LogEntry
from shared.engine.statistics import ChartSeries, StatChart, StatTable
from shared.ui import GameOverScreen
from tests.ui_support import run_app, screen_text, wait_until


class _Host(App[None]):
    def compose(self) -> ComposeResult:
        yield Static("table")

    def on_mount(self) -> None:
        result = LogEntry(text="Ann wins", kind="result", title="Game over", lines=("By 3.",))
        details = Static("Totals chart: Ann 101, Ben 98", id="details")
        self.push_screen(GameOverScreen(["Ann", "Ben"], [0], [result], details=details))


async def test_details_show_below_the_results():
    app = _Host()
    async with run_app(app, (100, 30)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        text = screen_text(app)
        assert "Game over" in text and "By 3." in text
        assert "Totals chart: Ann 101, Ben 98" in text
        assert text.index("By 3.") < text.index("Totals chart")


class _Totals:
    """Statistics of a game whose loser ends below zero (``GameStatistics``, no tables)."""

    over = True

    def tables(self) -> list[StatTable]:
        return []

    def chart(self) -> StatChart:
        return StatChart(
            title="Totals after each round",
            columns=("Start", "R1", "R2", "R3"),
            series=(
                ChartSeries(seat=0, name="Ann", values=(0, 40, 80, 120)),
                ChartSeries(seat=1, name="Bot", values=(0, 2, -3, -16)),
            ),
            top_label="Souls",
        )


class _NegativeHost(App[None]):
    def on_mount(self) -> None:
        self.push_screen(GameOverScreen(["Ann", "Bot"], [0], statistics=_Totals()))


async def test_a_negative_total_is_on_the_game_over_chart():
    """Bot's -16 after the last round stands in the chart's lowest band, drawn below -6..3."""
    app = _NegativeHost()
    async with run_app(app, (200, 60)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        lines = screen_text(app).splitlines()
        lowest = next(line for line in lines if "-16..-7 \u2502" in line)
        above = next(line for line in lines if "-6..3 \u2502" in line)
        assert lines.index(above) + 1 == lines.index(lowest)
        assert lowest.split("-16..-7 \u2502")[1].split()[:4] == ["\u00b7", "\u00b7", "\u00b7", "B"]
