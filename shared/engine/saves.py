"""Save files: a game record in a versioned envelope, written atomically.

An autosave after every action must never leave a half-written file behind, even if the
terminal is closed mid-write, so every write goes to a temporary file in the same folder,
is flushed to disk (``fsync``) and then renamed over the target, which is atomic on POSIX and
Windows. Loading never writes: a file that cannot be used raises :class:`SaveFileError` naming
the file and the problem, and stays exactly as it was. Loading reads only regular files, and
at most :data:`MAX_SAVE_BYTES` of them, so a named pipe or a device given as a save (or
found where the autosave should be) is refused at once instead of hanging the game or
filling its memory.

A record read with its engine is replayed, so a file whose moves no longer make sense is
refused on opening. Start-up often reads the same file twice (the command line checks the
game to resume, then the app opens it), so the process remembers which contents it has
replayed without a problem, by a digest of their bytes and the engine, and does not replay
the very same bytes again; nothing of it is written anywhere.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import re
import stat
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, StrictInt, ValidationError

from shared.engine.errors import SaveFileError
from shared.engine.files import APP_DIR_NAME, atomic_write_text, data_dir
from shared.engine.names import visible
from shared.engine.protocol import GameEngine
from shared.engine.record import GameRecord
from shared.engine.since import remember_replay

#: Bump when the envelope or the record format changes incompatibly.
SCHEMA_VERSION = 1
#: Files larger than this are not save files of ours; refusing them early avoids a long parse.
MAX_SAVE_BYTES = 20 * 1024 * 1024
#: Our saves nest five levels deep at most (envelope, record, moves, a move, a value in it);
#: data nested far deeper is no save of ours. The margin leaves room for the format to grow.
MAX_NESTING = 16
#: Longest piece of the file's own content quoted in a message, which stays one short line.
QUOTE_LIMIT = 40
#: Longest reason (an engine's or pydantic's words) put into a message.
_CLAUSE_LIMIT = 160
_NOT_TEXT = "it is not a save file (it is damaged or not text)."
_TOO_DEEP = "it is not a save file (its data are nested far too deeply)."
#: Opening never waits (for a pipe swapped in after the first look) and never makes a terminal
#: the controlling one; ``O_BINARY`` matters on Windows only, where the others do not exist.
_NON_BLOCKING: int = getattr(os, "O_NONBLOCK", 0)
_READ_FLAGS = (
    os.O_RDONLY
    | _NON_BLOCKING
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)
#: Reads go in pieces of this size, so a file that grows while it is read costs no more than
#: the limit plus one piece.
_READ_CHUNK = 1024 * 1024
_TOO_LARGE = (
    f"it is far too large to be a save file (more than {MAX_SAVE_BYTES // (1024 * 1024)} MB)."
)
#: Contents replayed without a problem in this process: (the engine's id, the digest of the
#: bytes) to the engine, kept so that its id stays its own (see the module's docstring).
_REPLAYED: dict[tuple[int, bytes], object] = {}
#: Contents remembered at most (then forgotten all at once).
_REPLAYED_LIMIT = 64


class SaveEnvelope(BaseModel):
    """What a save file holds."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    format: str = APP_DIR_NAME
    #: Strict: ``true`` or ``"1"`` is no version (pydantic alone would take either for 1).
    schema_version: StrictInt = SCHEMA_VERSION
    record: GameRecord


def autosave_path(game: str) -> Path:
    """The single autosave of earlier versions (one game at a time).

    It is still read, listed and continued in place (see :mod:`shared.engine.autosaves`);
    new games each get a file of their own instead.
    """
    return data_dir(game) / "autosave.json"


def save_record(record: GameRecord, path: Path | str) -> Path:
    """Write ``record`` atomically to ``path`` and return the path."""
    envelope = SaveEnvelope(record=record)
    target = Path(path)
    atomic_write_text(target, envelope.model_dump_json(indent=1))
    return target


def load_record(
    path: Path | str, engine: GameEngine | None = None, *, expected_game: str | None = None
) -> GameRecord:
    """Read a record, checking it belongs to the expected game and replays.

    With ``engine`` given, the record is also replayed, so a file whose actions no longer make
    sense is refused here rather than in the middle of a game (unless these very bytes were
    replayed with it before in this process: see the module's docstring).
    """
    target = Path(path)
    game = expected_game or (engine.GAME_NAME if engine is not None else None)
    record, digest = _read_record(target, game)
    if engine is not None and (id(engine), digest) not in _REPLAYED:
        _replay(target, record, engine)
        _remember_replayed(engine, digest)
    return record


def load_game(path: Path | str, engine: GameEngine) -> tuple[GameRecord, Any]:
    """Read and replay a record as :func:`load_record` does, and return the state it reaches
    too (for a caller that needs both, which would otherwise replay it a second time)."""
    target = Path(path)
    record, digest = _read_record(target, engine.GAME_NAME)
    state = _replay(target, record, engine)
    _remember_replayed(engine, digest)
    return record, state


def _remember_replayed(engine: GameEngine, digest: bytes) -> None:
    if len(_REPLAYED) >= _REPLAYED_LIMIT:
        _REPLAYED.clear()
    _REPLAYED[(id(engine), digest)] = engine


def _read_record(target: Path, game: str | None) -> tuple[GameRecord, bytes]:
    """The record in ``target``, checked against ``game``, and the digest of its bytes."""
    raw = read_save_bytes(target)
    data = _decode(target, raw)
    if not isinstance(data, dict) or data.get("format") != APP_DIR_NAME:
        raise SaveFileError(target, "it is not a save file of these games.")
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveFileError(target, "it has no readable format version.")
    if version < 1:
        raise SaveFileError(
            target, f"its format version {quoted(version)} is no version of these games."
        )
    if version > SCHEMA_VERSION:
        raise SaveFileError(
            target,
            f"it was written by a newer version of the game (format {quoted(version)}, while "
            f"this one reads up to {SCHEMA_VERSION}), so update the game to open it.",
        )
    try:
        envelope = SaveEnvelope.model_validate(data)
    except ValidationError as error:
        raise SaveFileError(target, _damaged_contents(error)) from None
    record = envelope.record
    if game is not None and record.game != game:
        raise SaveFileError(target, f"it holds a game of {quoted(record.game)}, not of {game!r}.")
    return record, hashlib.blake2b(raw, digest_size=32).digest()


def _damaged_contents(error: ValidationError) -> str:
    """The first problem pydantic found in the envelope, as the end of one sentence.

    A recorded move that is not even an object is named by its number, like every other
    damaged move (see :func:`_replay`).
    """
    first = error.errors(include_url=False)[0]
    loc = first["loc"]
    if len(loc) == 3 and loc[:2] == ("record", "actions") and isinstance(loc[2], int):
        return f"its move {loc[2] + 1} is damaged (it is not a move at all)."
    where = ".".join(str(part) for part in loc)
    return f"its contents are damaged ({where}: {clause(first['msg'])})."


def _replay(target: Path, record: GameRecord, engine: GameEngine) -> Any:
    """Replay ``record`` to the state it reaches, refusing the first move that cannot be read
    or made, by its number.

    This is :meth:`GameRecord.replay` step by step, so that a failure can name the move
    (counted from 1, as players count, and as the replay screen shows "Action 12 of 40") and
    tell a move that is not one of this game, a damaged one and one the rules refuse. Any
    exception counts, not only the expected ones: whatever the engine trips on, the file
    cannot be played, and the player gets a sentence instead of a traceback.
    """
    try:
        state = record.initial_state(engine)
    except Exception as error:
        raise SaveFileError(target, f"its set-up cannot be used ({clause(error)}).") from None
    # the state after each seat's last decision, kept for the game's start (``since``)
    after: dict[int, Any] = {}  # (a seat yet to decide has none)
    for number, data in enumerate(record.actions, start=1):
        try:
            action = engine.parse_action(data)
        except ValidationError as error:
            raise SaveFileError(target, _unreadable_move(number, data, error)) from None
        except Exception as error:
            raise SaveFileError(
                target, f"its move {number} is damaged ({clause(error)})."
            ) from None
        try:
            seat = engine.current_player(state)
            state = engine.apply_action(state, action)
        except Exception as error:  # the rules' reason, as an IllegalActionError says it
            raise SaveFileError(
                target, f"its move {number} cannot be made ({clause(error)})."
            ) from None
        if seat is not None:
            after[seat] = state
    remember_replay(engine, record, state, after)
    return state


#: Pydantic error types that mean a number outside the allowed range.
_OUT_OF_RANGE = frozenset(
    {"greater_than", "greater_than_equal", "less_than", "less_than_equal", "multiple_of"}
)


def _unreadable_move(number: int, data: dict[str, Any], error: ValidationError) -> str:
    """Why move ``number`` could not be parsed, in words instead of pydantic's dump.

    The games parse moves with a union told apart by ``kind``, so pydantic's location starts
    with that kind; the rest names the offending field.
    """
    first = error.errors(include_url=False)[0]
    problem = first["type"]
    if problem == "union_tag_invalid":
        kind = quoted(data.get("kind"))
        return f"its move {number} is not a move of this game (unknown kind {kind})."
    if problem == "union_tag_not_found":
        return f"its move {number} is damaged (it does not say what kind of move it is)."
    loc = list(first["loc"])
    if loc and loc[0] == data.get("kind"):
        loc = loc[1:]
    field = ".".join(str(part) for part in loc) or "the move"
    value = quoted(first.get("input"))
    if problem == "missing":
        reason = f"{field} is missing"
    elif problem == "extra_forbidden":
        reason = f"{field} does not belong in such a move"
    elif problem in _OUT_OF_RANGE:
        reason = f"{field} {value} is out of range"
    elif problem in {"literal_error", "enum"}:
        reason = f"{field} {value} is not one of the choices"
    else:
        message = str(first["msg"]).removeprefix("Value error, ")
        reason = f"{field}: {message[:1].lower()}{message[1:]}"
    return f"its move {number} is damaged ({clause(reason)})."


def _decode(target: Path, raw: bytes) -> Any:
    """The JSON data in ``raw``, or a ``SaveFileError`` saying in one sentence why there is none.

    Python's ``json`` raises ``RecursionError`` on brackets nested about a thousand deep and
    ``ValueError`` on an integer of more than 4300 digits; neither is a save of ours, and both
    become a sentence here instead of a traceback. Data nested less deeply than that but
    deeper than :data:`MAX_NESTING` is refused as well: it would load, and then fail when
    the game saves it again.
    """
    if not raw.strip():
        raise SaveFileError(target, "it is empty.")
    try:
        # a byte-order mark before the text (some Windows editors write one) is read past,
        # as it is in a settings file (see shared.settings)
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveFileError(target, _NOT_TEXT) from None
    if not text.strip():
        raise SaveFileError(target, "it is empty.")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveFileError(target, _why_not_json(text, error)) from None
    except RecursionError:
        raise SaveFileError(target, _TOO_DEEP) from None
    except ValueError:  # the only other one json raises: an integer too long to convert
        raise SaveFileError(
            target, "it is not a save file (it holds a number too long to read)."
        ) from None
    if nested_deeper_than(text, MAX_NESTING):
        raise SaveFileError(target, _TOO_DEEP)
    return data


def quoted(value: object) -> str:
    """``repr`` of a value taken from the file, cut short so that the message stays one line.

    ``repr`` already writes a line break inside a string as a backslash and ``n``.
    """
    text = repr(value)
    return text if len(text) <= QUOTE_LIMIT else f"{text[: QUOTE_LIMIT - 3]}..."


def reason_of(error: BaseException) -> str:
    """Why ``error`` was raised, as the inside of one sentence: of a pydantic error its first
    problem, "where: what" (never its dump of several lines), else :func:`clause`."""
    if isinstance(error, ValidationError):
        problems = error.errors(include_url=False)
        if problems:
            first = problems[0]
            where = ".".join(str(part) for part in first["loc"])
            return clause(f"{where}: {first['msg']}" if where else first["msg"])
    return clause(error)


def clause(reason: object) -> str:
    """A reason (an exception's or our own) as the inside of one sentence on one line.

    Line breaks and runs of spaces become single spaces and the closing full stop goes, as
    the message supplies its own; a reason longer than a line is cut short.
    """
    text = " ".join(str(reason).split()).rstrip(".") or type(reason).__name__
    return text if len(text) <= _CLAUSE_LIMIT else f"{text[: _CLAUSE_LIMIT - 3]}..."


def _why_not_json(text: str, error: json.JSONDecodeError) -> str:
    """Why ``text`` is not JSON, telling a save that was cut short from other text.

    A copy stopped half way or a full disk leaves a save that ends in mid-data; saying so
    helps more than calling it "not a save file". Only the end of the text or an
    unterminated string can show that, and only in text that starts like a save.
    """
    cut_short = text.lstrip().startswith("{") and (
        error.pos >= len(text.rstrip()) or error.msg.startswith("Unterminated string")
    )
    if cut_short:
        return "it is damaged (it ends too soon, as if cut off while being written)."
    return _NOT_TEXT


#: Matches one JSON string, escapes included, so brackets inside strings are not counted.
_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
#: Everything in JSON text that is not a bracket, once the strings are gone.
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
#: An innermost pair; one pattern for both kinds, so ``{[]}`` takes two passes, not one.
_EMPTY_PAIR = re.compile(r"\[\]|\{\}")


def nested_deeper_than(text: str, limit: int) -> bool:
    """Whether the (valid) JSON ``text`` nests lists and objects more than ``limit`` deep.

    The text is cut down to its brackets, then each pass removes the innermost empty pairs,
    one level of nesting at a time. Every step runs inside the regular expression engine, so
    even a file at the size limit is checked in well under a second, which a walk over the
    decoded data in Python would not manage for millions of tiny lists.
    """
    brackets = _NOT_BRACKETS.sub("", _JSON_STRING.sub("", text))
    for _ in range(limit):
        if not brackets:
            return False
        brackets = _EMPTY_PAIR.sub("", brackets)
    return bool(brackets)


def read_save_bytes(path: Path | str) -> bytes:
    """The file's bytes, or a ``SaveFileError`` saying in one sentence why they cannot be read.

    Only a regular file is read, and at most :data:`MAX_SAVE_BYTES` of it. A named pipe would
    block the game for ever waiting for a writer and a device such as ``/dev/zero`` never
    ends, so both are refused by their kind. The kind is looked up before opening, so a pipe
    or device is normally not even opened (opening one can wake a writer waiting on the
    other end, or have a device's side effects). Because the path could be swapped for a pipe
    between that look and the opening, the file is opened non-blocking and the kind checked
    again on the open descriptor, which is the check that counts. Symbolic links are followed
    on purpose (players keep their saves where they like); a link that leads nowhere or
    round in a loop is named as such rather than as a missing file.
    """
    target = Path(path)
    try:
        info = os.stat(target)
    except OSError as error:
        raise SaveFileError(target, _unreachable(target, error)) from None
    _check_kind(target, info.st_mode)
    if info.st_size > MAX_SAVE_BYTES:
        raise SaveFileError(target, _TOO_LARGE)
    try:
        fd = os.open(target, _READ_FLAGS)
    except OSError as error:
        raise SaveFileError(target, _unreachable(target, error)) from None
    try:
        _check_kind(target, os.fstat(fd).st_mode)
        if _NON_BLOCKING:
            os.set_blocking(fd, True)  # a regular file after all: read it plainly
        raw = _read_at_most(fd, MAX_SAVE_BYTES)
    except OSError as error:
        raise SaveFileError(target, _cannot_read(error)) from None
    finally:
        os.close(fd)
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveFileError(target, _TOO_LARGE)
    return raw


def _read_at_most(fd: int, limit: int) -> bytes:
    """Up to ``limit + 1`` bytes from ``fd``: one byte more than allowed tells "too large".

    The size ``stat`` reported is not trusted: the file may grow while it is read, and some
    files (those under ``/proc``, for example) report a size of 0 whatever they hold.
    """
    pieces: list[bytes] = []
    remaining = limit + 1
    while remaining > 0:
        piece = os.read(fd, min(remaining, _READ_CHUNK))
        if not piece:
            break
        pieces.append(piece)
        remaining -= len(piece)
    return b"".join(pieces)


def _check_kind(target: Path, mode: int) -> None:
    """Refuse anything but a regular file, naming what it is instead."""
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise SaveFileError(target, "it is a folder, not a file.")
    if stat.S_ISFIFO(mode):
        problem = "it is a named pipe, not a file."
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        problem = "it is a device, not a file."
    elif stat.S_ISSOCK(mode):
        problem = "it is a socket, not a file."
    else:
        problem = "it is not an ordinary file."
    raise SaveFileError(target, problem)


def _unreachable(target: Path, error: OSError) -> str:
    """Why ``target`` could not be looked at or opened, as the end of a sentence."""
    if error.errno == errno.ELOOP:
        return "it is a link that loops back on itself, so it leads to no file."
    if isinstance(error, FileNotFoundError):
        if os.path.islink(target):
            try:
                points_to = target.parent / os.readlink(target)
            except OSError:
                points_to = None
            if points_to is None or os.path.lexists(points_to):  # a chain of links, one broken
                return "it is a link to a file that does not exist."
            return f"it is a link to {visible(str(points_to))}, which does not exist."
        return "there is no such file."
    return _cannot_read(error)


def _cannot_read(error: OSError) -> str:
    """The system's reason a file cannot be read, as the end of a sentence."""
    reason = error.strerror or type(error).__name__
    return f"it cannot be read ({reason[:1].lower()}{reason[1:]})."
