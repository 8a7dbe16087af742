"""Rules used from many places: moving souls, sin stones, Pope stones, crews and the cards.

Each function changes the working state of a :class:`Game` and logs what players see. Where a
rule needs a further decision (which den to empty, where to move a crew), the function pushes a
step onto the stack instead of deciding itself; that step is decided before anything below it.
"""

from __future__ import annotations

from meaculpa_tui.engine import data, frames, topics
from meaculpa_tui.engine.context import Game, count_of, room_name
from meaculpa_tui.engine.state import State, seats_nearest_hell_first

# --- the record of sins (MC-4, MC-16) ----------------------------------------------------------


def move_towards_hell(g: Game, seat: int, steps: int) -> str:
    """Move a soul ``steps`` towards Hell; returns a line saying what happened.

    An occupied landing space sends the soul on to the next free one; a move that would end
    beyond the last space does not happen at all (movement rule d, MC-4).
    """
    s = g.s
    name = s.players[seat]
    if steps <= 0:
        return f"{name} does not move."
    souls = s.souls
    start = souls[seat]
    target = start + steps
    others = {pos for other, pos in enumerate(souls) if other != seat}
    while target in others:
        target += 1
    if target > data.LAST_SPACE:
        return f"{name} would pass space {data.LAST_SPACE} and stays on space {start}."
    g.w("souls")[seat] = target
    return f"{name} moves {count_of(steps, 'step', 'steps')} towards Hell: {start} to {target}."


def move_towards_heaven(g: Game, seat: int, steps: int) -> str:
    """Move a soul towards Heaven at game end; returns a line saying what happened."""
    name = g.s.players[seat]
    if steps <= 0:
        return f"{name} has no letters and stays on space {g.s.souls[seat]}."
    start, where = heaven_move(g, seat, steps)
    return f"{name} moves {count_of(steps, 'step', 'steps')} towards Heaven: {start} to {where}."


def heaven_move(g: Game, seat: int, steps: int) -> tuple[int, str]:
    """Move a soul ``steps`` towards Heaven at game end; space 0 now holds one soul too (MC-4).
    Returns the space it left and where it stands now ("space -8", "Heaven")."""
    souls = g.s.souls
    start = souls[seat]
    target = start - steps
    others = {pos for other, pos in enumerate(souls) if other != seat}
    while target > data.HEAVEN and target in others:
        target -= 1
    target = max(target, data.HEAVEN)
    g.w("souls")[seat] = target
    return start, "Heaven" if target == data.HEAVEN else f"space {target}"


def move_others_towards_hell(g: Game, seat: int, steps: int) -> list[str]:
    """Every other soul moves, nearest Hell first, each finishing its move (MC-16)."""
    others = [o for o in range(len(g.s.players)) if o != seat]
    return [move_towards_hell(g, o, steps) for o in seats_nearest_hell_first(g.s, others)]


# --- sin stones and the dens (MC-24) -----------------------------------------------------------


def place_sins(g: Game, seat: int, den: int, count: int) -> None:
    """Place ``count`` sin stones of ``seat`` in ``den``; if short, ask which den to empty."""
    s = g.s
    have = s.sin_stones[seat]
    placed = min(have, count)
    if placed:
        g.w("sin_stones")[seat] = have - placed
        g.w2("dens", den)[seat] += placed
        g.say(
            f"{s.players[seat]} places {count_of(placed, 'sin stone', 'sin stones')} in the "
            f"{data.DEN_NAMES[den]}."
        )
    if placed < count:
        g.push(frames.DenChoice(seat, den, count - placed))


def empty_den(g: Game, seat: int, den: int) -> str:
    """Take back all of ``seat``'s stones from ``den`` and descend that many steps."""
    s = g.s
    taken = s.dens[den][seat]
    g.w2("dens", den)[seat] = 0
    g.w("sin_stones")[seat] += taken
    line = move_towards_hell(g, seat, taken)
    g.say(
        f"{s.players[seat]} has no sin stones left and takes back "
        f"{count_of(taken, 'stone', 'stones')} from the {data.DEN_NAMES[den]}. {line}"
    )
    return line


def move_pope_stone(g: Game, seat: int, source: int, target: int) -> None:
    """Move a Pope stone; three together punish the other two dens."""
    s = g.s
    stones = g.w("pope_stones")
    stones[source] -= 1
    stones[target] += 1
    g.say(
        f"{s.players[seat]} moves a Pope stone from the {data.DEN_NAMES[source]} to the "
        f"{data.DEN_NAMES[target]}."
    )
    if s.pope_stones[target] == data.POPE_STONES:
        punish(g, seat, target)


def punish(g: Game, placer: int, spared: int) -> None:
    """The Dens of Sin: all Pope stones at ``spared`` punish the other two dens (MC-16)."""
    s = g.s
    punished = [den for den in data.DENS if den != spared]
    lines = [
        f"All Pope stones stand by the {data.DEN_NAMES[spared]}; the sins there are spared.",
    ]
    for seat in seats_nearest_hell_first(s):
        stones = sum(s.dens[den][seat] for den in punished)
        if stones == 0:
            continue
        if seat == placer:
            lines.append(
                f"{s.players[seat]} placed the third Pope stone: "
                f"{count_of(stones, 'sin is', 'sins are')} forgiven."
            )
        else:
            lines.append(
                f"{s.players[seat]} atones for {count_of(stones, 'sin', 'sins')}. "
                + move_towards_hell(g, seat, stones)
            )
    supply = g.w("sin_stones")
    for den in punished:
        row = g.w2("dens", den)
        for seat, stones in enumerate(row):
            supply[seat] += stones
            row[seat] = 0
    s.pope_stones = list(data.POPE_STONES_AT_HOME)
    lines.append("Everyone takes back the punished sin stones; the Pope stones go home.")
    if len(lines) == 2:
        lines.insert(1, "Nobody had sin stones in the punished dens.")
    g.result(topics.PUNISHMENT, "Punishment in the Dens of Sin", lines)


# --- cathedral sites (MC-21) -------------------------------------------------------------------


def unfinished_sites(s: State) -> list[int]:
    return [site for site in range(data.SITES) if not s.spires[site]]


def add_crew(g: Game, seat: int, site: int) -> None:
    """A crew arrives at ``site``; two crews become a nave, or a spire over a nave."""
    s = g.s
    crews = g.w("site_crews")
    crews[site] += 1
    g.say(f"{s.players[seat]} places a building crew on cathedral site {site + 1}.")
    if crews[site] < data.CREWS_PER_PART:
        return
    crews[site] = 0
    s.hut += data.CREWS_PER_PART
    if not s.naves[site]:
        g.w("naves")[site] = True
        g.say(f"The nave of cathedral {site + 1} is built; the crews return to the hut.")
        return
    g.w("spires")[site] = True
    g.say(f"The spire of cathedral {site + 1} is built: the cathedral is finished!")
    g.push(frames.Evaluate(site))


def move_crew(g: Game, seat: int, source: int, target: int) -> None:
    s = g.s
    g.w("site_crews")[source] -= 1
    g.say(f"{s.players[seat]} takes a building crew away from cathedral site {source + 1}.")
    add_crew(g, seat, target)


def can_move_crew(s: State) -> bool:
    open_sites = unfinished_sites(s)
    return len(open_sites) > 1 and any(s.site_crews[site] for site in open_sites)


# --- market -----------------------------------------------------------------------------------


def market_empty(s: State) -> bool:
    return not any(s.market)


# --- the house of pleasure (MC-7, MC-8, MC-22) -------------------------------------------------


def visit(g: Game, seat: int, room: int, *, rotate: bool, sin: bool) -> None:
    """Carry out a visit to ``room`` (1-6); the caller has checked it is allowed."""
    s = g.s
    name = s.players[seat]
    if room <= data.ORDINARY_ROOMS:
        card = s.rooms[room - 1]
        assert card is not None
        g.w("rooms")[room - 1] = None
        g.w("discard").append(card)
        notches = data.CARD_NOTCHES[card] if rotate else 0
        if notches:
            g.w("posts")[seat] += notches
        turn = f", turning the post {notches} higher" if notches else ""
        g.say(f"{name} visits {room_name(room)}{turn}: {data.CARD_TITLES[card]}.")
        card_effect(g, seat, card)
    elif room == data.SUITE_5:
        s.suite5_occupied = True
        g.say(f"{name} visits {room_name(room)}.")
        g.push(frames.Suite5(seat))
        if sin:
            place_sins(g, seat, data.LUST, data.SUITE_LUST_STONES)
    else:
        notches = data.SUITE_6_NOTCHES if rotate else 0
        if notches:
            g.w("posts")[seat] += notches
        turn = f", turning the post {notches} higher" if notches else ""
        g.say(f"{name} visits {room_name(room)}{turn}.")
        g.push(frames.Yellow(seat))
        if sin:
            place_sins(g, seat, data.LUST, data.SUITE_LUST_STONES)


def use_room_card(g: Game, seat: int, room: int) -> None:
    """Suite 5: carry out room ``room``'s card without rotating; the room is used up (MC-22)."""
    s = g.s
    card = s.rooms[room - 1]
    assert card is not None
    g.w("rooms")[room - 1] = None
    g.w("discard").append(card)
    g.say(f"{s.players[seat]} uses the card of {room_name(room)}: {data.CARD_TITLES[card]}.")
    card_effect(g, seat, card)


def card_effect(g: Game, seat: int, card: int) -> None:
    """The action of a House of Pleasure card; what cannot be done is skipped (MC-7)."""
    s = g.s
    name = s.players[seat]
    if card in PRESENTS:
        present(g, seat, *PRESENTS[card])
    elif card in data.CARD_HELL_STEPS:
        lines = move_others_towards_hell(g, seat, data.CARD_HELL_STEPS[card])
        g.result(topics.CARD, f"{name}'s card: {data.CARD_TITLES[card]}", lines)
    elif card in data.CARD_SIN_DEN:
        den = data.CARD_SIN_DEN[card]
        others = [o for o in range(len(s.players)) if o != seat]
        # Pushed last-first so the seat nearest Hell places (and finishes) first (MC-24).
        for other in reversed(seats_nearest_hell_first(s, others)):
            g.push(frames.Sin(other, den, data.CARD_SIN_STONES))
    elif card == data.CARD_MOVE_CREW:
        if can_move_crew(s):
            g.push(frames.CardMoveCrew(seat))
        else:
            g.say("No building crew can be moved.")
    elif card == data.CARD_NEW_CREW:
        if s.hut and unfinished_sites(s):
            g.push(frames.CardPlaceCrew(seat))
        else:
            g.say("The builders' hut is empty: no crew can be placed.")
    elif card == data.CARD_MOVE_POPE_STONE:
        g.push(frames.CardPope(seat))
    elif card == data.CARD_TAKE_GOOD:
        if any(s.market[good] for good in data.GOODS):
            g.push(frames.CardTake(seat))
        else:
            g.say("There is no good in the market to take.")


#: The cards "The Emperor / Pope presents you with a Letter": the character whose holder gives
#: a letter, and the colours he may give (MC-8).
PRESENTS: dict[int, tuple[int, tuple[int, ...]]] = {
    data.CARD_EMPEROR_LETTER: (data.EMPEROR, data.COLOURS),
    data.CARD_POPE_YELLOW: (data.POPE, (data.YELLOW,)),
}


def giver_of(s: State, seat: int, character: int) -> int | None:
    """The opponent who must give ``seat`` a letter as ``character`` (MC-8); ``None`` when
    nobody else holds that character (the visitor holds it, or nobody chose it). Public: it
    looks at the character cards only, never behind a screen."""
    holder = s.characters[character]
    return None if holder is None or holder == seat else holder


def present(g: Game, seat: int, character: int, colours: tuple[int, ...]) -> None:
    """The cards "The Emperor / Pope presents you with a Letter": the opponent holding
    ``character`` gives the visitor one of his letters of ``colours`` (MC-8), asked only when
    he has a choice (MC-35).

    What happens depends on what lies behind the giver's screen: whether a letter comes, and
    which colour. So once an opponent holds the character, the visitor's turn is final
    (MC-47), whether the giver chooses, the letter is handed over without a question, or
    nothing comes at all; otherwise the visitor could look and then take the visit back.
    Closing here, where the giver's letters are looked at, covers both cards and every way to
    use them (an open visit, Suite 5, the Pope's incognito visit, the Petty Sinner's
    preliminary visit).
    """
    s = g.s
    giver = giver_of(s, seat, character)
    wanted = "a yellow letter" if colours == (data.YELLOW,) else "a letter"
    if giver is None:
        # Nobody else holds the character: public knowledge, nothing hidden is looked at.
        g.say(f"Nobody has to give {wanted}.")
        return
    g.close_take_back()
    letters = s.letters[giver]
    assert letters is not None
    held = [colour for colour in colours if letters[colour]]
    if not held:
        g.say(f"Nobody has to give {wanted}.")
    elif len(held) == 1:
        # A card that allows one colour only names it itself: then the colour is public.
        give_letter(g, giver, seat, held[0], secret=len(colours) > 1)
    else:
        g.push(frames.Gift(giver, seat))


def give_letter(g: Game, giver: int, receiver: int, colour: int, *, secret: bool = True) -> None:
    """A card's gift: the colour is known only to the two players (MC-8, MC-36).

    The Pope's card can only give a yellow letter, so its colour is no secret.
    """
    s = g.s
    g.w2("letters", giver)[colour] -= 1
    g.w2("letters", receiver)[colour] += 1
    giver_name, receiver_name = s.players[giver], s.players[receiver]
    colour_name = data.COLOUR_NAMES[colour]
    if not secret:
        g.say(f"{giver_name} gives {receiver_name} a {colour_name} Letter of Indulgence.")
        return
    g.say(f"{giver_name} gives {receiver_name} a Letter of Indulgence.")
    g.tell(giver, f"You give {receiver_name} a {colour_name} letter.")
    g.tell(receiver, f"{giver_name} gives you a {colour_name} letter.")


def take_yellow(g: Game, seat: int) -> None:
    s = g.s
    s.suite6_letter = False
    g.w2("letters", seat)[data.YELLOW] += 1
    g.say(f"{s.players[seat]} takes the yellow Letter of Indulgence from Suite 6.")
