"""The command line both games share: play (the default), ``simulate``, ``replay``, ``stats``,
and the commands of a table played from several terminals or browsers: ``host``, ``join``,
``watch`` and ``serve`` (see :mod:`shared.engine.table_store`).

Each game describes itself with a :class:`GameSpec`; everything else (argument parsing, the
progress bar, the JSON summary, clear messages for bad input) lives here once.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from shared.engine.bots import BOT_LEVELS, COMMON_BOTS, Bot, BotFactory, bot_kind
from shared.engine.errors import SaveFileError
from shared.engine.names import clean_name, name_problems, visible
from shared.engine.protocol import GameEngine
from shared.engine.words import plural
from shared.lazy import lazy_module
from shared.serve import limits
from shared.startup import resume_collections

if TYPE_CHECKING:
    from shared.engine import autosaves, saves, table_store
    from shared.engine.record import GameRecord
    from shared.engine.statistics import GameStatistics
else:
    # saves and table files are read by the commands that need them (see shared.lazy): the
    # setup screen's first frame waits for none of them
    autosaves = lazy_module("shared.engine.autosaves")
    saves = lazy_module("shared.engine.saves")
    table_store = lazy_module("shared.engine.table_store")


@dataclass(frozen=True)
class LaunchRequest:
    """What the player asked for on the command line, handed to the game's app."""

    players: list[str] | None = None
    seed: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    resume: bool = False
    load: Path | None = None
    #: Continue the game autosaved in this file, in place (``--resume`` or the setup list).
    game: Path | None = None
    replay: Path | None = None
    #: Replay with every seat's screen open (only for a finished game).
    open_screens: bool = False
    bots: list[str] | None = None
    #: Play at a table file with other processes: "host", "join" or "watch" (``None``: not).
    table_mode: str | None = None
    #: The player the host sits as (``host --sit``), the join code, the table to watch.
    sit: str | None = None
    code: str | None = None
    table: str | None = None
    #: The address a ``join`` comes from (``serve`` passes each browser's; ``None``: this
    #: host's terminal), for counting its wrong codes (``shared.engine.join_tries``).
    peer: str | None = None
    #: First-game mode: each kind of decision explained the first time it comes up
    #: (``--teach``, "First game" on the setup screen; see ``shared.session.teaching``).
    teach: bool = False


@dataclass(frozen=True)
class GameOption:
    """A yes/no set-up option offered as a command-line flag and on the setup screen."""

    name: str
    flag: str
    help: str
    #: The words beside its box on the setup screen, short enough for the smallest terminal
    #: (empty: ``help``'s).
    label: str = ""
    #: The option's name in a few words, shown beside the game's title while a game with it
    #: on is played ("Sophisticated Penitent"); empty: not named there.
    named: str = ""

    @property
    def setup_label(self) -> str:
        """What the setup screen says beside the option's box."""
        return self.label or self.help


@dataclass(frozen=True)
class GameSpec:
    """How one game plugs into the shared command line."""

    title: str
    command: str
    engine: GameEngine
    description: str
    options: Sequence[GameOption] = ()
    bots: Mapping[str, BotFactory] = field(default_factory=lambda: dict(COMMON_BOTS))
    rounds_of: Callable[[Any], int] | None = None
    #: Starts the app; ``None`` while the game has no screens yet.
    launch: Callable[[LaunchRequest], int] | None = None
    #: Whether ``simulate`` offers ``--max-rounds``.
    has_round_cap: bool = False
    #: The bot kinds that search against a clock: their factories take ``seconds=``, set by
    #: ``simulate --think``.
    thinking_bots: Sequence[str] = ()
    #: The game's statistics of a record (``<game>_tui.engine.statistics.game_statistics``),
    #: printed by ``stats`` and shown on the game-over screen; ``None``: no ``stats`` command.
    statistics: Callable[[GameRecord], GameStatistics] | None = None
    #: A seat's secrets as plain text from ``view_for(state, seat)``, for
    #: ``replay --transcript --open`` (``None``: transcripts hold its log lines only).
    secrets_text: Callable[[Any, int], str] | None = None

    def bot_factories(self, think: float | None = None) -> dict[str, BotFactory]:
        """The game's bots; with ``think``, the search bots think that many seconds a
        decision (``simulate --think``)."""
        factories = dict(self.bots)
        if think is not None:
            for kind in self.thinking_bots:
                thinking: Callable[..., Bot] = factories[kind]  # takes ``seconds=``
                factories[kind] = functools.partial(thinking, seconds=think)
        return factories


def game_title(spec: GameSpec, options: Mapping[str, Any]) -> str:
    """The title of a game being played: the game's, with each option on named after it
    ("Mea Culpa · Sophisticated Penitent"), so the table always sees which rules it plays."""
    named = [option.named for option in spec.options if option.named and options.get(option.name)]
    return " \u00b7 ".join([spec.title, *named])


def _player_names(text: str) -> list[str]:
    """The names of ``--players`` (comma-separated), refused by the rule every entry follows.

    argparse then prints the sentences and exits with status 2, before anything starts.
    """
    names = [clean_name(name) for name in text.split(",")]
    problems = name_problems(names)
    if problems:
        raise argparse.ArgumentTypeError(" ".join(problems))
    return names


def _bot_list(text: str) -> list[str]:
    """The seats' kinds of ``--bots``: a level ("easy", "normal", "strong") stands for its
    kind, and the kinds' own names ("random", "heuristic", "mcts") are taken as they are."""
    return [bot_kind(entry) for entry in text.split(",") if entry.strip()]


def _kinds_help(spec: GameSpec) -> str:
    """ "easy, normal, strong (or random, heuristic, mcts)": the levels, then the kinds."""
    levels = [level for level, kind in BOT_LEVELS.items() if kind in spec.bots]
    kinds = [BOT_LEVELS[level] for level in levels]
    others = sorted(kind for kind in spec.bots if kind not in kinds)
    return ", ".join(levels + others) + " (or " + ", ".join(kinds) + ")"


def _above_zero(unit: str) -> Callable[[str], float]:
    """An option's parser of a number of ``unit`` above 0, a fraction allowed (``simulate
    --think``, ``serve --idle-minutes``); argparse prints why not, exit 2."""

    def parse(text: str) -> float:
        try:
            number = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a number of {unit}") from None
        if not (math.isfinite(number) and number > 0):
            raise argparse.ArgumentTypeError(f"it must be more than 0 {unit}, not {text[:20]}")
        return number

    return parse


def _at_least_one(text: str) -> int:
    """An option's whole number, at least 1 (``simulate --jobs``, ``serve --max-sessions``,
    ``--max-per-address``, ``--max-process-mb``); argparse prints why not, exit 2."""
    try:
        count = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a whole number") from None
    if count < 1:
        raise argparse.ArgumentTypeError(f"it must be at least 1, not {count}")
    return count


#: The ports ``serve`` may listen on (0, "any free port", would be one nobody can be told).
PORTS = range(1, 65536)


def _port(text: str) -> int:
    """``serve --port``: a whole number from 1 to 65535 (argparse prints why not, exit 2)."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a port number") from None
    if port not in PORTS:
        given = text if len(text) <= 12 else f"{text[:6]}... ({len(text)} digits)"
        raise argparse.ArgumentTypeError(
            f"a port is a number from {PORTS.start} to {PORTS.stop - 1}, not {given}"
        )
    return port


#: The installed distribution both games come in (``pyproject.toml``'s project name).
DISTRIBUTION = "sinful-tables"


def installed_version() -> str:
    """The version of the installed games, from the package metadata."""
    from importlib import metadata  # only --version needs it

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "(version unknown: not installed as a package)"


class _VersionAction(argparse.Action):
    """``--version``: print the game and version and exit; metadata is read only then."""

    def __init__(self, option_strings: Sequence[str], dest: str, title: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)
        self.title = title

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        print(f"{self.title} {installed_version()}")
        parser.exit()


def build_parser(spec: GameSpec) -> argparse.ArgumentParser:
    """The argument parser for ``spec``'s command."""
    engine = spec.engine
    parser = argparse.ArgumentParser(
        prog=spec.command,
        description=spec.description,
        epilog=f"Without a command, {spec.title} starts with its setup screen.",
    )
    parser.add_argument(
        "--version", action=_VersionAction, title=spec.title, help="print the version and exit"
    )
    parser.add_argument(
        "--players",
        type=_player_names,
        metavar="NAMES",
        help=f"comma-separated names in seat order ({engine.MIN_PLAYERS}-{engine.MAX_PLAYERS}); "
        "skips the setup screen",
    )
    parser.add_argument("--seed", type=int, help="seed for a reproducible game")
    parser.add_argument(
        "--resume", action="store_true", help="continue the unfinished game played last"
    )
    parser.add_argument("--load", type=Path, metavar="FILE", help="continue a saved game")
    parser.add_argument(
        "--bots",
        type=_bot_list,
        metavar="KINDS",
        help="one entry per seat: human or a bot's level: " + _kinds_help(spec),
    )
    for option in spec.options:
        parser.add_argument(option.flag, dest=option.name, action="store_true", help=option.help)
    parser.add_argument(
        "--teach",
        action="store_true",
        help="first-game mode: explain each kind of decision the first time it comes up (any "
        "player can turn it off during the game)",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    sim = commands.add_parser("simulate", help="play many seeded games with computer players")
    sim.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    sim.add_argument(
        "--players", dest="sim_players", type=int, default=engine.MIN_PLAYERS, help="seats"
    )
    sim.add_argument("--seed", dest="sim_seed", type=int, default=0, help="seed of the first game")
    sim.add_argument(
        "--bots",
        dest="sim_bots",
        type=_bot_list,
        metavar="KINDS",
        help="one bot level per seat: " + _kinds_help(spec) + " (default: easy for every seat)",
    )
    sim.add_argument(
        "--jobs",
        type=_at_least_one,
        metavar="N",
        help="processes playing games in parallel (default: one per core; 1 plays in this "
        "process); the results are the same for any N",
    )
    if spec.thinking_bots:
        sim.add_argument(
            "--think",
            type=_above_zero("seconds"),
            metavar="SECONDS",
            help="thinking budget of each decision of the search bots ("
            + ", ".join(spec.thinking_bots)
            + "; default: their own)",
        )
    if spec.has_round_cap:
        sim.add_argument("--max-rounds", type=int, help="stop a game after this many rounds")
    for option in spec.options:
        sim.add_argument(
            option.flag, dest=f"sim_{option.name}", action="store_true", help=option.help
        )

    rep = commands.add_parser("replay", help="step through a saved or finished game")
    rep.add_argument("file", type=Path, help="a save file")
    rep.add_argument(
        "--open",
        dest="open_screens",
        action="store_true",
        help="show every seat's screen too (only for a finished game)",
    )
    rep.add_argument(
        "--transcript",
        nargs="?",
        const="-",
        metavar="OUT",
        help="write the whole game as text to OUT (default: the terminal) instead of showing it",
    )
    if spec.statistics is not None:
        stats = commands.add_parser(
            "stats",
            help="print the statistics of a saved or autosaved game",
            description="Print the statistics of a game: of a finished game all of them, of "
            "an unfinished one only what every player may know (no money, no seed).",
        )
        stats.add_argument("file", type=Path, help="a save file or an autosaved game")
        stats.add_argument("--json", action="store_true", help="print them as JSON")
    _add_table_commands(spec, commands)
    return parser


def _add_table_commands(spec: GameSpec, commands: Any) -> None:
    """``host``, ``join``, ``watch`` and ``serve``: one game, each seat in its own terminal."""
    engine = spec.engine
    host = commands.add_parser(
        "host",
        help="open a table for players at other terminals or browsers; shows a join code "
        "per person, to you only",
    )
    host.add_argument(
        "--players",
        dest="host_players",
        type=_player_names,
        metavar="NAMES",
        help=f"comma-separated names in seat order ({engine.MIN_PLAYERS}-{engine.MAX_PLAYERS})",
    )
    host.add_argument(
        "--table",
        dest="host_table",
        metavar="TABLE",
        help="host a table again whose host window was closed (its bots play on; the "
        "players keep their codes): the table's id, the start of a code",
    )
    host.add_argument(
        "--bots",
        dest="host_bots",
        type=_bot_list,
        metavar="KINDS",
        help="one entry per seat: human or a bot's level: " + _kinds_help(spec) + "; this "
        "window runs the bots",
    )
    host.add_argument(
        "--seed", dest="host_seed", type=int, metavar="N", help="seed for a reproducible game"
    )
    host.add_argument(
        "--sit", metavar="NAME", help="play this seat yourself, in this window (no code needed)"
    )
    for option in spec.options:
        host.add_argument(
            option.flag, dest=f"host_{option.name}", action="store_true", help=option.help
        )
    join = commands.add_parser("join", help="open your seat at a table with the host's code")
    join.add_argument("code", nargs="?", help="your join code (asked for when not given)")
    # (serve's: the browser's address, which its wrong codes count against; not for people)
    join.add_argument("--peer", metavar="ADDRESS", help=argparse.SUPPRESS)
    watch = commands.add_parser("watch", help="watch a table's public board (no code needed)")
    watch.add_argument(
        "table", nargs="?", help="the table's id, the first part of a code (default: the latest)"
    )
    serve = commands.add_parser(
        "serve", help="serve 'join' to web browsers (needs the optional textual-serve)"
    )
    serve.add_argument(
        "--host", dest="serve_host", default="127.0.0.1", help="address to listen on"
    )
    serve.add_argument(
        "--port", type=_port, default=8000, help="port to listen on (1-65535, default 8000)"
    )
    serve.add_argument(
        "--public-url", metavar="URL", help="the address players open, when behind a proxy"
    )
    serve.add_argument(
        "--max-sessions",
        type=_at_least_one,
        default=limits.MAX_SESSIONS,
        metavar="N",
        help=f"browsers playing at once, in all (default {limits.MAX_SESSIONS}; each is a "
        "process of 50 MB or more)",
    )
    serve.add_argument(
        "--max-per-address",
        type=_at_least_one,
        default=limits.MAX_PER_ADDRESS,
        metavar="N",
        help=f"browsers playing at once from one address (default {limits.MAX_PER_ADDRESS})",
    )
    serve.add_argument(
        "--idle-minutes",
        type=_above_zero("minutes"),
        default=limits.IDLE_MINUTES,
        metavar="M",
        help=f"end a browser's session after this long without a key (default "
        f"{limits.IDLE_MINUTES:g}; its seat waits at the table)",
    )
    serve.add_argument(
        "--max-process-mb",
        type=_at_least_one,
        default=limits.MAX_PROCESS_MB,
        metavar="MB",
        help=f"end a browser's session whose process holds more memory than this (default "
        f"{limits.MAX_PROCESS_MB})",
    )
    serve.add_argument(
        "--trust-proxy",
        action="store_true",
        help="count browsers by the address a reverse proxy in front adds to "
        "X-Forwarded-For (only behind one that sets it)",
    )


def run(spec: GameSpec, argv: Sequence[str] | None = None) -> int:
    """Entry point body: parse ``argv`` and do what it asks; returns the exit code.

    Output piped into a reader that stops early (``stats FILE | head``) ends quietly: the
    broken pipe ends the command with status 1 and no traceback.
    """
    try:
        try:
            return _run(spec, argv)
        finally:
            _flush_output()  # a reader gone shows here, not in Python's exit (and its note)
    except BrokenPipeError:
        _discard_output()
        return 1
    finally:
        resume_collections()  # (the app resumes them at its first frame)


def _flush_output() -> None:
    if sys.stdout is not None:
        sys.stdout.flush()


def _discard_output() -> None:
    """Point standard output at the null device, so the exit's own flush of what is left
    in its buffer cannot fail on the closed pipe again (as Python's documentation advises)."""
    if sys.stdout is None:
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # no file descriptor of its own (a test's capture)
        pass


def _run(spec: GameSpec, argv: Sequence[str] | None) -> int:
    arguments = sys.argv[1:] if argv is None else list(argv)
    if not arguments:  # the setup screen, the command most typed: there is nothing to parse
        return _launch(spec, LaunchRequest(), check_file=None)
    parser = build_parser(spec)
    args = parser.parse_args(arguments)
    if args.command == "simulate":
        resume_collections()  # held for the app's start-up, not wanted by a long simulation
        return _run_simulate(spec, args, parser)
    if args.command == "replay":
        return _run_replay(spec, args)
    if args.command == "stats":
        return _print_statistics(spec, args.file, as_json=args.json)
    if args.command == "host":
        return _run_host(spec, args, parser)
    if args.command == "join":
        return _run_join(spec, args.code, args.peer)
    if args.command == "watch":
        return _run_watch(spec, args.table)
    if args.command == "serve":
        from shared.serve.command import join_command, serve  # only this command needs it

        # the game's package, which ``python -m`` runs: the one its engine lives in
        package = str(getattr(spec.engine, "__name__", "")).rpartition(".")[0] or spec.command
        return serve(
            join_command(package),
            game=spec.engine.GAME_NAME,
            title=spec.title,
            host=args.serve_host,
            port=args.port,
            public_url=args.public_url,
            limits=limits.Limits(
                sessions=args.max_sessions,
                per_address=args.max_per_address,
                idle_seconds=args.idle_minutes * 60,
                process_mb=args.max_process_mb,
            ),
            trust_proxy=args.trust_proxy,
        )
    options = {option.name: True for option in spec.options if getattr(args, option.name)}
    players = args.players
    if players is not None and not (
        spec.engine.MIN_PLAYERS <= len(players) <= spec.engine.MAX_PLAYERS
    ):
        parser.error(
            f"{spec.title} is for {spec.engine.MIN_PLAYERS} to {spec.engine.MAX_PLAYERS} "
            f"players; {plural(len(players), 'name was', 'names were')} given"
        )
    if args.bots is not None:
        _check_bots(spec, parser, args.bots, len(players) if players else None, allow_human=True)
    if args.resume and args.load:
        parser.error("use either --resume or --load, not both")
    request = LaunchRequest(
        players=players,
        seed=args.seed,
        options=options,
        resume=args.resume,
        load=args.load,
        bots=args.bots,
        teach=args.teach,
    )
    if args.resume:
        found = _game_to_resume(spec)
        if found is None:
            return 1
        request = replace(request, game=found)
    elif args.load is not None and autosaves.is_autosave(args.load, spec.engine.GAME_NAME):
        # one of our own autosaves: continue that game in place, as --resume would, so two
        # windows never play two copies of one game
        if not _free(spec, args.load):
            return 1
        request = replace(request, load=None, game=args.load)
    return _launch(spec, request, check_file=args.load)


def _run_host(spec: GameSpec, args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.host_table is not None:
        if args.host_players or args.host_bots or args.host_seed is not None or args.sit:
            parser.error("--table hosts a table as it was set up: give it alone")
        if table_store.TABLE_ID_PATTERN.fullmatch(args.host_table) is None:
            parser.error(f"{args.host_table!r} is not a table id (the start of a join code)")
        path = table_store.table_path(spec.engine.GAME_NAME, args.host_table)
        try:
            table_store.check_table_file(
                path,
                spec.engine,
                seat_kinds=_seat_kinds(spec),
            )
        except table_store.TableFileError as error:
            print(str(error), file=sys.stderr)
            return 1
        pid = table_store.hosting_process(path)
        if pid is not None:
            print(str(table_store.TableHostedError(path, pid)), file=sys.stderr)
            return 1
        request = LaunchRequest(table_mode="host", table=args.host_table)
        return _launch(spec, request, check_file=None)
    if args.host_players is None:
        parser.error("host needs --players (a new table) or --table (one hosted before)")
    players: list[str] = args.host_players
    engine = spec.engine
    if not engine.MIN_PLAYERS <= len(players) <= engine.MAX_PLAYERS:
        parser.error(
            f"{spec.title} is for {engine.MIN_PLAYERS} to {engine.MAX_PLAYERS} "
            f"players; {plural(len(players), 'name was', 'names were')} given"
        )
    if args.host_bots is not None:
        _check_bots(spec, parser, args.host_bots, len(players), allow_human=True)
    if args.sit is not None and args.sit not in players:
        parser.error(f"--sit names no player: {args.sit!r} is not among {', '.join(players)}")
    options = {o.name: True for o in spec.options if getattr(args, f"host_{o.name}")}
    request = LaunchRequest(
        players=players,
        seed=args.host_seed,
        options=options,
        bots=args.host_bots,
        table_mode="host",
        sit=args.sit,
    )
    return _launch(spec, request, check_file=None)


def _seat_kinds(spec: GameSpec) -> set[str]:
    """The kinds of player a table file of ``spec``'s game may name: people and its bots."""
    return {"human", *spec.bots}


def _run_join(spec: GameSpec, code: str | None, peer: str | None = None) -> int:
    """Open the seat of ``code``; a table file that cannot be used is named before anything
    starts (and left alone); a wrong code is asked again on screen. ``peer``: the address
    the join comes from (``serve``'s browsers), which its wrong codes count against."""
    table_id = None if code is None else table_store.table_id_of(code)
    if table_id is not None:
        path = table_store.table_path(spec.engine.GAME_NAME, table_id)
        if path.exists():
            try:
                # (reads nothing secret)
                table_store.check_table_file(
                    path, spec.engine, replay=False, seat_kinds=_seat_kinds(spec)
                )
            except table_store.TableFileError as error:
                print(str(error), file=sys.stderr)
                return 1
    return _launch(spec, LaunchRequest(table_mode="join", code=code, peer=peer), check_file=None)


def _run_watch(spec: GameSpec, table: str | None) -> int:
    """Watch the public board of ``table``, or of the latest table (a bad table file is named
    first, left alone)."""
    game = spec.engine.GAME_NAME
    if table is not None and table_store.TABLE_ID_PATTERN.fullmatch(table) is None:
        print(
            f"{table!r} is not a table id (six letters and digits, the start of a join code).",
            file=sys.stderr,
        )
        return 1
    path = table_store.latest_table(game) if table is None else table_store.table_path(game, table)
    if path is None:
        print(f"There is no {spec.title} table to watch on this host.", file=sys.stderr)
        return 1
    try:
        table_store.check_table_file(path, spec.engine, replay=False, seat_kinds=_seat_kinds(spec))
    except table_store.TableFileError as error:
        print(str(error), file=sys.stderr)
        return 1
    return _launch(spec, LaunchRequest(table_mode="watch", table=table), check_file=None)


def _run_replay(spec: GameSpec, args: argparse.Namespace) -> int:
    """``replay FILE``: on screen, or as text with ``--transcript``; ``--open`` shows every
    seat's secrets, refused with one sentence while the game is not over."""
    from shared.engine.open_screens import OPEN_SCREENS_REFUSED, may_open_screens
    from shared.engine.transcript import write_transcript

    try:
        record = saves.load_record(args.file, spec.engine)
    except SaveFileError as error:
        print(str(error), file=sys.stderr)
        return 1
    if args.open_screens and not may_open_screens(spec.engine, record.replay(spec.engine)):
        print(OPEN_SCREENS_REFUSED, file=sys.stderr)
        return 1
    if args.transcript is None:
        request = LaunchRequest(replay=args.file, open_screens=args.open_screens)
        return _launch(spec, request, check_file=None)
    text = write_transcript(
        spec.engine,
        record,
        title=spec.title,
        open_screens=args.open_screens,
        secrets_text=spec.secrets_text,
    )
    if args.transcript == "-":
        sys.stdout.write(text)
        return 0
    try:
        Path(args.transcript).write_text(text, encoding="utf-8")
    except OSError as error:
        reason = error.strerror or type(error).__name__
        print(
            f"The transcript could not be written to {visible(args.transcript)} ({reason}).",
            file=sys.stderr,
        )
        return 1
    print(f"Wrote {visible(args.transcript)} ({plural(len(record.actions), 'action', 'actions')}).")
    return 0


def _game_to_resume(spec: GameSpec) -> Path | None:
    """The most recently played unfinished game, or ``None`` after saying why there is none.

    A game open in another window is refused here, naming it and that window's process, so
    two windows never play (and save) the same game.
    """
    found = autosaves.latest_game(spec.engine)
    if found is None:  # (a broken link or a pipe where a game should be is listed, and named)
        print(f"There is no autosaved {spec.title} game to resume.", file=sys.stderr)
        return None
    if found.error is not None:
        print(str(found.error), file=sys.stderr)
        return None
    return found.path if _free(spec, found.path) else None


def _free(spec: GameSpec, save: Path) -> bool:
    """Whether no other window has the game of ``save`` open; if one has, say whose it is."""
    try:
        autosaves.check_not_open(save, spec.engine)
    except autosaves.GameInUseError as error:
        print(str(error), file=sys.stderr)
        return False
    return True


def _check_bots(
    spec: GameSpec,
    parser: argparse.ArgumentParser,
    kinds: list[str],
    seats: int | None,
    *,
    allow_human: bool,
) -> None:
    allowed = set(spec.bots) | ({"human"} if allow_human else set())
    for kind in kinds:
        if kind not in allowed:
            human = "human, " if allow_human else ""
            parser.error(f"unknown player kind {kind!r}; choose from {human}{_kinds_help(spec)}")
    if seats is not None and len(kinds) != seats:
        given = plural(len(kinds), "entry", "entries")
        parser.error(f"give one entry per seat: {seats} seats but {given} in --bots")


def _launch(spec: GameSpec, request: LaunchRequest, *, check_file: Path | None) -> int:
    if check_file is not None:
        try:
            saves.load_record(check_file, spec.engine)
        except SaveFileError as error:
            print(str(error), file=sys.stderr)
            return 1
    if spec.launch is None:
        print(f"{spec.title} is not yet playable on screen; try '{spec.command} simulate'.")
        return 0
    return spec.launch(request)


def _print_statistics(spec: GameSpec, path: Path, *, as_json: bool) -> int:
    """``stats FILE``: the game's statistics as text tables and a chart, or as JSON.

    An unfinished game is not refused: its statistics are computed from public information
    only (each game leaves out what is secret while it runs, like Mea Culpa's money), and the
    seed, which fixes every hidden card, is never printed.
    """
    assert spec.statistics is not None  # the subcommand exists only then
    try:
        record = saves.load_record(path, spec.engine)
    except SaveFileError as error:
        print(str(error), file=sys.stderr)
        return 1
    figures = spec.statistics(record)
    if as_json:
        print(json.dumps(figures.model_dump(mode="json"), ensure_ascii=False))
        return 0
    from shared.statistics_text import heading, statistics_text  # only this command needs rich

    print(heading(spec.title, record.players, figures.over))
    print()
    print(statistics_text(figures), end="")
    return 0


def _run_simulate(spec: GameSpec, args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from shared.engine.simulate import default_jobs, simulate  # only this command needs it

    engine = spec.engine
    players: int = args.sim_players
    if not engine.MIN_PLAYERS <= players <= engine.MAX_PLAYERS:
        parser.error(f"--players must be {engine.MIN_PLAYERS} to {engine.MAX_PLAYERS}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    kinds = args.sim_bots or ["random"] * players
    _check_bots(spec, parser, kinds, players, allow_human=False)
    options = {option.name: True for option in spec.options if getattr(args, f"sim_{option.name}")}
    max_rounds = getattr(args, "max_rounds", None)
    factories = spec.bot_factories(getattr(args, "think", None))
    jobs = args.jobs if args.jobs is not None else default_jobs()

    from rich.console import Console
    from rich.progress import Progress  # only the command line needs it

    with Progress(console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(f"{spec.title}: simulating", total=args.games)
        report = simulate(
            engine,
            games=args.games,
            players=players,
            seed=args.sim_seed,
            bot_kinds=kinds,
            factories=factories,
            rounds_of=spec.rounds_of,
            max_rounds=max_rounds,
            options=options,
            progress=lambda done, total: bar.update(task, completed=done),
            jobs=jobs,
        )
    summary = report.as_json()
    print(json.dumps(summary))
    return 0 if summary["errors"] == 0 else 1
