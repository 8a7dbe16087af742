"""Every kind of damage to a table file, through the command lines of both games: one sentence
naming the file, exit 1, the file left as it was.

A table file (``shared.engine.table_store``) is SQLite: each case starts from a good table of
three seats (two people and a bot) with a few moves played, changes one thing with SQL, and
runs ``watch``, ``join CODE`` and ``host --table`` on it: in this process for both games (the
app must not start, and its own opening must show the very same sentence), and once more
through the real command line in a new process. Damage only the host's window can see (the
seed and the moves, which no other window reads) is tried with ``host --table`` only.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from meaculpa_tui.spec import game_spec as meaculpa_spec
from shared.cli import GameSpec, LaunchRequest, run
from shared.engine.table_store import TableStore, table_path
from shared.ui.openings import ShowSaveError, StartGame, opening_for
from sinners_tui.spec import game_spec as sinners_spec
from tests.shared.promptly import call_promptly

SPECS: dict[str, Callable[[], GameSpec]] = {"meaculpa": meaculpa_spec, "sinners": sinners_spec}
TABLE = "abcdef"
PLAYERS = ["Ann", "Ben", "Cid"]
KINDS = ["human", "human", "random"]
#: Moves played before a case damages the table.
MOVES = 6
DEEP = "[" * 20_000 + "]" * 20_000  # (deeper than json can read, shorter than the limits)
#: Nested deeper than any table of ours, yet not deep enough to trouble ``json``.
NESTED = "[" * 20 + "]" * 20
#: The commands each case is tried with: every one, or the host's alone.
ALL = ("watch", "join", "host")
HOST = ("host",)


@functools.cache
def _good_table(game: str, folder: str) -> tuple[bytes, str]:
    """A good table file's bytes (one file: its log checkpointed) and the join code of seat 1."""
    engine = SPECS[game]().engine
    path = Path(folder) / f"table-{TABLE}.sqlite"
    store, codes = TableStore.create(path, engine, PLAYERS, KINDS, 5)
    count, state = store.state()
    for _ in range(MOVES):
        seat = engine.current_player(state)
        action = engine.legal_actions(state)[0]
        count = store.append_moves(count, seat, [action])
        state = engine.apply_action(state, action)
    store._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    return path.read_bytes(), codes[0]


def sql(*statements: str) -> Callable[[sqlite3.Connection], None]:
    def damage(db: sqlite3.Connection) -> None:
        for statement in statements:
            db.execute(statement)

    return damage


def setup(column: str, value: Any) -> Callable[[sqlite3.Connection], None]:
    def damage(db: sqlite3.Connection) -> None:
        db.execute(f"UPDATE setup SET {column} = ?", (value,))

    return damage


def public_view(change: Callable[[dict[str, Any]], None]) -> Callable[[sqlite3.Connection], None]:
    def damage(db: sqlite3.Connection) -> None:
        (text,) = db.execute("SELECT view FROM views WHERE seat = -1").fetchone()
        data = json.loads(text)
        change(data)
        db.execute("UPDATE views SET view = ? WHERE seat = -1", (json.dumps(data),))

    return damage


def _other_players(view: dict[str, Any]) -> None:
    view["players"] = ["Zed", "Yan", "Xia"]


def _first_move_again(db: sqlite3.Connection) -> None:
    """The first move stored once more as the one before the last (the last stays the
    host's, so this one is inside its record)."""
    (first,) = db.execute("SELECT action FROM moves WHERE idx = 0").fetchone()
    db.execute("UPDATE moves SET action = ? WHERE idx = ?", (first, MOVES - 2))


#: Case -> (the damage, words its sentence must hold, the commands that must refuse it).
CASES: dict[str, tuple[Callable[[sqlite3.Connection], None], str, tuple[str, ...]]] = {
    # the setup every window reads
    "players-not-json": (setup("players", "garbage"), "its players are not JSON", ALL),
    "players-deeply-nested": (setup("players", DEEP), "players are nested far too deeply", ALL),
    "players-nested": (setup("players", NESTED), "players are nested far too deeply", ALL),
    "players-a-string": (setup("players", '"Ann"'), "its players are not a list of names", ALL),
    "players-numbers": (setup("players", "[1, 2, 3]"), "its players are not a list of names", ALL),
    "players-not-text": (setup("players", b"Ann"), "its players are not text", ALL),
    "players-huge": (setup("players", json.dumps(["A" * 10**6])), "are far too long", ALL),
    "one-player": (
        sql("""UPDATE setup SET players = '["Ann"]', kinds = '["human"]'"""),
        "it has 1 player, while the game is for 2",
        ALL,
    ),
    "nine-players": (
        setup("players", json.dumps([f"P{i}" for i in range(9)])),
        "it has 9 players",
        ALL,
    ),
    "escape-in-a-name": (
        setup("players", json.dumps(["Ann", "B\x1b[2Jen", "Cid"])),
        "may not contain control or invisible characters",
        ALL,
    ),
    "line-break-in-a-name": (
        setup("players", json.dumps(["Ann", "Ben\nCid", "Dan"])),
        "may not contain control or invisible characters",
        ALL,
    ),
    "long-name": (
        setup("players", json.dumps(["Ann", "B" * 5000, "Cid"])),
        "Names may be at most 20 characters",
        ALL,
    ),
    "same-names": (setup("players", '["Ann", "ann", "Cid"]'), "are both called", ALL),
    "kinds-not-json": (setup("kinds", "garbage"), "its seat kinds are not JSON", ALL),
    "kinds-deeply-nested": (setup("kinds", DEEP), "kinds are nested far too deeply", ALL),
    "kinds-a-string": (setup("kinds", '"human"'), "its seat kinds are not a list of words", ALL),
    "kinds-too-few": (setup("kinds", '["human"]'), "it has 1 seat kind for 3 players", ALL),
    "kinds-too-many": (setup("kinds", json.dumps(KINDS * 2)), "6 seat kinds for 3 players", ALL),
    "kind-unknown": (
        sql(
            """UPDATE setup SET kinds = '["human", "human", "wizard"]'""",
            "UPDATE seats SET kind = 'wizard' WHERE seat = 2",
        ),
        "its seat kind 'wizard' is not a kind of player of this game",
        ALL,
    ),
    "kind-not-a-word": (
        sql(
            """UPDATE setup SET kinds = '["human", "human", "Random Bot!"]'""",
            "UPDATE seats SET kind = 'Random Bot!' WHERE seat = 2",
        ),
        "its seat kind 'Random Bot!' is not a kind of player of this game",
        ALL,
    ),
    "options-not-json": (setup("options", "garbage"), "its options are not JSON", ALL),
    "options-deeply-nested": (setup("options", DEEP), "options are nested far too deeply", ALL),
    "options-a-list": (setup("options", "[]"), "its options are not a set of yes/no options", ALL),
    "option-a-number": (
        setup("options", '{"x": 5}'),
        "its options are not a set of yes/no options",
        ALL,
    ),
    "option-unknown": (
        setup("options", '{"wizardry": true}'),
        "its setup cannot start a game",
        ALL,
    ),
    "other-game": (setup("game", "rummy"), "it holds a table of 'rummy'", ALL),
    "game-not-text": (setup("game", b"\xff"), "its game is b'\\xff'", ALL),
    "salt-damaged": (setup("salt", "not hex!"), "its salt is not a hex string", ALL),
    "setup-missing": (sql("DELETE FROM setup"), "its setup is missing", ALL),
    "setup-dropped": (sql("DROP TABLE setup"), "it is damaged (no such table: setup)", ALL),
    # the seats, the keys and the presence
    "seat-missing": (sql("DELETE FROM seats WHERE seat = 2"), "its seats are not one per", ALL),
    "seat-too-many": (
        sql("INSERT INTO seats VALUES (7, 'human', NULL)"),
        "its seats are not one per player",
        ALL,
    ),
    "seat-of-another-kind": (
        sql("UPDATE seats SET kind = 'mcts' WHERE seat = 2"),
        "its seat 3 is of two kinds",
        ALL,
    ),
    "code-hash-damaged": (
        sql("UPDATE seats SET code_hash = 'xyz' WHERE seat = 1"),
        "the code of its seat 2 is damaged",
        ALL,
    ),
    "host-key-missing": (sql("DELETE FROM keys WHERE seat = -1"), "its host's key is", HOST),
    "seat-key-missing": (sql("DELETE FROM keys WHERE seat = 1"), "a seat's key is missing", HOST),
    "key-damaged": (sql("UPDATE keys SET key = 'xyz' WHERE seat = 0"), "its keys are", HOST),
    "keys-dropped": (sql("DROP TABLE keys"), "it is damaged (no such table: keys)", HOST),
    "presence-text": (
        sql("INSERT INTO presence VALUES (0, 'yesterday')"),
        "its presence of the seats cannot be read",
        ALL,
    ),
    # the public board, which every window but the host's reads
    "public-board-missing": (
        sql("DELETE FROM views WHERE seat = -1"),
        "its public board is missing",
        ("watch", "join"),
    ),
    "public-board-not-json": (
        sql("UPDATE views SET view = 'garbage' WHERE seat = -1"),
        "a view cannot be read: ",
        ("watch", "join"),
    ),
    "public-board-of-another-game": (
        sql("""UPDATE views SET view = '{"x": 1}' WHERE seat = -1"""),
        "a view cannot be read: ",
        ("watch", "join"),
    ),
    "public-board-of-other-players": (
        public_view(_other_players),
        "a view is of other players than the table's",
        ("watch", "join"),
    ),
    "public-board-count-text": (
        sql("UPDATE views SET count = 'many' WHERE seat = -1"),
        "a view's move count 'many' is not a count",
        ("watch", "join"),
    ),
    "public-board-mark-beyond-log": (
        sql("UPDATE views SET mark = 100000 WHERE seat = -1"),
        "a view's mark 100000 is not a place in its log",
        ("watch", "join"),
    ),
    "public-board-legal-deeply-nested": (
        sql(f"UPDATE views SET legal = '{DEEP}' WHERE seat = -1"),
        "a view's legal moves are nested far too deeply",
        ("watch", "join"),
    ),
    # the seed and the moves, which only the host's window reads
    "seed-too-large": (sql("UPDATE secret SET seed = 1e999"), "its seed inf is not a whole", HOST),
    "seed-text": (sql("UPDATE secret SET seed = 'five'"), "its seed 'five' is not a whole", HOST),
    "seed-fraction": (sql("UPDATE secret SET seed = 1.5"), "its seed 1.5 is not a whole", HOST),
    "seed-missing": (sql("DELETE FROM secret"), "its seed is missing", HOST),
    "move-not-json": (
        sql("UPDATE moves SET action = 'garbage' WHERE idx = 2"),
        "its move 3 is not JSON",
        HOST,
    ),
    "move-deeply-nested": (
        sql(f"UPDATE moves SET action = '{DEEP}' WHERE idx = 2"),
        "its move 3 is nested far too deeply",
        HOST,
    ),
    "move-not-an-object": (
        sql("UPDATE moves SET action = '[1]' WHERE idx = 2"),
        "its move 3 is not a move at all",
        HOST,
    ),
    "move-of-unknown-kind": (
        sql("""UPDATE moves SET action = '{"kind": "fly"}' WHERE idx = 2"""),
        "its move 3 is not a move of this game",
        HOST,
    ),
    "move-huge-number": (
        sql(f"""UPDATE moves SET action = '{{"kind": "fly", "n": {"9" * 5000}}}' WHERE idx = 2"""),
        "its move 3 is not JSON",
        HOST,
    ),
    "move-illegal": (_first_move_again, f"its move {MOVES - 1} cannot be made", HOST),
    "move-changed": (
        sql("UPDATE moves SET mac = '00' WHERE idx = 2"),
        "its move 3 was changed after the host wrote it",
        HOST,
    ),
    "move-missing": (sql("DELETE FROM moves WHERE idx = 2"), "move 3 is missing", HOST),
    "move-of-no-seat": (
        sql("UPDATE moves SET seat = 9 WHERE idx = 2"),
        "a move is stored with 9 is no seat",
        HOST,
    ),
    "move-of-another-seat": (
        sql("UPDATE moves SET seat = (seat + 1) % 3 WHERE idx = 0"),
        "its move 1 is stored as seat",
        HOST,
    ),
    # the file itself
    "newer-format": (sql("PRAGMA user_version = 99"), "it has table format 99", ALL),
    "foreign-database": (
        sql("PRAGMA application_id = 7"),
        "it is a database, but not a table file",
        ALL,
    ),
}


def _damaged(
    game: str, folder: Path, case: str, damage: Callable[[sqlite3.Connection], None] | None = None
) -> tuple[Path, str]:
    """The case's table file (or one with ``damage``) in this test's data folder, and seat
    1's join code."""
    data, code = _good_table(game, str(folder / "good"))
    path = table_path(SPECS[game]().engine.GAME_NAME, TABLE)
    path.write_bytes(data)
    db = sqlite3.connect(path, isolation_level=None)
    try:
        (damage or CASES[case][0])(db)
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        db.close()
    for extra in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        extra.unlink(missing_ok=True)
    return path, code


def _state_of(path: Path) -> tuple[bytes, int]:
    info = path.stat()
    return path.read_bytes(), info.st_mtime_ns


def _argv(command: str, code: str) -> list[str]:
    return {"watch": ["watch", TABLE], "join": ["join", code], "host": ["host", "--table", TABLE]}[
        command
    ]


def _request(command: str, code: str) -> LaunchRequest:
    if command == "join":
        return LaunchRequest(table_mode="join", code=code)
    return LaunchRequest(table_mode=command, table=TABLE)


def _no_app(request: LaunchRequest) -> int:
    raise AssertionError("the app was started for an unusable table file")


def _check_sentence(err: str, path: Path, words: str) -> str:
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    (sentence,) = lines
    assert sentence.startswith(f"Cannot use the table file {path}: "), sentence
    assert words in sentence, sentence
    assert sentence.endswith(".")
    assert "validation error" not in sentence and "errors.pydantic.dev" not in sentence
    return sentence


#: (case, command) pairs the matrix runs.
MATRIX = [(case, command) for case, (_, _, commands) in CASES.items() for command in commands]


def test_the_matrix_is_wide():
    assert len(CASES) >= 42
    assert {command for _, command in MATRIX} == set(ALL)


@pytest.mark.parametrize("game", sorted(SPECS))
@pytest.mark.parametrize(("case", "command"), MATRIX)
def test_a_damaged_table_file_gets_one_sentence_and_exit_status_1(
    case: str,
    command: str,
    game: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
):
    _, words, _ = CASES[case]
    spec = dataclasses.replace(SPECS[game](), launch=_no_app)
    path, code = _damaged(game, tmp_path, case)
    before = _state_of(path)

    status = call_promptly(lambda: run(spec, _argv(command, code)))
    out, err = capsys.readouterr()

    assert status == 1
    assert out == ""
    sentence = _check_sentence(err, path, words)
    assert _state_of(path) == before
    if case == "kind-unknown":
        # the app's own opening does not tell the table file the game's bots (shared/ui is not
        # this change's): the command line, which does, refuses the kind before the app starts
        return
    opening = call_promptly(lambda: opening_for(spec, _request(command, code)))
    assert isinstance(opening, ShowSaveError), opening
    assert str(opening.error) == sentence  # the app shows the very same sentence
    assert _state_of(path) == before


@pytest.mark.parametrize("case", list(CASES))
def test_a_damaged_table_file_is_refused_by_the_real_command_line(case: str, tmp_path: Path):
    """One game and one command per case in turn, each in a new process (a few seconds)."""
    index = list(CASES).index(case)
    game = sorted(SPECS)[index % 2]
    commands = CASES[case][2]
    command = commands[index % len(commands)]
    path, code = _damaged(game, tmp_path, case)
    before = _state_of(path)
    done = subprocess.run(
        [sys.executable, "-m", f"{game}_tui", *_argv(command, code)],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=60,
        env={**os.environ, "TERM": "dumb"},
        check=False,
    )
    assert done.returncode == 1, done.stderr[-2000:]
    assert done.stdout == ""
    _check_sentence(done.stderr, path, CASES[case][1])
    assert _state_of(path) == before


@pytest.mark.parametrize("game", sorted(SPECS))
def test_a_joined_seat_whose_own_view_is_damaged_is_refused_on_opening(game: str, tmp_path):
    """Only the seat's own window reads its view: its opening refuses it, in one sentence."""
    spec = dataclasses.replace(SPECS[game](), launch=_no_app)
    damage = sql(f"UPDATE views SET legal = '{DEEP}' WHERE seat = 0")
    path, code = _damaged(game, tmp_path, "own view", damage)
    opening = call_promptly(lambda: opening_for(spec, _request("join", code)))
    assert isinstance(opening, ShowSaveError), opening
    message = str(opening.error)
    assert message.startswith(f"Cannot use the table file {path}: it is damaged (")
    assert "a view's legal moves are nested far too deeply" in message


@pytest.mark.parametrize("game", sorted(SPECS))
def test_watch_checks_the_latest_table_when_it_names_none(game: str, tmp_path, capsys):
    spec = dataclasses.replace(SPECS[game](), launch=_no_app)
    path, _code = _damaged(game, tmp_path, "kinds-not-json")
    assert run(spec, ["watch"]) == 1
    _check_sentence(capsys.readouterr().err, path, "its seat kinds are not JSON")


@pytest.mark.parametrize("game", sorted(SPECS))
def test_a_move_the_host_did_not_write_never_stops_it_hosting(game: str, tmp_path, capsys):
    """A row put into ``moves`` by anything but the host, beyond its record: not damage, but
    a move refused (the host's screen says so) and left out; the table goes on."""
    asked: list[LaunchRequest] = []
    spec = dataclasses.replace(SPECS[game](), launch=lambda request: asked.append(request) or 0)
    foreign = sql(
        f"""INSERT INTO moves VALUES ({MOVES}, 1, '{{"kind": "fly"}}', 0, 'x')""",
        f"INSERT INTO moves VALUES ({MOVES + 1}, 0, 'nonsense', 0, 'x')",
    )
    _damaged(game, tmp_path, "foreign moves", foreign)
    assert run(spec, ["host", "--table", TABLE]) == 0
    assert capsys.readouterr().err == ""
    opening = opening_for(spec, asked[-1])
    assert isinstance(opening, StartGame) and opening.table is not None
    assert len(opening.record.actions) == MOVES
    link = opening.table
    link.take_proposals()
    assert link.notices() == [
        f"Move {MOVES + 1}, written for Ben into the table file by something other than the "
        "host, was refused and not played.",
        f"Move {MOVES + 2}, written for Ann into the table file by something other than the "
        "host, was refused and not played.",
    ]
    count, state = link.store.state()
    engine = spec.engine
    assert (
        link.publish(count, engine.current_player(state), engine.legal_actions(state)[:1]) is None
    )
    assert link.store.move_count() == MOVES + 1
    link.close()
