"""The browsers' own folders: nothing a browser does writes the host's files.

The browsers' ``join`` processes get a data folder of their own (:func:`served_data_dir`),
holding only the game's tables folder, a link to the host's: the code prompt offers no new
game, and should a screen of a browser's process ever list the games of its data folder, it
must never reach the host's own. Each browser's session also gets a config folder of its own
(:func:`session_config_dir`), empty at its start and gone at its end: the settings it remembers
(a theme picked through Ctrl+P) stay its own and never change the host's ``settings.json``,
nor the next browser's. Both are in the folder ``serve`` makes for its run, which goes when
``serve`` ends.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from shared.engine.table_store import tables_dir


def served_data_dir(game: str, folder: Path) -> Path | None:
    """A data folder in ``folder`` for the browsers' ``join`` processes: ``game``'s tables
    folder only, a link to the host's (see the module); ``None`` when no link can be made."""
    base = folder / "data"
    (base / game).mkdir(parents=True)
    try:
        (base / game / "tables").symlink_to(tables_dir(game), target_is_directory=True)
    except OSError:
        return None
    return base


def session_config_dir(folder: Path, session: str) -> Path:
    """A new, empty config folder in ``folder`` for the browser session named ``session``."""
    config = folder / "config" / session
    config.mkdir(parents=True)
    return config


def remove_session_config_dir(config: Path) -> None:
    """Remove a session's config folder (what it remembered ends with it)."""
    shutil.rmtree(config, ignore_errors=True)
