"""A table played from several processes, as one app sees it: who sits here, and the store.

Every process at a table (the host, each joined seat, a watcher) runs the same
:class:`shared.ui.app.HotSeatApp` and its one table loop. What differs is only the seat kinds
it is given: a seat played in this process is ``human`` (at most one person per process, so
no curtain is ever needed) or a bot kind (the host runs every bot); every other seat is
``remote``, and the loop waits for its move to appear in the table file
(:class:`shared.engine.table_store.TableStore`) the way it waits for a bot's thread.

The host's process deals (it alone replays the game from the seed, see
:mod:`shared.engine.table_store`) and plays on the whole state, as a hot-seat app does. A
joined seat's or a watcher's process never holds the state: its ``state`` is its own seat's
view (or the public board), as the host last wrote it, and the seat's legal moves come with it.

:class:`TableLink` is the app's side of the file: it stores the host's moves and takes the
joined seats' (each refused with the store's or engine's reason when stale, foreign or
illegal), sends a joined seat's moves and reads its new views, beats this process's heart and
says who is away. It holds no screen. The host's process plays the joined seats' moves as
the store took them from the proposals (:meth:`TableLink.take_proposals`), never from rows
it finds in the file's ``moves``, and tells what it refused that did not come through the
game (:meth:`TableLink.notices`).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from shared.engine.errors import IllegalActionError
from shared.engine.names import visible
from shared.lazy import lazy_module
from shared.session.handover import HUMAN, REMOTE

if TYPE_CHECKING:
    import sqlite3

    from shared.engine import table_store
    from shared.engine.table_store import Move, SeatView, TableStore
else:
    # a table file, only at a table (see shared.lazy)
    sqlite3 = lazy_module("sqlite3")
    table_store = lazy_module("shared.engine.table_store")

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
class ViewNews:
    """What a joined process's look at the table file brought (:meth:`TableLink.pull_view`)."""

    #: Its seat's newer view (``None``: nothing newer).
    view: SeatView | None = None
    #: Whether the host answered the move sent (taken, or refused with :attr:`refused`).
    answered: bool = False
    #: Why the host refused the move sent (``None``: taken, or no answer yet).
    refused: str | None = None


@dataclass
class TableLink:
    """This process's connection to the table file, with the seat kinds it plays."""

    store: TableStore
    kinds: list[str]
    #: The join codes to show the host (only the host's process has them; never stored).
    codes: Mapping[int, str] = field(default_factory=dict)
    #: Whether this is the host's process, which deals and holds the whole state; every
    #: other process holds only its own view (:attr:`seen`).
    deals: bool = True
    #: Why the file could not be read or written last time (``None``: it could).
    problem: str | None = None
    #: A joined process's latest view of its seat (the public board for a watcher).
    seen: SeatView | None = None
    #: The proposal a joined seat sent and the host has not answered yet (``None``: none).
    sent: int | None = None
    _last_beat: float = 0.0
    _away: set[int] = field(default_factory=set)
    _host_away: bool = False
    #: Moves this process stored for others (their proposals), not played here yet.
    _taken: list[Move] = field(default_factory=list)
    #: What the store refused that did not come through the game, not told yet.
    _notices: list[str] = field(default_factory=list)

    @property
    def own(self) -> int | None:
        """The seat a person plays in this process (``None``: none)."""
        return next((seat for seat, kind in enumerate(self.kinds) if kind == HUMAN), None)

    def publish(self, expected: int, seat: int, actions: Sequence[Any]) -> str | None:
        """Store the host's ``actions`` (the host's process only); ``None`` when taken, else
        the reason refused."""
        assert self.deals, "only the host's process stores moves; others send them"
        try:
            self.store.append_moves(expected, seat, actions)
        except IllegalActionError as refused:
            return str(refused)
        except sqlite3.Error as error:
            return self._failed(error)
        return None

    def take_proposals(self) -> bool:
        """The host's process: check and store (or refuse) the moves joined seats sent;
        returns whether any was taken (then :meth:`new_moves` has it)."""
        try:
            taken = self.store.take_proposals()
            self._notices.extend(self.store.notices())
        except sqlite3.Error as error:
            self._failed(error)
            return False
        self._taken.extend(taken)
        return bool(taken)

    def notices(self) -> list[str]:
        """What the host refused that did not come through the game (a row written into
        the file's ``moves``, a move sent without its seat's code), one sentence each, once."""
        told, self._notices = self._notices, []
        return told

    def send(self, expected: int, seat: int, actions: Sequence[Any]) -> str | None:
        """A joined seat's move, sent for the host to check: ``None`` when sent (its answer
        comes through :meth:`pull_view`), else why it could not be."""
        if self.sent is not None:
            return "Your last move is still on its way to the host."
        try:
            self.sent = self.store.propose(seat, expected, actions)
        except sqlite3.Error as error:
            return self._failed(error)
        return None

    def first_view(self) -> SeatView | None:
        """A joined process's view when it opens (``None``: the file is unreadable now)."""
        self.seen = self._read_view()
        return self.seen

    def pull_view(self) -> ViewNews:
        """A joined process, when the file has changed: its seat's newer view, and the host's
        answer to the move sent, if it came.

        The answer and the view are two reads, and the host may write both between them: a
        new view can come before the answer to the move that made it. The answer then comes
        on a later pull, and :attr:`ViewNews.answered` says so, for the seat waiting on it.
        """
        news = ViewNews()
        try:
            if not self.store.changed():
                return news
            if self.sent is not None:
                news.answered, news.refused = self.store.answer(self.sent)
                if news.answered:
                    self.sent = None
            view = self._read_view()
        except sqlite3.Error as error:
            self._failed(error)
            return news
        self.problem = None
        if view is not None and (self.seen is None or view.count > self.seen.count):
            self.seen = news.view = view
        return news

    def _read_view(self) -> SeatView | None:
        try:
            return self.store.view(self.own)
        except ValueError as error:
            self.problem = (
                f"The table file {visible(str(self.store.path))} holds a view that cannot be read "
                f"({error})."
            )
            return None

    def _failed(self, error: sqlite3.Error) -> str:
        """Remember and word a failure of the file (locked too long, disk full, removed)."""
        self.problem = (
            f"The table file {visible(str(self.store.path))} cannot be used just now ({error})."
        )
        return self.problem

    def new_moves(self, count: int) -> list[Move]:
        """The host's process: the moves it took from the proposals after the first
        ``count`` (as it stored them: nothing is read back from the file)."""
        moves = [move for move in self._taken if move.index >= count]
        self._taken = []
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
            if self.deals:
                self.store.heartbeat(table_store.HOST, now=now)
            self._away = self.store.away(now=now) - self.here
            self._host_away = not self.deals and self.store.host_away(now=now)
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

    @property
    def host_away(self) -> bool:
        """Whether the host's process, which takes every move, is gone (as of the last
        heartbeat); never for the host's own."""
        return self._host_away

    def close(self) -> None:
        self.store.close()
