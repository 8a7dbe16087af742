"""What one seat may see (MC-10, MC-31): other seats' secrets and every hidden order removed.

Hidden from the other seats: money, goods and letters behind a screen, what lies in which
compartment of a chest, an unrevealed bid, and the Pope die before its reveal. Hidden from
everyone: the order of the House of Pleasure deck (its contents are shown sorted), the random
generator's state, and the take-back snapshot (it holds every seat's secrets). The goods bag has
no order at all (draws are random), so its counts are shown. Only log entries the seat may read
are kept.

A view shares nothing mutable with the game: every list is copied, so a user interface may
change its view without touching the game.
"""

from __future__ import annotations

from typing import Any

from meaculpa_tui.engine import data
from meaculpa_tui.engine.state import State
from shared.engine.fast_models import construct, field_values, fields_given
from shared.engine.log import visible_log


def _copy(value: Any) -> Any:
    if isinstance(value, list):
        return [_copy(item) for item in value]
    return value


def view_for(state: State, seat: int | None) -> State:
    """The state as ``seat`` may see it; ``None`` or a seat number outside the game: the public
    board (no seat's secrets)."""
    n = len(state.players)
    viewer = seat if seat is not None and 0 <= seat < n else None
    values = {
        name: (_copy(value) if name != "log" else value)
        for name, value in field_values(state).items()
    }

    def mine(name: str) -> list[Any]:
        return [value if i == viewer else None for i, value in enumerate(values[name])]

    for name in ("money", "goods", "letters", "chests"):
        values[name] = mine(name)
    if not state.bids_revealed:
        values["bid_notches"] = mine("bid_notches")
        values["bid_taler"] = mine("bid_taler")
    if state.pope_die is not None and (viewer is None or state.characters[data.POPE] != viewer):
        values["pope_die"] = None
    values["deck"] = sorted(state.deck)
    values["rng"] = 0
    values["checkpoint"] = None
    values["log"] = visible_log(state.log, viewer)
    # The set of fields given is copied too: a view shares nothing mutable with the game.
    return construct(State, values, set(fields_given(state)))


def public_view(state: State) -> State:
    """The public board: what every player may know."""
    return view_for(state, None)
