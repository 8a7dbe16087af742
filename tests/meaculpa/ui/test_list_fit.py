"""Every option of a Mea Culpa list is in sight where the bug was seen: three players, the
smallest terminal (100x30) and a middling one (120x35), the Buy and Donate lists of the action
phase with all their options (ten for Buy, a closed option's reason among them)."""

from __future__ import annotations

import pytest

from shared.ui.widgets.choices import ChoiceList, choice_key
from tests.meaculpa.ui.demo import new_record, record_until
from tests.meaculpa.ui.moments import turn
from tests.meaculpa.ui.support import mea_app, start
from tests.meaculpa.ui.test_fit import open_a_turn
from tests.ui_support import run_app, screen_text, wait_until

SIZES = [(100, 30), (120, 35)]
#: The label of the turn's menu that opens a list, the list's title, and the list's stage of
#: the turn: Donate as a second action (each option then says so, the longest labels), Buy as
#: the first (the demo's first action is a purchase).
LISTS = {"buy": ("Buy", "Buy", 0), "donate": ("Donate", "Donat", 1)}


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("name", sorted(LISTS))
async def test_every_option_of_a_list_is_on_screen(name: str, size: tuple[int, int]):
    opens, title, stage = LISTS[name]
    record = record_until(new_record(3, seed=3), turn(stage=stage))
    app = mea_app(start(record))
    async with run_app(app, size) as pilot:
        await open_a_turn(pilot)
        menu = app.screen.query_one(ChoiceList)
        key = next(
            choice_key(n)
            for n, choice in enumerate(menu.choices, start=1)
            if choice.label.startswith(opens)
        )
        await pilot.press(str(key))
        await wait_until(
            pilot,
            lambda: (
                bool(app.screen.query("#dialog"))
                and title in str(app.screen.query_one("#dialog").border_title)
            ),
        )
        await pilot.pause()
        text = screen_text(app)
        choices = app.screen.query_one("#choices")
        for n, choice in enumerate(choices.choices):
            start_of = f"{choice_key(n + 1)}. {choice.label[:20]}"
            assert start_of in text, start_of
