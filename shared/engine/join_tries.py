"""Wrong join codes: the one who guesses slows down, never a player who holds the right code.

A join code is the table's id and a secret part (see :mod:`shared.engine.table_store`); a
wrong one is counted twice, and each count makes only its own tries wait:

* per connection: one ``join`` process and its code prompt (a terminal, or one browser's
  session through ``serve``), counted in that process (:class:`JoinGuard`);
* per source address: ``serve`` starts each browser's ``join --peer ADDRESS``; a terminal's
  ``join`` is the one source :data:`LOCAL_SOURCE`. Each browser has a process of its own, so
  this count is kept where every ``join`` of the host reads and writes it: a small SQLite
  file in the game's tables folder (:data:`STORE_NAME`), at most :data:`MAX_SOURCES` rows.

After the free tries of a count (:class:`Throttle`), a try that comes before that count's wait
is over is refused unseen (the code is not even looked at, so a guess in the wait learns
nothing), and each wrong try doubles the wait, up to a cap. A right code from another
connection and another address is never touched by any of this: it is taken at once.

An address's count is forgotten after :data:`FORGET_AFTER` quiet seconds, so a shared
address (a household, a proxy that passes no address) is slowed down for a while only. A
right code does not clear it: a player who holds one code could otherwise clear the count
of the address between guesses at the others.

A wrong table id reads exactly as a wrong code does (:data:`WRONG_CODE`) and counts the same,
so no one can list the tables of a host by trying ids.

The store is a mere counter: when it cannot be read (damaged, replaced by something else)
it is made anew, and while it cannot be used at all only the connection's count holds.
"""

from __future__ import annotations

import contextlib
import ipaddress
import math
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from shared.engine.words import plural

#: The source of a ``join`` started without ``--peer``: a terminal of this host.
LOCAL_SOURCE = "local"
#: The file of the counts per source, in a game's tables folder.
STORE_NAME = "join-tries.sqlite"
#: Seconds without a wrong try after which an address's count is forgotten.
FORGET_AFTER = 15 * 60.0
#: The most sources the store keeps (the ones quiet longest go first).
MAX_SOURCES = 1000
#: Longest source kept (an address is far shorter; anything else is cut).
MAX_SOURCE_TEXT = 100
#: Milliseconds a ``join`` waits for another's write to the store.
BUSY_TIMEOUT_MS = 2000
#: What every wrong code says, whether the table exists or not.
WRONG_CODE = "That code opens no seat: check it with the host and type it again."


class WrongCodeError(Exception):
    """A join code that opens no seat (the message says what to do)."""


class TooManyTriesError(WrongCodeError):
    """Too many wrong codes from here: the next try must wait ``wait`` seconds."""

    def __init__(self, wait: float) -> None:
        self.wait = wait
        super().__init__(f"Too many wrong codes were tried from here: try again in {_in(wait)}.")


def _in(seconds: float) -> str:
    """A wait in words, rounded up: "1 second", "45 seconds", "3 minutes"."""
    whole = max(1, math.ceil(seconds))
    if whole < 120:
        return plural(whole, "second", "seconds")
    return plural(math.ceil(whole / 60), "minute", "minutes")


@dataclass(frozen=True)
class Throttle:
    """How one count slows its tries down: ``free`` wrong tries cost nothing, then each
    waits twice as long as the one before (1, 2, 4... seconds), never more than ``cap``."""

    free: int
    cap: float

    def wait_after(self, failures: int) -> float:
        """Seconds a try must wait after ``failures`` wrong ones."""
        if failures < self.free:
            return 0.0
        return float(min(self.cap, 2 ** min(failures - self.free, 32)))


#: A connection: a person typing a code wrong three times has a typo, not a plan.
CONNECTION = Throttle(free=3, cap=30.0)
#: An address may hold several people (a household): more free tries, a longer cap.
ADDRESS = Throttle(free=10, cap=300.0)


def source_of(peer: str | None) -> str:
    """The source a ``join --peer`` address counts as: an IPv4 address, the /64 network of an
    IPv6 address (one subscriber holds a whole /64), other text as it came (cut short);
    :data:`LOCAL_SOURCE` without one."""
    if peer is None or not peer.strip():
        return LOCAL_SOURCE
    text = peer.strip()
    try:
        address = ipaddress.ip_address(text.strip("[]"))
    except ValueError:
        return "peer " + "".join(c if c.isprintable() else "?" for c in text)[:MAX_SOURCE_TEXT]
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


@dataclass
class Tries:
    """One count: wrong tries since it was last forgotten, and when the last one came."""

    failures: int = 0
    last: float = 0.0

    def wait(self, throttle: Throttle, now: float) -> float:
        """Seconds still to wait before the next try (0: it may come now)."""
        return throttle.wait_after(self.failures) - (now - self.last)


class JoinGuard:
    """One connection's count and its source's shared one (see the module).

    ``folder`` is the game's tables folder, where the shared count is kept; ``clock`` says
    what time it is (seconds, as ``time.time``: the counts of several processes are kept in
    one file).
    """

    def __init__(
        self, folder: Path, source: str = LOCAL_SOURCE, clock: Callable[[], float] = time.time
    ) -> None:
        self.folder = folder
        self.source = source
        self.clock = clock
        self.own = Tries()

    def check(self) -> None:
        """Raise :class:`TooManyTriesError` when a try must wait now (this connection's, or
        its source's)."""
        now = self.clock()
        wait = self.own.wait(CONNECTION, now)
        shared = self._read(now)
        if shared is not None:
            wait = max(wait, shared.wait(ADDRESS, now))
        if wait > 0:
            raise TooManyTriesError(wait)

    def failed(self) -> None:
        """Count a wrong code (or a table id that names no table)."""
        now = self.clock()
        self.own = Tries(self.own.failures + 1, now)
        with self._store() as db:
            if db is None:
                return
            db.execute("BEGIN IMMEDIATE")
            known = _row(db, self.source, now)
            if known is None:
                _make_room(db, now)
            failures = 1 if known is None else known.failures + 1
            db.execute(
                "INSERT OR REPLACE INTO tries VALUES (?, ?, ?)", (self.source, failures, now)
            )
            db.execute("COMMIT")

    def succeeded(self) -> None:
        """A right code: this connection's count is cleared (its source's is not: see the
        module)."""
        self.own = Tries()

    def _read(self, now: float) -> Tries | None:
        with self._store() as db:
            return None if db is None else _row(db, self.source, now)

    @contextlib.contextmanager
    def _store(self) -> Iterator[sqlite3.Connection | None]:
        """The shared store, opened for one look or one count (``None``: unusable now)."""
        path = self.folder / STORE_NAME
        for attempt in range(2):
            try:
                db = _open(path)
            except (OSError, sqlite3.OperationalError):  # (busy; a folder not to be written)
                yield None
                return
            except sqlite3.DatabaseError:  # not a store of ours: a mere counter, made anew
                if attempt == 0 and _remove(path):
                    continue
                yield None
                return
            try:
                yield db
            except sqlite3.Error:
                if db.in_transaction:
                    db.execute("ROLLBACK")
            finally:
                db.close()
            return


def _open(path: Path) -> sqlite3.Connection:
    if not path.exists():
        with contextlib.suppress(FileExistsError):
            os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    db = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        db.execute(
            "CREATE TABLE IF NOT EXISTS tries "
            "(source TEXT PRIMARY KEY, failures INTEGER NOT NULL, last REAL NOT NULL)"
        )
        db.execute("SELECT source, failures, last FROM tries LIMIT 1").fetchall()
    except BaseException:
        db.close()
        raise
    return db


def _remove(path: Path) -> bool:
    """Remove a store that is not one (a regular file only); returns whether it went."""
    try:
        if not path.is_file() or path.is_symlink():
            return False
        path.unlink()
    except OSError:
        return False
    return True


def _row(db: sqlite3.Connection, source: str, now: float) -> Tries | None:
    """The count of ``source`` (``None``: none, or forgotten, or a row that is no count)."""
    row = db.execute("SELECT failures, last FROM tries WHERE source = ?", (source,)).fetchone()
    if row is None:
        return None
    failures, last = row
    if type(failures) is not int or failures < 0 or not isinstance(last, int | float):
        return None
    if not math.isfinite(last) or now - last > FORGET_AFTER or last > now + FORGET_AFTER:
        return None
    return Tries(failures, float(last))


def _make_room(db: sqlite3.Connection, now: float) -> None:
    """Forget the counts gone quiet, and the quietest beyond :data:`MAX_SOURCES` - 1."""
    db.execute("DELETE FROM tries WHERE NOT (last >= ?)", (now - FORGET_AFTER,))
    db.execute(
        "DELETE FROM tries WHERE source NOT IN "
        "(SELECT source FROM tries ORDER BY last DESC LIMIT ?)",
        (MAX_SOURCES - 1,),
    )
