"""Counts in the words the screens show players read "1 notch" and "2 notches".

The texts come from the engine (log lines, menu labels) and from the dialogs.
"""

from __future__ import annotations

from meaculpa_tui import engine
from meaculpa_tui.engine import data, frames, topics
from meaculpa_tui.engine.state import pending_step_as
from meaculpa_tui.ui.bid import TalerDialog
from meaculpa_tui.ui.choices import act
from tests.meaculpa.ui.moments import game_with, has_result


def test_the_bid_reveal_says_1_notch():
    revealed = has_result(topics.BIDS)
    state = game_with(lambda s: revealed(s) and 1 in s.posts)
    lines = [line for line in state.log[-1].lines if ": 1 notch" in line]
    assert lines, "no bid of 1 notch in this reveal"
    assert all(": 1 notches" not in line for line in lines), lines


def test_a_one_notch_room_is_labelled_1_notch():
    def one_notch_rooms(s):
        return [
            i + 1
            for i, card in enumerate(s.rooms)
            if card is not None and data.CARD_NOTCHES[card] == 1
        ]

    state = game_with(lambda s: engine.pending_decision(s) == "turn" and bool(one_notch_rooms(s)))
    view = engine.view_for(state, engine.current_player(state))
    label = engine.describe_action(view, act("visit", room=one_notch_rooms(view)[0]))
    assert "(+1 notch)" in label, label


def test_the_taler_dialog_says_1_notch():
    def bid_one(s):
        if engine.pending_decision(s) != frames.BID:
            return False
        notches = s.bid_notches[pending_step_as(s, frames.Bid).seat]
        return notches == 1

    state = game_with(bid_one)
    seat = pending_step_as(state, frames.Bid).seat
    view = engine.view_for(state, seat)
    assert "Your post shows 1 notch." in TalerDialog(view, seat).prompt
