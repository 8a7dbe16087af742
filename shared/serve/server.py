"""textual-serve's server and session, with :mod:`shared.serve.limits` kept.

textual-serve starts a process for every websocket, lets any message through (up to aiohttp's
4 MB), never ends a session for silence, and ends one only by asking its process to quit
through its standard input, behind every key still queued there: one 2 MB message and a close
kept a ``join`` process busy for minutes, growing to gigabytes. Here, through textual-serve's
public methods:

- :class:`TableServer` counts the sessions (:class:`~shared.serve.limits.Seats`) before it
  starts one: when full, the page is a sentence saying why (HTTP 503), and a websocket opened
  anyway closes with that sentence as its reason, which the page shows
  (:data:`~shared.serve.page.CLOSE_REASON_SCRIPT`). Its websockets take messages of
  ``message_bytes`` at most (a larger one closes the socket, code 1009), and close with a
  sentence after ``idle_seconds`` without a key, when keys come faster than ``key_rate``, or
  when the session's process grows past ``process_mb``. It relays the page's messages itself
  (keys, size, ping, focus), reading only what it expects, sizes bounded.
- :class:`SeatService` ends its process within seconds once the page is gone: asked to quit,
  then terminated, then killed (:func:`end_process`); it closes its page when the process
  ends by itself. Its command runs the ``join`` with a config folder of its own
  (:mod:`shared.serve.folders`) in place of the shell that starts it (``exec``), so the
  process signalled is the ``join`` itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import itertools
import json
import os
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aiohttp import WSCloseCode, WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server, to_int

from shared.engine.join_tries import source_of
from shared.serve.folders import remove_session_config_dir, session_config_dir
from shared.serve.limits import (
    FLOOD_SENTENCE,
    KILL_SECONDS,
    MEMORY_CHECK_SECONDS,
    QUIT_SECONDS,
    KeyBudget,
    Limits,
    Seats,
)
from shared.serve.listening import players_line
from shared.serve.page import full_page
from shared.serve.peers import peer_address
from shared.serve.textual_serve_internals import app_process
from shared.settings import CONFIG_DIR_VARIABLE

#: Seconds between the server's pings on each websocket (textual-serve's own): a page gone
#: without closing (a sleeping laptop) is noticed after two.
HEARTBEAT = 15.0
#: The largest terminal a page may ask for, in cells (a 4K screen at a small font is about
#: 380x100): the ``join`` process draws every cell, and a page could ask for millions.
MAX_COLUMNS = 500
MAX_ROWS = 200
#: What a page reads when ``serve`` stops while it is open.
STOPPED = "The host stopped serving this game."


def terminal_size(width: object, height: object) -> tuple[int, int]:
    """A page's terminal size, as whole cells within 1 and :data:`MAX_COLUMNS` x
    :data:`MAX_ROWS` (80x24 for what is not a number)."""
    columns = to_int(str(width), 80)
    rows = to_int(str(height), 24)
    return min(max(columns, 1), MAX_COLUMNS), min(max(rows, 1), MAX_ROWS)


def session_command(join: str, config: Path, peer: str) -> str:
    """The shell command of one browser's session: ``join`` with ``config`` as its config
    folder, told the address it serves (``--peer``), in place of the shell (``exec``)."""
    setting = shlex.quote(f"{CONFIG_DIR_VARIABLE}={config}")
    return f"exec env {setting} {join} --peer {shlex.quote(peer)}"


def resident_mb(pid: int) -> float | None:
    """The memory process ``pid`` holds (its resident set), in MB; ``None`` where it cannot be
    read (no ``/proc`` on this system, or the process has gone)."""
    try:
        pages = int((Path("/proc") / str(pid) / "statm").read_text().split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE") / (1024 * 1024)


async def end_process(process: asyncio.subprocess.Process) -> None:
    """End ``process`` now: terminated, then killed when it has not ended within
    :data:`~shared.serve.limits.KILL_SECONDS` (a process busy with keys may not stop for
    the first)."""
    for signal_it in (process.terminate, process.kill):
        if process.returncode is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            signal_it()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(process.wait(), KILL_SECONDS)


async def close_page(websocket: web.WebSocketResponse) -> None:
    """Close ``websocket`` (the page then says its session ended)."""
    await websocket.close()


class SeatService(AppService):
    """One browser's session: its ``join`` process, which ends when its page goes."""

    async def run(self) -> None:
        """Relay the process's output until it ends, then close the page (a process that
        ended without saying so would leave it a still screen)."""
        await super().run()
        await self.remote_close()

    async def end(self) -> None:
        """End the session within seconds, whatever its process is doing: asked to quit
        (as textual-serve does), it has :data:`~shared.serve.limits.QUIT_SECONDS`; then it is
        ended (:func:`end_process`)."""
        process = app_process(self)
        stopping = asyncio.ensure_future(self.stop())
        await asyncio.wait({stopping}, timeout=QUIT_SECONDS)
        if process is not None:
            if stopping.done():  # (its output has ended: it is ending by itself)
                # its end is awaited before any signal: one sent between its end and its
                # reaping made Python reap it first and asyncio's watcher log an unknown child
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(process.wait(), KILL_SECONDS)
            await end_process(process)
        await asyncio.wait({stopping}, timeout=KILL_SECONDS)
        stopping.cancel()  # (its output read to the end: nothing is left to wait for)


@dataclass
class KeyClock:
    """When the page last sent a key (the event loop's time)."""

    last: float

    def pressed(self) -> None:
        self.last = asyncio.get_running_loop().time()


class TableServer(Server):
    """textual-serve's server with :mod:`shared.serve.limits` kept (see the module)."""

    def __init__(
        self,
        command: str,
        *,
        limits: Limits,
        trust_proxy: bool,
        folder: Path,
        given_url: str | None,
        **options: Any,
    ) -> None:
        """``given_url``: ``serve --public-url`` (``None``: not given); ``options`` are
        textual-serve's own."""
        super().__init__(command, **options)
        self.limits = limits
        self.seats = Seats(limits)
        self.trust_proxy = trust_proxy
        self.folder = folder
        self.websockets: set[web.WebSocketResponse] = set()
        self._numbers = itertools.count(1)
        self.given_url = given_url

    def peer(self, request: web.Request) -> str:
        """The address a request comes from (see :mod:`shared.serve.peers`)."""
        return peer_address(request.remote, request.headers, trust_proxy=self.trust_proxy)

    async def on_startup(self, app: web.Application) -> None:
        """Say, in one line, which address players open."""
        print(players_line(self.public_url, self.host, self.given_url), flush=True)

    async def on_shutdown(self, app: web.Application) -> None:
        """Close every page with a sentence, so that every session ends with ``serve``."""
        for websocket in list(self.websockets):
            await websocket.close(code=WSCloseCode.GOING_AWAY, message=STOPPED.encode())

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        """The page; when no session could start for this browser now, a page saying why."""
        refusal = self.seats.refusal(source_of(self.peer(request)))
        if refusal is not None:
            return web.Response(
                status=503,
                text=full_page(self.title, refusal),
                content_type="text/html",
                headers={"Retry-After": "60"},
            )
        page: web.StreamResponse = await super().handle_index(request)
        return page

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One browser's session, counted from its start until its process has ended."""
        peer = self.peer(request)
        source = source_of(peer)  # (the sessions of one address, as its wrong codes, count as one)
        websocket = web.WebSocketResponse(
            heartbeat=HEARTBEAT, max_msg_size=self.limits.message_bytes
        )
        refusal = self.seats.take(source)
        try:
            await websocket.prepare(request)
            if refusal is not None:
                await websocket.close(code=WSCloseCode.TRY_AGAIN_LATER, message=refusal.encode())
                return websocket
            self.websockets.add(websocket)
            await self._session(websocket, request, peer)
        finally:
            self.websockets.discard(websocket)
            if refusal is None:
                self.seats.give_back(source)
        return websocket

    async def _session(
        self, websocket: web.WebSocketResponse, request: web.Request, peer: str
    ) -> None:
        config = session_config_dir(self.folder, str(next(self._numbers)))
        service = SeatService(
            session_command(self.command, config, peer),
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=functools.partial(close_page, websocket),
            download_manager=self.download_manager,
            debug=self.debug,
        )
        keys = KeyClock(asyncio.get_running_loop().time())
        size = terminal_size(request.query.get("width"), request.query.get("height"))
        watches: list[asyncio.Task[None]] = []
        try:
            await service.start(*size)
            watches.append(asyncio.create_task(self._close_when_idle(websocket, keys)))
            watches.append(asyncio.create_task(self._close_when_too_large(websocket, service)))
            await self._relay(websocket, service, keys)
        finally:
            for watch in watches:
                watch.cancel()
            await service.end()
            remove_session_config_dir(config)

    async def _close_when_idle(self, websocket: web.WebSocketResponse, keys: KeyClock) -> None:
        loop = asyncio.get_running_loop()
        while (left := keys.last + self.limits.idle_seconds - loop.time()) > 0:
            await asyncio.sleep(left)
        await websocket.close(message=self.limits.idle_sentence().encode())

    async def _close_when_too_large(
        self, websocket: web.WebSocketResponse, service: SeatService
    ) -> None:
        process = app_process(service)
        if process is None:
            return
        while (held := resident_mb(process.pid)) is not None:
            if held > self.limits.process_mb:
                reason = self.limits.memory_sentence().encode()
                await websocket.close(code=WSCloseCode.POLICY_VIOLATION, message=reason)
                return
            await asyncio.sleep(MEMORY_CHECK_SECONDS)

    async def _relay(
        self, websocket: web.WebSocketResponse, service: SeatService, keys: KeyClock
    ) -> None:
        """Pass the page's messages on until it closes: keys (a page that sends them faster
        than its budget is closed), its size, pings, focus (as textual-serve does); anything
        else, or not JSON, is left out."""
        loop = asyncio.get_running_loop()
        budget = KeyBudget(self.limits.key_rate, self.limits.key_burst, loop.time())
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                continue
            kind, data = envelope(message.data)
            if kind == "stdin" and isinstance(data, str):
                keys.pressed()
                typed = data.encode("utf-8", "replace")
                if not budget.spend(len(typed), loop.time()):
                    reason = FLOOD_SENTENCE.encode()
                    await websocket.close(code=WSCloseCode.POLICY_VIOLATION, message=reason)
                    return
                await service.send_bytes(typed)
            elif kind == "resize" and isinstance(data, dict):
                await service.set_terminal_size(
                    *terminal_size(data.get("width"), data.get("height"))
                )
            elif kind == "ping" and isinstance(data, str):
                await websocket.send_json(["pong", data])
            elif kind == "blur":
                await service.blur()
            elif kind == "focus":
                await service.focus()


def envelope(text: str) -> tuple[str | None, object]:
    """A page's message ``[kind, data]`` as its kind and data (``(None, None)``: not one)."""
    try:
        parsed = json.loads(text)
    except (ValueError, RecursionError):
        return None, None
    if not (isinstance(parsed, list) and parsed and isinstance(parsed[0], str)):
        return None, None
    return parsed[0], parsed[1] if len(parsed) > 1 else None
