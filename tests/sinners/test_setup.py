"""Setting up: the card list (SN-1), decks by player count, Limbo (SN-4), the draft (SN-9)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from sinners_tui import engine
from sinners_tui.engine import cards as C
from sinners_tui.engine import data
from tests.sinners.helpers import NAMES, conserved, count


def test_sn1_one_deck_has_63_cards_and_the_box_145():
    """SN-1: 63 cards per deck; 2 x 63 + 10 Murderers + 9 Demons = 145 cards in the box."""
    assert C.DECK_SIZE == 63
    assert C.CARD_COUNT == 145
    assert len(C.MURDERER_IDS) == 10 and len(C.DEMON_IDS) == 9


def test_sn1_worths_and_genders_of_each_type():
    first_deck = range(C.DECK_SIZE)
    rows = {
        "Gluttonous": ([1, 1, 1, 2, 2], "MFMFM"),
        "Slothful": ([1, 2, 2, 2, 3], "FMFMF"),
        "Envious": ([1, 1, 2, 2, 3], "MFMFM"),
        "Wrathful": ([1, 1, 1, 2, 2], "FMFMF"),
        "Selfish": ([2, 2, 3, 3, 4], "MFMFM"),
        "Greedy": ([1, 1, 2, 2, 3], "FMFMF"),
        "Lustful": ([2, 2, 3, 3, 4], "MFMFM"),
        "Proud": ([2, 2, 3, 3, 4], "FMFMF"),
        "Deceiver": ([1, 2, 2, 3, 3], "MFMFM"),
    }
    for name, (worths, genders) in rows.items():
        kind = data.TYPE_NAMES.index(name)
        cards = [c for c in first_deck if C.CARD_TYPE[c] == kind]
        assert [C.CARD_WORTH[c] for c in cards] == worths, name
        assert "".join(C.CARD_GENDER[c] or "" for c in cards) == genders, name
    doers = [c for c in first_deck if C.CARD_TYPE[c] == data.DOER_OF_GOOD]
    assert [C.CARD_WORTH[c] for c in doers] == [1, 1, 2, 2, 3]
    assert all(C.CARD_GENDER[c] is None for c in doers)
    sacraments = Counter(data.TYPE_NAMES[C.CARD_TYPE[c]] for c in first_deck if C.IS_SACRAMENT[c])
    assert sacraments == {
        "Baptism": 3,
        "Penance": 3,
        "Matrimony": 2,
        "Eucharist": 1,
        "Confirmation": 1,
        "Holy Orders": 2,
        "Anointing": 1,
    }
    assert all(C.CARD_WORTH[c] == 5 for c in C.MURDERER_IDS)


def test_sn2_sinners_are_the_nine_sins_deceiver_included():
    nine_sins = {data.TYPE_NAMES[kind] for kind in data.SINNER_TYPES}
    assert nine_sins == {
        "Gluttonous",
        "Slothful",
        "Envious",
        "Wrathful",
        "Selfish",
        "Greedy",
        "Lustful",
        "Proud",
        "Deceiver",
    }
    assert data.DOER_OF_GOOD not in data.SINNER_TYPES and data.MURDERER not in data.SINNER_TYPES


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_sn1_sn4_setup_by_player_count(players: int):
    """SN-1: one deck for 2 players, two for 3-5. SN-4: 2 Murderers per player, one face up in
    every church, the rest face down in Limbo, the others in the box. 12 cards each, the Demon
    deck apart."""
    state = engine.new_game(NAMES[:players], 5)
    decks = data.DECKS_FOR_PLAYERS[players]
    assert decks == (1 if players == 2 else 2)
    assert all(len(hand) == data.HAND_SIZE for hand in state.hands)
    assert len(state.deck) == decks * 63 - players * data.HAND_SIZE
    assert all(
        church == [church[0]] and count(church, "Murderer") == 1 for church in state.churches
    )
    assert len(state.limbo) == players and all(count([c], "Murderer") for c in state.limbo)
    assert sorted(state.box) == sorted(C.MURDERER_IDS[2 * players :])
    assert sorted(state.demon_deck) == sorted(C.DEMON_IDS)
    assert state.piles == [[], []]
    assert conserved(state)


def test_sn9_round_one_draft_in_turn_order_from_the_first_seat():
    """SN-9: seat 1 (index 0) drafts first, then the others in seat order; then seat 1 plays."""
    state = engine.new_game(NAMES[:3], 2)
    order = []
    while state.phase == "draft":
        order.append(engine.current_player(state))
        legal = engine.legal_actions(state)
        assert {a.kind for a in legal} == {"summon"}
        assert len(legal) == len(state.demon_deck)
        state = engine.apply_action(state, legal[0])
    assert order == [0, 1, 2]
    assert all(sum(1 for c in church if C.IS_DEMON[c]) == 1 for church in state.churches)
    assert len(state.demon_deck) == 9 - 3
    assert state.phase == "draw" and state.turn == 0
    assert conserved(state)


def test_beginner_variant_skips_the_demon_draft():
    """Rulebook "Alternate Gameplay Variant" / SN-9: no Demons, play starts at once."""
    state = engine.new_game(NAMES[:4], 3, beginner=True)
    assert state.phase == "draw" and state.turn == 0
    assert state.demon_deck == []
    assert set(C.DEMON_IDS) <= set(state.box)
    assert conserved(state)


def test_sn9_later_round_lowest_total_starts_and_drafts_first():
    """SN-9: after round 1, the lowest total starts (ties: the earlier seat) and drafts first."""
    from sinners_tui.engine.context import Ctx
    from sinners_tui.engine.rounds import end_round
    from sinners_tui.engine.state import thaw

    state = engine.new_game(NAMES[:3], 4)
    state = state.model_copy(update={"totals": [30, 2, 2]})
    ctx = Ctx(thaw(state), fresh=True)
    end_round(ctx, last_holder=None)
    after = ctx.finish()
    assert after.round == 2
    lowest = min(range(3), key=lambda seat: (after.totals[seat], seat))
    assert after.start_seat == lowest
    assert after.phase == "draft" and after.turn == lowest


def test_options_are_checked():
    with pytest.raises(TypeError):
        engine.new_game(NAMES[:2], 1, fast=True)
    with pytest.raises(ValueError):
        engine.new_game(NAMES[:1], 1)
    with pytest.raises(ValueError):
        engine.new_game(["A", "A"], 1)


def test_six_players_are_refused():
    """Rulebook / SN-1: Sinners is for 2 to 5 players; a sixth seat is refused in a sentence."""
    with pytest.raises(ValueError, match="2 to 5 players, not 6"):
        engine.new_game([*NAMES, "Fay"], 1)


def _first_state_of_round(state: engine.State, number: int, seed: int) -> engine.State:
    rng = random.Random(seed)
    while state.round < number:
        assert not engine.is_over(state)
        legal = engine.legal_actions(state)
        state = engine.apply_action(state, legal[rng.randrange(len(legal))])
    return state


def test_sn9_all_nine_demons_are_offered_again_next_round():
    """Rulebook "Ending a Round" (a complete new setup) / SN-9: the Demons summoned in round 1
    come back; round 2's first summoner is offered all nine."""
    state = engine.new_game(NAMES[:3], 5)
    assert {a.card for a in engine.legal_actions(state)} == set(C.DEMON_IDS)
    state = _first_state_of_round(state, 2, seed=5)
    assert state.phase == "draft" and sorted(state.demon_deck) == sorted(C.DEMON_IDS)
    legal = engine.legal_actions(state)
    assert {a.kind for a in legal} == {"summon"}
    assert {a.card for a in legal} == set(C.DEMON_IDS)
    assert not any(C.IS_DEMON[card] for church in state.churches for card in church)
    assert conserved(state)


def test_beginner_variant_has_no_demon_effect_in_any_round():
    """Rulebook "Alternate Gameplay Variant" / SN-9: without Demons no seat ever summons, no
    church holds a Demon and no round's scoring has a Demon's line (Beelzebub, Mulciber...)."""
    demon_names = {C.card_label(card) for card in C.DEMON_IDS}
    rng = random.Random(7)
    state = engine.new_game(NAMES[:3], 7, beginner=True)
    breakdowns = []
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        assert "summon" not in {a.kind for a in legal}
        assert not any(C.IS_DEMON[card] for church in state.churches for card in church)
        before = state.round
        state = engine.apply_action(state, legal[rng.randrange(len(legal))])
        if state.round != before or engine.is_over(state):
            breakdowns.extend(engine.last_round_breakdowns(state))
    assert breakdowns
    labels = [line.label for breakdown in breakdowns for line in breakdown.lines]
    assert not [label for label in labels if label.split(":")[0] in demon_names]
