"""What one seat may see (MC-10, MC-31): other seats' secrets and every hidden order removed.

Hidden from the other seats: money, goods and letters behind a screen, what lies in which
compartment of a chest, an unrevealed bid, and the Pope die before its reveal. Hidden from
everyone: the order of the House of Pleasure deck (its contents are shown sorted), the random
generator's state, and the take-back snapshot (it holds every seat's secrets). The goods bag has
no order at all (draws are random), so its counts are shown. Only log entries the seat may read
are kept.
"""

from __future__ import annotations

from meaculpa_tui.engine import data
from meaculpa_tui.engine.state import State
from shared.engine.log import visible_log


def view_for(state: State, seat: int | None) -> State:
    """The state as ``seat`` may see it; ``None`` or a seat number outside the game: the public
    board (no seat's secrets)."""
    n = len(state.players)
    viewer = seat if seat is not None and 0 <= seat < n else None

    def mine(values: list, copy: bool = True) -> list:
        return [
            (list(value) if copy and value is not None else value) if i == viewer else None
            for i, value in enumerate(values)
        ]

    update: dict[str, object] = {
        "rng": 0,
        "money": mine(state.money, copy=False),
        "goods": mine(state.goods),
        "letters": mine(state.letters),
        "chests": mine(state.chests),
        "deck": sorted(state.deck),
        "checkpoint": None,
        "log": visible_log(state.log, viewer),
    }
    if not state.bids_revealed:
        update["bid_notches"] = mine(state.bid_notches, copy=False)
        update["bid_taler"] = mine(state.bid_taler, copy=False)
    if state.pope_die is not None and (viewer is None or state.characters[data.POPE] != viewer):
        update["pope_die"] = None
    return state.model_copy(update=update)


def public_view(state: State) -> State:
    """The public board: what every player may know."""
    return view_for(state, None)
