"""Wrong join codes slow down the connection and the address they come from, never a player
who holds the right code (``shared.engine.join_tries``, through ``open_by_code``).

Every guard here reads a clock the test moves by hand: the waits are proven by steps, never by
how long a try takes.
"""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path

import pytest

from meaculpa_tui.spec import game_spec as meaculpa_spec
from shared.cli import LaunchRequest, run
from shared.engine import join_tries
from shared.engine.join_tries import (
    ADDRESS,
    CONNECTION,
    FORGET_AFTER,
    LOCAL_SOURCE,
    STORE_NAME,
    WRONG_CODE,
    JoinGuard,
    Throttle,
    TooManyTriesError,
    WrongCodeError,
    source_of,
)
from shared.engine.table_store import TableStore, open_by_code, table_path, tables_dir
from sinners_tui.spec import game_spec as sinners_spec
from tests.shared import toy_engine as toy

WRONG = "abc123-ffffffffff"


class Clock:
    """The time every guard of a test reads, moved on by the test alone."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def table() -> tuple[Path, dict[int, str]]:
    """A toy table of two people in the test's data folder, and its codes."""
    store, codes = TableStore.create(
        table_path("toy", "abc123"), toy, ["Ann", "Ben"], ["human", "human"], 5
    )
    store.close()
    return store.path, codes


def _guard(clock: Clock, peer: str | None = None) -> JoinGuard:
    """A new connection (one ``join`` process) from ``peer``."""
    return JoinGuard(tables_dir("toy"), source_of(peer), clock)


def _try(guard: JoinGuard, code: str) -> int | str:
    """The seat ``code`` opens, or the sentence it is refused with."""
    try:
        store, seat = open_by_code(toy, code, guard)
    except WrongCodeError as error:
        return str(error)
    store.close()
    return seat


def _guess_until_refused(guard: JoinGuard, clock: Clock) -> int:
    """Wrong codes from ``guard``, each as soon as its wait allows, until one is refused
    unseen; returns how many were looked at."""
    for tries in range(100):
        if _try(guard, WRONG) != WRONG_CODE:
            return tries
        clock.now += 0.01
    raise AssertionError("never slowed down")


def test_many_wrong_codes_from_one_address_never_refuse_the_right_code_from_another(table, clock):
    path, codes = table
    before = path.read_bytes()
    guesser = _guard(clock, "203.0.113.7")
    assert _guess_until_refused(guesser, clock) == CONNECTION.free
    # the guesser's own right code waits too: its tries are refused unseen
    refused = _try(guesser, codes[0])
    assert isinstance(refused, str) and "try again in 1 second." in refused
    # more connections from the same address: the address's count catches up with them
    looked_at = CONNECTION.free
    while looked_at < ADDRESS.free:
        looked_at += _guess_until_refused(_guard(clock, "203.0.113.7"), clock)
    assert looked_at == ADDRESS.free
    assert "try again in" in str(_try(_guard(clock, "203.0.113.7"), codes[1]))
    # Ben at another address, and Ann at this host's terminal, come in at once
    assert _try(_guard(clock, "198.51.100.20"), codes[1]) == 1
    assert _try(_guard(clock), codes[0]) == 0
    assert path.read_bytes() == before  # (the table file is not written by a wrong code)


def test_a_wait_grows_with_each_wrong_try_up_to_its_cap_and_refuses_unseen(table, clock):
    _, codes = table
    guard = _guard(clock, "203.0.113.7")
    waits = []
    for _ in range(CONNECTION.free + 8):
        assert _try(guard, WRONG) == WRONG_CODE
        try:
            guard.check()
        except TooManyTriesError as waiting:
            waits.append(waiting.wait)
            clock.now += waiting.wait
    assert waits == [1, 2, 4, 8, 16, 30, 30, 30, 30]  # (the address's count is the later cap)
    assert Throttle(free=2, cap=300).wait_after(1000) == 300
    # a try within the wait is not looked at (the right code neither), and is not counted
    assert _try(guard, WRONG) == WRONG_CODE
    for _ in range(5):
        clock.now += 1
        assert "try again in" in str(_try(guard, codes[0]))
    clock.now += 30
    assert _try(guard, codes[0]) == 0


def test_a_wrong_table_id_reads_exactly_like_a_wrong_code_and_counts_the_same(table, clock):
    _, codes = table
    no_table = _try(_guard(clock, "203.0.113.7"), "fedcba-0123456789")
    wrong_secret = _try(_guard(clock, "203.0.113.8"), WRONG)
    assert no_table == wrong_secret == WRONG_CODE
    assert "table" not in WRONG_CODE
    guard = _guard(clock, "203.0.113.9")
    for _ in range(CONNECTION.free):
        assert _try(guard, "fedcba-0123456789") == WRONG_CODE
    assert "try again in" in str(_try(guard, codes[0]))
    # text that is no code at all guesses nothing, and is not counted
    shapeless = _guard(clock, "203.0.113.10")
    for _ in range(10):
        assert "not a join code" in str(_try(shapeless, "hello"))
    assert _try(shapeless, codes[0]) == 0


@pytest.mark.parametrize(
    ("wait", "words"),
    [
        (0.2, "1 second."),
        (1, "1 second."),
        (1.01, "2 seconds."),
        (59, "59 seconds."),
        (119, "119 seconds."),
        (120, "2 minutes."),
        (299.5, "5 minutes."),
    ],
)
def test_the_wait_is_one_sentence_with_its_plural_right(wait, words):
    message = str(TooManyTriesError(wait))
    assert message == f"Too many wrong codes were tried from here: try again in {words}"
    assert "1 seconds" not in message and "1 minutes" not in message


def test_the_count_of_an_address_is_shared_by_every_join_of_the_host(table, clock):
    first, second = _guard(clock, "203.0.113.7"), _guard(clock, "203.0.113.7")
    for _ in range(ADDRESS.free):
        first.failed()
        first.own = join_tries.Tries()  # (as if each came from a new connection)
    with pytest.raises(TooManyTriesError):
        second.check()
    _guard(clock, "203.0.113.99").check()  # another address: nothing to wait for
    # a quiet while, and the address starts afresh
    clock.now += FORGET_AFTER + 1
    second.check()


def test_the_store_of_addresses_keeps_a_bounded_number_of_rows(table, clock, monkeypatch):
    monkeypatch.setattr(join_tries, "MAX_SOURCES", 5)
    for number in range(12):
        clock.now += 1
        _guard(clock, f"203.0.113.{number}").failed()
    db = sqlite3.connect(tables_dir("toy") / STORE_NAME)
    sources = {source for (source,) in db.execute("SELECT source FROM tries")}
    db.close()
    assert sources == {f"203.0.113.{number}" for number in range(7, 12)}  # the latest five


def test_a_store_that_is_no_store_is_made_anew(table, clock):
    store = tables_dir("toy") / STORE_NAME
    store.write_bytes(b"this is not a database" * 100)
    guard = _guard(clock, "203.0.113.7")
    for _ in range(ADDRESS.free):
        guard.failed()
    guard.own = join_tries.Tries()
    with pytest.raises(TooManyTriesError):
        guard.check()
    assert store.read_bytes().startswith(b"SQLite format 3")


def test_each_address_is_one_source_and_a_terminal_is_its_own():
    assert source_of(None) == source_of("") == LOCAL_SOURCE
    assert source_of(" 203.0.113.7 ") == "203.0.113.7"
    assert source_of("::ffff:203.0.113.7") == "203.0.113.7"
    # one subscriber holds a whole /64 of IPv6
    network = "2001:db8:1:2::/64"
    assert source_of("2001:db8:1:2::5") == source_of("[2001:db8:1:2:ffff::9]") == network
    assert source_of("2001:db8:1:3::5") != source_of("2001:db8:1:2::5")
    odd = source_of("host\x1b[2J" + "x" * 500)
    assert odd.startswith("peer host?[2J") and len(odd) <= 110


@pytest.mark.parametrize("spec", [meaculpa_spec, sinners_spec], ids=["meaculpa", "sinners"])
def test_join_takes_a_peer_address_that_help_does_not_show(spec, capsys):
    asked: list[LaunchRequest] = []
    game = dataclasses.replace(spec(), launch=lambda request: asked.append(request) or 0)
    assert run(game, ["join", "--peer", "203.0.113.7"]) == 0
    assert asked[-1].peer == "203.0.113.7" and asked[-1].code is None
    assert run(game, ["join"]) == 0
    assert asked[-1].peer is None
    capsys.readouterr()
    with pytest.raises(SystemExit):
        run(game, ["join", "--help"])
    shown = capsys.readouterr().out
    assert "CODE" in shown.upper() and "--peer" not in shown


def test_a_tables_folder_that_cannot_be_written_leaves_the_connections_count(
    table, clock, monkeypatch
):
    def refused(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(join_tries.os, "open", refused)
    (tables_dir("toy") / STORE_NAME).unlink(missing_ok=True)
    guard = _guard(clock, "203.0.113.7")
    assert _guess_until_refused(guard, clock) == CONNECTION.free
    assert _try(_guard(clock, "203.0.113.7"), table[1][0]) == 0
