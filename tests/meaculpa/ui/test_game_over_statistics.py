"""The game-over screen with the statistics: fits 100x30 (scrolls, keys in the footer), uses
the room of 200x60 (the chart beside the tables), and draws each soul with its initial."""

from __future__ import annotations

from typing import Any

import pytest
from textual.containers import VerticalScroll
from textual.widgets import Static

from meaculpa_tui import engine
from meaculpa_tui.engine.statistics import game_statistics
from meaculpa_tui.ui.results import FinalScreen
from shared.ui.widgets.footer import KeyBar
from shared.ui.widgets.statistics import StatisticsPanel
from tests.meaculpa.ui.moments import DialogHost
from tests.shared.statistics_support import seeded_record
from tests.ui_support import assert_svg_snapshot, run_app


def final_screen() -> FinalScreen:
    record = seeded_record(engine, ["Ann", "Ben"], 2, take_backs=False)
    state = record.replay(engine)
    return FinalScreen(engine.public_view(state), engine.winners(state), game_statistics(record))


@pytest.mark.parametrize("size", [(100, 30), (200, 60)], ids=["100x30", "200x60"])
async def test_final_screen_with_statistics(size: tuple[int, int], snapshot: Any):
    host = DialogHost()
    async with run_app(host, size) as pilot:
        await host.push_screen(final_screen())
        await pilot.pause()
        screen = host.screen
        panel = screen.query_one(StatisticsPanel)
        tables = [str(static.render()) for static in panel.query(".stats-table").results(Static)]
        assert len(tables) == 6
        chart = str(panel.query_one(".stats-chart", Static).render())
        assert "A Ann" in chart and "B Ben" in chart and "Heaven" in chart
        box = screen.query_one("#game-over-box", VerticalScroll)
        side = panel.query_one("#stats-columns").has_class("-side")
        assert side == (size[0] >= 170)
        assert box.size.width <= size[0]
        if size == (100, 30):
            assert box.max_scroll_y > 0  # too tall: it scrolls, and the footer says how
            keys = str(screen.query_one(KeyBar).render())
            assert "PgUp/PgDn" in keys
            await pilot.press("pagedown")
            await pilot.pause()
            assert box.scroll_y > 0
        else:
            assert box.size.width > 120  # the box widens on a large screen
        assert_svg_snapshot(snapshot, host)
