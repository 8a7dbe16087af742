"""Since your last decision: the public lines the others added, before a seat decides again,
on both games, with two people (after the curtain) and with one person among bots."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest

from meaculpa_tui.spec import game_spec as meaculpa_spec
from meaculpa_tui.ui.app import MeaCulpaApp
from shared.engine.since import (
    decided_seats,
    public_log,
    replay_with_marks,
    since,
    summary_line,
    summary_lines,
)
from shared.ui import CurtainScreen, HotSeatApp, PlayerScreen, SinceScreen
from sinners_tui.spec import game_spec as sinners_spec
from sinners_tui.ui.app import SinnersApp
from tests.meaculpa.ui.autoplay import KeyPlayer
from tests.meaculpa.ui.demo import NAMES, quick_policy
from tests.meaculpa.ui.test_mixed_tables import MeaCulpaSecrets
from tests.replays import GAMES, seeded_record
from tests.sinners.ui.driver import Player, Tactics
from tests.sinners.ui.test_mixed_tables import SinnersSecrets
from tests.table_watch import TableWatch, mixed_table_app, walk_table
from tests.ui_support import run_app, screen_text, wait_until

SIZE = (100, 30)
SEED = 738000026
BOTH = pytest.mark.parametrize("game", ["meaculpa", "sinners"])


def _watch(game: str) -> TableWatch:
    secrets: Any = MeaCulpaSecrets() if game == "meaculpa" else SinnersSecrets()
    return TableWatch(GAMES[game][0], never_shown=[str(SEED)], secrets=secrets)


def _table(game: str, kinds: str, monkeypatch: Any) -> tuple[HotSeatApp, Any, TableWatch]:
    app_class: type[HotSeatApp] = MeaCulpaApp if game == "meaculpa" else SinnersApp
    spec = meaculpa_spec() if game == "meaculpa" else sinners_spec()
    app, gate = mixed_table_app(app_class, spec, NAMES, kinds, SEED, monkeypatch)
    return app, gate, _watch(game)


def _keys(game: str, app: HotSeatApp) -> Callable[[], str | None]:
    if game == "meaculpa":
        return KeyPlayer(app, quick_policy(SEED, 0.0))
    return Player(app, Tactics(SEED)).next_key  # type: ignore[arg-type]


def _expected(app: HotSeatApp, seat: int) -> list[str]:
    """The public lines since ``seat``'s last action in the record."""
    assert app.record is not None
    engine = GAMES[app.engine.GAME_NAME][0]
    state = app.record.initial_state(engine)
    mark = public_log(state)
    for data in app.record.actions:
        actor = engine.current_player(state)
        state = engine.apply_action(state, engine.parse_action(data))
        if actor == seat:
            mark = public_log(state)
    return [line for entry in since(mark, state) for line in summary_lines(entry)]


@BOTH
def test_each_seats_mark_is_the_public_log_after_its_last_decision(game):
    engine, _ = GAMES[game]
    record = seeded_record(game, 90)
    state, marks = replay_with_marks(engine, record)
    assert set(marks) == {0, 1, 2}
    for mark in marks.values():
        assert all(entry.seat is None for entry in mark)
        missed = since(mark, state)
        assert all(entry.seat is None for entry in missed)
        assert missed == public_log(state)[len(mark) :]
    last = engine.current_player(record.truncated(len(record.actions) - 1).replay(engine))
    assert since(marks[last], state) == []  # nothing came after the last decision itself


@BOTH
def test_the_seats_that_decided_are_known_on_resuming_and_as_the_game_goes_on(game):
    """A seat's first decision of the game has no last one: the session knows which seats
    decided (from the record on resuming, then from each move), in both replays."""
    from shared.engine import since as since_module

    engine, _ = GAMES[game]
    record = seeded_record(game, 90)
    for moves in (0, 1, 2, 90):
        part = record.truncated(moves)
        state = part.initial_state(engine)
        actors = set()
        for data in part.actions:
            actors.add(engine.current_player(state))
            state = engine.apply_action(state, engine.parse_action(data))
        since_module._last = None
        assert decided_seats(engine, part) == actors - {None}
        assert decided_seats(engine, part) == actors - {None}  # (from the kept replay)
    assert decided_seats(engine, record.truncated(0)) == frozenset()


@BOTH
def test_a_game_checked_on_loading_starts_from_that_replay_with_the_same_marks(
    game, tmp_path, monkeypatch
):
    from shared.engine import saves
    from shared.engine import since as since_module

    engine, _ = GAMES[game]
    record = seeded_record(game, 90)
    expected_state, expected_marks = replay_with_marks(engine, record)
    since_module._last = None
    path = saves.save_record(record, tmp_path / "game.json")
    loaded, checked = saves.load_game(path, engine)
    walked: list[object] = []
    with monkeypatch.context() as patched:
        patched.setattr(engine, "apply_action", lambda *args: walked.append(args))
        state, marks = replay_with_marks(engine, loaded)  # the check's walk, not a new one
    assert walked == [] and state is checked
    assert state.model_dump_json() == expected_state.model_dump_json()
    assert marks == expected_marks
    other = seeded_record(game, 80)  # another record is walked for itself
    assert replay_with_marks(engine, other)[0].model_dump_json() == (
        other.replay(engine).model_dump_json()
    )


def _summary_with_lines(app: HotSeatApp) -> bool:
    return isinstance(app.screen, SinceScreen) and bool(app.screen.lines)


@BOTH
async def test_the_same_keys_reach_every_decision_after_a_curtain(game, monkeypatch):
    """Issue "every key": the page of what happened follows every curtain, also when nothing
    did (the first hand-over), so Enter, Enter always reaches the decision; the page was shown
    only when something had happened, and an Enter meant for it took a choice instead."""
    app, gate, watch = _table(game, "hh", monkeypatch)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen), what="a curtain")
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, SinceScreen), what="the page")
        assert isinstance(app.screen, SinceScreen)
        text = screen_text(app)  # (nobody has decided yet: no "last decision" to speak of)
        assert "before your first decision:" in text
        assert "Your first decision of this game." in text
        assert "last decision" not in text
        watch.check(app, "since")
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.awaiting is not None, what="the decision")
        assert app.unlocked == app.awaiting
    gate.opened.set()


@BOTH
async def test_after_the_curtain_a_seat_reads_what_the_others_did_then_decides(game, monkeypatch):
    app, gate, watch = _table(game, "hh", monkeypatch)
    async with run_app(app, SIZE) as pilot:
        keys = _keys(game, app)
        await walk_table(pilot, keys, lambda: _summary_with_lines(app), watch, gate)
        summary = app.screen
        assert isinstance(summary, SinceScreen)
        seat = summary.player_seat
        assert seat is not None
        # the seat's own screen may be built beneath its summary (the keyboard is the seat's
        # since it lifted the curtain), but no other seat's, and it is not drawn (the watch)
        built = [s.seat for s in app.screen_stack if isinstance(s, PlayerScreen)]
        assert built in ([], [seat])
        assert summary.lines == _expected(app, seat)
        text = screen_text(app)
        decided = seat in decided_seats(GAMES[game][0], app.record)
        assert summary.first is not decided
        heading = "since your last decision:" if decided else "before your first decision:"
        assert f"{app.record.players[seat]}, {heading}" in text
        assert summary.lines[-1] in text
        watch.check(app, "since")  # public lines only: no seat's secret, no "(only you)"
        await wait_until(pilot, lambda: any(isinstance(s, PlayerScreen) for s in app.screen_stack))
        assert app.screen.lines == summary.lines and summary.lines[-1] in screen_text(app)
        watch.check(app, "since")  # its screen built beneath, not drawn
        await pilot.press("enter")
        await wait_until(pilot, lambda: not isinstance(app.screen, SinceScreen))  # its own screen
        assert app.unlocked == seat
        assert not isinstance(app.screen, SinceScreen)
        assert [s.seat for s in app.screen_stack if isinstance(s, PlayerScreen)] == [seat]
    gate.opened.set()


@BOTH
async def test_a_lone_person_reads_what_the_bots_did_when_the_turn_comes(game, monkeypatch):
    app, gate, watch = _table(game, "hb", monkeypatch)
    async with run_app(app, SIZE) as pilot:
        keys = _keys(game, app)
        await walk_table(pilot, keys, lambda: isinstance(app.screen, SinceScreen), watch, gate)
        summary = app.screen
        assert isinstance(summary, SinceScreen) and summary.player_seat == 0
        assert summary.lines and summary.lines == _expected(app, 0)
        watch.check_summary(app, summary)
        assert not any(isinstance(screen, CurtainScreen) for screen in app.screen_stack)
        await pilot.press("escape")
        await wait_until(pilot, lambda: not isinstance(app.screen, SinceScreen))
        assert app.awaiting == 0
        await pilot.pause()
        assert not isinstance(app.screen, SinceScreen)  # once read, not shown again
    gate.opened.set()


@BOTH
def test_the_watch_catches_a_summary_holding_a_private_line(game):
    engine, _ = GAMES[game]
    state = seeded_record(game).replay(engine)
    public = {summary_line(entry) for entry in public_log(state)}
    private = [e.text for e in state.log if e.seat is not None and e.text not in public]
    assert private, "a whole game has lines for one seat only"
    table = SimpleNamespace(state=state)
    watch = _watch(game)
    watch.check_summary(table, SinceScreen("Ann", 0, sorted(public)[:3]))  # type: ignore[arg-type]
    with pytest.raises(AssertionError, match="a private log line in a summary"):
        watch.check_summary(table, SinceScreen("Ann", 0, [private[0]]))  # type: ignore[arg-type]
    with pytest.raises(AssertionError, match="not in the public log"):
        watch.check_summary(table, SinceScreen("Ann", 0, ["Ann wins everything."]))  # type: ignore[arg-type]
