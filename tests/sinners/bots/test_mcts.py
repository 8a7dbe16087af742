"""The mcts Sinners bot: sampled deals match the view and hide nothing else; quick decisions."""

from __future__ import annotations

import random
import time
from collections import Counter

from sinners_tui import engine
from sinners_tui.bots.heuristic import HeuristicBot
from sinners_tui.bots.mcts import SinnersMctsBot, determinize, search_game
from sinners_tui.engine.state import State

NAMES = ["Ann", "Ben", "Cid", "Dot"]


def _played(seed: int, actions: int, *, stop_phase: str | None = None) -> State:
    """A game played by heuristic bots for ``actions`` actions (or until ``stop_phase``)."""
    state = engine.new_game(NAMES, seed=seed)
    bot = HeuristicBot()
    for _ in range(actions):
        if engine.is_over(state) or (stop_phase is not None and state.phase == stop_phase):
            break
        seat = engine.current_player(state)
        assert seat is not None
        state = engine.apply_action(
            state, bot.choose(engine.view_for(state, seat), seat, engine.legal_actions(state))
        )
    return state


def _everything(state: State) -> Counter[int]:
    cards: Counter[int] = Counter(state.deck + state.limbo + state.demon_deck + state.box)
    for group in (state.hands, state.churches, state.piles):
        for cards_of in group:
            cards.update(cards_of)
    return cards


def test_determinize_keeps_the_public_board_and_deals_the_unseen_cards_anew() -> None:
    state = _played(seed=11, actions=120)
    seat = engine.current_player(state)
    assert seat is not None
    view = engine.view_for(state, seat)
    rng = random.Random(5)
    samples = [determinize(view, seat, rng) for _ in range(12)]
    full = Counter(engine.full_set(len(NAMES)))
    for sample in samples:
        assert _everything(sample) == full
        assert sample.hands[seat] == state.hands[seat]
        assert sample.churches == state.churches and sample.piles == state.piles
        assert sample.totals == state.totals and sample.phase == state.phase
        assert [len(h) for h in sample.hands] == [len(h) for h in state.hands]
        assert len(sample.deck) == len(state.deck) and len(sample.limbo) == len(state.limbo)
        assert engine.HIDDEN not in sample.deck
        engine.legal_actions(sample)
    others = [other for other in range(len(NAMES)) if other != seat]
    assert any(sample.hands[other] != state.hands[other] for sample in samples for other in others)
    assert any(sample.deck != state.deck for sample in samples)
    assert len({tuple(sample.deck) for sample in samples}) > 1
    assert len({sample.rng for sample in samples}) > 1


def test_determinize_keeps_the_preached_pair_on_top_of_the_deck() -> None:
    state = _played(seed=4, actions=400, stop_phase="preach")
    assert state.phase == "preach"
    seat = state.turn
    sample = determinize(engine.view_for(state, seat), seat, random.Random(1))
    assert sample.deck[-2:] == state.deck[-2:]
    assert engine.legal_actions(sample) == engine.legal_actions(state)


def test_evaluation_is_a_probability_and_certain_at_the_end() -> None:
    game = search_game()
    state = _played(seed=2, actions=90)
    for seat in range(len(NAMES)):
        assert 0.0 <= game.evaluate(state, seat) <= 1.0
    finished = _played(seed=2, actions=100_000)
    assert engine.is_over(finished)
    values = [game.evaluate(finished, seat) for seat in range(len(NAMES))]
    assert sorted(values) == [0.0, 0.0, 0.0, 1.0]
    assert values[engine.winners(finished)[0]] == 1.0


def test_mcts_bot_decides_legally_within_its_budget() -> None:
    state = _played(seed=8, actions=40)
    bot = SinnersMctsBot(seed=3, seconds=0.2)
    decided = 0
    while decided < 3:
        seat = engine.current_player(state)
        assert seat is not None
        legal = engine.legal_actions(state)
        started = time.perf_counter()
        action = bot.choose(engine.view_for(state, seat), seat, legal)
        assert time.perf_counter() - started < 1.0
        assert action in legal
        if len(legal) > 1 and state.phase not in ("build", "matrimony"):
            decided += 1
        state = engine.apply_action(state, action)
