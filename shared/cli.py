"""The command line both games share: play (the default), ``simulate`` and ``replay``.

Each game describes itself with a :class:`GameSpec`; everything else (argument parsing, the
progress bar, the JSON summary, clear messages for bad input) lives here once.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from shared.engine.autosaves import GameInUseError, check_not_open, is_autosave, latest_game
from shared.engine.bots import COMMON_BOTS, Bot, BotFactory
from shared.engine.errors import SaveFileError
from shared.engine.names import clean_name, name_problems
from shared.engine.protocol import GameEngine
from shared.engine.saves import load_record
from shared.startup import resume_collections


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


@dataclass(frozen=True)
class GameOption:
    """A yes/no set-up option offered as a command-line flag and on the setup screen."""

    name: str
    flag: str
    help: str


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
    #: A seat's secrets as plain text from ``view_for(state, seat)``, for
    #: ``replay --transcript --open`` (``None``: transcripts hold its log lines only).
    secrets_text: Callable[[Any, int], str] | None = None


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
    return [kind.strip() for kind in text.split(",") if kind.strip()]


def _positive_seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not (math.isfinite(seconds) and seconds > 0):
        raise argparse.ArgumentTypeError(f"the budget must be more than 0 seconds, not {text}")
    return seconds


def _job_count(text: str) -> int:
    try:
        jobs = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if jobs < 1:
        raise argparse.ArgumentTypeError(f"at least 1 process is needed, not {jobs}")
    return jobs


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
        help="one entry per seat: human or a bot kind (" + ", ".join(sorted(spec.bots)) + ")",
    )
    for option in spec.options:
        parser.add_argument(option.flag, dest=option.name, action="store_true", help=option.help)
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
        help="one bot kind per seat (default: random for every seat)",
    )
    sim.add_argument(
        "--jobs",
        type=_job_count,
        metavar="N",
        help="processes playing games in parallel (default: one per core; 1 plays in this "
        "process); the results are the same for any N",
    )
    if spec.thinking_bots:
        sim.add_argument(
            "--think",
            type=_positive_seconds,
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
    return parser


def run(spec: GameSpec, argv: Sequence[str] | None = None) -> int:
    """Entry point body: parse ``argv`` and do what it asks; returns the exit code."""
    try:
        return _run(spec, argv)
    finally:
        resume_collections()  # (the app resumes them at its first frame)


def _run(spec: GameSpec, argv: Sequence[str] | None) -> int:
    parser = build_parser(spec)
    args = parser.parse_args(argv)
    if args.command == "simulate":
        resume_collections()  # held for the app's start-up, not wanted by a long simulation
        return _run_simulate(spec, args, parser)
    if args.command == "replay":
        return _run_replay(spec, args)
    options = {option.name: True for option in spec.options if getattr(args, option.name)}
    players = args.players
    if players is not None and not (
        spec.engine.MIN_PLAYERS <= len(players) <= spec.engine.MAX_PLAYERS
    ):
        parser.error(
            f"{spec.title} is for {spec.engine.MIN_PLAYERS} to {spec.engine.MAX_PLAYERS} "
            f"players; {len(players)} names were given"
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
    )
    if args.resume:
        found = _game_to_resume(spec)
        if found is None:
            return 1
        request = replace(request, game=found)
    elif args.load is not None and is_autosave(args.load, spec.engine.GAME_NAME):
        # one of our own autosaves: continue that game in place, as --resume would, so two
        # windows never play two copies of one game
        if not _free(spec, args.load):
            return 1
        request = replace(request, load=None, game=args.load)
    return _launch(spec, request, check_file=args.load)


def _run_replay(spec: GameSpec, args: argparse.Namespace) -> int:
    """``replay FILE``: on screen, or as text with ``--transcript``; ``--open`` shows every
    seat's secrets, refused with one sentence while the game is not over."""
    from shared.engine.open_screens import OPEN_SCREENS_REFUSED, may_open_screens
    from shared.engine.transcript import write_transcript

    try:
        record = load_record(args.file, spec.engine)
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
        print(f"The transcript could not be written to {args.transcript}: {error}", file=sys.stderr)
        return 1
    print(f"Wrote {args.transcript} ({len(record.actions)} actions).")
    return 0


def _game_to_resume(spec: GameSpec) -> Path | None:
    """The most recently played unfinished game, or ``None`` after saying why there is none.

    A game open in another window is refused here, naming it and that window's process, so
    two windows never play (and save) the same game.
    """
    found = latest_game(spec.engine)
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
        check_not_open(save, spec.engine)
    except GameInUseError as error:
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
            parser.error(f"unknown player kind {kind!r}; choose from {', '.join(sorted(allowed))}")
    if seats is not None and len(kinds) != seats:
        parser.error(f"give one entry per seat: {seats} seats but {len(kinds)} entries in --bots")


def _launch(spec: GameSpec, request: LaunchRequest, *, check_file: Path | None) -> int:
    if check_file is not None:
        try:
            load_record(check_file, spec.engine)
        except SaveFileError as error:
            print(str(error), file=sys.stderr)
            return 1
    if spec.launch is None:
        print(f"{spec.title} is not yet playable on screen; try '{spec.command} simulate'.")
        return 0
    return spec.launch(request)


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
    factories = dict(spec.bots)
    think = getattr(args, "think", None)
    if think is not None:
        for kind in spec.thinking_bots:
            thinking: Callable[..., Bot] = factories[kind]  # takes ``seconds=`` (GameSpec)
            factories[kind] = functools.partial(thinking, seconds=think)
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
