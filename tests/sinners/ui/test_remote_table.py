"""A whole Sinners game at one table file, played by several app instances (issue 17).

The host only hosts (and runs Cid's heuristic bot); Ann and Ben each play in their own app,
joined with their codes. Midway Ben's app is closed, as a killed window would be, and a new
one rejoins with his code where he was. Every frame of every app is checked: no seat's hand
or "(only you)" lines are in another seat's app, nor the seed.
"""

from __future__ import annotations

import pytest

from sinners_tui import engine
from sinners_tui.spec import game_spec
from sinners_tui.ui.app import SinnersApp
from tests.remote_support import (
    RemoteWatch,
    all_over,
    deal_everything,
    host_app,
    join_app,
    past_codes,
    play_together,
)
from tests.sinners.ui.driver import Player, Tactics
from tests.sinners.ui.test_mixed_tables import SinnersSecrets, TableShowsHands
from tests.ui_support import run_app

SIZE = (100, 30)
SEED = 738000102
#: Moves played before Ben's app is closed.
LEAVE_AT = 30


def _keys(app: SinnersApp):
    return past_codes(app, Player(app, Tactics(SEED)).next_key)


@pytest.mark.long(80)
async def test_a_whole_game_with_a_seat_that_leaves_and_rejoins():
    spec = game_spec()
    host, codes = host_app(
        SinnersApp,
        spec,
        ["Ann", "Ben", "Cid"],
        ["human", "human", "heuristic"],
        sit=None,
        seed=SEED,
    )
    ann, ben = join_app(SinnersApp, spec, codes[0]), join_app(SinnersApp, spec, codes[1])
    watch = RemoteWatch(engine, SinnersSecrets(), never_shown=[str(SEED)])  # type: ignore[arg-type]
    async with run_app(host, SIZE) as hp, run_app(ann, SIZE) as ap:
        for app in (host, ann):
            watch.watch(app)
        async with run_app(ben, SIZE) as bp:
            watch.watch(ben)
            players = [(hp, _keys(host)), (ap, _keys(ann)), (bp, _keys(ben))]
            await play_together(
                players,
                until=lambda: len(host.record.actions) >= LEAVE_AT,
                check=watch.assert_clean,
            )
        left_at = ben.move_count
        back = join_app(SinnersApp, spec, codes[1])
        async with run_app(back, SIZE) as bp:
            watch.watch(back)
            assert back.move_count >= left_at
            players = [(hp, _keys(host)), (ap, _keys(ann)), (bp, _keys(back))]
            await play_together(players, until=all_over(host, ann, back), check=watch.assert_clean)
        watch.assert_clean()
        assert engine.is_over(host.state)
        assert host.record == ann.record == back.record
    assert all(watch.frames.get(id(app), 0) > 20 for app in (host, ann, ben, back)), watch.frames


async def test_the_remote_watch_catches_a_hand_in_another_seats_app():
    spec = game_spec()
    host, codes = host_app(
        SinnersApp, spec, ["Ann", "Ben"], ["human", "human"], sit="Ann", seed=SEED
    )
    ben = join_app(TableShowsHands, spec, codes[1])
    deal_everything(host)  # a broken host hands Ben the whole state, and Ben shows it
    watch = RemoteWatch(engine, SinnersSecrets())  # type: ignore[arg-type]
    async with run_app(host, SIZE) as hp, run_app(ben, SIZE) as bp:
        watch.watch(ben)
        players = [(hp, _keys(host)), (bp, _keys(ben))]
        with pytest.raises(AssertionError, match="of seat 0 is on the screen of seat 1"):
            await play_together(players, until=all_over(host, ben), check=watch.assert_clean)
