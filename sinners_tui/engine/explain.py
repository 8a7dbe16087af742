"""Words for players: menu labels of actions and the reasons an action is refused."""

from __future__ import annotations

from typing import Any, NamedTuple

from pydantic import BaseModel

from sinners_tui.engine import data
from sinners_tui.engine.cards import (
    CARD_COUNT,
    CARD_TYPE,
    IS_SACRAMENT,
    IS_SINNER,
    card_label,
    type_name,
)
from sinners_tui.engine.legal import (
    LEGAL,
    holds,
    is_protected,
    new_set_size,
    owner_of,
)
from sinners_tui.engine.state import State

#: What the seat to act is asked for, by phase (used in refusals and by the user interface).
PHASE_PROMPTS: dict[str, str] = {
    "draft": "summon a Demon",
    "draw": "draw (preach, or take a card from a discard pile)",
    "preach": "choose which viewed card to keep",
    "greedy": "take or leave the next card of the pile (Greedy)",
    "play": "play cards into the church, or end phase B",
    "build": "pick the cards of the new set",
    "matrimony": "pick the couple for Matrimony",
    "penance": "choose the Sinner Penance sends to Limbo",
    "confirmation": "discard a Confirmation with Holy Orders, or leave it",
    "anoint_target": "choose whose hand to anoint",
    "anoint_take": "choose a Sinner to take, or swap nothing",
    "anoint_give": "choose a Sinner to give in return",
    "lure": "choose the Sinner to lure (Lustful)",
    "wrath": "discard a Sinner from the church (another player's Wrathful)",
    "discard": "discard a card (phase C)",
    "over": "nothing: the game is over",
}

_PHASE_KINDS: dict[str, frozenset[str]] = {
    "draft": frozenset({"summon"}),
    "draw": frozenset({"preach", "take"}),
    "preach": frozenset({"keep", "keep_both"}),
    "greedy": frozenset({"take_next"}),
    "play": frozenset({"start_set", "extend", "sacrament", "end_play"}),
    "build": frozenset({"pick", "finish_set"}),
    "matrimony": frozenset({"matrimony"}),
    "penance": frozenset({"penance"}),
    "confirmation": frozenset({"remove_confirmation", "keep_confirmation"}),
    "anoint_target": frozenset({"anoint"}),
    "anoint_take": frozenset({"anoint_take", "anoint_no_swap"}),
    "anoint_give": frozenset({"anoint_give"}),
    "lure": frozenset({"lure"}),
    "wrath": frozenset({"wrath_discard"}),
    "discard": frozenset({"discard"}),
    "over": frozenset(),
}


#: Moves open in several phases (SN-34), not listed in ``_PHASE_KINDS``.
_ANY_PHASE_KINDS = frozenset({"take_back"})
_KINDS = frozenset().union(*_PHASE_KINDS.values(), _ANY_PHASE_KINDS)

#: The Sacrament whose target is being chosen, by phase: a take-back cancels it (SN-34).
_SACRAMENT_BEING_PLAYED = {
    "penance": data.PENANCE,
    "matrimony": data.MATRIMONY,
    "confirmation": data.HOLY_ORDERS,
    "anoint_target": data.ANOINTING,
}


def _pile(index: int) -> str:
    return f"the {data.PILE_NAMES[index]} pile"


def _owner_name(state: State, card: int) -> str:
    try:
        return state.players[owner_of(state, card)]
    except ValueError:
        return "a"


def describe_action(state: State, action: Any) -> str:
    """A short menu label for ``action`` in the words of the seat taking it."""
    kind = getattr(action, "kind", "")
    card: Any = getattr(action, "card", None)  # every kind below that names a card has one
    label = card_label(card) if isinstance(card, int) and -1 <= card < CARD_COUNT else ""
    if kind == "summon":
        return f"Summon {label}"
    if kind == "preach":
        if len(state.deck) < data.PREACH_VIEW:
            return "Preach: take the last card of the Draw Deck"
        return f"Preach: view the top {data.PREACH_VIEW} cards of the Draw Deck"
    if kind == "take":
        return f"Take {label} from {_pile(action.pile)}"
    if kind == "keep":
        others = [other for other in state.viewed if other != card]
        other = card_label(others[0]) if others else "the other card"
        return f"Keep {label}; discard {other} onto {_pile(action.pile)}"
    if kind == "keep_both":
        return "Keep both cards (Selfish)"
    if kind == "take_next":
        if not action.take:
            return "Leave the next card"
        pile = state.piles[state.greedy_pile] if state.greedy_pile is not None else []
        return f"Also take {card_label(pile[-1])} (Greedy)" if pile else "Also take the next card"
    if kind == "start_set":
        return f"Start a set of {type_name(action.sin)}"
    if kind == "pick":
        if (
            state.building_sin is not None
            and CARD_TYPE[card] != state.building_sin
            and CARD_TYPE[card] == data.DECEIVER
        ):
            return f"Add {label} to the set as a stand-in"
        return f"Add {label} to the set"
    if kind == "finish_set":
        sin = type_name(state.building_sin) if state.building_sin is not None else "the"
        return f"Lay the set of {sin} into your church"
    if kind == "extend":
        return f"Add {label} to your church"
    if kind == "sacrament":
        return f"Play {label}"
    if kind == "end_play":
        return "Play nothing more; go on to the discard"
    if kind == "discard":
        return f"Discard {label} onto {_pile(action.pile)}"
    if kind == "penance":
        return f"Send {label} from {_owner_name(state, card)}'s church to Limbo"
    if kind == "matrimony":
        return f"Lay {label} with Matrimony"
    if kind == "remove_confirmation":
        return (
            f"Discard the Confirmation of {_owner_name(state, card)}'s church onto "
            f"{_pile(action.pile)}"
        )
    if kind == "keep_confirmation":
        return "Leave every Confirmation where it is"
    if kind == "anoint":
        return f"Look at {state.players[action.seat]}'s hand"
    if kind == "anoint_take":
        return f"Take {label}"
    if kind == "anoint_no_swap":
        return "Swap nothing"
    if kind == "anoint_give":
        return f"Give {label} in return"
    if kind == "lure":
        return f"Lure {label} from {_owner_name(state, card)}'s church"
    if kind == "wrath_discard":
        return f"Discard {label} from your church onto {_pile(action.pile)}"
    if kind == "take_back":
        return take_back_label(state)
    return "Unknown action"


def take_back_label(state: State) -> str:
    """What a take-back does now, in the words of the menu (SN-34)."""
    if state.phase == "build":
        return "Cancel the new set (its cards stay in your hand)"
    sacrament = _SACRAMENT_BEING_PLAYED.get(state.phase)
    if sacrament is not None:
        return f"Cancel {type_name(sacrament)} (it goes back into your hand)"
    if state.phase == "discard":
        return "Back to phase B (take back your last step)"
    return "Take back your last play"


def take_back_reason(state: State) -> str:
    """Why nothing can be taken back now (SN-34)."""
    return _take_back_refusal(state).sentence


def _take_back_refusal(state: State) -> Why:
    if state.phase == "wrath":
        return Why(
            "only the player whose turn it is",
            "Only the player whose turn it is may take back plays, and only until another "
            "player decides.",
        )
    if state.phase in ("draft", "draw", "greedy") or (
        state.phase == "preach" and not state.preach_for_orders
    ):
        return Why(
            "no play of phase B yet",
            "Only plays of phase B can be taken back, and you have made none yet this turn.",
        )
    return Why(
        "nothing to take back now",
        "There is no play to take back: a play stands once something hidden comes to light "
        "after it (a card from the Draw Deck or from Limbo, a look at a hand) or another "
        "player decides, and you have made none since.",
    )


class Why(NamedTuple):
    """Why a move is refused, twice: a few words for a menu line, and the whole sentence.

    The two are written side by side, so the dimmed option ("Take the top card of the left
    pile (the pile is empty)") and the message its key brings never disagree.
    """

    note: str
    sentence: str


def refusal_reason(state: State, action: Any) -> str | None:
    """Why ``action`` is not legal now, in a sentence a player understands; ``None`` if it is.

    The same words the engine refuses the action with, so a menu can show a closed option with
    its reason without trying the action first.
    """
    why = refusal(state, action)
    return None if why is None else why.sentence


def closed_note(state: State, action: Any) -> str | None:
    """A few words saying why ``action`` is closed now, for its menu line ("the pile is
    empty", "taken by Cid"); ``None`` if it is legal."""
    why = refusal(state, action)
    return None if why is None else why.note


def refusal(state: State, action: Any) -> Why | None:
    """The note and the sentence of a refusal (``None``: the move is legal)."""
    if state.phase == "over":
        return Why("the game is over", "The game is over.")
    kind = getattr(action, "kind", None)
    if not isinstance(action, BaseModel) or kind not in _KINDS:
        return Why("not a move of this game", "That is not a move of Sinners.")
    if action in LEGAL.get(state):
        return None
    if kind == "take_back":
        return _take_back_refusal(state)
    if kind not in _PHASE_KINDS[state.phase]:
        return Why("not at this point", f"Now is the time to {PHASE_PROMPTS[state.phase]}.")
    card = getattr(action, "card", None)
    pile = getattr(action, "pile", None)
    if isinstance(card, int) and not 0 <= card < CARD_COUNT:
        return Why("no such card", "There is no such card.")
    if isinstance(pile, int) and not 0 <= pile < len(data.PILE_NAMES):
        return Why("no such pile", "There are only two discard piles, the left and the right one.")
    specific = _specific_reason(state, action, kind)
    return specific or Why("not possible now", "That is not possible now.")


_NOT_IN_HAND = Why("not in your hand", "That card is not in your hand.")
_KEEP_ONE = Why(
    "keep a card to discard",
    "Keep a card: the last card of your hand must be discarded in phase C.",
)


def _holder_name(state: State, card: int) -> str | None:
    """Who holds ``card`` in their church (public), if anyone does."""
    for seat, church in enumerate(state.churches):
        if card in church:
            return state.players[seat]
    return None


def _specific_reason(state: State, action: Any, kind: str) -> Why | None:
    seat = state.turn
    hand = state.hands[seat]
    card = getattr(action, "card", -1)
    if kind == "summon":
        holder = _holder_name(state, card)
        if holder is not None:
            return Why(
                f"taken by {holder}",
                f"{holder} has summoned that Demon: it is not in the Demon deck.",
            )
        return Why("not in the Demon deck", "That Demon is not in the Demon deck.")
    if kind == "take":
        name = data.PILE_NAMES[action.pile]
        pile = state.piles[action.pile]
        if not pile:
            return Why("the pile is empty", f"The {name} pile is empty.")
        if card not in pile:
            return Why("not in that pile", f"That card is not in the {name} pile.")
        if holds(state, seat, data.WRATHFUL, data.WRATHFUL_ANY_CARD_THRESHOLD):
            return None
        if pile[-1] != card:
            return Why(
                "only the top card",
                "Only the top card of a pile may be taken "
                f"({data.WRATHFUL_ANY_CARD_THRESHOLD} Wrathful would let you choose).",
            )
        if IS_SACRAMENT[card]:
            return Why(
                "a Sacrament lies on top",
                f"A Sacrament lies on top of the {name} pile: you cannot draw from it.",
            )
    if kind == "keep" and card not in state.viewed:
        return Why("not a viewed card", "You can keep only one of the two cards you viewed.")
    if kind == "keep_both":
        return Why(
            f"needs {data.SELFISH_THRESHOLD} Selfish in your church",
            f"Keeping both cards needs {data.SELFISH_THRESHOLD} Selfish in your church.",
        )
    if kind == "start_set":
        if state.set_started:
            return Why("a set was started this turn", "You have already started a set this turn.")
        if action.sin not in data.SET_TYPES:
            return Why("not a sin of a set", "Sets are made of Sinners or of Doers of Good.")
        size = new_set_size(state.churches[seat])
        return Why(
            f"needs {size} cards and one to discard",
            f"You do not hold enough {type_name(action.sin)} to start a set "
            f"({size} cards, Deceivers may stand in) and still keep a card to discard.",
        )
    if kind == "pick":
        return _pick_reason(state, card)
    if kind == "finish_set":
        size = new_set_size(state.churches[seat])
        sin = state.building_sin
        note = (
            f"needs {size} cards"
            if len(state.building) < size or sin is None
            else f"needs a real {type_name(sin)}"
        )
        return Why(
            note,
            f"The set is not complete: it needs at least {size} cards, one of them a real "
            "card of its sin; Deceivers only fill it up to that size.",
        )
    if kind == "sacrament" and card not in hand and IS_SACRAMENT[card]:
        name = type_name(CARD_TYPE[card])
        return Why(f"you hold no {name}", f"You hold no {name}.")
    if kind in ("extend", "sacrament", "discard", "matrimony", "anoint_give") and card not in hand:
        return _NOT_IN_HAND
    if kind == "extend":
        if CARD_TYPE[card] not in data.SET_TYPES:
            return Why(
                "not a Sinner or Doer of Good",
                "Only Sinners and Doers of Good can extend a set.",
            )
        if not any(CARD_TYPE[c] == CARD_TYPE[card] for c in state.churches[seat]):
            name = type_name(CARD_TYPE[card])
            return Why(f"no {name} in your church", f"Your church holds no {name} to extend.")
        return _KEEP_ONE
    if kind == "sacrament":
        if not IS_SACRAMENT[card]:
            return Why("not a Sacrament", "That card is not a Sacrament.")
        if state.sacrament_played:
            return Why(
                "one Sacrament a turn, played already",
                "You have already played a Sacrament this turn.",
            )
        if CARD_TYPE[card] == data.MATRIMONY:
            return Why(
                "needs a male and a female Sinner",
                "Matrimony needs a male and a female Sinner in your hand, and a card left to "
                "discard.",
            )
        return _KEEP_ONE
    if kind == "discard" and state.pile_used is not None and action.pile == state.pile_used:
        used, other = data.PILE_NAMES[state.pile_used], data.PILE_NAMES[1 - state.pile_used]
        return Why(
            f"you drew from the {used} pile",
            f"You used the {used} pile in phase A, so discard onto the {other} pile.",
        )
    if kind == "matrimony":
        if not IS_SINNER[card]:
            return Why("not a Sinner", "Matrimony lays Sinners only.")
        if state.matrimony_first is not None:
            return Why(
                "needs the other gender", "The second card must be a Sinner of the other gender."
            )
        return Why(
            "no partner in your hand",
            "That Sinner has no partner of the other gender in your hand.",
        )
    if kind in ("penance", "lure", "wrath_discard", "remove_confirmation"):
        return _church_reason(state, action, kind, card)
    if kind == "anoint":
        if action.seat == seat:
            return Why("that is you", "Anoint another player.")
        return Why("holds no cards", "Anointing needs a player who still holds cards.")
    if kind == "anoint_take":
        return Why("not in the hand you saw", "Take a Sinner from the hand you looked at.")
    if kind == "anoint_give":
        return Why(
            "not a Sinner of yours", "Give a Sinner of your own hand (not the one you just took)."
        )
    return None


def _pick_reason(state: State, card: int) -> Why:
    seat = state.turn
    if card not in state.hands[seat]:
        return _NOT_IN_HAND
    if card in state.building:
        return Why("picked already", "That card is already in the new set.")
    sin = state.building_sin
    if sin is None or (CARD_TYPE[card] != sin and CARD_TYPE[card] != data.DECEIVER):
        name = type_name(sin) if sin is not None else "one sin"
        return Why(f"the set is of {name} only", f"The new set is of {name} only.")
    size = new_set_size(state.churches[seat])
    return Why(
        "would not fit the set",
        "That card would not fit: Deceivers only fill a set up to its "
        f"minimum size of {size}, and a card must stay in your hand to discard.",
    )


def _church_reason(state: State, action: Any, kind: str, card: int) -> Why:
    try:
        owner = owner_of(state, card)
    except ValueError:
        return Why("in no church", "That card is in no church.")
    if CARD_TYPE[card] == data.CONFIRMATION and kind == "remove_confirmation":
        return Why("not possible now", "That is not possible now.")
    if not IS_SINNER[card]:
        return Why("not a Sinner", "Only a Sinner can be chosen.")
    if kind == "wrath_discard":
        return Why("not in your church", "Discard a Sinner from your own church.")
    if is_protected(state.churches[owner]):
        who = state.players[owner]
        return Why(
            f"Confirmation protects {who}'s church",
            f"Confirmation protects {who}'s church: nobody can leave it.",
        )
    if kind == "lure":
        return Why("your own church", "Lure a Sinner from another player's church.")
    return Why("not possible now", "That is not possible now.")
