"""Seeded records of both games for the replay tests: finished, or stopped midway."""

from __future__ import annotations

import random
from functools import cache
from types import ModuleType

import meaculpa_tui.engine as meaculpa
import sinners_tui.engine as sinners
from meaculpa_tui.spec import game_spec as meaculpa_spec
from shared.cli import GameSpec
from shared.engine.record import GameRecord
from sinners_tui.spec import game_spec as sinners_spec

NAMES = ["Ann", "Ben", "Cat"]
#: Seeds kept long, so a test looking for the seed's digits never matches a stray number.
SEED = 738000005

GAMES: dict[str, tuple[ModuleType, GameSpec]] = {
    "meaculpa": (meaculpa, meaculpa_spec()),
    "sinners": (sinners, sinners_spec()),
}


@cache
def seeded_record(game: str, actions: int | None = None) -> GameRecord:
    """A random-play game of ``game`` for three seats: whole, or its first ``actions``."""
    engine = GAMES[game][0]
    record = GameRecord.start(engine, NAMES, SEED)
    state = record.initial_state(engine)
    rng = random.Random(SEED)
    while not engine.is_over(state) and (actions is None or len(record.actions) < actions):
        action = rng.choice(engine.legal_actions(state))
        record = record.with_action(action)
        state = engine.apply_action(state, action)
    return record
