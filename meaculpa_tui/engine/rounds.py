"""Set-up, starting bonuses, round preparation, bidding, characters, preliminary actions,
the comparison of the etched posts and the end of the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from meaculpa_tui.engine import actions, data, frames, topics
from meaculpa_tui.engine.context import Game, compartment_name, count_of
from meaculpa_tui.engine.effects import (
    add_crew,
    heaven_move,
    move_pope_stone,
    move_towards_hell,
    place_sins,
    visit,
)
from meaculpa_tui.engine.standings import standings
from meaculpa_tui.engine.state import State, hell_key, seats_nearest_hell_first
from shared.engine import chance

# --- set-up -------------------------------------------------------------------------------------


def setup_state(players: Sequence[str], seed: int, sophisticated_penitent: bool) -> State:
    """The board before the starting bonuses (preparation steps I-IX of the rulebook)."""
    n = len(players)
    rng = chance.seed_state(seed)
    start_order, rng = chance.shuffled(range(n), rng)
    cards = [card for card, copies in enumerate(data.CARD_COPIES) for _ in range(copies)]
    deck, rng = chance.shuffled(cards, rng)
    bag = [*data.GOOD_COUNTS, data.INDULGENCE_STONES]
    for goods in data.BONUS_GOODS:
        for good, count in enumerate(goods):
            bag[good] -= count
    # The bonus farthest from Hell chooses first, so it goes on top of the stack.
    stack: list[frames.Frame] = [frames.Prepare(), frames.BonusEnd()]
    stack += [frames.Bonus(seat) for seat in start_order]
    return State(
        players=list(players),
        sophisticated_penitent=sophisticated_penitent,
        rng=rng,
        money=[data.STARTING_TALER] * n,
        goods=[[0] * len(data.GOODS) for _ in range(n)],
        letters=[[0] * len(data.COLOURS) for _ in range(n)],
        chests=[[0] * (data.CHEST_SLOTS * data.COMPARTMENTS) for _ in range(n)],
        donated=[[0] * data.CHEST_SLOTS for _ in range(n)],
        posts=[data.POST_MIN] * n,
        bid_notches=[None] * n,
        bid_taler=[None] * n,
        sin_stones=[data.SIN_STONES_PER_PLAYER] * n,
        dens=[[0] * n for _ in data.DENS],
        pope_stones=list(data.POPE_STONES_AT_HOME),
        souls=[data.START_SPACE] * n,
        start_order=start_order,
        characters=[None] * len(data.CHARACTERS),
        market=[0] * len(data.STONES),
        bag=bag,
        letter_supply=list(data.LETTER_SUPPLY),
        bonuses=list(data.BONUSES),
        deck=deck,
        discard=[],
        rooms=[None] * data.ORDINARY_ROOMS,
        site_crews=[0] * data.SITES,
        naves=[False] * data.SITES,
        spires=[False] * data.SITES,
        stack=stack,
    )


def describe_start(g: Game) -> None:
    s = g.s
    order = ", ".join(s.players[seat] for seat in s.start_order)
    g.say(f"The souls stand on the start space; nearest Hell first: {order}.")
    g.say("Starting bonuses are chosen from the soul nearest Heaven onwards.")


def apply_bonus(g: Game, frame: frames.Bonus, action: Any) -> None:
    s = g.s
    seat = frame.seat
    bonus = action.bonus
    s.stack.pop()
    g.w("bonuses").remove(bonus)
    index = bonus - 1
    g.say(f"{s.players[seat]} takes starting bonus {bonus}: {data.BONUS_NAMES[index]}.")
    letter = data.BONUS_LETTER[index]
    if letter is not None:
        g.w("letter_supply")[letter] -= 1
        g.w2("letters", seat)[letter] += 1
    if data.BONUS_TALER[index]:
        g.push(frames.Place(seat, data.CHEST_MONEY, data.BONUS_TALER[index], frames.SOURCE_BONUS))
    units = [good for good in data.GOODS for _ in range(data.BONUS_GOODS[index][good])]
    for good in reversed(units):
        g.push(frames.Place(seat, good, 1, frames.SOURCE_BONUS))


def item_text(slot: int, amount: int) -> str:
    """``"a jewel"`` / ``"10 taler"`` for a donation in chest slot ``slot``."""
    if slot == data.CHEST_MONEY:
        return f"{amount} taler"
    return data.GOOD_ONE[slot]


def apply_place(g: Game, frame: frames.Place, action: Any) -> None:
    """A donation goes into the chosen compartment, secretly (MC-10, MC-18)."""
    s = g.s
    seat, slot, amount = frame.seat, frame.slot, frame.amount
    s.stack.pop()
    compartment = action.compartment - 1
    g.w2("chests", seat)[compartment * data.CHEST_SLOTS + slot] += amount
    g.w2("donated", seat)[slot] += amount
    what = item_text(slot, amount)
    if frame.source == frames.SOURCE_BONUS:
        g.say(f"{s.players[seat]} puts {what} into the chest.")
    g.tell(seat, f"You put {what} into compartment {compartment_name(compartment)}.")


def bonus_end(g: Game, frame: frames.BonusEnd) -> None:
    """Bonuses nobody chose go back: goods to the bag (2-3 players)."""
    s = g.s
    s.stack.pop()
    bag = g.w("bag")
    for bonus in s.bonuses:
        for good, count in enumerate(data.BONUS_GOODS[bonus - 1]):
            bag[good] += count
    if len(s.bonuses) == 1:
        g.say(f"Unchosen starting bonus {s.bonuses[0]} goes back to the supply.")
    elif s.bonuses:
        names = ", ".join(str(bonus) for bonus in s.bonuses)
        g.say(f"Unchosen starting bonuses ({names}) go back to the supply.")
    s.bonuses = []


# --- round preparation (MC-3, MC-14) ------------------------------------------------------------


def prepare(g: Game, frame: frames.Prepare) -> None:
    s = g.s
    s.stack.pop()
    s.round += 1
    s.phase = "bidding"
    n = len(s.players)
    rng = s.rng
    bag, market = g.w("bag"), g.w("market")
    total = sum(bag)
    for _ in range(min(data.MARKET_DRAW, total)):
        pick, rng = chance.randbelow(total, rng)
        stone = 0
        while pick >= bag[stone]:
            pick -= bag[stone]
            stone += 1
        bag[stone] -= 1
        market[stone] += 1
        total -= 1
    s.characters = [None] * len(data.CHARACTERS)
    s.bid_notches = [None] * n
    s.bid_taler = [None] * n
    s.bids_revealed = False
    s.bid_order = []
    s.active_character = None
    if s.hut and not s.emperor_crew:
        s.hut -= 1
        s.emperor_crew = True
    if not s.suite6_letter and s.letter_supply[data.YELLOW]:
        g.w("letter_supply")[data.YELLOW] -= 1
        s.suite6_letter = True
    s.suite5_occupied = False
    discard = g.w("discard")
    discard += [card for card in s.rooms if card is not None]
    rooms: list[int | None] = []
    deck = g.w("deck")
    for _room in range(data.ORDINARY_ROOMS):
        if not deck:
            deck, rng = chance.shuffled(discard, rng)
            s.deck = deck
            discard.clear()
            g.say("The House of Pleasure deck is reshuffled from the discards.")
        rooms.append(deck.pop())
    s.rooms = rooms
    s.rng = rng
    stones = ", ".join(f"{market[i]} {data.STONE_NAMES[i]}" for i in data.STONES if market[i])
    shown_rooms = "; ".join(
        f"{i + 1}: {data.CARD_TITLES[card]} (+{data.CARD_NOTCHES[card]})"
        for i, card in enumerate(s.rooms)
        if card is not None
    )
    g.result(
        topics.ROUND,
        f"Round {s.round}",
        [
            f"Market stones: {stones or 'none (the bag is empty)'}.",
            f"House of Pleasure rooms {shown_rooms}.",
            "Suite 6 holds a yellow letter." if s.suite6_letter else "Suite 6 is empty.",
        ],
    )
    g.push(frames.Compare())
    g.push(frames.NextTurn())
    g.push(frames.Reveal())
    for seat in reversed(range(n)):
        g.push(frames.Bid(seat))


# --- bidding (MC-6) ------------------------------------------------------------------------------


def apply_bid(g: Game, frame: frames.Bid, action: Any) -> None:
    s = g.s
    seat = frame.seat
    if s.bid_notches[seat] is None:
        g.w("bid_notches")[seat] = action.notches
        return
    g.w("bid_taler")[seat] = action.taler
    s.stack.pop()
    notches = count_of(int(s.bid_notches[seat] or 0), "notch", "notches")
    g.tell(seat, f"You bid {notches} and {action.taler} taler.")
    g.say(f"{s.players[seat]} has made a secret bid.")


def reveal(g: Game, frame: frames.Reveal) -> None:
    """All bids revealed at once; ties go to the soul nearer Hell."""
    s = g.s
    s.stack.pop()
    n = len(s.players)
    notches = [int(x or 0) for x in s.bid_notches]
    taler = [int(x or 0) for x in s.bid_taler]
    keys = [hell_key(s, seat) for seat in range(n)]
    order = sorted(range(n), key=lambda x: (notches[x] + taler[x], keys[x]), reverse=True)
    keeper = max(range(n), key=lambda x: (notches[x], keys[x]))
    lines = []
    for rank, seat in enumerate(order, start=1):
        fate = "keeps the taler" if seat == keeper else "pays the taler to the bank"
        if not taler[seat]:
            fate = "no taler bid"
        elif seat != keeper:
            g.w("money")[seat] -= taler[seat]
        lines.append(
            f"{rank}. {s.players[seat]}: {count_of(notches[seat], 'notch', 'notches')} + "
            f"{taler[seat]} taler = "
            f"{notches[seat] + taler[seat]} ({fate})."
        )
    lines.append(f"{s.players[keeper]} shows the most notches and keeps any taler bid.")
    s.posts = notches
    s.bids_revealed = True
    s.bid_order = order
    s.phase = "characters"
    g.result(topics.BIDS, "Bids revealed", lines)
    picks = list(order)
    if n == data.TWO_PLAYERS:
        picks = [order[0], order[1], order[0], order[1]]
    for seat in reversed(picks):
        g.push(frames.Pick(seat))


# --- characters and their preliminary actions ----------------------------------------------------


def free_characters(s: State) -> list[int]:
    return [c for c in data.CHARACTERS if s.characters[c] is None]


def apply_pick(g: Game, frame: frames.Pick, action: Any) -> None:
    g.s.stack.pop()
    take_character(g, frame.seat, actions.CHARACTER_INDEX[action.character])


def take_character(g: Game, seat: int, character: int) -> None:
    """Take a card and carry out its preliminary action at once (3 players: leftover duties)."""
    s = g.s
    g.w("characters")[character] = seat
    g.say(f"{s.players[seat]} takes the {data.CHARACTER_NAMES[character]}.")
    free = free_characters(s)
    if len(s.players) == data.THREE_PLAYERS and len(free) == 1:
        leftover = free[0]
        g.say(f"The {data.CHARACTER_NAMES[leftover]} card is left over.")
        if {character, leftover} == {data.POPE, data.EMPEROR}:
            # He holds both duties and chooses which to perform first.
            g.push(frames.DualPrelim(seat) if s.emperor_crew else frames.PopePrelim(seat))
            return
        # An earlier picker's extra duty follows this pick's own preliminary action.
        if leftover == data.POPE:
            g.push(frames.PopePrelim(s.characters[data.EMPEROR]))  # type: ignore[arg-type]
        elif leftover == data.EMPEROR and s.emperor_crew:
            g.push(frames.EmperorPrelim(s.characters[data.POPE]))  # type: ignore[arg-type]
    push_preliminary(g, seat, character)


def push_preliminary(g: Game, seat: int, character: int) -> None:
    s = g.s
    if character == data.POPE:
        g.push(frames.PopePrelim(seat))
    elif character == data.EMPEROR:
        if s.emperor_crew:
            g.push(frames.EmperorPrelim(seat))
    elif character == data.PETTY_SINNER:
        g.push(frames.SinnerVisit(seat))
        place_sins(g, seat, data.PETTY_SINS, data.PETTY_SINNER_STONES)


def apply_pope_prelim(g: Game, frame: frames.PopePrelim, action: Any) -> None:
    g.s.stack.pop()
    pope_part(g, frame.seat, action)


def pope_part(g: Game, seat: int, action: Any) -> None:
    if isinstance(action, actions.KeepPopeStones):
        g.say(f"{g.name(seat)} leaves the Pope stones where they are.")
        return
    move_pope_stone(g, seat, actions.DEN_INDEX[action.source], actions.DEN_INDEX[action.target])


def apply_emperor_prelim(g: Game, frame: frames.EmperorPrelim, action: Any) -> None:
    g.s.stack.pop()
    emperor_part(g, frame.seat, action)


def emperor_part(g: Game, seat: int, action: Any) -> None:
    g.s.emperor_crew = False
    add_crew(g, seat, action.site - 1)


def apply_dual_prelim(g: Game, frame: frames.DualPrelim, action: Any) -> None:
    """3 players: the holder of both Pope and Emperor duties does the other one next."""
    s = g.s
    seat = frame.seat
    s.stack.pop()
    if isinstance(action, actions.PlaceCrew):
        g.push(frames.PopePrelim(seat))
        emperor_part(g, seat, action)
    else:
        g.push(frames.EmperorPrelim(seat))
        pope_part(g, seat, action)


def apply_sinner_visit(g: Game, frame: frames.SinnerVisit, action: Any) -> None:
    """The Petty Sinner's optional visit before the action phase, without rotating."""
    s = g.s
    seat = frame.seat
    s.stack.pop()
    if isinstance(action, actions.SkipVisit):
        g.say(f"{s.players[seat]} does not visit the House of Pleasure now.")
        return
    visit(g, seat, action.room, rotate=False, sin=True)


# --- end of round and end of game (MC-15, MC-19, MC-27) ------------------------------------------


def compare_posts(g: Game, topic: str, title: str) -> None:
    """The post showing most notches descends by the difference; ties: farther from Hell."""
    s = g.s
    posts = s.posts
    high, low = max(posts), min(posts)
    tied = [seat for seat, post in enumerate(posts) if post == high]
    mover = min(tied, key=lambda seat: hell_key(s, seat))
    lines = [", ".join(f"{s.players[seat]} {post}" for seat, post in enumerate(posts)) + "."]
    if high == low:
        lines.append("All posts show the same: nobody moves.")
    else:
        if len(tied) > 1:
            lines.append(f"Tied for most notches: {s.players[mover]} is farther from Hell.")
        lines.append(move_towards_hell(g, mover, high - low))
    g.result(topic, title, lines)


def compare(g: Game, frame: frames.Compare) -> None:
    g.s.stack.pop()
    compare_posts(g, topics.POSTS, f"Round {g.s.round}: etched posts compared")
    g.push(frames.Prepare())


#: The first line of the final scoring: what the letters are worth.
SCORING_RULE = (
    f"A set of one letter of each colour: {data.SET_STEPS} steps towards Heaven; "
    f"any other letter: {data.SINGLE_LETTER_STEPS}."
)


def _final_move(g: Game, seat: int) -> str:
    """A soul's move with its letters, in one line: "Ben (2 yellow, 5 blue, 4 red, 2 green):
    2 sets + 5 letters = 21 steps, 13 to space -8." (read back by the statistics)."""
    s = g.s
    letters = s.letters[seat]
    assert letters is not None
    name = s.players[seat]
    held = ", ".join(f"{letters[c]} {data.COLOUR_NAMES[c]}" for c in data.COLOURS if letters[c])
    sets = min(letters)
    singles = sum(letters) - sets * len(data.COLOURS)
    steps = sets * data.SET_STEPS + singles * data.SINGLE_LETTER_STEPS
    if steps <= 0:
        return f"{name} (no letters): stays on space {s.souls[seat]}."
    start, where = heaven_move(g, seat, steps)
    return (
        f"{name} ({held}): {count_of(sets, 'set', 'sets')} + "
        f"{count_of(singles, 'letter', 'letters')} = {count_of(steps, 'step', 'steps')}, "
        f"{start} to {where}."
    )


def game_end(g: Game, frame: frames.GameEnd) -> None:
    """Posts once more, then letters nearest Hell first; Heaven (or nearest to it) wins."""
    s = g.s
    s.stack.clear()
    g.close_take_back()
    compare_posts(g, topics.FINAL_POSTS, "Game end: etched posts compared")
    lines = [SCORING_RULE]
    for seat in seats_nearest_hell_first(s):
        lines.append(_final_move(g, seat))
    winners = [row.seat for row in standings(s) if row.place == 1]
    if s.souls[winners[0]] == data.HEAVEN:
        lines.append("In Heaven: " + ", ".join(s.players[seat] for seat in winners) + ".")
    else:
        lines.append(f"Nobody reached Heaven; {s.players[winners[0]]} is nearest to it.")
    names = " and ".join(s.players[seat] for seat in winners)
    lines.append(f"{names} {'wins' if len(winners) == 1 else 'win'} the game!")
    s.winning_seats = winners
    s.phase = "over"
    g.result(topics.FINAL_SCORING, "Final scoring", lines)
