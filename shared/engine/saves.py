"""Save files: a game record in a versioned envelope, written atomically.

An autosave after every action must never leave a half-written file behind, even if the
terminal is closed mid-write, so every write goes to a temporary file in the same folder,
is flushed to disk (``fsync``) and then renamed over the target, which is atomic on POSIX and
Windows. Loading never writes: a file that cannot be used raises :class:`SaveFileError` naming
the file and the problem, and stays exactly as it was.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

import platformdirs
from pydantic import BaseModel, ConfigDict, ValidationError

from shared.engine.errors import SaveFileError
from shared.engine.protocol import GameEngine
from shared.engine.record import GameRecord

#: Bump when the envelope or the record format changes incompatibly.
SCHEMA_VERSION = 1
#: Name of the folder below the platform's user data directory.
APP_DIR_NAME = "sinful-tables"
#: Files larger than this are not save files of ours; refusing them early avoids a long parse.
MAX_SAVE_BYTES = 20 * 1024 * 1024


class SaveEnvelope(BaseModel):
    """What a save file holds."""

    model_config = ConfigDict(extra="forbid")

    format: str = APP_DIR_NAME
    schema_version: int = SCHEMA_VERSION
    record: GameRecord


def data_dir(game: str) -> Path:
    """The user data folder for ``game`` (created when missing).

    ``SINFUL_TABLES_DATA_DIR`` overrides the platform default, which the tests use to keep
    their saves out of the user's own folder.
    """
    override = os.environ.get("SINFUL_TABLES_DATA_DIR")
    base = Path(override) if override else Path(platformdirs.user_data_dir(APP_DIR_NAME))
    folder = base / game
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_path(game: str) -> Path:
    """Where the game in progress is saved after every action."""
    return data_dir(game) / "autosave.json"


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see either the old or the new file, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    _fsync_directory(path.parent)


def _fsync_directory(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


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
    sense is refused here rather than in the middle of a game.
    """
    target = Path(path)
    game = expected_game or (engine.GAME_NAME if engine is not None else None)
    raw = _read_bytes(target)
    try:
        data: Any = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise SaveFileError(target, "it is not a save file (it is damaged or not text).") from None
    if not isinstance(data, dict) or data.get("format") != APP_DIR_NAME:
        raise SaveFileError(target, "it is not a save file of these games.")
    version = data.get("schema_version")
    if not isinstance(version, int):
        raise SaveFileError(target, "it has no readable format version.")
    if version > SCHEMA_VERSION:
        raise SaveFileError(
            target,
            f"it was written by a newer version (format {version}; this one reads up to "
            f"{SCHEMA_VERSION}). Update the game to open it.",
        )
    try:
        envelope = SaveEnvelope.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise SaveFileError(
            target, f"its contents are damaged ({where}: {first['msg']})."
        ) from None
    record = envelope.record
    if game is not None and record.game != game:
        raise SaveFileError(target, f"it holds a game of {record.game!r}, not of {game!r}.")
    if engine is not None:
        try:
            record.replay(engine)
        except Exception as error:  # any failure to replay means the file is unusable
            raise SaveFileError(target, f"its moves do not replay ({error}).") from None
    return record


def _read_bytes(target: Path) -> bytes:
    """The file's bytes, or a ``SaveFileError`` saying why they cannot be read."""
    try:
        size = target.stat().st_size
    except FileNotFoundError:
        raise SaveFileError(target, "there is no such file.") from None
    except OSError as error:
        raise SaveFileError(target, f"it cannot be read ({error.strerror}).") from None
    if target.is_dir():
        raise SaveFileError(target, "it is a folder, not a file.")
    if size > MAX_SAVE_BYTES:
        raise SaveFileError(target, "it is far too large to be a save file.")
    try:
        return target.read_bytes()
    except OSError as error:
        raise SaveFileError(target, f"it cannot be read ({error.strerror}).") from None
