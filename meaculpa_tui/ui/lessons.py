"""Mea Culpa's lessons of first-game mode: its words in ``teach.md``, their examples from a view.

Which decision is pending is the kind of the top step of the stack (``engine.pending_decision``,
public); the phase of the round is the state's ``phase``. Each example reads only the view it
is given: the deciding seat's own (its money, goods, letters and chest) or the public board.
No Textual here: the table session builds the lessons (:mod:`shared.session.teaching`).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from meaculpa_tui.engine import data, topics
from meaculpa_tui.engine.state import pending_step
from shared.engine.words import listed, plural
from shared.session.lesson_texts import DecisionExample, PhaseExample, TextLessons

if TYPE_CHECKING:
    from meaculpa_tui.engine.state import State


def market(view: State) -> str:
    """The market's stones ("2 loaves, 1 jewel and 1 indulgence stone")."""
    words = [
        plural(count, data.GOOD_SHORT[stone], data.GOOD_PLURAL[stone])
        for stone, count in enumerate(view.market[: len(data.GOODS)])
        if count
    ]
    stones = view.market[data.INDULGENCE]
    if stones:
        words.append(plural(stones, "indulgence stone", "indulgence stones"))
    return listed(words) if words else "no stones"


def rooms(view: State) -> str:
    """The cards in rooms 1-4 not visited yet, with their notches."""
    words = [
        f"room {room}: {data.CARD_TITLES[card]} (+{data.CARD_NOTCHES[card]})"
        for room, card in enumerate(view.rooms, start=1)
        if card is not None
    ]
    return "; ".join(words) if words else "no cards"


def pope_stones(view: State) -> str:
    return listed(
        f"{name} {count}" for name, count in zip(data.DEN_NAMES, view.pope_stones, strict=True)
    )


def third_stone(view: State, seat: int) -> str:
    """What moving a Pope stone could start now: the punishment it would bring, by player."""
    ready = [den for den, count in enumerate(view.pope_stones) if count == data.POPE_STONES - 1]
    if not ready:
        return "No den has two Pope stones yet: a move now can prepare a punishment, not start it."
    den = ready[0]
    steps = [
        sum(view.dens[other][seat_] for other in data.DENS if other != den)
        for seat_ in range(len(view.players))
    ]
    hurt = [
        f"{name} {steps[other]}"
        for other, name in enumerate(view.players)
        if other != seat and steps[other]
    ]
    spared = f"your own {steps[seat]} forgiven" if steps[seat] else "none of yours there"
    return (
        f"A stone moved to the {data.DEN_NAMES[den]} puts all three there: the steps towards "
        f"Hell would be {listed(hurt) if hurt else 'none for the others'}, {spared}."
    )


def own_sins(view: State, seat: int) -> str:
    return listed(
        f"{name} {dens[seat]}" for name, dens in zip(data.DEN_NAMES, view.dens, strict=True)
    )


def sites(view: State) -> str:
    words = []
    for site in range(data.SITES):
        built = "nave and spire" if view.spires[site] else "a nave" if view.naves[site] else ""
        crews = plural(view.site_crews[site], "crew", "crews")
        words.append(f"site {site + 1}: {crews}" + (f" and {built}" if built else ""))
    return "; ".join(words)


def goods(view: State, seat: int) -> str:
    held = view.goods[seat] or [0] * len(data.GOODS)
    words = [
        plural(count, data.GOOD_SHORT[good], data.GOOD_PLURAL[good])
        for good, count in enumerate(held)
        if count
    ]
    return listed(words) if words else "no goods"


def letters(view: State, seat: int) -> str:
    held = view.letters[seat] or [0] * len(data.COLOURS)
    words = [f"{count} {data.COLOUR_NAMES[colour]}" for colour, count in enumerate(held) if count]
    return listed(words) if words else "no letters"


def missing_colours(view: State, seat: int) -> str:
    """The colours ``seat`` lacks for its next set of four."""
    held = view.letters[seat] or [0] * len(data.COLOURS)
    sets = min(held)
    lacking = [data.COLOUR_NAMES[colour] for colour, count in enumerate(held) if count == sets]
    return f"your next set of four still needs {listed(lacking)}"


def compartment(view: State, seat: int, index: int) -> str:
    """What one compartment of ``seat``'s own chest holds ("1 loaf and 10 taler")."""
    chest = view.chests[seat] or [0] * (data.CHEST_SLOTS * data.COMPARTMENTS)
    slots = chest[index * data.CHEST_SLOTS : (index + 1) * data.CHEST_SLOTS]
    words = [
        plural(count, data.GOOD_SHORT[slot], data.GOOD_PLURAL[slot])
        for slot, count in enumerate(slots[: len(data.GOODS)])
        if count
    ]
    if slots[data.CHEST_MONEY]:
        words.append(f"{slots[data.CHEST_MONEY]} taler")
    return listed(words)


def money(view: State, seat: int) -> int:
    return view.money[seat] or 0


def prices(view: State) -> str:
    """What the goods in the market cost and fetch ("bread costs 2 taler and sells for 6")."""
    words = [
        f"{data.GOOD_NAMES[good]} costs {data.BUY_PRICE[good]} taler and sells for "
        f"{data.SELL_PRICE[good]}"
        for good in data.GOODS
        if view.market[good]
    ]
    return "; ".join(words) if words else "no goods are for sale"


def _frame(view: State) -> Any:
    return view.stack[-1]


# --- the examples, by phase and by kind of decision --------------------------------------------


def _bonus_phase(view: State) -> Mapping[str, object]:
    names = [view.players[seat] for seat in reversed(view.start_order)]
    return {
        "souls": f"{listed(names)} share the start space, nearest Heaven first",
        "first": names[0],
    }


def _order(view: State) -> Mapping[str, object]:
    return {"order": listed(view.players[seat] for seat in view.bid_order)}


def _actions_phase(view: State) -> Mapping[str, object]:
    posts = listed(f"{name} {post}" for name, post in zip(view.players, view.posts, strict=True))
    return {"market": sum(view.market), "posts": posts}


PHASE_EXAMPLES: dict[str, PhaseExample] = {
    "bonus": _bonus_phase,
    "bidding": lambda view: {"market": market(view), "rooms": rooms(view)},
    "characters": _order,
    "actions": _actions_phase,
}


def _place(view: State, seat: int) -> Mapping[str, object]:
    frame = _frame(view)
    item = data.GOOD_ONE[frame.slot] if frame.slot < len(data.GOODS) else f"{frame.amount} taler"
    return {
        "item": item,
        "one": compartment(view, seat, 0),
        "two": compartment(view, seat, 1),
    }


def _guess(view: State, seat: int) -> Mapping[str, object]:
    frame = _frame(view)
    open_rooms = [f"room {room}" for room, card in enumerate(view.rooms, 1) if card is not None]
    if not view.suite5_occupied:
        open_rooms.append("Suite 5")
    if view.suite6_letter:
        open_rooms.append("Suite 6")
    return {
        "pope": view.players[frame.pope],
        "guesser": view.players[seat],
        "rooms": listed(open_rooms, "or"),
    }


DECISION_EXAMPLES: dict[str, DecisionExample] = {
    "bonus": lambda view, seat: {
        "left": listed(data.BONUS_NAMES[b - 1] for b in view.bonuses),
        "money": money(view, seat),
    },
    "place": _place,
    "bid": lambda view, seat: {"money": money(view, seat)},
    "pick": lambda view, seat: {
        "free": listed(
            name
            for name, holder in zip(data.CHARACTER_NAMES, view.characters, strict=True)
            if holder is None
        ),
        "post": view.posts[seat],
    },
    "pope_prelim": lambda view, seat: {
        "stones": pope_stones(view),
        "mine": own_sins(view, seat),
        "third": third_stone(view, seat),
    },
    "emperor_prelim": lambda view, seat: {
        "sites": sites(view),
        "one": compartment(view, seat, 0),
    },
    "dual_prelim": lambda view, seat: {"stones": pope_stones(view), "sites": sites(view)},
    "sinner_visit": lambda view, seat: {"rooms": rooms(view)},
    "den_choice": lambda view, seat: {"mine": own_sins(view, seat)},
    "turn": lambda view, seat: {
        "money": money(view, seat),
        "post": view.posts[seat],
        "market": market(view),
        "prices": prices(view),
    },
    "pope_turn": lambda view, seat: {
        "money": money(view, seat),
        "post": view.posts[seat],
        "rooms": rooms(view),
    },
    "donate_more": lambda view, seat: {"money": money(view, seat), "goods": goods(view, seat)},
    "merchant": lambda view, seat: {"market": market(view)},
    "guess": _guess,
    "suite5": lambda view, seat: {"rooms": rooms(view)},
    "card_place_crew": lambda view, seat: {"sites": sites(view)},
    "card_move_crew": lambda view, seat: {"sites": sites(view)},
    "card_pope": lambda view, seat: {
        "stones": pope_stones(view),
        "mine": own_sins(view, seat),
        "third": third_stone(view, seat),
    },
    "card_take": lambda view, seat: {"market": market(view)},
    "gift": lambda view, seat: {
        "receiver": view.players[_frame(view).receiver],
        "letters": letters(view, seat),
    },
    "letter_pick": lambda view, seat: {
        "display": listed(data.COLOUR_NAMES[colour] for colour in view.display),
        "letters": letters(view, seat),
        "missing": missing_colours(view, seat),
    },
}


#: The Pope's turn: a turn, taught apart as his visit to the House is incognito (the die).
POPE_TURN = "pope_turn"


class MeaCulpaLessons(TextLessons):
    """Mea Culpa's lessons (see the module)."""

    def decision_kind(self, view: Any) -> str | None:
        frame = pending_step(view)
        if frame is None:
            return None
        if frame.kind == "turn" and frame.character == data.POPE:
            return POPE_TURN  # (his visit is incognito: a lesson of its own)
        return frame.kind if frame.kind in self.decision_examples else None

    def phase(self, view: Any) -> str | None:
        phase = str(view.phase)
        return phase if phase in self.phase_examples else None


@cache
def lessons() -> MeaCulpaLessons:
    """The game's lessons, read once."""
    text = resources.files("meaculpa_tui.ui").joinpath("teach.md").read_text(encoding="utf-8")
    return MeaCulpaLessons(
        text,
        phase_examples=PHASE_EXAMPLES,
        decision_examples=DECISION_EXAMPLES,
        result_phases={topics.POSTS: "compare", topics.FINAL_POSTS: "compare"},
    )
