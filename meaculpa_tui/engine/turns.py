"""The action phase: turns in character order, the actions, the Pope's incognito visit, the
Merchant's stone, take-backs, and the small decisions cards and suites ask for."""

from __future__ import annotations

from typing import Any

from meaculpa_tui.engine import actions, data, frames, topics
from meaculpa_tui.engine.context import Game, room_name
from meaculpa_tui.engine.effects import (
    add_crew,
    empty_den,
    give_letter,
    market_empty,
    move_crew,
    move_pope_stone,
    move_towards_hell,
    place_sins,
    take_yellow,
    use_room_card,
    visit,
)
from meaculpa_tui.engine.state import nearest_hell

# --- turn order -----------------------------------------------------------------------------------


def next_turn(g: Game, frame: frames.NextTurn) -> None:
    """Characters take turns Pope, Emperor, Merchant, Petty Sinner until the market is empty."""
    s = g.s
    if market_empty(s):
        s.stack.pop()
        if s.active_character is None:
            g.say("The market is empty: there is no action phase this round.")
        else:
            g.say("The market is empty: the action phase ends.")
        s.active_character = None
        return
    g.set("phase", "actions")
    character = -1 if s.active_character is None else s.active_character
    characters = s.characters
    while True:
        character = (character + 1) % len(data.CHARACTERS)
        seat = characters[character]
        if seat is not None:
            break
    g.set("active_character", character)
    g.push(frames.Turn(seat, character, 0, ""))


def end_turn(g: Game, seat: int, character: int) -> None:
    """The turn is over: no take-back any more; the Merchant's privilege follows (MC-12)."""
    s = g.s
    s.stack.pop()
    g.close_take_back()
    if market_empty(s):
        return
    holder = s.characters[data.MERCHANT]
    if character == data.MERCHANT or (
        holder is None and len(s.players) == data.THREE_PLAYERS and seat == nearest_hell(s)
    ):
        g.push(frames.Merchant(seat))


# --- one turn (MC-13) ---------------------------------------------------------------------------


def apply_turn(g: Game, frame: frames.Turn, action: Any) -> None:
    s = g.s
    seat, character = frame.seat, frame.character
    kind = action.kind
    if kind == "pass":
        g.say(f"{s.players[seat]} passes.")
        end_turn(g, seat, character)
        return
    if kind == "end_turn":
        end_turn(g, seat, character)
        return
    if kind == "take_back":
        take_back(g, seat, character)
        return
    turn_kind = actions.TURN_KIND[kind]
    if frame.stage == 0:
        s.stack[-1] = frames.Turn(seat, character, 1, turn_kind)
    else:
        g.w("posts")[seat] += data.SECOND_ACTION_NOTCHES
        s.stack[-1] = frames.Turn(seat, character, 2, frame.first)
        g.say(f"{s.players[seat]} turns the post one notch higher for a second action.")
    TURN_ACTIONS[kind](g, seat, character, action)


def take_back(g: Game, seat: int, character: int) -> None:
    """Undo the turn so far (MC-20); in the variant a sin, unless the Petty Sinner (MC-30)."""
    snapshot = g.s.checkpoint
    assert snapshot is not None
    g.reset(snapshot)
    name = g.s.players[seat]
    g.say(f"{name} takes back the turn.")
    if g.s.sophisticated_penitent and character != data.PETTY_SINNER:
        g.say(f"{name} sins by taking a move back (Sophisticated Penitent).")
        place_sins(g, seat, data.PETTY_SINS, data.TAKE_BACK_STONES)


def buy_good(g: Game, seat: int, character: int, action: Any) -> None:
    s = g.s
    good = actions.GOOD_INDEX[action.good]
    price = data.BUY_PRICE[good]
    g.w("money")[seat] -= price
    g.w("market")[good] -= 1
    g.w2("goods", seat)[good] += 1
    g.say(f"{s.players[seat]} buys {data.GOOD_ONE[good]} for {price} taler.")


def buy_greedy(g: Game, seat: int, character: int, action: Any) -> None:
    """Two identical goods for one price; the Greed stone is placed before taking them."""
    s = g.s
    good = actions.GOOD_INDEX[action.good]
    price = data.BUY_PRICE[good]
    g.w("money")[seat] -= price
    g.say(
        f"{s.players[seat]} greedily buys {data.GREEDY_GOODS} {data.GOOD_PLURAL[good]} "
        f"for {price} taler."
    )
    g.push(frames.GreedyTake(seat, good))
    place_sins(g, seat, data.GREED, data.GREED_STONES)


def greedy_take(g: Game, frame: frames.GreedyTake) -> None:
    s = g.s
    s.stack.pop()
    seat, good = frame.seat, frame.good
    g.w("market")[good] -= data.GREEDY_GOODS
    g.w2("goods", seat)[good] += data.GREEDY_GOODS


def buy_letter(g: Game, seat: int, character: int, action: Any) -> None:
    s = g.s
    colour = actions.COLOUR_INDEX[action.colour]
    g.w("money")[seat] -= data.LETTER_PRICE
    g.w("market")[data.INDULGENCE] -= 1
    g.w("bag")[data.INDULGENCE] += 1
    g.w("letter_supply")[colour] -= 1
    g.w2("letters", seat)[colour] += 1
    g.say(
        f"{s.players[seat]} buys a {action.colour} Letter of Indulgence for "
        f"{data.LETTER_PRICE} taler (the indulgence stone goes back into the bag)."
    )


def sell(g: Game, seat: int, character: int, action: Any) -> None:
    s = g.s
    good = actions.GOOD_INDEX[action.good]
    price = data.SELL_PRICE[good]
    g.w2("goods", seat)[good] -= 1
    g.w("bag")[good] += 1
    g.w("money")[seat] += price
    g.say(f"{s.players[seat]} sells {data.GOOD_ONE[good]} for {price} taler.")


def donate(g: Game, seat: int, character: int, action: Any) -> None:
    """Show the donation; its compartment is chosen next. The Emperor may add a second."""
    give_donation(g, seat, action)
    if character == data.EMPEROR:
        top = g.s.stack.pop()
        g.push(frames.DonateMore(seat))
        g.s.stack.append(top)


def give_donation(g: Game, seat: int, action: Any) -> None:
    s = g.s
    if action.kind == "donate_good":
        slot = actions.GOOD_INDEX[action.good]
        amount = 1
        g.w2("goods", seat)[slot] -= 1
        what = data.GOOD_ONE[slot]
    else:
        slot = data.CHEST_MONEY
        amount = action.taler
        g.w("money")[seat] -= amount
        what = f"a {amount}-taler coin"
    g.say(f"{s.players[seat]} donates {what}.")
    g.push(frames.Place(seat, slot, amount, frames.SOURCE_DONATE))


def apply_donate_more(g: Game, frame: frames.DonateMore, action: Any) -> None:
    g.s.stack.pop()
    if action.kind == "finish_donating":
        return
    give_donation(g, frame.seat, action)


def visit_room(g: Game, seat: int, character: int, action: Any) -> None:
    """An open visit; the Petty Sinner does not rotate his post."""
    visit(g, seat, action.room, rotate=character != data.PETTY_SINNER, sin=True)


def set_pope_die(g: Game, seat: int, character: int, action: Any) -> None:
    """The Pope's incognito visit: the die is set in secret, then the guess (MC-9)."""
    s = g.s
    s.pope_die = action.room
    guesser = nearest_hell(s, [o for o in range(len(s.players)) if o != seat])
    g.say(
        f"{s.players[seat]}, the Pope, has an urgent meeting. {s.players[guesser]} "
        "(nearest Hell) must guess where he is."
    )
    g.tell(seat, f"You set the Pope die to {room_name(action.room)}.")
    g.push(frames.PopeReveal(seat, 0))
    g.push(frames.Guess(guesser, seat))


def apply_guess(g: Game, frame: frames.Guess, action: Any) -> None:
    s = g.s
    s.stack.pop()
    s.stack[-1] = frames.PopeReveal(frame.pope, action.room)
    g.say(f"{s.players[frame.seat]} guesses that the Pope is in {room_name(action.room)}.")


def pope_reveal(g: Game, frame: frames.PopeReveal) -> None:
    """Caught: one step towards Hell and a visit like anyone's; else no notches, no sin."""
    s = g.s
    s.stack.pop()
    g.close_take_back()
    pope, guess = frame.pope, frame.guess
    room = s.pope_die
    assert room is not None
    s.pope_die = None
    caught = guess == room
    lines = [f"The Pope die shows {room_name(room)}; the guess was {room_name(guess)}."]
    if caught:
        lines.append(
            f"{s.players[pope]} is caught in the act! "
            + move_towards_hell(g, pope, data.POPE_CAUGHT_STEPS)
        )
    else:
        lines.append(f"{s.players[pope]} was not caught: no notches and no sin for this visit.")
    g.result(topics.POPE_MEETING, "The Pope's urgent meeting", lines)
    visit(g, pope, room, rotate=caught, sin=caught)


def merchant_take(g: Game, frame: frames.Merchant, action: Any) -> None:
    """The Merchant's free stone at the end of his turn (MC-3, MC-12)."""
    s = g.s
    s.stack.pop()
    seat = frame.seat
    stone = actions.STONE_INDEX[action.stone]
    g.w("market")[stone] -= 1
    who = s.players[seat]
    if s.characters[data.MERCHANT] != seat:
        who += " (nearest Hell, in the Merchant's place)"
    if stone != data.INDULGENCE:
        g.w2("goods", seat)[stone] += 1
        g.say(f"{who} takes {data.GOOD_ONE[stone]} from the market free of charge.")
        return
    g.w("bag")[data.INDULGENCE] += 1
    if action.colour is None:
        g.say(
            f"{who} takes an indulgence stone, but no red or green letter is left: "
            "it goes back into the bag."
        )
        return
    colour = actions.COLOUR_INDEX[action.colour]
    g.w("letter_supply")[colour] -= 1
    g.w2("letters", seat)[colour] += 1
    g.say(f"{who} takes an indulgence stone and swaps it for a {action.colour} letter.")


# --- decisions asked by cards, suites and dens ---------------------------------------------------


def apply_suite5(g: Game, frame: frames.Suite5, action: Any) -> None:
    g.s.stack.pop()
    use_room_card(g, frame.seat, action.room)


def apply_card_place_crew(g: Game, frame: frames.CardPlaceCrew, action: Any) -> None:
    s = g.s
    s.stack.pop()
    s.hut -= 1
    add_crew(g, frame.seat, action.site - 1)


def apply_card_move_crew(g: Game, frame: frames.CardMoveCrew, action: Any) -> None:
    g.s.stack.pop()
    move_crew(g, frame.seat, action.source - 1, action.target - 1)


def apply_card_pope(g: Game, frame: frames.CardPope, action: Any) -> None:
    g.s.stack.pop()
    move_pope_stone(
        g, frame.seat, actions.DEN_INDEX[action.source], actions.DEN_INDEX[action.target]
    )


def apply_card_take(g: Game, frame: frames.CardTake, action: Any) -> None:
    s = g.s
    s.stack.pop()
    seat = frame.seat
    good = actions.GOOD_INDEX[action.good]
    g.w("market")[good] -= 1
    g.w2("goods", seat)[good] += 1
    g.say(f"{s.players[seat]} takes {data.GOOD_ONE[good]} from the market without paying.")


def apply_gift(g: Game, frame: frames.Gift, action: Any) -> None:
    g.s.stack.pop()
    give_letter(g, frame.seat, frame.receiver, actions.COLOUR_INDEX[action.colour])


def apply_den_choice(g: Game, frame: frames.DenChoice, action: Any) -> None:
    """MC-24: empty a den, descend, then place the stones still missing."""
    g.s.stack.pop()
    empty_den(g, frame.seat, actions.DEN_INDEX[action.den])
    place_sins(g, frame.seat, frame.den, frame.missing)


def sin(g: Game, frame: frames.Sin) -> None:
    g.s.stack.pop()
    place_sins(g, frame.seat, frame.den, frame.stones)


def yellow(g: Game, frame: frames.Yellow) -> None:
    g.s.stack.pop()
    take_yellow(g, frame.seat)


TURN_ACTIONS = {
    "buy_good": buy_good,
    "buy_greedy": buy_greedy,
    "buy_letter": buy_letter,
    "sell": sell,
    "donate_good": donate,
    "donate_coin": donate,
    "visit": visit_room,
    "set_pope_die": set_pope_die,
}
