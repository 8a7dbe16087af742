"""Enter on a list that opens with nothing highlighted (a choice that cannot be taken back)
does not pass unseen: a line above the list says what to press (found in play: a first-time
player pressed Enter and saw no change at all), and it goes once a choice is highlighted."""

from __future__ import annotations

from shared.ui.dialogs import ChooseDialog
from shared.ui.widgets.choices import Choice, ChoiceList, PickFirstLine
from tests.shared.ui.test_dialogs import Host
from tests.ui_support import run_app, screen_text

SIZE = (100, 30)


async def test_enter_with_nothing_highlighted_says_what_to_press():
    choices = [Choice("Take the Pope", 1, costly=True), Choice("Take the Emperor", 2, costly=True)]
    app = Host(ChooseDialog("Choose a character", choices))
    async with run_app(app, SIZE) as pilot:
        await pilot.pause()
        assert app.screen.query_one(ChoiceList).highlighted is None
        await pilot.press("enter")
        await pilot.pause()
        assert PickFirstLine.TEXT in " ".join(screen_text(app).split())
        await pilot.press("enter")  # said once, not twice
        await pilot.pause()
        assert len(app.screen.query(PickFirstLine)) == 1
        await pilot.press("down")
        await pilot.pause()
        assert not app.screen.query(PickFirstLine)
