"""Words for players: menu labels of actions, the pending question, and why a move is refused.

Nothing here decides legality (that is :mod:`meaculpa_tui.engine.legal`); a refusal is only put
into words, as specifically as the situation allows ("You have only 3 taler; a jewel costs 6.").
"""

from __future__ import annotations

from typing import Any, NamedTuple

from pydantic import BaseModel

from meaculpa_tui.engine import actions, data, effects, frames
from meaculpa_tui.engine.context import count_of, room_name
from meaculpa_tui.engine.legal import legal_for, visitable_rooms
from meaculpa_tui.engine.rounds import item_text
from meaculpa_tui.engine.state import State, pending_step

_KIND_WORDS = {
    "choose_bonus": "choosing a starting bonus",
    "place_donation": "choosing a compartment",
    "bid_notches": "turning the post for a bid",
    "bid_taler": "adding taler to a bid",
    "choose_character": "choosing a character",
    "move_pope_stone": "moving a Pope stone",
    "keep_pope_stones": "leaving the Pope stones",
    "place_crew": "placing a building crew",
    "move_crew": "moving a building crew",
    "visit": "visiting the House of Pleasure",
    "skip_visit": "skipping the visit",
    "pass": "passing",
    "end_turn": "ending a turn",
    "take_back": "taking back a turn",
    "buy_good": "buying",
    "buy_greedy": "buying greedily",
    "buy_letter": "buying a letter",
    "sell": "selling",
    "donate_good": "donating",
    "donate_coin": "donating",
    "finish_donating": "finishing a donation",
    "set_pope_die": "setting the Pope die",
    "guess_room": "guessing the Pope's room",
    "use_room": "using a room's card",
    "take_good": "taking a good",
    "give_letter": "giving a letter",
    "empty_den": "emptying a den",
    "pick_letter": "picking a letter",
    "merchant_take": "taking the Merchant's stone",
}


_STONE_WORDS = (*data.GOOD_NAMES, "indulgence stone")


# --- the pending question ----------------------------------------------------------------------


def duty_of(s: State, seat: int, character: int, *, starts: bool = False) -> str:
    """In whose name ``seat`` does ``character``'s preliminary action: "as the Pope", or with
    three players, when that card is left over, "for the left-over Pope" (MC-38): the Emperor
    who moves a Pope stone is still the Emperor. ``starts``: it begins a sentence."""
    name = data.CHARACTER_NAMES[character]
    words = ("as the", "for the left-over")[s.characters[character] != seat]
    if starts:
        words = words[0].upper() + words[1:]
    return f"{words} {name}"


def prompt(s: State) -> str:
    """What the current seat is asked, in a sentence ("Anna: bid notches (1-6).")."""
    frame = pending_step(s)
    if frame is None:
        return "The game is over."
    kind = frame.kind
    who = s.players[frame.seat]
    texts = {
        frames.BONUS: "choose a starting bonus",
        frames.BID: f"secretly turn your post ({data.POST_MIN}-{data.POST_MAX} notches)"
        if s.bid_notches[frame.seat] is None
        else "secretly add taler to your bid",
        frames.PICK: "choose a character",
        frames.POPE_PRELIM: f"{duty_of(s, frame.seat, data.POPE)} you may move a Pope stone",
        frames.EMPEROR_PRELIM: (
            f"{duty_of(s, frame.seat, data.EMPEROR)} place the crew of his card"
        ),
        frames.DUAL_PRELIM: "move a Pope stone and place the Emperor's crew, in either order",
        frames.SINNER_VISIT: "as the Petty Sinner you may visit the House of Pleasure now",
        frames.TURN: "your turn",
        frames.DONATE_MORE: "as the Emperor you may make a second donation",
        frames.MERCHANT: "take one stone from the market free of charge",
        frames.SUITE5: "choose the room whose card Suite 5 uses",
        frames.CARD_PLACE_CREW: "place a new building crew",
        frames.CARD_MOVE_CREW: "move a building crew",
        frames.CARD_POPE: "move a Pope stone",
        frames.CARD_TAKE: "take one good from the market",
        frames.LETTER_PICK: "pick a letter from the display",
    }
    if isinstance(frame, frames.Place):
        text = f"choose a compartment for {item_text(frame.slot, frame.amount)}"
    elif isinstance(frame, frames.DenChoice):
        text = (
            f"you have no sin stones left for the {data.DEN_NAMES[frame.den]}; "
            "choose a den to empty"
        )
    elif isinstance(frame, frames.Guess):
        text = f"guess where {s.players[frame.pope]}, the Pope, is"
    elif isinstance(frame, frames.Gift):
        text = f"choose the letter you must give {s.players[frame.receiver]}"
    elif isinstance(frame, frames.Turn):
        character = data.CHARACTER_NAMES[frame.character]
        stage = frame.stage
        text = (
            f"your turn as the {character}: pass or take an action"
            if stage == 0
            else f"your turn as the {character}: a second action or end your turn"
            if stage == 1
            else f"your turn as the {character}: end your turn"
        )
    else:
        text = texts[kind]
    return f"{who}: {text}."


# --- menu labels ---------------------------------------------------------------------------------


def _visit_label(s: State, room: int, rotate: bool) -> str:
    if room == data.SUITE_5:
        return f"Suite 5 (a sin of lust; use the card of a room 1-{data.ORDINARY_ROOMS})"
    if room == data.SUITE_6:
        notches = f", +{count_of(data.SUITE_6_NOTCHES, 'notch', 'notches')}" if rotate else ""
        return f"Suite 6 (the yellow letter; a sin of lust{notches})"
    card = s.rooms[room - 1]
    if card is None:
        return room_name(room)
    notches = f" (+{count_of(data.CARD_NOTCHES[card], 'notch', 'notches')})" if rotate else ""
    return f"room {room}: {data.CARD_TITLES[card]}{notches}"


def describe(s: State, action: Any) -> str:
    """A short label for ``action`` in the acting seat's words."""
    kind = getattr(action, "kind", None)
    frame = pending_step(s)
    turn = frame if isinstance(frame, frames.Turn) else None
    character = turn.character if turn is not None else -1
    label = _label(s, action, kind, frame, character)
    if turn is not None and turn.stage == 1 and kind in actions.TURN_KIND:
        label += f" (second action, +{count_of(data.SECOND_ACTION_NOTCHES, 'notch', 'notches')})"
    return label


def _label(
    s: State, action: Any, kind: str | None, frame: frames.DecisionFrame | None, character: int
) -> str:
    if kind == "choose_bonus":
        return f"Take starting bonus {action.bonus}: {data.BONUS_NAMES[action.bonus - 1]}"
    if kind == "place_donation":
        name = data.COMPARTMENT_NAMES[action.compartment - 1]
        warning = ""
        if action.compartment == 1 and s.evaluations >= 1:
            warning = " (never evaluated now: compartment I was opened already)"
        if isinstance(frame, frames.Place):
            item = item_text(frame.slot, frame.amount)
            return f"Put {item} into compartment {name}{warning}"
        return f"Compartment {name}{warning}"
    if kind == "bid_notches":
        return f"Turn your post to {count_of(action.notches, 'notch', 'notches')}"
    if kind == "bid_taler":
        return f"Add {action.taler} taler to your bid" if action.taler else "Add no taler"
    if kind == "choose_character":
        return f"Take the {data.CHARACTER_NAMES[actions.CHARACTER_INDEX[action.character]]}"
    if kind == "move_pope_stone":
        src, dst = actions.DEN_INDEX[action.source], actions.DEN_INDEX[action.target]
        return f"Move a Pope stone from the {data.DEN_NAMES[src]} to the {data.DEN_NAMES[dst]}"
    if kind == "keep_pope_stones":
        return "Leave the Pope stones where they are"
    if kind == "place_crew":
        return f"Place a building crew on cathedral site {action.site}"
    if kind == "move_crew":
        return f"Move a building crew from site {action.source} to site {action.target}"
    if kind == "visit":
        rotate = character not in (data.PETTY_SINNER, -1)
        return "Visit " + _visit_label(s, action.room, rotate)
    if kind == "skip_visit":
        return "Do not visit the House of Pleasure now"
    if kind == "pass":
        return "Pass"
    if kind == "end_turn":
        return "End your turn"
    if kind == "take_back":
        sin = s.sophisticated_penitent and character != data.PETTY_SINNER
        return "Take back this turn" + (
            " (a sin: one stone to the Den of Petty Sins)" if sin else ""
        )
    if kind in ("buy_good", "buy_greedy", "sell"):
        good = actions.GOOD_INDEX[action.good]
        if kind == "sell":
            return f"Sell {data.GOOD_ONE[good]} for {data.SELL_PRICE[good]} taler"
        if kind == "buy_good":
            return f"Buy {data.GOOD_ONE[good]} for {data.BUY_PRICE[good]} taler"
        return (
            f"Greedily buy {data.GREEDY_GOODS} {data.GOOD_PLURAL[good]} for "
            f"{data.BUY_PRICE[good]} taler (a sin of greed)"
        )
    if kind == "buy_letter":
        return f"Buy a {action.colour} letter for {data.LETTER_PRICE} taler"
    if kind == "donate_good":
        return f"Donate {data.GOOD_ONE[actions.GOOD_INDEX[action.good]]}"
    if kind == "donate_coin":
        return f"Donate a {action.taler}-taler coin"
    if kind == "finish_donating":
        return "Make no second donation"
    if kind == "set_pope_die":
        return "Secretly visit " + _visit_label(s, action.room, True) + " (set the Pope die)"
    if kind == "guess_room":
        return f"Guess the Pope is in {room_name(action.room)}"
    if kind == "use_room":
        return "Use the card of " + _visit_label(s, action.room, False)
    if kind == "take_good":
        return f"Take {data.GOOD_ONE[actions.GOOD_INDEX[action.good]]} from the market"
    if kind == "give_letter":
        return f"Give a {action.colour} letter"
    if kind == "empty_den":
        den = actions.DEN_INDEX[action.den]
        return f"Take back your stones from the {data.DEN_NAMES[den]} (and descend as many steps)"
    if kind == "pick_letter":
        return f"Take a {action.colour} letter"
    if kind == "merchant_take":
        if action.stone != "indulgence":
            return f"Take {data.GOOD_ONE[actions.STONE_INDEX[action.stone]]} free of charge"
        if action.colour is None:
            return "Take the indulgence stone (no red or green letter is left)"
        return f"Take the indulgence stone for a {action.colour} letter"
    return str(action)


# --- refusals ------------------------------------------------------------------------------------


class Why(NamedTuple):
    """Why an action is refused, twice: a few words for a menu line, and the whole sentence.

    The two are written side by side, so the dimmed option ("Buy a jewel for 6 taler (only 3
    taler)") and the message its key brings never disagree.
    """

    note: str
    sentence: str


def refusal_reason(state: State, action: Any) -> str | None:
    """Why ``action`` is not allowed now, as specifically as possible; ``None`` if it is.

    The same words the engine refuses the action with, so a menu can show a closed option with
    its reason without trying the action first.
    """
    why = refusal(state, action)
    return None if why is None else why.sentence


def closed_note(state: State, action: Any) -> str | None:
    """A few words saying why ``action`` is closed now, for its menu line ("only 3 taler",
    "taken by Cid"); ``None`` if it is allowed."""
    why = refusal(state, action)
    return None if why is None else why.note


#: The actions by which the deciding seat itself gets the card of the room it names.
_CARD_USES = ("visit", "set_pope_die", "use_room")


def empty_card_note(state: State, action: Any) -> str | None:
    """A few words saying that an open visit's card gives its visitor nothing ("gives you
    nothing: you are the Emperor"); ``None`` if it may give something or is no such visit.

    A card by which a character presents a letter gives nothing when no opponent holds that
    character (MC-8): the visitor holds it, or nobody chose it. Both are public. Whether the
    holder has a letter at all lies behind his screen, so that case gets no note: the
    visitor learns it only from the visit. The visit stays open (it is legal: it still turns
    the post and closes the room for the others).
    """
    if getattr(action, "kind", None) not in _CARD_USES or action.room > data.ORDINARY_ROOMS:
        return None
    frame = pending_step(state)
    seat = getattr(frame, "seat", None)
    card = state.rooms[action.room - 1]
    if seat is None or card not in effects.PRESENTS:
        return None
    character = effects.PRESENTS[card][0]
    if effects.giver_of(state, seat, character) is not None:
        return None
    name = data.CHARACTER_NAMES[character]
    holder = "you are" if state.characters[character] == seat else "nobody is"
    return f"gives you nothing: {holder} the {name}"


def refusal(state: State, action: Any) -> Why | None:
    """The note and the sentence of a refusal (``None``: the action is allowed)."""
    frame = pending_step(state)
    if frame is None:
        return Why("the game is over", "The game is over.")
    kind = getattr(action, "kind", None)
    if not isinstance(action, BaseModel) or kind not in _KIND_WORDS:
        return Why("not a move of this game", "That is not a Mea Culpa action.")
    legal = legal_for(state)
    if action in legal:
        return None
    legal_kinds = {a.kind for a in legal}
    if kind not in legal_kinds:
        return _wrong_kind(state, frame, kind, action)
    reason = _specific(state, frame, action)
    return reason or Why("not possible now", f"That choice is not possible now. {prompt(state)}")


def kind_refusal(state: State, kind: str) -> Why:
    """Why no action of ``kind`` is possible now at all (a turn menu's closed "Buy…")."""
    frame = pending_step(state)
    if frame is None:
        return Why("the game is over", "The game is over.")
    return _wrong_kind(state, frame, kind, None)


def _wrong_kind(s: State, frame: frames.DecisionFrame, kind: str, action: Any) -> Why:
    if isinstance(frame, frames.Turn):
        stage = frame.stage
        seat = frame.seat
        if kind == "end_turn" and stage == 0:
            return Why(
                "act or pass first", "Take an action or pass first; then you can end your turn."
            )
        if kind == "pass" and stage > 0:
            return Why(
                "you have acted: end your turn instead",
                "You have already acted this turn; end your turn instead of passing.",
            )
        if kind == "take_back":
            if stage == 0:
                return Why("nothing to take back yet", "There is nothing to take back yet.")
            return Why(
                "no longer possible: something was revealed",
                "This turn can no longer be taken back: something hidden was revealed or "
                "another player has decided since.",
            )
        if kind in actions.TURN_KIND:
            first = frame.first
            if stage == 2:
                return Why(
                    "two actions taken already", "You have already taken two actions this turn."
                )
            if stage == 1 and s.posts[seat] >= data.POST_MAX:
                return Why(
                    f"your post shows {data.POST_MAX} notches",
                    f"Your post shows {data.POST_MAX} notches; a second action would need one "
                    "more.",
                )
            if actions.TURN_KIND[kind] == first:
                return Why(
                    "done this turn already; take another kind",
                    f"You already chose {_KIND_WORDS[kind]} this turn; a second action must "
                    "be of another kind.",
                )
            character = frame.character
            if kind == "visit" and character == data.POPE:
                return Why(
                    "the Pope sets the Pope die instead",
                    "As the Pope you visit incognito: set the Pope die instead.",
                )
            if kind == "set_pope_die":
                return Why("only the Pope", "Only the Pope visits incognito with the Pope die.")
            specific = (None if action is None else _specific(s, frame, action)) or (
                _turn_specific(s, frame, kind)
            )
            if specific:
                return specific
    elif isinstance(frame, frames.DonateMore) and action is not None:
        # the Emperor's second donation: "you have none", not "not now"
        specific = _specific(s, frame, action)
        if specific:
            return specific
    return Why(
        "not at this point",
        f"Not now: {prompt(s)} ({_KIND_WORDS[kind]} is not possible at this point).",
    )


def _turn_specific(s: State, frame: frames.Turn, kind: str) -> Why | None:
    seat = frame.seat
    if kind == "buy_letter":
        if not s.market[data.INDULGENCE]:
            return _NO_INDULGENCE
        if (s.money[seat] or 0) < data.LETTER_PRICE:
            return _short_of(s.money[seat] or 0, "a letter", data.LETTER_PRICE)
        return Why("no red or green letter left", "No red or green letter is left in the supply.")
    if kind in ("sell", "donate_good"):
        return Why("you have no goods", "You have no goods behind your screen.")
    if kind == "donate_coin" and not s.money[seat]:
        return Why("you have no taler", "You have no taler to donate.")
    if kind == "visit" or kind == "set_pope_die":
        return Why("no room open to you", "No room of the House of Pleasure can be visited now.")
    if kind in ("buy_good", "buy_greedy"):
        return Why(
            "nothing you can afford",
            "You cannot afford any good in the market, or it has none.",
        )
    return None


_NO_INDULGENCE = Why(
    "no indulgence stone in the market",
    "There is no indulgence stone in the market, so no letter can be bought.",
)


def _short_of(money: int, thing: str, price: int) -> Why:
    return Why(
        f"you have only {money} taler",
        f"You have only {money} taler; {thing} costs {price}.",
    )


def bonus_taker(state: State, bonus: int) -> int | None:
    """The seat that took starting bonus ``bonus`` (public: the log says so), if any."""
    for entry in state.log:
        for seat, name in enumerate(state.players):
            if entry.text == f"{name} takes starting bonus {bonus}: " + (
                f"{data.BONUS_NAMES[bonus - 1]}."
            ):
                return seat
    return None


def _specific(s: State, frame: frames.DecisionFrame, action: Any) -> Why | None:
    kind = action.kind
    seat = frame.seat
    money = s.money[seat] or 0
    goods = s.goods[seat] or [0] * len(data.GOODS)
    if kind == "choose_bonus":
        taker = bonus_taker(s, action.bonus)
        if taker is not None:
            return Why(
                f"taken by {s.players[taker]}",
                f"{s.players[taker]} has taken starting bonus {action.bonus} already.",
            )
    if kind in ("buy_good", "buy_greedy"):
        good = actions.GOOD_INDEX[action.good]
        need = data.GREEDY_GOODS if kind == "buy_greedy" else 1
        if s.market[good] < need:
            plural = data.GOOD_PLURAL[good]
            if not s.market[good]:
                return Why("none in the market", f"The market has no {plural}.")
            return Why(
                "only one in the market",
                f"The market has only one {data.GOOD_SHORT[good]}; a greedy buy needs two.",
            )
        return _short_of(money, data.GOOD_ONE[good], data.BUY_PRICE[good])
    if kind == "buy_letter":
        if not s.market[data.INDULGENCE]:
            return _NO_INDULGENCE
        if money < data.LETTER_PRICE:
            return _short_of(money, "a letter", data.LETTER_PRICE)
        return Why(
            f"no {action.colour} letter left", f"No {action.colour} letter is left in the supply."
        )
    if kind in ("sell", "donate_good"):
        good = actions.GOOD_INDEX[action.good]
        verb = "sell" if kind == "sell" else "donate"
        if not goods[good]:
            plural = data.GOOD_PLURAL[good]
            return Why("you have none", f"You have no {plural} to {verb}.")
    if kind == "donate_coin":
        return Why(
            f"you have only {money} taler",
            f"You have only {money} taler; you cannot donate a {action.taler}-taler coin.",
        )
    if kind == "bid_taler":
        return Why(f"you have only {money} taler", f"You have only {money} taler to bid.")
    if kind == "choose_character":
        character = actions.CHARACTER_INDEX[action.character]
        name = data.CHARACTER_NAMES[character]
        holder = s.characters[character]
        if holder is not None:
            who = s.players[holder]
            return Why(f"taken by {who}", f"{who} has taken the {name} already.")
        return Why("taken", f"The {name} has already been taken.")
    if kind == "move_pope_stone":
        src = actions.DEN_INDEX[action.source]
        if action.source == action.target:
            return Why("the same den", "A Pope stone must move to another den.")
        if not s.pope_stones[src]:
            den = data.DEN_NAMES[src]
            return Why("no Pope stone there", f"There is no Pope stone beside the {den}.")
    if kind in ("place_crew", "move_crew"):
        site = action.site if kind == "place_crew" else action.target
        if s.spires[site - 1]:
            return Why(
                f"cathedral {site} is finished",
                f"Cathedral {site} is finished and takes no more building crews.",
            )
        if kind == "move_crew":
            if action.source == action.target:
                return Why("the same site", "The crew must move to another site.")
            if s.spires[action.source - 1] or not s.site_crews[action.source - 1]:
                return Why(
                    f"no crew on site {action.source}",
                    f"There is no building crew on site {action.source} to move.",
                )
    if kind in ("visit", "set_pope_die", "use_room", "guess_room"):
        return _room_refusal(s, frame, action.room, kind)
    if kind == "empty_den":
        den = data.DEN_NAMES[actions.DEN_INDEX[action.den]]
        return Why("you have no sins there", f"You have no sin stones in the {den}.")
    if kind in ("give_letter", "pick_letter"):
        where = "You have" if kind == "give_letter" else "The display has"
        return Why(
            f"{where.lower()} no {action.colour} letter", f"{where} no {action.colour} letter."
        )
    if kind in ("take_good", "merchant_take"):
        stone = actions.STONE_INDEX[getattr(action, "good", None) or action.stone]
        if not s.market[stone]:
            words = _STONE_WORDS[stone]
            return Why("none in the market", f"There is no {words} in the market.")
        if kind == "merchant_take":
            if action.colour is None:
                return Why(
                    "choose the letter's colour",
                    "Choose the colour of the letter you swap the stone for.",
                )
            return Why(
                f"no {action.colour} letter left",
                f"No {action.colour} letter is left in the supply.",
            )
    return None


def _room_refusal(s: State, frame: frames.DecisionFrame, room: int, kind: str) -> Why:
    if room <= data.ORDINARY_ROOMS and s.rooms[room - 1] is None:
        return Why(
            "visited this round already", f"Room {room} has already been visited this round."
        )
    if kind == "use_room":
        return Why("cannot be used", f"Room {room} cannot be used.")
    if room == data.SUITE_5:
        if s.suite5_occupied:
            return Why("occupied this round", "Suite 5 is already occupied this round.")
        return Why(
            f"no card left in rooms 1-{data.ORDINARY_ROOMS}",
            f"Suite 5 needs a card left in rooms 1-{data.ORDINARY_ROOMS}.",
        )
    if room == data.SUITE_6 and not s.suite6_letter:
        return Why("no yellow letter left", "Suite 6 has no yellow letter.")
    if kind == "guess_room":
        return Why(
            "the Pope could not afford it", f"The Pope could not have chosen {room_name(room)}."
        )
    post = s.posts[frame.seat]
    if isinstance(frame, frames.Turn) and frame.stage == 1:
        post += data.SECOND_ACTION_NOTCHES
    card = s.rooms[room - 1] if room <= data.ORDINARY_ROOMS else None
    notches = data.CARD_NOTCHES[card] if card is not None else data.SUITE_6_NOTCHES
    if room not in visitable_rooms(s, post, True):
        return Why(
            f"your post would pass {data.POST_MAX}",
            f"Visiting {room_name(room)} would turn your post to {post + notches} notches; "
            f"the limit is {data.POST_MAX}.",
        )
    return Why("not now", f"{room_name(room).capitalize()} cannot be visited now.")
