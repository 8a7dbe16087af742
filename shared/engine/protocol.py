"""The surface every rules engine offers, so apps, bots, records and tests drive both games alike.

Each game's ``<game>_tui.engine`` package satisfies :class:`GameEngine` with plain module-level
functions, so the module itself can be passed wherever a ``GameEngine`` is expected. The shape
follows OpenSpiel's State API (``current_player``, ``legal_actions``, ``apply_action``) and
boardgame.io's ``playerView`` (``view_for`` strips other seats' secrets).

An engine may offer more, looked up by name where it is used: ``public_view`` and
``is_private_decision`` (``shared.ui.handover``), ``round_number`` (status lines, titles) and
``landmarks(before, after)``, the rounds, evaluations, scorings and hand-overs of a step between
two public views, for a replay's jumps (``shared.engine.landmarks``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class GameEngine(Protocol):
    """What a rules engine module provides.

    All functions are pure: ``apply_action`` returns a new state and never mutates its input.
    Randomness comes only from the seed kept in the state, so the same seed and the same
    actions always give the same state.
    """

    #: Short identifier written into save files ("meaculpa", "sinners").
    GAME_NAME: str
    #: Smallest and largest number of seats the rules allow.
    MIN_PLAYERS: int
    MAX_PLAYERS: int

    def new_game(self, players: Sequence[str], seed: int, **options: Any) -> Any:
        """A fresh game for the named seats (seat order as given)."""
        ...

    def current_player(self, state: Any) -> int | None:
        """The seat whose decision is awaited, or ``None`` once the game is over."""
        ...

    def legal_actions(self, state: Any) -> list[Any]:
        """Every legal decision of the current seat, as small steps."""
        ...

    def apply_action(self, state: Any, action: Any) -> Any:
        """The state after ``action``; raises ``IllegalActionError`` with a reason otherwise."""
        ...

    def view_for(self, state: Any, seat: int) -> Any:
        """The state as ``seat`` may see it: other seats' secrets and hidden orders removed."""
        ...

    def is_over(self, state: Any) -> bool:
        """Whether the game has ended."""
        ...

    def winners(self, state: Any) -> list[int]:
        """The winning seats (several on a shared win); empty while the game runs."""
        ...

    def parse_action(self, data: Mapping[str, Any]) -> Any:
        """An action from its JSON form, as stored in a game record."""
        ...

    def parse_view(self, text: str) -> Any:
        """A view (``view_for``'s result) from its JSON form (``model_dump_json``): a table
        file hands each process the view of its own seat in this form, never the state."""
        ...

    def describe_action(self, state: Any, action: Any) -> str:
        """A short sentence naming ``action`` for the seat that takes it (used by menus)."""
        ...

    def refusal_reason(self, state: Any, action: Any) -> str | None:
        """Why ``action`` may not be taken now, in words a player understands; ``None`` if it
        may.

        It is the message ``apply_action`` refuses the action with, so a menu can show a closed
        option with its reason, on the deciding seat's own view, without trying the action.
        """
        ...


def public_view_of(engine: GameEngine, state: Any) -> Any:
    """The board as everyone may see it: ``engine.public_view`` or the view of no seat."""
    make = getattr(engine, "public_view", None)
    return make(state) if make is not None else engine.view_for(state, -1)
