"""Seeded games for the statistics tests of both games, and a record with its take-backs cut.

``without_take_backs`` is the statistics' oracle for take-backs: a move taken back must count
for nothing, so a record with the taken-back moves and the take-back itself removed must give
the very same statistics.
"""

from __future__ import annotations

import random
from typing import Any

from shared.engine.protocol import GameEngine
from shared.engine.record import GameRecord
from shared.engine.statistics import TAKE_BACK


def seeded_record(
    engine: GameEngine,
    players: list[str],
    seed: int,
    *,
    take_backs: bool = True,
    limit: int | None = None,
    **options: Any,
) -> GameRecord:
    """A game of uniformly random legal moves (seeded), to the end or ``limit`` actions."""
    record = GameRecord.start(engine, players, seed, **options)
    state = record.initial_state(engine)
    rng = random.Random(seed)
    while not engine.is_over(state) and (limit is None or len(record.actions) < limit):
        legal = [
            action
            for action in engine.legal_actions(state)
            if take_backs or action.kind != TAKE_BACK
        ]
        action = legal[rng.randrange(len(legal))]
        state = engine.apply_action(state, action)
        record = record.with_action(action)
    return record


def _bare(state: Any) -> Any:
    return state.model_copy(update={"log": [], "checkpoint": None})


def without_take_backs(engine: GameEngine, record: GameRecord) -> GameRecord:
    """``record`` with every take-back and the moves it took back removed.

    A take-back returns to an earlier state (the log aside); the moves since that state are
    dropped. Only for games whose take-back restores a state exactly (not Mea Culpa's
    Sophisticated Penitent, whose take-back is itself a sin).
    """
    states = [_bare(record.initial_state(engine))]
    full = record.initial_state(engine)
    kept: list[dict[str, Any]] = []
    for data in record.actions:
        full = engine.apply_action(full, engine.parse_action(data))
        if data.get("kind") == TAKE_BACK:
            bare = _bare(full)
            back = max(index for index, state in enumerate(states) if state == bare)
            del states[back + 1 :]
            del kept[back:]
        else:
            states.append(_bare(full))
            kept.append(data)
    return record.model_copy(update={"actions": kept})
