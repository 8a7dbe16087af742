"""Computer players: what a bot may see, and the uniform random bot.

A bot is handed only ``view_for(state, seat)`` and the legal actions of that seat, never the
full state, so a bot cannot cheat by reading another seat's hand or the deck order. The runner
functions here are the only place that hold the full state while a bot decides.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from shared.engine.protocol import GameEngine


class Bot(Protocol):
    """A computer player for one seat."""

    #: Kind name as typed on the command line ("random", "heuristic", "mcts").
    kind: str
    #: False for a bot that never looks at the view, so runners may skip building it.
    uses_view: bool

    def choose(self, view: Any, seat: int, legal: Sequence[Any]) -> Any:
        """One of ``legal``, decided from ``view`` (the seat's own view) alone."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions; the baseline every other bot must beat."""

    kind = "random"
    uses_view = False

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: Any, seat: int, legal: Sequence[Any]) -> Any:
        """Any legal action, each equally likely."""
        return legal[self._rng.randrange(len(legal))]


#: Makes a bot for a seat: ``factory(engine, seat, seed)``. The factory of a search bot also
#: takes ``seconds=`` (its thinking budget; see ``GameSpec.thinking_bots``).
BotFactory = Callable[[GameEngine, int, int], Bot]


def random_bot(engine: GameEngine, seat: int, seed: int) -> Bot:
    """The ``random`` bot's factory (a named function, so ``simulate`` workers can be sent it)."""
    return RandomBot(seed)


@dataclass(frozen=True)
class LazyBot:
    """The factory of a bot class named ``"package.module:Class"``, imported at the first bot.

    The command line and the setup screen need only the kinds' names, so a game's bot
    modules (search code, weights) stay out of its start-up; and a plain dataclass can be
    sent to ``simulate``'s worker processes. The class takes ``seed=`` and, for a search bot,
    ``seconds=`` (its thinking budget, given only when asked for).
    """

    path: str

    def bot_class(self) -> Any:
        module, name = self.path.split(":")
        return getattr(importlib.import_module(module), name)

    def __call__(
        self, engine: GameEngine, seat: int, seed: int, seconds: float | None = None
    ) -> Bot:
        cls = self.bot_class()
        return cls(seed=seed) if seconds is None else cls(seed=seed, seconds=seconds)


#: The bots every game has; games add their own to a copy of this mapping.
COMMON_BOTS: Mapping[str, BotFactory] = {"random": random_bot}


def bot_decision(engine: GameEngine, state: Any, bot: Bot) -> Any:
    """Ask ``bot`` for the current seat's action, showing it only that seat's view."""
    seat = engine.current_player(state)
    if seat is None:
        raise ValueError("the game is over; no decision is awaited")
    legal = engine.legal_actions(state)
    return bot.choose(engine.view_for(state, seat), seat, legal)
