"""What the Sinners bots know about cards: how much a card is worth to a seat, kept or given.

Both bots read only a seat's view (or, inside a search, a sampled full state shaped like one),
so every helper here takes the state and a seat and looks only at that seat's hand, the public
churches and piles, and counts of hidden cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from sinners_tui.engine import data
from sinners_tui.engine.cards import (
    CARD_GENDER,
    CARD_TYPE,
    CARD_WORTH,
    HIDDEN,
    IS_SACRAMENT,
    IS_SINNER,
    SET_KIND,
)
from sinners_tui.engine.state import State

# --- Judgement weights: the bots' own tuning, not rules numbers -------------------------------

#: Bonus for a card that goes into the church at once (extends a sin already there).
EXTENDS_BONUS = 3.0
#: Bonus for a card that completes a set with the cards in hand.
COMPLETES_BONUS = 2.5
#: Bonus for a card that makes a pair towards a set.
PAIR_BONUS = 0.8
#: How heavily an unplayable card's worth counts against keeping it (grows as the round ends).
LIABILITY_EARLY = 0.3
LIABILITY_LATE = 1.2
#: Draw Deck size under which the round counts as nearly over.
LATE_DECK = 12
#: Rough worth of holding each Sacrament (Sacraments in hand cost nothing at scoring).
SACRAMENT_VALUE: dict[int, float] = {
    data.BAPTISM: 4.0,
    data.PENANCE: 3.0,
    data.MATRIMONY: 2.0,
    data.EUCHARIST: 1.5,
    data.CONFIRMATION: 1.5,
    data.HOLY_ORDERS: 1.0,
    data.ANOINTING: 2.0,
}
#: A Sacrament on top of a pile closes that pile to the next player: worth this much to us.
BLOCKING_SACRAMENT = 1.0
#: Sets that earn something at 3 or more cards (breaking one hurts its owner more).
THRESHOLD_SINS: dict[int, int] = {
    data.GLUTTONOUS: data.GLUTTONOUS_THRESHOLD,
    data.SLOTHFUL: data.SLOTHFUL_THRESHOLD,
    data.ENVIOUS: data.ENVIOUS_THRESHOLD,
    data.WRATHFUL: data.WRATHFUL_ANY_CARD_THRESHOLD,
    data.GREEDY: data.GREEDY_THRESHOLD,
    data.LUSTFUL: data.LUSTFUL_THRESHOLD,
    data.PROUD: data.PROUD_THRESHOLD,
    data.SELFISH: data.SELFISH_THRESHOLD,
}
#: Points a church is thought to lose when a set of THRESHOLD_SINS drops below its threshold.
THRESHOLD_LOSS = 4.0


def demon_type(state: State, seat: int) -> int | None:
    """The Demon type summoned into ``seat``'s church, if any."""
    for card in state.churches[seat]:
        kind = CARD_TYPE[card]
        if kind in data.DEMON_TYPES:
            return kind
    return None


def type_counts(cards: Sequence[int]) -> list[int]:
    """How many cards of each type (hidden cards are skipped)."""
    counts = [0] * len(data.TYPE_NAMES)
    for card in cards:
        if card != HIDDEN:
            counts[CARD_TYPE[card]] += 1
    return counts


def set_size(church_counts: Sequence[int]) -> int:
    """Cards a new set needs in this church (SN-16)."""
    if church_counts[data.SLOTHFUL] >= data.SLOTHFUL_THRESHOLD:
        return data.SLOTHFUL_SET_SIZE
    return data.SET_SIZE


def lateness(state: State) -> float:
    """0 early in the round, 1 when the round is about to end (few cards left somewhere)."""
    deck_late = max(0.0, 1.0 - len(state.deck) / LATE_DECK) if LATE_DECK else 0.0
    holding = sorted(len(hand) for hand in state.hands if hand)
    # Round also ends when only one player still holds cards: watch the second-largest hand.
    hands_late = 0.0
    if len(holding) >= 2:
        second = holding[-2]
        hands_late = max(0.0, 1.0 - second / (data.HAND_SIZE / 2))
    return min(1.0, max(deck_late, hands_late))


class SeatFacts(NamedTuple):
    """Facts about one seat's church and the round that every card judgement needs."""

    church_counts: list[int]
    demon: int | None
    late: float
    liability: float


_facts_state: State | None = None
_facts: dict[int, SeatFacts] = {}


def seat_facts(state: State, seat: int) -> SeatFacts:
    """The facts of ``seat`` in ``state``, kept for the last state asked about.

    States are never changed once made, so the identity of the state is a safe key; the bots
    judge many cards of one state in a row, and play-outs judge thousands of states.
    """
    global _facts_state, _facts
    if _facts_state is not state:
        _facts_state = state
        _facts = {}
    held = _facts.get(seat)
    if held is not None:
        return held
    late = lateness(state)
    facts = SeatFacts(
        type_counts(state.churches[seat]),
        demon_type(state, seat),
        late,
        LIABILITY_EARLY + (LIABILITY_LATE - LIABILITY_EARLY) * late,
    )
    _facts[seat] = facts
    return facts


def keep_value(state: State, seat: int, card: int, hand: Sequence[int]) -> float:
    """How good it is for ``seat`` to hold ``card`` next to ``hand`` (which excludes it)."""
    facts = seat_facts(state, seat)
    church_counts = facts.church_counts
    demon = facts.demon
    kind = CARD_TYPE[card]
    if IS_SACRAMENT[card]:
        return sacrament_value(state, seat, card)
    late = facts.late
    liability = facts.liability
    worth = float(CARD_WORTH[card])
    if kind == data.DECEIVER:
        if demon == data.BELIAL:
            return 0.5
        return -worth * liability - 0.5
    if demon == data.MAMMON and kind in (data.GLUTTONOUS, data.GREEDY):
        return -worth * liability - 1.0
    set_kind = SET_KIND[card]
    if set_kind < 0:
        return 0.0
    if church_counts[set_kind]:
        return worth + EXTENDS_BONUS
    same = sum(1 for other in hand if other != HIDDEN and SET_KIND[other] == set_kind)
    deceivers = sum(1 for other in hand if other != HIDDEN and CARD_TYPE[other] == data.DECEIVER)
    size = set_size(church_counts)
    if same + 1 >= size or (same >= 1 and same + 1 + deceivers >= size):
        return worth + COMPLETES_BONUS
    if same + 1 == size - 1:
        return worth * (1.0 - late) * 0.5 + PAIR_BONUS * (1.0 - late) - worth * liability * late
    return -worth * liability


def eucharist_lure(state: State, seat: int) -> int:
    """Worth of the sinners a Eucharist would lure into ``seat``'s church now."""
    return sum(
        CARD_WORTH[c]
        for other, church in enumerate(state.churches)
        if other != seat and not protected(church)
        for c in church
        if CARD_TYPE[c] in data.EUCHARIST_LURES
    )


def sacrament_value(state: State, seat: int, card: int) -> float:
    """Rough worth of holding a Sacrament (it costs nothing in hand)."""
    kind = CARD_TYPE[card]
    base = SACRAMENT_VALUE.get(kind, 0.0)
    if kind == data.BAPTISM and not state.limbo:
        return 0.0
    if kind == data.EUCHARIST:
        if demon_type(state, seat) == data.MAMMON:
            return 0.0
        return base + eucharist_lure(state, seat) * 0.5
    if demon_type(state, seat) == data.LEVIATHAN:
        base += 1.0
    return base


def protected(church: Sequence[int]) -> bool:
    """Confirmation lies in this church: nobody can leave it."""
    return any(CARD_TYPE[card] == data.CONFIRMATION for card in church)


def next_holder(state: State, seat: int) -> int | None:
    """The next seat after ``seat`` that still holds cards (the next to draw)."""
    count = len(state.players)
    for step in range(1, count):
        other = (seat + step) % count
        if state.hands[other]:
            return other
    return None


def use_to(state: State, seat: int | None, card: int) -> float:
    """How much ``seat`` would like to find ``card`` on top of a pile (public facts only)."""
    if seat is None:
        return 0.0
    if IS_SACRAMENT[card]:
        # A Sacrament on top closes the pile (unless Wrathful 3+).
        return -BLOCKING_SACRAMENT
    kind = SET_KIND[card]
    if kind < 0 or kind == data.DECEIVER:
        return -0.5
    if seat_facts(state, seat).church_counts[kind]:
        return CARD_WORTH[card] + EXTENDS_BONUS
    return 0.3 * CARD_WORTH[card]


def pile_for(state: State, seat: int, card: int, piles: Sequence[int]) -> int:
    """Of ``piles``, the one where laying ``card`` helps the next player least."""
    nxt = next_holder(state, seat)
    best_pile = piles[0]
    best = float("inf")
    for pile in piles:
        other = [p for p in range(len(state.piles)) if p != pile]
        tops = [use_to(state, nxt, card)]
        tops.extend(use_to(state, nxt, state.piles[p][-1]) for p in other if state.piles[p])
        score = max(tops)
        if score < best:
            best = score
            best_pile = pile
    return best_pile


def church_loss(state: State, owner: int, card: int) -> float:
    """Roughly what ``owner`` loses when ``card`` leaves their church."""
    kind = CARD_TYPE[card]
    facts = seat_facts(state, owner)
    counts = facts.church_counts
    demon = facts.demon
    if kind == data.DECEIVER:
        if demon == data.BELIAL:
            return 0.0
        doers = counts[data.DOER_OF_GOOD]
        return 0.0 if doers >= counts[data.DECEIVER] else -float(CARD_WORTH[card])
    loss = float(CARD_WORTH[card])
    threshold = THRESHOLD_SINS.get(kind)
    if threshold is not None and counts[kind] == threshold:
        loss += THRESHOLD_LOSS
    if demon == data.ASMODEUS and kind == data.LUSTFUL:
        loss += 2.0
    if demon == data.MOLOCH and kind == data.WRATHFUL:
        loss += 2.0
    return loss


def gender_of(card: int) -> str | None:
    """A Sinner's gender (Matrimony)."""
    return CARD_GENDER[card] if IS_SINNER[card] else None
