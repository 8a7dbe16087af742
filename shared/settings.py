"""Settings remembered between runs: the theme and the bots' pause, in a small JSON file.

The file is ``settings.json`` in the user config folder (for example
``~/.config/sinful-tables/`` on Linux); ``SINFUL_TABLES_CONFIG_DIR`` overrides it, as
``SINFUL_TABLES_DATA_DIR`` does for the saves, so tests never touch the player's own. Both
games share it: a theme picked in one is the theme of the other.

A file that cannot be used (not JSON, a wrong value, a folder in its place) is named in one
sentence, the defaults are used, and the file is left exactly as it is: the settings of that
run are not written over it. Writes are atomic (see ``atomic_write_text``).
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import stat
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import platformdirs

from shared.engine.files import APP_DIR_NAME, atomic_write_text
from shared.engine.names import visible

SETTINGS_NAME = "settings.json"
#: The variable naming the settings' folder instead of the platform's (see :func:`config_dir`).
CONFIG_DIR_VARIABLE = "SINFUL_TABLES_CONFIG_DIR"
#: A settings file is a few dozen bytes; anything far larger is not one.
MAX_SETTINGS_BYTES = 64 * 1024
#: The longest pause a bot may be given before its move shows, in seconds.
MAX_BOT_PAUSE = 10.0
#: The longest theme name kept.
MAX_THEME_LENGTH = 100


@dataclass(frozen=True)
class Settings:
    """What is remembered; ``None`` means "the game's default".

    A plain dataclass checked by :func:`settings_from`, not a pydantic model: the settings are
    read before a game's first frame, which importing pydantic would delay by some 70 ms
    (a quarter of a bare Textual app's start; see ``shared.lazy``). Two fields need no more.
    """

    #: The Textual theme's name (an unknown name is ignored when the app starts).
    theme: str | None = None
    #: Seconds a bot waits before its move shows.
    bot_pause: float | None = None

    def to_json(self) -> str:
        """The file's text: the fields that are set."""
        given = {name: value for name, value in asdict(self).items() if value is not None}
        return json.dumps(given, indent=2)


class SettingsError(ValueError):
    """Why a settings file's contents cannot be used, in a few words naming the field."""


def settings_from(data: Any) -> Settings:
    """The settings a file's parsed JSON holds; :class:`SettingsError` says what is wrong."""
    if not isinstance(data, dict):
        raise SettingsError("it must be a JSON object")
    unknown = sorted(set(data) - {"theme", "bot_pause"})
    if unknown:
        raise SettingsError(f"{unknown[0]}: not a setting")
    theme = data.get("theme")
    if theme is not None and not (isinstance(theme, str) and len(theme) <= MAX_THEME_LENGTH):
        raise SettingsError(f"theme: must be a name of at most {MAX_THEME_LENGTH} characters")
    pause = data.get("bot_pause")
    if pause is not None and not _is_pause(pause):
        raise SettingsError(f"bot_pause: must be a number of seconds from 0 to {MAX_BOT_PAUSE:g}")
    return Settings(theme=theme, bot_pause=None if pause is None else float(pause))


def _is_pause(value: Any) -> bool:
    number = isinstance(value, int | float) and not isinstance(value, bool)
    return number and math.isfinite(value) and 0 <= value <= MAX_BOT_PAUSE


def default_settings() -> Settings:
    """The defaults (no settings file, or one that cannot be used)."""
    return Settings()


@dataclass(frozen=True)
class LoadedSettings:
    """The settings read at start-up, and why the file could not be used (``None``: it could)."""

    settings: Settings
    problem: str | None = None


def config_dir() -> Path:
    """The folder of the settings file (``SINFUL_TABLES_CONFIG_DIR`` overrides it)."""
    override = os.environ.get(CONFIG_DIR_VARIABLE)
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_DIR_NAME))


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / SETTINGS_NAME


def load_settings(path: Path | None = None) -> LoadedSettings:
    """The remembered settings; defaults when there are none or the file cannot be used.

    Only a regular file is opened (a pipe in its place must not hang the start).
    """
    path = settings_path() if path is None else path
    try:
        info = path.stat()
    except FileNotFoundError:
        return LoadedSettings(default_settings())
    except OSError as error:
        return LoadedSettings(default_settings(), _problem(path, error.strerror or str(error)))
    if not stat.S_ISREG(info.st_mode):
        return LoadedSettings(default_settings(), _problem(path, "it is not a regular file"))
    if info.st_size > MAX_SETTINGS_BYTES:
        return LoadedSettings(default_settings(), _problem(path, "it is far too large"))
    try:
        text = path.read_bytes()
    except OSError as error:
        return LoadedSettings(default_settings(), _problem(path, error.strerror or str(error)))
    try:
        # UTF-8, past a byte-order mark as a save file is (see shared.engine.saves)
        return LoadedSettings(settings_from(json.loads(text.decode("utf-8-sig"))))
    except SettingsError as error:
        return LoadedSettings(default_settings(), _problem(path, str(error)))
    except (RecursionError, ValueError):  # (UnicodeDecodeError and JSONDecodeError among them)
        return LoadedSettings(default_settings(), _problem(path, "it is not valid JSON"))


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write ``settings`` (atomically); ``False`` when the file could not be written."""
    path = settings_path() if path is None else path
    with contextlib.suppress(OSError):
        atomic_write_text(path, settings.to_json() + "\n")
        return True
    return False


def _problem(path: Path, reason: str) -> str:
    """The one sentence saying the settings file is not used."""
    return (
        f"The settings file {visible(str(path))} cannot be used ({reason}), so the default "
        "settings are used and the file is left as it is."
    )
