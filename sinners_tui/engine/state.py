"""The game state: one pydantic model holding card ids, the phase and the pending decision.

Cards are integer ids (see ``cards``); every list of cards keeps its top at the END (the deck's
next card is ``deck[-1]``, a pile's top card is ``pile[-1]``), so drawing is a cheap ``pop``.

The engine never mutates a state it was given: the rules change a shallow copy (made by
``context.Ctx``, or by ``thaw``), taking their own copy of a list before changing it in place,
and the result is handed back.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from shared.engine.fast_models import copy_with, field_values, plain_assignment
from shared.engine.log import LogEntry

Phase = Literal[
    "draft",  # a seat summons a Demon
    "draw",  # phase A: preach or take from a discard pile
    "preach",  # the viewed cards wait for the keep choice (also for Holy Orders)
    "greedy",  # Greedy 3+: take the next card of the pile, or leave it
    "play",  # phase B
    "build",  # phase B: picking the cards of a new set
    "matrimony",  # Matrimony: picking the couple
    "penance",  # Penance: choosing the Sinner sent to Limbo
    "confirmation",  # Holy Orders with a Doer of Good: discard a Confirmation or not
    "anoint_target",  # Anointing: whose hand to look at
    "anoint_take",  # Anointing: which Sinner to take, or no swap
    "anoint_give",  # Anointing: which Sinner to give back
    "lure",  # Lustful 3+ the first time: which Sinner to lure
    "wrath",  # another player's Wrathful 4+: which Sinner to discard
    "discard",  # phase C
    "over",
]

TriggerKind = Literal["lust", "wrath"]
Trigger = tuple[TriggerKind, int]


class ScoreLine(BaseModel):
    """One line of a round's scoring: a card, a bonus or a note, with its points."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    label: str
    points: int
    section: Literal["church", "hand", "bonus", "note"]


class ScoreBreakdown(BaseModel):
    """How one seat's round score is made up, line by line (shown after every round)."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    seat: int
    #: False when the church holds no Murderer and no Death: the round scores 0 (SN-8, SN-13).
    scores: bool
    lines: tuple[ScoreLine, ...]
    total: int
    #: Sinners in church at the end of the round (the first tie-break, SN-10).
    sinners: int


class State(BaseModel):
    """Everything about a game of Sinners, JSON round-trippable."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    players: list[str]
    beginner: bool = False
    #: 64-bit generator state (``shared.engine.chance``); zero in views.
    rng: int
    #: The round being played, 1-based.
    round: int = 1
    #: Who started (and drafted first in) this round.
    start_seat: int = 0
    totals: list[int]
    #: Each finished round's scores, one row per round, one number per seat.
    round_scores: list[list[int]] = Field(default_factory=list)
    #: Sacraments each seat played over the whole game (second tie-break, SN-10).
    sacraments_played: list[int]
    #: Extra rounds played because of a tie (SN-10, SN-21).
    extra_rounds: int = 0

    deck: list[int]
    hands: list[list[int]]
    churches: list[list[int]]
    #: Per seat, the Deceivers of that church laid as stand-ins (SN-15): card id -> the sin of
    #: the set it was laid in. The churches alone cannot tell a stand-in from a Deceiver of a
    #: set of Deceivers, yet players must see which set each one fills. Public like the
    #: churches; a Deceiver leaving the church leaves this record too.
    stand_ins: list[dict[int, int]] = Field(default_factory=list)
    piles: list[list[int]]
    limbo: list[int]
    demon_deck: list[int]
    #: Cards of this game not in play this round (unused Murderers; Demons in the beginner game).
    box: list[int]

    phase: Phase
    #: Seat whose turn it is (during the draft: the seat summoning).
    turn: int
    #: Seats that still have to summon a Demon this round.
    draft_left: int = 0
    #: The discard pile phase A used (SN-5), or None.
    pile_used: int | None = None
    set_started: bool = False
    sacrament_played: bool = False
    #: The Draw Deck ran out this turn: the round ends when the turn does (SN-7, SN-12).
    deck_emptied: bool = False

    #: Preaching: the viewed cards (still on top of the deck) waiting for the keep choice.
    viewed: list[int] = Field(default_factory=list)
    #: The preaching belongs to Holy Orders (it does not change phase C's pile, SN-18).
    preach_for_orders: bool = False
    greedy_pile: int | None = None
    building_sin: int | None = None
    #: Cards picked for the set being started (still in hand until it is laid).
    building: list[int] = Field(default_factory=list)
    matrimony_first: int | None = None
    #: Anointing: the seat looked at, what the anointer saw (private), the Sinner taken.
    anoint_seat: int | None = None
    anoint_look: list[int] = Field(default_factory=list)
    anoint_taken: int | None = None

    #: "First time" abilities met and still to resolve, in the order they arose (SN-23).
    triggers: list[Trigger] = Field(default_factory=list)
    #: The seat whose Lustful or Wrathful ability is being resolved.
    trigger_seat: int | None = None
    #: Seats still to discard a Sinner for a Wrathful 4+ (SN-6), the next first.
    wrath_queue: list[int] = Field(default_factory=list)
    lust_done: list[bool]
    wrath_done: list[bool]
    #: The first seat to empty its hand this round (Beelzebub, SN-7).
    first_out: int | None = None

    #: Score breakdowns of the last finished round, one per seat.
    last_round: list[ScoreBreakdown] = Field(default_factory=list)
    winners: list[int] = Field(default_factory=list)
    log: list[LogEntry] = Field(default_factory=list)
    #: The state before the last play of phase B that may still be taken back (SN-34), whose
    #: own ``checkpoint`` is the play before; ``None`` once nothing may be. Never in a view.
    checkpoint: State | None = None

    @model_validator(mode="after")
    def _one_stand_in_record_per_seat(self) -> State:
        """A state written before stand-ins were recorded loads with none recorded.

        Only validation runs this (loading, tests); the rules build their states without it
        and always give every seat its record.
        """
        if not self.stand_ins:
            self.stand_ins = [{} for _ in self.players]
        elif len(self.stand_ins) != len(self.players):
            raise ValueError("stand_ins must hold one record per seat")
        return self


# The rules set a few fields on every action: plain assignment, unknown names still refused.
plain_assignment(State, "a Sinners state")


def thaw(state: State) -> State:
    """A shallow copy of ``state`` for the rules to change.

    Its lists are still the ones of ``state``: code that changes a list in place must first
    take its own copy (``context.Ctx`` does that, once per list and action), while code that
    assigns a new list needs nothing. Copying only what an action touches keeps a random game
    fast.
    """
    return copy_with(state, field_values(state).copy())
