"""Toy games played at one table file by several app instances in one test process.

Each app stands for one process: the host (who runs the bots and may sit at a seat), a seat
joined with its code, a watcher. They share nothing but the file in the test's data folder.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from shared.cli import LaunchRequest
from shared.engine.table_store import table_id_of
from shared.ui import (
    ChooseDialog,
    CurtainScreen,
    HotSeatApp,
    PlayerScreen,
    ResultsDialog,
    SinceScreen,
)
from shared.ui.openings import AskCode, StartGame, opening_for
from shared.ui.screens.codes import CodesScreen, JoinScreen
from tests.hostile_names import tables
from tests.remote_support import all_over, past_codes, play_together
from tests.shared import toy_engine
from tests.shared.ui.keys import toy_player
from tests.shared.ui.test_decision_dialog import DialogToyApp
from tests.shared.ui.toy_app import TOY_SPEC, ToyApp
from tests.ui_support import flat_text, run_app, screen_text, wait_until

SIZE = (100, 30)


def _host(
    players: Sequence[str],
    kinds: Sequence[str],
    *,
    sit: str | None,
    seed: int = 4,
    options: dict[str, Any] | None = None,
):
    request = LaunchRequest(
        players=list(players),
        bots=list(kinds),
        seed=seed,
        table_mode="host",
        sit=sit,
        options=options or {},
    )
    opening = opening_for(TOY_SPEC, request)
    assert isinstance(opening, StartGame) and opening.table is not None
    return ToyApp(TOY_SPEC, opening, bot_delay=0), dict(opening.table.codes)


def _join(code: str | None, app: type[ToyApp] = ToyApp) -> HotSeatApp:
    request = LaunchRequest(table_mode="join", code=code)
    return app(TOY_SPEC, opening_for(TOY_SPEC, request), bot_delay=0)


async def _play_together(pilots: Sequence[Any], *, until: Callable[[], bool]) -> None:
    """Each app's toy player presses its next key in turn until ``until()``."""
    players = [(pilot, past_codes(pilot.app, toy_player(pilot.app))) for pilot in pilots]
    await play_together(players, until=until)


_over = all_over


async def test_a_host_and_a_joined_seat_play_a_whole_game_with_a_bot():
    host, codes = _host(["Ann", "Ben", "Cid"], ["human", "human", "random"], sit="Ann")
    ben = _join(codes[1])
    async with run_app(host, SIZE) as hp, run_app(ben, SIZE) as bp:
        assert ben.seats == ["remote", "human", "remote"]
        assert host.seats == ["human", "remote", "random"]
        await _play_together([hp, bp], until=_over(host, ben))
        assert host.record == ben.record
        assert toy_engine.is_over(ben.state)


async def test_each_joined_seat_sees_only_its_own_secret():
    host, codes = _host(["Ann", "Ben", "Cid"], ["human", "human", "human"], sit=None)
    ann, ben = _join(codes[0]), _join(codes[1])
    cid = _join(codes[2])
    apps = [ann, ben, cid]
    seen: list[str] = []

    async with contextlib.AsyncExitStack() as stack:
        pilots = [await stack.enter_async_context(run_app(app, SIZE)) for app in [host, *apps]]
        words = [toy_engine.secret_word(n) for n in host.state.secrets]

        def check() -> bool:
            for seat, app in enumerate(apps):
                text = screen_text(app)
                for other, word in enumerate(words):
                    if other != seat:
                        assert word not in text, f"{word} of seat {other} on seat {seat}'s screen"
            host_text = screen_text(host)
            assert not any(word in host_text for word in words)
            if any(isinstance(a.screen, PlayerScreen) for a in apps):
                seen.append("private")
            return _over(host, *apps)()

        await _play_together(pilots, until=check)
    assert seen


async def test_the_status_says_whom_the_table_waits_for_and_who_is_away():
    host, codes = _host(["Ann", "Ben"], ["human", "human"], sit="Ann")
    async with run_app(host, SIZE) as hp:
        await hp.press("enter")  # the codes
        await hp.press("2")  # Ann adds 2; now Ben, who never joined
        await wait_until(hp, lambda: "Waiting for Ben" in screen_text(host), what="waiting")
        await wait_until(hp, lambda: "Ben is away" in screen_text(host), what="away")
        ben = _join(codes[1])
        async with run_app(ben, SIZE) as bp:
            # first what Ann did since (Ben's process has one person: no curtain, the summary)
            await wait_until(bp, lambda: isinstance(ben.screen, SinceScreen), what="the summary")
            assert "Ann adds 2" in screen_text(ben)
            await bp.press("enter")
            await wait_until(bp, lambda: ben.awaiting == 1, what="Ben's turn")
            await wait_until(hp, lambda: "Ben is away" not in screen_text(host), what="back")


async def test_a_seat_that_leaves_rejoins_where_it_was():
    host, codes = _host(["Ann", "Ben"], ["human", "human"], sit="Ann")
    async with run_app(host, SIZE) as hp:
        first = _join(codes[1])
        async with run_app(first, SIZE) as bp:
            await _play_together([hp, bp], until=lambda: len(host.record.actions) >= 2)
        # Ben's app is gone; Ann plays on, then Ben comes back with the same code
        await _play_together([hp], until=lambda: host.awaiting is None and host.session.remote == 1)
        moves = len(host.record.actions)
        again = _join(codes[1])
        async with run_app(again, SIZE) as bp:
            assert again.move_count == moves
            await _play_together([hp, bp], until=_over(host, again))
        assert again.record == host.record


async def test_rows_written_into_the_moves_are_refused_on_the_hosts_screen_and_play_goes_on():
    """Anything but the host writing into the file's ``moves`` (a joined seat's user with
    sqlite3, say) plays nothing and wedges nothing: the host says so in one sentence, and
    Ann's own move, sent through the game, takes its place."""
    import sqlite3

    from shared.engine.table_store import table_path

    host, codes = _host(["Ann", "Ben"], ["human", "human"], sit=None)
    ann, ben = _join(codes[0]), _join(codes[1])
    path = table_path("toy", table_id_of(codes[0]))
    async with run_app(host, SIZE) as hp, run_app(ann, SIZE) as ap, run_app(ben, SIZE) as bp:
        await hp.press("enter")  # (past the codes)
        await wait_until(ap, lambda: ann.awaiting == 0, what="Ann's decision")
        db = sqlite3.connect(path)
        for index, action in ((0, '{"kind": "add", "amount": 2}'), (1, '{"kind": "fly"}')):
            db.execute("INSERT INTO moves VALUES (?, 0, ?, 0, 'forged')", (index, action))
        db.commit()
        db.close()
        refused = "Move 1, written for Ann into the table file by something other than the host"
        await wait_until(hp, lambda: refused in flat_text(screen_text(host)), what="refused")
        assert host.move_count == 0 and ann.awaiting == 0
        await ap.press("1")
        await wait_until(hp, lambda: host.move_count == 1, what="Ann's own move")
        assert host.record.actions == [toy_engine.Add(amount=1).model_dump(mode="json")]
        await wait_until(bp, lambda: ben.move_count == 1, what="the move on Ben's screen")
        for app in (host, ann, ben):
            text = screen_text(app).lower()
            assert "validation error" not in text and "pydantic" not in text


async def test_a_move_sent_twice_is_refused_and_nothing_changes():
    host, codes = _host(["Ann", "Ben"], ["human", "human"], sit=None)
    ann, ann_again = _join(codes[0]), _join(codes[0])  # two windows of one seat
    async with run_app(host, SIZE), run_app(ann, SIZE) as p1, run_app(ann_again, SIZE) as p2:
        await wait_until(p1, lambda: ann.awaiting == 0 and ann_again.awaiting == 0)
        # the second window has not looked at the file yet when its key comes
        ann_again._table_timer.pause()
        await p1.press("2")
        await p2.press("1")
        ann_again._table_timer.resume()
        await wait_until(p2, lambda: ann_again.move_count == 1, what="catching up")
        await wait_until(p2, lambda: "That move came too late" in screen_text(ann_again))
        assert ann_again.state == ann.state
        assert host.record.actions == [toy_engine.Add(amount=2).model_dump(mode="json")]


async def test_a_wrong_code_asks_again_and_a_right_one_opens_the_seat():
    host, codes = _host(["Ann", "Ben"], ["human", "human"], sit="Ann")
    table = table_id_of(codes[1])
    app = _join(f"{table}-0000000000")
    assert isinstance(app.opening, AskCode) and "opens no seat" in app.opening.message
    async with run_app(host, SIZE), run_app(app, SIZE) as pilot:
        assert isinstance(app.screen, JoinScreen)
        assert "opens no seat" in screen_text(app)
        await pilot.click("#join-code")
        await pilot.press(*"nonsense", "enter")
        assert "not a join code" in screen_text(app)
        await pilot.press(*codes[1], "enter")
        await wait_until(pilot, lambda: app.state is not None, what="the seat")
        assert app.seats == ["remote", "human"]


async def test_the_code_prompt_says_how_long_a_guesser_waits_while_others_come_in():
    host, codes = _host(["Ann", "Ben"], ["human", "human"], sit=None)
    table = table_id_of(codes[1])
    request = LaunchRequest(table_mode="join", peer="203.0.113.7")
    guesser = ToyApp(TOY_SPEC, opening_for(TOY_SPEC, request))
    assert isinstance(guesser.opening, AskCode) and guesser.opening.guard is not None
    guesser.opening.guard.clock = lambda: 1000.0  # (no time passes between the tries)
    ben = ToyApp(TOY_SPEC, opening_for(TOY_SPEC, replace(request, peer="198.51.100.2")))
    async with run_app(host, SIZE), run_app(guesser, SIZE) as pilot, run_app(ben, SIZE) as bp:
        await pilot.click("#join-code")
        for _ in range(3):
            await pilot.press(*f"{table}-0000000000", "enter")
            assert "That code opens no seat" in screen_text(guesser)
        await pilot.press(*codes[1], "enter")
        await pilot.pause()
        text = flat_text(screen_text(guesser))
        assert "Too many wrong codes were tried from here: try again in 1 second." in text
        assert isinstance(guesser.screen, JoinScreen)
        await bp.click("#join-code")
        await bp.press(*codes[1], "enter")
        await wait_until(bp, lambda: ben.state is not None, what="Ben's seat")


async def test_a_watcher_sees_the_public_board_only():
    host, codes = _host(["Ann", "Ben"], ["human", "human"], sit=None)
    ann, ben = _join(codes[0]), _join(codes[1])
    watcher = ToyApp(TOY_SPEC, opening_for(TOY_SPEC, LaunchRequest(table_mode="watch")))
    async with (
        run_app(host, SIZE) as hp,
        run_app(ann, SIZE) as ap,
        run_app(ben, SIZE) as bp,
        run_app(watcher, SIZE) as wp,
    ):
        words = [toy_engine.secret_word(n) for n in host.state.secrets]
        assert watcher.seats == ["remote", "remote"]

        def check() -> bool:
            text = screen_text(watcher)
            assert not any(word in text for word in words)
            assert not any(isinstance(s, PlayerScreen) for s in watcher.screen_stack)
            return _over(ann, ben, watcher)()

        await _play_together([hp, ap, bp, wp], until=check)


def test_a_remote_seat_is_waited_for_like_a_bot_and_never_behind_a_curtain():
    from shared.session.handover import Step, plan_turn
    from shared.session.remote import host_kinds, joined_kinds

    state = toy_engine.new_game(["Ann", "Ben", "Cid"], 1)
    assert host_kinds(["human", "human", "random"], 0) == ["human", "remote", "random"]
    assert joined_kinds(3, 1) == ["remote", "human", "remote"]
    assert joined_kinds(2, None) == ["remote", "remote"]
    plan = plan_turn(toy_engine, state, ["remote", "human", "remote"], None)
    assert (plan.step, plan.seat, plan.curtain, plan.close_private) == (
        Step.REMOTE,
        0,
        False,
        False,
    )
    plan = plan_turn(toy_engine, state, ["remote", "human", "human"], 1)
    assert plan.close_private  # two people here: the board while someone elsewhere decides


async def test_a_corrupted_table_file_is_named_on_screen_and_left_alone():
    from shared.engine.table_store import table_path

    _, codes = _host(["Ann", "Ben"], ["human", "human"], sit=None)
    path = table_path("toy", table_id_of(codes[0]))
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    before = path.read_bytes()
    app = _join(codes[0])
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: "This table file cannot be used" in screen_text(app))
        text = screen_text(app)
        assert "The file has been left exactly as it was." in text
        await pilot.press("q")
    assert app.return_code == 1
    assert path.read_bytes() == before


async def test_a_closed_host_is_hosted_again_and_its_bot_plays_on():
    host, codes = _host(["Ann", "Ben"], ["human", "random"], sit=None)
    table = table_id_of(codes[0])
    ann = _join(codes[0])
    async with run_app(ann, SIZE) as ap:
        async with run_app(host, SIZE) as hp:
            await _play_together([hp, ap], until=lambda: ann.move_count >= 2)
        # the host's window is gone: the bot's seat is away, and Ann's move waits for a host
        # (past what Ben did since, if it is still up, to Ann's move, which nobody takes)
        await _play_together([ap], until=lambda: ann.table.sent is not None)
        moves = ann.move_count
        # (both come from the host's heartbeat: the host runs Ben's bot)
        both = ("The host is away", "Ben is away")
        await wait_until(ap, lambda: all(away in screen_text(ann) for away in both), what="away")
        assert ann.move_count == moves
        again = ToyApp(
            TOY_SPEC,
            opening_for(TOY_SPEC, LaunchRequest(table_mode="host", table=table)),
            bot_delay=0,
        )
        assert isinstance(again.opening, StartGame)
        assert again.opening.table.codes == {}
        async with run_app(again, SIZE) as hp:
            assert again.seats == ["remote", "random"]
            await _play_together([hp, ap], until=_over(again, ann))
        assert again.record == ann.record


@pytest.mark.parametrize("names", tables(2), ids=lambda names: "|".join(names))
async def test_hostile_names_show_as_written_on_the_codes_and_the_waiting_line(names):
    host, codes = _host(names, ["human", "human"], sit=names[0])
    async with run_app(host, SIZE) as hp:
        await wait_until(hp, lambda: isinstance(host.screen, CodesScreen), what="the codes")
        text = flat_text(screen_text(host))
        assert f"{names[1]} {codes[1]}" in text
        await hp.press("enter")
        await hp.press("2")
        await wait_until(
            hp, lambda: f"Waiting for {names[1]}" in flat_text(screen_text(host)), what="wait"
        )


async def test_a_decision_made_in_another_window_of_the_seat_closes_this_ones_dialog():
    host, codes = _host(["Ann", "Ben"], ["human", "human"], sit=None)
    ann, ann_again = _join(codes[0]), _join(codes[0])  # two windows of one seat
    async with run_app(host, SIZE), run_app(ann, SIZE) as p1, run_app(ann_again, SIZE) as p2:
        await wait_until(p1, lambda: ann.awaiting == 0 and ann_again.awaiting == 0)
        await wait_until(p2, lambda: "Add 2" in screen_text(ann_again), what="the dialog")
        await p1.press("2")
        await wait_until(p2, lambda: ann_again.move_count == 1, what="catching up")
        await wait_until(p2, lambda: "Waiting for Ben" in screen_text(ann_again), what="waiting")
        assert "1. Add 1" not in screen_text(ann_again)  # the old question is gone


async def test_a_window_opened_to_join_has_no_games_of_its_own():
    """A browser through ``serve`` gets this window: no setup screen, no host's games."""
    app = _join(None)
    async with run_app(app, SIZE) as pilot:
        assert isinstance(app.screen, JoinScreen)
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, JoinScreen)
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert "New game" not in titles and "Bots' pause" not in titles


def _in_dialogs(app: HotSeatApp) -> Callable[[], str | None]:
    """A seat's player who decides in the decision dialog, as people at the real games do
    (a key on a dialog already answered changes nothing, so it may come twice)."""

    def next_key() -> str | None:
        screen = app.screen
        if isinstance(screen, CurtainScreen | SinceScreen | ResultsDialog):
            return "enter"
        if isinstance(screen, ChooseDialog) and app.awaiting is not None:
            return "2"
        return None

    return next_key


async def test_a_view_that_comes_before_the_answer_to_its_move_does_not_stall_the_seat():
    """The host may take a move between a joined window's two reads (the answer, then the
    view): the window then holds the new view with its move still unanswered. When the
    same seat decides again at once (the toy's announcement, then its add) it must go on
    once the answer comes. It stalled before, with the answered dialog left open: seen in
    real terminals only, where the host's commit fell between the two reads."""
    host, codes = _host(["Ann", "Ben"], ["human", "human"], sit=None, options={"announce": True})
    ann, ben = _join(codes[0], DialogToyApp), _join(codes[1], DialogToyApp)
    between: list[int] = []

    def host_takes_between_the_reads(app: HotSeatApp) -> None:
        """The host takes proposals only while ``app`` reads its answer, after the read
        (the window reads when anything changed: the others' heartbeats, once a second)."""
        store = app.table.store
        read_answer = store.answer

        def answer(proposal: int) -> tuple[bool, str | None]:
            answered = read_answer(proposal)
            if not answered[0] and host_takes():
                between.append(proposal)
            return answered

        store.answer = answer

    async with run_app(host, SIZE) as hp, run_app(ann, SIZE) as ap, run_app(ben, SIZE) as bp:
        host_takes = host.table.take_proposals
        host.table.take_proposals = lambda: False  # (the host's own poll takes none)
        host_takes_between_the_reads(ann)
        host_takes_between_the_reads(ben)
        players = [
            (hp, past_codes(host, toy_player(host))),
            (ap, _in_dialogs(ann)),
            (bp, _in_dialogs(ben)),
        ]
        await play_together(players, until=_over(host, ann, ben))
    assert between, "the host never took a move between the two reads"
    assert any(a["kind"] == "announce" for a in host.record.actions)


async def test_the_host_away_sentence_leads_the_status_and_fits_the_header_at_100_columns():
    """Issue 32, point 8: nothing moves while the host is away, so the status says so first;
    the header, cut at 100 columns, still holds the whole sentence, even with long names and
    other seats away after it. (The host's window never opened here: away from the start.)"""
    from shared.ui.table_views import HOST_AWAY

    names = ["Annabel Longname-Ann", "Benedict Longname-Bn", "Cidney Longname-Cidd"]
    _, codes = _host(names, ["human", "human", "human"], sit=None)
    ben = _join(codes[1])
    async with run_app(ben, SIZE) as pilot:
        await wait_until(pilot, lambda: ben.session is not None and ben.session.host_away)

        def status() -> str:
            found = ben.screen.query("#status")
            return str(found.first().render()) if found else ""

        # (the screen is redrawn as the seat's view comes in: wait for both to settle)
        await wait_until(
            pilot,
            lambda: (
                HOST_AWAY in screen_text(ben).splitlines()[0] and status().startswith(HOST_AWAY)
            ),
            what="the notice in the header and leading the status",
        )
        header = screen_text(ben).splitlines()[0]
        assert HOST_AWAY in header, header
        assert "Annabel Longname-Ann is away." in status()  # (after it, as the line goes on)
        assert isinstance(ben.screen, PlayerScreen)  # (Ben's own screen meanwhile)
