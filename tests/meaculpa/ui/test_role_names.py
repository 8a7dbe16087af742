"""With three players the holder of a left-over card's duty keeps the name of his own card
(MC-38): the Emperor moving a Pope stone for the left-over Pope is not "Ben (Pope)"."""

from __future__ import annotations

import pytest

from meaculpa_tui import engine
from meaculpa_tui.engine import data
from meaculpa_tui.ui.choices import decision_for
from meaculpa_tui.ui.status import decision_words
from shared.ui import CurtainScreen
from tests.meaculpa.ui.moments import deciding_view, moment
from tests.meaculpa.ui.support import SIZE, mea_app, start
from tests.ui_support import flat_text, run_app, screen_text, wait_until

#: The moment, the card left over, the deciding seat's own card, and the words it is given.
LEFT_OVER = {
    "left-over-pope": (data.POPE, data.EMPEROR, "for the left-over Pope"),
    "left-over-emperor": (data.EMPEROR, data.POPE, "for the left-over Emperor"),
}


@pytest.mark.parametrize("name", sorted(LEFT_OVER))
def test_the_duty_of_a_left_over_card_is_worded_for_it(name: str):
    left_over, own, duty = LEFT_OVER[name]
    view, seat, legal = deciding_view(name)
    assert view.characters[own] == seat and view.characters[left_over] is None
    decision = decision_for(view, seat, legal)
    assert decision is not None
    assert duty[0].upper() + duty[1:] in str(decision.prompt)  # it begins the prompt
    assert duty in engine.prompt(view)
    wrong = f"{view.players[seat]} ({data.CHARACTER_NAMES[left_over]})"
    assert wrong not in decision_words(view, seat)


async def test_the_curtain_names_the_emperor_who_moves_a_pope_stone():
    record, state = moment("left-over-pope")
    seat = engine.current_player(state)
    name = state.players[seat]
    app = mea_app(start(record), autosave=False)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        text = flat_text(screen_text(app))
        assert f"{name} (Emperor), for the left-over Pope, may move a Pope stone." in text
        assert f"{name} (Pope)" not in text
