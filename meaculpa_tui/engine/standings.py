"""The order of the souls at the game's end (MC-19, MC-27): the one place the winners come from.

Every soul in Heaven wins, and they share the first place; below them the souls are placed by
how near Heaven they stand. Only the start space holds several souls, and those are placed by
their starting order: the one farther from Hell is nearer Heaven (MC-27). The game's end
(``rounds``) takes its winners from :func:`standings`, so the game-over table and the winners
always agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meaculpa_tui.engine import data
from meaculpa_tui.engine.state import hell_key
from shared.engine.standings import Standing, shared_places

if TYPE_CHECKING:
    from meaculpa_tui.engine.state import State

#: The words of the tie-breaks, as the game-over table shows them.
IN_HEAVEN_TOGETHER = "shares Heaven: every soul there wins"
#: Souls sharing a space other than Heaven (the start space): the starting order places them.
BY_STARTING_ORDER = "shares {where}: by the starting order"


def _place_key(state: State, seat: int) -> tuple[int, int]:
    """Smaller first; souls in Heaven are equal, every other soul has a place of its own."""
    return (data.HEAVEN, 0) if state.souls[seat] == data.HEAVEN else hell_key(state, seat)


def _result(position: int) -> str:
    if position == data.HEAVEN:
        return "Heaven"
    return "start space" if position == data.START_SPACE else f"space {position}"


def standings(state: State) -> list[Standing]:
    """Every seat placed by its soul, nearest Heaven first; the souls in Heaven share the first
    place (MC-19), souls sharing the start space follow their starting order (MC-27)."""
    souls = state.souls
    order = sorted(range(len(state.players)), key=lambda seat: _place_key(state, seat))
    places = shared_places(order, lambda seat: _place_key(state, seat))
    rows = []
    for seat, place in zip(order, places, strict=True):
        sharing = souls.count(souls[seat]) > 1
        words = ""
        if sharing and souls[seat] == data.HEAVEN:
            words = IN_HEAVEN_TOGETHER
        elif sharing:
            where = souls[seat]
            start = where == data.START_SPACE
            words = BY_STARTING_ORDER.format(where="the start space" if start else _result(where))
        rows.append(Standing(seat, place, _result(souls[seat]), words))
    return rows
