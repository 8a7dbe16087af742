"""A table played from several processes, as one app sees it: who sits here, and the store.

Every process at a table (the host, each joined seat, a watcher) runs the same
:class:`shared.ui.app.HotSeatApp` and its one table loop. What differs is only the seat kinds
it is given: a seat played in this process is ``human`` (at most one person per process, so
no curtain is ever needed) or a bot kind (the host runs every bot); every other seat is
``remote``, and the loop waits for its move to appear in the table file
(:class:`shared.engine.table_store.TableStore`) the way it waits for a bot's thread.

:class:`TableLink` is the app's side of the file: it sends this process's moves (refused with
the store's or engine's reason when they are stale, foreign or illegal), reads the others'
moves, beats this process's heart and says who is away. It holds no screen.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from shared.engine.errors import IllegalActionError
from shared.engine.table_store import HOST, Move, TableStore
from shared.ui.handover import HUMAN, REMOTE

#: Seconds between two looks at the table file for the others' moves (``PRAGMA data_version``:
#: a counter read, no busy loop).
POLL_SECONDS = 0.05
#: Seconds between two heartbeats of this process's seats, and between two looks at who is
#: away (a seat is away after ``table_store.AWAY_AFTER`` seconds without one).
BEAT_SECONDS = 1.0


def host_kinds(kinds: Sequence[str], sit: int | None) -> list[str]:
    """The seat kinds of the host's process: its own seat (if it sits) human, the bots its
    own, every other person remote."""
    return [
        kind if kind != HUMAN else (HUMAN if seat == sit else REMOTE)
        for seat, kind in enumerate(kinds)
    ]


def joined_kinds(count: int, own: int | None) -> list[str]:
    """The seat kinds of a joined process: its own seat human, all others remote (the host
    runs the bots); ``own=None`` for a watcher, who plays no seat."""
    return [HUMAN if seat == own else REMOTE for seat in range(count)]


@dataclass
class TableLink:
    """This process's connection to the table file, with the seat kinds it plays."""

    store: TableStore
    kinds: list[str]
    #: The join codes to show the host (only the host's process has them; never stored).
    codes: Mapping[int, str] = field(default_factory=dict)
    #: Why the file could not be read or written last time (``None``: it could).
    problem: str | None = None
    _last_beat: float = 0.0
    _away: set[int] = field(default_factory=set)

    @property
    def hosting(self) -> bool:
        """Whether this process runs bots (the host does, and beats for them)."""
        return any(kind not in (HUMAN, REMOTE) for kind in self.kinds)

    def publish(self, expected: int, seat: int, actions: Sequence[Any]) -> str | None:
        """Store this process's ``actions``; ``None`` when taken, else the reason refused."""
        try:
            self.store.append_moves(expected, seat, actions)
        except IllegalActionError as refused:
            return str(refused)
        except sqlite3.Error as error:
            return self._failed(error)
        return None

    def _failed(self, error: sqlite3.Error) -> str:
        """Remember and word a failure of the file (locked too long, disk full, removed)."""
        self.problem = f"The table file {self.store.path} cannot be used just now ({error})."
        return self.problem

    def new_moves(self, count: int) -> list[Move]:
        """The moves stored after the first ``count`` (read only when the file has changed)."""
        try:
            moves = self.store.moves_since(count) if self.store.changed() else []
        except sqlite3.Error as error:
            self._failed(error)
            return []
        self.problem = None
        return moves

    def beat(self, *, now: float | None = None) -> None:
        """Say that the seats of this process are here, at most once per :data:`BEAT_SECONDS`."""
        now = time.time() if now is None else now
        if now - self._last_beat < BEAT_SECONDS:
            return
        self._last_beat = now
        try:
            for seat, kind in enumerate(self.kinds):
                if kind == HUMAN:
                    self.store.heartbeat(seat, now=now)
            if self.hosting:
                self.store.heartbeat(HOST, now=now)
            self._away = self.store.away(now=now) - self.here
        except sqlite3.Error as error:
            self._failed(error)

    @property
    def here(self) -> set[int]:
        """The seats this process plays (a person's or a bot's)."""
        return {seat for seat, kind in enumerate(self.kinds) if kind != REMOTE}

    def away(self) -> set[int]:
        """The other seats nobody plays now (see :meth:`TableStore.away`), as of the last
        heartbeat."""
        return set(self._away)

    def close(self) -> None:
        self.store.close()
