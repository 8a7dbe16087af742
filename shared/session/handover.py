"""Who needs the keyboard next, and whether the curtain must come down first.

This is the privacy rule of hot-seat play, kept apart from the screens so it can be read and
tested on its own:

- a finished game, and a *public* decision (one that needs no seat's secrets, e.g. a guess
  made in front of everyone), are shown on the public board, so every private screen is
  removed first;
- a *private* decision of a human seat needs that seat's screen; when a different seat (or no
  seat) is unlocked, every private screen is removed first and, if more than one human sits
  at the table, the opaque curtain names the next player and waits for their key;
- a *remote* seat (a person at another keyboard, or a bot another process runs, playing the
  same table file; see :mod:`shared.engine.table_store`) decides elsewhere: the table waits for
  its move to show in the store as it waits for a bot, with the same screens closed;
- a bot's decision is a step of the whole table: when two or more people share the keyboard,
  every private screen is removed first (the others are watching the board while the bot
  moves, and the next person gets the keyboard behind the curtain); a lone human watching the
  bots keeps their own screen, as bots read views, never the screen.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from shared.engine.protocol import GameEngine

#: The seat kind of a person at the keyboard (every other kind but ``REMOTE`` names a bot).
HUMAN = "human"
#: The seat kind of a seat played by another process at the same table file.
REMOTE = "remote"


class Step(enum.Enum):
    """What the table waits for."""

    OVER = "over"
    BOT = "bot"
    REMOTE = "remote"
    PRIVATE = "private"
    PUBLIC = "public"


@dataclass(frozen=True)
class TurnPlan:
    """The next step and how to get there safely."""

    step: Step
    seat: int | None
    #: Remove every private screen and clear the notifications before anything else.
    close_private: bool
    #: Show the curtain naming ``seat`` before unlocking its private screen.
    curtain: bool


def is_private_decision(engine: GameEngine, state: Any) -> bool:
    """Whether the pending decision needs the deciding seat's secrets."""
    return bool(engine.is_private_decision(state))


def human_count(seats: Sequence[str]) -> int:
    """How many seats are played by people."""
    return sum(1 for kind in seats if kind == HUMAN)


def results_close_private(seats: Sequence[str], on_board: bool) -> bool:
    """Whether a public result is read at the board, every private screen closed first.

    A result is read by the whole table, so when two or more people share the keyboard it is
    never shown over anybody's private screen; a lone human may keep theirs under it unless
    the game prefers results on the board (``on_board``).
    """
    return on_board or human_count(seats) > 1


def plan_turn(
    engine: GameEngine, state: Any, seats: Sequence[str], unlocked: int | None
) -> TurnPlan:
    """The next step of the table, given who is unlocked now."""
    if engine.is_over(state):
        return TurnPlan(Step.OVER, None, close_private=True, curtain=False)
    seat = engine.current_player(state)
    if seat is None:  # an engine that is not over must name a seat; be safe anyway
        return TurnPlan(Step.OVER, None, close_private=True, curtain=False)
    if seats[seat] == REMOTE:
        return TurnPlan(Step.REMOTE, seat, close_private=human_count(seats) > 1, curtain=False)
    if seats[seat] != HUMAN:
        return TurnPlan(Step.BOT, seat, close_private=human_count(seats) > 1, curtain=False)
    if not is_private_decision(engine, state):
        return TurnPlan(Step.PUBLIC, seat, close_private=True, curtain=False)
    if unlocked == seat:
        return TurnPlan(Step.PRIVATE, seat, close_private=False, curtain=False)
    return TurnPlan(Step.PRIVATE, seat, close_private=True, curtain=human_count(seats) > 1)
