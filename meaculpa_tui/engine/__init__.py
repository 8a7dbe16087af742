"""The Mea Culpa rules engine (pure Python, no user interface).

The public surface shared with every game of the project (see ``shared.engine.protocol``):
``new_game``, ``current_player``, ``legal_actions``, ``apply_action``, ``view_for``,
``public_view``, ``is_over``, ``winners``, ``parse_action``, ``describe_action``,
``refusal_reason``, ``closed_note``, ``round_number`` and ``is_private_decision``, plus
``pending_decision`` and ``prompt`` for a user interface that wants to word the pending
question. Rules data lives in :mod:`meaculpa_tui.engine.data`; the readings where the rulebook
is silent are numbered MC-n in ``meaculpa_tui/rules_notes.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from meaculpa_tui.engine import data, topics
from shared.engine.errors import IllegalActionError
from shared.engine.names import check_names
from shared.lazy import lazy_module, lazy_names

if TYPE_CHECKING:
    from meaculpa_tui.engine import actions, explain, frames, machine, rounds, views
    from meaculpa_tui.engine import standings as placing
    from meaculpa_tui.engine import state as states
    from meaculpa_tui.engine.actions import Action
    from meaculpa_tui.engine.explain import closed_note, prompt, refusal_reason
    from meaculpa_tui.engine.state import State
    from meaculpa_tui.engine.views import public_view, view_for
    from shared.engine import landmarks as marks
    from shared.engine.standings import Standing
else:
    # the rules themselves load at their first use (see shared.lazy): the command line and the
    # setup screen need only the game's name and its numbers of players
    actions = lazy_module("meaculpa_tui.engine.actions")
    explain = lazy_module("meaculpa_tui.engine.explain")
    frames = lazy_module("meaculpa_tui.engine.frames")
    machine = lazy_module("meaculpa_tui.engine.machine")
    rounds = lazy_module("meaculpa_tui.engine.rounds")
    states = lazy_module("meaculpa_tui.engine.state")
    views = lazy_module("meaculpa_tui.engine.views")
    marks = lazy_module("shared.engine.landmarks")
    placing = lazy_module("meaculpa_tui.engine.standings")

GAME_NAME = "meaculpa"
MIN_PLAYERS = data.MIN_PLAYERS
MAX_PLAYERS = data.MAX_PLAYERS

__all__ = [
    "GAME_NAME",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "Action",
    "IllegalActionError",
    "State",
    "apply_action",
    "closed_note",
    "current_player",
    "describe_action",
    "is_over",
    "is_private_decision",
    "landmarks",
    "legal_actions",
    "new_game",
    "parse_action",
    "parse_view",
    "pending_decision",
    "prompt",
    "public_view",
    "refusal_reason",
    "round_number",
    "standings",
    "view_for",
    "winners",
]

__getattr__ = lazy_names(
    __name__,
    {
        "Action": "meaculpa_tui.engine.actions",
        "State": "meaculpa_tui.engine.state",
        "prompt": "meaculpa_tui.engine.explain",
        "closed_note": "meaculpa_tui.engine.explain",
        "refusal_reason": "meaculpa_tui.engine.explain",
        "public_view": "meaculpa_tui.engine.views",
        "view_for": "meaculpa_tui.engine.views",
    },
)


def new_game(
    players: Sequence[str], seed: int, *, sophisticated_penitent: bool = False, **options: Any
) -> State:
    """A new game for 2-4 named seats; ``sophisticated_penitent`` turns the variant on."""
    if options:
        raise TypeError(
            f"unknown Mea Culpa option(s): {', '.join(sorted(options))}; "
            "the only option is sophisticated_penitent"
        )
    names = list(players)
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ValueError(
            f"Mea Culpa is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(names)}"
        )
    check_names(names)
    return machine.start(rounds.setup_state(names, seed, bool(sophisticated_penitent)))


def current_player(state: State) -> int | None:
    """The seat whose decision is awaited, or None once the game is over."""
    stack = state.stack  # pending_step, inlined: players are asked for on every action
    return stack[-1].seat if stack else None  # type: ignore[union-attr]


def legal_actions(state: State) -> list[Action]:
    """Every legal decision of the current seat, as small steps."""
    legal = machine.LEGAL
    held = legal.last
    if held[0] is state:
        return list(held[1])
    return list(legal.get(state))


def apply_action(state: State, action: Action) -> State:
    """The state after ``action`` (the input is never changed); raises IllegalActionError."""
    return machine.apply(state, action)


def is_over(state: State) -> bool:
    return state.phase == "over"


def winners(state: State) -> list[int]:
    """Winning seats: every soul in Heaven, else the one nearest Heaven (MC-19)."""
    return list(state.winning_seats)


def standings(state: State) -> list[Standing]:
    """Every seat's place at the game's end, nearest Heaven first: the souls in Heaven share
    the first place (MC-19), souls sharing the start space follow the starting order (MC-27)."""
    return placing.standings(state)


def parse_action(data_: Mapping[str, Any]) -> Action:
    """An action from its JSON form."""
    return actions.parse_action(data_)


def describe_action(state: State, action: Action) -> str:
    """A short menu label in the acting seat's words."""
    return explain.describe(state, action)


def round_number(state: State) -> int:
    """The round being played (1-based; the starting bonuses belong to round 1)."""
    return max(1, state.round)


def pending_decision(state: State) -> str | None:
    """The kind of decision awaited (the name of the top step, see ``frames``), or None."""
    frame = states.pending_step(state)
    return None if frame is None else frame.kind


def is_private_decision(state: State) -> bool:
    """True unless the pending decision is public: the guess of the Pope's room (MC-9)."""
    frame = states.pending_step(state)
    return frame is not None and frame.kind != frames.GUESS


def landmarks(before: State, after: State) -> frozenset[str]:
    """The landmarks of the step between two public views, for a replay's jumps: a new round,
    a new deciding seat (a hand-over) and an evaluation of donations."""
    return marks.step_landmarks(
        before,
        after,
        round_number=round_number,
        current_player=current_player,
        topics={topics.EVALUATION: marks.EVALUATION},
    )


def parse_view(text: str) -> State:
    """A view from its JSON form (a table file hands each seat its own view so)."""
    return states.State.model_validate_json(text)
