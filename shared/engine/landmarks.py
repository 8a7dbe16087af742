"""Landmarks of a game record: the steps where a round begins, a result is scored, or the
keyboard passes to another seat.

A replay of hundreds of single actions is only worth watching if it can jump from one round,
evaluation, scoring or hand-over to the next. Where those are is the engine's knowledge, so each
engine offers one small function, ``landmarks(before, after)``, naming the landmarks of the step
from one *public* view to the next; :func:`step_landmarks` does the part both games share (a new
round, a new deciding seat, result topics of the public log) so neither engine writes it twice.

Only public views are read, so the landmarks of a game still running give nothing away.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import pairwise
from typing import Any, Final

from shared.engine.log import new_entries

#: A round begins.
ROUND: Final = "round"
#: A cathedral's donations are evaluated (Mea Culpa).
EVALUATION: Final = "evaluation"
#: A round is scored (Sinners).
SCORING: Final = "scoring"
#: The deciding seat changes: at a table of people, the keyboard passes on.
HANDOVER: Final = "hand-over"

#: Every kind, in the order a replay lists them.
KINDS: Final = (ROUND, EVALUATION, SCORING, HANDOVER)


def step_landmarks(
    before: Any,
    after: Any,
    *,
    round_number: Callable[[Any], int],
    current_player: Callable[[Any], int | None],
    topics: Mapping[str, str],
) -> frozenset[str]:
    """The landmarks of the step from public view ``before`` to public view ``after``.

    A new round number is a :data:`ROUND`, a different deciding seat a :data:`HANDOVER`, and
    each public log entry the step added whose topic is a key of ``topics`` the kind it maps to.
    """
    kinds: set[str] = set()
    if round_number(after) != round_number(before):
        kinds.add(ROUND)
    seat = current_player(after)
    if seat is not None and seat != current_player(before):
        kinds.add(HANDOVER)
    for entry in new_entries(_log(before), _log(after)):
        kind = topics.get(entry.topic) if entry.seat is None and entry.topic else None
        if kind is not None:
            kinds.add(kind)
    return frozenset(kinds)


def record_landmarks(
    views: Sequence[Any], landmarks: Callable[[Any, Any], Iterable[str]]
) -> list[frozenset[str]]:
    """The landmarks of every state of a record, from its public views in order.

    State 0 (before the first action) has none; state ``i`` has those of the step that led to it.
    """
    marks: list[frozenset[str]] = [frozenset()]
    for before, after in pairwise(views):
        marks.append(frozenset(landmarks(before, after)))
    return marks


def next_landmark(marks: Sequence[frozenset[str]], index: int, kind: str, step: int) -> int | None:
    """The nearest state after ``index`` (``step`` 1) or before it (``step`` -1) that is a
    landmark of ``kind``; ``None`` when there is none that way."""
    position = index + step
    while 0 <= position < len(marks):
        if kind in marks[position]:
            return position
        position += step
    return None


def _log(view: Any) -> Sequence[Any]:
    return list(getattr(view, "log", ()) or ())
