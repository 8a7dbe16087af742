"""Several games kept, two at once: own autosaves, --resume, locks, the setup list, clean-up."""

from __future__ import annotations

import contextlib
import dataclasses
import io
import os
import time
from pathlib import Path

from textual.widgets import OptionList

from shared.cli import LaunchRequest, run
from shared.engine.autosaves import (
    AUTOSAVE_NAME,
    GameLock,
    check_not_open,
    lock_file,
    new_autosave_path,
    when_played,
)
from shared.engine.record import GameRecord
from shared.engine.saves import data_dir, load_record, save_record
from shared.session.seats import save_seat_kinds, seats_path
from shared.ui import ConfirmDialog, CurtainScreen, PlayerScreen, SetupScreen
from shared.ui.openings import ShowSetup, StartGame, opening_for
from tests.shared import toy_engine
from tests.shared.ui.keys import toy_player
from tests.shared.ui.toy_app import TOY_SPEC, start, toy_app
from tests.ui_support import flush_saves, press_until, run_app, screen_text, wait_until

SIZE = (100, 30)


def _files(paths: list[Path]) -> dict[str, tuple[int, int, bytes]]:
    """Identity, version and bytes of each file: any write or replacement changes them."""
    found = {}
    for path in paths:
        info = path.stat()
        found[path.name] = (info.st_ino, info.st_mtime_ns, path.read_bytes())
    return found


def _own_files(app) -> list[Path]:
    path = app.save_path
    return [path, seats_path(path), lock_file(path)]


def _saved(players: list[str], moves: int, *, age: float, seats=None) -> Path:
    record = GameRecord.start(toy_engine, players, 21)
    for _ in range(moves):
        record = record.with_action(toy_engine.Add(amount=1))
    path = save_record(record, new_autosave_path("toy"))
    save_seat_kinds(path, seats or ["human"] * len(players))
    moment = time.time() - age
    os.utime(path, (moment, moment))
    return path


def _text(app) -> str:
    """The screen's words on one line (wrapped sentences are found whole)."""
    return " ".join(screen_text(app).split())


async def _one_move(pilot, app) -> None:
    count = len(app.record.actions)
    await press_until(pilot, toy_player(app, "1"), lambda: len(app.record.actions) > count)
    await wait_until(pilot, lambda: load_record(app.save_path, toy_engine) == app.record)


async def test_two_games_at_once_never_touch_each_others_files():
    first = toy_app(start(["Ann", "Ben"], seed=48213))
    second = toy_app(start(["Cid", "Dee"], seed=90731))
    async with run_app(first, SIZE) as one, run_app(second, SIZE) as two:
        await wait_until(one, lambda: first.save_path is not None and first.save_path.exists())
        await wait_until(two, lambda: second.save_path is not None and second.save_path.exists())
        assert first.save_path != second.save_path
        for game, app in ((first, "48213"), (second, "90731")):
            assert app not in game.save_path.name  # named at random, never after the seed
            assert app not in lock_file(game.save_path).read_text()
        for _ in range(3):
            before = _files(_own_files(second))
            await _one_move(one, first)
            assert _files(_own_files(second)) == before
            before = _files(_own_files(first))
            await _one_move(two, second)
            assert _files(_own_files(first)) == before
        flush_saves(first)
        flush_saves(second)
        assert load_record(first.save_path, toy_engine) == first.record
        assert load_record(second.save_path, toy_engine) == second.record
        assert first.record.players == ["Ann", "Ben"] and second.record.players == ["Cid", "Dee"]


async def test_resume_continues_the_game_played_last_in_its_own_file():
    older = _saved(["Ann", "Ben"], 2, age=600)
    newer = _saved(["Cid", "Dee"], 1, age=60, seats=["human", "random"])
    untouched = older.read_bytes()
    asked: list[LaunchRequest] = []
    spec = dataclasses.replace(TOY_SPEC, launch=lambda request: asked.append(request) or 0)
    assert run(spec, ["--resume"]) == 0
    assert asked[0].game == newer
    opening = opening_for(TOY_SPEC, asked[0])
    assert isinstance(opening, StartGame) and opening.save_path == newer
    assert opening.seats == ["human", "random"]
    app = toy_app(opening)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.save_path == newer)
        await _one_move(pilot, app)  # and the bot's
        played = app.record
    assert len(played.actions) > 2 and load_record(newer, toy_engine) == played
    assert older.read_bytes() == untouched
    games = sorted(p.name for p in data_dir("toy").iterdir() if AUTOSAVE_NAME.fullmatch(p.name))
    assert games == sorted([older.name, newer.name])  # no third game was made


async def test_an_open_game_cannot_be_opened_twice():
    first = toy_app(start(["Ann", "Ben", "Cid"], seed=3))
    async with run_app(first, SIZE) as pilot:
        await press_until(pilot, toy_player(first, "1"), lambda: len(first.record.actions) == 3)
        await wait_until(pilot, lambda: load_record(first.save_path, toy_engine) == first.record)
        sentence = (
            f"Ann, Ben and Cid's game (round 2) is open in another window (process {os.getpid()})."
        )
        spec = dataclasses.replace(TOY_SPEC, launch=lambda request: 0)
        err = io.StringIO()  # (the running app holds sys.stderr)
        with contextlib.redirect_stderr(err):
            assert run(spec, ["--resume"]) == 1
        assert err.getvalue().strip() == sentence
        err = io.StringIO()  # --load of that very autosave is the same game, not a copy
        with contextlib.redirect_stderr(err):
            assert run(spec, ["--load", str(first.save_path)]) == 1
        assert err.getvalue().strip() == sentence
        before = first.save_path.read_bytes()
        second = toy_app(opening_for(TOY_SPEC, LaunchRequest(game=first.save_path)))
        async with run_app(second, SIZE) as other:
            await wait_until(other, lambda: isinstance(second.screen, SetupScreen))
            assert sentence in _text(second)
            assert second.record is None and second.save_path is None
        assert first.save_path.read_bytes() == before
        await _one_move(pilot, first)  # the first window plays on, unaware
    check_not_open(first.save_path)  # closing the window freed the game


def test_loading_an_autosave_continues_that_game_in_place():
    """``--load`` of one of our own autosaves is ``--resume`` of that game: no second copy."""
    saved = _saved(["Ann", "Ben"], 2, age=60)
    asked: list[LaunchRequest] = []
    spec = dataclasses.replace(TOY_SPEC, launch=lambda request: asked.append(request) or 0)
    assert run(spec, ["--load", str(saved)]) == 0
    assert asked[0].game == saved and asked[0].load is None
    opening = opening_for(TOY_SPEC, asked[0])
    assert isinstance(opening, StartGame) and opening.save_path == saved


async def test_the_setup_screen_lists_unfinished_games_to_continue_or_delete():
    finished = _saved(["Fay", "Gus"], 10, age=30)
    older = _saved(["Ann", "Ben"], 2, age=7200)
    newer = _saved(["Cid", "Dee", "Eve"], 5, age=5)
    app = toy_app(ShowSetup())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        text = screen_text(app)
        assert "Unfinished games" in text
        assert "Cid, Dee, Eve · round 2 · today " in text
        # two hours ago: "yesterday" just after midnight
        played = when_played(older.stat().st_mtime)
        assert f"Ann, Ben · round 2 · {played}" in text
        assert "Fay, Gus" not in text  # finished: nothing to continue
        assert text.index("Cid, Dee, Eve") < text.index("Ann, Ben")  # most recent first
        assert "Start" in text  # the new-game form is still there at 100x30
        listing = app.screen.query_one(OptionList)
        assert listing.has_focus and listing.highlighted == 0  # Enter would continue Cid's
        listing.highlighted = 1  # Ann and Ben's game
        await pilot.press("delete")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        assert f"Delete Ann and Ben's game (round 2), last played {played}" in _text(app)
        await pilot.press("n")
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        assert older.exists()
        await pilot.press("delete")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("y")
        await wait_until(pilot, lambda: not older.exists())
        assert not seats_path(older).exists() and not lock_file(older).exists()
        assert newer.exists() and finished.exists()
        await pilot.pause()
        assert "Ann, Ben ·" not in screen_text(app)
        assert "Deleted Ann and Ben's game (round 2)." in _text(app)
        listing.highlighted = 0
        await pilot.press("enter")  # continue Cid, Dee and Eve's game
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.save_path == newer and len(app.record.actions) == 5
        await _one_move(pilot, app)
        flush_saves(app)
        assert len(load_record(newer, toy_engine).actions) == 6


async def test_the_setup_screen_refuses_a_game_open_in_another_window():
    path = _saved(["[b]Ann[/b]", "Ben"], 1, age=5)  # names are shown as typed
    lock = GameLock.acquire(path, "[b]Ann[/b] and Ben's game (round 1)")
    try:
        app = toy_app(ShowSetup())
        async with run_app(app, SIZE) as pilot:
            await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
            assert "[b]Ann[/b], Ben · round 1 · today " in screen_text(app)
            assert "open in another window" in screen_text(app)
            app.screen.query_one(OptionList).focus()
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, SetupScreen)
            expected = (
                "[b]Ann[/b] and Ben's game (round 1) is open in another window "
                f"(process {os.getpid()})."
            )
            assert expected in _text(app)
            await pilot.press("delete")  # refused at once, nothing to confirm
            await pilot.pause()
            assert isinstance(app.screen, SetupScreen)
            assert f"{expected} It cannot be deleted while it is open." in _text(app)
            assert path.exists()
    finally:
        lock.release()


async def test_a_new_game_from_a_game_leaves_the_first_one_saved_and_free():
    app = toy_app(start(["Ann", "Ben"], seed=4))
    async with run_app(app, SIZE) as pilot:
        await press_until(pilot, toy_player(app, "1"), lambda: len(app.record.actions) == 2)
        await wait_until(pilot, lambda: load_record(app.save_path, toy_engine) == app.record)
        first, saved = app.save_path, app.save_path.read_bytes()
        await pilot.press("ctrl+n")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        assert "This one stays saved" in screen_text(app)
        await pilot.press("y")
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        assert "Unfinished games" not in screen_text(app)  # the game of this window is not listed
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: app.save_path not in (None, first))
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen | PlayerScreen))
        check_not_open(first)  # given free for another window
        assert first.read_bytes() == saved


async def test_a_temporary_file_left_by_a_killed_save_is_removed_at_the_next_start():
    folder = data_dir("toy")
    stale = folder / ".autosave-0123456789ab.json.q1w2e3r4.tmp"
    fresh = folder / ".autosave-ba9876543210.json.a1s2d3f4.tmp"
    for path in (stale, fresh):
        path.write_text('{"format": "sinful-tables", "schema_ver')
    old = time.time() - 3600
    os.utime(stale, (old, old))
    app = toy_app(start(["Ann", "Ben"]))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.save_path is not None)
        assert not stale.exists()
        assert fresh.exists()  # may belong to a save under way in another window
