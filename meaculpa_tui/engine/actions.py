"""Every decision a seat can make, as small frozen models in one discriminated union.

Actions carry no seat: they are always taken by :func:`current_player`. Goods, colours, dens
and characters are named by words in the JSON form (``{"kind": "buy_good", "good": "jewel"}``)
so a saved game reads like the game itself; rooms, sites and compartments use the numbers
printed on the board (rooms 1-6, sites 1-3, compartments 1 = I and 2 = II).

Instances for every possible choice are created once here and reused by ``legal_actions``, so
listing and checking actions costs no validation on the hot path.

The models' validators and serializers are built when first used, not on import
(``defer_build``): building them all takes longer than the rest of the engine's import, and
the first screen needs none of them. The cached instances are therefore made with
``model_construct`` from the rules' own constants (tests check they equal validated ones).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, TypeAdapter

from meaculpa_tui.engine import data
from meaculpa_tui.engine.data import CharacterName, ColourName, DenName, GoodName, StoneName

BuyableColour = Literal["red", "green"]


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


def _coin(value: int) -> int:
    if value not in data.COINS:
        raise ValueError(f"there is no {value}-taler coin; coins are {data.COINS}")
    return value


class ChooseBonus(_Action):
    """Take one of the starting bonuses (1-4) before the first round."""

    kind: Literal["choose_bonus"] = "choose_bonus"
    bonus: Annotated[int, Field(ge=1, le=len(data.BONUSES))]


class PlaceDonation(_Action):
    """Put the item being donated into chest compartment 1 (I) or 2 (II), secretly."""

    kind: Literal["place_donation"] = "place_donation"
    compartment: Annotated[int, Field(ge=1, le=data.COMPARTMENTS)]


class BidNotches(_Action):
    """Secretly turn the etched post to 1-6 notches (first half of a bid)."""

    kind: Literal["bid_notches"] = "bid_notches"
    notches: Annotated[int, Field(ge=data.POST_MIN, le=data.POST_MAX)]


class BidTaler(_Action):
    """Secretly add taler on top of the post (second half of a bid)."""

    kind: Literal["bid_taler"] = "bid_taler"
    taler: Annotated[int, Field(ge=0)]


class ChooseCharacter(_Action):
    """Take a character card (in bid order)."""

    kind: Literal["choose_character"] = "choose_character"
    character: CharacterName


class MovePopeStone(_Action):
    """Move one Pope stone from one den of sin to another."""

    kind: Literal["move_pope_stone"] = "move_pope_stone"
    source: DenName
    target: DenName


class KeepPopeStones(_Action):
    """The Pope's preliminary action is optional: leave the Pope stones where they are."""

    kind: Literal["keep_pope_stones"] = "keep_pope_stones"


class PlaceCrew(_Action):
    """Place a building crew on cathedral site 1-3."""

    kind: Literal["place_crew"] = "place_crew"
    site: Annotated[int, Field(ge=1, le=data.SITES)]


class MoveCrew(_Action):
    """Move a building crew from one cathedral site to another (a card's effect)."""

    kind: Literal["move_crew"] = "move_crew"
    source: Annotated[int, Field(ge=1, le=data.SITES)]
    target: Annotated[int, Field(ge=1, le=data.SITES)]


class Visit(_Action):
    """Visit a room (1-4) or suite (5, 6) of the House of Pleasure openly."""

    kind: Literal["visit"] = "visit"
    room: Annotated[int, Field(ge=1, le=data.SUITE_6)]


class SkipVisit(_Action):
    """The Petty Sinner declines his preliminary visit to the House of Pleasure."""

    kind: Literal["skip_visit"] = "skip_visit"


class Pass(_Action):
    """Take no action this turn."""

    kind: Literal["pass"] = "pass"


class EndTurn(_Action):
    """Declare the turn over (after one or two actions)."""

    kind: Literal["end_turn"] = "end_turn"


class TakeBack(_Action):
    """Undo everything done in this turn so far (MC-20)."""

    kind: Literal["take_back"] = "take_back"


class BuyGood(_Action):
    """Buy one good from the market."""

    kind: Literal["buy_good"] = "buy_good"
    good: GoodName


class BuyGreedy(_Action):
    """Buy two identical goods for the price of one, with a sin stone in the Den of Greed."""

    kind: Literal["buy_greedy"] = "buy_greedy"
    good: GoodName


class BuyLetter(_Action):
    """Pay 4 taler and swap a market indulgence stone for a red or green letter."""

    kind: Literal["buy_letter"] = "buy_letter"
    colour: BuyableColour


class Sell(_Action):
    """Sell one good from behind the screen to the bank."""

    kind: Literal["sell"] = "sell"
    good: GoodName


class DonateGood(_Action):
    """Show a good and donate it (its compartment is chosen next, secretly)."""

    kind: Literal["donate_good"] = "donate_good"
    good: GoodName


class DonateCoin(_Action):
    """Show a coin (1, 2, 5 or 10 taler) and donate it (compartment chosen next, secretly)."""

    kind: Literal["donate_coin"] = "donate_coin"
    taler: Annotated[int, AfterValidator(_coin)]


class FinishDonating(_Action):
    """The Emperor stops after one donation instead of making a second (MC-23)."""

    kind: Literal["finish_donating"] = "finish_donating"


class SetPopeDie(_Action):
    """The Pope's incognito visit: secretly set the Pope die to the room he visits."""

    kind: Literal["set_pope_die"] = "set_pope_die"
    room: Annotated[int, Field(ge=1, le=data.SUITE_6)]


class GuessRoom(_Action):
    """Name the room where the Pope is believed to be (public decision)."""

    kind: Literal["guess_room"] = "guess_room"
    room: Annotated[int, Field(ge=1, le=data.SUITE_6)]


class UseRoom(_Action):
    """In Suite 5: carry out the card of room 1-4 without rotating the post."""

    kind: Literal["use_room"] = "use_room"
    room: Annotated[int, Field(ge=1, le=data.ORDINARY_ROOMS)]


class TakeGood(_Action):
    """A card's effect: take one good from the market without paying."""

    kind: Literal["take_good"] = "take_good"
    good: GoodName


class GiveLetter(_Action):
    """As the giver of a card's gift, hand over a letter of this colour (MC-8)."""

    kind: Literal["give_letter"] = "give_letter"
    colour: ColourName


class EmptyDen(_Action):
    """Out of sin stones: take back all own stones from this den and descend that far (MC-24)."""

    kind: Literal["empty_den"] = "empty_den"
    den: DenName


class PickLetter(_Action):
    """Take a letter of this colour from the evaluation's display."""

    kind: Literal["pick_letter"] = "pick_letter"
    colour: ColourName


class MerchantTake(_Action):
    """The Merchant's privilege: one stone from the market free (an indulgence stone is
    swapped for a red or green letter, or for nothing when neither is left, MC-3)."""

    kind: Literal["merchant_take"] = "merchant_take"
    stone: StoneName
    colour: BuyableColour | None = None


Action = Annotated[
    ChooseBonus
    | PlaceDonation
    | BidNotches
    | BidTaler
    | ChooseCharacter
    | MovePopeStone
    | KeepPopeStones
    | PlaceCrew
    | MoveCrew
    | Visit
    | SkipVisit
    | Pass
    | EndTurn
    | TakeBack
    | BuyGood
    | BuyGreedy
    | BuyLetter
    | Sell
    | DonateGood
    | DonateCoin
    | FinishDonating
    | SetPopeDie
    | GuessRoom
    | UseRoom
    | TakeGood
    | GiveLetter
    | EmptyDen
    | PickLetter
    | MerchantTake,
    Field(discriminator="kind"),
]

ACTION_ADAPTER: TypeAdapter[Any] = TypeAdapter(Action, config=ConfigDict(defer_build=True))


def parse_action(payload: Mapping[str, Any]) -> Any:
    """An action from its JSON form (``action.model_dump(mode="json")``)."""
    return ACTION_ADAPTER.validate_python(dict(payload))


# --- the cached instances legal_actions hands out ----------------------------------------------

CHOOSE_BONUS = {b: ChooseBonus.model_construct(bonus=b) for b in data.BONUSES}
PLACE = tuple(PlaceDonation.model_construct(compartment=c + 1) for c in range(data.COMPARTMENTS))
BID_NOTCHES = tuple(
    BidNotches.model_construct(notches=n) for n in range(data.POST_MIN, data.POST_MAX + 1)
)
_BID_TALER: dict[int, BidTaler] = {}


def bid_taler(taler: int) -> BidTaler:
    """The shared instance for a bid of ``taler``."""
    found = _BID_TALER.get(taler)
    if found is None:
        found = _BID_TALER[taler] = BidTaler(taler=taler)
    return found


CHOOSE_CHARACTER = tuple(ChooseCharacter.model_construct(character=c) for c in data.CHARACTER_KEYS)
MOVE_POPE_STONE = {
    (s, t): MovePopeStone.model_construct(source=data.DEN_KEYS[s], target=data.DEN_KEYS[t])
    for s in data.DENS
    for t in data.DENS
    if s != t
}
KEEP_POPE_STONES = KeepPopeStones.model_construct()
PLACE_CREW = tuple(PlaceCrew.model_construct(site=s + 1) for s in range(data.SITES))
MOVE_CREW = {
    (s, t): MoveCrew.model_construct(source=s + 1, target=t + 1)
    for s in range(data.SITES)
    for t in range(data.SITES)
    if s != t
}
VISIT = {r: Visit.model_construct(room=r) for r in data.ROOMS}
SKIP_VISIT = SkipVisit.model_construct()
PASS = Pass.model_construct()
END_TURN = EndTurn.model_construct()
TAKE_BACK = TakeBack.model_construct()
BUY_GOOD = tuple(BuyGood.model_construct(good=g) for g in data.GOOD_NAMES)
BUY_GREEDY = tuple(BuyGreedy.model_construct(good=g) for g in data.GOOD_NAMES)
BUY_LETTER = {
    c: BuyLetter.model_construct(colour=data.COLOUR_NAMES[c]) for c in data.BUYABLE_COLOURS
}
SELL = tuple(Sell.model_construct(good=g) for g in data.GOOD_NAMES)
DONATE_GOOD = tuple(DonateGood.model_construct(good=g) for g in data.GOOD_NAMES)
DONATE_COIN = {v: DonateCoin.model_construct(taler=v) for v in data.COINS}
FINISH_DONATING = FinishDonating.model_construct()
SET_POPE_DIE = {r: SetPopeDie.model_construct(room=r) for r in data.ROOMS}
GUESS_ROOM = {r: GuessRoom.model_construct(room=r) for r in data.ROOMS}
USE_ROOM = {r: UseRoom.model_construct(room=r) for r in range(1, data.ORDINARY_ROOMS + 1)}
TAKE_GOOD = tuple(TakeGood.model_construct(good=g) for g in data.GOOD_NAMES)
GIVE_LETTER = tuple(GiveLetter.model_construct(colour=c) for c in data.COLOUR_NAMES)
EMPTY_DEN = tuple(EmptyDen.model_construct(den=d) for d in data.DEN_KEYS)
PICK_LETTER = tuple(PickLetter.model_construct(colour=c) for c in data.COLOUR_NAMES)
MERCHANT_TAKE_GOOD = tuple(MerchantTake.model_construct(stone=s) for s in data.GOOD_NAMES)
MERCHANT_TAKE_LETTER = {
    c: MerchantTake.model_construct(stone="indulgence", colour=data.COLOUR_NAMES[c])
    for c in data.BUYABLE_COLOURS
}
MERCHANT_TAKE_NOTHING = MerchantTake.model_construct(stone="indulgence")

#: Index lookups from the words of the JSON form.
GOOD_INDEX = {name: i for i, name in enumerate(data.GOOD_NAMES)}
STONE_INDEX = {name: i for i, name in enumerate(data.STONE_NAMES)}
COLOUR_INDEX = {name: i for i, name in enumerate(data.COLOUR_NAMES)}
DEN_INDEX = {name: i for i, name in enumerate(data.DEN_KEYS)}
CHARACTER_INDEX = {name: i for i, name in enumerate(data.CHARACTER_KEYS)}

#: The four kinds of turn action; a second action in a turn must be of another kind (MC-13).
BUY, SELL_KIND, DONATE, VISIT_KIND = "buy", "sell", "donate", "visit"
TURN_KIND = {
    "buy_good": BUY,
    "buy_greedy": BUY,
    "buy_letter": BUY,
    "sell": SELL_KIND,
    "donate_good": DONATE,
    "donate_coin": DONATE,
    "visit": VISIT_KIND,
    "set_pope_die": VISIT_KIND,
}
