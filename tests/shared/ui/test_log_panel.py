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


class GrowingLog(App[None]):
    def compose(self) -> ComposeResult:
        yield LogPanel([LogEntry(text=f"entry {n}") for n in range(10)], limit=4)


async def test_past_the_limit_the_panel_only_appends():
    app = GrowingLog()
    async with run_app(app, (60, 20)) as pilot:
        await pilot.pause()
        panel = app.query_one(LogPanel)
        text = screen_text(app)
        assert "entry 9" in text and "entry 6" in text and "entry 5" not in text
        written: list[str] = []
        original = panel.write

        def write(content, *args, **kwargs):
            written.append(str(content))
            return original(content, *args, **kwargs)

        panel.write = write
        panel.show([LogEntry(text=f"entry {n}") for n in range(12)])
        await pilot.pause()
        assert written == ["entry 10", "entry 11"]
        assert "entry 11" in screen_text(app)
        panel.show([LogEntry(text="a new game")])  # not a continuation: written afresh
        await pilot.pause()
        assert "a new game" in screen_text(app) and "entry 11" not in screen_text(app)
