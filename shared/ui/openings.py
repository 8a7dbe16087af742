"""How an app opens: the openings, and which one a command-line request asks for.

:func:`opening_for` reads the request (and any save file it names) and says what the app shows
first. The app asks it again when a game is picked on the setup screen, so it lives here, below
both the app and the launcher (``shared.ui.launch``).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from pathlib import Path

from shared.cli import GameSpec, LaunchRequest
from shared.engine.autosaves import latest_game
from shared.engine.errors import SaveFileError
from shared.engine.record import GameRecord
from shared.engine.saves import load_record
from shared.ui.seats import all_human, check_seat_kinds, load_seat_kinds


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
    """Step through ``record``; closing the replay ends the app.

    ``open_screens`` asks for every seat's screen too (``replay --open``; the command line
    refuses it for a game that is not over, and so does the replay screen).
    """

    record: GameRecord
    open_screens: bool = False


@dataclass(frozen=True)
class ShowSaveError:
    """A save file that cannot be used; ``offer_new_game`` offers the setup screen instead."""

    error: SaveFileError
    offer_new_game: bool = False


Opening = ShowSetup | StartGame | ShowReplay | ShowSaveError


#: Random seeds stay short enough to read out and type again.
SEED_LIMIT = 1_000_000_000


def fresh_seed() -> int:
    """A seed for a game the players did not seed themselves."""
    return secrets.randbelow(SEED_LIMIT)


def new_record(spec: GameSpec, request: LaunchRequest) -> GameRecord:
    """An empty record for the players, seed and options of ``request``."""
    players = list(request.players or [])
    seed = fresh_seed() if request.seed is None else request.seed
    return GameRecord.start(spec.engine, players, seed, **dict(request.options))


def opening_for(spec: GameSpec, request: LaunchRequest) -> Opening:
    """What the app should open with for ``request``.

    Save files are read (never written) here; one that cannot be used becomes a
    :class:`ShowSaveError`, and the file stays exactly as it was.
    """
    engine = spec.engine
    if request.replay is not None:
        try:
            return ShowReplay(load_record(request.replay, engine), request.open_screens)
        except SaveFileError as error:
            return ShowSaveError(error)
    if request.game is not None or request.resume:
        path = request.game
        if path is None:
            latest = latest_game(engine)
            if latest is None:
                return ShowSetup(request, "There is no unfinished autosaved game to resume.")
            path = latest.path
        return _saved_game(spec, request, path, continue_in_place=True)
    if request.load is not None:
        return _saved_game(spec, request, request.load, continue_in_place=False)
    if request.players:
        record = new_record(spec, request)
        try:
            record.initial_state(engine)
        except (TypeError, ValueError) as error:
            return ShowSetup(request, f"The game could not start: {error}")
        return StartGame(
            record,
            _requested_kinds(spec, request, len(record.players)) or all_human(len(record.players)),
        )
    return ShowSetup(request)


def _saved_game(
    spec: GameSpec, request: LaunchRequest, path: Path, *, continue_in_place: bool
) -> Opening:
    """Play on from the file at ``path``: an autosave in place, any other file into a new one.

    A file loaded with ``--load`` is only read, never written: the game goes on in an
    autosave of its own, as a new game would. A file that cannot be used is explained, and
    a new game is offered (it gets a file of its own, so nothing would be overwritten).
    """
    try:
        record = load_record(path, spec.engine)
    except SaveFileError as error:
        return ShowSaveError(error, offer_new_game=True)
    count = len(record.players)
    kinds = _requested_kinds(spec, request, count)
    kinds = kinds or load_seat_kinds(path, count, spec.bots) or all_human(count)
    return StartGame(record, kinds, save_path=path if continue_in_place else None)


def _requested_kinds(spec: GameSpec, request: LaunchRequest, count: int) -> list[str] | None:
    if request.bots is None:
        return None
    try:
        check_seat_kinds(request.bots, count, spec.bots)
    except ValueError:
        return None
    return list(request.bots)
