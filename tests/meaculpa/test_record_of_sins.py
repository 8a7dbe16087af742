"""4. Compare the etched posts, the Record of Sins movement rules, game end and winners
(MC-4, MC-16, MC-19, MC-27, MC-46), with both rulebook post-comparison examples."""

from __future__ import annotations

from meaculpa_tui import engine
from meaculpa_tui.engine import data, frames
from meaculpa_tui.engine.context import Game
from meaculpa_tui.engine.effects import move_towards_heaven, move_towards_hell
from tests.meaculpa.helpers import board, settle

RULEBOOK_NAMES = ("Dominik", "Johanna", "Paula", "Gregor")
DOMINIK, JOHANNA, PAULA, GREGOR = range(4)


def _compare(posts, souls, start_order=(0, 1, 2, 3)):
    state = board(
        names=RULEBOOK_NAMES,
        posts=list(posts),
        souls=list(souls),
        start_order=list(start_order),
        stack=[frames.Compare()],
    )
    return settle(state)


def test_rulebook_post_example_one_johanna_descends_three_passing_paula():
    """Example 1: Dominik and Gregor 2, Paula 4, Johanna 5: Johanna descends 3 steps,
    passing Paula's soul."""
    state = _compare(posts=[2, 5, 4, 2], souls=[0, 1, 2, 0])
    assert state.souls == [0, 4, 2, 0]
    result = next(e for e in state.log if e.title == "Round 1: etched posts compared")
    assert result.lines[0] == "Dominik 2, Johanna 5, Paula 4, Gregor 2."
    assert result.lines[-1] == "Johanna moves 3 steps towards Hell: 1 to 4."


def test_rulebook_post_example_two_tied_top_posts_the_soul_farthest_from_hell_moves():
    """Example 2: Johanna 1; Gregor, Paula, Dominik 5; Dominik and Gregor are closer to Hell
    than Paula, so Paula moves 4 steps."""
    state = _compare(posts=[5, 1, 5, 5], souls=[6, 0, 3, 9])
    assert state.souls == [6, 0, 7, 9]
    result = next(e for e in state.log if e.title == "Round 1: etched posts compared")
    assert "Tied for most notches: Paula is farther from Hell." in result.lines


def test_mc46_equal_posts_nobody_moves():
    """MC-46: with all posts equal the difference is 0 and nobody moves."""
    state = _compare(posts=[3, 3, 3, 3], souls=[0, 0, 0, 0])
    assert state.souls == [0, 0, 0, 0]
    result = next(e for e in state.log if e.title == "Round 1: etched posts compared")
    assert "All posts show the same: nobody moves." in result.lines


def _game(**fields):
    return Game(board(**fields))


def test_mc4_a_soul_landing_on_an_occupied_space_moves_on_to_the_next_free_one():
    """Movement rule c / MC-4: an occupied landing space sends the soul on."""
    g = _game(souls=[2, 5, 6, 0])
    move_towards_hell(g, 0, 3)
    assert g.s.souls == [7, 5, 6, 0]


def test_mc4_start_space_holds_everyone_during_the_game():
    """MC-4 / movement rules a-b: all souls share the start space; other spaces hold one."""
    state = board(souls=[0, 0, 0, 0])
    assert state.souls.count(0) == 4


def test_mc4_a_move_past_space_40_does_not_happen_at_all():
    """Movement rule d / MC-4: a soul that would go beyond space 40 (bumping included) stays."""
    g = _game(souls=[37, 40, 0, 0])
    line = move_towards_hell(g, 0, 5)
    assert g.s.souls[0] == 37 and "stays on space 37" in line
    g = _game(souls=[38, 40, 39, 0])
    move_towards_hell(g, 0, 1)  # 39 and 40 taken: would end on 41
    assert g.s.souls[0] == 38
    g = _game(souls=[38, 0, 0, 0])
    move_towards_hell(g, 0, 2)
    assert g.s.souls[0] == data.LAST_SPACE


def test_mc4_heaven_lies_35_steps_from_the_start_and_holds_any_number():
    """MC-4: Heaven is 35 steps from the start; it holds any number of souls."""
    g = _game(souls=[0, data.HEAVEN, 3, 0], phase="over")
    move_towards_heaven(g, 0, 35)
    move_towards_heaven(g, 2, 40)
    assert g.s.souls[:3] == [data.HEAVEN, data.HEAVEN, data.HEAVEN]
    g = _game(souls=[0, -34, 0, 0])
    move_towards_heaven(g, 0, 34)
    assert g.s.souls[0] == data.HEAVEN  # -34 is taken: on to Heaven


def test_mc4_start_space_holds_one_soul_when_letters_are_scored():
    """Movement rule c / MC-4: at the end, the start space too holds only one soul."""
    g = _game(souls=[3, 0, 0, 0])
    move_towards_heaven(g, 0, 3)
    assert g.s.souls[0] == -1


def _final(**fields):
    fields.setdefault("posts", [1, 1, 1, 1])
    return settle(board(stack=[frames.GameEnd()], **fields))


def test_game_end_letters_sets_of_four_colours_8_steps_others_1_nearest_hell_first():
    """Game End: per set of one letter of each colour 8 steps, every other letter 1 step;
    scored from the soul nearest Hell onwards (MC-16)."""
    letters = [[1, 1, 1, 1], [2, 2, 2, 1], [0, 0, 5, 0], [0, 0, 0, 0]]
    state = _final(letters=letters, souls=[10, 12, 4, 2])
    # Ben (12): 1 set + 3 others = 11 -> 1. Anna (10): 8 -> 2, taken by Dirk, 1 taken by Ben,
    # so the start space. Cleo (4): 5 -> -1. Dirk has no letters.
    assert state.souls == [0, 1, -1, 2]
    assert engine.winners(state) == [2]
    scoring = next(e for e in state.log if e.title == "Final scoring")
    assert scoring.lines[0] == (
        "A set of one letter of each colour: 8 steps towards Heaven; any other letter: 1."
    )
    assert (
        scoring.lines[1]
        == "Ben (2 yellow, 2 blue, 2 red, 1 green): 1 set + 3 letters = 11 steps, 12 to space 1."
    )
    assert scoring.lines[4] == "Dirk (no letters): stays on space 2."
    assert scoring.lines[-1] == "Cleo wins the game!"


def test_mc19_every_soul_in_heaven_wins():
    """MC-19: whoever reaches Heaven wins; this may be several players."""
    letters = [[5, 5, 5, 5], [5, 5, 5, 5], [0, 0, 0, 0], [0, 1, 0, 0]]
    state = _final(letters=letters, souls=[2, 5, 0, 0])
    assert state.souls[:2] == [data.HEAVEN, data.HEAVEN]
    assert engine.winners(state) == [0, 1]
    scoring = next(e for e in state.log if e.title == "Final scoring")
    assert scoring.lines[-1] == "Anna and Ben win the game!"


def test_mc19_mc27_without_heaven_the_soul_nearest_heaven_wins_start_order_breaks_ties():
    """MC-19 / MC-27: nobody in Heaven: nearest Heaven wins; souls still sharing the start
    space are ordered by the start order (the one farther from Hell is nearer Heaven)."""
    state = _final(letters=[[0] * 4] * 4, souls=[0, 0, 3, 0], start_order=[1, 3, 0, 2])
    assert engine.winners(state) == [0]
    assert engine.is_over(state)


def test_game_end_posts_are_compared_once_more_before_the_letters():
    """Game End: after the second evaluation the posts are compared once more."""
    state = _final(letters=[[0] * 4] * 4, souls=[0, 0, 0, 0], posts=[6, 1, 1, 1])
    assert state.souls[0] == 5
    titles = [e.title for e in state.log if e.kind == "result"]
    assert titles == ["Game end: etched posts compared", "Final scoring"]
