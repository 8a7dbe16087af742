"""The final standings of a game: every seat's place, its result, and the tie-breaks that
placed it, the same shape in both games.

Each game's engine orders the seats by its own rulebook (``standings`` of its engine package)
and decides its winners from that same order, so the table on the game-over screen can never
disagree with who won. This module only holds the shape and the counting of shared places.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Standing:
    """One seat's line of the final standings."""

    seat: int
    #: The place, 1 first; seats the rules leave tied share one (1, 1, 3).
    place: int
    #: The final result in the game's words ("104 souls", "Heaven", "space -8").
    result: str
    #: The tie-breaks consulted for this seat, in the rulebook's order and words ("Sinners in
    #: church this round: 5"); empty when its result alone placed it.
    tie_breaks: str = ""


def shared_places(order: Sequence[int], key: Callable[[int], Hashable]) -> list[int]:
    """The place of each seat of ``order`` (best first): equal keys share the place of the
    first of them, and the next seat's place counts every seat above it (1, 1, 3)."""
    places: list[int] = []
    for index, seat in enumerate(order):
        tied_above = index and key(order[index - 1]) == key(seat)
        places.append(places[-1] if tied_above else index + 1)
    return places
