"""Save files: atomic, versioned, refused with a clear message when unusable, never modified."""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path
from typing import Any

import pytest

from shared.engine import saves
from shared.engine.errors import SaveFileError
from shared.engine.record import GameRecord
from tests.shared import toy_engine
from tests.shared.promptly import call_promptly
from tests.shared.toy_engine import Add
from tests.shared.unreadable import refuse_reading_when_root


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


class _CountingEngine:
    """The toy engine, counting the moves it makes (to tell whether a load replayed)."""

    def __init__(self) -> None:
        self.moves = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(toy_engine, name)

    def apply_action(self, state: Any, action: Any) -> Any:
        self.moves += 1
        return toy_engine.apply_action(state, action)


def test_the_same_bytes_are_replayed_once_and_changed_bytes_again(tmp_path: Path):
    engine = _CountingEngine()
    path = saves.save_record(_played_record(), tmp_path / "game.json")
    first = saves.load_record(path, engine)  # type: ignore[arg-type]
    assert engine.moves == 5
    again = saves.load_record(path, engine)  # type: ignore[arg-type]
    assert engine.moves == 5 and again == first and again is not first
    saves.save_record(_played_record(4), path)
    saves.load_record(path, engine)  # type: ignore[arg-type]
    assert engine.moves == 9
    other = _CountingEngine()  # another engine replays for itself
    saves.load_record(path, other)  # type: ignore[arg-type]
    assert other.moves == 4


def test_a_game_loaded_with_its_state_is_replayed_once(tmp_path: Path):
    engine = _CountingEngine()
    record = _played_record()
    path = saves.save_record(record, tmp_path / "game.json")
    loaded, state = saves.load_game(path, engine)  # type: ignore[arg-type]
    assert engine.moves == 5 and loaded == record
    assert state.model_dump_json() == record.replay(toy_engine).model_dump_json()
    saves.load_record(path, engine)  # type: ignore[arg-type]
    assert engine.moves == 5


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
    assert "\n" not in message and message.endswith(".")  # one sentence, printed as one line
    assert "validation error" not in message and "pydantic" not in message
    for word in words:
        assert word in message
    if before is not None:
        assert path.read_bytes() == before
        assert path.stat().st_mtime_ns == mtime


def test_truncated_file(tmp_path: Path):
    path = saves.save_record(_played_record(), tmp_path / "t.json")
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])
    _assert_refused(path, "damaged", "ends too soon")


def test_empty_file(tmp_path: Path):
    path = tmp_path / "empty.json"
    path.write_bytes(b"")
    _assert_refused(path, "it is empty")


def test_brackets_nested_past_what_json_can_decode(tmp_path: Path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 200_000 + "]" * 200_000)
    _assert_refused(path, "not a save file", "nested far too deeply")


def test_data_nested_deeper_than_any_save_of_ours(tmp_path: Path):
    path = saves.save_record(_played_record(), tmp_path / "deep-option.json")
    data = json.loads(path.read_text())
    data["record"]["options"] = {"announce": json.loads("[" * 100 + "]" * 100)}
    path.write_text(json.dumps(data))
    _assert_refused(path, "nested far too deeply")


@pytest.mark.parametrize(
    ("text", "depth"),
    [
        ("1", 0),
        ("[]", 1),
        ('{"a": [1, {"b": []}], "c": {}}', 4),
        ("[" * 7 + "]" * 7, 7),
        ('{"a": [' * 4 + "0" + "]}" * 4, 8),  # mixed kinds count one level each
        ('["]]]", "[[[\\"[[[", [{}]]', 3),  # brackets and quotes inside strings do not count
    ],
)
def test_nesting_is_measured_on_the_text(text: str, depth: int):
    assert json.loads(text) is not None
    assert not saves.nested_deeper_than(text, depth)
    assert depth == 0 or saves.nested_deeper_than(text, depth - 1)


def test_brackets_inside_strings_are_not_nesting(tmp_path: Path):
    # names of the longest length allowed, still deeper than MAX_NESTING if brackets counted
    names = ["[" * 20, '\\"' + "{" * 18]
    assert all(len(name) > saves.MAX_NESTING for name in names)
    record = GameRecord.start(toy_engine, names, 3)
    path = saves.save_record(record, tmp_path / "odd-names.json")
    assert saves.load_record(path, toy_engine) == record


def test_integer_too_long_to_read(tmp_path: Path):
    path = saves.save_record(_played_record(), tmp_path / "long-number.json")
    path.write_text(path.read_text().replace('"seed": 11', '"seed": ' + "7" * 5000))
    _assert_refused(path, "not a save file", "number too long")


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
    _assert_refused(path, "newer version", f"format {saves.SCHEMA_VERSION + 1}", "update the game")


def test_missing_file(tmp_path: Path):
    _assert_refused(tmp_path / "absent.json", "no such file")


def test_foreign_json(tmp_path: Path):
    path = tmp_path / "package.json"
    path.write_text('{"name": "something else"}')
    _assert_refused(path, "not a save file of these games")


@pytest.mark.parametrize(
    ("move", "words"),
    [
        ({"kind": "add", "amount": 7}, "its move 3 cannot be made ("),
        ({"kind": "fly"}, "its move 3 is not a move of this game (unknown kind 'fly')."),
        ({"amount": 1}, "its move 3 is damaged (it does not say what kind of move it is)."),
        ({"kind": "add"}, "its move 3 is damaged (amount is missing)."),
        ({"kind": "add", "amount": "x" * 99}, "its move 3 is damaged (amount: input should be"),
        ("add 1", "its move 3 is damaged (it is not a move at all)."),
    ],
)
def test_a_bad_move_is_named_by_its_number(tmp_path: Path, move: object, words: str):
    path = saves.save_record(_played_record(), tmp_path / "bad-move.json")
    data = json.loads(path.read_text())
    data["record"]["actions"][2] = move
    path.write_text(json.dumps(data))
    _assert_refused(path, words)


def test_a_set_up_the_engine_refuses(tmp_path: Path):
    record = _played_record().model_copy(update={"options": {"turbo": True}})
    path = saves.save_record(record, tmp_path / "bad-options.json")
    _assert_refused(path, "its set-up cannot be used (", "turbo")


def test_folder_instead_of_file(tmp_path: Path):
    _assert_refused(tmp_path, "folder")


posix_only = pytest.mark.skipif(sys.platform == "win32", reason="pipes and devices are POSIX")


@posix_only
def test_named_pipe_is_refused_at_once(tmp_path: Path):
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    with pytest.raises(SaveFileError, match="named pipe, not a file"):
        call_promptly(lambda: saves.load_record(path, toy_engine), unblock=path)


@posix_only
def test_pipe_swapped_in_after_the_first_look_is_refused_without_waiting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    real_stat = os.stat
    regular = real_stat(saves.save_record(_played_record(), tmp_path / "good.json"))

    def stat_before_the_swap(target: Any, *args: Any, **kwargs: Any) -> os.stat_result:
        return regular if Path(target) == path else real_stat(target, *args, **kwargs)

    monkeypatch.setattr(os, "stat", stat_before_the_swap)
    with pytest.raises(SaveFileError, match="named pipe, not a file"):
        call_promptly(lambda: saves.load_record(path, toy_engine), unblock=path)


@posix_only
@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_device_is_refused_unread(tmp_path: Path):
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    for path in (Path("/dev/zero"), link):
        with pytest.raises(SaveFileError, match="device, not a file"):
            call_promptly(lambda path=path: saves.load_record(path, toy_engine))


def test_a_link_to_a_save_file_is_followed(tmp_path: Path):
    record = _played_record()
    link = tmp_path / "link.json"
    link.symlink_to(saves.save_record(record, tmp_path / "game.json"))
    assert saves.load_record(link, toy_engine) == record


def test_link_loop(tmp_path: Path):
    path = tmp_path / "loop.json"
    path.symlink_to(path)
    _assert_refused(path, "link that loops back on itself")


def test_dangling_link(tmp_path: Path):
    path = tmp_path / "gone.json"
    path.symlink_to(tmp_path / "moved-away.json")
    _assert_refused(path, "link to", "moved-away.json", "does not exist")


def test_no_read_permission(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = saves.save_record(_played_record(), tmp_path / "secret.json")
    before = path.read_bytes()
    path.chmod(0)
    refuse_reading_when_root(monkeypatch, path)
    try:
        _assert_refused(path, "cannot be read (permission denied)")
    finally:
        path.chmod(stat.S_IRUSR | stat.S_IWUSR)
    assert path.read_bytes() == before


def test_huge_file_is_refused_unread(tmp_path: Path):
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(saves.MAX_SAVE_BYTES + 1)  # sparse: costs no disk space
    _assert_refused(path, "far too large")


@posix_only
def test_no_more_than_the_limit_is_read_whatever_the_size_said():
    reading, writing = os.pipe()  # a stream with no size at all, like a growing file
    try:
        os.write(writing, b"x" * 300)
        assert len(saves._read_at_most(reading, 100)) == 101
    finally:
        os.close(reading)
        os.close(writing)


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
