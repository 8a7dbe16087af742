"""What each seat may see (SN-11): its own hand, the public board, the log meant for it.

Hidden cards become ``HIDDEN`` (-1) placeholders, so a view keeps the shape of the state: the
user interface counts another player's hand, the deck or Limbo with ``len`` and draws card
backs, but never learns their ids or order. The rng state is zeroed so a view cannot be used
to predict the shuffle.
"""

from __future__ import annotations

from typing import Any

from shared.engine.fast_models import field_values
from shared.engine.log import visible_log
from sinners_tui.engine.cards import HIDDEN
from sinners_tui.engine.state import State


def _hidden(cards: list[int]) -> list[int]:
    return [HIDDEN] * len(cards)


def _copied(value: Any) -> Any:
    """Lists and dicts copied (nested ones too); frozen models, tuples and scalars shared."""
    if isinstance(value, list):
        return (
            [_copied(item) for item in value]
            if value and isinstance(value[0], (list, dict))
            else value[:]
        )
    if isinstance(value, dict):
        return value.copy()
    return value


#: Fields every view builds anew (hidden or filtered), so they need no copy first.
_REPLACED = frozenset({"deck", "limbo", "hands", "log", "checkpoint"})


def _view(state: State, seat: int | None) -> State:
    """A view shares no list with the game, so whatever its reader does, the game is safe."""
    own_turn = seat is not None and seat == state.turn
    fields = field_values(state)
    update = {name: _copied(value) for name, value in fields.items() if name not in _REPLACED}
    update |= {
        "rng": 0,
        "deck": _hidden(state.deck),
        "limbo": _hidden(state.limbo),
        "hands": [
            hand[:] if index == seat else _hidden(hand) for index, hand in enumerate(state.hands)
        ],
        "log": visible_log(state.log, seat),
        # The states a take-back would restore hold every hand and the deck order (SN-34).
        "checkpoint": None,
    }
    if not own_turn:
        update.update(
            viewed=_hidden(state.viewed),
            building=_hidden(state.building),
            matrimony_first=None,
            anoint_look=[],
            anoint_taken=None,
        )
    return state.model_copy(update=update)


def view_for(state: State, seat: int) -> State:
    """The state as ``seat`` may see it; ``seat=-1`` gives the public board."""
    if seat == -1:
        return public_view(state)
    if not 0 <= seat < len(state.players):
        raise ValueError(f"there is no seat {seat} in this game")
    return _view(state, seat)


def public_view(state: State) -> State:
    """The public board: no hand, no deck order, no Limbo, only the public log."""
    return _view(state, None)
