"""The table file of a game played from several processes (``shared.engine.table_store``).

Each test opens its own connections to one file in ``tmp_path``, as separate processes would.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path

import pytest

from meaculpa_tui import engine as meaculpa
from shared.engine import table_store
from shared.engine.errors import IllegalActionError
from shared.engine.protocol import public_view_of
from shared.engine.since import public_log, since
from shared.engine.table_store import (
    AWAY_AFTER,
    HOST,
    MoveRefused,
    TableFileError,
    TableStore,
    WrongCodeError,
    check_table_file,
    table_id_of,
    table_path,
)
from sinners_tui import engine as sinners
from tests.remote_support import table_reads
from tests.shared import toy_engine as toy

KINDS = ["human", "random", "human"]


def _new(tmp_path: Path, engine=toy, kinds=KINDS, seed=5):
    path = tmp_path / "table-abc123.sqlite"
    names = ["Ann", "Ben", "Cid"][: len(kinds)]
    return TableStore.create(path, engine, names, kinds, seed)


def test_a_new_table_gives_a_code_to_each_person_and_stores_only_hashes(tmp_path):
    store, codes = _new(tmp_path)
    assert sorted(codes) == [0, 2]
    assert all(table_id_of(code) == "abc123" for code in codes.values())
    raw = store.path.read_bytes() + Path(f"{store.path}-wal").read_bytes()
    assert all(code.split("-")[1].encode() not in raw for code in codes.values())
    assert store.setup.players == ["Ann", "Ben", "Cid"]
    assert store.setup.kinds == KINDS
    assert not hasattr(store.setup, "seed")
    assert store.path.stat().st_mode & 0o077 == 0  # the seed is in it: the host's alone


def test_the_file_is_in_wal_mode_with_a_busy_timeout(tmp_path):
    store, _ = _new(tmp_path)
    other = TableStore.open(store.path, toy)
    assert other._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert other._db.execute("PRAGMA busy_timeout").fetchone()[0] >= 1000


def test_moves_are_checked_against_the_replayed_state_and_read_back(tmp_path):
    store, _ = _new(tmp_path)
    other = TableStore.open(store.path, toy)
    _, state = other.state()
    action = toy.legal_actions(state)[0]
    assert store.append_moves(0, 0, [action]) == 1
    assert other.changed()
    assert not other.changed()
    (move,) = other.moves_since(0)
    assert (move.index, move.seat) == (0, 0)
    assert toy.parse_action(move.action) == action
    count, replayed = other.state()
    assert count == 1 and replayed == toy.apply_action(state, action)
    assert other.record().replay(toy) == replayed


def test_a_stale_or_duplicate_move_is_refused(tmp_path):
    store, _ = _new(tmp_path)
    _, state = store.state()
    action = toy.legal_actions(state)[0]
    store.append_moves(0, 0, [action])
    with pytest.raises(MoveRefused, match="too late: move 1 was already played"):
        store.append_moves(0, 0, [action])
    with pytest.raises(MoveRefused, match="out of order"):
        store.append_moves(5, 1, [action])
    assert store.move_count() == 1


def test_a_move_of_another_seat_is_refused_with_whose_turn_it_is(tmp_path):
    store, _ = _new(tmp_path)
    _, state = store.state()
    with pytest.raises(MoveRefused, match="not Cid's to make: it is Ann's turn"):
        store.append_moves(0, 2, [toy.legal_actions(state)[0]])
    assert store.move_count() == 0


def test_an_illegal_move_is_refused_with_the_engines_reason(tmp_path):
    store, _ = _new(tmp_path)
    with pytest.raises(IllegalActionError) as refused:
        store.append_moves(0, 0, [toy.Add(amount=7)])
    assert not isinstance(refused.value, MoveRefused)
    assert str(refused.value)
    assert store.move_count() == 0


def test_a_batch_is_stored_whole_or_not_at_all(tmp_path):
    store, _ = _new(tmp_path)
    _, state = store.state()
    first = toy.legal_actions(state)[0]
    with pytest.raises(MoveRefused):  # the second step is the next seat's
        store.append_moves(0, 0, [first, first])
    assert store.move_count() == 0


def test_two_connections_appending_at_once_one_applies_one_is_refused(tmp_path):
    store, _ = _new(tmp_path)
    path = store.path
    _, state = store.state()
    action = toy.legal_actions(state)[0]
    start = threading.Barrier(2)
    outcomes: list[str] = []

    def play() -> None:
        mine = TableStore.open(path, toy)
        mine.state()
        start.wait()
        try:
            mine.append_moves(0, 0, [action])
        except MoveRefused as refused:
            outcomes.append(f"refused: {refused}")
        else:
            outcomes.append("applied")
        finally:
            mine.close()

    threads = [threading.Thread(target=play) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes)[0] == "applied"
    assert sorted(outcomes)[1].startswith("refused: That move came too late")
    assert store.move_count() == 1


def test_the_right_code_opens_its_seat_and_a_wrong_one_is_refused_without_a_write(tmp_path):
    store, codes = _new(tmp_path)
    assert store.claim_seat(codes[2]) == 2
    assert store.claim_seat("  " + codes[0].upper() + " ") == 0
    before = store._version()
    other = TableStore.open(store.path, toy, deal=False)
    with pytest.raises(WrongCodeError, match="opens no seat"):
        other.claim_seat("abc123-0000000000")
    assert not store.changed() and store._version() == before  # (counted elsewhere)


def test_away_seats_follow_the_heartbeats(tmp_path):
    store, _ = _new(tmp_path)
    now = time.time()
    assert store.away(now=now) == {0, 1, 2}
    store.heartbeat(0, now=now)
    store.heartbeat(HOST, now=now)  # the host runs the bot of seat 1
    assert store.away(now=now + 1) == {2}
    assert store.away(now=now + AWAY_AFTER + 1) == {0, 1, 2}


def test_codes_name_their_table():
    assert table_id_of("a1b2c3-0123456789") == "a1b2c3"
    assert table_id_of("A1B2C3 - 0123456789") == "a1b2c3"
    for bad in ("", "a1b2c3", "a1b2c3-012", "zzzzzz-0123456789", "a1b2c3-0123456789-1"):
        assert table_id_of(bad) is None
    assert table_path("toy", "a1b2c3").name == "table-a1b2c3.sqlite"


@pytest.mark.parametrize("engine", [meaculpa, sinners], ids=["meaculpa", "sinners"])
def test_a_whole_game_of_each_game_goes_through_the_store(tmp_path, engine):
    store, _ = _new(tmp_path, engine, ["human", "human", "human"], seed=11)
    other = TableStore.open(store.path, engine)
    count, state = store.state()
    while not engine.is_over(state):
        seat = engine.current_player(state)
        action = engine.legal_actions(state)[0]
        writer = store if count % 2 == 0 else other
        count = writer.append_moves(count, seat, [action])
        state = engine.apply_action(state, action)
    assert other.state() == (count, state)
    check_table_file(store.path, engine)


def _bad_files():
    def garbage(path: Path) -> None:
        path.write_bytes(bytes(range(256)) * 8)

    def empty(path: Path) -> None:
        path.write_bytes(b"")

    def truncated(path: Path) -> None:
        store, _ = TableStore.create(path, toy, ["Ann", "Ben"], ["human", "human"], 3)
        store._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        store.close()
        data = path.read_bytes()
        path.write_bytes(data[:100] + b"\x00" * 50 + data[150:])

    def foreign(path: Path) -> None:
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE t (x)")
        db.commit()
        db.close()

    def other_game(path: Path) -> None:
        TableStore.create(path, sinners, ["Ann", "Ben"], ["human", "human"], 3)[0].close()

    def spoilt_move(path: Path) -> None:
        store, _ = TableStore.create(path, toy, ["Ann", "Ben"], ["human", "human"], 3)
        _, state = store.state()
        store.append_moves(0, 0, toy.legal_actions(state)[:1])
        store.append_moves(1, 1, toy.legal_actions(state)[:1])
        store._db.execute(
            """UPDATE moves SET action = '{"kind": "add", "amount": 9}' WHERE idx = 0"""
        )
        store._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        store.close()

    return {
        "garbage": (garbage, "not a table file"),
        "empty": (empty, "not a table file"),
        "damaged": (truncated, "damaged|not a table file|database"),
        "foreign database": (foreign, "a database, but not a table file"),
        "other game": (other_game, "holds a table of 'sinners'"),
        "spoilt move": (spoilt_move, "its move 1 cannot be made"),
    }


@pytest.mark.parametrize("case", list(_bad_files()))
def test_a_bad_table_file_is_named_in_one_sentence_and_left_alone(tmp_path, case):
    make, problem = _bad_files()[case]
    path = tmp_path / "table-abc123.sqlite"
    make(path)
    before = path.read_bytes()
    with pytest.raises(TableFileError, match=problem) as refused:
        TableStore.open(path, toy)
    message = str(refused.value)
    assert message.startswith(f"Cannot use the table file {path}: ")
    assert "\n" not in message
    assert path.read_bytes() == before


def test_a_missing_table_file_is_named(tmp_path):
    with pytest.raises(TableFileError, match="there is no such file"):
        TableStore.open(tmp_path / "table-abc123.sqlite", toy)


@pytest.mark.parametrize("engine", [toy, meaculpa, sinners], ids=lambda e: e.GAME_NAME)
def test_a_joined_process_reads_its_own_view_and_never_the_seed_or_the_moves(
    tmp_path, monkeypatch, engine
):
    store, codes = _new(tmp_path, engine, ["human", "human", "human"], seed=21)
    count, state = store.state()
    for _ in range(6):
        seat = engine.current_player(state)
        action = engine.legal_actions(state)[0]
        count = store.append_moves(count, seat, [action])
        state = engine.apply_action(state, action)
    reads = table_reads(monkeypatch)
    joined = TableStore.open(store.path, engine, deal=False)
    seat = joined.claim_seat(codes[1])
    seen = joined.view(seat)
    public = joined.view(None)
    deciding = engine.current_player(state)
    joined.propose(seat, count, engine.legal_actions(state)[:1])
    joined.heartbeat(seat)
    joined.close()
    assert "secret" not in reads and "moves" not in reads, sorted(set(reads))
    assert seen.count == public.count == count
    assert seen.view == engine.view_for(state, seat)
    assert public.view == public_view_of(engine, state)
    assert seen.legal == (engine.legal_actions(state) if deciding == seat else [])
    assert public.legal == []


def _seats(store: TableStore, codes: dict[int, str]) -> list[TableStore]:
    """A joined connection per person's seat, each claimed with its own code."""
    joined = []
    for seat in sorted(codes):
        connection = TableStore.open(store.path, store.engine, deal=False)
        assert connection.claim_seat(codes[seat]) == seat
        joined.append(connection)
    return joined


def test_the_host_takes_the_first_proposal_and_refuses_the_rest_with_reasons(tmp_path):
    store, codes = _new(tmp_path, toy, ["human", "human"])
    ann, ben = _seats(store, codes)
    _, state = store.state()
    first = ann.propose(0, 0, [toy.Add(amount=2)])
    again = ann.propose(0, 0, [toy.Add(amount=1)])  # a second window of the same seat
    bens = ben.propose(1, 1, [toy.Add(amount=1)])
    illegal = ann.propose(0, 2, [toy.Add(amount=9)])
    assert ann.answer(first) == (False, None)  # the host has not looked yet
    taken = store.take_proposals()
    assert [(move.index, move.seat, move.action["amount"]) for move in taken] == [
        (0, 0, 2),
        (1, 1, 1),
    ]
    assert ann.answer(first) == (True, None)
    answered, why = ann.answer(again)
    assert answered and why.startswith("That move came too late")
    assert ben.answer(bens) == (True, None)
    answered, why = ann.answer(illegal)
    after = toy.apply_action(toy.apply_action(state, toy.Add(amount=2)), toy.Add(amount=1))
    assert answered and why == toy.refusal_reason(after, toy.Add(amount=9))
    assert store.move_count() == 2
    assert ann.view(0).count == 2
    assert store.notices() == []  # (all of it came through the game)
    # an answer is read once
    assert ann.answer(first)[1] == "That move was lost on the way: make it again."


def test_a_move_that_cannot_be_read_is_refused_naming_it_and_never_in_pydantics_words(tmp_path):
    store, codes = _new(tmp_path, toy, ["human", "human"])
    (ann, _ben) = _seats(store, codes)
    for text in ("nonsense", '[{"kind": "fly"}]', '[{"kind": "add", "amount": "lots"}]'):
        proof = table_store._mac(ann._claimed[0], 0, 0, text)
        ann._db.execute(
            "INSERT INTO proposals (seat, expected, actions, at, proof) VALUES (0, 0, ?, 0, ?)",
            (text, proof),
        )
    assert store.take_proposals() == []
    refusals = [why for (why,) in ann._db.execute("SELECT refused FROM proposals")]
    assert refusals == ["Move 1 could not be read as a move of this game: make it again."] * 3
    (sent,) = [ann.propose(0, 0, [toy.Add(amount=1)])]
    assert [move.index for move in store.take_proposals()] == [0]  # the table goes on
    assert ann.answer(sent) == (True, None)


def test_a_joined_seat_can_send_moves_as_its_own_seat_only(tmp_path):
    store, codes = _new(tmp_path, toy, ["human", "human"])
    ann, ben = _seats(store, codes)
    store.append_moves(0, 0, [toy.Add(amount=1)])
    forged = ann.propose(1, 1, [toy.Add(amount=2)])  # Ann, as Ben, at Ben's turn
    ann._db.execute(  # and a row of its own, written by hand, as Ben's
        "INSERT INTO proposals (seat, expected, actions, at) VALUES (1, 1, ?, 0)",
        ('[{"kind": "add", "amount": 2}]',),
    )
    assert store.take_proposals() == []
    sentence = "Move 2, sent as Ben's, was refused: it did not come from Ben's seat."
    assert ann.answer(forged) == (True, sentence)
    assert store.notices() == [sentence, sentence]
    rightful = ben.propose(1, 1, [toy.Add(amount=1)])
    assert [move.action["amount"] for move in store.take_proposals()] == [1]
    assert ben.answer(rightful) == (True, None)
    assert toy.parse_action(store.moves_since(1)[0].action) == toy.Add(amount=1)


def _write_move(path: Path, index: int, seat: int, action: str) -> None:
    """A row written into ``moves`` by hand, as anything but the host might."""
    db = sqlite3.connect(path)
    db.execute("INSERT INTO moves VALUES (?, ?, ?, 0, ?)", (index, seat, action, "0" * 64))
    db.commit()
    db.close()


def test_a_row_written_into_moves_is_refused_and_the_rightful_move_still_plays(tmp_path):
    store, codes = _new(tmp_path, toy, ["human", "human"])
    ann, ben = _seats(store, codes)
    # a legal move for Ann, written straight into the record where her move goes
    _write_move(store.path, 0, 0, '{"kind": "add", "amount": 2}')
    assert store.notices() == [
        "Move 1, written for Ann into the table file by something other than the host, was "
        "refused and not played."
    ]
    assert store.move_count() == 0
    # a move that is none, for no seat, where the next move goes: the rightful one goes in
    _write_move(store.path, 0, 9, '{"kind": "fly"}')
    _write_move(store.path, 1, 1, "nonsense")
    _write_move(store.path, -5, 0, '{"kind": "add", "amount": 1}')
    sent = ann.propose(0, 0, [toy.Add(amount=1)])
    assert [move.index for move in store.take_proposals()] == [0]
    assert ann.answer(sent) == (True, None)
    notices = store.notices()
    assert len(notices) == 3 and "Move 2, written for Ben into the table file" in notices[2]
    generic = "A move, written into the table file by something other than the host, was "
    assert notices[:2] == [generic + "refused and not played."] * 2  # (at -5; for seat 10)
    assert not any("validation" in notice.lower() for notice in notices)
    assert store.record().actions == [{"kind": "add", "amount": 1}]
    assert ben.view(1).count == 1
    # one left there while the host is away is refused when it comes back, not played
    _write_move(store.path, 1, 1, '{"kind": "add", "amount": 2}')
    store.close()
    again = TableStore.open(store.path, toy)
    assert again.state()[0] == 1
    assert [n.split(",")[0] for n in again.notices()] == ["Move 2"]
    assert again.move_count() == 1
    sent = ben.propose(1, 1, [toy.Add(amount=1)])
    assert [move.index for move in again.take_proposals()] == [1]


def test_a_move_of_the_record_changed_afterwards_makes_the_file_damaged(tmp_path):
    store, _ = _new(tmp_path, toy, ["human", "human"])
    store.append_moves(0, 0, [toy.Add(amount=1)])
    store.append_moves(1, 1, [toy.Add(amount=1)])
    store._db.execute("""UPDATE moves SET action = '{"kind": "add", "amount": 2}' WHERE idx = 0""")
    store.close()
    with pytest.raises(TableFileError, match="its move 1 was changed after the host wrote it"):
        TableStore.open(store.path, toy)


def test_each_seat_keeps_its_mark_of_the_public_log_at_its_last_decision(tmp_path):
    store, _ = _new(tmp_path, toy, ["human", "human"])
    count, state = store.state()
    start = store.view(1).mark
    count = store.append_moves(count, 0, [toy.Add(amount=2)])
    state = toy.apply_action(state, toy.Add(amount=2))
    assert store.view(1).mark == start  # Ben has not decided since
    assert store.view(0).mark == public_log(state)  # Ann has seen her own move
    assert since(store.view(1).mark, store.view(1).view)[-1].text.startswith("Ann adds 2")


def test_a_joined_process_names_a_table_file_without_a_public_board(tmp_path):
    store, _ = _new(tmp_path, toy, ["human", "human"])
    store._db.execute("DELETE FROM views")
    store._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    before = store.path.read_bytes()
    with pytest.raises(TableFileError, match="its public board is missing"):
        TableStore.open(store.path, toy, deal=False)
    assert store.path.read_bytes() == before


@pytest.mark.parametrize("version", [1, 2])
def test_a_table_file_of_an_older_format_is_refused_with_its_format(tmp_path, version):
    store, _ = _new(tmp_path, toy, ["human", "human"])
    store._db.execute(f"PRAGMA user_version = {version}")
    store._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    before = store.path.read_bytes()
    expected = (
        rf"it has table format {version}, of an earlier version \(this one reads 3\): host a "
        r"new table\.$"
    )
    for deal in (False, True):
        with pytest.raises(TableFileError, match=expected):
            TableStore.open(store.path, toy, deal=deal)
    assert store.path.read_bytes() == before
