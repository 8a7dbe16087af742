"""The search both games' ``mcts`` bots decide with: paired sampling of the root moves.

The bot knows only its own view, and has about a second per decision. Each *sample* therefore
draws one full state consistent with that view (a "determinization": the other hands, the
deck order, the hidden bids dealt at random from what the seat cannot see). Every candidate
move is then played from that same state, with the same random stream for a bounded play-out
by the game's cheap policy, and the position reached is scored by the game's own evaluation
(full play-outs of a several-hundred-action game would leave too few samples in the budget).

Sharing each sample among all candidates (*common random numbers*) is the point. A second buys
some tens (Sinners) to some hundreds (Mea Culpa) of play-outs; when each carries the luck of
its own deal and draws, that luck rather than the move decides which looks best (a tree search
over unpaired samples, used before, won 42% of four-player games against three heuristic bots
in both games). Paired, a difference between two candidates on one sample is due to the moves
alone, so a few dozen samples tell them apart. Two rules build on the pairing:

- **The default stands unless beaten.** The candidates come ranked best first by the game's
  heuristic. The search leaves its first choice only for a candidate whose mean gain over it
  is more than :data:`CONFIDENCE` standard errors above zero, so noise never overrules a sound
  habit.
- **Clear decisions end early.** Once every candidate has been compared on
  :data:`MIN_SAMPLES` samples, the search stops as soon as one candidate leads each other one
  by more than :data:`DECISIVE` standard errors, or no candidate has made any difference at
  all. A player then waits only as long as the decision needs.

The bot kind keeps its name, ``mcts`` (Monte Carlo search), which saved games record. The game
supplies three functions (see :class:`SearchGame`); the search never reads anything the seat
could not know, since it starts from the view alone.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from shared.engine.protocol import GameEngine


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


@dataclass(frozen=True)
class SearchResult:
    """The chosen action and how much thinking went into it."""

    action: Any
    #: Play-outs made: one per candidate per sample.
    iterations: int
    seconds: float


#: Standard errors by which a candidate must beat the default to be chosen instead (one-sided,
#: about 85% confidence: enough to ignore noise, not so much that real gains are passed up).
CONFIDENCE = 1.0
#: Standard errors of a lead that make further samples pointless.
DECISIVE = 3.0
#: Samples before either early stop is considered (fewer say too little about the spread).
MIN_SAMPLES = 8
_SEED_BITS = 64


@dataclass
class _Paired:
    """Running sums of one candidate's score minus the default's, sample by sample."""

    total: float = 0.0
    squares: float = 0.0

    def add(self, difference: float) -> None:
        self.total += difference
        self.squares += difference * difference

    def z(self, samples: int) -> float:
        """The mean difference in standard errors (infinite if every sample agreed exactly)."""
        mean = self.total / samples
        variance = max(self.squares / samples - mean * mean, 0.0)
        if variance == 0.0:
            return math.copysign(math.inf, mean) if mean else 0.0
        return mean / math.sqrt(variance / samples)


def search(
    game: SearchGame,
    view: Any,
    seat: int,
    candidates: Sequence[Any],
    *,
    seconds: float = 1.0,
    max_samples: int | None = None,
    rollout_depth: int = 40,
    rng: random.Random | None = None,
) -> SearchResult:
    """The best of ``candidates`` (ranked best first by the game's own habit) for ``seat``.

    Samples until ``seconds`` have passed (or ``max_samples`` are taken), or an early stop
    applies. ``SearchResult.iterations`` counts the play-outs, one per candidate per sample.
    """
    rng = rng or random.Random(0)
    started = time.perf_counter()
    if len(candidates) == 1:
        return SearchResult(candidates[0], 0, 0.0)
    deadline = started + seconds
    scores = [0.0] * len(candidates)
    # Candidate i against candidate j, for i < j: j against i is the same with the sign turned
    # (see ``_z``).
    pairs = {
        (i, j): _Paired() for i in range(len(candidates)) for j in range(i + 1, len(candidates))
    }
    samples = 0
    while max_samples is None or samples < max_samples:
        if max_samples is None and time.perf_counter() >= deadline:
            break
        state = game.determinize(view, seat, rng)
        stream = rng.getrandbits(_SEED_BITS)
        values = [
            _play_out(game, state, action, seat, rollout_depth, random.Random(stream))
            for action in candidates
        ]
        samples += 1
        for i, value in enumerate(values):
            scores[i] += value
        for (i, j), paired in pairs.items():
            paired.add(values[i] - values[j])
        if samples >= MIN_SAMPLES and _settled(pairs, len(candidates), samples):
            break
    best = max(range(len(candidates)), key=lambda i: scores[i])
    if best != 0 and (samples == 0 or _z(pairs, best, 0, samples) <= CONFIDENCE):
        best = 0
    return SearchResult(candidates[best], samples * len(candidates), time.perf_counter() - started)


def _play_out(
    game: SearchGame, state: Any, action: Any, seat: int, depth: int, rng: random.Random
) -> float:
    """``action`` on ``state``, then ``depth`` play-out moves, scored for ``seat``."""
    engine = game.engine
    state = engine.apply_action(state, action)
    policy = game.rollout_policy
    for _ in range(depth):
        if engine.is_over(state):
            break
        actions = engine.legal_actions(state)
        move = policy(state, actions, rng) if policy else actions[rng.randrange(len(actions))]
        state = engine.apply_action(state, move)
    return game.evaluate(state, seat)


def _z(pairs: dict[tuple[int, int], _Paired], i: int, j: int, samples: int) -> float:
    """Candidate ``i``'s mean gain over candidate ``j`` in standard errors.

    Only the pairs ``i < j`` are summed: ``j`` against ``i`` has every difference negated, so
    the same squares and the mean negated exactly (floating-point negation is exact).
    """
    return pairs[(i, j)].z(samples) if i < j else -pairs[(j, i)].z(samples)


def _settled(pairs: dict[tuple[int, int], _Paired], count: int, samples: int) -> bool:
    """True when more samples cannot change the choice: a decisive leader, or no differences."""
    if all(paired.squares == 0.0 for paired in pairs.values()):
        return True
    return any(
        all(_z(pairs, i, j, samples) > DECISIVE for j in range(count) if j != i)
        for i in range(count)
    )


class MctsBot:
    """A bot that searches within a time budget; the budget is a setting (seconds)."""

    kind = "mcts"
    uses_view = True

    def __init__(
        self, game: SearchGame, *, seed: int = 0, seconds: float = 1.0, rollout_depth: int = 40
    ) -> None:
        self._game = game
        self._rng = random.Random(seed)
        self.seconds = seconds
        self.rollout_depth = rollout_depth
        self.last: SearchResult | None = None

    def choose(self, view: Any, seat: int, legal: Sequence[Any]) -> Any:
        """Search ``legal`` (ranked best first by the game's habit) from ``view``."""
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
