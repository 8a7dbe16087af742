"""The Dens of Sin: punishment when all Pope stones meet, the rulebook's Dens example, and
running out of sin stones (MC-16, MC-24)."""

from __future__ import annotations

from meaculpa_tui import engine
from meaculpa_tui.engine import actions, data, frames
from tests.meaculpa.helpers import act, audit, board, kinds, settle, texts

RULEBOOK_NAMES = ("Dominik", "Johanna", "Paula", "Gregor")
DOMINIK, JOHANNA, PAULA, GREGOR = range(4)


def test_rulebook_dens_example_johanna_moves_the_third_pope_stone_to_greed():
    """Dens example: all three Pope stones above the Den of Greed; lust and petty sins are
    atoned: Paula 4 steps, Dominik 1, Gregor 3; Johanna's are forgiven; everyone takes those
    stones back; the Den of Greed keeps its stones; the Pope stones go home."""
    dens = [
        [1, 2, 2, 1],  # lust
        [0, 1, 2, 2],  # petty sins
        [1, 1, 0, 3],  # greed
    ]
    sin_stones = [7 - sum(den[seat] for den in dens) for seat in range(4)]
    state = board(
        names=RULEBOOK_NAMES,
        dens=dens,
        sin_stones=sin_stones,
        pope_stones=[0, 1, 2],
        souls=[5, 0, 3, 8],
        characters=[JOHANNA, None, None, None],
        market=[1, 1, 1, 1, 1],
        stack=[frames.Compare(), frames.NextTurn(), frames.PopePrelim(JOHANNA)],
    )
    state = act(state, actions.MOVE_POPE_STONE[(data.PETTY_SINS, data.GREED)])
    # Nearest Hell first: Gregor 8 -> 11, Dominik 5 -> 6, Paula 3 -> 7.
    assert state.souls == [6, 0, 7, 11]
    assert state.dens == [[0, 0, 0, 0], [0, 0, 0, 0], [1, 1, 0, 3]]
    assert state.sin_stones == [6, 6, 7, 4]
    assert state.pope_stones == [1, 1, 1]
    result = [e for e in state.log if e.kind == "result"][-1]
    assert result.title == "Punishment in the Dens of Sin" and result.seat is None
    assert "Johanna placed the third Pope stone: 3 sins are forgiven." in result.lines
    assert any(line.startswith("Paula atones for 4 sins.") for line in result.lines)
    assert any(line.startswith("Dominik atones for 1 sin.") for line in result.lines)
    assert any(line.startswith("Gregor atones for 3 sins.") for line in result.lines)
    audit(state)


def test_mc16_punished_souls_move_nearest_hell_first_each_finishing():
    """MC-16: the soul nearest Hell moves first and completes its move before the next."""
    dens = [[2, 3, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    state = board(
        dens=dens,
        sin_stones=[5, 4, 7, 7],
        pope_stones=[1, 0, 2],
        souls=[5, 4, 0, 0],
        characters=[2, None, None, None],
        market=[1, 1, 1, 1, 1],
        stack=[frames.Compare(), frames.NextTurn(), frames.PopePrelim(2)],
    )
    state = act(state, actions.MOVE_POPE_STONE[(data.LUST, data.GREED)])
    # Anna (5) first: 7. Ben (4): 7 is taken, so 8.
    assert state.souls[:2] == [7, 8]


def test_two_pope_stones_together_punish_nothing():
    """As long as Pope stones stand beside two or more dens, nothing happens."""
    state = board(
        dens=[[2, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        sin_stones=[5, 7, 7, 7],
        characters=[1, None, None, None],
        market=[1, 1, 1, 1, 1],
        stack=[frames.Compare(), frames.NextTurn(), frames.PopePrelim(1)],
    )
    state = act(state, actions.MOVE_POPE_STONE[(data.LUST, data.GREED)])
    assert state.pope_stones == [0, 1, 2] and state.souls == [0, 0, 0, 0]
    assert state.dens[data.LUST][0] == 2


def test_mc24_out_of_stones_empty_a_den_descend_and_place_the_rest():
    """Run out of sin stones (MC-24): place what you have, empty a den of your choice with your
    stones (the target den and dens with Pope stones included), descend, place the rest."""
    dens = [[3, 0, 0, 0], [3, 0, 0, 0], [0, 0, 0, 0]]
    state = board(
        dens=dens,
        sin_stones=[1, 7, 7, 7],
        pope_stones=[3, 0, 0],
        market=[1, 1, 1, 1, 1],
        characters=[None, 0, None, None],
        stack=[frames.Compare(), frames.NextTurn(), frames.Sin(0, data.GREED, 2)],
    )
    state = settle(state)
    assert state.dens[data.GREED][0] == 1 and state.sin_stones[0] == 0
    assert engine.pending_decision(state) == "den_choice"
    assert kinds(state) == {"empty_den"}
    assert {a.den for a in engine.legal_actions(state)} == {"lust", "petty_sins", "greed"}
    state = act(state, actions.EMPTY_DEN[data.LUST])
    assert state.souls[0] == 3 and state.dens[data.LUST][0] == 0
    assert state.dens[data.GREED][0] == 2 and state.sin_stones[0] == 2
    assert any("takes back 3 stones from the Den of Lust" in line for line in texts(state))
    audit(state)


def test_mc24_still_short_after_emptying_a_den_empty_another():
    """MC-24: if one den does not give enough stones, another den is emptied the same way."""
    dens = [[1, 0, 0, 0], [6, 0, 0, 0], [0, 0, 0, 0]]
    state = board(
        dens=dens,
        sin_stones=[0, 7, 7, 7],
        market=[1, 1, 1, 1, 1],
        characters=[None, 0, None, None],
        stack=[frames.Compare(), frames.NextTurn(), frames.Sin(0, data.GREED, 2)],
    )
    state = settle(state)
    state = act(state, actions.EMPTY_DEN[data.LUST])
    # One stone back, placed; one still missing.
    assert state.dens[data.GREED][0] == 1 and engine.pending_decision(state) == "den_choice"
    assert {a.den for a in engine.legal_actions(state)} == {"petty_sins", "greed"}
    state = act(state, actions.EMPTY_DEN[data.PETTY_SINS])
    assert state.souls[0] == 1 + 6
    assert state.dens == [[0, 0, 0, 0], [0, 0, 0, 0], [2, 0, 0, 0]]
    assert state.sin_stones[0] == 5
    audit(state)


def test_mc24_den_choice_refuses_a_den_without_own_stones():
    """Only a den holding at least one of the player's stones can be emptied."""
    import pytest

    state = settle(
        board(
            dens=[[7, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
            sin_stones=[0, 7, 7, 7],
            market=[1, 1, 1, 1, 1],
            characters=[None, 0, None, None],
            stack=[frames.Compare(), frames.NextTurn(), frames.Sin(0, data.GREED, 1)],
        )
    )
    with pytest.raises(engine.IllegalActionError, match="no sin stones in the Den of Greed"):
        engine.apply_action(state, actions.EMPTY_DEN[data.GREED])
