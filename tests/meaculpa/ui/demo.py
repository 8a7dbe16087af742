"""Scripted Mea Culpa games for the screenshots, the UI benchmark and the UI tests.

:func:`quick_policy` plays towards a short but complete game (one cathedral at a time, the
market emptied fast, a donation now and then so the evaluations hand out letters, low bids);
:func:`record_until` plays it with the engine alone until a wanted moment, so a screen can be
shown exactly there.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from meaculpa_tui import engine
from meaculpa_tui.engine import data
from meaculpa_tui.engine.state import State
from shared.engine.record import GameRecord

Policy = Callable[[State, Sequence[Any]], Any]

#: Seat names of the scripted games.
NAMES = ("Ann", "Ben", "Cid", "Dan")
#: Cards that bring the cathedrals (and so the end of the game) nearer.
BUILDING_CARDS = (data.CARD_NEW_CREW, data.CARD_MOVE_CREW)
#: How often a turn donates instead of buying, when it can.
DONATION_SHARE = 0.4
#: Longest scripted game, in actions.
ACTION_LIMIT = 3000


def progress(state: State, site: int) -> tuple[int, int]:
    """How far a site is built (nave first, then crews); finished sites count least."""
    if state.spires[site]:
        return (-1, -1)
    return (int(state.naves[site]), state.site_crews[site])


def turn_choice(
    state: State, legal: Sequence[Any], rng: random.Random, donations: float = DONATION_SHARE
) -> Any:
    """A building card if a room has one, else now and then a donation, else a buy, else end."""
    for action in legal:
        visiting = action.kind in ("visit", "set_pope_die") and action.room <= data.ORDINARY_ROOMS
        if visiting and state.rooms[action.room - 1] in BUILDING_CARDS:
            return action
    gifts = [a for a in legal if a.kind in ("donate_good", "donate_coin")]
    if gifts and rng.random() < donations:
        return rng.choice(gifts)
    for wanted in ("buy_greedy", "buy_good"):
        buys = [a for a in legal if a.kind == wanted]
        if buys:
            return rng.choice(buys)
    for wanted in ("end_turn", "pass"):
        for action in legal:
            if action.kind == wanted:
                return action
    return rng.choice(list(legal))


def quick_policy(seed: int = 0, donations: float = DONATION_SHARE) -> Policy:
    """A seeded chooser that steers towards a short, complete game (``donations``: how often
    a turn donates when it can)."""
    rng = random.Random(seed)

    def choose(state: State, legal: Sequence[Any]) -> Any:
        kinds = {action.kind for action in legal}
        kind = engine.pending_decision(state)
        if kind == "bid":
            if "bid_notches" in kinds:
                return rng.choice(list(legal[:2]))
            return legal[min(len(legal) - 1, rng.choice((0, 0, 1, 2)))]
        if kind == "place":
            return legal[min(state.evaluations, 1)]
        if "place_crew" in kinds:
            crews = [a for a in legal if a.kind == "place_crew"]
            return max(crews, key=lambda a: progress(state, a.site - 1))
        if kind == "card_move_crew":
            return max(
                legal,
                key=lambda a: (
                    progress(state, a.target - 1),
                    [-x for x in progress(state, a.source - 1)],
                ),
            )
        if kind == "turn":
            return turn_choice(state, legal, rng, donations)
        return rng.choice(list(legal))

    return choose


def random_policy(seed: int = 0) -> Policy:
    """Any legal action, seeded."""
    rng = random.Random(seed)
    return lambda state, legal: rng.choice(list(legal))


def new_record(players: int, seed: int, **options: Any) -> GameRecord:
    """A fresh record for the first ``players`` scripted names."""
    return GameRecord.start(engine, list(NAMES[:players]), seed, **options)  # type: ignore[arg-type]


def record_until(
    record: GameRecord,
    done: Callable[[State], bool],
    policy: Policy | None = None,
) -> GameRecord:
    """``record`` continued by ``policy`` (the engine alone) until ``done(state)`` holds."""
    choose = policy or quick_policy(record.seed)
    state = record.replay(engine)
    for _ in range(ACTION_LIMIT):
        if done(state):
            return record
        action = choose(state, engine.legal_actions(state))
        state = engine.apply_action(state, action)
        record = record.with_action(action)
    raise ValueError("the scripted game never reached the wanted moment")
