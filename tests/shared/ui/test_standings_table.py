"""The game-over screen opens with the final standings, read from each engine's
``standings``: places in order, players the rules leave tied on one place, and the
tie-breaks that decided in words, before the results' prose (issue 34, point 6)."""

from __future__ import annotations

from typing import Any

from meaculpa_tui import engine as meaculpa
from meaculpa_tui.engine import frames
from shared.ui import GameOverScreen
from sinners_tui import engine as sinners
from tests.meaculpa.helpers import board, settle
from tests.meaculpa.ui.moments import DialogHost
from tests.rendered_text import rendered_text
from tests.sinners.helpers import Table, play
from tests.ui_support import run_app

SIZE = (100, 30)


def _sinners_tie() -> Any:
    """Ann wins a tie on total by Sinners in church; Ben and Cid tie on everything."""
    table = Table(4)
    state = table.state(
        phase="discard",
        hands=[[table.take("Proud", 2)], [], [table.take("Envious", 1)], []],
        churches=[
            [table.take("Murderer"), table.take("Envious", 1), table.take("Gluttonous", 1)],
            [table.take("Murderer"), table.take("Greedy", 2)],
            [table.take("Murderer")],
            [table.take("Murderer")],
        ],
        totals=[100, 100, 41, 40],
        sacraments_played=[0, 0, 2, 2],
    )
    return play(state, sinners.legal_actions(state)[0])


async def _standings_lines(engine: Any, state: Any, heading: str) -> list[str]:
    view = engine.public_view(state)
    host = DialogHost()  # (the seats' colours of a game's table)
    async with run_app(host, SIZE) as pilot:
        screen = GameOverScreen(
            view.players,
            engine.winners(state),
            [entry for entry in view.log if entry.kind == "result"][-1:],
            standings=engine.standings(view),
            result_heading=heading,
        )
        await host.push_screen(screen)
        await pilot.pause()
        lines = [line.strip("█ ").rstrip() for line in rendered_text(host).splitlines()]
    start = lines.index("Final standings")
    return lines[start:]


async def test_sinners_standings_place_ties_by_the_engine_and_say_which_tie_break_decided():
    state = _sinners_tie()
    assert sinners.is_over(state) and state.totals == [107, 107, 45, 45]
    lines = await _standings_lines(sinners, state, "Souls")
    rows = [line.split() for line in lines[2:6]]
    assert lines[1].split() == ["Place", "Player", "Souls", "Tie-breaks"]
    assert [row[:3] for row in rows] == [
        ["1", "A", "Ann"],
        ["2", "B", "Ben"],
        ["3", "C", "Cid"],
        ["3", "D", "Dot"],
    ]
    assert lines[2].endswith("107    Sinners in church 2")
    assert lines[3].endswith("107    Sinners in church 1")
    assert lines[4].endswith("45     Sinners in church 0, Sacraments played 2: still tied")
    assert lines[5].endswith("45     Sinners in church 0, Sacraments played 2: still tied")
    # the standings come first, the results' prose after them
    assert lines[7].startswith("Game over: Ann wins")


async def test_meaculpa_standings_share_heaven_and_order_the_start_space_by_starting_order():
    letters = [[5, 5, 5, 5], [5, 5, 5, 5], [0] * 4, [0] * 4]
    state = settle(
        board(stack=[frames.GameEnd()], letters=letters, souls=[2, 5, 0, 0], posts=[1, 1, 1, 1])
    )
    lines = await _standings_lines(meaculpa, state, "Soul")
    rows = [line.split() for line in lines[2:6]]
    assert [row[:3] for row in rows] == [
        ["1", "A", "Anna"],
        ["1", "B", "Ben"],
        ["3", "D", "Dirk"],
        ["4", "C", "Cleo"],
    ]
    assert lines[2].endswith("Heaven       shares Heaven: every soul there wins")
    assert lines[4].endswith("start space  shares the start space: by the starting order")
