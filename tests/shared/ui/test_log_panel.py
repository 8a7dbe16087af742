"""The log panel wraps long entries to its own width, even in a narrow side column."""

from __future__ import annotations

from textual.app import App, ComposeResult

from shared.engine.log import LogEntry
from shared.ui import LogPanel
from tests.ui_support import run_app, screen_text

LONG = "The market gets seven stones: two loaves, a bottle, three rolls of cloth and a jewel."


class NarrowLog(App[None]):
    CSS = "LogPanel { width: 32; }"

    def compose(self) -> ComposeResult:
        yield LogPanel([LogEntry(text=LONG)])


async def test_long_entries_wrap_inside_a_narrow_panel():
    app = NarrowLog()
    async with run_app(app, (60, 12)) as pilot:
        await pilot.pause()
        panel = app.query_one(LogPanel)
        assert panel.virtual_size.width <= panel.scrollable_content_region.width
        text = " ".join(screen_text(app).split())
        assert "a jewel." in text
