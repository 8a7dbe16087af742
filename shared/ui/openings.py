"""How an app opens: the openings, and which one a command-line request asks for.

:func:`opening_for` reads the request (and any save file it names) and says what the app shows
first. The app asks it again when a game is picked on the setup screen, so it lives here, below
both the app and the launcher (``shared.ui.launch``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from shared.cli import GameSpec, LaunchRequest
from shared.engine.errors import SaveFileError
from shared.lazy import lazy_module
from shared.session.handover import HUMAN
from shared.session.remote import TableLink, host_kinds, joined_kinds
from shared.session.seats import all_human, check_seat_kinds, load_seat_kinds, load_teaching
from shared.session.teaching import TeachingMemory

if TYPE_CHECKING:
    import secrets

    from shared.engine import autosaves, join_tries, saves, table_store
    from shared.engine import record as records
    from shared.engine.record import GameRecord
    from shared.engine.table_store import TableStore
else:
    # save and table files are read once a game is opened (see shared.lazy), and a seed is
    # drawn only for a new game
    secrets = lazy_module("secrets")
    autosaves = lazy_module("shared.engine.autosaves")
    join_tries = lazy_module("shared.engine.join_tries")
    records = lazy_module("shared.engine.record")
    saves = lazy_module("shared.engine.saves")
    table_store = lazy_module("shared.engine.table_store")


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
    #: The table file the game is played at, with other processes (see ``shared.session.remote``).
    table: TableLink | None = None
    #: First-game mode as the table has it (``None``: never turned on).
    teaching: TeachingMemory | None = None


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


@dataclass(frozen=True)
class AskCode:
    """Ask for a join code (``join`` without one, or after a wrong one: ``message`` says).

    ``guard`` counts this connection's wrong codes, and its address's (``None``: a terminal
    of this host, counted from the first code typed on).
    """

    message: str = ""
    guard: join_tries.JoinGuard | None = None


Opening = ShowSetup | StartGame | ShowReplay | ShowSaveError | AskCode


#: Random seeds stay short enough to read out and type again.
SEED_LIMIT = 1_000_000_000


def fresh_seed() -> int:
    """A seed for a game the players did not seed themselves."""
    return secrets.randbelow(SEED_LIMIT)


def new_record(spec: GameSpec, request: LaunchRequest) -> GameRecord:
    """An empty record for the players, seed and options of ``request``."""
    players = list(request.players or [])
    seed = fresh_seed() if request.seed is None else request.seed
    return records.GameRecord.start(spec.engine, players, seed, **dict(request.options))


def new_teaching(request: LaunchRequest) -> TeachingMemory | None:
    """First-game mode of a new game: on when asked for, with nothing taught yet."""
    return TeachingMemory() if request.teach else None


def opening_for(spec: GameSpec, request: LaunchRequest) -> Opening:
    """What the app should open with for ``request``.

    Save files are read (never written) here; one that cannot be used becomes a
    :class:`ShowSaveError`, and the file stays exactly as it was.
    """
    engine = spec.engine
    if request.table_mode == "host":
        return host_opening(spec, request)
    if request.table_mode == "join":
        guard = join_guard(spec, request.peer)
        if request.code is None:
            return AskCode(guard=guard)
        return join_opening(spec, request.code, guard)
    if request.table_mode == "watch":
        return watch_opening(spec, request.table)
    if request.replay is not None:
        try:
            return ShowReplay(saves.load_record(request.replay, engine), request.open_screens)
        except SaveFileError as error:
            return ShowSaveError(error)
    if request.game is not None or request.resume:
        path = request.game
        if path is None:
            latest = autosaves.latest_game(engine)
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
            teaching=new_teaching(request),
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
        record = saves.load_record(path, spec.engine)
    except SaveFileError as error:
        return ShowSaveError(error, offer_new_game=True)
    count = len(record.players)
    kinds = _requested_kinds(spec, request, count)
    kinds = kinds or load_seat_kinds(path, count, spec.bots) or all_human(count)
    teaching = load_teaching(path)
    if request.teach:  # (asked for again: on, with the lessons already given remembered)
        teaching = TeachingMemory(True, teaching.explained if teaching else frozenset())
    return StartGame(
        record, kinds, save_path=path if continue_in_place else None, teaching=teaching
    )


def _requested_kinds(spec: GameSpec, request: LaunchRequest, count: int) -> list[str] | None:
    if request.bots is None:
        return None
    try:
        check_seat_kinds(request.bots, count, spec.bots)
    except ValueError:
        return None
    return list(request.bots)


def host_opening(spec: GameSpec, request: LaunchRequest) -> Opening:
    """Open a new table file for ``request``'s players and seat kinds, with a join code for
    each person; the host plays the seat named by ``request.sit`` (if any) and every bot.

    With ``request.table``, host that table again (its host window was closed): its bots
    play on; there are no codes to show (the file keeps only their hashes), and the host
    sits at no seat (its person joins with their own code, as everyone does).
    """
    if request.table is not None:
        return _host_again(spec, request.table)
    record = new_record(spec, request)
    count = len(record.players)
    kinds = _requested_kinds(spec, request, count) or all_human(count)
    sit = record.players.index(request.sit) if request.sit in record.players else None
    try:
        store, codes = table_store.TableStore.create(
            table_store.table_path(spec.engine.GAME_NAME, table_store.new_table_id()),
            spec.engine,
            record.players,
            kinds,
            record.seed,
            record.options,
            human=HUMAN,
            hosting=True,
        )
    except table_store.TableHostedError as error:  # (a new id another host just took)
        return ShowSetup(request, str(error))
    except (TypeError, ValueError) as error:
        return ShowSetup(request, f"The game could not start: {error}")
    local = host_kinds(kinds, sit)
    return StartGame(record, local, table=TableLink(store, local, codes))


def _host_again(spec: GameSpec, table_id: str) -> Opening:
    try:
        store = table_store.TableStore.open(
            table_store.table_path(spec.engine.GAME_NAME, table_id),
            spec.engine,
            seat_kinds={HUMAN, *spec.bots},  # (a kind this game has no bot for is damage)
            hosting=True,
        )
    except table_store.TableFileError as error:
        return ShowSaveError(error)
    local = host_kinds(store.setup.kinds, None)
    return StartGame(store.record(), local, table=TableLink(store, local))


def join_guard(spec: GameSpec, peer: str | None = None) -> join_tries.JoinGuard:
    """The count of wrong codes of this connection (one per ``join`` process), from ``peer``
    (``None``: this host's terminal)."""
    return join_tries.JoinGuard(
        table_store.tables_dir(spec.engine.GAME_NAME), join_tries.source_of(peer)
    )


def join_opening(spec: GameSpec, code: str, guard: join_tries.JoinGuard | None = None) -> Opening:
    """Play the seat ``code`` opens, at its table file; a wrong code asks again, saying why
    (counted by ``guard``, this connection's: see ``shared.engine.join_tries``)."""
    guard = guard or join_guard(spec)
    try:
        store, seat = table_store.open_by_code(spec.engine, code, guard)
    except table_store.TableFileError as error:
        return ShowSaveError(error)
    except join_tries.WrongCodeError as error:
        return AskCode(str(error), guard)
    local = joined_kinds(len(store.setup.players), seat)
    return StartGame(_public_record(store), local, table=TableLink(store, local, deals=False))


def watch_opening(spec: GameSpec, table_id: str | None) -> Opening:
    """Watch the public board of table ``table_id`` (default: the table changed last)."""
    game = spec.engine.GAME_NAME
    path = (
        table_store.latest_table(game)
        if table_id is None
        else table_store.table_path(game, table_id)
    )
    if path is None:
        return ShowSaveError(
            table_store.TableFileError(table_store.tables_dir(game), "there is no table to watch.")
        )
    try:
        store = table_store.TableStore.open(path, spec.engine, deal=False)
    except table_store.TableFileError as error:
        return ShowSaveError(error)
    local = joined_kinds(len(store.setup.players), None)
    return StartGame(_public_record(store), local, table=TableLink(store, local, deals=False))


def _public_record(store: TableStore) -> GameRecord:
    """A joined process's record: the table's public setup, with no seed and no moves (it
    plays from the views the host writes; the whole record is read once the game is over)."""
    setup = store.setup
    return records.GameRecord(
        game=setup.game, players=list(setup.players), seed=0, options=dict(setup.options)
    )
