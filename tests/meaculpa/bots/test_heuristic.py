"""The heuristic bot: legal, view-only choices, and the obvious good moves."""

from __future__ import annotations

from meaculpa_tui import engine
from meaculpa_tui.bots import BOTS, knowledge
from meaculpa_tui.bots.heuristic import HeuristicBot
from meaculpa_tui.engine import actions, data, frames
from shared.engine.simulate import simulate
from tests.meaculpa.helpers import at_turn, board


def test_heuristic_beats_random_players_in_a_short_run() -> None:
    report = simulate(
        engine,  # type: ignore[arg-type]
        games=6,
        players=4,
        seed=11,
        bot_kinds=["heuristic", "random", "random", "random"],
        factories=BOTS,
        rounds_of=engine.round_number,
    ).as_json()
    assert report["errors"] == 0
    assert report["wins"][0] >= 4


def test_heuristic_plays_every_player_count_without_errors() -> None:
    for players in (2, 3):
        report = simulate(
            engine,  # type: ignore[arg-type]
            games=2,
            players=players,
            seed=5,
            bot_kinds=["heuristic"] * players,
            factories=BOTS,
            rounds_of=engine.round_number,
        ).as_json()
        assert report["errors"] == 0


def test_buys_a_letter_when_an_indulgence_stone_is_out() -> None:
    rich = [9, 9, 9, 9, 60]
    donated = [rich, [0] * 5, rich, rich]
    state = at_turn(board(market=[0, 0, 0, 0, 2], donated=donated), seat=1, character=data.EMPEROR)
    choice = HeuristicBot().choose(engine.view_for(state, 1), 1, engine.legal_actions(state))
    assert choice.kind == "buy_letter"


def test_pope_strikes_when_one_move_punishes_the_others() -> None:
    dens = [[0, 3, 2, 0], [0, 0, 1, 0], [0, 0, 0, 0]]
    state = board(pope_stones=[1, 0, 2], dens=dens, sin_stones=[7, 4, 4, 7])
    state = state.model_copy(update={"stack": [frames.PopePrelim(0)], "characters": [0, 1, 2, 3]})
    choice = HeuristicBot().choose(engine.view_for(state, 0), 0, engine.legal_actions(state))
    assert choice == actions.MOVE_POPE_STONE[(data.LUST, data.GREED)]


def test_dangerous_dens_are_those_one_move_can_punish() -> None:
    assert knowledge.risky_dens([1, 1, 1]) == set()
    assert knowledge.risky_dens([2, 1, 0]) == {data.PETTY_SINS, data.GREED}


def test_a_set_completing_letter_is_worth_most() -> None:
    letters = [1, 1, 1, 0]
    assert knowledge.letter_gain(letters, data.GREEN) > knowledge.letter_gain(letters, data.RED)
