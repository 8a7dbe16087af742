"""The Sinners rules engine: pure Python and pydantic, no user interface.

The module itself satisfies ``shared.engine.protocol.GameEngine``: ``new_game``,
``current_player``, ``legal_actions``, ``apply_action``, ``view_for``, ``public_view``,
``is_over``, ``winners``, ``refusal_reason``, ``closed_note`` and friends are plain functions
over an immutable-by-convention :class:`State`. All rules numbers come from
:mod:`sinners_tui.engine.data`; the project's readings of the rulebook (SN-n) are explained
in ``sinners_tui/rules_notes.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from shared.engine.errors import IllegalActionError
from shared.lazy import lazy_module, lazy_names
from sinners_tui.engine import data, topics
from sinners_tui.engine.cards import HIDDEN, card_label, full_set

if TYPE_CHECKING:
    from shared.engine import landmarks as marks
    from shared.engine.standings import Standing
    from sinners_tui.engine import legal, rounds, scoring
    from sinners_tui.engine import standings as placing
    from sinners_tui.engine import state as states
    from sinners_tui.engine.actions import Action, parse_action
    from sinners_tui.engine.explain import (
        PHASE_PROMPTS,
        closed_note,
        describe_action,
        refusal_reason,
    )
    from sinners_tui.engine.legal import current_player, legal_actions
    from sinners_tui.engine.machine import apply_action
    from sinners_tui.engine.scoring import totals_history
    from sinners_tui.engine.state import ScoreBreakdown, ScoreLine, State
    from sinners_tui.engine.views import public_view, view_for
else:
    # the rules themselves load at their first use (see shared.lazy): the command line and the
    # setup screen need only the game's name and its numbers of players
    legal = lazy_module("sinners_tui.engine.legal")
    rounds = lazy_module("sinners_tui.engine.rounds")
    scoring = lazy_module("sinners_tui.engine.scoring")
    states = lazy_module("sinners_tui.engine.state")
    marks = lazy_module("shared.engine.landmarks")
    placing = lazy_module("sinners_tui.engine.standings")

GAME_NAME = "sinners"
MIN_PLAYERS = min(data.PLAYER_COUNTS)
MAX_PLAYERS = max(data.PLAYER_COUNTS)


def new_game(players: Sequence[str], seed: int, **options: Any) -> State:
    """A new game for the named seats (eldest first, SN-9); option ``beginner`` drops Demons."""
    unknown = sorted(set(options) - {"beginner"})
    if unknown:
        raise TypeError(f"unknown option {unknown[0]!r}; Sinners knows only 'beginner'")
    return rounds.new_game(players, seed, beginner=bool(options.get("beginner", False)))


def is_over(state: State) -> bool:
    """Whether the game has ended."""
    return state.phase == "over"


def winners(state: State) -> list[int]:
    """The winning seat (one after the tie-breaks of SN-10); empty while the game runs."""
    return list(state.winners)


def standings(state: State) -> list[Standing]:
    """Every seat's place at the game's end, best first: by total, then by the tie-breaks of
    SN-10 (which decided the winner); seats equal on all share a place (SN-35)."""
    return placing.standings(state)


def round_number(state: State) -> int:
    """The round being played (1-based); after the game, the last round played."""
    return state.round


def is_private_decision(state: State) -> bool:
    """Every Sinners decision is taken with the deciding seat's hand on screen.

    Even a Wrathful discard, which needs only public facts, is that player's own choice
    (SN-6), so the keyboard passes behind the curtain for it too.
    """
    return state.phase != "over"


def landmarks(before: State, after: State) -> frozenset[str]:
    """The landmarks of the step between two public views, for a replay's jumps: a new round,
    a new deciding seat (a hand-over) and a round's scoring."""
    return marks.step_landmarks(
        before,
        after,
        round_number=round_number,
        current_player=legal.current_player,
        topics={topics.TOTALS: marks.SCORING},
    )


def score_breakdown(state: State, seat: int) -> ScoreBreakdown:
    """``seat``'s round score if the round ended now, line by line."""
    return scoring.live_breakdown(state, seat)


def last_round_breakdowns(state: State) -> list[ScoreBreakdown]:
    """The breakdowns of the last finished round (empty during round 1)."""
    return list(state.last_round)


__all__ = [
    "GAME_NAME",
    "HIDDEN",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PHASE_PROMPTS",
    "Action",
    "IllegalActionError",
    "ScoreBreakdown",
    "ScoreLine",
    "State",
    "apply_action",
    "card_label",
    "closed_note",
    "current_player",
    "describe_action",
    "full_set",
    "is_over",
    "is_private_decision",
    "landmarks",
    "last_round_breakdowns",
    "legal_actions",
    "new_game",
    "parse_action",
    "parse_view",
    "public_view",
    "refusal_reason",
    "round_number",
    "score_breakdown",
    "standings",
    "totals_history",
    "view_for",
    "winners",
]


def parse_view(text: str) -> State:
    """A view from its JSON form (a table file hands each seat its own view so)."""
    return states.State.model_validate_json(text)


__getattr__ = lazy_names(
    __name__,
    {
        "Action": "sinners_tui.engine.actions",
        "parse_action": "sinners_tui.engine.actions",
        "PHASE_PROMPTS": "sinners_tui.engine.explain",
        "describe_action": "sinners_tui.engine.explain",
        "closed_note": "sinners_tui.engine.explain",
        "refusal_reason": "sinners_tui.engine.explain",
        "current_player": "sinners_tui.engine.legal",
        "legal_actions": "sinners_tui.engine.legal",
        "apply_action": "sinners_tui.engine.machine",
        "totals_history": "sinners_tui.engine.scoring",
        "ScoreBreakdown": "sinners_tui.engine.state",
        "ScoreLine": "sinners_tui.engine.state",
        "State": "sinners_tui.engine.state",
        "public_view": "sinners_tui.engine.views",
        "view_for": "sinners_tui.engine.views",
    },
)
