"""The ``heuristic`` bot: scores each legal action in steps on the Record of Sins, takes the best.

It plays the obvious good moves of Mea Culpa: buy letters when an indulgence stone is out,
buy cheap goods and sell them dear, donate where the public donation totals say a donation
wins letters, keep its etched post below the others', sin only in dens the Pope stones keep
safe, strike with the Pope stones when the others have more to lose, and pick the character
whose privilege is worth most this round. It reads only its own view (see
:mod:`meaculpa_tui.bots.knowledge`), never the full state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from meaculpa_tui.bots import knowledge, weights
from meaculpa_tui.bots.reasons import Favourites, why
from meaculpa_tui.engine import actions, data, effects, frames
from meaculpa_tui.engine.legal import visitable_rooms
from meaculpa_tui.engine.state import State, pending_step

_NO_LETTERS = [0] * len(data.COLOURS)


def _letters(s: State, seat: int) -> list[int]:
    return s.letters[seat] or _NO_LETTERS


def good_worth(s: State, good: int) -> float:
    """Steps a good behind the screen is worth (what selling it would bring, nearly)."""
    return data.SELL_PRICE[good] * weights.GOOD_HOLD_SHARE * knowledge.taler_worth(s)


# --- cards, crews and Pope stones -----------------------------------------------------------------


def crew_value(s: State, seat: int, site: int) -> float:
    """Worth of one more crew on ``site``: finishing a cathedral we lead is good, else not."""
    progress = knowledge.site_progress(s, site)
    last = 2 * data.CREWS_PER_PART - 1
    lead = knowledge.standing_lead(s, seat, s.evaluations)
    if progress == last:
        return lead
    if progress == last - 1:
        return weights.NEAR_FINISH_SHARE * lead
    return weights.CREW_STEPS * (1 if lead >= 0 else -1)


def best_crew_place(s: State, seat: int) -> float:
    sites = [site for site in range(data.SITES) if not s.spires[site]]
    return max((crew_value(s, seat, site) for site in sites), default=0.0)


def crew_move_value(s: State, seat: int, source: int, target: int) -> float:
    """Taking a crew away undoes progress there; it helps where that site's finish hurts us."""
    return crew_value(s, seat, target) - weights.CREW_REMOVAL_SHARE * crew_value(s, seat, source)


def pope_move_value(s: State, seat: int, source: int, target: int) -> float:
    """A Pope-stone move: strike now if it punishes, else keep our own sins safe."""
    stones = list(s.pope_stones)
    stones[source] -= 1
    stones[target] += 1
    if stones[target] == data.POPE_STONES:
        return knowledge.punishment_gain(s, seat, target)
    return den_exposure(s, seat, stones)


def den_exposure(s: State, seat: int, stones: list[int]) -> float:
    """Threat to the rivals minus danger to us, with the Pope stones placed as ``stones``."""
    risky = knowledge.risky_dens(stones)
    n = len(s.players)
    mine = sum(s.dens[den][seat] for den in risky)
    others = [sum(s.dens[den][o] for den in risky) for o in range(n) if o != seat]
    threat = sum(others) / len(others) if others else 0.0
    return weights.THREAT_SHARE * threat - weights.RISKY_SIN_STEPS * mine


def best_pope_move(s: State, seat: int) -> float:
    return max(
        (
            pope_move_value(s, seat, src, dst)
            for (src, dst) in actions.MOVE_POPE_STONE
            if s.pope_stones[src]
        ),
        default=0.0,
    )


#: The worth of visiting a room whose card gives the visitor nothing: below passing (0) and
#: below every visit that gives something, whatever its notches cost.
EMPTY_CARD = -100.0


def empty_card(s: State, seat: int, card: int) -> bool:
    """Whether ``card`` gives ``seat`` nothing because no opponent holds the character who
    presents its letter (MC-8, the engine's rule)."""
    return card in effects.PRESENTS and effects.giver_of(s, seat, effects.PRESENTS[card][0]) is None


def card_choice_value(s: State, seat: int, card: int) -> float:
    """A card's worth when choosing among cards (Suite 5, the card a hint names): one that
    gives ``seat`` nothing comes last, below a card whose action merely has no effect."""
    return EMPTY_CARD if empty_card(s, seat, card) else card_value(s, seat, card)


def card_value(s: State, seat: int, card: int, letters: list[int] | None = None) -> float:
    """Steps the card's action is worth to ``seat`` (notches and sins not included)."""
    held = letters if letters is not None else _letters(s, seat)
    n = len(s.players)
    if card in effects.PRESENTS:
        if effects.giver_of(s, seat, effects.PRESENTS[card][0]) is None:
            return 0.0
        if card == data.CARD_EMPEROR_LETTER:
            return weights.GIFT_LETTER_STEPS
        return weights.POPE_YELLOW_CHANCE * knowledge.letter_gain(held, data.YELLOW)
    if card in data.CARD_HELL_STEPS:
        steps = data.CARD_HELL_STEPS[card]
        movable = [o for o in range(n) if o != seat and s.souls[o] + steps <= data.LAST_SPACE]
        return steps * len(movable) / max(1, n - 1)
    if card in data.CARD_SIN_DEN:
        den = data.CARD_SIN_DEN[card]
        others = [o for o in range(n) if o != seat]
        cost = sum(knowledge.sin_cost(s, den, data.CARD_SIN_STONES, o) for o in others)
        return cost / max(1, len(others))
    if card == data.CARD_MOVE_CREW:
        moves = [
            crew_move_value(s, seat, src, dst)
            for src in range(data.SITES)
            for dst in range(data.SITES)
            if src != dst and s.site_crews[src] and not s.spires[src] and not s.spires[dst]
        ]
        return max(moves, default=0.0)
    if card == data.CARD_NEW_CREW:
        return best_crew_place(s, seat) if s.hut else 0.0
    if card == data.CARD_MOVE_POPE_STONE:
        return best_pope_move(s, seat)
    if card == data.CARD_TAKE_GOOD:
        return max((good_worth(s, g) for g in data.GOODS if s.market[g]), default=0.0)
    return 0.0


def visit_value(s: State, seat: int, room: int, rotate: bool) -> float:
    """Worth of an open visit to ``room`` (notches and the suites' sin included); a card that
    gives the visitor nothing (MC-8) is worth less than passing, so no hint recommends it."""
    if room <= data.ORDINARY_ROOMS:
        card = s.rooms[room - 1]
        if card is None:
            return -1.0
        if empty_card(s, seat, card):
            return EMPTY_CARD
        cost = knowledge.notch_cost(s, seat, data.CARD_NOTCHES[card]) if rotate else 0.0
        return card_value(s, seat, card) - cost
    lust = knowledge.sin_cost(s, data.LUST, data.SUITE_LUST_STONES, seat)
    if room == data.SUITE_5:
        best = max((card_value(s, seat, card) for card in s.rooms if card is not None), default=0.0)
        return best - lust
    cost = knowledge.notch_cost(s, seat, data.SUITE_6_NOTCHES) if rotate else 0.0
    return knowledge.letter_gain(_letters(s, seat), data.YELLOW) - lust - cost


def pope_visit_value(s: State, seat: int, room: int, post: int) -> float:
    """The Pope's incognito visit: the card's worth, minus the price of being caught."""
    options = visitable_rooms(s, post, True)
    caught = 1.0 / max(1, len(options))
    if room <= data.ORDINARY_ROOMS:
        card = s.rooms[room - 1]
        if card is None:
            return -1.0
        if empty_card(s, seat, card):
            return EMPTY_CARD
        gain = card_value(s, seat, card)
        penalty = knowledge.notch_cost(s, seat, data.CARD_NOTCHES[card])
    elif room == data.SUITE_5:
        gain = max((card_value(s, seat, c) for c in s.rooms if c is not None), default=0.0)
        penalty = knowledge.sin_cost(s, data.LUST, data.SUITE_LUST_STONES, seat)
    else:
        gain = knowledge.letter_gain(_letters(s, seat), data.YELLOW)
        penalty = knowledge.notch_cost(s, seat, data.SUITE_6_NOTCHES) + knowledge.sin_cost(
            s, data.LUST, data.SUITE_LUST_STONES, seat
        )
    return gain - caught * (penalty + data.POPE_CAUGHT_STEPS)


# --- donations ------------------------------------------------------------------------------------


def donation_value(s: State, seat: int, slot: int, amount: int) -> float:
    """Letters a donation is expected to win, less what the item is worth kept."""
    if not knowledge.open_compartments(s):
        return -1.0
    if slot == data.CHEST_MONEY:
        category, points = data.CATEGORY_MONEY, amount
        kept = amount * knowledge.taler_worth(s)
    else:
        category, points = data.CATEGORY_OF_GOOD[slot], data.DONATION_POINTS[slot]
        kept = good_worth(s, slot)
    gain, _ = knowledge.best_compartment(s, seat, category, points)
    return gain - kept


def compartment_for(s: State, seat: int, slot: int, amount: int) -> int:
    """The compartment (0 or 1) where the donation does most good."""
    open_ = knowledge.open_compartments(s)
    if not open_:
        return data.COMPARTMENTS - 1
    if slot == data.CHEST_MONEY:
        category, points = data.CATEGORY_MONEY, amount
    else:
        category, points = data.CATEGORY_OF_GOOD[slot], data.DONATION_POINTS[slot]
    gain, compartment = knowledge.best_compartment(s, seat, category, points)
    return compartment if gain > 0 else open_[0]


# --- the bot --------------------------------------------------------------------------------------


class HeuristicBot:
    """Plays the obvious good moves from its own view (see the module docstring)."""

    kind = "heuristic"
    uses_view = True

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: Any, seat: int, legal: Sequence[Any]) -> Any:
        """The legal action with the best estimated worth."""
        return choose_action(view, seat, legal)

    def reason(self, view: Any, seat: int, legal: Sequence[Any]) -> tuple[Any, str]:
        """The action :meth:`choose` takes, and why (the learner's hint)."""
        return explain_action(view, seat, legal)


Score = Callable[[Any], float]


def choose_action(s: State, seat: int, legal: Sequence[Any]) -> Any:
    """The heuristic's choice (``s`` is the seat's view, or a full state: only public parts and
    the seat's own secrets are read)."""
    options = [a for a in legal if a.kind != "take_back"]
    if len(options) == 1:
        return options[0]
    score = scorer(s, seat, options)
    best, best_score = options[0], -1e9
    for action in options:
        value = score(action)
        if value > best_score:
            best, best_score = action, value
    return best


def explain_action(s: State, seat: int, legal: Sequence[Any]) -> tuple[Any, str]:
    """:func:`choose_action`'s choice and why, in words (see :mod:`meaculpa_tui.bots.reasons`)."""
    action = choose_action(s, seat, legal)
    options = [a for a in legal if a.kind != "take_back"]
    return action, why(s, seat, action, len(options), favourites(s, seat))


def favourites(s: State, seat: int) -> Favourites:
    """The character the bot wants most and the room card worth most to ``seat`` (the words of
    a hint name them)."""
    values = character_values(s, seat)
    cards = [card for card in s.rooms if card is not None]
    return Favourites(
        max(data.CHARACTERS, key=lambda c: values[c]),
        max(cards, key=lambda card: card_choice_value(s, seat, card), default=None),
    )


def ranked_actions(s: State, seat: int, legal: Sequence[Any]) -> list[Any]:
    """The legal actions (take-backs left out), best first by the heuristic's reckoning."""
    options = [a for a in legal if a.kind != "take_back"]
    if len(options) <= 1:
        return options
    score = scorer(s, seat, options)
    return sorted(options, key=score, reverse=True)


def scorer(s: State, seat: int, options: Sequence[Any]) -> Score:
    """The worth function of the pending decision's actions."""
    frame = pending_step(s)
    handler = None if frame is None else HANDLERS.get(frame.kind)
    if handler is None:
        return lambda a: 0.0
    return handler(s, seat, frame, options)


def _bonus(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    return lambda a: -weights.BONUS_PREFERENCE.index(a.bonus)


def _place(s: State, seat: int, frame: frames.Place, options: Sequence[Any]) -> Score:
    compartment = compartment_for(s, seat, frame.slot, frame.amount)
    return lambda a: 1.0 if a.compartment - 1 == compartment else 0.0


def character_values(s: State, seat: int) -> list[float]:
    """Worth of each character card to ``seat`` this round."""
    merchant = weights.MERCHANT_BASE + weights.MERCHANT_PER_INDULGENCE * min(
        s.market[data.INDULGENCE], weights.MERCHANT_INDULGENCE_CAP
    )
    pope = weights.POPE_BASE + max(0.0, best_pope_move(s, seat))
    emperor = weights.EMPEROR_BASE
    if s.emperor_crew:
        emperor += max(0.0, best_crew_place(s, seat))
    rooms = [card_value(s, seat, card) for card in s.rooms if card is not None]
    if s.suite6_letter:
        rooms.append(knowledge.letter_gain(_letters(s, seat), data.YELLOW))
    sinner = (
        weights.PETTY_SINNER_BASE
        + max(rooms, default=0.0)
        - knowledge.sin_cost(s, data.PETTY_SINS, data.PETTY_SINNER_STONES, seat)
    )
    return [pope, emperor, merchant, sinner]


def _bid(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    if options[0].kind == "bid_notches":
        return lambda a: -a.notches
    values = sorted(character_values(s, seat), reverse=True)
    money = s.money[seat] or 0
    wanted = min(
        (values[0] - values[1]) * weights.BID_TALER_PER_STEP, money * weights.BID_PURSE_SHARE
    )
    taler = max(0, int(wanted))
    return lambda a: -abs(a.taler - taler)


def _pick(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    values = character_values(s, seat)
    return lambda a: values[actions.CHARACTER_INDEX[a.character]]


def _pope_stone(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    keep = den_exposure(s, seat, list(s.pope_stones))

    def score(a: Any) -> float:
        if a.kind == "keep_pope_stones":
            return keep
        if a.kind == "place_crew":
            return crew_value(s, seat, a.site - 1) + weights.DUAL_CREW_FIRST
        return pope_move_value(s, seat, actions.DEN_INDEX[a.source], actions.DEN_INDEX[a.target])

    return score


def _crew(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    return lambda a: crew_value(s, seat, a.site - 1)


def _move_crew(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    return lambda a: crew_move_value(s, seat, a.source - 1, a.target - 1)


def _sinner_visit(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    return lambda a: 0.0 if a.kind == "skip_visit" else visit_value(s, seat, a.room, False)


def _den_choice(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    return lambda a: -s.dens[actions.DEN_INDEX[a.den]][seat]


def turn_action_value(s: State, seat: int, character: int, post: int, action: Any) -> float:
    """Worth in steps of one turn action (the second action's notch is charged by the caller)."""
    kind = action.kind
    tw = knowledge.taler_worth(s)
    if kind == "buy_good":
        good = actions.GOOD_INDEX[action.good]
        return max(good_worth(s, good), donation_value(s, seat, good, 1) + good_worth(s, good)) - (
            data.BUY_PRICE[good] * tw
        )
    if kind == "buy_greedy":
        good = actions.GOOD_INDEX[action.good]
        return (
            2 * good_worth(s, good)
            - data.BUY_PRICE[good] * tw
            - knowledge.sin_cost(s, data.GREED, data.GREED_STONES, seat)
        )
    if kind == "buy_letter":
        colour = actions.COLOUR_INDEX[action.colour]
        return knowledge.letter_gain(_letters(s, seat), colour) - data.LETTER_PRICE * tw
    if kind == "sell":
        good = actions.GOOD_INDEX[action.good]
        value = data.SELL_PRICE[good] * tw - good_worth(s, good)
        money = s.money[seat] or 0
        if money < data.LETTER_PRICE and s.market[data.INDULGENCE]:
            value += weights.SELL_FOR_LETTER_STEPS
        return value
    if kind == "donate_good":
        return donation_value(s, seat, actions.GOOD_INDEX[action.good], 1)
    if kind == "donate_coin":
        value = donation_value(s, seat, data.CHEST_MONEY, action.taler)
        if character == data.EMPEROR:
            value *= weights.EMPEROR_DONATION_SHARE
        return value
    if kind == "visit":
        return visit_value(s, seat, action.room, character != data.PETTY_SINNER)
    if kind == "set_pope_die":
        return pope_visit_value(s, seat, action.room, post)
    return 0.0


def _turn(s: State, seat: int, frame: frames.Turn, options: Sequence[Any]) -> Score:
    character, stage = frame.character, frame.stage
    extra = 0.0 if stage == 0 else knowledge.notch_cost(s, seat, data.SECOND_ACTION_NOTCHES)
    post = s.posts[seat] + (0 if stage == 0 else data.SECOND_ACTION_NOTCHES)

    def score(a: Any) -> float:
        if a.kind in ("pass", "end_turn"):
            return 0.0
        return turn_action_value(s, seat, character, post, a) - extra

    return score


def _donate_more(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    def score(a: Any) -> float:
        if a.kind == "finish_donating":
            return 0.0
        return turn_action_value(s, seat, data.EMPEROR, s.posts[seat], a)

    return score


def _merchant(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    letters = _letters(s, seat)

    def score(a: Any) -> float:
        if a.stone == "indulgence":
            return (
                knowledge.letter_gain(letters, actions.COLOUR_INDEX[a.colour]) if a.colour else 0.0
            )
        good = actions.GOOD_INDEX[a.stone]
        return max(good_worth(s, good), donation_value(s, seat, good, 1) + good_worth(s, good))

    return score


def _guess(s: State, seat: int, frame: frames.Guess, options: Sequence[Any]) -> Score:
    pope = frame.pope

    def score(a: Any) -> float:
        room = a.room
        if room <= data.ORDINARY_ROOMS:
            card = s.rooms[room - 1]
            return card_value(s, pope, card, _NO_LETTERS) if card is not None else -1.0
        if room == data.SUITE_5:
            return max(
                (card_value(s, pope, c, _NO_LETTERS) for c in s.rooms if c is not None),
                default=0.0,
            )
        return knowledge.letter_gain(_NO_LETTERS, data.YELLOW)

    return score


def _suite5(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    return lambda a: card_choice_value(s, seat, s.rooms[a.room - 1])


def _card_pope(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    return lambda a: pope_move_value(
        s, seat, actions.DEN_INDEX[a.source], actions.DEN_INDEX[a.target]
    )


def _card_take(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    return lambda a: good_worth(s, actions.GOOD_INDEX[a.good])


def _gift(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    letters = _letters(s, seat)

    def score(a: Any) -> float:
        colour = actions.COLOUR_INDEX[a.colour]
        return -knowledge.letter_loss(letters, colour) + weights.GIFT_TIE_BREAK * letters[colour]

    return score


def _letter_pick(s: State, seat: int, frame: Any, options: Sequence[Any]) -> Score:
    letters = _letters(s, seat)
    return lambda a: knowledge.letter_gain(letters, actions.COLOUR_INDEX[a.colour])


HANDLERS: dict[str, Callable[[State, int, Any, Sequence[Any]], Score]] = {
    frames.BONUS: _bonus,
    frames.PLACE: _place,
    frames.BID: _bid,
    frames.PICK: _pick,
    frames.POPE_PRELIM: _pope_stone,
    frames.DUAL_PRELIM: _pope_stone,
    frames.EMPEROR_PRELIM: _crew,
    frames.CARD_PLACE_CREW: _crew,
    frames.CARD_MOVE_CREW: _move_crew,
    frames.SINNER_VISIT: _sinner_visit,
    frames.DEN_CHOICE: _den_choice,
    frames.TURN: _turn,
    frames.DONATE_MORE: _donate_more,
    frames.MERCHANT: _merchant,
    frames.GUESS: _guess,
    frames.SUITE5: _suite5,
    frames.CARD_POPE: _card_pope,
    frames.CARD_TAKE: _card_take,
    frames.GIFT: _gift,
    frames.LETTER_PICK: _letter_pick,
}
