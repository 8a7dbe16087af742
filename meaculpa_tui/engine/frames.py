"""The steps kept on the state's stack: one small named, typed record per kind of step.

The top (last) step of ``State.stack`` is what happens next. A *decision* step waits for its
``seat`` to choose one of the legal actions; an *automatic* step runs as soon as it is on top.
Rule code reads a step by name (``frame.seat``, ``frame.pope``) and builds a new one with its
class (``frames.Bid(seat)``); every step also carries its ``kind``, the name a user interface or
a bot looks the pending decision up by (``frames.BID``, see ``pending_decision``).

Each record is a :class:`typing.NamedTuple`, for three reasons:

- a state is copied on every action, and the stack list is copied with it: an immutable step
  is shared between the old and the new state (and with views) and never copied itself;
- the engine builds a few hundred steps per game: a named tuple costs a fraction of what a
  pydantic model does to build, and reading a field is as fast as indexing a plain tuple;
- equal steps compare and hash equal, the ``kind`` included, so two steps of different kinds
  holding the same numbers differ.

The ``kind`` is the last field, with its only possible value as default, so it is never
written out when a step is built. In the state's JSON form a step is an object that names its
fields, kind first (``{"kind": "bid", "seat": 2}``); :data:`FrameField`, the type of the
state's ``stack`` items, writes that form and reads it back into the record its kind names.
Saved games hold only the actions taken (see :mod:`shared.engine.record`), never a state, so
this form is used only where a state itself is dumped, and no save file depends on it.

No step holds a secret: what a step names (who decides, what is being placed, who the Pope is)
is public, so a view (:mod:`meaculpa_tui.engine.views`) shows the stack as it is.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Annotated, Any, Final, Literal, NamedTuple, Union

from pydantic import Discriminator, PlainSerializer, PlainValidator, Tag, TypeAdapter

# --- kinds of decision -------------------------------------------------------------------------

BONUS = "bonus"
PLACE = "place"
BID = "bid"
PICK = "pick"
POPE_PRELIM = "pope_prelim"
EMPEROR_PRELIM = "emperor_prelim"
DUAL_PRELIM = "dual_prelim"
SINNER_VISIT = "sinner_visit"
DEN_CHOICE = "den_choice"
TURN = "turn"
DONATE_MORE = "donate_more"
MERCHANT = "merchant"
GUESS = "guess"
SUITE5 = "suite5"
CARD_PLACE_CREW = "card_place_crew"
CARD_MOVE_CREW = "card_move_crew"
CARD_POPE = "card_pope"
CARD_TAKE = "card_take"
GIFT = "gift"
LETTER_PICK = "letter_pick"

# --- kinds of automatic step -------------------------------------------------------------------

PREPARE = "prepare"
BONUS_END = "bonus_end"
REVEAL = "reveal"
TURNS = "turns"
COMPARE = "compare"
SIN = "sin"
GREEDY_TAKE = "greedy_take"
YELLOW = "yellow"
POPE_REVEAL = "pope_reveal"
EVALUATE = "evaluate"
EVAL_CATEGORY = "eval_cat"
EVAL_END = "eval_end"
GAME_END = "game_end"

#: Where the item of a :class:`Place` comes from.
SOURCE_BONUS: Final = "bonus"
SOURCE_DONATE: Final = "donate"
Source = Literal["bonus", "donate"]

# --- decisions (``seat`` decides) --------------------------------------------------------------


class Bonus(NamedTuple):
    """``seat`` chooses a starting bonus."""

    seat: int
    kind: Literal["bonus"] = "bonus"


class Place(NamedTuple):
    """``seat`` chooses the compartment of a chest for ``amount`` of chest slot ``slot``.

    Slots 0-3 are the goods, 4 the taler (``data.CHEST_MONEY``); ``source`` says whether the
    item comes from a starting bonus or is being donated.
    """

    seat: int
    slot: int
    amount: int
    source: Source
    kind: Literal["place"] = "place"


class Bid(NamedTuple):
    """``seat`` bids in secret: first the notches, then the taler."""

    seat: int
    kind: Literal["bid"] = "bid"


class Pick(NamedTuple):
    """``seat`` chooses a character."""

    seat: int
    kind: Literal["pick"] = "pick"


class PopePrelim(NamedTuple):
    """``seat``, as the Pope, may move a Pope stone."""

    seat: int
    kind: Literal["pope_prelim"] = "pope_prelim"


class EmperorPrelim(NamedTuple):
    """``seat``, as the Emperor, must place the crew of the Emperor card."""

    seat: int
    kind: Literal["emperor_prelim"] = "emperor_prelim"


class DualPrelim(NamedTuple):
    """3 players: ``seat`` holds both duties above and chooses which to perform first."""

    seat: int
    kind: Literal["dual_prelim"] = "dual_prelim"


class SinnerVisit(NamedTuple):
    """``seat``, as the Petty Sinner, may visit the House of Pleasure before the turns."""

    seat: int
    kind: Literal["sinner_visit"] = "sinner_visit"


class DenChoice(NamedTuple):
    """``seat`` is out of sin stones for ``den``: which den to empty, then ``missing`` more
    stones are placed (MC-24)."""

    seat: int
    den: int
    missing: int
    kind: Literal["den_choice"] = "den_choice"


class Turn(NamedTuple):
    """``seat``'s turn as ``character``.

    ``stage`` is 0 before any action, 1 after one action, 2 after two; ``first`` is the kind of
    the first action (``actions.TURN_KIND``: "buy", "sell", "donate", "visit"), "" before it.
    """

    seat: int
    character: int
    stage: int
    first: str
    kind: Literal["turn"] = "turn"


class DonateMore(NamedTuple):
    """``seat``, as the Emperor, may make a second donation."""

    seat: int
    kind: Literal["donate_more"] = "donate_more"


class Merchant(NamedTuple):
    """``seat`` takes the Merchant's free stone from the market."""

    seat: int
    kind: Literal["merchant"] = "merchant"


class Guess(NamedTuple):
    """``seat`` guesses in which room ``pope`` (the seat of the Pope) is."""

    seat: int
    pope: int
    kind: Literal["guess"] = "guess"


class Suite5(NamedTuple):
    """``seat`` chooses which room's card Suite 5 uses."""

    seat: int
    kind: Literal["suite5"] = "suite5"


class CardPlaceCrew(NamedTuple):
    """A card: ``seat`` places a new building crew."""

    seat: int
    kind: Literal["card_place_crew"] = "card_place_crew"


class CardMoveCrew(NamedTuple):
    """A card: ``seat`` moves a building crew."""

    seat: int
    kind: Literal["card_move_crew"] = "card_move_crew"


class CardPope(NamedTuple):
    """A card: ``seat`` moves a Pope stone."""

    seat: int
    kind: Literal["card_pope"] = "card_pope"


class CardTake(NamedTuple):
    """A card: ``seat`` takes one good from the market."""

    seat: int
    kind: Literal["card_take"] = "card_take"


class Gift(NamedTuple):
    """A card: ``seat`` chooses which of his letters ``receiver`` gets (MC-8)."""

    seat: int
    receiver: int
    kind: Literal["gift"] = "gift"


class LetterPick(NamedTuple):
    """``seat`` picks a letter from the display of ``category`` of cathedral ``site``."""

    seat: int
    site: int
    category: int
    kind: Literal["letter_pick"] = "letter_pick"


# --- automatic steps ---------------------------------------------------------------------------


class Prepare(NamedTuple):
    """Prepare the next round: market, rooms, then the bids."""

    kind: Literal["prepare"] = "prepare"


class BonusEnd(NamedTuple):
    """The starting bonuses nobody chose go back to the supply."""

    kind: Literal["bonus_end"] = "bonus_end"


class Reveal(NamedTuple):
    """Every bid is revealed at once; the characters are chosen in bid order."""

    kind: Literal["reveal"] = "reveal"


class NextTurn(NamedTuple):
    """The next character's turn, until the market is empty."""

    kind: Literal["turns"] = "turns"


class Compare(NamedTuple):
    """The end of a round: the etched posts are compared."""

    kind: Literal["compare"] = "compare"


class Sin(NamedTuple):
    """``seat`` places ``stones`` sin stones in ``den``.

    (Not ``count``: a field of that name would hide the tuple's own ``count`` method.)
    """

    seat: int
    den: int
    stones: int
    kind: Literal["sin"] = "sin"


class GreedyTake(NamedTuple):
    """``seat`` takes the goods of a greedy buy of ``good``, after its Greed stone."""

    seat: int
    good: int
    kind: Literal["greedy_take"] = "greedy_take"


class Yellow(NamedTuple):
    """``seat`` takes the yellow letter of Suite 6."""

    seat: int
    kind: Literal["yellow"] = "yellow"


class PopeReveal(NamedTuple):
    """The Pope die of ``pope`` (a seat) is revealed; ``guess`` is the room guessed (0 until the
    guess is made)."""

    pope: int
    guess: int
    kind: Literal["pope_reveal"] = "pope_reveal"


class Evaluate(NamedTuple):
    """Cathedral ``site`` is finished: its donations are evaluated."""

    site: int
    kind: Literal["evaluate"] = "evaluate"


class EvalCategory(NamedTuple):
    """The donors of ``category`` at ``site`` are ranked and its letters laid out."""

    site: int
    category: int
    kind: Literal["eval_cat"] = "eval_cat"


class EvalEnd(NamedTuple):
    """The evaluation of ``site`` ends: its lines are shown as one result."""

    site: int
    kind: Literal["eval_end"] = "eval_end"


class GameEnd(NamedTuple):
    """The final scoring."""

    kind: Literal["game_end"] = "game_end"


#: A step that waits for the choice of its ``seat``.
DecisionFrame = (
    Bonus
    | Place
    | Bid
    | Pick
    | PopePrelim
    | EmperorPrelim
    | DualPrelim
    | SinnerVisit
    | DenChoice
    | Turn
    | DonateMore
    | Merchant
    | Guess
    | Suite5
    | CardPlaceCrew
    | CardMoveCrew
    | CardPope
    | CardTake
    | Gift
    | LetterPick
)
#: A step the rules carry out without a choice.
AutoFrame = (
    Prepare
    | BonusEnd
    | Reveal
    | NextTurn
    | Compare
    | Sin
    | GreedyTake
    | Yellow
    | PopeReveal
    | Evaluate
    | EvalCategory
    | EvalEnd
    | GameEnd
)

#: Any step.
Frame = DecisionFrame | AutoFrame

#: Every record, by its kind.
RECORDS: dict[str, type[Frame]] = {
    record._field_defaults["kind"]: record
    for record in (*DecisionFrame.__args__, *AutoFrame.__args__)
}


_RECORD_TYPES = frozenset(RECORDS.values())


def _kind_of(value: Any) -> str | None:
    """The kind of a step, built (a record) or in its JSON form (an object)."""
    if isinstance(value, dict):
        return value.get("kind")
    return getattr(value, "kind", None)


@cache
def _reader() -> TypeAdapter[Any]:
    """The validator of a step's JSON form: the union of every record, chosen by its kind.

    Built on first use (when a state is read back from JSON), not on import: it takes longer
    to build than the rest of the state's schema, and playing a game never needs it.
    """
    tagged = tuple(Annotated[record, Tag(kind)] for kind, record in RECORDS.items())
    # ``Union[...]`` is the one spelling of a union built from a list of members.
    # A union of members known only at run time is a value here, not a static type.
    annotated: Any = Annotated
    union_of: Any = Union
    return TypeAdapter(annotated[union_of[tagged], Discriminator(_kind_of)])


def _read(value: Any) -> Frame:
    """A record is kept as it is (the engine builds only valid ones); anything else, a step's
    JSON form above all, is validated into the record its kind names."""
    if type(value) in _RECORD_TYPES:
        return value
    return _reader().validate_python(value)


def _as_object(frame: Frame) -> dict[str, Any]:
    return {"kind": frame.kind, **frame._asdict()}


if TYPE_CHECKING:
    FrameField = Frame
else:
    #: :data:`Frame` as the type of a pydantic field: written as an object naming its fields,
    #: read back into the record its kind names.
    FrameField = Annotated[Any, PlainValidator(_read), PlainSerializer(_as_object)]
