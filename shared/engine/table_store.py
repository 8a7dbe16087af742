"""One game played from several processes: the table file every seat reads and writes.

Friends who are not at one keyboard (another terminal, an SSH login, a browser through
``serve``) each run their own app; the game itself lives in one SQLite file (the standard
library's ``sqlite3``, in WAL mode, so readers never block the one writer)::

    meta      application id, schema version (also in ``PRAGMA application_id/user_version``)
    setup     game, players, seat kinds, options (public)
    secret    the seed: read only by the host's process (:meth:`TableStore.record`), to deal
              and replay the game; it fixes every hidden card, so no screen shows it
    seats     per seat: its kind and the hash of its join code (people only)
    moves     index (primary key), seat, action JSON: the game record, one row per action
    views     per person's seat, and for the public board (seat -1): that seat's view after
              the latest move (``view_for``), with its legal moves while it decides, and
              how much of the public log it had seen at its last decision (its mark, for
              the summary of what happened since)
    proposals the moves joined seats send, each answered by the host's process: taken, or
              refused with the engine's reason
    presence  when each seat (and the host, seat -1) was last seen (heartbeats)
    tries     wrong join codes in a row, and when the last one came

The host's process is the dealer: the only one that reads the seed and replays the moves, so
the only one that holds every seat's secrets. Every other process (a seat joined with its code,
a watcher) reads nothing but its own row of ``views``, so a seat's secrets go only to the
process that showed its code; it sends its moves as ``proposals``, and sees them taken when its
next view comes. While the host's process is away, moves wait for it.

Nothing from a client is trusted: :meth:`TableStore.append_moves` takes the writer's lock
(``BEGIN IMMEDIATE``), replays the state from the file (cached between calls), and applies
each action through the engine, which refuses an illegal one with its own reason. A move for
an index that is already taken (stale, or sent twice) is refused, and so is a move of a seat
that is not the one to decide, so two seats acting at the same moment cannot both apply.

Join codes are random (``secrets``), shown only to the host, and kept here only as salted
hashes, compared in constant time (``hmac.compare_digest``); after a few wrong codes in a row
every further try must wait, longer each time. A code begins with the table's id, so
``join CODE`` finds the file from the code alone.

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
import os
import re
import secrets
import sqlite3
import stat
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from shared.engine.errors import IllegalActionError, SaveFileError
from shared.engine.log import LogEntry
from shared.engine.protocol import GameEngine, public_view_of
from shared.engine.record import GameRecord
from shared.engine.saves import data_dir
from shared.engine.since import public_log

#: ``PRAGMA application_id`` of a table file ("STBL"), so a stranger's database is told apart.
APPLICATION_ID = 0x5354424C
SCHEMA_VERSION = 2
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
#: Wrong codes in a row that cost nothing; from then on each try waits longer.
FREE_TRIES = 3
#: The longest wait (seconds) after many wrong codes.
MAX_WAIT = 60.0
#: Bytes of randomness in a table's id and in the secret part of a code.
TABLE_ID_BYTES = 3
CODE_BYTES = 5
#: A join code as the host reads it out: the table's id, a dash, the secret part.
CODE_PATTERN = re.compile(r"([0-9a-f]{6})-([0-9a-f]{10})")
TABLE_ID_PATTERN = re.compile(r"[0-9a-f]{6}")
#: A table file's name in the games folder.
TABLE_NAME = re.compile(r"table-([0-9a-f]{6})\.sqlite")

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE setup (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    game TEXT NOT NULL, players TEXT NOT NULL, kinds TEXT NOT NULL, options TEXT NOT NULL,
    salt TEXT NOT NULL
);
CREATE TABLE secret (id INTEGER PRIMARY KEY CHECK (id = 1), seed INTEGER NOT NULL);
CREATE TABLE seats (seat INTEGER PRIMARY KEY, kind TEXT NOT NULL, code_hash TEXT);
CREATE TABLE moves (
    idx INTEGER PRIMARY KEY, seat INTEGER NOT NULL, action TEXT NOT NULL, at REAL NOT NULL
);
CREATE TABLE views (
    seat INTEGER PRIMARY KEY, count INTEGER NOT NULL, view TEXT NOT NULL, legal TEXT NOT NULL,
    mark INTEGER NOT NULL
);
CREATE TABLE proposals (
    id INTEGER PRIMARY KEY AUTOINCREMENT, seat INTEGER NOT NULL, expected INTEGER NOT NULL,
    actions TEXT NOT NULL, at REAL NOT NULL, answered INTEGER NOT NULL DEFAULT 0, refused TEXT
);
CREATE TABLE presence (seat INTEGER PRIMARY KEY, seen REAL NOT NULL);
CREATE TABLE tries (id INTEGER PRIMARY KEY CHECK (id = 1), failures INTEGER NOT NULL,
                    last REAL NOT NULL);
"""


class TableFileError(SaveFileError):
    """A table file that cannot be used; the file is left exactly as it was.

    A kind of :class:`SaveFileError`, so the screens that explain a bad save explain it too.
    """

    kind = "table file"


class MoveRefused(IllegalActionError):
    """A move the table does not take: too late, sent twice, or not that seat's to make."""


class WrongCodeError(Exception):
    """A join code that opens no seat of this table (the message says what to do)."""


class TooManyTriesError(WrongCodeError):
    """Too many wrong codes in a row: the next try must wait ``wait`` seconds."""

    def __init__(self, wait: float) -> None:
        self.wait = wait
        super().__init__(
            f"Too many wrong codes in a row: try again in {max(1, round(wait))} seconds."
        )


@dataclass(frozen=True)
class TableSetup:
    """The public part of a table: what every seat and watcher may know (no seed)."""

    game: str
    players: list[str]
    kinds: list[str]
    options: dict[str, Any]


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
    found = [p for p in tables_dir(game).iterdir() if TABLE_NAME.fullmatch(p.name)]
    return max(found, key=lambda p: p.stat().st_mtime, default=None)


def open_by_code(engine: GameEngine, code: str) -> tuple[TableStore, int]:
    """The table a join code belongs to, opened, and the seat the code opens.

    Raises :class:`WrongCodeError` for a code that is not shaped like one or opens no seat
    (counted as a wrong try), :class:`TableFileError` for a table file that cannot be used.
    """
    table_id = table_id_of(code)
    if table_id is None:
        raise WrongCodeError(
            "That is not a join code: the host's screen shows one per seat, like 3fa9c2-1b2c3d4e5f."
        )
    path = table_path(engine.GAME_NAME, table_id)
    if not path.exists():
        raise WrongCodeError("That code opens no seat: there is no such table on this host.")
    store = TableStore.open(path, engine, deal=False)
    try:
        seat = store.claim_seat(code)
    except WrongCodeError:
        store.close()
        raise
    return store, seat


def _code_hash(salt: str, code: str) -> str:
    return hashlib.sha256(f"{salt}:{code}".encode()).hexdigest()


def wait_after(failures: int) -> float:
    """Seconds a try must wait after ``failures`` wrong codes in a row (0 for the first few)."""
    if failures < FREE_TRIES:
        return 0.0
    return float(min(MAX_WAIT, 2 ** (failures - FREE_TRIES)))


class TableStore:
    """One process's connection to a table file (see the module).

    Not shared between threads: each process (or test) opens its own.
    """

    def __init__(self, path: Path, engine: GameEngine, connection: sqlite3.Connection) -> None:
        self.path = path
        self.engine = engine
        self._db = connection
        self.setup = self._read_setup()
        #: The seats of people (those with a join code): the views written for each move.
        self._people = [
            int(seat)
            for (seat,) in self._db.execute(
                "SELECT seat FROM seats WHERE code_hash IS NOT NULL ORDER BY seat"
            )
        ]
        self._cache: tuple[int, Any] | None = None
        self._data_version = self._version()

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
    ) -> tuple[TableStore, dict[int, str]]:
        """A new table file at ``path`` and the join code of each seat whose kind is ``human``.

        The codes are returned, never stored (only their hashes are): the host shows them.
        The game is started once here, so a setup the engine refuses is refused now.
        """
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
            for seat, kind in enumerate(kinds):
                code = codes.get(seat)
                db.execute(
                    "INSERT INTO seats VALUES (?, ?, ?)",
                    (seat, kind, None if code is None else _code_hash(salt, code)),
                )
            db.execute("INSERT INTO tries VALUES (1, 0, 0)")
        store = cls(path, engine, db)
        with _transaction(db, immediate=True):
            store._write_views(0, store.state()[1], None)
        return store, codes

    @classmethod
    def open(cls, path: Path, engine: GameEngine, *, deal: bool = True) -> TableStore:
        """The table file at ``path``, checked read-only first (see :func:`check_table_file`).

        ``deal``: for the host's process, which replays the game (the state that check
        replayed is kept, so the first move it stores, inside the writer's lock that others
        wait for, replays nothing). Any other process opens it with ``deal=False``: only the
        public parts and the public view are checked, and nothing secret is read.
        """
        checked = check_table_file(path, engine, replay=deal)
        store = cls(path, engine, _connect(path))
        if deal:
            store._cache = checked
        return store

    def close(self) -> None:
        self._db.close()

    # ------------------------------------------------------------------ reading

    def _read_setup(self) -> TableSetup:
        game, players, kinds, options = self._db.execute(
            "SELECT game, players, kinds, options FROM setup"
        ).fetchone()
        return TableSetup(game, json.loads(players), json.loads(kinds), json.loads(options))

    def record(self) -> GameRecord:
        """The whole game record (with the seed): for the host's process, which deals, and
        for any process once the game is over (its replay and statistics).

        The seed is read here only; it goes into the engine's state and never to a screen.
        """
        (seed,) = self._db.execute("SELECT seed FROM secret").fetchone()
        record = GameRecord(
            game=self.setup.game,
            players=list(self.setup.players),
            seed=int(seed),
            options=dict(self.setup.options),
        )
        return record.model_copy(update={"actions": [m.action for m in self.moves_since(0)]})

    def move_count(self) -> int:
        (count,) = self._db.execute("SELECT COUNT(*) FROM moves").fetchone()
        return int(count)

    def moves_since(self, index: int) -> list[Move]:
        """The stored moves from ``index`` on, in order."""
        rows = self._db.execute(
            "SELECT idx, seat, action FROM moves WHERE idx >= ? ORDER BY idx", (index,)
        ).fetchall()
        return [Move(int(i), int(seat), json.loads(action)) for i, seat, action in rows]

    def view(self, seat: int | None) -> SeatView | None:
        """The view of ``seat`` (``None``: the public board) as the host last wrote it, with
        its legal moves while it decides; ``None`` when there is none.

        Raises ``ValueError`` for a row that cannot be read.
        """
        row = self._db.execute(
            "SELECT count, view, legal, mark FROM views WHERE seat = ?",
            (PUBLIC if seat is None else seat,),
        ).fetchone()
        if row is None:
            return None
        count, data, legal, mark = row
        actions = [self.engine.parse_action(action) for action in json.loads(legal)]
        view = self.engine.parse_view(data)
        return SeatView(int(count), view, actions, public_log(view)[: int(mark)])

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
        """``(move count, state)`` replayed from the file (cached and brought up to date)."""
        if self._cache is None:
            record = self.record()
            self._cache = (0, record.initial_state(self.engine))
        count, state = self._cache
        for move in self.moves_since(count):
            if move.index != count:
                raise TableFileError(self.path, f"move {count + 1} is missing.")
            state = self.engine.apply_action(state, self.engine.parse_action(move.action))
            count += 1
        self._cache = (count, state)
        return count, state

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
        names = self.setup.players
        with _transaction(self._db, immediate=True):
            count, state = self.state()
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
                data = action.model_dump(mode="json")
                rows.append((count + offset, seat, json.dumps(data), at or time.time()))
            self._db.executemany("INSERT INTO moves VALUES (?, ?, ?, ?)", rows)
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
        returns the proposal's number (see :meth:`answer`)."""
        data = json.dumps([action.model_dump(mode="json") for action in actions])
        with _transaction(self._db, immediate=True):
            cursor = self._db.execute(
                "INSERT INTO proposals (seat, expected, actions, at) VALUES (?, ?, ?, ?)",
                (seat, expected, data, time.time()),
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
        return True, row[1]

    def take_proposals(self) -> int:
        """The host's part: check every proposal not yet answered, oldest first, through
        :meth:`append_moves`, and answer each (taken, or refused with the reason). Returns
        how many were taken.

        The first of two proposals for the same move is taken; the second comes too late.
        """
        pending = self._db.execute(
            "SELECT id, seat, expected, actions, at FROM proposals WHERE answered = 0 ORDER BY id"
        ).fetchall()
        taken = 0
        for proposal, seat, expected, data, sent in pending:
            with _transaction(self._db, immediate=True):
                refused: str | None = None
                try:
                    actions = [self.engine.parse_action(a) for a in json.loads(data)]
                    self.append_moves(int(expected), int(seat), actions, at=float(sent))
                except IllegalActionError as error:
                    refused = str(error)
                except (ValueError, TypeError):
                    refused = "That move could not be read: make it again."
                self._db.execute(
                    "UPDATE proposals SET answered = 1, refused = ? WHERE id = ?",
                    (refused, proposal),
                )
            taken += refused is None
        return taken

    # ------------------------------------------------------------------ seats and codes

    def claim_seat(self, code: str, *, now: float | None = None) -> int:
        """The seat ``code`` opens; a wrong code raises :class:`WrongCodeError` and counts.

        After :data:`FREE_TRIES` wrong codes in a row a try within :func:`wait_after`
        seconds of the last is refused unseen (:class:`TooManyTriesError`); a right code
        clears the count.
        """
        now = time.time() if now is None else now
        typed = clean_code(code)
        with _transaction(self._db, immediate=True):
            failures, last = self._db.execute("SELECT failures, last FROM tries").fetchone()
            wait = wait_after(int(failures)) - (now - float(last))
            if wait > 0:
                raise TooManyTriesError(wait)
            (salt,) = self._db.execute("SELECT salt FROM setup").fetchone()
            typed_hash = _code_hash(salt, typed)
            found = None
            for seat, stored in self._db.execute("SELECT seat, code_hash FROM seats"):
                # every seat is compared, in constant time, whichever matches
                if stored is not None and hmac.compare_digest(stored, typed_hash):
                    found = int(seat)
            if found is None:
                self._db.execute("UPDATE tries SET failures = failures + 1, last = ?", (now,))
            else:
                self._db.execute("UPDATE tries SET failures = 0, last = 0")
        if found is None:
            raise WrongCodeError("That code opens no seat at this table.")
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
            return now - float(seen.get(who, 0.0)) > AWAY_AFTER

        return {
            seat
            for seat, kind in enumerate(self.setup.kinds)
            if gone(seat if kind == human else HOST)
        }

    def host_away(self, *, now: float | None = None) -> bool:
        """Whether the host's process (which deals, and takes every move) is not seen."""
        now = time.time() if now is None else now
        row = self._db.execute("SELECT seen FROM presence WHERE seat = ?", (HOST,)).fetchone()
        return row is None or now - float(row[0]) > AWAY_AFTER


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


def check_table_file(path: Path, engine: GameEngine, *, replay: bool = True) -> tuple[int, Any]:
    """Raise :class:`TableFileError` unless ``path`` is a usable table of ``engine``'s game;
    returns the move count and the state replayed.

    Only reads: the kind and first bytes of the file, then a read-only connection (its
    schema marks, its setup, every move replayed through the engine), so a file that is
    refused stays exactly as it was. Without ``replay`` (a process that does not deal) the
    seed and the moves are not read: the public view is checked instead, and returned.
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
        raise TableFileError(path, f"it cannot be opened ({error}).") from None
    try:
        return _check_contents(path, db, engine, replay)
    except sqlite3.Error as error:
        raise TableFileError(path, f"it is damaged ({error}).") from None
    finally:
        db.close()


def _check_contents(
    path: Path, db: sqlite3.Connection, engine: GameEngine, replay: bool
) -> tuple[int, Any]:
    (application,) = db.execute("PRAGMA application_id").fetchone()
    if application != APPLICATION_ID:
        raise TableFileError(path, "it is a database, but not a table file of these games.")
    (version,) = db.execute("PRAGMA user_version").fetchone()
    if version != SCHEMA_VERSION:
        raise TableFileError(
            path, f"it has table format {version}, while this version reads {SCHEMA_VERSION}."
        )
    (check,) = db.execute("PRAGMA quick_check").fetchone()
    if check != "ok":
        raise TableFileError(path, f"it is damaged ({check}).")
    row = db.execute("SELECT game, players, options FROM setup").fetchone()
    if row is None:
        raise TableFileError(path, "its setup is missing.")
    if row[0] != engine.GAME_NAME:
        raise TableFileError(path, f"it holds a table of {row[0]!r}, not of {engine.GAME_NAME!r}.")
    if not replay:
        return _check_public_view(path, db, engine)
    seed = db.execute("SELECT seed FROM secret").fetchone()
    if seed is None:
        raise TableFileError(path, "its setup is missing.")
    try:
        record = GameRecord(
            game=row[0], players=json.loads(row[1]), seed=int(seed[0]), options=json.loads(row[2])
        )
        state = record.initial_state(engine)
    except (ValueError, TypeError) as error:
        raise TableFileError(path, f"its setup cannot start a game ({error}).") from None
    rows = db.execute("SELECT idx, action FROM moves ORDER BY idx").fetchall()
    for count, (index, action) in enumerate(rows):
        if index != count:
            raise TableFileError(path, f"move {count + 1} is missing.")
        try:
            state = engine.apply_action(state, engine.parse_action(json.loads(action)))
        except (ValueError, TypeError) as error:
            raise TableFileError(path, f"move {count + 1} cannot be replayed ({error}).") from None
    return len(rows), state


def _check_public_view(path: Path, db: sqlite3.Connection, engine: GameEngine) -> tuple[int, Any]:
    """The public view of a table file, for a process that does not deal."""
    row = db.execute("SELECT count, view FROM views WHERE seat = ?", (PUBLIC,)).fetchone()
    if row is None:
        raise TableFileError(path, "its public board is missing.")
    try:
        return int(row[0]), engine.parse_view(row[1])
    except (ValueError, TypeError) as error:
        raise TableFileError(path, f"its public board cannot be read ({error}).") from None
