"""The mcts bot: it sees only its view, deals the hidden parts consistently, decides in time."""

from __future__ import annotations

import random
import time

from meaculpa_tui import engine
from meaculpa_tui.bots.heuristic import HeuristicBot, choose_action
from meaculpa_tui.bots.ledger import read_ledger
from meaculpa_tui.bots.mcts import MeaCulpaMctsBot, determinize, evaluate
from meaculpa_tui.engine.state import State

PUBLIC = (
    "players",
    "round",
    "phase",
    "donated",
    "posts",
    "bids_revealed",
    "sin_stones",
    "dens",
    "pope_stones",
    "souls",
    "start_order",
    "characters",
    "bid_order",
    "active_character",
    "market",
    "bag",
    "letter_supply",
    "discard",
    "rooms",
    "suite5_occupied",
    "suite6_letter",
    "hut",
    "emperor_crew",
    "site_crews",
    "naves",
    "spires",
    "evaluations",
    "display",
    "pick_queue",
    "stack",
)


def _midgame(seed: int, actions: int) -> State:
    """A game played by heuristic seats for ``actions`` actions."""
    state = engine.new_game(["Anna", "Ben", "Cleo", "Dirk"], seed)
    for _ in range(actions):
        seat = engine.current_player(state)
        assert seat is not None
        legal = engine.legal_actions(state)
        state = engine.apply_action(state, choose_action(engine.view_for(state, seat), seat, legal))
    return state


def test_the_view_a_bot_gets_holds_no_other_seat_secret() -> None:
    state = _midgame(3, 150)
    view = engine.view_for(state, 0)
    for seat in (1, 2, 3):
        assert view.money[seat] is None and view.goods[seat] is None
        assert view.letters[seat] is None and view.chests[seat] is None
    assert view.rng == 0 and view.checkpoint is None
    assert view.deck == sorted(state.deck)


def test_determinize_matches_the_public_board_and_varies_the_hidden_parts() -> None:
    state = _midgame(5, 200)
    seat = engine.current_player(state)
    assert seat is not None
    view = engine.view_for(state, seat)
    rng = random.Random(1)
    samples = [determinize(view, seat, rng) for _ in range(12)]
    for sample in samples:
        for name in PUBLIC:
            assert getattr(sample, name) == getattr(state, name), name
        assert sorted(sample.deck) == sorted(state.deck)
        assert sample.money[seat] == state.money[seat]
        assert sample.goods[seat] == state.goods[seat]
        assert sample.letters[seat] == state.letters[seat]
        assert sample.chests[seat] == state.chests[seat]
        for other in range(4):
            chest = sample.chests[other]
            assert chest is not None
            both = [chest[i] + chest[i + 5] for i in range(5)]
            assert both == state.donated[other]
        engine.legal_actions(sample)  # a playable state
    # The deck order and the rng are dealt afresh; they are not read from the truth.
    assert any(sample.deck != state.deck for sample in samples)
    assert len({sample.rng for sample in samples}) == len(samples)


def test_the_public_ledger_recovers_what_lies_behind_the_screens() -> None:
    state = _midgame(8, 260)
    ledger = read_ledger(engine.public_view(state))
    for seat in range(4):
        assert ledger.money[seat] == state.money[seat]
        assert ledger.goods[seat] == state.goods[seat]
        assert sum(ledger.letters[seat]) == sum(state.letters[seat] or [])


def test_evaluate_is_a_probability_and_exact_at_the_end() -> None:
    state = _midgame(2, 120)
    for seat in range(4):
        assert 0.0 <= evaluate(state, seat) <= 1.0
    while not engine.is_over(state):
        seat = engine.current_player(state)
        assert seat is not None
        legal = engine.legal_actions(state)
        state = engine.apply_action(state, HeuristicBot().choose(state, seat, legal))
    assert [evaluate(state, seat) for seat in range(4)] == [
        1.0 if seat in engine.winners(state) else 0.0 for seat in range(4)
    ]


def test_mcts_decides_legally_within_its_budget() -> None:
    state = _midgame(4, 90)
    bot = MeaCulpaMctsBot(seed=1, seconds=0.2)
    for _ in range(6):
        seat = engine.current_player(state)
        assert seat is not None
        legal = engine.legal_actions(state)
        started = time.perf_counter()
        action = bot.choose(engine.view_for(state, seat), seat, legal)
        assert time.perf_counter() - started < 1.5
        assert action in legal
        state = engine.apply_action(state, action)
