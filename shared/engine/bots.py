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

    #: Kind name, as saved and as the command line also takes it ("random", "heuristic",
    #: "mcts"; people choose by level, see :data:`BOT_LEVELS`).
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

#: The levels people choose a bot by, weakest first, and the kind that plays at each (both
#: games have all three). The kinds' own names stay valid wherever a level is accepted, and a
#: table or a save remembers the kind, so a game saved before the levels reads the same.
BOT_LEVELS: Mapping[str, str] = {"easy": "random", "normal": "heuristic", "strong": "mcts"}


def bot_kind(entry: str) -> str:
    """The kind meant by a seat's entry: a level's kind ("Easy" gives "random"), else the
    entry itself (a kind's own name, "human", or a mistake for the caller to refuse)."""
    cleaned = entry.strip()
    return BOT_LEVELS.get(cleaned.lower(), cleaned)


def level_name(kind: str) -> str:
    """How the screens name a bot kind: its level ("Easy", "Normal", "Strong"), or the kind's
    own name for one without a level."""
    for level, levelled in BOT_LEVELS.items():
        if levelled == kind:
            return level.capitalize()
    return kind


def bot_decision(engine: GameEngine, state: Any, bot: Bot) -> Any:
    """Ask ``bot`` for the current seat's action, showing it only that seat's view."""
    seat = engine.current_player(state)
    if seat is None:
        raise ValueError("the game is over; no decision is awaited")
    legal = engine.legal_actions(state)
    return bot.choose(engine.view_for(state, seat), seat, legal)


class ExplainingBot(Bot, Protocol):
    """A bot that can also say why it would take its choice (the learner's hint).

    ``reason`` must return the very action ``choose`` returns for the same arguments, with one
    short clause saying why, drawn from the same scoring, so a hint never disagrees with play.
    """

    def reason(self, view: Any, seat: int, legal: Sequence[Any]) -> tuple[Any, str]:
        """``(action, why)``: the bot's choice from ``view`` alone, and the reason for it."""
        ...


def explains(bot: Bot) -> bool:
    """Whether ``bot`` can give a hint (it has a ``reason`` beside its ``choose``)."""
    return callable(getattr(bot, "reason", None))


@dataclass(frozen=True)
class Hint:
    """What the hint bot would do for a seat, and why, in one sentence."""

    action: Any
    label: str
    why: str

    @property
    def sentence(self) -> str:
        """ "Buy the jewel: it wins the cloth and jewel letters at site 2." """
        text = f"{self.label}: {self.why}" if self.why else self.label
        return text if text.endswith((".", "!", "?")) else text + "."


def seat_hint(engine: GameEngine, view: Any, seat: int, legal: Sequence[Any], bot: Bot) -> Hint:
    """The hint for ``seat`` from its own ``view`` and its legal actions only.

    The caller passes ``view_for(state, seat)``; nothing here reads the full state, so the
    hint can tell no more than the seat could read off its own screen.
    """
    reason = getattr(bot, "reason", None)
    if reason is not None:
        action, why = reason(view, seat, legal)
    else:
        action, why = bot.choose(view, seat, legal), ""
    return Hint(action, engine.describe_action(view, action), why)


def hint_for(engine: GameEngine, state: Any, bot: Bot) -> Hint:
    """The hint for the seat that decides now, shown only that seat's view (see above)."""
    seat = engine.current_player(state)
    if seat is None:
        raise ValueError("the game is over; no decision is awaited")
    legal = engine.legal_actions(state)
    return seat_hint(engine, engine.view_for(state, seat), seat, legal, bot)
