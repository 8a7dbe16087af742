"""Every bad save file, through the real command line of both games: one sentence, exit 1.

Each case builds its file in the test's folder and runs ``--load FILE``, ``--resume`` (with
the case where the autosave should be) and ``replay FILE`` for Mea Culpa and Sinners. Each
must print one line naming the file on stderr and nothing on stdout, return 1 without
starting the app, leave the file exactly as it was, and return at once even for a named
pipe or a device. The app's own opening for the same request must show the same sentence.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import os
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from meaculpa_tui.spec import game_spec as meaculpa_spec
from shared.cli import GameSpec, LaunchRequest, run
from shared.engine.record import GameRecord
from shared.engine.saves import MAX_SAVE_BYTES, SCHEMA_VERSION, autosave_path, save_record
from shared.ui.openings import ShowSaveError, opening_for
from sinners_tui.spec import game_spec as sinners_spec
from tests.shared.promptly import call_promptly
from tests.shared.unreadable import refuse_reading_when_root

SPECS: dict[str, Callable[[], GameSpec]] = {"meaculpa": meaculpa_spec, "sinners": sinners_spec}
#: Moves played into each game's record before a case damages it.
MOVES = 12
#: The move a "tampered move" case spoils (counted from 1, as the message counts).
SPOILT = 9


@functools.cache
def _record(game: str) -> GameRecord:
    """A two-player game of ``game`` with MOVES moves, each the first legal one."""
    engine = SPECS[game]().engine
    record = GameRecord.start(engine, ["Ann", "Ben"], seed=3)
    state = record.initial_state(engine)
    for _ in range(MOVES):
        action = engine.legal_actions(state)[0]
        state = engine.apply_action(state, action)
        record = record.with_action(action)
    return record


def _save(target: Path, game: str) -> dict[str, Any]:
    """Save ``game``'s record at ``target`` and return the file's JSON for tampering."""
    save_record(_record(game), target)
    data: dict[str, Any] = json.loads(target.read_text())
    return data


def _with_move(target: Path, game: str, number: int, move: Any) -> None:
    data = _save(target, game)
    data["record"]["actions"][number - 1] = move
    target.write_text(json.dumps(data))


def _truncated(target: Path, game: str) -> None:
    save_record(_record(game), target)
    target.write_bytes(target.read_bytes()[:-40])


def _random_bytes(target: Path, game: str) -> None:
    target.write_bytes(bytes(range(256)) * 8)


def _empty(target: Path, game: str) -> None:
    target.write_bytes(b"")


def _other_game(target: Path, game: str) -> None:
    save_record(_record("sinners" if game == "meaculpa" else "meaculpa"), target)


def _newer_schema(target: Path, game: str) -> None:
    data = _save(target, game)
    data["schema_version"] = SCHEMA_VERSION + 1
    target.write_text(json.dumps(data))


def _missing(target: Path, game: str) -> None:
    pass


def _folder(target: Path, game: str) -> None:
    target.mkdir()


def _no_read_permission(target: Path, game: str) -> None:
    save_record(_record(game), target)
    target.chmod(0)  # the test patches os.open as well when it runs as root (see below)


def _illegal_move(target: Path, game: str) -> None:
    _with_move(target, game, SPOILT, _record(game).actions[0])  # the first move, made again


def _huge(target: Path, game: str) -> None:
    with target.open("wb") as handle:
        handle.truncate(MAX_SAVE_BYTES + 1)  # sparse: costs no disk space


def _deeply_nested(target: Path, game: str) -> None:
    target.write_text("[" * 200_000 + "]" * 200_000)


def _long_integer(target: Path, game: str) -> None:
    data = _save(target, game)
    text = json.dumps(data).replace('"seed": 3', '"seed": ' + "9" * 5000)
    assert "9" * 5000 in text
    target.write_text(text)


def _named_pipe(target: Path, game: str) -> None:
    os.mkfifo(target)


def _device(target: Path, game: str) -> None:
    target.symlink_to("/dev/zero")


def _unknown_kind_of_move(target: Path, game: str) -> None:
    _with_move(target, game, SPOILT, {"kind": "fly"})


def _out_of_range_value(target: Path, game: str) -> None:
    """The spoilt move gets a number no game allows: a negative value in each of its fields."""
    move = dict(_record(game).actions[SPOILT - 1])
    fields = [key for key, value in move.items() if type(value) is int]
    assert fields, f"move {SPOILT} of {game} has no number to spoil: {move}"
    move.update(dict.fromkeys(fields, -7))
    _with_move(target, game, SPOILT, move)


def _link_loop(target: Path, game: str) -> None:
    target.symlink_to(target)


def _dangling_link(target: Path, game: str) -> None:
    target.symlink_to(target.with_name("moved-away.json"))


#: Case name -> (what builds the file at a path, words its sentence must hold).
CASES: dict[str, tuple[Callable[[Path, str], None], str]] = {
    "truncated": (_truncated, "it is damaged (it ends too soon"),
    "random-bytes": (_random_bytes, "it is not a save file (it is damaged or not text)."),
    "empty": (_empty, "it is empty."),
    "other-game": (_other_game, "it holds a game of '"),
    "newer-schema": (_newer_schema, "it was written by a newer version of the game"),
    "missing": (_missing, "there is no such file."),
    "folder": (_folder, "it is a folder, not a file."),
    "no-read-permission": (_no_read_permission, "it cannot be read (permission denied)."),
    "illegal-move": (_illegal_move, f"its move {SPOILT} cannot be made ("),
    "huge": (_huge, "it is far too large to be a save file"),
    "deeply-nested": (_deeply_nested, "it is not a save file (its data are nested far too"),
    "5000-digit-integer": (_long_integer, "it is not a save file (it holds a number too long"),
    "named-pipe": (_named_pipe, "it is a named pipe, not a file."),
    "dev-zero": (_device, "it is a device, not a file."),
    "unknown-kind-of-move": (
        _unknown_kind_of_move,
        f"its move {SPOILT} is not a move of this game (unknown kind 'fly').",
    ),
    "out-of-range-value": (_out_of_range_value, f"its move {SPOILT} "),
    "link-loop": (_link_loop, "it is a link that loops back on itself"),
    "dangling-link": (_dangling_link, "moved-away.json, which does not exist."),
}
POSIX_CASES = {"named-pipe", "dev-zero"}


def _state_of(path: Path) -> Any:
    """What must not change: the bytes and times of a file, or what a link or pipe is."""
    try:
        info = path.lstat()
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(info.st_mode):
        return ("link", os.readlink(path))
    if stat.S_ISREG(info.st_mode):
        path.chmod(info.st_mode | stat.S_IRUSR)
        try:
            content = path.read_bytes()
        finally:
            path.chmod(info.st_mode)
        return ("file", content, info.st_mtime_ns, info.st_mode)
    if stat.S_ISDIR(info.st_mode):
        return ("folder", sorted(os.listdir(path)), info.st_mtime_ns)
    return ("other", stat.S_IFMT(info.st_mode), info.st_mtime_ns)


def _no_app(request: LaunchRequest) -> int:
    raise AssertionError("the app was started for an unusable save file")


@pytest.mark.parametrize("command", ["--load", "--resume", "replay"])
@pytest.mark.parametrize("game", sorted(SPECS))
@pytest.mark.parametrize("case", list(CASES))
def test_a_bad_save_file_gets_one_sentence_and_exit_status_1(
    case: str,
    game: str,
    command: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
):
    if case in POSIX_CASES and sys.platform == "win32":
        pytest.skip("named pipes and devices are POSIX")
    build, words = CASES[case]
    spec = dataclasses.replace(SPECS[game](), launch=_no_app)
    if command == "--resume":
        path = autosave_path(spec.engine.GAME_NAME)
        argv = ["--resume"]
        request = LaunchRequest(resume=True)
    else:
        path = tmp_path / "save.json"
        argv = [command, str(path)]
        request = LaunchRequest(replay=path) if command == "replay" else LaunchRequest(load=path)
    build(path, game)
    if case == "no-read-permission":
        refuse_reading_when_root(monkeypatch, path)
    before = _state_of(path)
    pipe = path if case == "named-pipe" else None

    code = call_promptly(lambda: run(spec, argv), unblock=pipe)
    out, err = capsys.readouterr()

    assert code == 1
    assert out == ""
    assert "Traceback" not in err
    lines = err.splitlines()
    if case == "missing" and command == "--resume":
        # no autosave at all is not a damaged file: the command line says so in its own words
        assert lines == [f"There is no autosaved {spec.title} game to resume."]
        return
    assert len(lines) == 1, err
    sentence = lines[0]
    assert sentence.startswith(f"Cannot use the save file {path}: ")
    assert words in sentence
    assert sentence.endswith(".")
    assert "validation error" not in sentence
    opening = call_promptly(lambda: opening_for(spec, request), unblock=pipe)
    assert isinstance(opening, ShowSaveError)
    assert str(opening.error) == sentence  # the app shows the very same sentence
    assert _state_of(path) == before
