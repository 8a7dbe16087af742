"""Rulebook, "The House of Pleasure Cards" (MC-8): "The Emperor presents you with a Letter of
Indulgence" and "Pope presents you with a yellow Letter of Indulgence" give something only if
an opponent holds that character (and has such a letter). When no opponent holds it (the
visitor does, or nobody chose it) the visit is still legal, but its room says so on the
visitor's own screen, and the hint never recommends the visit for its card."""

from __future__ import annotations

import itertools

import pytest

from meaculpa_tui import engine
from meaculpa_tui.bots import heuristic
from meaculpa_tui.engine import actions, data, frames
from meaculpa_tui.engine.explain import empty_card_note
from meaculpa_tui.ui import choices
from tests.meaculpa.helpers import act, at_turn, board, settle

MARKET = [2, 2, 1, 1, 1]
FULL = [2, 2, 2, 2]  # every seat holds letters of every colour: only the public rule decides
PRESENTS = {data.CARD_EMPEROR_LETTER: data.EMPEROR, data.CARD_POPE_YELLOW: data.POPE}


def _table(card: int, characters: list[int | None], seat: int, character: int, **fields):
    state = board(
        rooms=[card, data.CARD_NEW_CREW, None, None],
        market=list(MARKET),
        characters=characters,
        posts=[1, 1, 1, 1],
        letters=[list(FULL) for _ in range(4)],
        **fields,
    )
    return at_turn(state, seat, character)


def _cases():
    """Every holder of the card's character (the visitor, another seat, nobody), for a visitor
    taking an open turn as the Emperor or the Merchant."""
    for card, presenter in PRESENTS.items():
        for visitor_character, holder in itertools.product(
            (data.EMPEROR, data.MERCHANT), ("visitor", "other", "nobody")
        ):
            if presenter == visitor_character and holder != "visitor":
                continue
            yield card, presenter, visitor_character, holder


@pytest.mark.parametrize(("card", "presenter", "visitor_character", "holder"), list(_cases()))
def test_mc8_the_note_appears_exactly_when_the_card_gives_the_visitor_nothing(
    card, presenter, visitor_character, holder
):
    """House of Pleasure cards (MC-8): the note stands on the room exactly when the visit
    leaves the visitor's letters as they were."""
    seat = 1
    characters: list[int | None] = [0, 1, 2, 3]
    characters[visitor_character] = seat
    others = [c for c in range(4) if c not in (presenter, visitor_character)]
    if holder == "visitor":
        characters[presenter] = seat
    elif holder == "other":
        characters[presenter] = 3
    else:
        characters[presenter] = None
    for c, other_seat in zip(others, (0, 2), strict=False):
        characters[c] = other_seat
    state = _table(card, characters, seat, visitor_character)
    view = engine.view_for(state, seat)
    note = empty_card_note(view, actions.VISIT[1])
    after = act(state, actions.VISIT[1])
    if engine.pending_decision(after) == "gift":
        after = act(after, engine.legal_actions(after)[0])
    gets_nothing = after.letters[seat] == state.letters[seat]
    assert (note is not None) == gets_nothing
    if note is not None:
        name = data.CHARACTER_NAMES[presenter]
        who = "you are" if holder == "visitor" else "nobody is"
        assert note == f"gives you nothing: {who} the {name}"
    # the visit stays open, and no other card has the note
    assert actions.VISIT[1] in engine.legal_actions(state)
    assert empty_card_note(view, actions.VISIT[2]) is None


def test_mc8_a_holder_without_letters_gets_no_note_as_his_letters_are_secret():
    """House of Pleasure cards (MC-8): whether the Emperor has letters lies behind his screen,
    so the visitor's room says nothing about it."""
    state = _table(data.CARD_EMPEROR_LETTER, [0, 1, 2, 3], 2, data.MERCHANT)
    state = state.model_copy(update={"letters": [[0] * 4 for _ in range(4)]})
    assert empty_card_note(engine.view_for(state, 2), actions.VISIT[1]) is None


def _labels(decision) -> list[str]:
    return [choice.label for choice in decision.choices]


def test_mc8_the_house_dialog_names_the_empty_card_and_keeps_it_open():
    """House of Pleasure cards (MC-8): Ann as the Emperor sees why room 1 gives her nothing."""
    state = _table(data.CARD_EMPEROR_LETTER, [0, 1, 2, 3], 1, data.EMPEROR)
    view = engine.view_for(state, 1)
    decision = choices.house_decision(view, 1, engine.legal_actions(state))
    room1 = next(c for c in decision.choices if c.value == actions.VISIT[1])
    assert room1.reason is None
    assert room1.label.endswith("(gives you nothing: you are the Emperor)")
    assert sum("gives you nothing" in label for label in _labels(decision)) == 1


def test_mc8_the_popes_die_and_the_petty_sinners_visit_carry_the_note():
    """House of Pleasure cards (MC-8): the Pope's secret room and the Petty Sinner's visit."""
    pope = _table(data.CARD_POPE_YELLOW, [0, 1, 2, 3], 0, data.POPE, souls=[0, 3, 7, 5])
    decision = choices.house_decision(engine.view_for(pope, 0), 0, engine.legal_actions(pope))
    assert any(
        label.endswith("(gives you nothing: you are the Pope)") for label in _labels(decision)
    )
    sinner = board(
        rooms=[data.CARD_EMPEROR_LETTER, None, None, None],
        market=list(MARKET),
        characters=[0, None, 2, 3],
        posts=[1, 1, 1, 1],
    )
    sinner = settle(sinner.model_copy(update={"stack": [frames.SinnerVisit(3)]}))
    decision = choices.sinner_visit_decision(
        engine.view_for(sinner, 3), 3, engine.legal_actions(sinner)
    )
    assert any(
        label.endswith("(gives you nothing: nobody is the Emperor)") for label in _labels(decision)
    )


def test_mc8_the_hint_never_recommends_a_visit_whose_card_gives_nothing():
    """House of Pleasure cards (MC-8): neither in a turn, nor as the Petty Sinner, nor in
    Suite 5 does the bot's hint pick a room whose card gives its visitor nothing."""
    state = _table(data.CARD_EMPEROR_LETTER, [0, 1, 2, 3], 1, data.EMPEROR)
    view = engine.view_for(state, 1)
    choice = heuristic.choose_action(view, 1, engine.legal_actions(state))
    assert choice != actions.VISIT[1]
    assert heuristic.visit_value(view, 1, 1, False) < 0  # below skipping, even without notches
    for character in (data.EMPEROR, data.POPE):
        characters: list[int | None] = [0, 1, 2, 3]
        characters[character] = None
        card = data.CARD_EMPEROR_LETTER if character == data.EMPEROR else data.CARD_POPE_YELLOW
        nobody = board(rooms=[card, None, None, None], characters=characters)
        assert heuristic.card_value(nobody, 2, card) == 0.0
        assert heuristic.visit_value(nobody, 2, 1, False) < 0


def test_mc8_suite5_and_the_hints_favourite_card_are_never_a_card_that_gives_nothing():
    """House of Pleasure cards (MC-8): in Suite 5 the bot uses another room's card, and the
    card a hint names as the best is never the empty one, even against a card worth nothing."""
    state = board(
        rooms=[data.CARD_EMPEROR_LETTER, data.CARD_NEW_CREW, None, None],
        market=list(MARKET),
        characters=[0, 1, 2, 3],
        hut=0,
    )
    assert heuristic.card_value(state, 1, data.CARD_NEW_CREW) == 0.0
    assert heuristic.favourites(state, 1).card == data.CARD_NEW_CREW
    state = settle(state.model_copy(update={"stack": [frames.Suite5(1)]}))
    legal = engine.legal_actions(state)
    assert heuristic.choose_action(state, 1, legal).room == 2
