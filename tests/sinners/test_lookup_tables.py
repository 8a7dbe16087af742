"""The engine's prebuilt lookup tables say exactly what the functions they stand in for say."""

from __future__ import annotations

from sinners_tui.engine import actions, data
from sinners_tui.engine.cards import CARD_COUNT, CARD_LABEL, HIDDEN, card_label


def test_start_set_table_is_indexed_by_set_type():
    for kind in data.SET_TYPES:
        assert actions.START_SET[kind].sin == kind
        assert actions.start_set(kind) is actions.START_SET[kind]
    assert len(actions.START_SET) == len(data.SET_TYPES)


def test_discard_either_lists_both_piles_in_pile_order():
    for card in range(CARD_COUNT):
        assert actions.DISCARD_EITHER[card] == tuple(table[card] for table in actions.DISCARD)
        assert [action.pile for action in actions.DISCARD_EITHER[card]] == list(
            range(len(data.PILE_NAMES))
        )


def test_card_label_table_matches_card_label_hidden_included():
    for card in [*range(CARD_COUNT), HIDDEN]:
        assert CARD_LABEL[card] == card_label(card)
