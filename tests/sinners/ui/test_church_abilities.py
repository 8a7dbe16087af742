"""A church names the abilities its sets have switched on and the "first time" ones used."""

from __future__ import annotations

from types import SimpleNamespace

from sinners_tui.engine import data
from sinners_tui.engine.cards import CARD_TYPE, HIDDEN
from sinners_tui.ui.church_abilities import ability_pieces


def cards_of(kind: int, count: int) -> list[int]:
    return [card for card, card_kind in enumerate(CARD_TYPE) if card_kind == kind][:count]


def pieces(church: list[int], *, lust: bool = False, wrath: bool = False) -> list[str]:
    view = SimpleNamespace(churches=[church], lust_done=[lust], wrath_done=[wrath])
    return [piece.plain for piece in ability_pieces(view, 0)]


def test_a_count_below_its_threshold_switches_nothing_on():
    church = cards_of(data.SLOTHFUL, 2) + cards_of(data.SELFISH, 1) + [HIDDEN]
    assert pieces(church) == []


def test_each_standing_ability_is_named_at_its_threshold():
    church = (
        cards_of(data.SLOTHFUL, 3)
        + cards_of(data.WRATHFUL, 3)
        + cards_of(data.GREEDY, 3)
        + cards_of(data.SELFISH, 2)
    )
    assert pieces(church) == [
        "Slothful 3+: sets of 2",
        "Wrathful 3+: any pile card",
        "Greedy 3+: a second card",
        "Selfish 2+: keeps both",
    ]


def test_first_time_abilities_used_this_round_are_named():
    assert pieces([], lust=True, wrath=True) == [
        "Lustful 3+: used this round",
        "Wrathful 4+: used this round",
    ]


def test_a_confirmation_says_nobody_leaves():
    assert pieces(cards_of(data.CONFIRMATION, 1)) == ["Confirmation: nobody leaves"]
