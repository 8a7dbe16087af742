"""Save files: atomic, versioned, refused with a clear message when unusable, never modified."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from shared.engine import saves
from shared.engine.errors import SaveFileError
from shared.engine.record import GameRecord
from tests.shared import toy_engine
from tests.shared.toy_engine import Add


def _played_record(moves: int = 5) -> GameRecord:
    record = GameRecord.start(toy_engine, ["Ann", "Ben"], seed=11)
    state = record.initial_state(toy_engine)
    for _ in range(moves):
        action = toy_engine.legal_actions(state)[0]
        state = toy_engine.apply_action(state, action)
        record = record.with_action(action)
    return record


def test_save_load_replay_gives_identical_state(tmp_path: Path):
    record = _played_record()
    expected = record.replay(toy_engine)
    path = saves.save_record(record, tmp_path / "game.json")
    loaded = saves.load_record(path, toy_engine)
    assert loaded == record
    assert loaded.replay(toy_engine) == expected
    assert loaded.replay(toy_engine).model_dump_json() == expected.model_dump_json()


def test_atomic_write_leaves_no_temporary_files(tmp_path: Path):
    saves.save_record(_played_record(), tmp_path / "a.json")
    saves.save_record(_played_record(2), tmp_path / "a.json")
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = saves.save_record(_played_record(), tmp_path / "a.json")
    before = path.read_bytes()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        saves.save_record(_played_record(1), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def _assert_refused(path: Path, *words: str) -> None:
    before = path.read_bytes() if path.is_file() else None
    mtime = path.stat().st_mtime_ns if path.is_file() else None
    with pytest.raises(SaveFileError) as caught:
        saves.load_record(path, toy_engine)
    message = str(caught.value)
    assert str(path) in message
    for word in words:
        assert word in message
    if before is not None:
        assert path.read_bytes() == before
        assert path.stat().st_mtime_ns == mtime


def test_truncated_file(tmp_path: Path):
    path = saves.save_record(_played_record(), tmp_path / "t.json")
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])
    _assert_refused(path, "damaged")


def test_random_bytes(tmp_path: Path):
    path = tmp_path / "noise.json"
    path.write_bytes(bytes(range(256)) * 4)
    _assert_refused(path, "not a save file")


def test_file_of_the_other_game(tmp_path: Path):
    record = _played_record().model_copy(update={"game": "sinners"})
    path = saves.save_record(record, tmp_path / "other.json")
    _assert_refused(path, "sinners", "toy")


def test_newer_schema_version(tmp_path: Path):
    path = saves.save_record(_played_record(), tmp_path / "new.json")
    data = json.loads(path.read_text())
    data["schema_version"] = saves.SCHEMA_VERSION + 1
    path.write_text(json.dumps(data))
    _assert_refused(path, "newer version")


def test_missing_file(tmp_path: Path):
    _assert_refused(tmp_path / "absent.json", "no such file")


def test_foreign_json(tmp_path: Path):
    path = tmp_path / "package.json"
    path.write_text('{"name": "something else"}')
    _assert_refused(path, "not a save file of these games")


def test_moves_that_do_not_replay(tmp_path: Path):
    record = _played_record().model_copy(update={"actions": [{"kind": "add", "amount": 7}]})
    path = saves.save_record(record, tmp_path / "bad-moves.json")
    _assert_refused(path, "do not replay")


def test_folder_instead_of_file(tmp_path: Path):
    _assert_refused(tmp_path, "folder")


def test_autosave_path_is_in_the_data_dir(_isolated_data_dir: Path):
    path = saves.autosave_path("toy")
    assert path.parent == _isolated_data_dir / "toy"
    assert path.parent.is_dir()


def test_with_action_never_edits_in_place():
    record = GameRecord.start(toy_engine, ["Ann", "Ben"], seed=1)
    longer = record.with_action(Add(amount=1))
    assert record.actions == []
    assert longer.actions == [{"kind": "add", "amount": 1}]
    assert longer.truncated(0) == record
