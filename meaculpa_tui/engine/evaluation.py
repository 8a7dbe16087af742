"""Evaluating donations when a cathedral is finished (MC-2, MC-3, MC-15).

The first finished cathedral opens every compartment I, the second every compartment II. For
each of the three categories the letters printed below the site are laid out (as far as the
supply still has them) and the two biggest donors pick them in turns; each pick is a public
decision of the picking seat. A pick with no real choice (one colour left, or every remaining
letter going to the same seat) is made automatically.
"""

from __future__ import annotations

from typing import Any

from meaculpa_tui.engine import actions, data, frames, topics
from meaculpa_tui.engine.context import Game, count_of
from meaculpa_tui.engine.state import State, hell_key, pending_step_as

ORDINALS = ("First", "Second", "Third")


def evaluate(g: Game, frame: frames.Evaluate) -> None:
    """Start the evaluation of the finished cathedral ``site``; play resumes afterwards."""
    s = g.s
    s.stack.pop()
    g.close_take_back()
    site = frame.site
    g.say(
        f"{ORDINALS[s.evaluations]} evaluation of donations: everyone opens compartment "
        f"{data.COMPARTMENT_NAMES[s.evaluations]}."
    )
    s.eval_lines = []
    s.eval_letters = [[0] * len(data.COLOURS) for _ in s.players]
    g.push(frames.EvalEnd(site))
    for category in reversed(data.CATEGORIES):
        g.push(frames.EvalCategory(site, category))


def category_points(s: State, seat: int, compartment: int, category: int) -> int:
    """A seat's points in ``category``: 1 per loaf or roll, 2 per bottle or jewel, 1 per taler."""
    chest = s.chests[seat]
    assert chest is not None
    base = compartment * data.CHEST_SLOTS
    if category == data.CATEGORY_MONEY:
        return chest[base + data.CHEST_MONEY]
    return sum(
        chest[base + good] * data.DONATION_POINTS[good]
        for good in data.GOODS
        if data.CATEGORY_OF_GOOD[good] == category
    )


def _donation_text(s: State, seat: int, compartment: int, category: int) -> str:
    chest = s.chests[seat]
    assert chest is not None
    base = compartment * data.CHEST_SLOTS
    if category == data.CATEGORY_MONEY:
        return f"{chest[base + data.CHEST_MONEY]} taler"
    parts = [
        count_of(chest[base + good], data.GOOD_SHORT[good], data.GOOD_PLURAL[good])
        for good in data.GOODS
        if data.CATEGORY_OF_GOOD[good] == category and chest[base + good]
    ]
    return " and ".join(parts)


def pick_order(donors: list[int], letters: int, players: int) -> list[int]:
    """Who picks each displayed letter: alternate top two; 2 players: two each, then the rest."""
    if len(donors) == 1:
        return [donors[0]] * letters
    first, second = donors[0], donors[1]
    if players == data.TWO_PLAYERS:
        take = data.TWO_PLAYER_PICKS
        head = [first] * min(take, letters)
        middle = [second] * min(take, letters - len(head))
        return head + middle + [first] * (letters - len(head) - len(middle))
    return [first if i % 2 == 0 else second for i in range(letters)]


def evaluate_category(g: Game, frame: frames.EvalCategory) -> None:
    """Rank the donors (ties: nearer Hell), lay out the letters, and start the picks."""
    s = g.s
    s.stack.pop()
    site, category = frame.site, frame.category
    compartment = s.evaluations
    n = len(s.players)
    points = [category_points(s, seat, compartment, category) for seat in range(n)]
    donors = sorted(
        (seat for seat in range(n) if points[seat]),
        key=lambda seat: (points[seat], hell_key(s, seat)),
        reverse=True,
    )
    title = data.CATEGORY_NAMES[category]
    lines = g.w("eval_lines")
    if not donors:
        lines.append(f"{title}: nobody donated; the letters stay in the supply.")
        return
    ranking = ", ".join(
        f"{s.players[seat]} {points[seat]} ({_donation_text(s, seat, compartment, category)})"
        for seat in donors
    )
    lines.append(f"{title}: {ranking}.")
    display = []
    supply = g.w("letter_supply")
    for colour in data.SITE_LETTERS[site][category]:
        if supply[colour]:
            supply[colour] -= 1
            display.append(colour)
    if not display:
        lines.append("  The supply has none of these letters left.")
        return
    s.display = display
    s.pick_queue = pick_order(donors, len(display), n)
    shown = ", ".join(data.COLOUR_NAMES[colour] for colour in display)
    g.say(f"{title}: the letters {shown} are laid out for the donors.")
    g.push(frames.LetterPick(s.pick_queue[0], site, category))


def pick_is_forced(s: State) -> bool:
    """No real choice: one colour left, or every remaining letter goes to the same seat."""
    display, queue = s.display, s.pick_queue
    return all(c == display[0] for c in display) or all(x == queue[0] for x in queue)


def take_letter(g: Game, colour: int) -> None:
    s = g.s
    seat = g.w("pick_queue").pop(0)
    g.w("display").remove(colour)
    g.w2("letters", seat)[colour] += 1
    g.w2("eval_letters", seat)[colour] += 1
    g.say(f"{s.players[seat]} picks a {data.COLOUR_NAMES[colour]} letter.")
    if s.display:
        pick = pending_step_as(s, frames.LetterPick)
        s.stack[-1] = frames.LetterPick(s.pick_queue[0], pick.site, pick.category)
    else:
        s.stack.pop()


def apply_letter_pick(g: Game, frame: frames.LetterPick, action: Any) -> None:
    take_letter(g, actions.COLOUR_INDEX[action.colour])


def forced_picks(g: Game) -> None:
    """Make every pick that offers no choice."""
    s = g.s
    while s.display and pick_is_forced(s):
        take_letter(g, s.display[0])


def _letters_taken(s: State, seat: int) -> str:
    """One line of the evaluation's result for ``seat``: "Ann takes 3 letters: 2 blue, 1 red."."""
    taken = s.eval_letters[seat] if seat < len(s.eval_letters) else []
    count = sum(taken)
    if not count:
        return f"{s.players[seat]} takes no letter."
    colours = ", ".join(
        f"{taken[colour]} {data.COLOUR_NAMES[colour]}" for colour in data.COLOURS if taken[colour]
    )
    return f"{s.players[seat]} takes {count_of(count, 'letter', 'letters')}: {colours}."


def evaluation_end(g: Game, frame: frames.EvalEnd) -> None:
    """Donations go back to bag and bank; the second evaluation ends the game (MC-15)."""
    s = g.s
    s.stack.pop()
    compartment = s.evaluations
    base = compartment * data.CHEST_SLOTS
    bag = g.w("bag")
    for seat in range(len(s.players)):
        chest = g.w2("chests", seat)
        donated = g.w2("donated", seat)
        for slot in range(data.CHEST_SLOTS):
            amount = chest[base + slot]
            if slot != data.CHEST_MONEY:
                bag[slot] += amount
            donated[slot] -= amount
            chest[base + slot] = 0
    lines = g.w("eval_lines")
    lines.extend(_letters_taken(s, seat) for seat in range(len(s.players)))
    lines.append("All these donations go back to the goods bag and the bank.")
    title = (
        f"{ORDINALS[s.evaluations]} evaluation of donations "
        f"(cathedral {frame.site + 1}, compartment {data.COMPARTMENT_NAMES[compartment]})"
    )
    g.result(topics.EVALUATION, title, list(s.eval_lines))
    s.eval_lines = []
    s.eval_letters = []
    s.evaluations += 1
    if s.evaluations >= data.LAST_EVALUATION:
        s.stack.clear()
        g.push(frames.GameEnd())
