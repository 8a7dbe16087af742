"""A whole Mea Culpa game at one table file, played by several app instances (issue 17).

The host sits at Ann's seat and runs Cid's heuristic bot; Ben plays in his own app, joined
with his code; a watcher sees the public board. Every frame of every app is checked: no seat's
purse rows, compartment or "(only you)" lines are in another seat's app, nor the seed; each
seat's own screen, its purse, is up from the app's first frame and while the others decide,
and the watcher's never shows one (issue 32, point 7).
"""

from __future__ import annotations

import contextlib

import pytest

from meaculpa_tui import engine
from meaculpa_tui.spec import game_spec
from meaculpa_tui.ui.app import MeaCulpaApp
from tests.meaculpa.ui.autoplay import KeyPlayer
from tests.meaculpa.ui.demo import quick_policy
from tests.meaculpa.ui.playthrough import secret_tokens
from tests.meaculpa.ui.test_mixed_tables import MeaCulpaSecrets
from tests.remote_support import (
    HomeWatch,
    RemoteWatch,
    all_over,
    deal_everything,
    host_app,
    join_app,
    past_codes,
    play_together,
    watch_app,
)
from tests.ui_support import run_app, wait_until

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
    homes = HomeWatch(engine)  # type: ignore[arg-type]

    def check() -> None:
        watch.assert_clean()
        homes.assert_clean()

    apps = [host, ben, watcher]
    async with contextlib.AsyncExitStack() as stack:
        for app in apps:
            homes.watch(app)  # (from the first frame)
        pilots = [await stack.enter_async_context(run_app(app, SIZE)) for app in apps]
        for app in apps:
            watch.watch(app)
        players = [
            (pilot, past_codes(app, KeyPlayer(app, quick_policy(SEED, 0.0))))
            for pilot, app in zip(pilots, apps, strict=True)
        ]
        presses = await play_together(players, until=all_over(*apps), check=check)
        check()
        assert engine.is_over(host.state)
        assert host.record == ben.record == watcher.record
    assert presses > 50
    assert all(watch.frames.get(id(app), 0) > 20 for app in apps), watch.frames
    assert homes.first_frame(host).shown == [0] and homes.first_frame(ben).shown == [1]
    assert homes.first_frame(watcher).shown == []
    assert all(homes.waits.get(id(app), 0) > 10 for app in (host, ben)), homes.waits


async def test_a_joined_seat_has_its_purse_on_screen_from_its_first_frame_and_after_a_rejoin():
    """Issue 32, point 7: Ben's purse is on screen from his app's first frame while Ann
    chooses her starting bonus, stays while the others decide, and is there again from the
    first frame of the app he rejoins with. No frame shows another seat's purse."""
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
    watch = RemoteWatch(engine, MeaCulpaSecrets(), never_shown=[str(SEED)])  # type: ignore[arg-type]
    homes = HomeWatch(engine)  # type: ignore[arg-type]

    def check() -> None:
        watch.assert_clean()
        homes.assert_clean()

    def first_shows_the_purse(app: MeaCulpaApp) -> None:
        first = homes.first_frame(app)
        assert first.shown == [1] and first.deciding != 1, first
        assert "Ben's screen" in first.text, first.text
        purse = secret_tokens(app.state, 1)
        assert purse and all(row in first.text for row in purse), (purse, first.text)

    def keys(app: MeaCulpaApp):
        return past_codes(app, KeyPlayer(app, quick_policy(SEED, 0.0)))

    homes.watch(host)  # (from the first frame on)
    homes.watch(ben)
    async with run_app(host, SIZE) as hp:
        watch.watch(host)
        async with run_app(ben, SIZE) as bp:
            watch.watch(ben)
            await wait_until(bp, lambda: id(ben) in homes.first, what="Ben's first frame")
            assert homes.first_frame(ben).deciding == 0  # Ann chooses her bonus first
            first_shows_the_purse(ben)
            players = [(hp, keys(host)), (bp, keys(ben))]
            # Ben decides, then waits for Ann again: he leaves
            await play_together(
                players,
                until=lambda: len(host.record.actions) >= 4 and ben.session.remote == 0,
                check=check,
            )
        back = join_app(MeaCulpaApp, spec, codes[1])
        watch.watch(back)
        homes.watch(back)
        async with run_app(back, SIZE) as bp:
            await wait_until(bp, lambda: id(back) in homes.first, what="the first frame back")
            first_shows_the_purse(back)
            moves = len(host.record.actions)
            players = [(hp, keys(host)), (bp, keys(back))]
            await play_together(
                players, until=lambda: len(host.record.actions) >= moves + 4, check=check
            )
        check()
    assert homes.waits.get(id(ben), 0) > 0 and homes.waits.get(id(back), 0) > 0, homes.waits
    assert all(watch.frames.get(id(app), 0) > 0 for app in (host, ben, back)), watch.frames


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
    await _watch_fails(host, ben, "of seat 0 is on the screen of seat 1", memory=False)


async def test_the_remote_watch_catches_a_joined_app_holding_more_than_its_view():
    """Even with nothing on screen, a seat's process may not hold another seat's secrets."""
    spec = game_spec()
    host, codes = host_app(
        MeaCulpaApp, spec, ["Ann", "Ben"], ["human", "human"], sit="Ann", seed=SEED
    )
    ben = join_app(MeaCulpaApp, spec, codes[1])
    deal_everything(host)
    await _watch_fails(host, ben, "the app of seat 1 holds more than its view")


async def _watch_fails(
    host: MeaCulpaApp, ben: MeaCulpaApp, match: str, *, memory: bool = True
) -> None:
    """Play the host (Ann sits there) and Ben's joined app until the watch on Ben's app
    fails with ``match`` (``memory``: whether it looks at what the app holds as well as at its
    screen)."""
    watch = RemoteWatch(engine, MeaCulpaSecrets(), memory=memory)  # type: ignore[arg-type]
    async with run_app(host, SIZE) as hp, run_app(ben, SIZE) as bp:
        watch.watch(ben)
        players = [(hp, past_codes(host, KeyPlayer(host, quick_policy(SEED, 0.0))))]
        players.append((bp, KeyPlayer(ben, quick_policy(SEED, 0.0))))
        with pytest.raises(AssertionError, match=match):
            await play_together(players, until=all_over(host, ben), check=watch.assert_clean)
