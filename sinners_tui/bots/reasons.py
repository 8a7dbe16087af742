"""Why the heuristic Sinners bot takes its choice, in the game's words: the hint a learner asks for.

The bot pairs its own choice (:func:`sinners_tui.bots.heuristic.choose`) with :func:`why`, so
hint and play never disagree. The words are read off the view the bot decided on (the seat's
own hand, the public churches, piles and Limbo, counts of hidden cards) and say what the move
does in the game's terms: cards, sets, souls at scoring, who is hurt ("Proud (3, male) joins
the 2 Proud in your church: 3 more souls at scoring"). The bot's own weights never appear.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from shared.engine.words import plural
from sinners_tui.bots.knowledge import (
    THRESHOLD_SINS,
    eucharist_lure,
    next_holder,
    seat_facts,
    set_size,
)
from sinners_tui.engine import data
from sinners_tui.engine.cards import (
    CARD_TYPE,
    CARD_WORTH,
    HIDDEN,
    IS_SACRAMENT,
    IS_SINNER,
    SET_KIND,
    card_label,
    type_name,
)
from sinners_tui.engine.state import State


class Favourites(NamedTuple):
    """What the bot's judgement picks of the position, for the words that name it: the
    Sinner Penance would send to Limbo, and the couple Matrimony would lay."""

    penance: int | None = None
    couple: tuple[int, int] | None = None


Words = Callable[[State, int, Any, Favourites], str]


#: No picks of the bot's to name (a hint asked without them).
NO_FAVOURITES = Favourites()


def why(
    state: State, seat: int, action: Any, choices: int, favourites: Favourites = NO_FAVOURITES
) -> str:
    """What ``action`` does for ``seat``, read off ``state`` (the seat's own view), among
    ``choices`` moves; ``favourites`` are the bot's own picks of the position."""
    if choices <= 1:
        return "it is the only choice"
    words = WORDS.get(action.kind)
    return words(state, seat, action, favourites) if words is not None else "the bot rates it best"


# --- small phrases -----------------------------------------------------------------------------


def _souls(count: int) -> str:
    return plural(count, "soul", "souls")


def _owner(state: State, card: int) -> int | None:
    for seat, church in enumerate(state.churches):
        if card in church:
            return seat
    return None


def _of_kind(cards: Sequence[int], kind: int) -> list[int]:
    return [card for card in cards if card != HIDDEN and CARD_TYPE[card] == kind]


def fit_words(state: State, seat: int, card: int, hand: Sequence[int]) -> str:
    """How ``card`` fits ``seat``'s church and ``hand`` (``hand`` without the card)."""
    label = card_label(card)
    kind = CARD_TYPE[card]
    facts = seat_facts(state, seat)
    if IS_SACRAMENT[card]:
        return f"{label} costs nothing in your hand at scoring and can be played later"
    if kind == data.DECEIVER:
        if facts.demon == data.BELIAL:
            return f"{label} costs you nothing with Belial"
        return f"{label} can stand in for a missing card of a set"
    if facts.demon == data.MAMMON and kind in (data.GLUTTONOUS, data.GREEDY):
        return f"{label} keeps it from the others (Mammon wants none in your church)"
    set_kind = SET_KIND[card]
    if set_kind < 0:
        return label
    name = type_name(set_kind)
    in_church = facts.church_counts[set_kind]
    if in_church:
        return (
            f"{label} joins the {in_church} {name} in your church: "
            f"{_souls(CARD_WORTH[card])} more at scoring"
        )
    same = len([c for c in hand if c != HIDDEN and SET_KIND[c] == set_kind])
    size = set_size(facts.church_counts)
    if same + 1 >= size:
        return f"with the {same} {name} in your hand, {label} makes a set of {same + 1}"
    if same:
        return f"{label} goes with the {same} {name} in your hand, towards a set of {size}"
    return f"{label} is worth {_souls(CARD_WORTH[card])} once laid"


def _pile_words(state: State, seat: int, pile: int) -> str:
    nxt = next_holder(state, seat)
    who = "the next player" if nxt is None else state.players[nxt]
    return f"the {data.PILE_NAMES[pile]} pile, where it helps {who} least"


def _hand(state: State, seat: int, without: int | None = None) -> list[int]:
    hand = list(state.hands[seat])
    if without in hand:
        hand.remove(without)
    return hand


# --- the words of each kind of move -------------------------------------------------------------


def _summon(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    kind = CARD_TYPE[action.card]
    hand = state.hands[seat]
    name = type_name(kind)
    if kind == data.BELIAL:
        n = len(_of_kind(hand, data.DECEIVER))
        return f"you hold {plural(n, 'Deceiver', 'Deceivers')}: with {name} they cost nothing"
    if kind in (data.ASMODEUS, data.MOLOCH):
        sin = data.LUSTFUL if kind == data.ASMODEUS else data.WRATHFUL
        bonus = data.ASMODEUS_BONUS if kind == data.ASMODEUS else data.MOLOCH_BONUS
        n = len(_of_kind(hand, sin))
        return (
            f"you hold {n} {type_name(sin)}: +{bonus} with more {type_name(sin)} than every "
            "other church"
        )
    if kind == data.MAMMON:
        n = len(_of_kind(hand, data.GREEDY)) + len(_of_kind(hand, data.GLUTTONOUS))
        return f"you hold {n} Greedy and Gluttonous: +{data.MAMMON_BONUS} with none in your church"
    if kind == data.LEVIATHAN:
        n = sum(1 for card in hand if card != HIDDEN and IS_SACRAMENT[card])
        return (
            f"you hold {plural(n, 'Sacrament', 'Sacraments')}: "
            f"+{data.LEVIATHAN_BONUS_PER_SACRAMENT} for each Sacrament in play"
        )
    if kind == data.BEELZEBUB:
        return f"+{data.BEELZEBUB_BONUS} if you are the first to empty your hand"
    if kind == data.MULCIBER:
        return f"+{data.MULCIBER_BONUS} if you are the last one holding cards"
    if kind == data.SIN:
        return f"+{data.SIN_BONUS} with fewer Sinners than every other church"
    return f"{name} suits the hand you were dealt best"


def _preach(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    return (
        "no open card adds more to your hand than the better of two from the Draw Deck "
        f"({plural(len(state.deck), 'card', 'cards')} left)"
    )


def _take(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    return fit_words(state, seat, action.card, _hand(state, seat))


def _keep(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    other = next((card for card in state.viewed if card != action.card), None)
    words = fit_words(state, seat, action.card, _hand(state, seat))
    if other is None:
        return words
    return f"{words}; {card_label(other)} goes onto {_pile_words(state, seat, action.pile)}"


def _keep_both(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    return "both viewed cards are worth keeping, and your Selfish let you"


def _take_next(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    pile = state.piles[state.greedy_pile] if state.greedy_pile is not None else []
    if not pile:
        return "the pile is empty"
    card = pile[-1]
    if action.take:
        return fit_words(state, seat, card, _hand(state, seat))
    return f"{card_label(card)} would only cost you {_souls(CARD_WORTH[card])} in hand"


def _set_words(state: State, seat: int, sin: int) -> str:
    cards = _of_kind(state.hands[seat], sin)
    worth = sum(CARD_WORTH[card] for card in cards)
    return (
        f"your {len(cards)} {type_name(sin)} make a set worth {_souls(worth)} in your church, "
        "where they no longer count against you at scoring"
    )


def _start_set(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    return _set_words(state, seat, action.sin)


def _pick(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    card = action.card
    if CARD_TYPE[card] == data.DECEIVER:
        return f"{card_label(card)} fills the set up to its size"
    return f"{card_label(card)} adds {_souls(CARD_WORTH[card])} to the set"


def _finish(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    worth = sum(CARD_WORTH[card] for card in state.building)
    return (
        f"the set holds {plural(len(state.building), 'card', 'cards')} worth "
        f"{_souls(worth)}; no more of that sin is worth adding"
    )


def _extend(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    return fit_words(state, seat, action.card, _hand(state, seat, action.card))


def _sacrament(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    kind = CARD_TYPE[action.card]
    if kind == data.BAPTISM:
        return f"{plural(len(state.limbo), 'Sinner waits', 'Sinners wait')} in Limbo"
    if kind == data.PENANCE:
        target = favourites.penance
        if target is None:
            return "it sends a Sinner of a leading church to Limbo"
        return f"it can send {_church_card(state, target)} to Limbo"
    if kind == data.MATRIMONY:
        if favourites.couple is None:
            return "it lays a couple from your hand into your church at once"
        worth = sum(CARD_WORTH[card] for card in favourites.couple)
        couple = " and ".join(card_label(card) for card in favourites.couple)
        return f"it lays {couple} into your church at once: {_souls(worth)}"
    if kind == data.EUCHARIST:
        worth = eucharist_lure(state, seat)
        return f"it lures Gluttonous and Greedy worth {_souls(worth)} from the other churches"
    if kind == data.CONFIRMATION:
        sinners = sum(1 for card in state.churches[seat] if IS_SINNER[card])
        return f"nobody can take the {sinners} Sinners of your church any more"
    if kind == data.HOLY_ORDERS:
        return f"one more card from the Draw Deck ({len(state.deck)} left) while the round is young"
    if kind == data.ANOINTING:
        return "you may swap the worst Sinner of your hand for a better one"
    return f"{type_name(kind)} pays most played now"


def _end_play(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    return "no set to lay and no Sacrament that pays now: keep them for later"


def _discard(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    card = action.card
    label = card_label(card)
    if IS_SACRAMENT[card]:
        first = f"{label} does not pay for you this round"
    elif CARD_TYPE[card] == data.DECEIVER:
        first = f"{label} would cost you {_souls(CARD_WORTH[card])} at scoring"
    else:
        first = f"{label} fits no set you can lay soon"
    return f"{first}; it goes onto {_pile_words(state, seat, action.pile)}"


def _church_card(state: State, card: int) -> str:
    owner = _owner(state, card)
    whose = "a church" if owner is None else f"{state.players[owner]}'s church"
    return f"{card_label(card)} of {whose}"


def _penance(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    owner = _owner(state, action.card)
    if owner == seat:
        return f"{card_label(action.card)} costs your church least"
    card = action.card
    words = f"{_church_card(state, card)} goes to Limbo: {_souls(CARD_WORTH[card])} less there"
    kind = CARD_TYPE[card]
    threshold = THRESHOLD_SINS.get(kind)
    count = None if owner is None else seat_facts(state, owner).church_counts[kind]
    if threshold is not None and count == threshold:
        words += f", and its {type_name(kind)} fall below {threshold}"
    return words


def _matrimony(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    return f"{card_label(action.card)} adds {_souls(CARD_WORTH[action.card])} to your church"


def _remove_confirmation(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    owner = _owner(state, action.card)
    if owner is None:
        return "it opens a church again"
    return (
        f"{state.players[owner]}'s church, with the highest total ({state.totals[owner]}), "
        "is open to Sacraments again"
    )


def _keep_confirmation(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    return "there is no other church worth striking"


def _anoint(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    n = len(state.hands[action.seat])
    return f"{state.players[action.seat]} holds {plural(n, 'card', 'cards')}, the most"


def _anoint_take(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    return f"{card_label(action.card)} is worth more to you than your worst Sinner"


def _anoint_no_swap(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    return "no card on offer is worth giving up your worst Sinner for"


def _anoint_give(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    return f"{card_label(action.card)} is the Sinner you gain least by keeping"


def _lure(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    return (
        f"{_church_card(state, action.card)} comes into yours: "
        f"{_souls(CARD_WORTH[action.card])} for you"
    )


def _wrath(state: State, seat: int, action: Any, favourites: Favourites) -> str:
    return (
        f"your church loses least by {card_label(action.card)}; it goes onto "
        f"{_pile_words(state, seat, action.pile)}"
    )


WORDS: dict[str, Words] = {
    "summon": _summon,
    "preach": _preach,
    "take": _take,
    "keep": _keep,
    "keep_both": _keep_both,
    "take_next": _take_next,
    "start_set": _start_set,
    "pick": _pick,
    "finish_set": _finish,
    "extend": _extend,
    "sacrament": _sacrament,
    "end_play": _end_play,
    "discard": _discard,
    "penance": _penance,
    "matrimony": _matrimony,
    "remove_confirmation": _remove_confirmation,
    "keep_confirmation": _keep_confirmation,
    "anoint": _anoint,
    "anoint_take": _anoint_take,
    "anoint_no_swap": _anoint_no_swap,
    "anoint_give": _anoint_give,
    "lure": _lure,
    "wrath_discard": _wrath,
}
