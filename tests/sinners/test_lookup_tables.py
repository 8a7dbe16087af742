"""The engine's prebuilt lookup tables say exactly what the functions they stand in for say."""

from __future__ import annotations

from sinners_tui.engine import actions as A
from sinners_tui.engine import data as D
from sinners_tui.engine.cards import CARD_COUNT, CARD_LABEL, HIDDEN, card_label


def test_start_set_table_is_indexed_by_set_type():
    for kind in D.SET_TYPES:
        assert A.START_SET[kind].sin == kind
        assert A.start_set(kind) is A.START_SET[kind]
    assert len(A.START_SET) == len(D.SET_TYPES)


def test_discard_either_lists_both_piles_in_pile_order():
    for card in range(CARD_COUNT):
        assert A.DISCARD_EITHER[card] == tuple(table[card] for table in A.DISCARD)
        assert [action.pile for action in A.DISCARD_EITHER[card]] == list(range(len(D.PILE_NAMES)))


def test_card_label_table_matches_card_label_hidden_included():
    for card in [*range(CARD_COUNT), HIDDEN]:
        assert CARD_LABEL[card] == card_label(card)
