"""A seat has one colour on every screen, and its mark beside its name (issue 34, point 7):
Mea Culpa's Record of Sins, players' table, results, standings and the chart of the Record
of Sins; Sinners' churches, round scoring and its chart, and the standings. Each seat is drawn
in exactly one colour across all of them, and no two seats share one."""

from __future__ import annotations

from collections import defaultdict

from meaculpa_tui import engine as meaculpa
from meaculpa_tui.engine.statistics import game_statistics
from meaculpa_tui.ui.results import FinalScreen
from shared.ui.initials import seat_marks
from tests.meaculpa.ui import screenshots as mc_shots
from tests.meaculpa.ui.moments import DialogHost, result_at
from tests.seat_colours import seat_colours
from tests.shared.statistics_support import seeded_record
from tests.sinners.ui import screenshots as sn_shots
from tests.ui_support import run_app

SIZE = (100, 30)


def _one_colour_each(seen: dict[int, set[str]], seats: int) -> None:
    assert sorted(seen) == list(range(seats)), seen  # every seat was found
    for seat, colours in seen.items():
        assert len(colours) == 1, (seat, colours)
    every = [next(iter(colours)) for colours in seen.values()]
    assert len(set(every)) == seats, seen  # no two seats alike


def _merge(into: dict[int, set[str]], more: dict[int, set[str]]) -> None:
    for seat, colours in more.items():
        into[seat] |= colours


async def test_meaculpa_seats_keep_their_colour_on_the_track_table_results_and_charts():
    names = ["Ann", "Ben", "Cid"]
    marks = seat_marks(names)
    seen: dict[int, set[str]] = defaultdict(set)
    # the seat's own screen: the Record of Sins, the players' table, the dens
    app = mc_shots.app_before(mc_shots.turn_of(False))()
    async with run_app(app, SIZE) as pilot:
        await mc_shots.lifted(pilot)
        await pilot.pause()
        on_board = seat_colours(app, names, marks)
        _merge(seen, on_board)
    assert len(on_board) == 3, on_board
    # a result everyone reads (its names in the seats' colours)
    host = DialogHost()
    async with run_app(host, SIZE) as pilot:
        await host.push_screen(result_at("evaluation"))
        await pilot.pause()
        _merge(seen, seat_colours(host, names, marks))
    # the game's end: the standings, the Record of Sins and its chart round by round
    record = seeded_record(meaculpa, names, 2, take_backs=False)
    state = record.replay(meaculpa)
    final = FinalScreen(
        meaculpa.public_view(state), meaculpa.winners(state), game_statistics(record)
    )
    host = DialogHost()
    async with run_app(host, (200, 60)) as pilot:
        await host.push_screen(final)
        await pilot.pause()
        at_the_end = seat_colours(host, names, marks)
        for _ in range(3):
            await pilot.press("pagedown")
            await pilot.pause()
            _merge(at_the_end, seat_colours(host, names, marks))
        _merge(seen, at_the_end)
    assert len(at_the_end) == 3, at_the_end
    _one_colour_each(seen, 3)


async def test_sinners_seats_keep_their_colour_on_the_churches_scoring_chart_and_standings():
    names = list(sn_shots.PLAYERS)
    marks = seat_marks(names)
    seen: dict[int, set[str]] = defaultdict(set)
    app = sn_shots.app_at(sn_shots.round_end())
    async with run_app(app, SIZE) as pilot:
        await sn_shots.to_hand(pilot)
        await pilot.pause()
        churches = seat_colours(app, names, marks)
        _merge(seen, churches)
        await pilot.press("escape")
    app = sn_shots.app_at(sn_shots.round_end())
    async with run_app(app, SIZE) as pilot:
        await sn_shots.to_scoring(pilot)
        await pilot.pause()
        region = app.screen.query_one("#dialog").region
        rows = range(region.y, region.bottom)  # (the table beneath is dimmed)
        scoring = seat_colours(app, names, marks, rows=rows)
        _merge(seen, scoring)
    assert len(scoring) == len(names), scoring
    _one_colour_each(seen, len(names))
    # the game's end (a game of two)
    two = ["Ann", "Ben"]
    app = sn_shots.app_at(sn_shots.finished_game())
    async with run_app(app, SIZE) as pilot:
        await sn_shots.to_game_over(pilot)
        await pilot.pause()
        end = seat_colours(app, two, seat_marks(two))
    for seat in range(2):
        assert end[seat] == seen[seat], (seat, end, seen)
