"""A whole Sinners game at one table file, played by several app instances (issue 17).

The host only hosts (and runs Cid's heuristic bot); Ann and Ben each play in their own app,
joined with their codes. Midway Ben's app is closed, as a killed window would be, and a new
one rejoins with his code where he was. Every frame of every app is checked: no seat's hand
or "(only you)" lines are in another seat's app, nor the seed; and each seat's own screen, its
hand, is up from the app's first frame and while the others decide (issue 32, point 7).
"""

from __future__ import annotations

import pytest

from sinners_tui import engine
from sinners_tui.spec import game_spec
from sinners_tui.ui.app import SinnersApp
from tests.remote_support import (
    HomeWatch,
    RemoteWatch,
    all_over,
    deal_everything,
    host_app,
    join_app,
    past_codes,
    play_together,
)
from tests.sinners.ui.driver import Player, Tactics
from tests.sinners.ui.privacy import hand_group_lines
from tests.sinners.ui.test_mixed_tables import SinnersSecrets, TableShowsHands
from tests.ui_support import run_app, wait_until

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
    homes = HomeWatch(engine)  # type: ignore[arg-type]

    def check() -> None:
        watch.assert_clean()
        homes.assert_clean()

    async with run_app(host, SIZE) as hp, run_app(ann, SIZE) as ap:
        for app in (host, ann):
            watch.watch(app)
            homes.watch(app)
        async with run_app(ben, SIZE) as bp:
            watch.watch(ben)
            homes.watch(ben)
            players = [(hp, _keys(host)), (ap, _keys(ann)), (bp, _keys(ben))]
            await play_together(
                players, until=lambda: len(host.record.actions) >= LEAVE_AT, check=check
            )
        left_at = ben.move_count
        back = join_app(SinnersApp, spec, codes[1])
        async with run_app(back, SIZE) as bp:
            watch.watch(back)
            homes.watch(back)
            assert back.move_count >= left_at
            players = [(hp, _keys(host)), (ap, _keys(ann)), (bp, _keys(back))]
            await play_together(players, until=all_over(host, ann, back), check=check)
        check()
        assert all(homes.waits.get(id(app), 0) > 10 for app in (ann, ben, back)), homes.waits
        assert engine.is_over(host.state)
        assert host.record == ann.record == back.record
    assert all(watch.frames.get(id(app), 0) > 20 for app in (host, ann, ben, back)), watch.frames


async def test_a_joined_seat_has_its_hand_on_screen_from_its_first_frame_and_after_a_rejoin():
    """Issue 32, point 7: Ben chooses his Demon from his 12 cards, so his hand is on screen
    from his app's first frame while Ann summons hers, stays while the others decide, and is
    there again from the first frame of the app he rejoins with. Ann sits at the host's window:
    the same holds there. No frame shows another seat's hand."""
    spec = game_spec()
    host, codes = host_app(
        SinnersApp,
        spec,
        ["Ann", "Ben", "Cid"],
        ["human", "human", "heuristic"],
        sit="Ann",
        seed=SEED,
    )
    ben = join_app(SinnersApp, spec, codes[1])
    watch = RemoteWatch(engine, SinnersSecrets(), never_shown=[str(SEED)])  # type: ignore[arg-type]
    homes = HomeWatch(engine)  # type: ignore[arg-type]

    def check() -> None:
        watch.assert_clean()
        homes.assert_clean()

    def first_shows_the_hand(app: SinnersApp) -> None:
        first = homes.first_frame(app)
        assert first.shown == [1] and first.deciding != 1, first
        assert "Ben's screen" in first.text, first.text
        hand = hand_group_lines(app.state.hands[1])
        assert any(line in first.text for line in hand), (hand, first.text)

    homes.watch(host)  # (from the first frame on)
    homes.watch(ben)
    async with run_app(host, SIZE) as hp:
        watch.watch(host)
        async with run_app(ben, SIZE) as bp:
            watch.watch(ben)
            await wait_until(bp, lambda: id(ben) in homes.first, what="Ben's first frame")
            assert homes.first_frame(ben).deciding == 0  # Ann summons her Demon first
            first_shows_the_hand(ben)
            players = [(hp, _keys(host)), (bp, _keys(ben))]
            # Ben summons his Demon, then waits for Ann again: he leaves
            await play_together(
                players,
                until=lambda: len(host.record.actions) >= 4 and ben.session.remote == 0,
                check=check,
            )
        assert homes.first_frame(host).shown == [0]  # (Ann's own screen, under the codes)
        back = join_app(SinnersApp, spec, codes[1])
        watch.watch(back)
        homes.watch(back)
        async with run_app(back, SIZE) as bp:
            await wait_until(bp, lambda: id(back) in homes.first, what="the first frame back")
            first_shows_the_hand(back)
            moves = len(host.record.actions)
            players = [(hp, _keys(host)), (bp, _keys(back))]
            await play_together(
                players, until=lambda: len(host.record.actions) >= moves + 4, check=check
            )
        check()
    assert homes.waits.get(id(ben), 0) > 0 and homes.waits.get(id(back), 0) > 0, homes.waits
    assert all(watch.frames.get(id(app), 0) > 0 for app in (host, ben, back)), watch.frames


async def test_the_remote_watch_catches_a_hand_in_another_seats_app():
    spec = game_spec()
    host, codes = host_app(
        SinnersApp, spec, ["Ann", "Ben"], ["human", "human"], sit="Ann", seed=SEED
    )
    ben = join_app(TableShowsHands, spec, codes[1])
    deal_everything(host)  # a broken host hands Ben the whole state, and Ben shows it
    watch = RemoteWatch(engine, SinnersSecrets(), memory=False)  # type: ignore[arg-type]
    async with run_app(host, SIZE) as hp, run_app(ben, SIZE) as bp:
        watch.watch(ben)
        players = [(hp, _keys(host)), (bp, _keys(ben))]
        with pytest.raises(AssertionError, match="of seat 0 is on the screen of seat 1"):
            await play_together(players, until=all_over(host, ben), check=watch.assert_clean)
