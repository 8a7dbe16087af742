"""The legal decisions of the current seat, one small list per kind of pending step.

This module is the single source of truth for what is allowed: ``apply_action`` accepts exactly
the actions listed here (and asks :mod:`meaculpa_tui.engine.explain` only to word a refusal).
Every list is built from the shared action instances of :mod:`meaculpa_tui.engine.actions`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meaculpa_tui.engine import actions, data, frames
from meaculpa_tui.engine.effects import unfinished_sites
from meaculpa_tui.engine.rounds import free_characters
from meaculpa_tui.engine.state import State

_NOTCHES = data.CARD_NOTCHES
_POST_MAX = data.POST_MAX
_GOODS = data.GOODS


def visitable_rooms(s: State, post: int, rotate: bool) -> list[int]:
    """Rooms a visitor may enter with ``post`` notches showing (6-notch limit, MC-7, MC-9).

    ``rotate`` is False for the Petty Sinner (no rotation, so no limit). The Pope plans with
    ``rotate=True``: he may only choose a room he could afford if caught (MC-9).
    """
    rooms = [
        i + 1
        for i, card in enumerate(s.rooms)
        if card is not None and (not rotate or post + _NOTCHES[card] <= _POST_MAX)
    ]
    if not s.suite5_occupied and any(card is not None for card in s.rooms):
        rooms.append(data.SUITE_5)
    if s.suite6_letter and (not rotate or post + data.SUITE_6_NOTCHES <= _POST_MAX):
        rooms.append(data.SUITE_6)
    return rooms


def _pope_moves(s: State) -> list[Any]:
    stones = s.pope_stones
    return [move for (src, _dst), move in actions.MOVE_POPE_STONE.items() if stones[src]]


def _crew_sites(s: State) -> list[Any]:
    return [actions.PLACE_CREW[site] for site in unfinished_sites(s)]


def _donations(s: State, seat: int) -> list[Any]:
    goods = s.goods[seat]
    money = s.money[seat]
    assert goods is not None and money is not None
    result: list[Any] = [actions.DONATE_GOOD[g] for g in _GOODS if goods[g]]
    result += [coin for value, coin in actions.DONATE_COIN.items() if value <= money]
    return result


def turn_actions(s: State, frame: frames.Turn) -> list[Any]:
    """Pass / end turn / take back, and every first or second action (MC-13)."""
    seat, character, stage, first = frame.seat, frame.character, frame.stage, frame.first
    if stage == 0:
        result: list[Any] = [actions.PASS]
        post = s.posts[seat]
    else:
        result = [actions.END_TURN]
        if s.checkpoint is not None:
            result.append(actions.TAKE_BACK)
        if stage == 2 or s.posts[seat] >= _POST_MAX:
            return result
        post = s.posts[seat] + data.SECOND_ACTION_NOTCHES
    money = s.money[seat]
    goods = s.goods[seat]
    assert money is not None and goods is not None
    market = s.market
    if first != actions.BUY:
        for good in _GOODS:
            count = market[good]
            if count and money >= data.BUY_PRICE[good]:
                result.append(actions.BUY_GOOD[good])
                if count >= data.GREEDY_GOODS:
                    result.append(actions.BUY_GREEDY[good])
        if market[data.INDULGENCE] and money >= data.LETTER_PRICE:
            supply = s.letter_supply
            result += [actions.BUY_LETTER[c] for c in data.BUYABLE_COLOURS if supply[c]]
    if first != actions.SELL_KIND:
        result += [actions.SELL[good] for good in _GOODS if goods[good]]
    if first != actions.DONATE:
        result += _donations(s, seat)
    if first != actions.VISIT_KIND:
        if character == data.POPE:
            result += [actions.SET_POPE_DIE[r] for r in visitable_rooms(s, post, True)]
        else:
            rotate = character != data.PETTY_SINNER
            result += [actions.VISIT[r] for r in visitable_rooms(s, post, rotate)]
    return result


def _bid(s: State, frame: frames.Bid) -> list[Any]:
    seat = frame.seat
    if s.bid_notches[seat] is None:
        return list(actions.BID_NOTCHES)
    money = s.money[seat]
    assert money is not None
    return [actions.bid_taler(t) for t in range(money + 1)]


def _merchant(s: State, frame: frames.Merchant) -> list[Any]:
    market = s.market
    result: list[Any] = [actions.MERCHANT_TAKE_GOOD[g] for g in _GOODS if market[g]]
    if market[data.INDULGENCE]:
        supply = s.letter_supply
        colours = [actions.MERCHANT_TAKE_LETTER[c] for c in data.BUYABLE_COLOURS if supply[c]]
        result += colours or [actions.MERCHANT_TAKE_NOTHING]
    return result


def _guess(s: State, frame: frames.Guess) -> list[Any]:
    """Only rooms the Pope could legally have chosen (public knowledge, MC-26)."""
    return [actions.GUESS_ROOM[r] for r in visitable_rooms(s, s.posts[frame.pope], True)]


def _den_choice(s: State, frame: frames.DenChoice) -> list[Any]:
    seat = frame.seat
    return [actions.EMPTY_DEN[den] for den in data.DENS if s.dens[den][seat]]


def _gift(s: State, frame: frames.Gift) -> list[Any]:
    letters = s.letters[frame.seat]
    assert letters is not None
    return [actions.GIVE_LETTER[c] for c in data.COLOURS if letters[c]]


def _card_move_crew(s: State, frame: frames.CardMoveCrew) -> list[Any]:
    sites = unfinished_sites(s)
    return [
        actions.MOVE_CREW[(src, dst)]
        for src in sites
        if s.site_crews[src]
        for dst in sites
        if dst != src
    ]


def _dual(s: State, frame: frames.DualPrelim) -> list[Any]:
    return [*_pope_moves(s), actions.KEEP_POPE_STONES, *_crew_sites(s)]


def _sinner_visit(s: State, frame: frames.SinnerVisit) -> list[Any]:
    return [
        actions.SKIP_VISIT,
        *(actions.VISIT[r] for r in visitable_rooms(s, s.posts[frame.seat], False)),
    ]


def _donate_more(s: State, frame: frames.DonateMore) -> list[Any]:
    return [actions.FINISH_DONATING, *_donations(s, frame.seat)]


#: The legal actions of each kind of decision, given the state and the pending step.
LEGAL: dict[str, Callable[[State, Any], list[Any]]] = {
    frames.BONUS: lambda s, f: [actions.CHOOSE_BONUS[b] for b in s.bonuses],
    frames.PLACE: lambda s, f: list(actions.PLACE),
    frames.BID: _bid,
    frames.PICK: lambda s, f: [actions.CHOOSE_CHARACTER[c] for c in free_characters(s)],
    frames.POPE_PRELIM: lambda s, f: [*_pope_moves(s), actions.KEEP_POPE_STONES],
    frames.EMPEROR_PRELIM: lambda s, f: _crew_sites(s),
    frames.DUAL_PRELIM: _dual,
    frames.SINNER_VISIT: _sinner_visit,
    frames.DEN_CHOICE: _den_choice,
    frames.TURN: turn_actions,
    frames.DONATE_MORE: _donate_more,
    frames.MERCHANT: _merchant,
    frames.GUESS: _guess,
    frames.SUITE5: lambda s, f: [
        actions.USE_ROOM[i + 1] for i, c in enumerate(s.rooms) if c is not None
    ],
    frames.CARD_PLACE_CREW: lambda s, f: _crew_sites(s),
    frames.CARD_MOVE_CREW: _card_move_crew,
    frames.CARD_POPE: lambda s, f: _pope_moves(s),
    frames.CARD_TAKE: lambda s, f: [actions.TAKE_GOOD[g] for g in _GOODS if s.market[g]],
    frames.GIFT: _gift,
    frames.LETTER_PICK: lambda s, f: [
        actions.PICK_LETTER[c] for c in data.COLOURS if c in s.display
    ],
}


def legal_for(s: State) -> list[Any]:
    """Every legal action of the pending decision (empty once the game is over)."""
    stack = s.stack  # pending_step, inlined: this runs for every action
    if not stack:
        return []
    frame = stack[-1]
    return LEGAL[frame.kind](s, frame)
