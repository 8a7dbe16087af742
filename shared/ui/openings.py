"""How an app opens: what the launcher decided from the command line."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from shared.cli import LaunchRequest
from shared.engine.errors import SaveFileError
from shared.engine.record import GameRecord


@dataclass(frozen=True)
class ShowSetup:
    """Open the setup screen, prefilled from the request; ``message`` says what went wrong."""

    prefill: LaunchRequest = field(default_factory=LaunchRequest)
    message: str = ""


@dataclass(frozen=True)
class StartGame:
    """Play ``record`` (new when it has no actions, resumed otherwise) with these seats.

    ``save_path`` is the autosave the game continues in place; ``None`` gives the game an
    autosave of its own (a new game, or one loaded from a file that is only read).
    """

    record: GameRecord
    seats: list[str]
    save_path: Path | None = None


@dataclass(frozen=True)
class ShowReplay:
    """Step through ``record``; closing the replay ends the app."""

    record: GameRecord


@dataclass(frozen=True)
class ShowSaveError:
    """A save file that cannot be used; ``offer_new_game`` offers the setup screen instead."""

    error: SaveFileError
    offer_new_game: bool = False


Opening = ShowSetup | StartGame | ShowReplay | ShowSaveError
