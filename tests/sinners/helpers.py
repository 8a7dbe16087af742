"""Building Sinners positions by hand for the rules tests.

``Table`` hands out real card ids by name ("Wrathful", worth 1, male) and ``Table.state``
places them in hands, churches, piles, Limbo and the deck. Every card not placed goes to the
deck (cards of the decks), the box (Murderers) or the Demon deck (Demons), so conservation of
cards holds in constructed positions as in dealt ones.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from sinners_tui import engine
from sinners_tui.engine import cards as C
from sinners_tui.engine import data
from sinners_tui.engine.legal import count_type

TYPE_BY_NAME = {name: index for index, name in enumerate(data.TYPE_NAMES)}
NAMES = ["Ann", "Ben", "Cid", "Dot", "Eve"]


class Table:
    """Card ids of one game size, handed out once each."""

    def __init__(self, players: int = 3) -> None:
        self.players = players
        self.free = set(C.full_set(players))

    def take(self, name: str, worth: int | None = None, gender: str | None = None) -> int:
        """An unused card of type ``name`` (with this worth / gender when given)."""
        kind = TYPE_BY_NAME[name]
        for card in sorted(self.free):
            if C.CARD_TYPE[card] != kind:
                continue
            if worth is not None and C.CARD_WORTH[card] != worth:
                continue
            if gender is not None and C.CARD_GENDER[card] != gender:
                continue
            self.free.remove(card)
            return card
        raise LookupError(f"no free {name} worth {worth} gender {gender}")

    def many(self, name: str, count: int, worth: int | None = None) -> list[int]:
        return [self.take(name, worth) for _ in range(count)]

    def state(
        self,
        *,
        hands: Sequence[Iterable[int]],
        churches: Sequence[Iterable[int]],
        piles: Sequence[Iterable[int]] = ((), ()),
        limbo: Iterable[int] = (),
        deck: Iterable[int] | None = None,
        deck_size: int | None = None,
        phase: str = "play",
        turn: int = 0,
        beginner: bool = False,
        seed: int = 1,
        **fields: Any,
    ) -> engine.State:
        """A position with these cards placed; the rest fill the deck (top = last)."""
        base = engine.new_game(NAMES[: self.players], seed, beginner=beginner)
        leftovers = sorted(self.free)
        deck_cards = [c for c in leftovers if not C.IS_DEMON[c] and C.CARD_TYPE[c] != data.MURDERER]
        random.Random(seed).shuffle(deck_cards)
        if deck is not None:
            deck_list = list(deck)
            box_more = deck_cards
        else:
            deck_list = deck_cards if deck_size is None else deck_cards[:deck_size]
            box_more = [] if deck_size is None else deck_cards[deck_size:]
        murderers = [c for c in leftovers if C.CARD_TYPE[c] == data.MURDERER]
        demons = [c for c in leftovers if C.IS_DEMON[c]]
        update: dict[str, Any] = {
            "hands": [list(h) for h in hands],
            "churches": [list(c) for c in churches],
            "piles": [list(p) for p in piles],
            "limbo": list(limbo),
            "deck": deck_list,
            "box": murderers + box_more,
            "demon_deck": demons,
            "phase": phase,
            "turn": turn,
            "draft_left": 0,
            "log": [],
        }
        update.update(fields)
        state = base.model_copy(update=update)
        return engine.State.model_validate(state.model_dump())


def conserved(state: engine.State, *, box_extra: bool = True) -> bool:
    """Every card of the game is in exactly one place (deck, hands, churches, piles, Limbo,
    Demon deck, box)."""
    cards = [
        *state.deck,
        *(c for h in state.hands for c in h),
        *(c for ch in state.churches for c in ch),
        *(c for p in state.piles for c in p),
        *state.limbo,
        *state.demon_deck,
        *state.box,
    ]
    return sorted(cards) == C.full_set(len(state.players))


def kinds(actions: Iterable[Any]) -> set[str]:
    return {a.kind for a in actions}


def moves(state: engine.State) -> list[Any]:
    """The legal actions but the take-back (SN-34), which tests of a phase's rules leave aside."""
    return [action for action in engine.legal_actions(state) if action.kind != "take_back"]


def play(state: engine.State, *actions: Any) -> engine.State:
    for action in actions:
        state = engine.apply_action(state, action)
    return state


def count(cards: list[int], name: str) -> int:
    return count_type(cards, TYPE_BY_NAME[name])


def public_texts(state: engine.State) -> list[str]:
    return [entry.text for entry in state.log if entry.seat is None]
