"""The ``mcts`` Sinners bot: the heuristic's shortlist compared on shared sampled deals.

The search (``shared.engine.mcts``) starts from the seat's view only. Each sample deals the
cards the seat cannot see at random (``determinize``); every candidate is played from that
deal, followed by the heuristic bot as the play-out policy, and the position is scored by each
seat's projected total (``Evaluator``).

A second or so buys some tens of samples. Spread over every legal move (a discard alone may
offer two dozen) they would say little, so the search weighs only the heuristic's shortlist of
sensible moves, and the follow-up steps of a decision already taken (the cards of a set being
started, the second card of a Matrimony couple) take the heuristic's answer directly.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from shared.engine.mcts import MctsBot, SearchGame
from sinners_tui import engine
from sinners_tui.bots import heuristic
from sinners_tui.engine import data
from sinners_tui.engine.cards import HIDDEN, MURDERER_IDS
from sinners_tui.engine.state import State

#: Default thinking time per decision (seconds); the issue allows at most two.
DEFAULT_SECONDS = 1.0
#: Play-out length in actions after the searched move: about one round at a four-seat table.
DEFAULT_ROLLOUT_DEPTH = 60
#: A lead of this many souls counts as a clearly better position (sets the evaluation's slope).
MARGIN_SCALE = 15.0
#: Heavier weight on the lead once a total nears the goal (the game may end this round).
GOAL_URGENCY = 0.5
#: Phases whose choice follows from an earlier one: the heuristic answers them directly.
FOLLOW_UP_PHASES = frozenset({"build", "matrimony", "anoint_give", "greedy"})
#: How many of the heuristic's best moves the search weighs against each other.
SHORTLIST = 3
_RNG_BITS = 64


def unseen_cards(view: State, seat: int) -> list[int]:
    """Every card of this game that ``seat`` cannot place: the full set minus what it sees."""
    seen: set[int] = set(view.hands[seat])
    for church in view.churches:
        seen.update(church)
    for pile in view.piles:
        seen.update(pile)
    seen.update(view.demon_deck)
    seen.update(view.box)
    seen.update(card for card in view.viewed if card != HIDDEN)
    seen.update(view.anoint_look)
    return [card for card in engine.full_set(len(view.players)) if card not in seen]


def determinize(view: State, seat: int, rng: random.Random) -> State:
    """A full state consistent with ``view``: the unseen cards dealt at random, fresh rng.

    Murderers never enter a hand or the deck, so any unseen Murderer lies in Limbo; the rest
    of Limbo, the other hands and the Draw Deck get the remaining unseen cards at random, in
    the counts the view shows. Cards the seat is looking at (the preached pair on top of the
    deck, an anointed hand) stay exactly where they are.
    """
    unseen = unseen_cards(view, seat)
    murderers = set(MURDERER_IDS)
    limbo = [card for card in unseen if card in murderers]
    rest = [card for card in unseen if card not in murderers]
    rng.shuffle(rest)
    limbo_fill = len(view.limbo) - len(limbo)
    limbo.extend(rest[:limbo_fill])
    del rest[:limbo_fill]
    hands: list[list[int]] = []
    for other, hand in enumerate(view.hands):
        if other == seat:
            hands.append(list(hand))
        elif other == view.anoint_seat and view.anoint_look:
            hands.append(list(view.anoint_look))
        else:
            hands.append(rest[: len(hand)])
            del rest[: len(hand)]
    viewed = [card for card in view.viewed if card != HIDDEN]
    on_top = list(reversed(viewed))  # viewed[0] is the top card, deck[-1]
    deck = rest + on_top
    if len(deck) != len(view.deck):
        raise ValueError("the view's hidden cards do not add up; it is not a Sinners view")
    return view.model_copy(
        update={
            "hands": hands,
            "deck": deck,
            "limbo": limbo,
            "rng": rng.getrandbits(_RNG_BITS),
            "log": [],
        }
    )


class Evaluator:
    """Projected standings of a state, worked out once for all seats that ask.

    ``base_round`` is the round the search started in: while a play-out is still in it, each
    seat's total is projected with the round's score as it stands; once that round has been
    scored, the totals alone say it (the next round's fresh hands would only add noise).
    """

    def __init__(self) -> None:
        self.base_round: int | None = None
        self._state: State | None = None
        self._values: list[float] = []

    def __call__(self, state: State, seat: int) -> float:
        if state is not self._state:
            self._state = state
            self._values = standings(state, self.base_round)
        return self._values[seat]


def standings(state: State, base_round: int | None) -> list[float]:
    """Each seat's value in [0, 1]: 1/0 once the game is won/lost, else from projected totals."""
    count = len(state.players)
    if engine.is_over(state):
        won = set(engine.winners(state))
        return [1.0 if seat in won else 0.0 for seat in range(count)]
    projected = list(state.totals)
    if base_round is None or state.round <= base_round:
        for seat in range(count):
            projected[seat] += engine.score_breakdown(state, seat).total
    urgency = 1.0 + GOAL_URGENCY * max(0.0, max(projected) / data.GOAL)
    values = []
    for seat in range(count):
        best_other = max(projected[other] for other in range(count) if other != seat)
        margin = (projected[seat] - best_other) * urgency / MARGIN_SCALE
        values.append(1.0 / (1.0 + math.exp(-margin)))
    return values


def rollout_policy(state: State, legal: Sequence[Any], rng: random.Random) -> Any:
    """Play-outs follow the heuristic bot (it reads only the acting seat's hand)."""
    seat = engine.current_player(state)
    assert seat is not None
    return heuristic.choose(state, seat, legal)


def search_game(evaluator: Evaluator | None = None) -> SearchGame:
    """The Sinners pieces the shared search needs."""
    return SearchGame(
        engine=engine,
        determinize=determinize,
        evaluate=evaluator or Evaluator(),
        rollout_policy=rollout_policy,
    )


class SinnersMctsBot(MctsBot):
    """Searches the decisions that matter; follow-up steps take the heuristic's answer."""

    def __init__(
        self,
        *,
        seed: int = 0,
        seconds: float = DEFAULT_SECONDS,
        rollout_depth: int = DEFAULT_ROLLOUT_DEPTH,
    ) -> None:
        self._evaluator = Evaluator()
        super().__init__(
            search_game(self._evaluator), seed=seed, seconds=seconds, rollout_depth=rollout_depth
        )

    def choose(self, view: Any, seat: int, legal: Sequence[Any]) -> Any:
        """Search the heuristic's shortlist from ``view``; follow-up steps are not searched."""
        self.last = None
        if len(legal) == 1:
            return legal[0]
        if view.phase in FOLLOW_UP_PHASES:
            return heuristic.choose(view, seat, legal)
        candidates = heuristic.shortlist(view, seat, legal, SHORTLIST)
        if len(candidates) == 1:
            return candidates[0]
        self._evaluator.base_round = view.round
        return super().choose(view, seat, candidates)
