"""The heuristic Sinners bot: legal moves from the view alone, and clearly better than random."""

from __future__ import annotations

from shared.engine.simulate import simulate
from sinners_tui import engine
from sinners_tui.bots import BOTS
from sinners_tui.bots.heuristic import HeuristicBot


def test_heuristic_plays_whole_games_from_views_with_hidden_cards() -> None:
    state = engine.new_game(["Ann", "Ben", "Cid", "Dot"], seed=3)
    bots = [HeuristicBot(seat) for seat in range(4)]
    steps = 0
    while not engine.is_over(state):
        seat = engine.current_player(state)
        assert seat is not None
        view = engine.view_for(state, seat)
        for other, hand in enumerate(view.hands):
            if other != seat:
                assert set(hand) <= {engine.HIDDEN}
        assert set(view.deck) <= {engine.HIDDEN} and set(view.limbo) <= {engine.HIDDEN}
        action = bots[seat].choose(view, seat, engine.legal_actions(state))
        state = engine.apply_action(state, action)
        steps += 1
    assert engine.winners(state)


def test_heuristic_beats_random_players() -> None:
    report = simulate(
        engine,  # type: ignore[arg-type]
        games=8,
        players=4,
        seed=500,
        bot_kinds=["heuristic", "random", "random", "random"],
        factories=BOTS,
        rounds_of=engine.round_number,
    ).as_json()
    assert report["errors"] == 0
    assert report["wins"][0] >= 6


def test_the_command_line_offers_every_bot_kind() -> None:
    from sinners_tui.spec import game_spec

    assert {"random", "heuristic", "mcts"} <= set(game_spec().bots)


#: Deals on which heuristic bots alone (2, 4 or 5 of them) once passed one card back and forth
#: between the discard piles for ever: each took the other's discard only to discard it again.
ENDLESS_ONCE = [(2, 380), (2, 444), (4, 310), (5, 115)]
#: Far more actions than any heuristic game takes (at most 680 in 2,000 deals).
ACTION_CAP = 5_000


def test_heuristic_bots_alone_always_end_the_round() -> None:
    """A take that would only see the card discarded again this turn is no move: the bot
    preaches instead, so the deck runs down and the round ends (bots-only tables, and the
    bots left once the people at a table have emptied their hands)."""
    for players, seed in ENDLESS_ONCE:
        state = engine.new_game([f"Seat {n + 1}" for n in range(players)], seed)
        bots = [HeuristicBot(seat) for seat in range(players)]
        actions = 0
        while not engine.is_over(state):
            seat = engine.current_player(state)
            assert seat is not None
            move = bots[seat].choose(
                engine.view_for(state, seat), seat, engine.legal_actions(state)
            )
            state = engine.apply_action(state, move)
            actions += 1
            assert actions < ACTION_CAP, f"{players} players, seed {seed}: no end in sight"
