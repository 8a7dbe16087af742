"""The hand-over rule, without a screen: who gets the keyboard and when the curtain falls."""

from __future__ import annotations

from shared.session.handover import (
    HUMAN,
    REMOTE,
    Step,
    home_seat,
    plan_turn,
    results_close_private,
)
from tests.shared import toy_engine
from tests.shared.toy_engine import Add

TWO_HUMANS = [HUMAN, HUMAN]


def test_first_private_decision_of_two_humans_needs_the_curtain():
    state = toy_engine.new_game(["Ann", "Ben"], seed=1)
    plan = plan_turn(toy_engine, state, TWO_HUMANS, unlocked=None)
    assert (plan.step, plan.seat, plan.close_private, plan.curtain) == (Step.PRIVATE, 0, True, True)


def test_same_seat_again_keeps_its_screen():
    state = toy_engine.new_game(["Ann", "Ben"], seed=1)
    plan = plan_turn(toy_engine, state, TWO_HUMANS, unlocked=0)
    assert (plan.close_private, plan.curtain) == (False, False)


def test_next_seat_closes_the_previous_screen_first():
    state = toy_engine.apply_action(toy_engine.new_game(["Ann", "Ben"], seed=1), Add(amount=1))
    plan = plan_turn(toy_engine, state, TWO_HUMANS, unlocked=0)
    assert (plan.seat, plan.close_private, plan.curtain) == (1, True, True)


def test_a_lone_human_never_sees_the_curtain():
    state = toy_engine.new_game(["Ann", "Bot"], seed=1)
    plan = plan_turn(toy_engine, state, [HUMAN, "random"], unlocked=None)
    assert (plan.step, plan.curtain) == (Step.PRIVATE, False)
    bot_turn = toy_engine.apply_action(state, Add(amount=1))
    plan = plan_turn(toy_engine, bot_turn, [HUMAN, "random"], unlocked=0)
    assert (plan.step, plan.close_private) == (Step.BOT, False)


def test_public_decision_is_made_on_the_board():
    state = toy_engine.new_game(["Ann", "Ben"], seed=1, announce=True)
    for _ in range(3):
        state = toy_engine.apply_action(state, Add(amount=2))
    assert state.announcing
    plan = plan_turn(toy_engine, state, TWO_HUMANS, unlocked=0)
    assert (plan.step, plan.seat, plan.close_private, plan.curtain) == (Step.PUBLIC, 1, True, False)


def test_game_over_closes_private_screens():
    state = toy_engine.new_game(["Ann", "Ben"], seed=1)
    while not toy_engine.is_over(state):
        state = toy_engine.apply_action(state, Add(amount=2))
    plan = plan_turn(toy_engine, state, TWO_HUMANS, unlocked=1)
    assert (plan.step, plan.close_private) == (Step.OVER, True)


def test_a_bot_move_closes_every_private_screen_when_two_people_play():
    """Issue "trust at the table" 1: with two or more humans, a bot's move is the table's."""
    state = toy_engine.apply_action(
        toy_engine.new_game(["Ann", "Bot", "Cid"], seed=1), Add(amount=1)
    )
    plan = plan_turn(toy_engine, state, [HUMAN, "random", HUMAN], unlocked=0)
    assert (plan.step, plan.seat, plan.close_private, plan.curtain) == (Step.BOT, 1, True, False)
    after = toy_engine.apply_action(state, Add(amount=1))
    plan = plan_turn(toy_engine, after, [HUMAN, "random", HUMAN], unlocked=None)
    assert (plan.step, plan.seat, plan.curtain) == (Step.PRIVATE, 2, True)


def test_public_results_close_private_screens_whenever_two_people_play():
    assert results_close_private([HUMAN, "random", HUMAN], on_board=False)
    assert not results_close_private([HUMAN, "random"], on_board=False)
    assert results_close_private([HUMAN, "random"], on_board=True)


def test_a_window_at_a_shared_table_keeps_its_one_seat_on_screen_while_others_decide():
    """Issue 32, point 7: one person per window, no curtain, so the seat's own screen is the
    window's home: up while a seat elsewhere or a bot decides, and at its own decision; the
    board at a public decision and at the end. Never in hot-seat or a window with no seat."""
    joined = [REMOTE, HUMAN, REMOTE]
    host_sits = [HUMAN, REMOTE, "random"]
    assert home_seat(joined, shared=True) == 1
    assert home_seat(host_sits, shared=True) == 0
    assert home_seat([REMOTE, REMOTE], shared=True) is None  # a watcher
    assert home_seat([REMOTE, "random"], shared=True) is None  # a host who only hosts
    assert home_seat([HUMAN, "random"], shared=False) is None  # hot-seat, even alone
    assert home_seat(TWO_HUMANS, shared=False) is None
    state = toy_engine.new_game(["Ann", "Ben", "Cid"], seed=1)
    plan = plan_turn(toy_engine, state, joined, None, home=1)
    assert (plan.step, plan.seat, plan.home, plan.close_private) == (Step.REMOTE, 0, 1, False)
    bot_turn = toy_engine.apply_action(toy_engine.apply_action(state, Add(amount=1)), Add(amount=1))
    plan = plan_turn(toy_engine, bot_turn, host_sits, 0, home=0)
    assert (plan.step, plan.home, plan.close_private) == (Step.BOT, 0, False)
    own_turn = toy_engine.apply_action(state, Add(amount=1))
    plan = plan_turn(toy_engine, own_turn, joined, None, home=1)
    assert (plan.step, plan.seat, plan.home, plan.curtain) == (Step.PRIVATE, 1, 1, False)
    plan = plan_turn(toy_engine, state, [HUMAN, REMOTE, "random"], None, home=None)
    assert plan.home is None


def test_a_home_seat_goes_to_the_board_for_a_public_decision_and_the_end():
    state = toy_engine.new_game(["Ann", "Ben"], seed=1, announce=True)
    for _ in range(3):
        state = toy_engine.apply_action(state, Add(amount=2))
    plan = plan_turn(toy_engine, state, [REMOTE, HUMAN], 1, home=1)
    assert (plan.step, plan.seat, plan.home, plan.close_private) == (Step.PUBLIC, 1, None, True)
    while not toy_engine.is_over(state):
        state = toy_engine.apply_action(state, toy_engine.legal_actions(state)[0])
    plan = plan_turn(toy_engine, state, [REMOTE, HUMAN], 1, home=1)
    assert (plan.step, plan.home, plan.close_private) == (Step.OVER, None, True)
