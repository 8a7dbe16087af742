"""The games folder: one autosave per game, listed, resumed, locked while open, deleted.

Every game has a file of its own in ``data_dir(game)`` (for example
``~/.local/share/sinful-tables/meaculpa/``)::

    autosave-3fa9c2d17b4e.json         the game's record (an ordinary save file)
    autosave-3fa9c2d17b4e.seats.json   who plays each seat (human or a bot kind)
    autosave-3fa9c2d17b4e.lock         locked (flock) while a window has the game open
    autosave.json, autosave.seats.json the single autosave of earlier versions, if any
    games-list.json                    what the last listing read of each file (a memo:
                                       see ``shared.engine.games_memo``)
    .autosave-3fa9c2d17b4e.json.k2j3h4_x.tmp  a save being written (see ``atomic_write_text``)

The id is random (``secrets.token_hex``). It is never derived from the seed: the seed fixes
every hidden card, so no name, title or message may depend on it. The old single
``autosave.json`` is simply one more game of the list and is continued in place.

The seat kinds stay in a companion file rather than in the save: every save file is read by
the same strict envelope (``--load``, ``replay``, earlier versions), which refuses unknown
fields, so a field added to the autosave would make it unreadable there.

Listing only reads the saves (it writes no more than its memo). A file that cannot be used
is listed with the reason (a :class:`SaveFileError`, as loading it would say) and left exactly
as it is; only regular files are opened, so a stray pipe or device never blocks the start.
Deleting removes a game's own files only, and only when no other window has it open.

A lock is an ``flock`` on the game's ``.lock`` file, held as long as the window plays the
game and released by the system when the process ends, however it ends. The lock file also
holds the process id and the game's title, so a second window can say who has it. Where
``fcntl`` is missing, or the lock file cannot be created (a read-only folder, where nothing
can be saved anyway), games open without a lock.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import stat
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from types import ModuleType

from shared.engine.errors import SaveFileError
from shared.engine.games_memo import MEMO_NAME, GamesMemo, GameSummary, version_of
from shared.engine.protocol import GameEngine
from shared.engine.saves import data_dir, load_game
from shared.engine.words import listed

fcntl: ModuleType | None
try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: no locks, everything else works
    fcntl = None

#: Random bytes in a new game's file name (12 hex digits).
ID_BYTES = 6
#: The autosave files of the folder: new ones with their id, and the old single one.
AUTOSAVE_NAME = re.compile(r"autosave(?:-[0-9a-f]{12})?\.json")
#: Temporary files ``atomic_write_text`` makes for those files (and their seats files);
#: ``tempfile`` adds eight characters from ``[a-z0-9_]``. Group 1 is the file's stem (a
#: game's, or the list's memo's).
TEMP_NAME = re.compile(
    rf"\.(autosave(?:-[0-9a-f]{{12}})?|{re.escape(MEMO_NAME.removesuffix('.json'))})"
    r"(?:\.seats)?\.json\.[a-z0-9_]{8}\.tmp"
)
#: A temporary file older than this (seconds) is left over from a save that was killed: a
#: save writes, flushes and renames its file in well under a second.
STALE_AFTER = 60.0
#: A lock found taken is tried again this often, a moment apart: another window may only be
#: looking whether the game is open (it takes the lock for an instant to find out).
LOCK_ATTEMPTS = 3
LOCK_RETRY_PAUSE = 0.05
#: Lock file contents longer than this are not ours.
MAX_LOCK_BYTES = 4096

_OPEN_FLAGS = os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


def new_autosave_path(game: str) -> Path:
    """The file a new game of ``game`` autosaves into (nothing is created yet)."""
    return data_dir(game) / f"autosave-{secrets.token_hex(ID_BYTES)}.json"


def is_autosave(path: Path, game: str) -> bool:
    """Whether ``path`` is one of ``game``'s own autosaves (so loading it continues it in place,
    under its lock, instead of starting a second copy of the same game)."""
    if not AUTOSAVE_NAME.fullmatch(path.name):
        return False
    try:
        return path.resolve().parent == data_dir(game).resolve()
    except OSError:  # no data folder (it cannot be made): no autosave can be in it
        return False


def seats_file(save: Path) -> Path:
    """The companion file holding the seat kinds of ``save``."""
    return save.with_name(f"{save.stem}.seats.json")


def lock_file(save: Path) -> Path:
    """The file locked while a window has the game of ``save`` open."""
    return save.with_name(f"{save.stem}.lock")


def game_title(players: Sequence[str], round_number: int | None = None) -> str:
    """How messages name a game: "Ann, Ben and Cid's game (round 3)"."""
    names = list(players)
    who = listed(names) if names else "Nobody"
    title = f"{who}'s game"
    return title if round_number is None else f"{title} (round {round_number})"


def when_played(modified: float, now: datetime | None = None) -> str:
    """When a game was last played, for the list: "today 14:05", "3 Mar 09:12"."""
    moment = datetime.fromtimestamp(modified)
    today = (now or datetime.now()).date()
    clock = f"{moment:%H:%M}"
    if moment.date() == today:
        return f"today {clock}"
    if moment.date() == today - timedelta(days=1):
        return f"yesterday {clock}"
    if moment.year == today.year:
        return f"{moment.day} {moment:%b} {clock}"
    return f"{moment.day} {moment:%b} {moment.year}"


@dataclass(frozen=True)
class SavedGame:
    """One autosave of the folder: who plays, how far, when, or why it cannot be used."""

    path: Path
    #: When the game was last saved (the file's modification time).
    modified: float
    players: tuple[str, ...] = ()
    #: The round in play (``None`` for engines without rounds and for finished games).
    round: int | None = None
    actions: int = 0
    over: bool = False
    #: Why the file cannot be used (``None``: it can).
    error: SaveFileError | None = None

    @property
    def usable(self) -> bool:
        """Whether the game can be continued."""
        return self.error is None

    @property
    def title(self) -> str:
        """The game in a message: "Ann, Ben and Cid's game (round 3)"."""
        if self.error is not None:
            return f"the game in {self.path.name}"
        return game_title(self.players, self.round)

    def line(self, now: datetime | None = None) -> str:
        """The game in a list: "Ann, Ben, Cid · round 3 · today 14:05"."""
        when = when_played(self.modified, now)
        if self.error is not None:
            return f"{self.path.name} · {when} · cannot be used: {self.error.problem}"
        parts = [", ".join(self.players)]
        if self.round is not None:
            parts.append(f"round {self.round}")
        parts.append(when)
        return " · ".join(parts)


#: Games already read, by file identity and version, so a list shown again replays nothing.
_READ: dict[tuple[str, int, int, int, int], SavedGame] = {}
_READ_LIMIT = 256


def read_saved_game(
    path: Path, engine: GameEngine, memo: GamesMemo | None = None
) -> SavedGame | None:
    """What ``path`` holds (``None`` when nothing is there); never raises, never writes.

    Whatever is in the way (a folder, a pipe, a device, a link leading nowhere) gets the
    sentence :func:`load_record` gives it, which looks at the kind of file before opening it.
    A game already read (in this process, or at an earlier listing of the folder: ``memo``)
    is not replayed again.
    """
    info = _file_info(path)
    if info is None:
        return None
    if isinstance(info, OSError):
        return SavedGame(path, 0.0, error=_unusable(path, info))
    key = (str(path), info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)
    known = _READ.get(key)
    if known is not None:
        return known
    regular = stat.S_ISREG(info.st_mode)
    memo = memo if regular else None  # (what is not a file has no version)
    summary = None if memo is None else memo.get(path.name, version_of(info))
    if summary is not None:
        game = SavedGame(path, info.st_mtime, **summary.model_dump())
    else:
        game = _read_game(path, info, engine)
        if memo is not None and game.error is None:
            memo.learn(path.name, version_of(info), _summary(game))
        elif memo is not None:
            memo.forget(path.name)
    if regular:
        if len(_READ) >= _READ_LIMIT:
            _READ.clear()
        _READ[key] = game
    return game


def _read_game(path: Path, info: os.stat_result, engine: GameEngine) -> SavedGame:
    """Replay the file at ``path`` to say what it holds (or why it cannot be used)."""
    try:
        record, state = load_game(path, engine)
    except Exception as error:  # whatever a file holds, listing it never fails
        return SavedGame(path, info.st_mtime, error=_unusable(path, error))
    over = bool(engine.is_over(state))
    return SavedGame(
        path,
        info.st_mtime,
        players=tuple(record.players),
        round=None if over else int(engine.round_number(state)),
        actions=len(record.actions),
        over=over,
    )


def _summary(game: SavedGame) -> GameSummary:
    return GameSummary(players=game.players, round=game.round, actions=game.actions, over=game.over)


def _file_info(path: Path) -> os.stat_result | OSError | None:
    """The file at ``path`` (of the file a link leads to, when it leads to one), why it
    cannot be looked at, or ``None`` when nothing is there."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return error
    with contextlib.suppress(OSError):
        info = os.stat(path)  # a link: the time and version of the file it leads to
    return info


def _modified(path: Path) -> float:
    """When ``path`` was last saved, as :func:`read_saved_game` says it (0: unknown)."""
    info = _file_info(path)
    return info.st_mtime if isinstance(info, os.stat_result) else 0.0


def _unusable(path: Path, error: Exception) -> SaveFileError:
    if isinstance(error, SaveFileError):
        return error
    if isinstance(error, OSError):
        reason = error.strerror or type(error).__name__
        return SaveFileError(path, f"it cannot be read ({reason[:1].lower()}{reason[1:]}).")
    return SaveFileError(path, f"it could not be read ({error}).")


def list_games(engine: GameEngine, *, finished: bool = False) -> list[SavedGame]:
    """The autosaved games of ``engine``, most recently played first.

    Finished games are left out unless ``finished``; files that cannot be used are listed
    (with their reason), as nobody can tell whether they are finished. A folder that cannot
    be read lists nothing. What was read is remembered for the next listing
    (:mod:`shared.engine.games_memo`).
    """
    paths = _autosaves(engine)
    memo = _memo_of(engine)
    games = []
    for path in paths:
        game = read_saved_game(path, engine, memo)
        if game is not None and (finished or not game.over):
            games.append(game)
    memo.save(path.name for path in paths)
    games.sort(key=lambda game: game.modified, reverse=True)
    return games


def latest_game(engine: GameEngine) -> SavedGame | None:
    """The unfinished game played most recently (what ``--resume`` continues): the first
    of :func:`list_games`.

    The files are read newest first, and only until that game is found: finished games stay
    in the folder, and reading one the memo does not know means replaying it.
    """
    paths = _autosaves(engine)
    paths.sort(key=_modified, reverse=True)  # (stable: as list_games orders equal times)
    memo = _memo_of(engine)
    found = None
    for path in paths:
        game = read_saved_game(path, engine, memo)
        if game is not None and not game.over:
            found = game
            break
    memo.save(path.name for path in paths)
    return found


def _memo_of(engine: GameEngine) -> GamesMemo:
    return GamesMemo(data_dir(engine.GAME_NAME, create=False))


def _autosaves(engine: GameEngine) -> list[Path]:
    """The autosave files of ``engine``'s folder, in the folder's order (none when it cannot
    be read)."""
    folder = data_dir(engine.GAME_NAME, create=False)
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    return [folder / name for name in names if AUTOSAVE_NAME.fullmatch(name)]


# ---------------------------------------------------------------------- locks


class GameInUseError(Exception):
    """The game is open in another window; the message names the game and the process."""

    def __init__(self, path: Path, title: str, pid: int | None) -> None:
        self.path = path
        self.title = title
        self.pid = pid
        where = f" (process {pid})" if pid else ""
        super().__init__(f"{title} is open in another window{where}.")


@dataclass(frozen=True)
class LockHolder:
    """What the window holding a game's lock wrote into the lock file."""

    pid: int | None
    title: str | None


def _open_lock_file(path: Path, *, create: bool) -> int | None:
    """A descriptor of the lock file (a regular file only), or ``None``."""
    try:
        if create:
            try:
                fd = os.open(path, os.O_RDWR | os.O_CREAT | _OPEN_FLAGS, 0o644)
            except OSError:  # a read-only folder: an existing lock file still locks
                fd = os.open(path, os.O_RDONLY | _OPEN_FLAGS)
        else:
            fd = os.open(path, os.O_RDONLY | _OPEN_FLAGS)
    except OSError:
        return None
    try:
        regular = stat.S_ISREG(os.fstat(fd).st_mode)
    except OSError:
        regular = False
    if not regular:
        os.close(fd)
        return None
    return fd


def _read_holder(fd: int) -> LockHolder:
    try:
        data = json.loads(os.pread(fd, MAX_LOCK_BYTES, 0).decode("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return LockHolder(None, None)
    if not isinstance(data, dict):
        return LockHolder(None, None)
    pid, title = data.get("pid"), data.get("game")
    return LockHolder(
        pid if isinstance(pid, int) and pid > 0 else None,
        title if isinstance(title, str) and title else None,
    )


def lock_holder(save: Path) -> LockHolder | None:
    """Who has the game of ``save`` open (``None``: no window has it)."""
    if fcntl is None:
        return None
    fd = _open_lock_file(lock_file(save), create=False)
    if fd is None:
        return None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            return _read_holder(fd)
        except OSError:
            return None
        fcntl.flock(fd, fcntl.LOCK_UN)
        return None
    finally:
        os.close(fd)


def _in_use(save: Path, holder: LockHolder, engine: GameEngine | None) -> GameInUseError:
    """The error naming the game as the save file has it now, else as the holder wrote it."""
    game = read_saved_game(save, engine) if engine is not None else None
    if game is not None and game.usable:
        title = game.title
    else:
        title = holder.title or f"The game in {save.name}"
    return GameInUseError(save, title, holder.pid)


def check_not_open(save: Path, engine: GameEngine | None = None) -> None:
    """Raise :class:`GameInUseError` when another window has the game of ``save`` open."""
    holder = lock_holder(save)
    if holder is not None:
        raise _in_use(save, holder, engine)


class GameLock:
    """The lock a window holds on its game while it plays it (see the module)."""

    def __init__(self, save: Path, fd: int | None) -> None:
        self.save = save
        self._fd = fd

    @property
    def held(self) -> bool:
        """Whether a lock is actually held (not where locks are unavailable)."""
        return self._fd is not None

    @classmethod
    def acquire(
        cls, save: Path, title: str | None = None, engine: GameEngine | None = None
    ) -> GameLock:
        """Lock the game of ``save`` (never waits), writing the process id and ``title``.

        Raises :class:`GameInUseError` when another window has it; ``engine`` lets the
        message read the game's current round from the save file.
        """
        if fcntl is None:
            return cls(save, None)
        path = lock_file(save)
        for attempt in range(LOCK_ATTEMPTS):
            fd = _open_lock_file(path, create=True)
            if fd is None:
                return cls(save, None)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                holder = _read_holder(fd)
                os.close(fd)
                if attempt + 1 < LOCK_ATTEMPTS:
                    time.sleep(LOCK_RETRY_PAUSE)
                    continue
                raise _in_use(save, holder, engine) from None
            except OSError:  # e.g. a file system without locks
                os.close(fd)
                return cls(save, None)
            if not _still_named(path, fd):
                os.close(fd)  # deleted (with its game) meanwhile: lock the new file instead
                continue
            if title is not None:
                _write_holder(fd, title)
            return cls(save, fd)
        return cls(save, None)

    def release(self, *, remove: bool = False) -> None:
        """Give the game free (``remove``: and delete the lock file, while still holding it)."""
        fd, self._fd = self._fd, None
        if fd is None or fcntl is None:
            return
        try:
            if remove:
                lock_file(self.save).unlink(missing_ok=True)
            fcntl.flock(fd, fcntl.LOCK_UN)
        except OSError:
            pass
        finally:
            os.close(fd)


def _still_named(path: Path, fd: int) -> bool:
    """Whether ``path`` is still the file locked through ``fd``."""
    try:
        named, opened = os.stat(path, follow_symlinks=False), os.fstat(fd)
    except OSError:
        return False
    return (named.st_dev, named.st_ino) == (opened.st_dev, opened.st_ino)


def _write_holder(fd: int, title: str) -> None:
    data = json.dumps({"pid": os.getpid(), "game": title}).encode("utf-8")
    try:
        os.ftruncate(fd, 0)
        os.pwrite(fd, data, 0)
    except OSError:
        pass  # opened read-only: the lock holds, only the message will lack the process


# ---------------------------------------------------------------------- housekeeping


def delete_game(save: Path, engine: GameEngine | None = None) -> None:
    """Delete a game's files: the autosave, its seats and its lock file.

    Raises :class:`GameInUseError` when another window has the game open, ``ValueError`` for
    a file that is not one of the folder's autosaves, and ``OSError`` when the files cannot
    be removed.
    """
    if not AUTOSAVE_NAME.fullmatch(save.name):
        raise ValueError(f"{save} is not an autosave of these games")
    lock = GameLock.acquire(save, None, engine)
    try:
        save.unlink(missing_ok=True)
        seats_file(save).unlink(missing_ok=True)
    finally:
        lock.release(remove=True)
    for key in [key for key in _READ if key[0] == str(save)]:
        del _READ[key]


def remove_stale_temp_files(game: str, *, now: float | None = None) -> list[Path]:
    """Remove temporary files left by saves that were killed midway; returns them.

    Only our own pattern (``.autosave….json.XXXXXXXX.tmp``, and the list's memo's
    ``.games-list.json.XXXXXXXX.tmp``), only regular files, only those
    older than :data:`STALE_AFTER`, and none of a game another window has open (its save may
    be under way). Anything that cannot be looked at or removed is left alone.
    """
    folder = data_dir(game, create=False)
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    moment = time.time() if now is None else now
    removed = []
    for entry in entries:
        match = TEMP_NAME.fullmatch(entry.name)
        if match is None:
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode) or moment - info.st_mtime < STALE_AFTER:
            continue
        if lock_holder(folder / f"{match.group(1)}.json") is not None:
            continue
        try:
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed
