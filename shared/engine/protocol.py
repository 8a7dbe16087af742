"""The surface every rules engine offers, so apps, bots, records and tests drive both games alike.

Each game's ``<game>_tui.engine`` package satisfies :class:`GameEngine` with plain module-level
functions, so the module itself can be passed wherever a ``GameEngine`` is expected. The shape
follows OpenSpiel's State API (``current_player``, ``legal_actions``, ``apply_action``) and
boardgame.io's ``playerView`` (``view_for`` strips other seats' secrets).

The protocol is generic in the engine's state, action and view types: each game's spec checks
``GameEngine[State, Action, State]`` against its module, while a bare ``GameEngine`` (every type
``Any``) is what the shared framework takes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

#: The full state of a game (``new_game``, ``apply_action``).
StateT = TypeVar("StateT")
#: One decision (``legal_actions``, ``apply_action``, ``parse_action``).
ActionT = TypeVar("ActionT")
#: What a seat, or everyone, may see (``view_for``, ``public_view``, ``parse_view``).
ViewT = TypeVar("ViewT")


@runtime_checkable
class GameEngine(Protocol[StateT, ActionT, ViewT]):
    """What a rules engine module provides.

    All functions are pure: ``apply_action`` returns a new state and never mutates its input.
    Randomness comes only from the seed kept in the state, so the same seed and the same
    actions always give the same state.

    Each type variable is invariant: a state, an action and a view are each both taken and
    given back (``apply_action``; ``legal_actions`` and ``parse_action``; ``view_for`` and
    ``landmarks``).
    """

    #: Short identifier written into save files ("meaculpa", "sinners").
    GAME_NAME: str
    #: Smallest and largest number of seats the rules allow.
    MIN_PLAYERS: int
    MAX_PLAYERS: int

    def new_game(self, players: Sequence[str], seed: int, **options: Any) -> StateT:
        """A fresh game for the named seats (seat order as given)."""
        ...

    def current_player(self, state: StateT) -> int | None:
        """The seat whose decision is awaited, or ``None`` once the game is over."""
        ...

    def legal_actions(self, state: StateT) -> list[ActionT]:
        """Every legal decision of the current seat, as small steps."""
        ...

    def apply_action(self, state: StateT, action: ActionT) -> StateT:
        """The state after ``action``; raises ``IllegalActionError`` with a reason otherwise."""
        ...

    def view_for(self, state: StateT, seat: int) -> ViewT:
        """The state as ``seat`` may see it: other seats' secrets and hidden orders removed."""
        ...

    def public_view(self, state: StateT) -> ViewT:
        """The board as everyone may see it: every seat's secrets removed."""
        ...

    def is_over(self, state: StateT) -> bool:
        """Whether the game has ended."""
        ...

    def winners(self, state: StateT) -> list[int]:
        """The winning seats (several on a shared win); empty while the game runs."""
        ...

    def round_number(self, state: StateT) -> int:
        """The round being played (1-based), for status lines, titles and the games list."""
        ...

    def is_private_decision(self, state: StateT) -> bool:
        """Whether the pending decision is taken behind the curtain, with the deciding seat's
        own screen up (``shared.session.handover``); ``False`` for a decision taken on the board."""
        ...

    def landmarks(self, before: ViewT, after: ViewT) -> frozenset[str]:
        """The rounds, evaluations, scorings and hand-overs of the step between two public
        views, for a replay's jumps (kinds of ``shared.engine.landmarks``)."""
        ...

    def parse_action(self, data: Mapping[str, Any]) -> ActionT:
        """An action from its JSON form, as stored in a game record."""
        ...

    def parse_view(self, text: str) -> ViewT:
        """A view (``view_for``'s result) from its JSON form (``model_dump_json``): a table
        file hands each process the view of its own seat in this form, never the state."""
        ...

    def describe_action(self, state: StateT, action: ActionT) -> str:
        """A short sentence naming ``action`` for the seat that takes it (used by menus)."""
        ...

    def refusal_reason(self, state: StateT, action: ActionT) -> str | None:
        """Why ``action`` may not be taken now, in words a player understands; ``None`` if it
        may.

        It is the message ``apply_action`` refuses the action with, so a menu can show a closed
        option with its reason, on the deciding seat's own view, without trying the action.
        """
        ...

    def closed_note(self, state: StateT, action: ActionT) -> str | None:
        """A few words saying why ``action`` may not be taken now, for the line of a closed
        option ("only 3 taler", "taken by Cid"); ``None`` if it may.

        It says in short what ``refusal_reason`` says in full, so a list shows every closed
        option with its reason in words, and the option's key brings the whole sentence.
        """
        ...


def public_view_of(engine: GameEngine[StateT, Any, ViewT], state: StateT) -> ViewT:
    """The board as everyone may see it (``engine.public_view``)."""
    return engine.public_view(state)
