"""The heuristic Sinners bot: legal moves from the view alone, and clearly better than random."""

from __future__ import annotations

from shared.engine.simulate import simulate
from sinners_tui import engine as E
from sinners_tui.bots import BOTS
from sinners_tui.bots.heuristic import HeuristicBot


def test_heuristic_plays_whole_games_from_views_with_hidden_cards() -> None:
    state = E.new_game(["Ann", "Ben", "Cid", "Dot"], seed=3)
    bots = [HeuristicBot(seat) for seat in range(4)]
    steps = 0
    while not E.is_over(state):
        seat = E.current_player(state)
        assert seat is not None
        view = E.view_for(state, seat)
        for other, hand in enumerate(view.hands):
            if other != seat:
                assert set(hand) <= {E.HIDDEN}
        assert set(view.deck) <= {E.HIDDEN} and set(view.limbo) <= {E.HIDDEN}
        action = bots[seat].choose(view, seat, E.legal_actions(state))
        state = E.apply_action(state, action)
        steps += 1
    assert E.winners(state)


def test_heuristic_beats_random_players() -> None:
    report = simulate(
        E,  # type: ignore[arg-type]
        games=8,
        players=4,
        seed=500,
        bot_kinds=["heuristic", "random", "random", "random"],
        factories=BOTS,
        rounds_of=E.round_number,
    ).as_json()
    assert report["errors"] == 0
    assert report["wins"][0] >= 6


def test_the_command_line_offers_every_bot_kind() -> None:
    from sinners_tui.__main__ import game_spec

    assert {"random", "heuristic", "mcts"} <= set(game_spec().bots)
