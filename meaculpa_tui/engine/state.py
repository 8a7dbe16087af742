"""The whole game as one pydantic model, and the cheap copy every action starts from.

Per-seat facts are lists indexed by seat. Goods and market stones, letter colours, dens,
characters and sites are indexed as described in :mod:`meaculpa_tui.engine.data`.

What is still to be decided lives in ``stack``: a list of small immutable records, one kind per
step (``Bid(seat=2)``: seat 2 is to bid; ``Place(seat=0, slot=3, amount=1, source="donate")``:
seat 0 chooses a compartment for a jewel; see :mod:`meaculpa_tui.engine.frames`). The top
(last) entry is the pending decision; steps the rules resolve without a choice run as soon as
they reach the top. Immutable records keep the state cheap to copy (steps are shared, never
copied) and serialise exactly; :func:`meaculpa_tui.engine.pending_decision` names the pending
decision for a user interface.

Secret fields are marked in their descriptions; ``view_for`` replaces other seats' values with
``None`` (see :mod:`meaculpa_tui.engine.views`).
"""

from __future__ import annotations

from typing import TypeVar

from pydantic import BaseModel, ConfigDict, Field

from meaculpa_tui.engine import data
from meaculpa_tui.engine.frames import DecisionFrame, FrameField
from shared.engine.fast_models import copy_with, field_values
from shared.engine.log import LogEntry

#: One kind of step record (see :mod:`meaculpa_tui.engine.frames`).
_Record = TypeVar("_Record", bound=tuple)


class State(BaseModel):
    """A Mea Culpa game at one moment (never mutated once handed out)."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    players: list[str]
    sophisticated_penitent: bool = False
    #: SplitMix64 state of :mod:`shared.engine.chance` (0 in a view).
    rng: int
    #: 0 while the starting bonuses are chosen, then the round being played.
    round: int = 0
    #: "bonus", "bidding", "characters", "actions" or "over" (for display).
    phase: str = "bonus"

    # --- seats (secret: money, goods, letters, chests) ---------------------------------------
    money: list[int | None]
    #: Goods behind each screen: bread, wine, cloth, jewels. Secret.
    goods: list[list[int] | None]
    #: Letters behind each screen: yellow, blue, red, green. Secret.
    letters: list[list[int] | None]
    #: Each chest: compartment I (bread, wine, cloth, jewels, taler), then compartment II. Secret.
    chests: list[list[int] | None]
    #: What each chest holds in both compartments together (public: donations are shown).
    donated: list[list[int]]
    #: Notches each etched post shows (public once the bids are revealed).
    posts: list[int]
    #: This round's bids, secret until every seat has bid.
    bid_notches: list[int | None]
    bid_taler: list[int | None]
    bids_revealed: bool = False
    #: Sin stones each seat still has in its supply.
    sin_stones: list[int]
    #: Sin stones per den (lust, petty sins, greed), per seat.
    dens: list[list[int]]
    #: Pope stones beside each den.
    pope_stones: list[int]
    #: Space of each soul: 0 start, 1..40 towards Hell, negative towards Heaven (-35 Heaven).
    souls: list[int]
    #: Seats on the start space from nearest Hell to farthest (random at setup, MC-4).
    start_order: list[int]
    #: Seat holding each character (Pope, Emperor, Merchant, Petty Sinner), None when free.
    characters: list[int | None]
    #: Seats from the highest bid down (after the reveal).
    bid_order: list[int] = Field(default_factory=list)
    #: Character whose turn it is in the action phase.
    active_character: int | None = None

    # --- market, bag and supplies -------------------------------------------------------------
    #: Market stones: bread, wine, cloth, jewels, indulgence stones.
    market: list[int]
    #: Stones in the goods bag (the bag has no order; draws are random).
    bag: list[int]
    #: Letters in the supply: yellow, blue, red, green.
    letter_supply: list[int]
    #: Starting bonuses nobody has taken yet (setup only).
    bonuses: list[int]

    # --- house of pleasure ---------------------------------------------------------------------
    #: Card ids still to be drawn (order hidden from everyone: sorted in a view, MC-31).
    deck: list[int]
    discard: list[int]
    #: Card in rooms 1-4 (None: visited this round or empty).
    rooms: list[int | None]
    suite5_occupied: bool = False
    suite6_letter: bool = False
    #: Room the Pope die shows (secret until the reveal).
    pope_die: int | None = None

    # --- cathedral sites -----------------------------------------------------------------------
    hut: int = data.BUILDING_CREWS
    emperor_crew: bool = False
    site_crews: list[int]
    naves: list[bool]
    spires: list[bool]
    evaluations: int = 0
    #: Letters laid out for the category being evaluated, and the seats still to pick in order.
    display: list[int] = Field(default_factory=list)
    pick_queue: list[int] = Field(default_factory=list)
    #: Lines of the evaluation in progress (shown as one result when it ends).
    eval_lines: list[str] = Field(default_factory=list)
    #: Letters each seat has taken in the evaluation in progress, by colour (public: every
    #: pick is made in the open), for its result's line per player.
    eval_letters: list[list[int]] = Field(default_factory=list)

    # --- flow ----------------------------------------------------------------------------------
    stack: list[FrameField] = Field(default_factory=list)
    #: The state at the start of the current turn, while a take-back is allowed (MC-20, MC-32).
    checkpoint: State | None = None
    winning_seats: list[int] = Field(default_factory=list)
    log: list[LogEntry] = Field(default_factory=list)


def clone(state: State) -> State:
    """A shallow copy: the lists are still shared with ``state``.

    Rule code never changes a shared list in place: it asks the working :class:`Game` for a
    writable list (``g.w("money")``), which copies that one list the first time. Copying only
    what an action touches keeps ``apply_action`` fast without ever changing its input. The
    stack changes with nearly every action, so it is copied here at once.
    """
    values = field_values(state).copy()
    values["stack"] = values["stack"][:]
    return copy_with(state, values)


def pending_step(state: State) -> DecisionFrame | None:
    """The step awaiting a decision, or None once the game is over.

    Between actions only a decision is ever on top of the stack: automatic steps run as soon
    as they reach the top.
    """
    stack = state.stack
    return stack[-1] if stack else None  # type: ignore[return-value]


def pending_step_as(state: State, record: type[_Record]) -> _Record:
    """The pending step, which the caller knows to be a ``record`` (``frames.Turn``): a screen
    or a rule written for one kind of decision reads its fields by name, checked here."""
    frame = pending_step(state)
    if not isinstance(frame, record):
        raise TypeError(f"the pending step is {frame!r}, not a {record.__name__}")
    return frame


def hell_key(state: State, seat: int) -> tuple[int, int]:
    """Sort key: larger means nearer Hell (souls on the start space by start order, MC-4)."""
    order = state.start_order
    return state.souls[seat], len(order) - order.index(seat)


def seats_nearest_hell_first(state: State, seats: list[int] | None = None) -> list[int]:
    """``seats`` (default: all) ordered from nearest Hell to farthest (MC-16)."""
    chosen = range(len(state.players)) if seats is None else seats
    return sorted(chosen, key=lambda seat: hell_key(state, seat), reverse=True)


def nearest_hell(state: State, seats: list[int] | None = None) -> int:
    """The seat among ``seats`` (default: all) whose soul is nearest Hell."""
    chosen = range(len(state.players)) if seats is None else seats
    return max(chosen, key=lambda seat: hell_key(state, seat))
