"""The order of the players at the game's end (SN-10, SN-35): the one place of the tie-breaks.

The highest total wins; on a tie, the most Sinners in church at the end of that round, then
the most Sacraments played over the whole game. The game's end (``rounds``) decides the winner
with :data:`TIE_BREAKS`, and :func:`standings` places every other player by the same order,
so the game-over table and the winner always agree.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from shared.engine.standings import Standing, shared_places

if TYPE_CHECKING:
    from sinners_tui.engine.state import State


def _sinners_in_church(state: State, seat: int) -> int:
    last = state.last_round
    return last[seat].sinners if seat < len(last) else 0


def _sacraments_played(state: State, seat: int) -> int:
    return state.sacraments_played[seat]


#: The tie-breaks of SN-10 in the rulebook's order: their words and each seat's value.
TIE_BREAKS: tuple[tuple[str, Callable[[State, int], int]], ...] = (
    ("Sinners in church this round", _sinners_in_church),
    ("Sacraments played in the game", _sacraments_played),
)
#: The same tie-breaks as the standings' narrow column names them.
SHORT_WORDS = ("Sinners in church", "Sacraments played")


def order_key(state: State, seat: int) -> tuple[int, ...]:
    """What places ``seat`` (larger first): its total, then each tie-break's value."""
    return (state.totals[seat], *(measure(state, seat) for _, measure in TIE_BREAKS))


def _tie_break_words(state: State, seat: int) -> str:
    """The tie-breaks consulted for ``seat``, with its values ("" when its total alone
    placed it); "still tied" when all of them left it equal with another player (SN-35)."""
    totals = state.totals
    group = [other for other in range(len(totals)) if totals[other] == totals[seat]]
    words = []
    for (_, measure), label in zip(TIE_BREAKS, SHORT_WORDS, strict=True):
        if len(group) == 1:
            break
        value = measure(state, seat)
        words.append(f"{label} {value}")
        group = [other for other in group if measure(state, other) == value]
    text = ", ".join(words)
    return f"{text}: still tied" if len(group) > 1 else text


def standings(state: State) -> list[Standing]:
    """Every seat placed by total, then by the tie-breaks; seats equal on all share a place."""
    keys = {seat: order_key(state, seat) for seat in range(len(state.players))}
    order = sorted(keys, key=lambda seat: (tuple(-value for value in keys[seat]), seat))
    places = shared_places(order, keys.__getitem__)
    return [
        Standing(seat, place, str(state.totals[seat]), _tie_break_words(state, seat))
        for seat, place in zip(order, places, strict=True)
    ]
