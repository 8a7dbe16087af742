"""A game may add its own summary (a chart, a table) to the shared game-over screen."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Static

from shared.engine.log import LogEntry
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
