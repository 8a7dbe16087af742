"""A whole Mea Culpa game at one table file, played by several app instances (issue 17).

The host sits at Ann's seat and runs Cid's heuristic bot; Ben plays in his own app, joined
with his code; a watcher sees the public board. Every frame of every app is checked: no seat's
purse rows, compartment or "(only you)" lines are in another seat's app, nor the seed.
"""

from __future__ import annotations

import contextlib

import pytest

from meaculpa_tui import engine
from meaculpa_tui.spec import game_spec
from meaculpa_tui.ui.app import MeaCulpaApp
from tests.meaculpa.ui.autoplay import KeyPlayer
from tests.meaculpa.ui.demo import quick_policy
from tests.meaculpa.ui.test_mixed_tables import MeaCulpaSecrets
from tests.remote_support import (
    RemoteWatch,
    all_over,
    deal_everything,
    host_app,
    join_app,
    past_codes,
    play_together,
    watch_app,
)
from tests.ui_support import run_app

SIZE = (100, 30)
SEED = 738000026


@pytest.mark.long(65)
async def test_a_whole_game_at_one_table_file_keeps_each_purse_in_its_own_app():
    spec = game_spec()
    host, codes = host_app(
        MeaCulpaApp,
        spec,
        ["Ann", "Ben", "Cid"],
        ["human", "human", "heuristic"],
        sit="Ann",
        seed=SEED,
    )
    ben = join_app(MeaCulpaApp, spec, codes[1])
    watcher = watch_app(MeaCulpaApp, spec)
    watch = RemoteWatch(engine, MeaCulpaSecrets(), never_shown=[str(SEED)])  # type: ignore[arg-type]
    apps = [host, ben, watcher]
    async with contextlib.AsyncExitStack() as stack:
        pilots = [await stack.enter_async_context(run_app(app, SIZE)) for app in apps]
        for app in apps:
            watch.watch(app)
        players = [
            (pilot, past_codes(app, KeyPlayer(app, quick_policy(SEED, 0.0))))
            for pilot, app in zip(pilots, apps, strict=True)
        ]
        presses = await play_together(players, until=all_over(*apps), check=watch.assert_clean)
        watch.assert_clean()
        assert engine.is_over(host.state)
        assert host.record == ben.record == watcher.record
    assert presses > 50
    assert all(watch.frames.get(id(app), 0) > 20 for app in apps), watch.frames


async def test_the_remote_watch_catches_a_purse_in_another_seats_app():
    from tests.meaculpa.ui.test_mixed_tables import BoardShowsPurses

    spec = game_spec()
    host, codes = host_app(
        MeaCulpaApp,
        spec,
        ["Ann", "Ben", "Cid"],
        ["human", "human", "heuristic"],
        sit="Ann",
        seed=SEED,
    )
    ben = join_app(BoardShowsPurses, spec, codes[1])
    deal_everything(host)  # a broken host hands Ben the whole state, and Ben shows it
    await _watch_fails(host, ben, "of seat 0 is on the screen of seat 1")


async def test_the_remote_watch_catches_a_joined_app_holding_more_than_its_view():
    """Even with nothing on screen, a seat's process may not hold another seat's secrets."""
    spec = game_spec()
    host, codes = host_app(
        MeaCulpaApp, spec, ["Ann", "Ben"], ["human", "human"], sit="Ann", seed=SEED
    )
    ben = join_app(MeaCulpaApp, spec, codes[1])
    deal_everything(host)
    await _watch_fails(host, ben, "the app of seat 1 holds more than its view")


async def _watch_fails(host: MeaCulpaApp, ben: MeaCulpaApp, match: str) -> None:
    """Play the host (Ann sits there) and Ben's joined app until the watch on Ben's app
    fails with ``match``."""
    watch = RemoteWatch(engine, MeaCulpaSecrets())  # type: ignore[arg-type]
    async with run_app(host, SIZE) as hp, run_app(ben, SIZE) as bp:
        watch.watch(ben)
        players = [(hp, past_codes(host, KeyPlayer(host, quick_policy(SEED, 0.0))))]
        players.append((bp, KeyPlayer(ben, quick_policy(SEED, 0.0))))
        with pytest.raises(AssertionError, match=match):
            await play_together(players, until=all_over(host, ben), check=watch.assert_clean)
