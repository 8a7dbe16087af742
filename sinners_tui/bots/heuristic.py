"""The ``heuristic`` Sinners bot: plays the obvious good moves from its own view alone.

It lays sets as early as it can, keeps its hand small and free of costly cards (discarding
Deceivers and the highest-worth cards it cannot play), uses each Sacrament when it pays
(Penance on an opponent's best Sinner, Baptism, Matrimony with a couple in hand, Confirmation
over a big church, Eucharist when others hold many Gluttonous and Greedy, Anointing to swap a
bad card for a good one) and summons the Demon its hand suits best. It is also the play-out
policy of the ``mcts`` bot, so it must stay cheap: one pass over the legal actions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from sinners_tui.bots.knowledge import (
    church_loss,
    demon_type,
    eucharist_lure,
    gender_of,
    keep_value,
    next_holder,
    pile_for,
    protected,
    seat_facts,
    type_counts,
    use_to,
)
from sinners_tui.bots.reasons import Favourites, why
from sinners_tui.engine import actions, data
from sinners_tui.engine.cards import CARD_TYPE, CARD_WORTH, IS_SACRAMENT, IS_SINNER, SET_KIND
from sinners_tui.engine.state import State

# --- Judgement weights ------------------------------------------------------------------------

#: What preaching is expected to bring (the better of two unknown cards); a pile card must beat it.
PREACH_EXPECTATION = 2.4
#: How much giving the next player a useful card counts against a discard.
GIFT_WEIGHT = 0.4
#: Least gain that makes a Sacrament worth playing now rather than keeping.
PENANCE_MIN = 2.0
EUCHARIST_MIN_WORTH = 3
CONFIRMATION_MIN_SINNERS = 5
MATRIMONY_MIN = 2.0
ANOINT_MIN_GAIN = 1.0
#: Holy Orders adds a card to the hand: only while the deck is long and the round young.
ORDERS_MIN_DECK = 8
ORDERS_MAX_LATENESS = 0.4
#: Each seat's total above the lowest adds this factor to the harm we like doing to it.
LEADER_WEIGHT = 0.01


def playable(legal: Sequence[Any]) -> Sequence[Any]:
    """The moves a bot weighs: all but a take-back (SN-34), which the engine lists last.

    A bot means every play it makes, so it never needs one.
    """
    if len(legal) > 1 and legal[-1].kind == "take_back":
        return legal[:-1]
    return legal


def choose(state: State, seat: int, legal: Sequence[Any]) -> Any:
    """The heuristic's action for ``seat``; ``state`` may be a view (only ``seat``'s hand)."""
    legal = playable(legal)
    if len(legal) == 1:
        return legal[0]
    decide = _BY_PHASE.get(state.phase)
    action = decide(state, seat, legal) if decide else None
    return action if action is not None else legal[0]


class HeuristicBot:
    """The ``heuristic`` kind: deterministic, so a seed only keeps the factory signature."""

    kind = "heuristic"
    uses_view = True

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: State, seat: int, legal: Sequence[Any]) -> Any:
        """Decide from the seat's own view."""
        return choose(view, seat, legal)

    def reason(self, view: State, seat: int, legal: Sequence[Any]) -> tuple[Any, str]:
        """The action :meth:`choose` takes, and why (the learner's hint)."""
        action = choose(view, seat, legal)
        return action, why(view, seat, action, len(playable(legal)), favourites(view, seat))


def favourites(state: State, seat: int) -> Favourites:
    """The Sinner Penance would strike and the couple Matrimony would lay, by the bot's own
    judgement (the words of a hint name them)."""
    male = _best_of_gender(state, seat, data.MALE, None)
    female = _best_of_gender(state, seat, data.FEMALE, None)
    couple = None if male is None or female is None else (male, female)
    return Favourites(_best_penance(state, seat, _penance_targets(state)), couple)


# --- Draft ------------------------------------------------------------------------------------


def _demon_fit(state: State, seat: int, demon: int) -> float:
    """How well a Demon suits the hand just dealt."""
    counts = type_counts(state.hands[seat])
    sacraments = sum(counts[kind] for kind in data.SACRAMENT_TYPES)
    fits: dict[int, float] = {
        data.DEATH: 0.0,
        data.SIN: 1.0,
        data.BELIAL: 2.0 * counts[data.DECEIVER],
        data.BEELZEBUB: 5.0,
        data.MULCIBER: 2.0,
        data.ASMODEUS: 2.5 * counts[data.LUSTFUL],
        data.MOLOCH: 2.5 * counts[data.WRATHFUL],
        data.MAMMON: 8.0 - 3.0 * (counts[data.GLUTTONOUS] + counts[data.GREEDY]),
        data.LEVIATHAN: 4.0 + 1.0 * sacraments,
    }
    return fits.get(demon, 0.0)


def _draft(state: State, seat: int, legal: Sequence[Any]) -> Any:
    return max(legal, key=lambda a: _demon_fit(state, seat, CARD_TYPE[a.card]))


# --- Phase A ------------------------------------------------------------------------------------


def _draw(state: State, seat: int, legal: Sequence[Any]) -> Any:
    hand = state.hands[seat]
    best: Any = actions.PREACH
    best_value = PREACH_EXPECTATION if state.deck else -1e9
    for action in legal:
        if action.kind != "take" or (state.deck and _taken_to_discard(state, seat, action.card)):
            continue
        value = keep_value(state, seat, action.card, hand)
        if value > best_value:
            best, best_value = action, value
    return best if best in legal else legal[0]


def _preach(state: State, seat: int, legal: Sequence[Any]) -> Any:
    hand = state.hands[seat]
    viewed = state.viewed
    values = {card: keep_value(state, seat, card, hand) for card in viewed}
    keep = max(viewed, key=lambda card: values[card])
    other = viewed[1] if viewed[0] == keep else viewed[0]
    if actions.KEEP_BOTH in legal and values[other] > 0:
        return actions.KEEP_BOTH
    piles = [p for p in range(len(data.PILE_NAMES)) if actions.KEEP[p][keep] in legal]
    pile = pile_for(state, seat, other, piles)
    return actions.KEEP[pile][keep]


def _greedy(state: State, seat: int, legal: Sequence[Any]) -> Any:
    assert state.greedy_pile is not None
    card = state.piles[state.greedy_pile][-1]
    return (
        actions.TAKE_NEXT
        if keep_value(state, seat, card, state.hands[seat]) > 0
        else actions.LEAVE_NEXT
    )


# --- Phase B ------------------------------------------------------------------------------------


def _unwanted_kind(state: State, seat: int, kind: int) -> bool:
    """Mammon pays only for a church without Greedy and Gluttonous."""
    return demon_type(state, seat) == data.MAMMON and kind in (data.GLUTTONOUS, data.GREEDY)


def _set_value(state: State, seat: int, kind: int) -> float:
    hand = state.hands[seat]
    if kind == data.DECEIVER:
        return 0.5
    return sum(CARD_WORTH[card] for card in hand if CARD_TYPE[card] == kind) + 1.0


def _play(state: State, seat: int, legal: Sequence[Any]) -> Any:
    sacraments = [a for a in legal if a.kind == "sacrament"]
    matrimony = [a for a in sacraments if CARD_TYPE[a.card] == data.MATRIMONY]
    if matrimony and _couple_value(state, seat) >= MATRIMONY_MIN:
        return matrimony[0]
    starts = [a for a in legal if a.kind == "start_set" and not _unwanted_kind(state, seat, a.sin)]
    if starts:
        return max(starts, key=lambda a: _set_value(state, seat, a.sin))
    extends = [
        a
        for a in legal
        if a.kind == "extend" and not _unwanted_kind(state, seat, CARD_TYPE[a.card])
    ]
    if extends:
        return max(extends, key=lambda a: CARD_WORTH[a.card])
    best: Any = None
    best_gain = 0.0
    for action in sacraments:
        gain = _sacrament_gain(state, seat, action.card)
        if gain > best_gain:
            best, best_gain = action, gain
    return best if best is not None else actions.END_PLAY


def _sacrament_gain(state: State, seat: int, card: int) -> float:
    """How much playing this Sacrament now is worth (0: keep it)."""
    kind = CARD_TYPE[card]
    if kind == data.BAPTISM:
        return 3.0 if state.limbo else 0.0
    if kind == data.PENANCE:
        target = _best_penance(state, seat, _penance_targets(state))
        if target is None:
            return 0.0
        gain = _penance_value(state, seat, target)
        return gain if gain >= PENANCE_MIN else 0.0
    if kind == data.EUCHARIST:
        if demon_type(state, seat) == data.MAMMON:
            return 0.0
        worth = eucharist_lure(state, seat)
        return float(worth) if worth >= EUCHARIST_MIN_WORTH else 0.0
    if kind == data.CONFIRMATION:
        sinners = sum(1 for c in state.churches[seat] if IS_SINNER[c])
        return 2.0 if sinners >= CONFIRMATION_MIN_SINNERS else 0.0
    if kind == data.HOLY_ORDERS:
        if (
            len(state.deck) >= ORDERS_MIN_DECK
            and seat_facts(state, seat).late <= ORDERS_MAX_LATENESS
        ):
            return 1.0
        return 0.0
    if kind == data.ANOINTING:
        others = [o for o in range(len(state.players)) if o != seat and state.hands[o]]
        worst = min(
            (
                keep_value(state, seat, c, state.hands[seat])
                for c in state.hands[seat]
                if IS_SINNER[c]
            ),
            default=0.0,
        )
        return 1.5 if others and worst < 0 else 0.0
    if kind == data.MATRIMONY:
        return _couple_value(state, seat)
    return 0.0


def _lay_value(state: State, seat: int, card: int) -> float:
    """Worth of laying this single card into the church (Matrimony)."""
    kind = CARD_TYPE[card]
    if kind == data.DECEIVER:
        return 0.5
    if _unwanted_kind(state, seat, kind):
        return -5.0
    same = sum(1 for c in state.hands[seat] if c != card and SET_KIND[c] == SET_KIND[card])
    return CARD_WORTH[card] + 1.5 * same


def _best_of_gender(state: State, seat: int, gender: str, exclude: int | None) -> int | None:
    cards = [c for c in state.hands[seat] if c != exclude and gender_of(c) == gender]
    return max(cards, key=lambda c: _lay_value(state, seat, c), default=None)


def _couple_value(state: State, seat: int) -> float:
    male = _best_of_gender(state, seat, data.MALE, None)
    female = _best_of_gender(state, seat, data.FEMALE, None)
    if male is None or female is None:
        return 0.0
    return _lay_value(state, seat, male) + _lay_value(state, seat, female)


def _build(state: State, seat: int, legal: Sequence[Any]) -> Any:
    kind = state.building_sin
    picks = [a for a in legal if a.kind == "pick"]
    real = [a for a in picks if CARD_TYPE[a.card] == kind]
    if real:
        return max(real, key=lambda a: CARD_WORTH[a.card])
    if actions.FINISH_SET in legal:
        return actions.FINISH_SET
    return max(picks, key=lambda a: CARD_WORTH[a.card]) if picks else legal[0]


def _matrimony(state: State, seat: int, legal: Sequence[Any]) -> Any:
    return max(legal, key=lambda a: _lay_value(state, seat, a.card))


# --- Sacrament targets ------------------------------------------------------------------------


def _penance_targets(state: State) -> list[int]:
    return [
        card
        for church in state.churches
        if not protected(church)
        for card in church
        if IS_SINNER[card]
    ]


def _owner(state: State, card: int) -> int:
    for seat, church in enumerate(state.churches):
        if card in church:
            return seat
    return -1


def _harm_weight(state: State, owner: int) -> float:
    low = min(state.totals)
    return 1.0 + LEADER_WEIGHT * (state.totals[owner] - low)


def _penance_value(state: State, seat: int, card: int) -> float:
    owner = _owner(state, card)
    loss = church_loss(state, owner, card)
    if owner == seat:
        return -loss
    return loss * _harm_weight(state, owner)


def _best_penance(state: State, seat: int, targets: Sequence[int]) -> int | None:
    return max(targets, key=lambda c: _penance_value(state, seat, c), default=None)


def _penance(state: State, seat: int, legal: Sequence[Any]) -> Any:
    return max(legal, key=lambda a: _penance_value(state, seat, a.card))


def _confirmation(state: State, seat: int, legal: Sequence[Any]) -> Any:
    removals = [
        a for a in legal if a.kind == "remove_confirmation" and _owner(state, a.card) != seat
    ]
    if not removals:
        return actions.KEEP_CONFIRMATION
    best = max(removals, key=lambda a: state.totals[_owner(state, a.card)])
    piles = [a.pile for a in removals if a.card == best.card]
    return actions.REMOVE_CONFIRMATION[pile_for(state, seat, best.card, piles)][best.card]


def _anoint_target(state: State, seat: int, legal: Sequence[Any]) -> Any:
    return max(legal, key=lambda a: (len(state.hands[a.seat]), state.totals[a.seat]))


def _worst_sinner(state: State, seat: int, exclude: int | None) -> int | None:
    hand = state.hands[seat]
    sinners = [c for c in hand if IS_SINNER[c] and c != exclude]
    return min(
        sinners,
        key=lambda c: keep_value(state, seat, c, [o for o in hand if o != c]),
        default=None,
    )


def _anoint_take(state: State, seat: int, legal: Sequence[Any]) -> Any:
    hand = state.hands[seat]
    give = _worst_sinner(state, seat, None)
    takes = [a for a in legal if a.kind == "anoint_take"]
    if give is None or not takes:
        return actions.ANOINT_NO_SWAP
    rest = [c for c in hand if c != give]
    best = max(takes, key=lambda a: keep_value(state, seat, a.card, rest))
    gain = keep_value(state, seat, best.card, rest) - keep_value(state, seat, give, rest)
    return best if gain >= ANOINT_MIN_GAIN else actions.ANOINT_NO_SWAP


def _anoint_give(state: State, seat: int, legal: Sequence[Any]) -> Any:
    give = _worst_sinner(state, seat, state.anoint_taken)
    for action in legal:
        if action.card == give:
            return action
    return legal[0]


def _lure_gain(state: State, seat: int, card: int) -> float:
    counts = seat_facts(state, seat).church_counts
    owner = _owner(state, card)
    mine = -float(CARD_WORTH[card]) if CARD_TYPE[card] == data.DECEIVER else CARD_WORTH[card]
    if _unwanted_kind(state, seat, CARD_TYPE[card]):
        mine -= data.MAMMON_BONUS
    if SET_KIND[card] >= 0 and counts[SET_KIND[card]]:
        mine += 1.0
    return mine + church_loss(state, owner, card) * _harm_weight(state, owner)


def _lure(state: State, seat: int, legal: Sequence[Any]) -> Any:
    return max(legal, key=lambda a: _lure_gain(state, seat, a.card))


def _wrath_ranking(state: State, seat: int, legal: Sequence[Any]) -> list[Any]:
    cards = sorted({a.card for a in legal}, key=lambda c: church_loss(state, seat, c))
    return [_with_pile(state, seat, card, legal, actions.WRATH_DISCARD) for card in cards]


def _wrath(state: State, seat: int, legal: Sequence[Any]) -> Any:
    return _wrath_ranking(state, seat, legal)[0]


def _with_pile(
    state: State, seat: int, card: int, legal: Sequence[Any], table: Sequence[Sequence[Any]]
) -> Any:
    """The action laying ``card`` on the legal pile least useful to the next player."""
    piles = [a.pile for a in legal if a.card == card]
    return table[pile_for(state, seat, card, piles)][card]


# --- Phase C ------------------------------------------------------------------------------------


def _discard_costs(state: State, seat: int, hand: Sequence[int]) -> dict[int, float]:
    """What discarding each card of ``hand`` costs ``seat``: its worth kept, and the help it
    gives the next seat to draw."""
    late = seat_facts(state, seat).late
    nxt = next_holder(state, seat)
    costs = {}
    for card in hand:
        value = keep_value(state, seat, card, [c for c in hand if c != card])
        if IS_SACRAMENT[card] and late > 0 and _sacrament_gain(state, seat, card) <= 0:
            value *= 1.0 - late
        costs[card] = value + GIFT_WEIGHT * use_to(state, nxt, card)
    return costs


def _taken_to_discard(state: State, seat: int, card: int) -> bool:
    """Whether taking ``card`` from a pile would only see it discarded again this turn: it
    would be the cheapest card of the hand it joins.

    Such a take changes nothing but the pile the card lies on, and two bots doing it in turn
    pass the same card back and forth for ever (the round ends only when the deck is drawn
    or all hands but one are empty), so a bot preaches instead.
    """
    costs = _discard_costs(state, seat, [*state.hands[seat], card])
    return costs[card] <= min(costs.values())


def _discard_ranking(state: State, seat: int, legal: Sequence[Any]) -> list[Any]:
    costs = _discard_costs(state, seat, state.hands[seat])
    cards = sorted({a.card for a in legal}, key=costs.__getitem__)
    return [_with_pile(state, seat, card, legal, actions.DISCARD) for card in cards]


def _discard(state: State, seat: int, legal: Sequence[Any]) -> Any:
    return _discard_ranking(state, seat, legal)[0]


def shortlist(state: State, seat: int, legal: Sequence[Any], size: int) -> list[Any]:
    """The heuristic's own choice first, then its next-best alternatives (at most ``size``).

    The search weighs only these: with a handful of sensible moves, its few hundred sampled
    play-outs tell them apart, where spread over every legal move they would tell nothing.
    Laying cards into the church is never second-guessed (sets early always pays).
    """
    legal = playable(legal)
    choice = choose(state, seat, legal)
    phase = state.phase
    ranked: list[Any]
    if phase == "play":
        if choice.kind in ("start_set", "extend"):
            return [choice]
        ranked = [a for a in legal if a.kind in ("sacrament", "end_play")]
    elif phase == "draft":
        ranked = sorted(legal, key=lambda a: -_demon_fit(state, seat, CARD_TYPE[a.card]))
    elif phase == "draw":
        hand = state.hands[seat]
        takes = [a for a in legal if a.kind == "take"]
        takes.sort(key=lambda a: -keep_value(state, seat, a.card, hand))
        ranked = [actions.PREACH, *takes] if actions.PREACH in legal else takes
    elif phase == "penance":
        ranked = sorted(legal, key=lambda a: -_penance_value(state, seat, a.card))
    elif phase == "lure":
        ranked = sorted(legal, key=lambda a: -_lure_gain(state, seat, a.card))
    elif phase == "wrath":
        ranked = _wrath_ranking(state, seat, legal)
    elif phase == "discard":
        ranked = _discard_ranking(state, seat, legal)
    else:
        ranked = list(legal)
    result = [choice]
    for action in ranked:
        if len(result) >= size:
            break
        if action not in result:
            result.append(action)
    return result


_BY_PHASE: dict[str, Callable[[State, int, Sequence[Any]], Any]] = {
    "draft": _draft,
    "draw": _draw,
    "preach": _preach,
    "greedy": _greedy,
    "play": _play,
    "build": _build,
    "matrimony": _matrimony,
    "penance": _penance,
    "confirmation": _confirmation,
    "anoint_target": _anoint_target,
    "anoint_take": _anoint_take,
    "anoint_give": _anoint_give,
    "lure": _lure,
    "wrath": _wrath,
    "discard": _discard,
}
