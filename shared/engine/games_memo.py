"""What the list of saved games remembers between runs, so a start replays no finished game.

To list a game's folder (the setup screen, ``--resume``) every autosave must say whose game it
is, which round it is in and whether it is over, and only replaying its record tells that: a
few tens of milliseconds for a whole game. Finished games stay in the folder, so a regular
player's start grew with every game played (20 finished Mea Culpa games: half a second more
before the first frame).

The memo (:data:`MEMO_NAME` in the game's folder) keeps what reading each file gave, by the
file's name, with the version it was read at: its size and modification time (to the
nanosecond), as ``make`` would tell a changed file. Every save writes the whole file anew, so
a game played since has a new version and is read again; a finished game never changes and
is never replayed again. The inode is left out on purpose: a folder copied with its times (a
backup put back) keeps its memo.

It is only a memo. A memo file that is missing, unreadable, foreign or broken is ignored (and
replaced at the next listing); it never names a file's problem, since it keeps nothing of a
file that cannot be used (those are read, and explained, every time); the saves themselves
are only read; a folder where it cannot be written lists as before, only slower. It is
written without ``fsync``: losing it costs one slower start, nothing else.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from shared.engine.saves import atomic_write_text

#: The memo's file in a game's folder (never mistaken for an autosave).
MEMO_NAME = "games-list.json"
#: Memo files larger than this are not read (a listing keeps one short line per game).
MAX_MEMO_BYTES = 4 * 1024 * 1024

#: A file's version: its size and modification time (ns).
Version = tuple[int, int]


def version_of(info: os.stat_result) -> Version:
    """The version of a file as ``os.stat`` described it."""
    return (info.st_size, info.st_mtime_ns)


class GameSummary(BaseModel):
    """What reading one usable save gave: what the list shows of it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: tuple[str, ...]
    round: int | None
    actions: int
    over: bool


class _Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    version: Version
    game: GameSummary


class _MemoFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    memo: int = 1
    games: list[_Entry]


class GamesMemo:
    """The memo of one folder, by file name: read once, written back when a listing learnt
    something."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / MEMO_NAME
        self._known: dict[str, tuple[Version, GameSummary]] = _read(self.path)
        self._learnt = False

    def get(self, name: str, version: Version) -> GameSummary | None:
        """What the file ``name`` held when it was read last, if that was this version."""
        known = self._known.get(name)
        return known[1] if known is not None and known[0] == version else None

    def learn(self, name: str, version: Version, game: GameSummary) -> None:
        """Remember what this version of the file ``name`` holds (written by :meth:`save`)."""
        if self._known.get(name) != (version, game):
            self._known[name] = (version, game)
            self._learnt = True

    def forget(self, name: str) -> None:
        """Keep nothing of the file ``name`` (it cannot be used now)."""
        if self._known.pop(name, None) is not None:
            self._learnt = True

    def save(self, listed: Iterable[str]) -> None:
        """Write the memo of the files named ``listed`` now, if it changed; files gone since
        are forgotten. Nothing is said when it cannot be written."""
        keep = set(listed)
        if set(self._known) - keep:
            self._learnt = True
        if not self._learnt:
            return
        entries = [
            _Entry(name=name, version=version, game=game)
            for name, (version, game) in self._known.items()
            if name in keep
        ]
        with contextlib.suppress(OSError):
            text = _MemoFile(games=entries).model_dump_json()
            atomic_write_text(self.path, text, durable=False)
            self._known = {entry.name: (entry.version, entry.game) for entry in entries}
            self._learnt = False


def _read(path: Path) -> dict[str, tuple[Version, GameSummary]]:
    """The memo at ``path``; empty when there is none or it cannot be used."""
    try:
        if not path.is_file() or path.stat().st_size > MAX_MEMO_BYTES:
            return {}
        memo = _MemoFile.model_validate_json(path.read_bytes())
    except (OSError, ValueError, ValidationError):
        return {}
    return {entry.name: (entry.version, entry.game) for entry in memo.games}
