"""Mea Culpa's hint (h) marks the recommended choice in the list itself and says why in one
line above it, instead of a toast over the bottom of the list; it is gone at the next
decision."""

from __future__ import annotations

from meaculpa_tui import engine
from shared.engine.record import GameRecord
from shared.ui import CurtainScreen
from shared.ui.widgets.choices import HINT_LINE_START, ChoiceList
from tests.meaculpa.ui.support import SIZE, mea_app, start
from tests.ui_support import past_summary, run_app, screen_text, wait_until


async def test_h_marks_the_recommended_choice_and_says_why_above_the_list():
    record = GameRecord.start(engine, ["Ann", "Ben"], 4)  # type: ignore[arg-type]
    app = mea_app(start(record))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: bool(app.screen.query(ChoiceList)), what="a choice")
        await pilot.press("h", "h")
        await wait_until(pilot, lambda: HINT_LINE_START in screen_text(app), what="the hint")
        assert not app._notifications
        assert sum(HINT_LINE_START in row for row in screen_text(app).splitlines()) == 1
