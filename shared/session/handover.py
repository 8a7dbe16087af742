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
  bots keeps their own screen, as bots read views, never the screen;
- at a table shared by several processes each window has one person at most, so no curtain is
  ever needed there, and that person's seat is the window's *home* (:func:`home_seat`): its own
  screen is up from the first view, and again after every public step, while the others (or
  the bots) decide, since what it will choose depends on what only it holds (a hand of cards,
  a purse). A window with no seat (a watcher, a host who only hosts) shows the board only.
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
    #: The window's home seat (:func:`home_seat`) when its own screen is up through this step
    #: with no hand-over: while another seat or a bot decides, and while it decides itself in
    #: private. ``None``: the board between steps, and a seat's screen opened at a hand-over.
    home: int | None = None


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


def home_seat(seats: Sequence[str], *, shared: bool) -> int | None:
    """The seat whose own screen a window keeps up between its decisions (``None``: the board).

    Only at a table shared by processes (``shared``), where a window has one person at most and
    nobody else looks at it: that person's seat. Never at one keyboard, where the board is what
    everyone may see between two hand-overs, and never in a window with no person (a watcher, a
    host who only hosts).
    """
    if not shared:
        return None
    people = [seat for seat, kind in enumerate(seats) if kind == HUMAN]
    return people[0] if len(people) == 1 else None


def plan_turn(
    engine: GameEngine,
    state: Any,
    seats: Sequence[str],
    unlocked: int | None,
    home: int | None = None,
) -> TurnPlan:
    """The next step of the table, given who is unlocked now and the window's ``home`` seat
    (:func:`home_seat`), whose screen stays up while another seat or a bot decides."""
    if engine.is_over(state):
        return TurnPlan(Step.OVER, None, close_private=True, curtain=False)
    seat = engine.current_player(state)
    if seat is None:  # an engine that is not over must name a seat; be safe anyway
        return TurnPlan(Step.OVER, None, close_private=True, curtain=False)
    others = human_count(seats) > 1
    home = None if others else home  # (people sharing the keyboard see the board between)
    if seats[seat] == REMOTE:
        return TurnPlan(Step.REMOTE, seat, close_private=others, curtain=False, home=home)
    if seats[seat] != HUMAN:
        return TurnPlan(Step.BOT, seat, close_private=others, curtain=False, home=home)
    if not is_private_decision(engine, state):
        return TurnPlan(Step.PUBLIC, seat, close_private=True, curtain=False)
    own = home if home == seat else None  # (the home seat decides: its screen, as ever)
    if unlocked == seat:
        return TurnPlan(Step.PRIVATE, seat, close_private=False, curtain=False, home=own)
    return TurnPlan(Step.PRIVATE, seat, close_private=True, curtain=others, home=own)
