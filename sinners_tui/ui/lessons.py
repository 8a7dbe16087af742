"""Sinners' lessons of first-game mode: its words in ``teach.md``, their examples from a view.

The pending decision is the state's ``phase`` (public); the phase of the round is the Demon
draft or the turns. Each example reads only the view it is given: the deciding seat's own hand
(other hands are face-down placeholders there) and the public board. No Textual here: the table
session builds the lessons (:mod:`shared.session.teaching`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from shared.engine.words import listed
from shared.session.lesson_texts import DecisionExample, PhaseExample, TextLessons
from sinners_tui.engine import data, topics
from sinners_tui.engine.cards import (
    CARD_GENDER,
    CARD_TYPE,
    CARD_WORTH,
    HIDDEN,
    IS_SACRAMENT,
    IS_SINNER,
    SET_KIND,
    card_label,
    type_name,
)

if TYPE_CHECKING:
    from sinners_tui.engine.state import State

#: The phases of the pending decision that belong to the Demon draft; every other one but the
#: end is a turn's.
DRAFT = "draft"
OVER = "over"


def _seen(cards: Iterable[int]) -> list[int]:
    return [card for card in cards if card != HIDDEN]


def grouped(cards: Iterable[int]) -> str:
    """Cards by kind, most first ("Greedy 3, Lustful 2 and Baptism 1")."""
    counts = Counter(type_name(CARD_TYPE[card]) for card in _seen(cards))
    if not counts:
        return "no cards"
    return listed(f"{name} {count}" for name, count in counts.most_common())


def hand(view: State, seat: int) -> str:
    return grouped(view.hands[seat])


def pile_top(view: State, pile: int) -> str:
    cards = view.piles[pile]
    return card_label(cards[-1]) if cards else "nothing (empty)"


def sets(view: State, seat: int) -> str:
    """Which sins of the hand could start a set now."""
    size = data.SET_SIZE
    church = Counter(CARD_TYPE[card] for card in view.churches[seat])
    if church[data.SLOTHFUL] >= data.SLOTHFUL_THRESHOLD:
        size = data.SLOTHFUL_SET_SIZE
    counts = Counter(SET_KIND[card] for card in _seen(view.hands[seat]) if SET_KIND[card] >= 0)
    ready = [f"{type_name(kind)} ({count})" for kind, count in counts.items() if count >= size]
    if ready:
        return f"You hold enough for a new set of {listed(ready, 'or')}."
    return f"No sin is {size} strong in your hand yet; Deceivers may stand in for missing cards."


def church_sizes(view: State) -> str:
    return listed(
        f"{name} {sum(1 for card in church if IS_SINNER[card])}"
        for name, church in zip(view.players, view.churches, strict=True)
    )


def _demons_phase(view: State) -> Mapping[str, object]:
    return {
        "players": listed(view.players),
        "first": view.players[view.start_seat],
        "deck": len(view.deck),
    }


PHASE_EXAMPLES: dict[str, PhaseExample] = {
    "demons": _demons_phase,
    "turns": lambda view: {"now": view.players[view.turn], "deck": len(view.deck)},
}


def _couples(view: State, seat: int) -> Mapping[str, object]:
    own = [card for card in _seen(view.hands[seat]) if IS_SINNER[card]]
    male = sum(1 for card in own if CARD_GENDER[card] == data.MALE)
    female = sum(1 for card in own if CARD_GENDER[card] == data.FEMALE)
    return {"couples": f"{male} male and {female} female Sinners"}


def _discard(view: State, seat: int) -> Mapping[str, object]:
    own = _seen(view.hands[seat])
    costly = [card for card in own if not IS_SACRAMENT[card]]
    worst = max(costly, key=lambda card: CARD_WORTH[card], default=None)
    return {
        "count": len(own),
        "costly": "nothing" if worst is None else card_label(worst),
    }


def _greedy(view: State, seat: int) -> Mapping[str, object]:
    pile = view.greedy_pile
    return {"top": "nothing" if pile is None else pile_top(view, pile)}


def _hand(view: State, seat: int) -> Mapping[str, object]:
    return {"hand": hand(view, seat)}


def _churches(view: State, seat: int) -> Mapping[str, object]:
    return {"churches": church_sizes(view)}


DECISION_EXAMPLES: dict[str, DecisionExample] = {
    "draft": lambda view, seat: {
        "demons": listed(type_name(CARD_TYPE[card]) for card in view.demon_deck),
        "hand": hand(view, seat),
    },
    "draw": lambda view, seat: {
        "left": pile_top(view, 0),
        "right": pile_top(view, 1),
        "deck": len(view.deck),
    },
    "preach": lambda view, seat: {"viewed": listed(map(card_label, _seen(view.viewed)))},
    "greedy": _greedy,
    "play": lambda view, seat: {"hand": hand(view, seat), "sets": sets(view, seat)},
    "build": _hand,
    "matrimony": _couples,
    "penance": _churches,
    "confirmation": _churches,
    "anoint_target": lambda view, seat: {
        "hands": listed(
            f"{name} {len(cards)} cards"
            for other, (name, cards) in enumerate(zip(view.players, view.hands, strict=True))
            if other != seat
        )
    },
    "anoint_take": _hand,
    "anoint_give": _hand,
    "lure": _churches,
    "wrath": lambda view, seat: {"church": grouped(view.churches[seat])},
    "discard": _discard,
}


class SinnersLessons(TextLessons):
    """Sinners' lessons (see the module)."""

    def decision_kind(self, view: Any) -> str | None:
        phase = str(view.phase)
        return phase if phase in self.decision_examples else None

    def phase(self, view: Any) -> str | None:
        phase = str(view.phase)
        if phase == OVER:
            return None
        return "demons" if phase == DRAFT else "turns"


@cache
def lessons() -> SinnersLessons:
    """The game's lessons, read once."""
    text = resources.files("sinners_tui.ui").joinpath("teach.md").read_text(encoding="utf-8")
    return SinnersLessons(
        text,
        phase_examples=PHASE_EXAMPLES,
        decision_examples=DECISION_EXAMPLES,
        result_phases={topics.ROUND_SCORE: "scoring"},
    )
