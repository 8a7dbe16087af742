"""Property tests over seeded random games (issue: "Proof").

For each player count, 120 games of uniformly random legal play in the suite (a thousand in the
deep run, ``PROPERTY_GAMES=1000``), split into chunks so
pytest-xdist spreads them over the cores. After EVERY action: no exception, a legal action
exists while the game runs (at most a few hundred), and every card of the game is in exactly
one place (deck + hands + churches + discard piles + Limbo + Demon deck + box = the full set,
SN-1, SN-4), take-backs (SN-34) included. Every game must end: uniformly random games reach
100 souls in about 4 rounds (at most 8 seen over 4,000 games), so full games are played, with
an action cap only as a guard against a game that never ends.
"""

from __future__ import annotations

import os
import random

import pytest

from sinners_tui import engine
from sinners_tui.engine import cards as C
from sinners_tui.engine import data, legal
from tests.sinners.helpers import NAMES

#: Games per player count in the suite; the deep run plays a thousand:
#: ``PROPERTY_GAMES=1000 python -m pytest tests/*/test_properties.py``.
GAMES_PER_COUNT = int(os.environ.get("PROPERTY_GAMES", "120"))
CHUNKS = 5
#: A random game takes about 500-2,800 actions (random play takes some plays back and makes
#: them again, SN-34); far beyond this it would never end.
ACTION_CAP = 20_000


_MURDERERS = frozenset(C.MURDERER_IDS)


def _murderers(state: engine.State) -> list[int]:
    return [len(_MURDERERS.intersection(church)) for church in state.churches]


def _play_checked(players: int, seed: int) -> engine.State:
    rng = random.Random(seed)
    full = frozenset(C.full_set(players))
    size = len(full)
    state = engine.new_game(NAMES[:players], seed, beginner=seed % 10 == 0)
    actions = 0
    round_seen = state.round
    murderers = _murderers(state)
    churches, stand_ins = None, None
    while not engine.is_over(state):
        moves = engine.legal_actions(state)
        assert moves, f"seed {seed}: no legal action in phase {state.phase}"
        assert len(moves) <= 400
        seat = engine.current_player(state)
        assert seat is not None and 0 <= seat < players
        if actions % 16 == 0:
            assert legal._compute(state) == moves, f"seed {seed}: stale legal actions"
        state = engine.apply_action(state, moves[rng.randrange(len(moves))])
        actions += 1
        assert actions < ACTION_CAP, f"seed {seed}: no end after {ACTION_CAP} actions"
        # every card in exactly one place: as many cards as the game has, and all of them
        places = (state.deck, state.limbo, state.demon_deck, state.box)
        groups = (*state.hands, *state.churches, *state.piles)
        cards = set().union(*places, *groups)
        count = sum(map(len, places)) + sum(map(len, groups))
        assert count == size and cards == full, (
            f"seed {seed}: cards not conserved after action {actions}"
        )
        # an action changes a list only by making a new one (apply_action never changes its
        # input, tested below): unchanged churches and stand-ins need no second look
        if state.churches is not churches or state.stand_ins is not stand_ins:
            churches, stand_ins = state.churches, state.stand_ins
            # SN-15: every recorded stand-in is a Deceiver of that church, for another sin.
            assert len(stand_ins) == players, seed
            for church, record in zip(churches, stand_ins, strict=True):
                for card, sin in record.items():
                    assert card in church and C.CARD_TYPE[card] == data.DECEIVER, (seed, card)
                    assert sin in data.SET_TYPES and sin != data.DECEIVER, (seed, sin)
            # SN-13: nothing removes a Murderer from a church during a round.
            if state.round == round_seen:
                now = _murderers(state)
                assert all(a >= b for a, b in zip(now, murderers, strict=True)), seed
                murderers = now
            else:
                round_seen, murderers = state.round, _murderers(state)
    assert max(state.totals) >= data.GOAL
    assert len(engine.winners(state)) == 1
    assert state.totals[engine.winners(state)[0]] == max(state.totals)
    return state


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_end_and_conserve_every_card(players: int, chunk: int):
    """Seeded random games per player count (:data:`GAMES_PER_COUNT`), checked after every
    action."""
    per_chunk = GAMES_PER_COUNT // CHUNKS
    first = players * 100_000 + chunk * per_chunk
    rounds = []
    for seed in range(first, first + per_chunk):
        rounds.append(_play_checked(players, seed).round)
    assert max(rounds) < 20


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_apply_action_never_changes_its_input(players: int):
    """apply_action returns a new state and leaves the one it was given exactly as it was
    (one whole seeded game per player count: every kind of action comes up in it)."""
    rng = random.Random(players)
    state = engine.new_game(NAMES[:players], players)
    while not engine.is_over(state):
        before = state.model_dump_json()
        moves = engine.legal_actions(state)
        after = engine.apply_action(state, moves[rng.randrange(len(moves))])
        assert state.model_dump_json() == before
        state = after
