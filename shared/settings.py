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
import os
import stat
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from shared.engine.saves import APP_DIR_NAME, atomic_write_text

SETTINGS_NAME = "settings.json"
#: A settings file is a few dozen bytes; anything far larger is not one.
MAX_SETTINGS_BYTES = 64 * 1024
#: The longest pause a bot may be given before its move shows, in seconds.
MAX_BOT_PAUSE = 10.0


class Settings(BaseModel):
    """What is remembered; ``None`` means "the game's default"."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    #: The Textual theme's name (an unknown name is ignored when the app starts).
    theme: str | None = Field(default=None, max_length=100)
    #: Seconds a bot waits before its move shows.
    bot_pause: float | None = Field(default=None, ge=0, le=MAX_BOT_PAUSE, allow_inf_nan=False)


def default_settings() -> Settings:
    """The defaults, made without Pydantic's validator: with no settings file (a first start)
    nothing is validated, and building the validator was some 10 ms of that start-up."""
    return Settings.model_construct()


@dataclass(frozen=True)
class LoadedSettings:
    """The settings read at start-up, and why the file could not be used (``None``: it could)."""

    settings: Settings
    problem: str | None = None


def config_dir() -> Path:
    """The folder of the settings file (``SINFUL_TABLES_CONFIG_DIR`` overrides it)."""
    override = os.environ.get("SINFUL_TABLES_CONFIG_DIR")
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
        return LoadedSettings(Settings.model_validate_json(path.read_bytes()))
    except OSError as error:
        return LoadedSettings(default_settings(), _problem(path, error.strerror or str(error)))
    except (ValidationError, RecursionError, ValueError) as error:
        return LoadedSettings(default_settings(), _problem(path, _reason(error)))


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write ``settings`` (atomically); ``False`` when the file could not be written."""
    path = settings_path() if path is None else path
    with contextlib.suppress(OSError):
        atomic_write_text(path, settings.model_dump_json(indent=2, exclude_none=True) + "\n")
        return True
    return False


def _reason(error: Exception) -> str:
    if isinstance(error, ValidationError):
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        if first["type"] == "json_invalid":
            return "it is not valid JSON"
        return f"{where}: {first['msg']}" if where else first["msg"]
    return "it is not valid JSON"


def _problem(path: Path, reason: str) -> str:
    """The one sentence saying the settings file is not used."""
    return (
        f"The settings file {path} cannot be used ({reason}), so the default settings "
        "are used and the file is left as it is."
    )
