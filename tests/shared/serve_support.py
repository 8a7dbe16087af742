"""A real ``serve`` for the tests, and a browser's side of its websocket.

The server runs as the players would start it (``python -m GAME serve``, in a process of its
own, on a free port of the loopback, with the test's data and config folders); a test then does
what the page's script does: it opens ``/ws`` with the terminal's size, reads the terminal
output the ``join`` process writes there (textual-serve sends it as binary messages, and JSON
text messages for everything else), and types as a browser does (``["stdin", keys]``).
Everything is bounded by a deadline, and the server's whole process group (the server and the
``join`` processes it started) is ended at the end.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: Seconds for the server to listen, for a screen to arrive, and for a process to end (each a
#: generous bound: the test polls and goes on as soon as it holds).
START_TIMEOUT = 15.0
SCREEN_TIMEOUT = 20.0
END_TIMEOUT = 20.0
#: Escape sequences in a terminal stream: CSI (``ESC [`` ... final byte), OSC, and two-byte ones.
ESCAPES = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-_]")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def page(url: str, headers: dict[str, str] | None = None) -> str:
    request = urllib.request.Request(url, headers=headers or {})
    with urllib.request.urlopen(request, timeout=5) as response:
        return str(response.read().decode("utf-8"))


def page_status(url: str, headers: dict[str, str] | None = None) -> tuple[int, str]:
    """The status and text of a page, an error status included."""
    try:
        return 200, page(url, headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8")


@dataclass
class Served:
    """A running ``serve``: its address and its process."""

    address: str
    server: subprocess.Popen[bytes]

    @property
    def websocket(self) -> str:
        return self.address.replace("http:", "ws:") + "/ws"

    def children(self) -> set[int]:
        """The processes the server started (its browsers' ``join`` processes) now."""
        return children_of(self.server.pid)


@contextlib.contextmanager
def serving(
    package: str, *options: str, env: dict[str, str] | None = None, stdout: Any = None
) -> Iterator[Served]:
    """``python -m PACKAGE serve`` on a free port, ``options`` added, until the block ends,
    once it answers (``stdout``: where its output goes, none by default)."""
    port = free_port()
    environment = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "PYTHONDONTWRITEBYTECODE": "1",
        **(env or {}),
    }
    server = subprocess.Popen(
        [sys.executable, "-m", package, "serve", "--port", str(port), *options],
        cwd=ROOT,
        env=environment,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL if stdout is None else stdout,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # its own process group: the joins it starts end with it
    )
    address = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            try:
                page(address + "/")
                break
            except (urllib.error.URLError, ConnectionError):
                if server.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"serve did not listen on port {port} (exit {server.poll()})")
                time.sleep(0.1)
        yield Served(address, server)
    finally:
        end_group(server)


def end_group(server: subprocess.Popen[bytes]) -> None:
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


def children_of(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (read from ``/proc``)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == pid and fields[0] != "Z":
            found.add(int(entry.name))
    return found


def alive(pid: int) -> bool:
    """Whether process ``pid`` exists (a zombie, ended but not yet reaped, does not count)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def wait_until(holds: Any, what: str, timeout: float = END_TIMEOUT) -> None:
    """Poll ``holds()`` until it is true; fail naming ``what`` after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not holds():
        if time.monotonic() > deadline:
            pytest.fail(f"{what} did not happen within {timeout:g} s")
        time.sleep(0.05)


def screen_text(stream: bytes) -> str:
    """A terminal stream's text, without its escapes."""
    return ESCAPES.sub(b"", stream).decode("utf-8", "replace")


async def read_until(websocket: Any, words: str, timeout: float = SCREEN_TIMEOUT) -> str:
    """Read the terminal output until its text holds ``words`` (or the socket closes, or
    ``timeout`` passes); returns the text read."""
    import aiohttp

    stream, text = b"", ""
    deadline = time.monotonic() + timeout
    while words not in text and time.monotonic() < deadline:
        try:
            message = await websocket.receive(timeout=deadline - time.monotonic())
        except TimeoutError:
            break
        if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            break
        if message.type == aiohttp.WSMsgType.BINARY:
            stream += message.data
            text = screen_text(stream)
    return text


async def closing(websocket: Any, timeout: float = SCREEN_TIMEOUT) -> Any:
    """The message that closes ``websocket`` (its code in ``.data``, its reason in
    ``.extra``), the terminal output before it skipped; fails after ``timeout`` seconds."""
    import aiohttp

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            message = await websocket.receive(timeout=deadline - time.monotonic())
        except TimeoutError:
            break
        if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            return message
    pytest.fail(f"the websocket was not closed within {timeout:g} s")
