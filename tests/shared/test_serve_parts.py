"""``serve``'s parts that need no server: whom a session counts for, the sentences of its
limits, what it reads of a page's messages, and the one private name of textual-serve it uses
(a failure there names what an upgrade of textual-serve moved)."""

from __future__ import annotations

import asyncio

import pytest

from shared.engine.join_tries import source_of
from shared.serve.limits import FLOOD_SENTENCE, KeyBudget, Limits, Seats, duration_words
from shared.serve.listening import listening_url, players_line, trust_warning, wildcard_problem
from shared.serve.peers import UNKNOWN, peer_address

#: The longest reason a websocket's close may carry (RFC 6455: 125 bytes less the code's two).
CLOSE_REASON_BYTES = 123


def test_a_browser_comes_from_its_connections_address_unless_a_proxy_is_trusted():
    forwarded = {"X-Forwarded-For": "6.6.6.6, 203.0.113.9"}
    assert peer_address("127.0.0.1", forwarded, trust_proxy=False) == "127.0.0.1"
    # the proxy's own entry, the last; those before it are the browser's to write
    assert peer_address("127.0.0.1", forwarded, trust_proxy=True) == "203.0.113.9"
    assert peer_address("127.0.0.1", {"X-Forwarded-For": "junk"}, trust_proxy=True) == "127.0.0.1"
    assert peer_address("127.0.0.1", {}, trust_proxy=True) == "127.0.0.1"
    assert peer_address(None, {}, trust_proxy=False) == UNKNOWN
    assert peer_address("fe80::1%eth0", {}, trust_proxy=False) == "fe80::1"


def test_an_ipv6_browser_counts_by_its_network_as_its_wrong_codes_do():
    first = source_of(peer_address("2001:db8:1:2::1", {}, trust_proxy=False))
    second = source_of(peer_address("2001:db8:1:2:ffff::9", {}, trust_proxy=False))
    assert first == second == "2001:db8:1:2::/64"
    assert source_of(peer_address("::ffff:192.0.2.7", {}, trust_proxy=False)) == "192.0.2.7"


def test_seats_count_in_all_and_by_address():
    seats = Seats(Limits(sessions=3, per_address=2))
    assert seats.take("a") is None and seats.take("a") is None
    assert "Your address has 2 sessions open here" in str(seats.take("a"))
    assert seats.take("b") is None
    assert "This server is full: all 3" in str(seats.take("c"))
    seats.give_back("a")
    assert seats.take("c") is None and seats.total == 3
    assert seats.by_source == {"a": 1, "b": 1, "c": 1}


def test_every_limit_sentence_fits_in_a_websockets_close_reason():
    full = Seats(Limits(sessions=99999))
    full.by_source["x"] = 99999
    crowded = Seats(Limits(sessions=10**6, per_address=99999))
    crowded.by_source["x"] = 99999
    idle = Limits(idle_seconds=99999 * 60).idle_sentence()
    memory = Limits(process_mb=99999).memory_sentence()
    sentences = [full.refusal("y"), crowded.refusal("x"), idle, FLOOD_SENTENCE, memory]
    assert str(sentences[0]).startswith("This server is full: all 99999")
    assert str(sentences[1]).startswith("Your address has 99999 sessions")
    for sentence in sentences:
        assert sentence is not None and len(sentence.encode()) <= CLOSE_REASON_BYTES, sentence


def test_a_pages_keys_pass_within_a_burst_and_a_rate():
    budget = KeyBudget(rate=100, burst=400, now=0.0)
    assert budget.spend(400, now=0.0)  # the whole burst at once
    assert not budget.spend(1, now=0.0)
    budget = KeyBudget(rate=100, burst=400, now=0.0)
    assert all(budget.spend(100, now=float(second)) for second in range(100))  # the rate, forever
    assert budget.spend(400, now=1000.0)  # the burst is back after a quiet while, no more
    assert not budget.spend(1, now=1000.0)


def test_durations_read_as_words():
    assert duration_words(3600) == "60 minutes"
    assert duration_words(60) == "1 minute"
    assert duration_words(90) == "90 seconds"
    assert duration_words(1) == "1 second"
    assert duration_words(1.2) == "1.2 seconds"


def test_players_are_told_the_address_and_when_it_is_this_machine_only():
    assert listening_url("::1", 8000) == "http://[::1]:8000"
    assert listening_url("play.example.org", 80) == "http://play.example.org"
    line = players_line("http://127.0.0.1:8000", "127.0.0.1", None)
    assert line.startswith("Players open http://127.0.0.1:8000 (on this machine only")
    assert players_line("https://a.example", "127.0.0.1", "https://a.example") == (
        "Players open https://a.example. Ctrl+C stops serving."
    )
    assert wildcard_problem("0.0.0.0", 8000, "https://a.example") is None
    assert wildcard_problem("192.168.1.5", 8000, None) is None
    assert "add --public-url http://" in str(wildcard_problem("", 8000, None))


def test_trusting_a_proxy_is_warned_of_beyond_this_machine():
    assert trust_warning("127.0.0.1", trust_proxy=True) is None
    assert trust_warning("0.0.0.0", trust_proxy=False) is None
    warning = str(trust_warning("0.0.0.0", trust_proxy=True))
    assert warning.startswith("Warning: with --trust-proxy, 'serve' should listen on 127.0.0.1")


def test_a_pages_messages_are_read_only_as_expected():
    pytest.importorskip("textual_serve", reason="needs the web extra")
    from shared.serve.server import MAX_COLUMNS, MAX_ROWS, envelope, terminal_size

    assert envelope('["stdin", "a"]') == ("stdin", "a")
    assert envelope('["blur"]') == ("blur", None)
    for text in ("{", "{}", "[]", "[1, 2]", "[" * 5000 + "]" * 5000, '"x"'):
        assert envelope(text) == (None, None)
    assert terminal_size("100", "30") == (100, 30)
    assert terminal_size(10**9, -5) == (MAX_COLUMNS, 1)
    assert terminal_size(None, "x") == (80, 24)
    assert MAX_COLUMNS * MAX_ROWS <= 100_000


def test_textual_serves_service_keeps_its_process_where_the_adapter_reads_it():
    """If this fails, textual-serve no longer keeps a session's process in
    ``AppService._process``: ``serve`` can no longer end a ``join`` that does not quit when
    asked (``shared/serve/textual_serve_internals.py``; a busy one then ran on for minutes)."""
    pytest.importorskip("textual_serve", reason="needs the web extra")
    from textual_serve.app_service import AppService
    from textual_serve.download_manager import DownloadManager

    from shared.serve.server import end_process
    from shared.serve.textual_serve_internals import app_process

    async def nothing(*_args: object) -> None:
        return None

    async def run() -> int | None:
        service = AppService(
            "exec sleep 30",
            write_bytes=nothing,
            write_str=nothing,
            close=nothing,
            download_manager=DownloadManager(),
        )
        assert app_process(service) is None
        await service.start(80, 24)
        process = app_process(service)
        assert process is not None, "AppService._process is gone"
        await end_process(process)
        return process.returncode

    returncode = asyncio.run(run())
    assert returncode is not None  # it was the process itself (exec), and it has ended
