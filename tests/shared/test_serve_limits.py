"""``serve``'s limits against a real server and real websocket clients (``serve_support``).

Each test starts ``serve`` on the loopback with small limits through its own flags, opens
websockets as pages do, and waits for what must happen by polling with generous deadlines: the
sessions beyond the cap in all or from one address refused with a sentence (the page too), a
message beyond the size limit closing its socket, a session without a key ended, a ``join``
process gone within seconds once its socket is (even busy with keys), a theme picked in a
browser never written to the host's settings, and where players must go said at start-up.
"""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path

import pytest

from shared.serve.limits import FLOOD_SENTENCE, KEY_BURST_BYTES, MAX_MESSAGE_BYTES
from tests.shared.serve_support import (
    alive,
    closing,
    page_status,
    read_until,
    serving,
    wait_until,
)

pytest.importorskip(
    "textual_serve", reason="textual-serve (the optional web extra) is not installed"
)
aiohttp = pytest.importorskip("aiohttp", reason="aiohttp (textual-serve's own) is missing")
pytestmark = pytest.mark.skipif(
    not Path("/proc/self/stat").exists(), reason="reads the processes from /proc"
)

JOIN_SCREEN = "Join a table of Mea Culpa"
#: The page's terminal size (the table's own).
SIZE = "?width=100&height=30"


async def _open(session: aiohttp.ClientSession, url: str, **headers: str) -> object:
    return await session.ws_connect(url + SIZE, headers=headers)


def test_sessions_beyond_the_cap_in_all_are_refused_with_a_sentence_until_one_ends():
    with serving("meaculpa_tui", "--max-sessions", "2") as served:

        async def play() -> tuple[object, tuple[int, str]]:
            async with aiohttp.ClientSession() as session:
                first = await _open(session, served.websocket)
                second = await _open(session, served.websocket)
                for websocket in (first, second):
                    assert JOIN_SCREEN in await read_until(websocket, JOIN_SCREEN)
                third = await _open(session, served.websocket)
                refused = await closing(third)
                full = await asyncio.to_thread(page_status, served.address + "/")
                await first.close()
                return refused, full

        refused, (status, text) = asyncio.run(play())
        sentence = "This server is full: all 2 of its browser sessions are taken."
        assert refused.data == aiohttp.WSCloseCode.TRY_AGAIN_LATER
        assert refused.extra.startswith(sentence)
        assert status == 503 and sentence in text  # the page says so before any socket
        # the first session's process gone, a page may open again
        wait_until(lambda: len(served.children()) <= 1, "the first session's end")
        wait_until(lambda: page_status(served.address + "/")[0] == 200, "the page's return")


def test_one_address_may_not_take_more_than_its_share():
    """Behind a proxy (``--trust-proxy``) the address is the one it adds to X-Forwarded-For."""
    options = ("--max-sessions", "5", "--max-per-address", "1", "--trust-proxy")
    with serving("meaculpa_tui", *options) as served:

        async def play() -> tuple[object, str, tuple[int, str]]:
            async with aiohttp.ClientSession() as session:
                first = await _open(session, served.websocket, **{"X-Forwarded-For": "x, 1.2.3.4"})
                assert JOIN_SCREEN in await read_until(first, JOIN_SCREEN)
                again = await _open(session, served.websocket, **{"X-Forwarded-For": "1.2.3.4"})
                refused = await closing(again)
                other = await _open(session, served.websocket, **{"X-Forwarded-For": "5.6.7.8"})
                text = await read_until(other, JOIN_SCREEN)
                headers = {"X-Forwarded-For": "9.9.9.9, 1.2.3.4"}
                full = await asyncio.to_thread(page_status, served.address + "/", headers)
                return refused, text, full

        refused, other_text, (status, text) = asyncio.run(play())
        # each browser's join is told its address, which its wrong codes count against
        told = {_peer_of(process) for process in served.children()}
        assert told == {"1.2.3.4", "5.6.7.8"}
    sentence = "Your address has 1 session open here, the most it may have"
    assert refused.data == aiohttp.WSCloseCode.TRY_AGAIN_LATER
    assert refused.extra.startswith(sentence)
    assert JOIN_SCREEN in other_text  # another address is not held back
    assert status == 503 and sentence in text


def _peer_of(process: int) -> str:
    """What ``join --peer`` a process was started with."""
    words = Path(f"/proc/{process}/cmdline").read_bytes().split(b"\0")
    return words[words.index(b"--peer") + 1].decode()


def test_a_message_beyond_the_size_limit_closes_its_socket_and_ends_its_process():
    with serving("meaculpa_tui") as served:

        async def play() -> tuple[object, object, set[int]]:
            async with aiohttp.ClientSession() as session:
                websocket = await _open(session, served.websocket)
                assert JOIN_SCREEN in await read_until(websocket, JOIN_SCREEN)
                await websocket.send_json(["ping", "x" * (MAX_MESSAGE_BYTES - 100)])
                pong = await websocket.receive(timeout=20)  # within the limit: answered
                processes = served.children()
                await websocket.send_json(["stdin", "a" * MAX_MESSAGE_BYTES])
                return pong, await closing(websocket), processes

        pong, closed, processes = asyncio.run(play())
        assert pong.type == aiohttp.WSMsgType.TEXT and pong.json()[0] == "pong"
        assert closed.data == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
        (process,) = processes
        wait_until(lambda: not alive(process), "the session's process's end")


def test_a_page_sending_keys_faster_than_anyone_types_is_closed_with_a_sentence():
    """Each key costs its ``join`` until handled: a flood of them, even in small messages,
    made one grow by gigabytes."""
    with serving("meaculpa_tui") as served:

        async def play() -> tuple[object, set[int]]:
            async with aiohttp.ClientSession() as session:
                websocket = await _open(session, served.websocket)
                assert JOIN_SCREEN in await read_until(websocket, JOIN_SCREEN)
                processes = served.children()
                for _ in range(2 * KEY_BURST_BYTES // MAX_MESSAGE_BYTES):
                    await websocket.send_json(["stdin", "a" * (MAX_MESSAGE_BYTES - 20)])
                return await closing(websocket), processes

        closed, (process,) = asyncio.run(play())
        assert closed.data == aiohttp.WSCloseCode.POLICY_VIOLATION
        assert closed.extra == FLOOD_SENTENCE
        wait_until(lambda: not alive(process), "the flooded process's end")


def test_a_session_whose_process_grows_past_its_memory_is_ended_with_a_sentence():
    """(A ``join`` holds far more than 1 MB from its start.)"""
    with serving("meaculpa_tui", "--max-process-mb", "1") as served:

        async def play() -> tuple[object, set[int]]:
            async with aiohttp.ClientSession() as session:
                websocket = await _open(session, served.websocket)
                processes = served.children()
                return await closing(websocket), processes

        closed, processes = asyncio.run(play())
        assert closed.data == aiohttp.WSCloseCode.POLICY_VIOLATION
        assert closed.extra == (
            "This session took more than the 1 MB a table needs, so it ended. "
            "Reload the page to come back."
        )
        for process in processes:
            wait_until(lambda process=process: not alive(process), "the large session's end")


def test_a_session_without_a_key_for_its_idle_time_ends_with_a_sentence():
    with serving("meaculpa_tui", "--idle-minutes", "0.02") as served:

        async def play() -> tuple[object, set[int]]:
            async with aiohttp.ClientSession() as session:
                websocket = await _open(session, served.websocket)
                processes = served.children()
                return await closing(websocket), processes

        closed, processes = asyncio.run(play())
        assert closed.data == aiohttp.WSCloseCode.OK
        assert closed.extra == (
            "This session ended after 1.2 seconds without a key. "
            "Reload the page and type your code: your seat waits."
        )
        for process in processes:
            wait_until(lambda process=process: not alive(process), "the idle session's end")


def test_a_process_that_does_not_quit_is_gone_within_seconds_of_its_socket():
    """Asked to quit through its input, behind every key queued there, a ``join`` busy with
    keys by the thousand took minutes; one stopped (here by SIGSTOP, for a process that reads
    nothing more, whatever it is doing) never would. Once the page is gone it is ended."""
    with serving("meaculpa_tui") as served:

        async def play() -> set[int]:
            async with aiohttp.ClientSession() as session:
                websocket = await _open(session, served.websocket)
                assert JOIN_SCREEN in await read_until(websocket, JOIN_SCREEN)
                processes = served.children()
                for _ in range(KEY_BURST_BYTES // MAX_MESSAGE_BYTES):
                    await websocket.send_json(["stdin", "a" * (MAX_MESSAGE_BYTES - 20)])
                for process in processes:
                    os.kill(process, signal.SIGSTOP)
                await websocket.close()
                return processes

        (process,) = asyncio.run(play())
        wait_until(lambda: not alive(process), "the stopped process's end")
        assert served.server.poll() is None  # the server itself serves on


def test_a_theme_picked_in_a_browser_is_never_written_to_the_hosts_settings(tmp_path):
    """Ctrl+P, Theme: the session remembers it in a config folder of its own, gone with it."""
    host_config = tmp_path / "host-config"
    host_config.mkdir()
    temporary = tmp_path / "serve-temp"
    temporary.mkdir()
    env = {"SINFUL_TABLES_CONFIG_DIR": str(host_config), "TMPDIR": str(temporary)}
    with serving("meaculpa_tui", env=env) as served:

        def session_settings() -> list[Path]:
            return list(temporary.glob("*/config/*/settings.json"))

        async def play() -> list[Path]:
            async with aiohttp.ClientSession() as session:
                websocket = await _open(session, served.websocket)
                assert JOIN_SCREEN in await read_until(websocket, JOIN_SCREEN)
                await websocket.send_json(["stdin", "\x10"])  # Ctrl+P
                assert "Change the current theme" in await read_until(websocket, "current theme")
                await websocket.send_json(["stdin", "theme"])
                await read_until(websocket, "theme")
                await websocket.send_json(["stdin", "\r"])
                assert "Search for themes" in await read_until(websocket, "Search for themes")
                await websocket.send_json(["stdin", "nord\r"])
                await asyncio.to_thread(wait_until, session_settings, "the theme remembered")
                written = session_settings()
                await websocket.close()
                return written

        (written,) = asyncio.run(play())
        assert '"theme": "nord"' in written.read_text()
        assert not (host_config / "settings.json").exists()
        wait_until(lambda: not written.parent.exists(), "the session's config folder's end")


def test_serve_says_which_address_players_open(tmp_path):
    out = tmp_path / "out.txt"
    with out.open("wb") as stdout, serving("meaculpa_tui", stdout=stdout) as served:
        wait_until(lambda: "Players open" in out.read_text(), "the start-up line")
    line = out.read_text().splitlines()[0]
    assert line.startswith(f"Players open {served.address} (on this machine only")
