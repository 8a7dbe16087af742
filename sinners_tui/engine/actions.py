"""Every decision a seat can make, as small frozen pydantic models (a union on ``kind``).

A decision with several parts is split into steps, each its own action: starting a set is
"start a set of Wrathful", then one "pick" per card; Anointing is "anoint Ben", then "take",
then "give". So ``legal_actions`` stays short (a few dozen, a few hundred at most when a
Wrathful player may take any card of two long discard piles).

Instances are built once, in the tables at the bottom: random games list millions of actions,
and a table lookup costs far less than validating a new model.

The models' validators and serializers are built when first used, not on import
(``defer_build``), and the tables' instances are made with ``model_construct`` from in-range
indices (tests check they equal validated ones): the first screen needs no validation at all.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from sinners_tui.engine.cards import CARD_COUNT
from sinners_tui.engine.data import PILE_NAMES, SET_TYPES


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class Summon(_Action):
    """Draft: summon this Demon into your church."""

    kind: Literal["summon"] = "summon"
    card: int


class Preach(_Action):
    """Phase A: view the top two cards of the Draw Deck (or take the last one)."""

    kind: Literal["preach"] = "preach"


class TakeFromPile(_Action):
    """Phase A: take ``card`` from a discard pile (the top card, or any with Wrathful 3+)."""

    kind: Literal["take"] = "take"
    pile: int
    card: int


class KeepPreached(_Action):
    """Preaching: keep ``card``; the other viewed card goes onto ``pile``."""

    kind: Literal["keep"] = "keep"
    card: int
    pile: int


class KeepBoth(_Action):
    """Preaching with Selfish 2+: keep both viewed cards."""

    kind: Literal["keep_both"] = "keep_both"


class TakeNext(_Action):
    """Greedy 3+: take (or leave) the next card of the pile just drawn from."""

    kind: Literal["take_next"] = "take_next"
    take: bool


class StartSet(_Action):
    """Phase B: start a new set of this sin (or of Doers of Good); cards are picked next."""

    kind: Literal["start_set"] = "start_set"
    sin: int


class PickForSet(_Action):
    """Starting a set: add this card from your hand to the new set."""

    kind: Literal["pick"] = "pick"
    card: int


class FinishSet(_Action):
    """Starting a set: lay the picked cards into your church."""

    kind: Literal["finish_set"] = "finish_set"


class Extend(_Action):
    """Phase B: add this card to the cards of its sin already in your church."""

    kind: Literal["extend"] = "extend"
    card: int


class PlaySacrament(_Action):
    """Phase B: play this Sacrament into your church (one per turn)."""

    kind: Literal["sacrament"] = "sacrament"
    card: int


class EndPlay(_Action):
    """Phase B: play nothing more this turn; go on to the discard."""

    kind: Literal["end_play"] = "end_play"


class Discard(_Action):
    """Phase C: discard this card onto ``pile``."""

    kind: Literal["discard"] = "discard"
    card: int
    pile: int


class PenanceTarget(_Action):
    """Penance: send this Sinner from a church to Limbo."""

    kind: Literal["penance"] = "penance"
    card: int


class MatrimonyPick(_Action):
    """Matrimony: lay this Sinner (first one of the couple, then the other)."""

    kind: Literal["matrimony"] = "matrimony"
    card: int


class RemoveConfirmation(_Action):
    """Holy Orders with a Doer of Good: discard this Confirmation onto ``pile``."""

    kind: Literal["remove_confirmation"] = "remove_confirmation"
    card: int
    pile: int


class KeepConfirmation(_Action):
    """Holy Orders: leave every Confirmation where it is."""

    kind: Literal["keep_confirmation"] = "keep_confirmation"


class AnointTarget(_Action):
    """Anointing: look at this seat's hand."""

    kind: Literal["anoint"] = "anoint"
    seat: int


class AnointTake(_Action):
    """Anointing: take this Sinner from the anointed hand."""

    kind: Literal["anoint_take"] = "anoint_take"
    card: int


class AnointNoSwap(_Action):
    """Anointing: look only, swap nothing."""

    kind: Literal["anoint_no_swap"] = "anoint_no_swap"


class AnointGive(_Action):
    """Anointing: give this Sinner of your hand in return."""

    kind: Literal["anoint_give"] = "anoint_give"
    card: int


class Lure(_Action):
    """Lustful 3+ the first time: lure this Sinner from another church into yours."""

    kind: Literal["lure"] = "lure"
    card: int


class WrathDiscard(_Action):
    """Another player's Wrathful 4+: discard this Sinner of your church onto ``pile``."""

    kind: Literal["wrath_discard"] = "wrath_discard"
    card: int
    pile: int


class TakeBack(_Action):
    """Phase B: take back the last play of this turn, or cancel the one being made (SN-34)."""

    kind: Literal["take_back"] = "take_back"


Action = Annotated[
    Summon
    | Preach
    | TakeFromPile
    | KeepPreached
    | KeepBoth
    | TakeNext
    | StartSet
    | PickForSet
    | FinishSet
    | Extend
    | PlaySacrament
    | EndPlay
    | Discard
    | PenanceTarget
    | MatrimonyPick
    | RemoveConfirmation
    | KeepConfirmation
    | AnointTarget
    | AnointTake
    | AnointNoSwap
    | AnointGive
    | Lure
    | WrathDiscard
    | TakeBack,
    Field(discriminator="kind"),
]

_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action, config=ConfigDict(defer_build=True))


def parse_action(data: Mapping[str, Any]) -> Action:
    """An action from its JSON form (``action.model_dump(mode="json")``)."""
    return _ADAPTER.validate_python(dict(data))


# --- Cached instances used by the engine ------------------------------------------------------
# One instance per card (and pile) built at import: the rules index these tables instead of
# constructing models, and ``apply_action`` recognises them by identity.

_CARDS = range(CARD_COUNT)
_PILES = range(len(PILE_NAMES))

PREACH = Preach.model_construct()
KEEP_BOTH = KeepBoth.model_construct()
FINISH_SET = FinishSet.model_construct()
END_PLAY = EndPlay.model_construct()
KEEP_CONFIRMATION = KeepConfirmation.model_construct()
ANOINT_NO_SWAP = AnointNoSwap.model_construct()
TAKE_NEXT = TakeNext.model_construct(take=True)
LEAVE_NEXT = TakeNext.model_construct(take=False)
TAKE_BACK = TakeBack.model_construct()

SUMMON: tuple[Summon, ...] = tuple(Summon.model_construct(card=card) for card in _CARDS)
PICK: tuple[PickForSet, ...] = tuple(PickForSet.model_construct(card=card) for card in _CARDS)
EXTEND: tuple[Extend, ...] = tuple(Extend.model_construct(card=card) for card in _CARDS)
SACRAMENT: tuple[PlaySacrament, ...] = tuple(
    PlaySacrament.model_construct(card=card) for card in _CARDS
)
PENANCE: tuple[PenanceTarget, ...] = tuple(
    PenanceTarget.model_construct(card=card) for card in _CARDS
)
MATRIMONY: tuple[MatrimonyPick, ...] = tuple(
    MatrimonyPick.model_construct(card=card) for card in _CARDS
)
ANOINT_TAKE: tuple[AnointTake, ...] = tuple(
    AnointTake.model_construct(card=card) for card in _CARDS
)
ANOINT_GIVE: tuple[AnointGive, ...] = tuple(
    AnointGive.model_construct(card=card) for card in _CARDS
)
LURE: tuple[Lure, ...] = tuple(Lure.model_construct(card=card) for card in _CARDS)
#: Indexed ``[pile][card]``.
TAKE: tuple[tuple[TakeFromPile, ...], ...] = tuple(
    tuple(TakeFromPile.model_construct(pile=pile, card=card) for card in _CARDS) for pile in _PILES
)
KEEP: tuple[tuple[KeepPreached, ...], ...] = tuple(
    tuple(KeepPreached.model_construct(card=card, pile=pile) for card in _CARDS) for pile in _PILES
)
DISCARD: tuple[tuple[Discard, ...], ...] = tuple(
    tuple(Discard.model_construct(card=card, pile=pile) for card in _CARDS) for pile in _PILES
)
#: Indexed ``[card]``: that card's discards onto each pile, in pile order (phase C before a pile
#: was used lists both for every card of the hand).
DISCARD_EITHER: tuple[tuple[Discard, ...], ...] = tuple(
    tuple(table[card] for table in DISCARD) for card in _CARDS
)
REMOVE_CONFIRMATION: tuple[tuple[RemoveConfirmation, ...], ...] = tuple(
    tuple(RemoveConfirmation.model_construct(card=card, pile=pile) for card in _CARDS)
    for pile in _PILES
)
WRATH_DISCARD: tuple[tuple[WrathDiscard, ...], ...] = tuple(
    tuple(WrathDiscard.model_construct(card=card, pile=pile) for card in _CARDS) for pile in _PILES
)


#: Indexed by set type (the nine sins and Doers of Good, ``data.SET_TYPES``: types 0 to 9, so a
#: type is its own index; a test checks this).
START_SET: tuple[StartSet, ...] = tuple(StartSet.model_construct(sin=sin) for sin in SET_TYPES)


@cache
def start_set(sin: int) -> StartSet:
    """The ``StartSet`` of ``sin``: the table's instance for a set type."""
    if 0 <= sin < len(START_SET):
        return START_SET[sin]
    return StartSet(sin=sin)


@cache
def anoint_target(seat: int) -> AnointTarget:
    return AnointTarget(seat=seat)
