"""``serve`` for real: the page over HTTP, then the join screen over the page's websocket.

A real ``serve`` in a process of its own and a browser's side of its websocket
(``tests.shared.serve_support``): the join screen's words arrive, and typing there as a
browser does (``["stdin", keys]``), a code opens its seat, and without one the prompt lists
none of the account's own games. Its limits: ``tests/shared/test_serve_limits.py``.
"""

from __future__ import annotations

import asyncio
import re
import shlex
import subprocess
import time
from pathlib import Path

import pytest

from meaculpa_tui.spec import game_spec as meaculpa_spec
from shared.engine.autosaves import new_autosave_path
from shared.engine.record import GameRecord
from shared.engine.saves import save_record
from shared.engine.table_store import TableStore, table_path
from shared.serve.page import CLOSE_REASON_SCRIPT, FOCUS_SCRIPT
from tests.shared.serve_support import SCREEN_TIMEOUT, page, read_until, serving

pytest.importorskip(
    "textual_serve", reason="textual-serve (the optional web extra) is not installed"
)
aiohttp = pytest.importorskip("aiohttp", reason="aiohttp (textual-serve's own) is missing")

TITLES = {"meaculpa_tui": "Mea Culpa", "sinners_tui": "Sinners"}


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
            text = await read_until(websocket, words, timeout=deadline - time.monotonic())
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
    with serving(package) as served:
        address = served.address
        text = page(address + "/")
        assert f"<div>{title}</div>" in text
        assert FOCUS_SCRIPT in text  # the terminal takes the keyboard without a click
        assert CLOSE_REASON_SCRIPT in text  # and says why the server closed it
        assert f"<title>{title}</title>" in text  # the browser's tab names the game
        match = re.search(r'data-session-websocket-url="([^"]+)"', text)
        assert match and match.group(1) == address.replace("http:", "ws:") + "/ws"
        text = asyncio.run(_screen_text(match.group(1), f"Join a table of {title}"))
    assert f"Join a table of {title}" in text, text[-2000:]
    assert "Type the code the host gave you for your seat, then Enter." in text


def test_the_page_behind_a_public_address_points_its_websocket_there():
    """``--public-url``: the page's script and websocket go through the public address."""
    with serving("meaculpa_tui", "--public-url", "https://play.example.org") as served:
        text = page(served.address + "/")
    assert 'data-session-websocket-url="wss://play.example.org/ws"' in text
    assert 'src="https://play.example.org/static/js/textual.js"' in text


def _websocket(address: str) -> str:
    match = re.search(r'data-session-websocket-url="([^"]+)"', page(address + "/"))
    assert match
    return match.group(1)


def test_a_code_typed_in_the_page_opens_the_seat():
    """The browsers' own data folder still holds the host's tables (a link to them)."""
    store, codes = TableStore.create(
        table_path("meaculpa", "5e7ab1"), meaculpa_spec().engine, ["Ann", "Ben"], ["human"] * 2, 3
    )
    store.close()
    with serving("meaculpa_tui") as served:
        steps = [("Join a table of Mea Culpa", codes[1] + "\r"), ("Ben's screen", None)]
        seen = asyncio.run(_session(_websocket(served.address), steps))
    assert "Ben's screen" in seen[-1], seen[-1][-2000:]


def test_without_a_code_a_new_game_never_lists_the_accounts_own_games():
    """The code prompt offers no "New game" (Ctrl+N does nothing there), and even a setup
    screen through ``serve`` would list no unfinished game of the host's data folder (its
    sessions have a data folder of their own), so none can be continued or deleted."""
    engine = meaculpa_spec().engine
    save = save_record(GameRecord.start(engine, ["Ann", "Ben"], 7), new_autosave_path("meaculpa"))
    with serving("meaculpa_tui") as served:
        steps = [("Join a table of Mea Culpa", "\x0e"), ("", "zq9"), ("zq9", None)]
        seen = asyncio.run(_session(_websocket(served.address), steps))
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
    from shared.serve.command import join_command

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
