"""One game played from several processes: the table file every seat reads and writes.

Friends who are not at one keyboard (another terminal, an SSH login, a browser through
``serve``) each run their own app; the game itself lives in one SQLite file (the standard
library's ``sqlite3``, in WAL mode, so readers never block the one writer)::

    meta      application id, schema version (also in ``PRAGMA application_id/user_version``)
    setup     game, players, seat kinds, options (public)
    secret    the seed: read only by the host's process (:meth:`TableStore.record`), to deal
              and replay the game; it fixes every hidden card, so no screen shows it
    keys      read only by the host's process: its own key, which signs each of its moves,
              and per person's seat the key a move sent from that seat is proven with (both
              ``hmac`` keys; the seat's is derived from its join code, so its process has it)
    seats     per seat: its kind and the hash of its join code (people only)
    moves     index (primary key), seat, action JSON, the host's signature: the game record,
              one row per action, written by the host's process alone
    views     per person's seat, and for the public board (seat -1): that seat's view after
              the latest move (``view_for``), with its legal moves while it decides, and
              how much of the public log it had seen at its last decision (its mark, for
              the summary of what happened since)
    proposals the moves joined seats send, each with its seat's proof, each answered by the
              host's process: taken, or refused with the reason
    presence  when each seat (and the host, seat -1) was last seen (heartbeats)

The host's process is the dealer: the only one that reads the seed and replays the moves, so
the only one that holds every seat's secrets. Every other process (a seat joined with its code,
a watcher) reads nothing but its own row of ``views``, so a seat's secrets go only to the
process that showed its code; it sends its moves as ``proposals``, and sees them taken when its
next view comes. While the host's process is away, moves wait for it.

Nothing from a client is trusted. The host's process owns the moves: the record is the rows
of ``moves`` it signed (an HMAC of index, seat and action with its key), and it plays the
joined seats' moves only from the ``proposals`` inbox, never from rows it finds in ``moves``.
A proposal must carry its seat's proof (an HMAC with the key derived from that seat's code),
so a joined process can send moves as its own seat only; :meth:`TableStore.take_proposals`
refuses one without it, or that cannot be read, with one sentence naming the move, answered
to the proposal. A row in ``moves`` the host did not sign is refused when the host comes to
it (:meth:`TableStore.notices` says so on the host's screen) and deleted: the rightful move
takes its place, and the table goes on. A row the host signed that was changed afterwards
leaves the record unreadable: the file is damaged then, as when any other part is.

:meth:`TableStore.append_moves` takes the writer's lock (``BEGIN IMMEDIATE``), replays the
state from the file (cached between calls), and applies each action through the engine,
which refuses an illegal one with its own reason. A move for an index that is already taken
(stale, or sent twice) is refused, and so is a move of a seat that is not the one to decide,
so two seats acting at the same moment cannot both apply.

Join codes are random (``secrets``), shown only to the host, and kept here only as salted
hashes, compared in constant time (``hmac.compare_digest``). A code begins with the table's id,
so ``join CODE`` finds the file from the code alone. Wrong codes slow down the connection and
the address they come from, never anyone else (:mod:`shared.engine.join_tries`), and a table
id that names no table reads exactly as a wrong code.

One process hosts a table at a time: the host's process holds an ``flock`` on the lock file
beside the table file (``table-ID.lock``, the lock of :mod:`shared.engine.autosaves`), which
the system lets go when the process ends, however it ends; a second ``host`` is refused with
one sentence naming the process that hosts it (:class:`TableHostedError`).

Other processes' commits are noticed with ``PRAGMA data_version`` (a cheap read of a counter
SQLite keeps), polled gently by the screens. A file that is not a table, or is damaged, is
refused with one sentence naming it (:class:`TableFileError`) and left exactly as it is: it is
looked at read-only before anything could write to it.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import math
import os
import re
import secrets
import sqlite3
import stat
import time
import weakref
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from shared.engine import autosaves
from shared.engine.errors import IllegalActionError, SaveFileError
from shared.engine.join_tries import (
    WRONG_CODE,
    JoinGuard,
    TooManyTriesError,
    WrongCodeError,
)
from shared.engine.log import LogEntry
from shared.engine.names import name_problems
from shared.engine.protocol import GameEngine, public_view_of
from shared.engine.record import GameRecord
from shared.engine.saves import (
    MAX_NESTING,
    MAX_SAVE_BYTES,
    clause,
    data_dir,
    nested_deeper_than,
    quoted,
    reason_of,
)
from shared.engine.since import public_log
from shared.engine.words import plural

#: ``PRAGMA application_id`` of a table file ("STBL"), so a stranger's database is told apart.
APPLICATION_ID = 0x5354424C
#: 3: the keys, the host's signature of each move and each proposal's proof (no ``tries``).
SCHEMA_VERSION = 3
#: What every SQLite file starts with.
SQLITE_MAGIC = b"SQLite format 3\x00"
#: Milliseconds a writer waits for another's transaction to end before giving up.
BUSY_TIMEOUT_MS = 5000
#: The seat number of the host in the presence table (it deals and runs the bots).
HOST = -1
#: The seat number of the public board's row in the views table (a watcher's view).
PUBLIC = -1
#: A seat not seen for this many seconds is "away".
AWAY_AFTER = 4.0
#: Bytes of randomness in a table's id and in the secret part of a code.
TABLE_ID_BYTES = 3
CODE_BYTES = 5
#: Bytes of the host's key, which signs its moves.
KEY_BYTES = 32
#: A join code as the host reads it out: the table's id, a dash, the secret part.
CODE_PATTERN = re.compile(r"([0-9a-f]{6})-([0-9a-f]{10})")
TABLE_ID_PATTERN = re.compile(r"[0-9a-f]{6}")
#: A table file's name in the games folder.
TABLE_NAME = re.compile(r"table-([0-9a-f]{6})\.sqlite")
#: A seat's kind as a table file may name it: "human" or a bot kind, a short word.
SEAT_KIND = re.compile(r"[a-z][a-z0-9_-]{0,31}")
#: A join code's hash as stored (SHA-256, in hex) and a table's salt.
CODE_HASH = re.compile(r"[0-9a-f]{64}")
SALT = re.compile(r"[0-9a-f]{1,64}")
#: Longest JSON text of the setup's players, kinds or options, of one move or of a proposal
#: (each is a few hundred characters; far longer is no table of ours).
MAX_FIELD_TEXT = 64 * 1024
#: Longest JSON text of a view or of its legal moves (a view is a few dozen kilobytes).
MAX_VIEW_TEXT = MAX_SAVE_BYTES

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE setup (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    game TEXT NOT NULL, players TEXT NOT NULL, kinds TEXT NOT NULL, options TEXT NOT NULL,
    salt TEXT NOT NULL
);
CREATE TABLE secret (id INTEGER PRIMARY KEY CHECK (id = 1), seed INTEGER NOT NULL);
CREATE TABLE keys (seat INTEGER PRIMARY KEY, key TEXT NOT NULL);
CREATE TABLE seats (seat INTEGER PRIMARY KEY, kind TEXT NOT NULL, code_hash TEXT);
CREATE TABLE moves (
    idx INTEGER PRIMARY KEY, seat INTEGER NOT NULL, action TEXT NOT NULL, at REAL NOT NULL,
    mac TEXT NOT NULL
);
CREATE TABLE views (
    seat INTEGER PRIMARY KEY, count INTEGER NOT NULL, view TEXT NOT NULL, legal TEXT NOT NULL,
    mark INTEGER NOT NULL
);
CREATE TABLE proposals (
    id INTEGER PRIMARY KEY AUTOINCREMENT, seat INTEGER NOT NULL, expected INTEGER NOT NULL,
    actions TEXT NOT NULL, at REAL NOT NULL, answered INTEGER NOT NULL DEFAULT 0, refused TEXT,
    proof TEXT NOT NULL DEFAULT ''
);
CREATE TABLE presence (seat INTEGER PRIMARY KEY, seen REAL NOT NULL);
"""


class TableFileError(SaveFileError):
    """A table file that cannot be used; the file is left exactly as it was.

    A kind of :class:`SaveFileError`, so the screens that explain a bad save explain it too:
    "Cannot use the table file PATH: it is damaged (its seat kinds are not JSON)."
    """

    kind = "table file"


class Damaged(ValueError):
    """A value read from a table file that cannot be used; the message is the inside of
    "it is damaged (...)" ("its seat kinds are not JSON"). :func:`check_table_file` and
    :meth:`TableStore.open` turn it into a :class:`TableFileError` naming the file."""


class DamagedRowError(sqlite3.DatabaseError):
    """A row of a table file, read while the game runs, that cannot be used.

    A kind of ``sqlite3.DatabaseError`` (what SQLite raises for a damaged file), so every
    caller that copes with a file it cannot use just now copes with this too.
    """


class MoveRefused(IllegalActionError):
    """A move the table does not take: too late, sent twice, or not that seat's to make."""


class ProposalRefused(MoveRefused):
    """A move sent that the host cannot take: without its seat's proof, or unreadable."""


def _unreadable(expected: Any) -> str:
    """Why a move sent cannot be read, naming it when its number can be."""
    if type(expected) is int and 0 <= expected < 10**9:
        return f"Move {expected + 1} could not be read as a move of this game: make it again."
    return "That move could not be read as a move of this game: make it again."


__all__ = ["TooManyTriesError", "WrongCodeError"]  # (the join's errors, named here too)


class TableHostedError(TableFileError):
    """The table is hosted by another process, still running; its message is one sentence
    naming that process and what to do."""

    def __init__(self, path: Path, pid: int | None) -> None:
        who = f"process {pid}" if pid else "another window"
        advice = "play on in that window, or close it and host the table again"
        super().__init__(path, f"it is hosted by {who}, which is still running: {advice}.")
        self.pid = pid
        self.args = (f"This table is hosted by {who}, which is still running: {advice}.",)


@dataclass(frozen=True)
class TableSetup:
    """The public part of a table: what every seat and watcher may know (no seed)."""

    game: str
    players: list[str]
    kinds: list[str]
    options: dict[str, Any]
    #: What the join codes' hashes are salted with (no secret: the codes are).
    salt: str = ""


@dataclass(frozen=True)
class SeatView:
    """What a joined process reads of the table: its seat's view as of move ``count`` and,
    while that seat decides, its legal moves (computed by the host on the whole state)."""

    count: int
    view: Any
    legal: list[Any]
    #: The public log as it stood after the seat's last decision (see ``shared.engine.since``).
    mark: list[LogEntry]


@dataclass(frozen=True)
class Move:
    """One stored action: its index in the record, its seat and its JSON form."""

    index: int
    seat: int
    action: dict[str, Any]


def tables_dir(game: str) -> Path:
    """The folder of ``game``'s table files, in the user data folder (created when missing)."""
    folder = data_dir(game) / "tables"
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def table_path(game: str, table_id: str) -> Path:
    """The table file of ``table_id``."""
    return tables_dir(game) / f"table-{table_id}.sqlite"


def new_table_id() -> str:
    """A random id for a new table (not secret: it only names the file)."""
    return secrets.token_hex(TABLE_ID_BYTES)


def clean_code(text: str) -> str:
    """A code as typed (spaces, capitals) in the form the host was shown."""
    return "".join(text.split()).lower()


def table_id_of(code: str) -> str | None:
    """The table a code belongs to, or ``None`` when ``code`` is not shaped like one."""
    match = CODE_PATTERN.fullmatch(clean_code(code))
    return match.group(1) if match else None


def latest_table(game: str) -> Path | None:
    """The table file of ``game`` changed last (for a watcher who names none)."""
    try:
        found = [p for p in tables_dir(game).iterdir() if TABLE_NAME.fullmatch(p.name)]
    except OSError:  # (no folder, or something else in its place: no table either)
        return None
    return max(found, key=_changed_at, default=None)


def _changed_at(path: Path) -> float:
    """When ``path`` last changed (a link that leads nowhere: never, so it comes last)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return -math.inf


def open_by_code(
    engine: GameEngine, code: str, guard: JoinGuard | None = None
) -> tuple[TableStore, int]:
    """The table a join code belongs to, opened, and the seat the code opens.

    Raises :class:`WrongCodeError` for a code that is not shaped like one, or opens no seat
    (counted by ``guard``, this connection's: see :mod:`shared.engine.join_tries`; a table
    id that names no table is the same wrong code), :class:`TooManyTriesError` while this
    connection or its address must wait, :class:`TableFileError` for a table file that
    cannot be used.
    """
    guard = guard or JoinGuard(tables_dir(engine.GAME_NAME))
    table_id = table_id_of(code)
    if table_id is None:  # (no guess at anything: not counted)
        raise WrongCodeError(
            "That is not a join code: the host's screen shows one per seat, like 3fa9c2-1b2c3d4e5f."
        )
    guard.check()
    path = table_path(engine.GAME_NAME, table_id)
    if not path.exists():
        guard.failed()
        raise WrongCodeError(WRONG_CODE)
    store = TableStore.open(path, engine, deal=False)
    try:
        seat = store.claim_seat(code)
        with _refused_as(path):
            store.view(seat)  # (its own view, which only this process may read, is readable)
    except WrongCodeError:
        store.close()
        guard.failed()
        raise
    except TableFileError:
        store.close()
        raise
    guard.succeeded()
    return store, seat


def _code_hash(salt: str, code: str) -> str:
    return hashlib.sha256(f"{salt}:{code}".encode()).hexdigest()


def _proof_key(salt: str, code: str) -> str:
    """The key a seat's proposals are proven with: derived from its code (so its process has
    it), and not from the code's stored hash (so reading the seats' hashes gives no key)."""
    return hashlib.sha256(f"proof:{salt}:{code}".encode()).hexdigest()


def _mac(key: str, *parts: object) -> str:
    """The HMAC (SHA-256, in hex) of ``parts`` with ``key``: a move's signature, a proof."""
    text = ":".join(str(part) for part in parts)
    return hmac.new(bytes.fromhex(key), text.encode(), hashlib.sha256).hexdigest()


def _signed(key: str, row: Sequence[Any]) -> bool:
    """Whether a row of ``moves`` (index, seat, action, signature) is the host's, as written."""
    index, seat, action, mac = row
    if type(index) is not int or type(seat) is not int or not isinstance(action, str):
        return False
    if not isinstance(mac, str):
        return False
    return hmac.compare_digest(_mac(key, index, seat, action).encode(), mac.encode())


def hosting_process(path: Path) -> int | None:
    """The process that hosts the table of ``path`` now (0: one whose number is unknown;
    ``None``: no process hosts it)."""
    holder = autosaves.lock_holder(path)
    return None if holder is None else holder.pid or 0


def _host_lock(path: Path) -> autosaves.GameLock:
    """Lock the table of ``path`` for this process's host, or raise :class:`TableHostedError`."""
    try:
        return autosaves.GameLock.acquire(path, f"The table {path.stem}")
    except autosaves.GameInUseError as error:
        raise TableHostedError(path, error.pid) from None


class TableStore:
    """One process's connection to a table file (see the module).

    Not shared between threads: each process (or test) opens its own.
    """

    def __init__(self, path: Path, engine: GameEngine, connection: sqlite3.Connection) -> None:
        self.path = path
        self.engine = engine
        self._db = connection
        with _refused_as(path):
            self.setup = read_setup(connection, engine)
            #: The seats of people (those with a join code): the views written for each move.
            self._people = _people(connection, self.setup)
            self._data_version = self._version()
        self._cache: tuple[int, Any] | None = None
        #: The keys (the host's process reads them when it first needs one).
        self._keys: dict[int, str] | None = None
        #: The proof keys of the seats this connection claimed with their codes.
        self._claimed: dict[int, str] = {}
        #: Rows beyond the host's record seen by :meth:`state` (index, seat as stored), and
        #: those deleted in the transaction under way (told once it is committed).
        self._foreign: list[tuple[int, Any]] = []
        self._deleting: list[tuple[int, Any]] = []
        #: Sentences for the host's screen, not yet taken (:meth:`notices`).
        self._notices: list[str] = []
        #: Lets the host's lock on the table go (``hosting``; see :meth:`_hold`).
        self._release: Callable[[], Any] = lambda: None

    # ------------------------------------------------------------------ opening

    @classmethod
    def create(
        cls,
        path: Path,
        engine: GameEngine,
        players: Sequence[str],
        kinds: Sequence[str],
        seed: int,
        options: Mapping[str, Any] | None = None,
        *,
        human: str = "human",
        hosting: bool = False,
    ) -> tuple[TableStore, dict[int, str]]:
        """A new table file at ``path`` and the join code of each seat whose kind is ``human``.

        The codes are returned, never stored (only their hashes are): the host shows them.
        The game is started once here, so a setup the engine refuses is refused now.
        ``hosting``: this process hosts it, and holds the table's lock until :meth:`close`.
        """
        lock = _host_lock(path) if hosting else None
        try:
            store, codes = cls._create(path, engine, players, kinds, seed, options, human)
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        store._hold(lock)
        return store, codes

    @classmethod
    def _create(
        cls,
        path: Path,
        engine: GameEngine,
        players: Sequence[str],
        kinds: Sequence[str],
        seed: int,
        options: Mapping[str, Any] | None,
        human: str,
    ) -> tuple[TableStore, dict[int, str]]:
        options = dict(options or {})
        engine.new_game(list(players), seed, **options)
        table_id = _table_id_of_path(path)
        salt = secrets.token_hex(8)
        codes = {
            seat: f"{table_id}-{secrets.token_hex(CODE_BYTES)}"
            for seat, kind in enumerate(kinds)
            if kind == human
        }
        path.parent.mkdir(parents=True, exist_ok=True)
        # only the user who hosts may read it: it holds the seed, which fixes every card
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
        os.close(fd)
        db = _connect(path)
        db.execute("PRAGMA journal_mode=WAL")
        db.executescript(_SCHEMA)
        with _transaction(db):
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.execute(
                "INSERT INTO setup VALUES (1, ?, ?, ?, ?, ?)",
                (
                    engine.GAME_NAME,
                    json.dumps(list(players)),
                    json.dumps(list(kinds)),
                    json.dumps(options),
                    salt,
                ),
            )
            db.execute("INSERT INTO secret VALUES (1, ?)", (seed,))
            db.execute("INSERT INTO keys VALUES (?, ?)", (HOST, secrets.token_hex(KEY_BYTES)))
            for person, given in codes.items():
                db.execute("INSERT INTO keys VALUES (?, ?)", (person, _proof_key(salt, given)))
            for seat, kind in enumerate(kinds):
                code = codes.get(seat)
                db.execute(
                    "INSERT INTO seats VALUES (?, ?, ?)",
                    (seat, kind, None if code is None else _code_hash(salt, code)),
                )
        store = cls(path, engine, db)
        with _transaction(db, immediate=True):
            store._write_views(0, store.state()[1], None)
        return store, codes

    @classmethod
    def open(
        cls,
        path: Path,
        engine: GameEngine,
        *,
        deal: bool = True,
        seat_kinds: Collection[str] | None = None,
        hosting: bool = False,
    ) -> TableStore:
        """The table file at ``path``, checked read-only first (see :func:`check_table_file`).

        ``deal``: for the host's process, which replays the game (the state that check
        replayed is kept, so the first move it stores, inside the writer's lock that others
        wait for, replays nothing). Any other process opens it with ``deal=False``: only the
        public parts and the public view are checked, and nothing secret is read.
        ``hosting``: this process hosts the table (it deals): the table's lock is taken
        first, and held until :meth:`close`; :class:`TableHostedError` while another
        process has it.
        """
        lock = _host_lock(path) if hosting else None
        try:
            store = cls._open(path, engine, deal or hosting, seat_kinds)
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        store._hold(lock)
        return store

    @classmethod
    def _open(
        cls, path: Path, engine: GameEngine, deal: bool, seat_kinds: Collection[str] | None
    ) -> TableStore:
        checked = check_table_file(path, engine, replay=deal, seat_kinds=seat_kinds)
        try:
            connection = _connect(path)
        except sqlite3.Error as error:
            raise TableFileError(path, f"it cannot be opened ({clause(error)}).") from None
        try:
            store = cls(path, engine, connection)
        except BaseException:
            connection.close()
            raise
        if deal:
            store._cache = checked
        return store

    def _hold(self, lock: autosaves.GameLock | None) -> None:
        """Keep the host's ``lock`` until :meth:`close` (or until this store is dropped
        unclosed, so that a lock is never kept by a store nobody has any more)."""
        if lock is not None:
            self._release = weakref.finalize(self, lock.release)

    def close(self) -> None:
        """Let the file go (and, for its host, the table's lock)."""
        self._db.close()
        self._release()

    # ------------------------------------------------------------------ reading

    def record(self) -> GameRecord:
        """The whole game record (with the seed): for the host's process, which deals, and
        for any process once the game is over (its replay and statistics).

        The seed is read here only; it goes into the engine's state and never to a screen.
        """
        try:
            seed = read_seed(self._db)
        except Damaged as error:
            raise DamagedRowError(str(error)) from None
        record = GameRecord(
            game=self.setup.game,
            players=list(self.setup.players),
            seed=seed,
            options=dict(self.setup.options),
        )
        return record.model_copy(update={"actions": [m.action for m in self.moves_since(0)]})

    def move_count(self) -> int:
        """How many moves the record holds (the host's signed rows, in a row from the first)."""
        return len(self.moves_since(0))

    def moves_since(self, index: int) -> list[Move]:
        """The host's moves from ``index`` on, in order: its signed rows, up to the first
        that is not (a row the host did not write is never part of the record). A signed
        move that cannot be read raises :class:`DamagedRowError`."""
        key = self._host_key()
        rows = self._db.execute(
            "SELECT idx, seat, action, mac FROM moves WHERE idx >= ? ORDER BY idx", (index,)
        ).fetchall()
        moves = []
        for expected, row in enumerate(rows, start=index):
            if row[0] != expected or not _signed(key, row):
                break
            try:
                moves.append(_move(len(self.setup.players), row[:3]))
            except Damaged as error:
                raise DamagedRowError(str(error)) from None
        return moves

    def _host_key(self) -> str:
        """The host's key (read once; the host's process, or any once the game is over)."""
        if self._keys is None:
            try:
                self._keys = read_keys(self._db, self._people)
            except Damaged as error:
                raise DamagedRowError(str(error)) from None
        return self._keys[HOST]

    def view(self, seat: int | None) -> SeatView | None:
        """The view of ``seat`` (``None``: the public board) as the host last wrote it, with
        its legal moves while it decides; ``None`` when there is none.

        Raises ``ValueError`` for a row that cannot be read, saying why in a few words.
        """
        row = self._db.execute(
            "SELECT count, view, legal, mark FROM views WHERE seat = ?",
            (PUBLIC if seat is None else seat,),
        ).fetchone()
        if row is None:
            return None
        return _seat_view(self.engine, self.setup, row)  # (Damaged is a ValueError)

    def _version(self) -> int:
        (version,) = self._db.execute("PRAGMA data_version").fetchone()
        return int(version)

    def changed(self) -> bool:
        """Whether another connection has committed since the last call (cheap: a counter;
        this connection's own commits do not count)."""
        version = self._version()
        if version == self._data_version:
            return False
        self._data_version = version
        return True

    def state(self) -> tuple[int, Any]:
        """``(move count, state)`` replayed from the file (cached and brought up to date
        with the moves signed since, which only another connection of the host writes).

        Every other row beyond the record is foreign: it is noted (:attr:`_foreign`) for
        :meth:`_refuse_foreign`, which deletes it, never played.
        """
        if self._cache is None:
            record = self.record()
            self._cache = (0, record.initial_state(self.engine))
        count, state = self._cache
        key = self._host_key()
        foreign = []
        for row in self._db.execute(
            "SELECT idx, seat, action, mac FROM moves WHERE idx >= ? OR idx < 0 ORDER BY idx",
            (count,),
        ).fetchall():
            if row[0] == count and _signed(key, row):
                try:
                    move = _move(len(self.setup.players), row[:3])
                    if self.engine.current_player(state) != move.seat:
                        raise ValueError("not that seat's move")
                    state = self.engine.apply_action(state, self.engine.parse_action(move.action))
                except Exception:  # (signed, yet not a move now: no move of the host's)
                    foreign.append((row[0], row[1]))
                else:
                    count += 1
                    continue
            foreign.append((row[0], row[1]))
        self._cache = (count, state)
        self._foreign = foreign
        return count, state

    def _refuse_foreign(self) -> None:
        """Delete every row beyond the host's record (inside the caller's transaction, after
        :meth:`state`); :meth:`_told_foreign` says so once the transaction is committed."""
        if self._foreign:
            self._db.execute("DELETE FROM moves WHERE idx >= ? OR idx < 0", (self._cache_count(),))
            self._deleting, self._foreign = self._foreign, []

    def _cache_count(self) -> int:
        return 0 if self._cache is None else self._cache[0]

    def _told_foreign(self) -> None:
        """The rows :meth:`_refuse_foreign` deleted are gone for good: say so, once."""
        names = self.setup.players
        for index, seat in self._deleting:
            if type(seat) is int and 0 <= seat < len(names) and 0 <= index < 10**9:
                what = f"Move {index + 1}, written for {names[seat]}"
            else:
                what = "A move, written"
            self._notices.append(
                f"{what} into the table file by something other than the host, was refused "
                "and not played."
            )
        self._deleting = []

    def notices(self) -> list[str]:
        """The host's process: what it refused that did not come through the game (a row
        in ``moves`` it did not write, a move sent without its seat's proof), one sentence
        each, said once; the host's screen shows them."""
        if (
            self._cache is not None
            and self._db.execute(
                "SELECT 1 FROM moves WHERE idx >= ? OR idx < 0 LIMIT 1", (self._cache[0],)
            ).fetchone()
        ):
            with _transaction(self._db, immediate=True):
                self.state()
                self._refuse_foreign()
            self._told_foreign()
        told, self._notices = self._notices, []
        return told

    # ------------------------------------------------------------------ writing

    def append_moves(
        self, expected_index: int, seat: int, actions: Sequence[Any], *, at: float | None = None
    ) -> int:
        """Store ``actions`` of ``seat`` as moves ``expected_index`` on, all or none.

        Checked in one ``BEGIN IMMEDIATE`` transaction against the state replayed from the
        file: a move too late (the index is taken), or not ``seat``'s to make, raises
        :class:`MoveRefused`; an illegal one the engine's ``IllegalActionError``. Returns
        the move count after it. ``at`` is when the move was made (default: now; a joined
        seat's move was made when it sent it).
        """
        try:
            count = self._append(expected_index, seat, actions, at)
        except BaseException:
            if not self._db.in_transaction:  # (rolled back: nothing was deleted after all)
                self._deleting = []
            raise
        if not self._db.in_transaction:
            self._told_foreign()
        return count

    def _append(
        self, expected_index: int, seat: int, actions: Sequence[Any], at: float | None
    ) -> int:
        names = self.setup.players
        with _transaction(self._db, immediate=True):
            count, state = self.state()
            self._refuse_foreign()  # (the rightful move takes the place of a foreign one)
            if expected_index < count:
                raise MoveRefused(
                    f"That move came too late: move {expected_index + 1} was already played."
                )
            if expected_index > count:
                raise MoveRefused(f"That move is out of order: move {count + 1} comes first.")
            rows = []
            for offset, action in enumerate(actions):
                deciding = self.engine.current_player(state)
                if deciding != seat:
                    whose = "nobody's" if deciding is None else f"{names[deciding]}'s"
                    raise MoveRefused(
                        f"That choice is not {names[seat]}'s to make: it is {whose} turn."
                    )
                state = self.engine.apply_action(state, action)
                data = json.dumps(action.model_dump(mode="json"))
                index = count + offset
                mac = _mac(self._host_key(), index, seat, data)
                rows.append((index, seat, data, at or time.time(), mac))
            self._db.executemany("INSERT INTO moves VALUES (?, ?, ?, ?, ?)", rows)
            self._write_views(count + len(rows), state, seat)
        self._cache = (count + len(rows), state)
        return count + len(rows)

    def _write_views(self, count: int, state: Any, actor: int | None) -> None:
        """Each person's view as of move ``count``, with its legal moves while it decides,
        and the public board's (inside the caller's transaction); ``actor``, who just
        decided, has seen the whole public log."""
        deciding = self.engine.current_player(state)
        marks = dict(self._db.execute("SELECT seat, mark FROM views").fetchall())
        now = len(public_log(state))
        rows = []
        for seat in [*self._people, PUBLIC]:
            if seat == PUBLIC:
                view = public_view_of(self.engine, state)
            else:
                view = self.engine.view_for(state, seat)
            legal = self.engine.legal_actions(state) if seat == deciding else []
            data = json.dumps([action.model_dump(mode="json") for action in legal])
            mark = now if seat in (actor, PUBLIC) else marks.get(seat, now)
            rows.append((seat, count, view.model_dump_json(), data, mark))
        self._db.executemany("INSERT OR REPLACE INTO views VALUES (?, ?, ?, ?, ?)", rows)

    # ------------------------------------------------------------------ proposals

    def propose(self, seat: int, expected: int, actions: Sequence[Any]) -> int:
        """Send ``actions`` of ``seat`` as moves ``expected`` on, for the host to check;
        returns the proposal's number (see :meth:`answer`). It carries the proof of the
        seat this connection claimed with its code (:meth:`claim_seat`); of any other seat
        it carries none, and the host refuses it."""
        data = json.dumps([action.model_dump(mode="json") for action in actions])
        key = self._claimed.get(seat)
        proof = "" if key is None else _mac(key, seat, expected, data)
        with _transaction(self._db, immediate=True):
            cursor = self._db.execute(
                "INSERT INTO proposals (seat, expected, actions, at, proof) VALUES (?, ?, ?, ?, ?)",
                (seat, expected, data, time.time(), proof),
            )
        assert cursor.lastrowid is not None
        return int(cursor.lastrowid)

    def answer(self, proposal: int) -> tuple[bool, str | None]:
        """``(answered, refused)`` of a proposal: once answered it is forgotten, and
        ``refused`` is the reason it was not taken (``None``: it was)."""
        row = self._db.execute(
            "SELECT answered, refused FROM proposals WHERE id = ?", (proposal,)
        ).fetchone()
        if row is None:
            return True, "That move was lost on the way: make it again."
        if not row[0]:
            return False, None
        with _transaction(self._db, immediate=True):
            self._db.execute("DELETE FROM proposals WHERE id = ?", (proposal,))
        refused = row[1]
        if refused is None:
            return True, None
        return True, clause(refused) + "." if isinstance(refused, str) else "It was refused."

    def take_proposals(self) -> list[Move]:
        """The host's part: check every proposal not yet answered, oldest first, and answer
        each (taken, or refused with one sentence naming the move). Returns the moves taken,
        as stored (the host plays them from here, never from rows it finds in ``moves``).

        A proposal must carry the proof of its seat (see :meth:`propose`); then its moves
        go through :meth:`append_moves`: the first of two proposals for the same move is
        taken, the second comes too late.
        """
        pending = self._db.execute(
            "SELECT id, seat, expected, actions, at, proof FROM proposals WHERE answered = 0 "
            "ORDER BY id"
        ).fetchall()
        taken: list[Move] = []
        for proposal, seat, expected, data, sent, proof in pending:
            with _transaction(self._db, immediate=True):
                refused: str | None = None
                try:
                    actions = self._proven(seat, expected, data, proof)
                    count = self.append_moves(expected, seat, actions, at=_when(sent))
                except IllegalActionError as error:
                    refused = str(error)
                except sqlite3.Error:
                    raise
                except Exception:  # (a time that is no time; what an engine trips on)
                    refused = _unreadable(expected)
                else:
                    first = count - len(actions)
                    taken.extend(
                        Move(first + n, seat, action.model_dump(mode="json"))
                        for n, action in enumerate(actions)
                    )
                self._db.execute(
                    "UPDATE proposals SET answered = 1, refused = ? WHERE id = ?",
                    (refused, proposal),
                )
            self._told_foreign()
        return taken

    def _proven(self, seat: Any, expected: Any, data: Any, proof: Any) -> list[Any]:
        """The actions of a proposal that carries its seat's proof; else
        :class:`ProposalRefused` with one sentence naming the move (noted for the host's
        screen when the proof is wrong)."""
        names = self.setup.players
        keys = self._keys_read()
        key = keys.get(seat) if type(seat) is int and seat != HOST else None
        if type(expected) is not int or not 0 <= expected < 10**9:
            raise ProposalRefused(_unreadable(None))
        if key is None:
            reason = f"Move {expected + 1}, sent for a seat that is not a person's, was refused."
            self._notices.append(reason)
            raise ProposalRefused(reason)
        given = proof if isinstance(proof, str) else ""
        text = data if isinstance(data, str) else ""
        if not hmac.compare_digest(_mac(key, seat, expected, text).encode(), given.encode()):
            name = names[seat]
            reason = (
                f"Move {expected + 1}, sent as {name}'s, was refused: it did not come from "
                f"{name}'s seat."
            )
            self._notices.append(reason)
            raise ProposalRefused(reason)
        try:
            return _proposed_actions(self.engine, data)
        except (ValueError, TypeError, RecursionError):  # (pydantic's too: never shown)
            raise ProposalRefused(_unreadable(expected)) from None

    def _keys_read(self) -> dict[int, str]:
        self._host_key()
        assert self._keys is not None
        return self._keys

    # ------------------------------------------------------------------ seats and codes

    def claim_seat(self, code: str) -> int:
        """The seat ``code`` opens; a wrong code raises :class:`WrongCodeError`.

        Every seat's hash is compared, in constant time, whichever matches. Nothing is
        written: the wrong tries are counted by whoever asks (see :func:`open_by_code`).
        """
        typed = clean_code(code)
        typed_hash = _code_hash(self.setup.salt, typed)
        found = None
        with _refused_as(self.path):
            for seat, stored in self._db.execute("SELECT seat, code_hash FROM seats"):
                if isinstance(stored, str) and hmac.compare_digest(stored, typed_hash):
                    found = int(seat)
        if found is None:
            raise WrongCodeError(WRONG_CODE)
        self._claimed[found] = _proof_key(self.setup.salt, typed)
        return found

    def heartbeat(self, seat: int, *, now: float | None = None) -> None:
        """Say that ``seat`` (or :data:`HOST`) is here now."""
        when = time.time() if now is None else now
        with _transaction(self._db, immediate=True):
            self._db.execute("INSERT OR REPLACE INTO presence VALUES (?, ?)", (seat, when))

    def away(self, *, now: float | None = None, human: str = "human") -> set[int]:
        """The seats nobody is playing now: people not seen for :data:`AWAY_AFTER` seconds,
        and bots while the host (who runs them) is not seen."""
        now = time.time() if now is None else now
        seen = dict(self._db.execute("SELECT seat, seen FROM presence").fetchall())

        def gone(who: int) -> bool:
            return now - _seen(seen.get(who)) > AWAY_AFTER

        return {
            seat
            for seat, kind in enumerate(self.setup.kinds)
            if gone(seat if kind == human else HOST)
        }

    def host_away(self, *, now: float | None = None) -> bool:
        """Whether the host's process (which deals, and takes every move) is not seen."""
        now = time.time() if now is None else now
        row = self._db.execute("SELECT seen FROM presence WHERE seat = ?", (HOST,)).fetchone()
        return row is None or now - _seen(row[0]) > AWAY_AFTER


def _table_id_of_path(path: Path) -> str:
    match = TABLE_NAME.fullmatch(path.name)
    return match.group(1) if match else new_table_id()


def _connect(path: Path) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are begun explicitly)."""
    db = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
    db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    return db


@contextlib.contextmanager
def _transaction(db: sqlite3.Connection, *, immediate: bool = False) -> Iterator[None]:
    """One transaction: committed when the block ends, rolled back when it raises."""
    if db.in_transaction:  # (a script that began its own)
        yield
        return
    db.execute("BEGIN IMMEDIATE" if immediate else "BEGIN")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def check_table_file(
    path: Path,
    engine: GameEngine,
    *,
    replay: bool = True,
    seat_kinds: Collection[str] | None = None,
) -> tuple[int, Any]:
    """Raise :class:`TableFileError` unless ``path`` is a usable table of ``engine``'s game;
    returns the move count and the state replayed.

    Only reads: the kind and first bytes of the file, then a read-only connection (its
    schema marks, its setup, every move replayed through the engine), so a file that is
    refused stays exactly as it was. Without ``replay`` (a process that does not deal) the
    seed and the moves are not read: the public view is checked instead, and returned.

    Every value is checked as a save file's are (see :mod:`shared.engine.saves`): JSON that
    is text of a sensible size and nesting, names by the rule of :mod:`shared.engine.names`,
    one seat kind per player, each a short word (with ``seat_kinds``, one of them), a whole
    number for the seed, moves that replay, and views the engine reads, of these players.
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise TableFileError(path, "there is no such file.") from None
    except OSError as error:
        raise TableFileError(path, f"it cannot be read ({error.strerror}).") from None
    if not stat.S_ISREG(info.st_mode):
        raise TableFileError(path, "it is not an ordinary file.")
    try:
        with open(path, "rb") as handle:
            head = handle.read(len(SQLITE_MAGIC))
    except OSError as error:
        raise TableFileError(path, f"it cannot be read ({error.strerror}).") from None
    if head != SQLITE_MAGIC:
        raise TableFileError(path, "it is not a table file of these games.")
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as error:
        raise TableFileError(path, f"it cannot be opened ({clause(error)}).") from None
    try:
        with _refused_as(path):
            return _check_contents(path, db, engine, replay, seat_kinds)
    finally:
        db.close()


@contextlib.contextmanager
def _refused_as(path: Path) -> Iterator[None]:
    """Turn what a table file's contents raise (:class:`Damaged`, SQLite's own errors) into
    a :class:`TableFileError` naming ``path``, in one sentence."""
    try:
        yield
    except Damaged as error:
        raise TableFileError(path, f"it is damaged ({error}).") from None
    except sqlite3.OperationalError as error:
        if "locked" in str(error) or "busy" in str(error):
            raise TableFileError(
                path, f"another window holds it too long ({clause(error)}); try again."
            ) from None
        raise TableFileError(path, f"it is damaged ({clause(error)}).") from None
    except sqlite3.Error as error:
        raise TableFileError(path, f"it is damaged ({clause(error)}).") from None


def _check_contents(
    path: Path,
    db: sqlite3.Connection,
    engine: GameEngine,
    replay: bool,
    seat_kinds: Collection[str] | None,
) -> tuple[int, Any]:
    (application,) = db.execute("PRAGMA application_id").fetchone()
    if application != APPLICATION_ID:
        raise TableFileError(path, "it is a database, but not a table file of these games.")
    (version,) = db.execute("PRAGMA user_version").fetchone()
    if isinstance(version, int) and 0 < version < SCHEMA_VERSION:
        raise TableFileError(
            path,
            f"it has table format {version}, of an earlier version (this one reads "
            f"{SCHEMA_VERSION}): host a new table.",
        )
    if version != SCHEMA_VERSION:
        raise TableFileError(
            path, f"it has table format {version}, while this version reads {SCHEMA_VERSION}."
        )
    (check,) = db.execute("PRAGMA quick_check").fetchone()
    if check != "ok":
        raise Damaged(clause(check))
    game = _one_row(db, "SELECT game FROM setup", "its setup")[0]
    if isinstance(game, str) and game != engine.GAME_NAME:
        raise TableFileError(
            path, f"it holds a table of {quoted(game)}, not of {engine.GAME_NAME!r}."
        )
    setup = read_setup(db, engine, seat_kinds)
    people = _people(db, setup)
    _check_presence(db)
    # a process that does not deal starts a game of no secret (seed 0): the engine's own
    # rules for the players and the options, without the seed
    seed = read_seed(db) if replay else 0
    try:
        state = engine.new_game(list(setup.players), seed, **setup.options)
    except Exception as error:  # whatever the engine trips on, the setup cannot be played
        raise TableFileError(path, f"its setup cannot start a game ({reason_of(error)}).") from None
    if not replay:
        return _check_public_view(db, engine, setup)
    host_key = read_keys(db, people)[HOST]
    rows = db.execute("SELECT idx, seat, action, mac FROM moves ORDER BY idx").fetchall()
    # the record ends with the host's last signed move; a row beyond it (or before the
    # first) is not the host's, and is refused when the host comes to it, not played
    end = max((row[0] + 1 for row in rows if _signed(host_key, row)), default=0)
    record = [row for row in rows if 0 <= row[0] < end]
    for count, row in enumerate(record):
        move = _move(len(setup.players), row[:3])
        if move.index != count:
            raise TableFileError(path, f"move {count + 1} is missing.")
        state = _replayed(engine, state, move, count + 1)
        if not _signed(host_key, row):
            raise Damaged(f"its move {count + 1} was changed after the host wrote it")
    return end, state


def _replayed(engine: GameEngine, state: Any, move: Move, number: int) -> Any:
    """The state after stored move ``number`` (counted from 1), made by its seat."""
    try:
        action = engine.parse_action(move.action)
    except Exception as error:
        raise Damaged(f"its move {number} is not a move of this game: {reason_of(error)}") from None
    if engine.current_player(state) != move.seat:
        raise Damaged(
            f"its move {number} is stored as seat {move.seat + 1}'s, not the seat to decide"
        )
    try:
        return engine.apply_action(state, action)
    except Exception as error:  # the rules' reason, as an IllegalActionError says it
        raise Damaged(f"its move {number} cannot be made: {reason_of(error)}") from None


def _one_row(db: sqlite3.Connection, query: str, what: str) -> tuple[Any, ...]:
    """The single row of ``query`` (the setup, the secret, the tries)."""
    rows = db.execute(query).fetchmany(2)
    if len(rows) != 1:
        raise Damaged(f"{what} is missing" if not rows else f"{what} is there twice")
    return tuple(rows[0])


def _json(value: Any, what: str, limit: int = MAX_FIELD_TEXT) -> Any:
    """The JSON data in a text column, or :class:`Damaged` saying why there is none.

    As in a save file (:func:`shared.engine.saves._decode`): the value must be text, not too
    long, JSON, and nested no deeper than :data:`~shared.engine.saves.MAX_NESTING`, so
    neither ``json``'s ``RecursionError`` nor a huge integer ever escapes.
    """
    if not isinstance(value, str):
        raise Damaged(f"{what} {'are' if what.endswith('s') else 'is'} not text")
    if len(value) > limit:
        raise Damaged(f"{what} {'are' if what.endswith('s') else 'is'} far too long")
    try:
        data = json.loads(value)
    except RecursionError:
        data = None
    except ValueError:  # (JSONDecodeError, and an integer too long to convert)
        raise Damaged(f"{what} {'are' if what.endswith('s') else 'is'} not JSON") from None
    else:
        if not nested_deeper_than(value, MAX_NESTING):
            return data
    raise Damaged(f"{what} {'are' if what.endswith('s') else 'is'} nested far too deeply")


def _whole(value: Any) -> int:
    """A whole number from the file (SQLite keeps any type in any column): never a float,
    text or bytes read as one."""
    if type(value) is not int:
        raise ValueError(f"{quoted(value)} is not a whole number")
    return value


def _when(value: Any) -> float:
    """A time from the file: a finite number of seconds."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ValueError(f"{quoted(value)} is not a time")
    return float(value)


def _seen(value: Any) -> float:
    """When a seat was last seen; a value that is no time counts as never."""
    try:
        return _when(value)
    except ValueError:
        return 0.0


def read_setup(
    db: sqlite3.Connection, engine: GameEngine, seat_kinds: Collection[str] | None = None
) -> TableSetup:
    """The setup of a table file, every value checked; :class:`Damaged` says what is wrong.

    ``seat_kinds``: the kinds this game knows ("human" and its bots); without it, a kind
    need only look like one (a short word).
    """
    game, players, kinds, options, salt = _one_row(
        db, "SELECT game, players, kinds, options, salt FROM setup", "its setup"
    )
    if game != engine.GAME_NAME:
        raise Damaged(f"its game is {quoted(game)}, not {engine.GAME_NAME!r}")
    players = _json(players, "its players")
    if not isinstance(players, list) or not all(isinstance(name, str) for name in players):
        raise Damaged("its players are not a list of names")
    if not engine.MIN_PLAYERS <= len(players) <= engine.MAX_PLAYERS:
        raise Damaged(
            f"it has {plural(len(players), 'player', 'players')}, while the game is for "
            f"{engine.MIN_PLAYERS} to "
            f"{engine.MAX_PLAYERS}"
        )
    problems = name_problems(players)
    if problems:
        raise Damaged(f"its players' names are not allowed: {clause(problems[0])}")
    kinds = _json(kinds, "its seat kinds")
    if not isinstance(kinds, list) or not all(isinstance(kind, str) for kind in kinds):
        raise Damaged("its seat kinds are not a list of words")
    if len(kinds) != len(players):
        raise Damaged(
            f"it has {plural(len(kinds), 'seat kind', 'seat kinds')} for {len(players)} players"
        )
    for kind in kinds:
        if SEAT_KIND.fullmatch(kind) is None or (seat_kinds is not None and kind not in seat_kinds):
            raise Damaged(f"its seat kind {quoted(kind)} is not a kind of player of this game")
    options = _json(options, "its options")
    if not isinstance(options, dict) or not all(
        isinstance(value, bool) for value in options.values()
    ):
        raise Damaged("its options are not a set of yes/no options")
    if not isinstance(salt, str) or SALT.fullmatch(salt) is None:
        raise Damaged("its salt is not a hex string")
    return TableSetup(game, players, kinds, options, salt)


def read_seed(db: sqlite3.Connection) -> int:
    """The seed (only the host's process reads it), a whole number SQLite keeps as one."""
    (seed,) = _one_row(db, "SELECT seed FROM secret", "its seed")
    if type(seed) is not int:
        raise Damaged(f"its seed {quoted(seed)} is not a whole number")
    return seed


def _people(db: sqlite3.Connection, setup: TableSetup) -> list[int]:
    """The seats of people (those with a join code), checking the seats' table against the
    setup: one row per seat, of its kind, with a code's hash or none."""
    rows = db.execute("SELECT seat, kind, code_hash FROM seats ORDER BY seat").fetchall()
    if [seat for seat, _kind, _hash in rows] != list(range(len(setup.players))):
        raise Damaged("its seats are not one per player")
    people = []
    for seat, kind, code_hash in rows:
        if kind != setup.kinds[seat]:
            raise Damaged(f"its seat {seat + 1} is of two kinds")
        if code_hash is not None:
            if not isinstance(code_hash, str) or CODE_HASH.fullmatch(code_hash) is None:
                raise Damaged(f"the code of its seat {seat + 1} is damaged")
            people.append(int(seat))
    return people


def read_keys(db: sqlite3.Connection, people: Sequence[int]) -> dict[int, str]:
    """The keys (only the host's process reads them): the host's, and each person's seat's,
    each 64 hex digits; :class:`Damaged` says what is wrong."""
    keys: dict[int, str] = {}
    for seat, key in db.execute("SELECT seat, key FROM keys"):
        if not isinstance(key, str) or CODE_HASH.fullmatch(key) is None:
            raise Damaged("its keys are damaged")
        keys[seat] = key
    if HOST not in keys:
        raise Damaged("its host's key is missing")
    if any(seat not in keys for seat in people):
        raise Damaged("a seat's key is missing")
    return keys


def _check_presence(db: sqlite3.Connection) -> None:
    """Each seat's (and the host's) time last seen is a seat and a time."""
    for seat, seen in db.execute("SELECT seat, seen FROM presence"):
        try:
            _whole(seat)
            _when(seen)
        except ValueError as error:
            raise Damaged(f"its presence of the seats cannot be read ({clause(error)})") from None


def _move(seats: int, row: tuple[Any, ...]) -> Move:
    """A stored move (a row of ``moves``), every value checked but its action's contents."""
    index, seat, data = row
    try:
        number = _whole(index) + 1
        if not 0 <= _whole(seat) < seats:
            raise ValueError(f"{seat} is no seat")
    except ValueError as error:
        raise Damaged(f"a move is stored with {clause(error)}") from None
    action = _json(data, f"its move {number}")
    if not isinstance(action, dict):
        raise Damaged(f"its move {number} is not a move at all")
    return Move(index, seat, action)


def _proposed_actions(engine: GameEngine, data: Any) -> list[Any]:
    """The actions of a proposal (``ValueError`` when they cannot be read)."""
    actions = _json(data, "the proposal")
    if not isinstance(actions, list) or not all(isinstance(a, dict) for a in actions):
        raise ValueError("not a list of moves")
    return [engine.parse_action(action) for action in actions]


def _seat_view(engine: GameEngine, setup: TableSetup, row: tuple[Any, ...]) -> SeatView:
    """A row of ``views``, every value checked (:class:`Damaged`, a ``ValueError``, says why)."""
    count, data, legal, mark = row
    if type(count) is not int or count < 0:
        raise Damaged(f"a view's move count {quoted(count)} is not a count")
    if not isinstance(data, str) or len(data) > MAX_VIEW_TEXT:
        raise Damaged("a view is not text of a sensible size")
    try:
        view = engine.parse_view(data)
    except Exception as error:  # pydantic's, or whatever the game's model trips on
        raise Damaged(f"a view cannot be read: {reason_of(error)}") from None
    if getattr(view, "players", setup.players) != setup.players:
        raise Damaged("a view is of other players than the table's")
    try:
        log = public_log(view)
        deciding = engine.current_player(view)
        engine.is_over(view)
    except Exception as error:
        raise Damaged(f"a view does not make sense: {reason_of(error)}") from None
    if deciding is not None and not (type(deciding) is int and 0 <= deciding < len(setup.players)):
        raise Damaged("a view's seat to decide is no seat")
    moves = _json(legal, "a view's legal moves", MAX_VIEW_TEXT)
    if not isinstance(moves, list) or not all(isinstance(move, dict) for move in moves):
        raise Damaged("a view's legal moves are not a list of moves")
    try:
        actions = [engine.parse_action(move) for move in moves]
    except Exception as error:
        raise Damaged(f"a view's legal moves cannot be read: {reason_of(error)}") from None
    if type(mark) is not int or not 0 <= mark <= len(log):
        raise Damaged(f"a view's mark {quoted(mark)} is not a place in its log")
    return SeatView(count, view, actions, log[:mark])


def _check_public_view(
    db: sqlite3.Connection, engine: GameEngine, setup: TableSetup
) -> tuple[int, Any]:
    """The public view of a table file, for a process that does not deal."""
    row = db.execute(
        "SELECT count, view, legal, mark FROM views WHERE seat = ?", (PUBLIC,)
    ).fetchone()
    if row is None:
        raise Damaged("its public board is missing")
    seen = _seat_view(engine, setup, tuple(row))
    return seen.count, seen.view
