"""Why the heuristic bot takes its choice, in the game's words: the hint a learning player asks for.

The bot pairs its own choice with :func:`why`, which reads the very view the bot decided on
(the seat's own: its purse, letters and chest, and the public board) and says what the move
does for that seat in the game's terms: taler, notches, letters, donation points, sin stones
and spaces on the Record of Sins ("your post goes from 3 to 5 notches, still below Ben's 6").
The bot's own estimates (fractions of a step) never appear: every number a hint names is a
count the seat could make on its own screen, so a hint tells it nothing another seat hides.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from meaculpa_tui.bots import knowledge
from meaculpa_tui.engine import actions, data, effects, frames
from meaculpa_tui.engine.legal import visitable_rooms
from meaculpa_tui.engine.state import State, pending_step
from shared.engine.words import listed, plural

#: What each character lets its holder do, in a few words (the reason to take or bid for it).
CHARACTER_WORDS = (
    "moves a Pope stone and visits the House of Pleasure incognito",
    "places a building crew and may donate twice",
    "takes a free stone from the market after each of his turns",
    "visits the House of Pleasure at once without turning his post",
)


class Favourites(NamedTuple):
    """What the bot's scoring prefers of the position, for the words that name it: the
    character it wants most and the House of Pleasure card worth most to the seat."""

    character: int
    card: int | None


Words = Callable[[State, int, Any, Favourites], str]


def why(s: State, seat: int, action: Any, choices: int, favourites: Favourites) -> str:
    """What ``action`` does for ``seat``, read off ``s`` (the seat's own view), among
    ``choices`` options; ``favourites`` are the bot's own preferences of the position."""
    if choices <= 1:
        return "it is the only choice"
    words = WORDS.get(action.kind)
    return words(s, seat, action, favourites) if words is not None else "the bot rates it best"


# --- small phrases -----------------------------------------------------------------------------


def _names(s: State, seats: Sequence[int]) -> str:
    return listed([s.players[seat] for seat in seats])


def _others(s: State, seat: int) -> list[int]:
    return [other for other in range(len(s.players)) if other != seat]


def _letters(s: State, seat: int) -> list[int]:
    return list(s.letters[seat] or [0] * len(data.COLOURS))


def letter_words(s: State, seat: int, colour: int) -> str:
    """What one more letter of ``colour`` does at the final scoring."""
    held = _letters(s, seat)
    name = data.COLOUR_NAMES[colour]
    more = list(held)
    more[colour] += 1
    if min(more) > min(held):
        return (
            f"a {name} letter completes a set of all four colours, worth {data.SET_STEPS} "
            "spaces towards Heaven at the end"
        )
    missing = [data.COLOUR_NAMES[c] for c in data.COLOURS if more[c] <= min(more)]
    if not held[colour]:
        return (
            f"your first {name} letter: 1 space towards Heaven at the end, and a set of all "
            f"four colours ({data.SET_STEPS} spaces) then lacks only {listed(missing)}"
        )
    return f"a {name} letter is 1 more space towards Heaven at the end"


def _post_words(s: State, seat: int, start: int, notches: int) -> str:
    """``your post goes from 3 to 5 notches, still below Ben's 6``."""
    end = start + notches
    others = _others(s, seat)
    top = max((s.posts[o] for o in others), default=0)
    leaders = [o for o in others if s.posts[o] == top]
    who = f"{s.players[leaders[0]]}'s {top}" if len(leaders) == 1 else f"the highest, {top}"
    moves = f"your post goes from {start} to {end} notches" if notches else "your post stays"
    if end < top:
        return f"{moves}, still below {who}"
    if end == top:
        return f"{moves}, level with {who}"
    return f"{moves}, above every other post (the highest goes to Hell at the round's end)"


def _hit_words(s: State, seat: int, stones_in: Callable[[int], int]) -> str:
    """``Ben 3 and Cid 1`` for a punishment that costs each other seat ``stones_in(seat)``."""
    hits = [(s.players[o], stones_in(o)) for o in _others(s, seat)]
    hits = [(name, n) for name, n in hits if n]
    if not hits:
        return "nobody else has sins there"
    return " and ".join(f"{name} {n}" for name, n in hits) + " spaces towards Hell"


def _category_points(s: State, seat: int, category: int, extra: int) -> str:
    """How ``seat``'s public donations in ``category`` compare once ``extra`` points are added."""
    name = data.CATEGORY_NAMES[category].lower()
    mine = knowledge.points_of(s.donated[seat], category)
    rivals = [(knowledge.points_of(s.donated[o], category), o) for o in _others(s, seat)]
    best, who = max(rivals, default=(0, seat))
    line = f"your donations for {name} rise from {mine} to {mine + extra} points"
    if not best:
        return line + "; nobody else has donated for it yet"
    return line + f"; the most another player has given is {s.players[who]}'s {best}"


def _card_words(s: State, seat: int, card: int) -> str:
    """What a House of Pleasure card does for its visitor, with the names it strikes."""
    if card in data.CARD_HELL_STEPS:
        steps = data.CARD_HELL_STEPS[card]
        return f"{_names(s, _others(s, seat))} move {steps} spaces towards Hell"
    if card in data.CARD_SIN_DEN:
        den = data.DEN_NAMES[data.CARD_SIN_DEN[card]]
        return f"{_names(s, _others(s, seat))} each place {data.CARD_SIN_STONES} sins in the {den}"
    if card in effects.PRESENTS:
        character = effects.PRESENTS[card][0]
        giver = effects.giver_of(s, seat, character)
        name = data.CHARACTER_NAMES[character]
        if giver is None:  # MC-8: no opponent holds the character
            return f"its card gives you nothing, as no opponent is the {name}"
        if card == data.CARD_EMPEROR_LETTER:
            return f"{s.players[giver]}, the Emperor, must give you a letter"
        return letter_words(s, seat, data.YELLOW)
    return data.CARD_TITLES[card].lower()


def _room_words(s: State, seat: int, room: int, favourites: Favourites) -> str:
    if room <= data.ORDINARY_ROOMS:
        card = s.rooms[room - 1]
        return "its card is gone" if card is None else _card_words(s, seat, card)
    if room == data.SUITE_5:
        card = favourites.card
        used = "" if card is None else f": {_card_words(s, seat, card)}"
        return f"a sin of lust for the best card of rooms 1-{data.ORDINARY_ROOMS}{used}"
    return f"a sin of lust for the yellow letter: {letter_words(s, seat, data.YELLOW)}"


def _room_notches(s: State, room: int) -> int:
    if room <= data.ORDINARY_ROOMS:
        card = s.rooms[room - 1]
        return 0 if card is None else data.CARD_NOTCHES[card]
    return data.SUITE_6_NOTCHES if room == data.SUITE_6 else 0


def _turn_post(s: State, seat: int) -> tuple[int, bool]:
    """The post a turn's next action starts from, and whether visiting turns it."""
    frame = pending_step(s)
    post = s.posts[seat]
    if isinstance(frame, frames.Turn):
        if frame.stage > 0:
            post += data.SECOND_ACTION_NOTCHES
        return post, frame.character != data.PETTY_SINNER
    return post, False


# --- the words of each kind of action ----------------------------------------------------------


def _bonus(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    index = action.bonus - 1
    name = data.BONUS_NAMES[index]
    letter = data.BONUS_LETTER[index]
    if letter is not None:
        return f"{name} behind your screen: {letter_words(s, seat, letter)}"
    if data.BONUS_TALER[index]:
        return f"{name} donated at once make {data.BONUS_TALER[index]} points for money"
    goods = data.BONUS_GOODS[index]
    points = sum(goods[g] * data.DONATION_POINTS[g] for g in data.GOODS)
    category = data.CATEGORY_NAMES[data.CATEGORY_OF_GOOD[goods.index(max(goods))]].lower()
    return f"{name} donated at once make {plural(points, 'point', 'points')} for {category}"


def _place(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    frame = pending_step(s)
    compartment = action.compartment - 1
    name = data.COMPARTMENT_NAMES[compartment]
    if compartment < s.evaluations:
        return f"compartment {name} never counts again: a bluff the others cannot see"
    when = "next" if compartment == s.evaluations else "second"
    if not isinstance(frame, frames.Place):
        return f"compartment {name} counts at the {when} evaluation"
    if frame.slot == data.CHEST_MONEY:
        category, points = data.CATEGORY_MONEY, frame.amount
    else:
        category = data.CATEGORY_OF_GOOD[frame.slot]
        points = data.DONATION_POINTS[frame.slot] * frame.amount
    mine = knowledge.own_points(s, seat, compartment, category) + points
    words = data.CATEGORY_NAMES[category].lower()
    return (
        f"compartment {name} counts at the {when} evaluation: your points for {words} "
        f"there become {mine}"
    )


def _notches(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    room = data.POST_MAX - action.notches
    return (
        f"{plural(action.notches, 'notch', 'notches')}: the post showing most notches at the "
        f"round's end goes to Hell, and a low post leaves {room} for visits and second actions"
    )


def _taler(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    best = favourites.character
    money = s.money[seat] or 0
    name = data.CHARACTER_NAMES[best]
    if not action.taler:
        return "keep your taler: no character is worth much more to you than another"
    return (
        f"{action.taler} of your {money} taler to choose before the others: you want the "
        f"{name}, who {CHARACTER_WORDS[best]}"
    )


def _character(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    character = actions.CHARACTER_INDEX[action.character]
    name = data.CHARACTER_NAMES[character]
    if character == data.MERCHANT:
        stones = s.market[data.INDULGENCE]
        return (
            f"the {name} takes a free stone after each of his turns; the market holds "
            f"{plural(stones, 'indulgence stone', 'indulgence stones')} (each a letter)"
        )
    if character == data.PETTY_SINNER:
        card = favourites.card
        best = "" if card is None else f": the best card there, {_card_words(s, seat, card)}"
        return f"the {name} visits the House of Pleasure first, turning no notches{best}"
    return f"the {name} {CHARACTER_WORDS[character]}"


def _pope_stone(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    source, target = actions.DEN_INDEX[action.source], actions.DEN_INDEX[action.target]
    stones = list(s.pope_stones)
    stones[source] -= 1
    stones[target] += 1
    den = data.DEN_NAMES[target]
    if stones[target] == data.POPE_STONES:
        others = [d for d in data.DENS if d != target]
        dens = " and the ".join(data.DEN_NAMES[d] for d in others)
        hits = _hit_words(s, seat, lambda o: sum(s.dens[d][o] for d in others))
        return f"all three Pope stones meet at the {den}: the {dens} are punished ({hits})"
    return _exposure_words(s, seat, stones, f"it puts a Pope stone by the {den}")


def _exposure_words(s: State, seat: int, stones: list[int], start: str) -> str:
    risky = sorted(knowledge.risky_dens(stones))
    if not risky:
        return f"{start}: no den is then one move from being punished"
    mine = sum(s.dens[d][seat] for d in risky)
    theirs = sum(s.dens[d][o] for d in risky for o in _others(s, seat))
    dens = " and the ".join(data.DEN_NAMES[d] for d in risky)
    return (
        f"{start}: one more move punishes the {dens}, where the others have "
        f"{plural(theirs, 'sin', 'sins')} and you {mine}"
    )


def _keep_stones(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    return _exposure_words(s, seat, list(s.pope_stones), "the Pope stones stay")


def _site_words(s: State, seat: int, site: int) -> str:
    progress = knowledge.site_progress(s, site) + 1
    lead = knowledge.standing_lead(s, seat, s.evaluations) >= 0
    if progress == data.CREWS_PER_PART:
        built = f"it completes the nave of cathedral {site + 1}"
    elif progress == 2 * data.CREWS_PER_PART:
        compartment = data.COMPARTMENT_NAMES[min(s.evaluations, data.COMPARTMENTS - 1)]
        built = f"it finishes cathedral {site + 1}: compartment {compartment} is evaluated at once"
    else:
        built = f"cathedral {site + 1} gets a crew"
    if lead:
        return f"{built}, and an evaluation soon suits you: your donations are ahead"
    return f"{built}, away from an evaluation your donations would lose"


def _place_crew(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    return _site_words(s, seat, action.site - 1)


def _move_crew(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    return f"a crew leaves site {action.source}: " + _site_words(s, seat, action.target - 1)


def _visit(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    room = action.room
    start, turns = _turn_post(s, seat)
    card = _room_words(s, seat, room, favourites)
    if not turns:
        return f"{card}, without turning your post"
    return f"{card}; {_post_words(s, seat, start, _room_notches(s, room))}"


def _pope_die(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    start, _ = _turn_post(s, seat)
    rooms = len(visitable_rooms(s, start, True))
    guess = "one of " + plural(rooms, "room", "rooms") if rooms > 1 else "only that room"
    card = _room_words(s, seat, action.room, favourites)
    return f"{card}; the guesser can pick {guess}, and a miss costs you nothing"


def _skip(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    return "no room's card is worth its sin or its notches to you now"


def _pass(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    return f"no action is worth its price now, and your post stays at {s.posts[seat]} notches"


def _end(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    start = s.posts[seat]
    return "a second action is not worth its notch: " + _post_words(s, seat, start, 0)


def _good_name(good: int) -> str:
    return data.GOOD_ONE[good]


def _buy(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    good = actions.GOOD_INDEX[action.good]
    price, sell = data.BUY_PRICE[good], data.SELL_PRICE[good]
    name = _good_name(good)
    words = f"{name} costs {price} taler and sells for {sell}"
    gain, _ = knowledge.best_compartment(
        s, seat, data.CATEGORY_OF_GOOD[good], data.DONATION_POINTS[good]
    )
    if gain > 0:
        category = data.CATEGORY_NAMES[data.CATEGORY_OF_GOOD[good]].lower()
        points = plural(data.DONATION_POINTS[good], "point", "points")
        words += f", or donated makes {points} for {category}"
    return words


def _greedy(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    good = actions.GOOD_INDEX[action.good]
    price, sell = data.BUY_PRICE[good], data.SELL_PRICE[good]
    safe = data.GREED not in knowledge.risky_dens(s.pope_stones)
    danger = "the Pope stones leave it safe for now" if safe else "a Pope stone move can punish it"
    return (
        f"{data.GREEDY_GOODS} {data.GOOD_PLURAL[good]} for {price} taler sell for "
        f"{data.GREEDY_GOODS * sell}; the sin is a stone in the Den of Greed, and {danger}"
    )


def _buy_letter(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    colour = actions.COLOUR_INDEX[action.colour]
    return f"{letter_words(s, seat, colour)} ({data.LETTER_PRICE} of your {s.money[seat]} taler)"


def _sell(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    good = actions.GOOD_INDEX[action.good]
    sell = data.SELL_PRICE[good]
    words = f"{_good_name(good)} brings {sell} taler"
    money = s.money[seat] or 0
    if money < data.LETTER_PRICE <= money + sell and s.market[data.INDULGENCE]:
        words += f", enough for a letter ({data.LETTER_PRICE} taler) while the market has one"
    return words


def _donate_good(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    good = actions.GOOD_INDEX[action.good]
    category = data.CATEGORY_OF_GOOD[good]
    return _category_points(s, seat, category, data.DONATION_POINTS[good])


def _donate_coin(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    return _category_points(s, seat, data.CATEGORY_MONEY, action.taler)


def _finish(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    return "a second donation would win you no more letters than you stand to win now"


def _guess(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    frame = pending_step(s)
    pope = frame.pope if isinstance(frame, frames.Guess) else seat
    return f"that room's card is the one most worth a visit to {s.players[pope]}"


def _use_room(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    return _room_words(s, seat, action.room, favourites)


def _take_good(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    good = actions.GOOD_INDEX[action.good]
    return f"{_good_name(good)} sells for {data.SELL_PRICE[good]} taler"


def _give_letter(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    colour = actions.COLOUR_INDEX[action.colour]
    held = _letters(s, seat)
    fewer = list(held)
    fewer[colour] -= 1
    if min(fewer) < min(held):
        return f"every colour breaks a set of four; {action.colour} costs you least"
    left = plural(fewer[colour], f"{action.colour} letter", f"{action.colour} letters")
    return f"it breaks no set of all four colours: you keep {left}"


def _empty_den(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    den = actions.DEN_INDEX[action.den]
    count = s.dens[den][seat]
    return (
        f"you have only {plural(count, 'sin', 'sins')} in the {data.DEN_NAMES[den]}: "
        f"{plural(count, 'space', 'spaces')} towards Hell"
    )


def _pick_letter(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    return letter_words(s, seat, actions.COLOUR_INDEX[action.colour])


def _merchant(s: State, seat: int, action: Any, favourites: Favourites) -> str:
    if action.stone == "indulgence":
        if action.colour is None:
            return "no red or green letter is left: the stone only leaves the market"
        return letter_words(s, seat, actions.COLOUR_INDEX[action.colour])
    good = actions.GOOD_INDEX[action.stone]
    return f"{_good_name(good)} sells for {data.SELL_PRICE[good]} taler"


WORDS: dict[str, Words] = {
    "choose_bonus": _bonus,
    "place_donation": _place,
    "bid_notches": _notches,
    "bid_taler": _taler,
    "choose_character": _character,
    "move_pope_stone": _pope_stone,
    "keep_pope_stones": _keep_stones,
    "place_crew": _place_crew,
    "move_crew": _move_crew,
    "visit": _visit,
    "skip_visit": _skip,
    "pass": _pass,
    "end_turn": _end,
    "buy_good": _buy,
    "buy_greedy": _greedy,
    "buy_letter": _buy_letter,
    "sell": _sell,
    "donate_good": _donate_good,
    "donate_coin": _donate_coin,
    "finish_donating": _finish,
    "set_pope_die": _pope_die,
    "guess_room": _guess,
    "use_room": _use_room,
    "take_good": _take_good,
    "give_letter": _give_letter,
    "empty_den": _empty_den,
    "pick_letter": _pick_letter,
    "merchant_take": _merchant,
}
