"""Information-set Monte Carlo tree search, shared by both games' ``mcts`` bots.

The bot knows only its own view. Each iteration therefore *samples* one full state consistent
with that view (a "determinization": the other hands, the bag, the deck order drawn at random
from what the seat cannot see), and walks a single tree whose nodes are shared by all samples
(single-observer ISMCTS, Cowling, Powley and Whitehouse 2012). Selection uses UCB1 over the
children that are legal in the current sample, with availability counts, so actions that are
only sometimes possible are not over-trusted. Play-outs use a cheap policy for a bounded number
of actions and then score the position with the game's own evaluation, because full play-outs
of a several-hundred-action game would leave too few iterations in a two-second budget.

The game supplies three functions (see :class:`SearchGame`); the search never reads anything
the seat could not know, since it starts from the view alone.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from shared.engine.protocol import GameEngine

#: Exploration constant of UCB1; sqrt(2) is the textbook value for rewards in [0, 1].
EXPLORATION = 0.7


@dataclass(frozen=True)
class SearchGame:
    """What the search needs from a game beyond its engine."""

    engine: GameEngine
    #: ``determinize(view, seat, rng)``: a full state consistent with ``view``.
    determinize: Callable[[Any, int, random.Random], Any]
    #: ``evaluate(state, seat)``: how good ``state`` is for ``seat``, in [0, 1] (1 = won).
    evaluate: Callable[[Any, int], float]
    #: ``rollout_policy(state, legal, rng)``: the play-out move; uniform random by default.
    rollout_policy: Callable[[Any, Sequence[Any], random.Random], Any] | None = None
    #: Turns an action into a dictionary key; actions must be comparable across samples.
    action_key: Callable[[Any], Hashable] = lambda action: action


@dataclass
class _Node:
    """Statistics of one action sequence from the root (shared by all samples)."""

    visits: int = 0
    reward: float = 0.0
    availability: int = 0
    #: The seat that chose the action leading here; rewards are that seat's.
    actor: int | None = None
    children: dict[Hashable, _Node] = field(default_factory=dict)


@dataclass(frozen=True)
class SearchResult:
    """The chosen action and how much thinking went into it."""

    action: Any
    iterations: int
    seconds: float


def search(
    game: SearchGame,
    view: Any,
    seat: int,
    legal: Sequence[Any],
    *,
    seconds: float = 1.0,
    max_iterations: int | None = None,
    rollout_depth: int = 40,
    rng: random.Random | None = None,
) -> SearchResult:
    """The most visited root action after searching for ``seconds`` (or ``max_iterations``)."""
    rng = rng or random.Random(0)
    started = time.perf_counter()
    if len(legal) == 1:
        return SearchResult(legal[0], 0, 0.0)
    engine = game.engine
    key = game.action_key
    root_actions = {key(action): action for action in legal}
    root = _Node()
    iterations = 0
    deadline = started + seconds
    while True:
        if max_iterations is not None and iterations >= max_iterations:
            break
        if max_iterations is None and time.perf_counter() >= deadline:
            break
        iterations += 1
        state = game.determinize(view, seat, rng)
        path = [root]
        node = root
        depth = 0
        # Selection and expansion.
        while not engine.is_over(state):
            actor = engine.current_player(state)
            actions = engine.legal_actions(state)
            if node is root:
                actions = [a for a in actions if key(a) in root_actions] or actions
            keyed = [(key(a), a) for a in actions]
            for k, _ in keyed:
                child = node.children.get(k)
                if child is not None:
                    child.availability += 1
            unexplored = [(k, a) for k, a in keyed if k not in node.children]
            if unexplored:
                k, action = unexplored[rng.randrange(len(unexplored))]
                child = _Node(availability=1, actor=actor)
                node.children[k] = child
                state = engine.apply_action(state, action)
                path.append(child)
                break
            k, action = max(keyed, key=lambda pair: _ucb(node.children[pair[0]]))
            node = node.children[k]
            state = engine.apply_action(state, action)
            path.append(node)
            depth += 1
            if depth > 200:
                break
        # Play-out.
        for _ in range(rollout_depth):
            if engine.is_over(state):
                break
            actions = engine.legal_actions(state)
            policy = game.rollout_policy
            action = policy(state, actions, rng) if policy else actions[rng.randrange(len(actions))]
            state = engine.apply_action(state, action)
        # Back-propagation: each node scores for the seat that chose it.
        values: dict[int, float] = {}
        for visited in path:
            visited.visits += 1
            actor = seat if visited.actor is None else visited.actor
            if actor not in values:
                values[actor] = game.evaluate(state, actor)
            visited.reward += values[actor]
    best_key = max(
        (k for k in root.children if k in root_actions),
        key=lambda k: root.children[k].visits,
        default=next(iter(root_actions)),
    )
    return SearchResult(root_actions[best_key], iterations, time.perf_counter() - started)


def _ucb(node: _Node) -> float:
    if node.visits == 0:
        return math.inf
    return node.reward / node.visits + EXPLORATION * math.sqrt(
        math.log(max(node.availability, 1)) / node.visits
    )


class MctsBot:
    """A bot that searches within a time budget; the budget is a setting (seconds)."""

    kind = "mcts"
    uses_view = True

    def __init__(
        self, game: SearchGame, *, seed: int = 0, seconds: float = 1.5, rollout_depth: int = 40
    ) -> None:
        self._game = game
        self._rng = random.Random(seed)
        self.seconds = seconds
        self.rollout_depth = rollout_depth
        self.last: SearchResult | None = None

    def choose(self, view: Any, seat: int, legal: Sequence[Any]) -> Any:
        """Search from ``view`` and return the most promising legal action."""
        self.last = search(
            self._game,
            view,
            seat,
            legal,
            seconds=self.seconds,
            rollout_depth=self.rollout_depth,
            rng=self._rng,
        )
        return self.last.action
