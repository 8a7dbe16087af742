"""The final standings (SN-10, SN-35): every player placed by total, then by the tie-breaks
that decided the winner; players equal on all of them share a place."""

from __future__ import annotations

from sinners_tui import engine
from tests.sinners.helpers import Table, play


def _final_round(table: Table, **fields):
    """Seat 0 discards its last card: the round ends and the game with it."""
    state = table.state(phase="discard", **fields)
    return play(state, engine.legal_actions(state)[0])


def test_sn10_sn35_standings_follow_total_then_sinners_then_sacraments():
    """The winner of a tie on total (SN-10) comes first; the two below tie on total and on
    Sinners in church, and the Sacraments played place them (SN-35)."""
    table = Table(4)
    after = _final_round(
        table,
        hands=[[table.take("Proud", 2)], [], [], [table.take("Envious", 1)]],
        churches=[
            [table.take("Murderer"), table.take("Greedy", 2)],
            [table.take("Murderer"), table.take("Envious", 1), table.take("Gluttonous", 1)],
            [table.take("Murderer")],
            [table.take("Murderer")],
        ],
        totals=[100, 100, 40, 41],
        sacraments_played=[0, 0, 4, 3],
    )
    assert engine.is_over(after) and after.totals == [107, 107, 45, 45]
    rows = engine.standings(after)
    assert [(row.place, row.seat) for row in rows] == [(1, 1), (2, 0), (3, 2), (4, 3)]
    assert [row.seat for row in rows if row.place == 1] == engine.winners(after)
    assert rows[0].result == "107"
    assert rows[0].tie_breaks == "Sinners in church 2"
    assert rows[1].tie_breaks == "Sinners in church 1"
    assert rows[2].tie_breaks == ("Sinners in church 0, Sacraments played 4")


def test_sn35_players_equal_on_total_and_every_tie_break_share_a_place():
    table = Table(3)
    after = _final_round(
        table,
        hands=[[table.take("Proud", 2)], [table.take("Envious", 1)], [table.take("Envious", 1)]],
        churches=[[table.take("Murderer")], [table.take("Murderer")], [table.take("Murderer")]],
        totals=[100, 40, 40],
        sacraments_played=[0, 2, 2],
    )
    rows = engine.standings(after)
    assert [(row.place, row.seat) for row in rows] == [(1, 0), (2, 1), (2, 2)]
    assert rows[0].tie_breaks == ""
    assert (
        rows[1].tie_breaks
        == rows[2].tie_breaks
        == ("Sinners in church 0, Sacraments played 2: still tied")
    )


def test_standings_read_from_the_public_view_as_from_the_game():
    """The game-over screen reads the public view: the standings are the same there."""
    table = Table(2)
    after = _final_round(
        table,
        hands=[[table.take("Proud", 2)], [table.take("Envious", 1)]],
        churches=[[table.take("Murderer")], [table.take("Murderer")]],
        totals=[100, 30],
    )
    assert engine.standings(engine.public_view(after)) == engine.standings(after)
