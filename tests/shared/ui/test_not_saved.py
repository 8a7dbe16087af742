"""A data folder that cannot be written: the game plays anyway and says, on every screen,
that it is not being saved, until a save works again; nothing saved before is lost."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from shared.engine.saves import load_record, save_record
from shared.session.seats import seats_path
from shared.ui import ConfirmDialog, CurtainScreen, PlayerScreen
from shared.ui.widgets.save_warning import SaveWarning
from tests.shared import toy_engine
from tests.shared.ui.keys import toy_player
from tests.shared.ui.toy_app import start, toy_app
from tests.ui_support import flush_saves, press_until, run_app, screen_text, wait_until

ROOT = Path(__file__).resolve().parents[3]
SIZE = (100, 30)
NOBODY = 65534
CHILD = ["-m", "tests.shared.ui.not_saved_child"]
#: (Linux, as root.) Drop the capabilities that let root ignore file modes,
#: ``CAP_DAC_OVERRIDE`` (1) and ``CAP_DAC_READ_SEARCH`` (2), from the bounding set with
#: ``prctl(PR_CAPBSET_DROP)`` (24), then start the check afresh: an exec gives root only the
#: capabilities left in that set.
WITHOUT_OVERRIDE = """
import ctypes, os, sys
libc = ctypes.CDLL(None, use_errno=True)
for capability in (1, 2):
    if libc.prctl(24, capability, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP) failed")
os.execv(sys.executable, [sys.executable, *sys.argv[1:]])
"""


def _text(app) -> str:
    """The screen's words on one line (a bar wrapped over two lines is found whole)."""
    return " ".join(screen_text(app).split())


def _bar(app) -> str:
    bars = list(app.screen.query(SaveWarning))
    return str(bars[0].render()) if bars else ""


async def test_a_full_disk_is_shown_on_every_screen_until_a_save_works(monkeypatch):
    app = toy_app(start(["Ann", "Ben"], seed=5))
    full = True
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        if full:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_fsync(fd)

    async with run_app(app, SIZE) as pilot:
        await press_until(pilot, toy_player(app, "1"), lambda: len(app.record.actions) == 1)
        path = app.save_path
        await wait_until(pilot, lambda: load_record(path, toy_engine) == app.record)
        saved = path.read_bytes()
        files = sorted(path.parent.iterdir())
        monkeypatch.setattr(os, "fsync", fsync)
        message = f"This game is not being saved: no space left on device ({path.parent})."
        screens: set[type] = set()
        policy = toy_player(app, "1")
        while len(app.record.actions) < 4:  # three moves, two hand-overs
            key = policy()
            if key is None:
                await pilot.pause(0.01)
                continue
            await pilot.press(key)
            await pilot.pause()
            if app.not_saved is not None and isinstance(app.screen, CurtainScreen | PlayerScreen):
                screen = app.screen
                await wait_until(pilot, lambda: message in _text(app), what="the bar")
                assert app.screen is screen
                screens.add(type(screen))
        assert screens == {CurtainScreen, PlayerScreen}
        assert app.not_saved == message
        assert "Header" not in [type(w).__name__ for w in app.screen.children if w.display]
        assert path.read_bytes() == saved  # the last good save is whole and untouched
        assert sorted(path.parent.iterdir()) == files  # and no half-written file is left

        full = False
        await press_until(pilot, toy_player(app, "1"), lambda: len(app.record.actions) == 5)
        flush_saves(app)
        await wait_until(pilot, lambda: app.not_saved is None, what="a save that works")
        assert load_record(path, toy_engine) == app.record
        curtain = lambda: isinstance(app.screen, CurtainScreen)  # noqa: E731
        await press_until(pilot, toy_player(app, "1"), curtain)
        await pilot.pause()
        assert "not being saved" not in screen_text(app) and _bar(app) == ""


async def test_quitting_while_the_game_is_not_saved_asks_first(monkeypatch):
    """Nothing lost by a slip: ctrl+q on an unsaved game asks, and Enter keeps playing."""

    def fsync(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", fsync)
    app = toy_app(start(["Ann", "Ben"], seed=5))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.not_saved is not None, what="the first failure")
        await pilot.press("ctrl+q")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        assert "not being saved" in _text(app) and "Quit anyway?" in _text(app)
        await pilot.press("enter")  # the safe answer
        await wait_until(pilot, lambda: not isinstance(app.screen, ConfirmDialog))
        assert app.is_running and app.state is not None
        await pilot.press("ctrl+q")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("y")
        await wait_until(pilot, lambda: not app.is_running, what="the app to quit")


async def test_seat_kinds_that_could_not_be_saved_are_saved_once_saving_works(monkeypatch):
    calls = {"left": 1}
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        if calls["left"] > 0:
            calls["left"] -= 1
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    app = toy_app(start(["Ann", "Bot"], seats=["human", "random"], seed=8))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.not_saved is not None, what="the first failure")
        assert not seats_path(app.save_path).exists()
        await press_until(pilot, toy_player(app, "1"), lambda: len(app.record.actions) >= 2)
        await wait_until(pilot, lambda: app.not_saved is None)
        assert seats_path(app.save_path).read_text() == '{"seats": ["human", "random"]}'


# ---------------------------------------------------------------------- read-only folder


def _runs_as_nobody() -> bool:
    """Whether the interpreter, the packages and the checkout are readable by ``nobody``."""
    try:
        probe = subprocess.run(
            [sys.executable, "-c", "import shared.ui, tests.shared.ui.toy_app"],
            cwd=ROOT,
            user=NOBODY,
            group=NOBODY,
            extra_groups=[],
            capture_output=True,
            check=False,
            timeout=120,
        )
    except OSError:
        return False
    return probe.returncode == 0


def _without_override() -> tuple[str, list[str], dict[str, Any]]:
    """Who runs the check so that file modes count: a name, the command, ``subprocess`` options.

    Not root: this user. Root: ``nobody`` when that user can read the interpreter and the
    checkout, else (Linux) root without ``CAP_DAC_OVERRIDE`` and ``CAP_DAC_READ_SEARCH``,
    the very capabilities that make root ignore modes.
    """
    if os.geteuid() != 0:
        return "this user", [sys.executable, *CHILD], {}
    if _runs_as_nobody():
        options = {"user": NOBODY, "group": NOBODY, "extra_groups": []}
        return "nobody", [sys.executable, *CHILD], options
    if sys.platform.startswith("linux"):
        command = [sys.executable, "-c", WITHOUT_OVERRIDE, *CHILD]
        return "root without the override capabilities", command, {}
    pytest.skip("running as root, and no user without the override capability can run Python")


@pytest.fixture
def read_only_data() -> Iterator[Path]:
    """A root-owned (or own) 0555 data folder, readable by anyone, holding one earlier game."""
    base = Path(tempfile.mkdtemp(prefix="sinful-read-only-"))
    base.chmod(0o755)
    data = base / "data"
    (data / "toy").mkdir(parents=True)
    record = start(["Ann", "Ben"], seed=9).record
    for _ in range(2):
        record = record.with_action(toy_engine.Add(amount=1))
    save_record(record, data / "toy" / "autosave-0123456789ab.json")
    for path in (data / "toy", data):
        path.chmod(0o555)
    try:
        yield data
    finally:
        for path in (data, data / "toy"):
            path.chmod(0o755)
        shutil.rmtree(base)


def _files(folder: Path) -> dict[str, bytes]:
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def test_a_read_only_data_folder_plays_and_shows_the_bar(read_only_data: Path):
    who, command, how = _without_override()
    before = _files(read_only_data)
    env = {**os.environ, "SINFUL_TABLES_DATA_DIR": str(read_only_data)}
    result = subprocess.run(
        command,
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
        **how,
    )
    report = f"run as {who}\n{result.stdout}\n{result.stderr}"
    assert result.returncode == 0, report
    checks = [line for line in result.stdout.splitlines() if line.startswith("ok ")]
    assert len(checks) == 6, report
    for words in ("cannot be written", "setup screen", "--players", "--resume", "Mea Culpa"):
        assert any(words in line for line in checks), report
    assert any(line.startswith("ok Sinners") for line in checks), report
    assert _files(read_only_data) == before  # nothing saved before is lost or changed
