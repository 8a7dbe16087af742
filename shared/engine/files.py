"""The project's own folders and its one way of writing a file: atomically.

Kept apart from :mod:`shared.engine.saves` (the save files' pydantic models) so that the
settings, read before a game's first frame, write their file without importing pydantic.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

import platformdirs

#: The folder name of the games' data and settings, and the ``format`` of a save file.
APP_DIR_NAME = "sinful-tables"
#: The variable naming the data folder instead of the platform's (see :func:`data_dir`).
DATA_DIR_VARIABLE = "SINFUL_TABLES_DATA_DIR"


def data_dir(game: str, *, create: bool = True) -> Path:
    """The user data folder for ``game`` (with ``create``, created when missing and possible).

    ``SINFUL_TABLES_DATA_DIR`` overrides the platform default, which the tests use to keep
    their saves out of the user's own folder. A folder that cannot be created (read-only,
    full disk) is still returned: the game is played anyway, every save then fails with its
    own clear reason, and the screens say that the game is not being saved.
    """
    override = os.environ.get(DATA_DIR_VARIABLE)
    base = Path(override) if override else Path(platformdirs.user_data_dir(APP_DIR_NAME))
    folder = base / game
    if create:
        with contextlib.suppress(OSError):
            folder.mkdir(parents=True, exist_ok=True)
    return folder


def atomic_write_text(path: Path, text: str, *, durable: bool = True) -> None:
    """Write ``text`` to ``path`` so that readers see either the old or the new file, never half.

    ``durable=False`` leaves out the ``fsync`` calls, for a file that is only a memo (after a
    crash it may be gone, never half-written).
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    if durable:
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
