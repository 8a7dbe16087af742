"""The games folder: one autosave per game, listed read-only, locked while open, cleaned up."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import pytest

from shared.engine import autosaves
from shared.engine.autosaves import (
    GameInUseError,
    GameLock,
    check_not_open,
    delete_game,
    game_title,
    latest_game,
    list_games,
    lock_file,
    new_autosave_path,
    remove_stale_temp_files,
    seats_file,
    when_played,
)
from shared.engine.games_memo import MEMO_NAME
from shared.engine.record import GameRecord
from shared.engine.saves import autosave_path, data_dir, save_record
from tests.shared import toy_engine
from tests.shared.toy_engine import Add

ROOT = Path(__file__).resolve().parents[2]


def _record(players=("Ann", "Ben", "Cid"), moves: int = 0, seed: int = 11) -> GameRecord:
    record = GameRecord.start(toy_engine, list(players), seed)
    for _ in range(moves):
        record = record.with_action(Add(amount=1))
    return record


def _saved(record: GameRecord, *, age: float = 0.0) -> Path:
    """``record`` in a new autosave, last modified ``age`` seconds ago."""
    path = save_record(record, new_autosave_path("toy"))
    moment = time.time() - age
    os.utime(path, (moment, moment))
    return path


def _snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {
        path.name: (path.read_bytes(), path.stat().st_mtime_ns)
        for path in sorted(folder.iterdir())
        if path.is_file()
    }


def test_every_game_gets_a_random_name_of_its_own():
    names = {new_autosave_path("toy").name for _ in range(50)}
    assert len(names) == 50
    assert all(autosaves.AUTOSAVE_NAME.fullmatch(name) for name in names)
    path = new_autosave_path("toy")
    assert path.parent == data_dir("toy")
    assert seats_file(path).name == f"{path.stem}.seats.json"
    assert lock_file(path).name == f"{path.stem}.lock"


def test_titles_and_times_read_as_sentences():
    assert game_title(["Ann", "Ben", "Cid"], 3) == "Ann, Ben and Cid's game (round 3)"
    assert game_title(["Ann", "Ben"]) == "Ann and Ben's game"
    now = datetime(2025, 6, 2, 18, 0)
    assert when_played(datetime(2025, 6, 2, 14, 5).timestamp(), now) == "today 14:05"
    assert when_played(datetime(2025, 6, 1, 9, 12).timestamp(), now) == "yesterday 09:12"
    assert when_played(datetime(2025, 3, 3, 9, 12).timestamp(), now) == "3 Mar 09:12"
    assert when_played(datetime(2024, 3, 3, 9, 12).timestamp(), now) == "3 Mar 2024"


def test_unfinished_games_are_listed_newest_first_with_players_and_round():
    old = _saved(_record(("Ann", "Ben"), moves=2), age=3600)
    new = _saved(_record(("Cid", "Dee", "Eve"), moves=1), age=10)
    finished = _saved(_record(("Fay", "Gus"), moves=10), age=0)  # the counter reached 10
    games = list_games(toy_engine)
    assert [game.path for game in games] == [new, old]
    assert games[0].players == ("Cid", "Dee", "Eve") and games[0].round == 1
    assert games[0].line().startswith("Cid, Dee, Eve · round 1 · ")
    assert latest_game(toy_engine).path == new
    assert finished in [game.path for game in list_games(toy_engine, finished=True)]


def test_the_game_to_resume_is_found_without_reading_older_games(monkeypatch):
    finished = _saved(_record(("Fay", "Gus"), moves=10), age=0)
    new = _saved(_record(("Cid", "Dee"), moves=1), age=10)
    older = [_saved(_record(("Ann", "Ben"), moves=2), age=100 + n) for n in range(3)]
    read: list[Path] = []
    reading = autosaves.read_saved_game

    def counted(path: Path, engine: object, memo: object = None) -> object:
        read.append(path)
        return reading(path, engine, memo)  # type: ignore[arg-type]

    monkeypatch.setattr(autosaves, "read_saved_game", counted)
    assert latest_game(toy_engine).path == new == list_games(toy_engine)[0].path
    assert read[:2] == [finished, new] and set(read[2:]) == {finished, new, *older}
    read.clear()
    assert latest_game(toy_engine).path == new and read == [finished, new]


def test_the_old_single_autosave_is_one_game_of_the_list():
    legacy = save_record(_record(("Old", "Timer"), moves=1), autosave_path("toy"))
    assert [game.path for game in list_games(toy_engine)] == [legacy]


def test_unusable_files_are_listed_with_their_reason_and_left_untouched():
    folder = data_dir("toy")
    good = _saved(_record(moves=1), age=100)
    (folder / "autosave-0123456789ab.json").write_bytes(b"\x00\xffnot json")
    (folder / "autosave-ba9876543210.json").mkdir()
    os.mkfifo(folder / "autosave-aaaaaaaaaaaa.json")  # would block a plain read
    (folder / "autosave-cccccccccccc.json").symlink_to(folder / "moved-away.json")
    (folder / "notes.json").write_text("{}")  # not ours: not even looked at
    before = _snapshot(folder)
    games = {game.path.name: game for game in list_games(toy_engine)}
    assert set(games) == {
        good.name,
        "autosave-0123456789ab.json",
        "autosave-ba9876543210.json",
        "autosave-aaaaaaaaaaaa.json",
        "autosave-cccccccccccc.json",
    }
    assert "not a save file" in games["autosave-0123456789ab.json"].error.problem
    assert "folder" in games["autosave-ba9876543210.json"].error.problem
    assert "named pipe" in games["autosave-aaaaaaaaaaaa.json"].error.problem
    assert "moved-away.json, which does not exist" in str(games["autosave-cccccccccccc.json"].error)
    assert games[good.name].usable
    after = _snapshot(folder)
    assert set(after) - set(before) == {MEMO_NAME}  # the listing's memo, and nothing else
    del after[MEMO_NAME]
    assert after == before
    assert list_games(toy_engine) and _snapshot(folder)[MEMO_NAME] == _snapshot(folder)[MEMO_NAME]


def _replays(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The files replayed from now on, by a listing that starts as a new process would
    (nothing read in this one yet)."""
    monkeypatch.setattr(autosaves, "_READ", {})
    replayed: list[Path] = []
    reading = autosaves._read_game

    def counted(path: Path, info: os.stat_result, engine: object) -> object:
        replayed.append(path)
        return reading(path, info, engine)  # type: ignore[arg-type]

    monkeypatch.setattr(autosaves, "_read_game", counted)
    return replayed


def test_a_finished_game_is_replayed_once_and_never_at_a_later_start(monkeypatch):
    finished = [_saved(_record(("Fay", "Gus"), moves=10), age=n) for n in range(3)]
    playing = _saved(_record(("Cid", "Dee", "Eve"), moves=2), age=10)
    first = list_games(toy_engine)
    assert [game.path for game in first] == [playing] and first[0].round == 1
    replayed = _replays(monkeypatch)
    assert list_games(toy_engine) == first
    assert latest_game(toy_engine) == first[0]
    assert {game.path for game in list_games(toy_engine, finished=True)} == {*finished, playing}
    assert replayed == []
    save_record(_record(("Cid", "Dee", "Eve"), moves=3), playing)  # played on since
    assert list_games(toy_engine)[0].actions == 3
    assert replayed == [playing]


def test_a_broken_or_foreign_memo_is_ignored_and_replaced(monkeypatch):
    playing = _saved(_record(("Cid", "Dee"), moves=2), age=10)
    memo = data_dir("toy") / MEMO_NAME
    for junk in (b"\x00\xff", b"[]", b'{"memo": 1, "games": [{"key": 1}]}', b"{" * 5000):
        memo.write_bytes(junk)
        replayed = _replays(monkeypatch)
        assert [game.path for game in list_games(toy_engine)] == [playing]
        assert replayed == [playing]
        assert json.loads(memo.read_text())["games"][0]["game"]["players"] == ["Cid", "Dee"]
    memo.unlink()
    memo.mkdir()  # in the way: the games are listed all the same, every time replayed
    assert [game.path for game in list_games(toy_engine)] == [playing]


def test_a_memo_that_lies_about_a_file_of_another_version_is_not_believed(monkeypatch):
    playing = _saved(_record(("Cid", "Dee"), moves=2), age=10)
    list_games(toy_engine)
    memo = data_dir("toy") / MEMO_NAME
    text = json.loads(memo.read_text())
    text["games"][0]["version"][0] += 1  # another size: another version of the file
    text["games"][0]["game"]["over"] = True
    memo.write_text(json.dumps(text))
    replayed = _replays(monkeypatch)
    assert [game.path for game in list_games(toy_engine)] == [playing]
    assert replayed == [playing]


def test_a_folder_that_cannot_be_read_lists_nothing(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("SINFUL_TABLES_DATA_DIR", "/proc/nonexistent/for/sure")
    assert list_games(toy_engine) == []
    assert remove_stale_temp_files("toy") == []


def test_a_lock_refuses_a_second_window_naming_the_game_and_the_process():
    path = _saved(_record(moves=4))
    lock = GameLock.acquire(path, "Ann, Ben and Cid's game (round 1)", toy_engine)
    assert lock.held
    with pytest.raises(GameInUseError) as caught:
        GameLock.acquire(path, "whatever", toy_engine)
    expected = (
        f"Ann, Ben and Cid's game (round 2) is open in another window (process {os.getpid()})."
    )
    assert str(caught.value) == expected  # the round as saved now, not as it was locked
    with pytest.raises(GameInUseError):
        check_not_open(path, toy_engine)
    lock.release()
    check_not_open(path, toy_engine)
    GameLock.acquire(path, "again").release()


def test_a_lock_held_by_another_process(tmp_path: Path):
    path = _saved(_record(("Ann", "Ben"), moves=1))
    code = (
        "import sys, time; from pathlib import Path;"
        "from shared.engine.autosaves import GameLock;"
        'lock = GameLock.acquire(Path(sys.argv[1]), "Ann and Ben\'s game (round 1)");'
        "print('held', flush=True); time.sleep(60)"
    )
    holder = subprocess.Popen(
        [sys.executable, "-c", code, str(path)], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(GameInUseError) as caught:
            GameLock.acquire(path, "mine")
        assert str(caught.value) == (
            f"Ann and Ben's game (round 1) is open in another window (process {holder.pid})."
        )
    finally:
        holder.kill()
        holder.wait()
    GameLock.acquire(path, "mine").release()  # the system freed it with the process


def test_delete_removes_the_games_own_files_only():
    path = _saved(_record(moves=1))
    other = _saved(_record(("Zed", "Yve"), moves=1))
    seats_file(path).write_text('{"seats": ["human", "human", "human"]}')
    GameLock.acquire(path, "t").release()
    assert lock_file(path).exists()
    folder = path.parent
    kept = {name: value for name, value in _snapshot(folder).items() if path.stem not in name}
    delete_game(path, toy_engine)
    assert not path.exists() and not seats_file(path).exists() and not lock_file(path).exists()
    assert _snapshot(folder) == kept and other.exists()


def test_delete_refuses_an_open_game_and_files_that_are_not_autosaves(tmp_path: Path):
    path = _saved(_record(moves=1))
    lock = GameLock.acquire(path, "t")
    try:
        with pytest.raises(GameInUseError):
            delete_game(path, toy_engine)
        assert path.exists()
    finally:
        lock.release()
    stranger = tmp_path / "my-game.json"
    stranger.write_text("{}")
    with pytest.raises(ValueError):
        delete_game(stranger)
    assert stranger.exists()


def _temp(folder: Path, name: str, age: float) -> Path:
    path = folder / name
    path.write_text("half a save")
    moment = time.time() - age
    os.utime(path, (moment, moment))
    return path


def test_stale_temporary_files_of_killed_saves_are_removed():
    folder = data_dir("toy")
    open_game = _saved(_record(moves=1))
    lock = GameLock.acquire(open_game, "t")
    old = _temp(folder, ".autosave-0123456789ab.json.k2j3h4_x.tmp", 3600)
    old_seats = _temp(folder, ".autosave-0123456789ab.seats.json.abcdefgh.tmp", 3600)
    old_legacy = _temp(folder, ".autosave.json.zz99zz99.tmp", 3600)
    old_memo = _temp(folder, f".{MEMO_NAME}.q1w2e3r4.tmp", 3600)
    fresh = _temp(folder, ".autosave-0123456789ab.json.aaaaaaaa.tmp", 1)
    in_use = _temp(folder, f".{open_game.name}.bbbbbbbb.tmp", 3600)  # its save may be under way
    foreign = _temp(folder, ".notes.json.cccccccc.tmp", 3600)
    odd = folder / ".autosave.json.dddddddd.tmp"
    os.mkfifo(odd)
    try:
        removed = remove_stale_temp_files("toy")
    finally:
        lock.release()
    assert sorted(removed) == sorted([old, old_seats, old_legacy, old_memo])
    assert not old.exists() and not old_seats.exists() and not old_legacy.exists()
    assert not old_memo.exists()
    assert fresh.exists() and in_use.exists() and foreign.exists() and odd.exists()
    assert open_game.exists()


def test_a_game_whose_file_breaks_is_forgotten_by_the_memo():
    playing = _saved(_record(("Cid", "Dee"), moves=2), age=10)
    list_games(toy_engine)
    memo = data_dir("toy") / MEMO_NAME
    assert [entry["name"] for entry in json.loads(memo.read_text())["games"]] == [playing.name]
    playing.write_bytes(b"\x00\xffnot json")
    games = list_games(toy_engine)
    assert [game.path for game in games] == [playing] and not games[0].usable
    assert json.loads(memo.read_text())["games"] == []
