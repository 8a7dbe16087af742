"""``serve`` for real: the page over HTTP, then the join screen over the page's websocket.

The server runs as the players would start it (``python -m GAME serve``, in a process of its
own, on a free port, with the test's data folders); the test then does what the page's script
does: it opens ``/ws`` with the terminal's size and reads the terminal output the ``join``
process writes there (textual-serve sends it as binary messages, and JSON text messages for
everything else), until the join screen's words arrive, and types there as a browser does
(``["stdin", keys]``): a code opens its seat, and without one the prompt's "New game" lists
none of the account's own games. Everything has a timeout, and the server's whole process
group (the server and the ``join`` it started) is ended at the end.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from meaculpa_tui.spec import game_spec as meaculpa_spec
from shared.engine.autosaves import new_autosave_path
from shared.engine.record import GameRecord
from shared.engine.saves import save_record
from shared.engine.table_store import TableStore, table_path
from shared.serve import FOCUS_SCRIPT

pytest.importorskip(
    "textual_serve", reason="textual-serve (the optional web extra) is not installed"
)
aiohttp = pytest.importorskip("aiohttp", reason="aiohttp (textual-serve's own) is missing")

ROOT = Path(__file__).resolve().parents[2]
TITLES = {"meaculpa_tui": "Mea Culpa", "sinners_tui": "Sinners"}
#: Seconds for the server to listen, and for the join screen to arrive.
START_TIMEOUT = 15.0
SCREEN_TIMEOUT = 20.0
#: Escape sequences in a terminal stream: CSI (``ESC [`` ... final byte), OSC, and two-byte ones.
ESCAPES = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-_]")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _page(url: str) -> str:
    with urllib.request.urlopen(url, timeout=5) as response:
        return str(response.read().decode("utf-8"))


@contextlib.contextmanager
def _serving(package: str, *options: str) -> Iterator[str]:
    """``python -m PACKAGE serve`` on a free port, ``options`` added, until the block ends:
    yields the address it listens on, once it answers."""
    port = _free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"}
    server = subprocess.Popen(
        [sys.executable, "-m", package, "serve", "--port", str(port), *options],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # its own process group: the joins it starts end with it
    )
    address = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            try:
                _page(address + "/")
                break
            except (urllib.error.URLError, ConnectionError):
                if server.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"serve did not listen on port {port} (exit {server.poll()})")
                time.sleep(0.1)
        yield address
    finally:
        _end_group(server)


def _end_group(server: subprocess.Popen[bytes]) -> None:
    """Ask the server's process group to stop (SIGTERM), then kill what is left."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(server.pid, sig)
        except ProcessLookupError:
            return
        try:
            server.wait(timeout=5)
            os.killpg(server.pid, signal.SIGKILL)  # (any join still running)
        except subprocess.TimeoutExpired:
            continue
        except ProcessLookupError:
            pass
        return


async def _session(websocket_url: str, steps: list[tuple[str, str | None]]) -> list[str]:
    """Play ``steps`` in one browser session: for each, wait until the terminal output since
    the last step holds its words, then type its keys (if any). Returns that output of each
    step, without escapes (the last one as far as it came, should its words never arrive)."""
    seen: list[str] = []
    timeout = aiohttp.ClientTimeout(total=SCREEN_TIMEOUT)
    size = f"{websocket_url}?width=100&height=30"
    async with (
        aiohttp.ClientSession(timeout=timeout) as session,
        session.ws_connect(size) as websocket,
    ):
        await websocket.send_json(["resize", {"width": 100, "height": 30}])
        deadline = time.monotonic() + SCREEN_TIMEOUT
        for words, keys in steps:
            stream, text = b"", ""
            while words not in text and time.monotonic() < deadline:
                try:
                    message = await websocket.receive(timeout=deadline - time.monotonic())
                except TimeoutError:
                    break
                if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
                    break
                if message.type == aiohttp.WSMsgType.BINARY:
                    stream += message.data
                    text = ESCAPES.sub(b"", stream).decode("utf-8", "replace")
            seen.append(text)
            if words not in text:
                break
            if keys is not None:
                await websocket.send_json(["stdin", keys])
    return seen


async def _screen_text(websocket_url: str, words: str) -> str:
    """What the terminal stream said, without its escapes, once it holds ``words``."""
    return (await _session(websocket_url, [(words, None)]))[-1]


@pytest.mark.parametrize("package", list(TITLES))
def test_the_page_names_the_game_and_its_websocket_shows_the_join_screen(package):
    title = TITLES[package]
    with _serving(package) as address:
        page = _page(address + "/")
        assert f"<div>{title}</div>" in page
        assert FOCUS_SCRIPT in page  # the terminal takes the keyboard without a click
        assert f"<title>{title}</title>" in page  # the browser's tab names the game
        match = re.search(r'data-session-websocket-url="([^"]+)"', page)
        assert match and match.group(1) == address.replace("http:", "ws:") + "/ws"
        text = asyncio.run(_screen_text(match.group(1), f"Join a table of {title}"))
    assert f"Join a table of {title}" in text, text[-2000:]
    assert "Type the code the host gave you for your seat, then Enter." in text


def test_the_page_behind_a_public_address_points_its_websocket_there():
    """``--public-url``: the page's script and websocket go through the public address."""
    with _serving("meaculpa_tui", "--public-url", "https://play.example.org") as address:
        page = _page(address + "/")
    assert 'data-session-websocket-url="wss://play.example.org/ws"' in page
    assert 'src="https://play.example.org/static/js/textual.js"' in page


def _websocket(address: str) -> str:
    match = re.search(r'data-session-websocket-url="([^"]+)"', _page(address + "/"))
    assert match
    return match.group(1)


def test_a_code_typed_in_the_page_opens_the_seat():
    """The browsers' own data folder still holds the host's tables (a link to them)."""
    store, codes = TableStore.create(
        table_path("meaculpa", "5e7ab1"), meaculpa_spec().engine, ["Ann", "Ben"], ["human"] * 2, 3
    )
    store.close()
    with _serving("meaculpa_tui") as address:
        steps = [("Join a table of Mea Culpa", codes[1] + "\r"), ("Ben's screen", None)]
        seen = asyncio.run(_session(_websocket(address), steps))
    assert "Ben's screen" in seen[-1], seen[-1][-2000:]


def test_without_a_code_a_new_game_never_lists_the_accounts_own_games():
    """The code prompt offers no "New game" (Ctrl+N does nothing there), and even a setup
    screen through ``serve`` would list no unfinished game of the host's data folder (its
    sessions have a data folder of their own), so none can be continued or deleted."""
    engine = meaculpa_spec().engine
    save = save_record(GameRecord.start(engine, ["Ann", "Ben"], 7), new_autosave_path("meaculpa"))
    with _serving("meaculpa_tui") as address:
        steps = [("Join a table of Mea Culpa", "\x0e"), ("", "zq9"), ("zq9", None)]
        seen = asyncio.run(_session(_websocket(address), steps))
    assert "zq9" in seen[-1], seen[-1][-2000:]  # typed into the code prompt, still there
    assert not any("New game of Mea Culpa" in text for text in seen)
    assert not any("Unfinished games" in text for text in seen)
    assert save.exists()


@pytest.mark.parametrize("package", ["meaculpa_tui", "sinners_tui"])
def test_each_browsers_process_imports_the_installed_packages_not_the_folders_own(
    package, tmp_path
):
    """A folder holding a ``shared/`` of its own (the folder ``serve`` was started in) cannot
    stand in for the installed framework in the browsers' processes (``python -P``)."""
    from shared.serve import join_command

    (tmp_path / "shared").mkdir()
    (tmp_path / "shared" / "__init__.py").write_text("")
    words = shlex.split(join_command(package))
    interpreter = words[: words.index("-m")]
    code = "import shared, sys; print(shared.__file__)"
    result = subprocess.run(
        [*interpreter, "-c", code], cwd=tmp_path, capture_output=True, text=True, check=True
    )
    imported = Path(result.stdout.strip())
    assert tmp_path not in imported.parents, "the folder's own shared/ was imported"
    assert imported.name == "__init__.py" and imported.parent.name == "shared"
