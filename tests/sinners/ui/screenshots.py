"""The screenshots of Sinners (``screenshots/generate.py`` renders them) and the positions they
need, reached by playing seeded games with a simple scripted player.

A position is a :class:`GameRecord` played up to the moment worth showing; the app then opens
it exactly as ``--load`` would, so every shot shows the real screens. The same positions serve
the snapshot tests.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from textual.pilot import Pilot

from shared.engine.record import GameRecord
from shared.session.teaching import TeachingMemory
from shared.ui import CurtainScreen, GameOverScreen, PlayerScreen
from shared.ui.openings import ShowReplay, ShowSetup, StartGame
from sinners_tui import engine
from sinners_tui.engine import data
from sinners_tui.engine.cards import CARD_TYPE
from sinners_tui.ui.app import SinnersApp
from sinners_tui.ui.dialogs import DecisionDialog
from sinners_tui.ui.results import RoundScoringDialog
from tests.shared.ui.screenshots import (
    Shot,
    lift_curtain,
    replay_keys,
    scroll_to_statistics,
    until,
    until_screen,
)

#: Most actions a scripted game may take before a position is given up as not found.
ACTION_LIMIT = 5000
#: How keen the scripted player is on each kind of move (others count 1; it never takes back,
#: as something else is always legal too).
KEENNESS = {
    "finish_set": 9,
    "pick": 8,
    "start_set": 7,
    "extend": 6,
    "sacrament": 5,
    "take_back": 0,
}

State = Any
Stop = Callable[[State], bool]


def scripted_choice(state: State, legal: Sequence[Any], rng: random.Random) -> Any:
    """A plain greedy move: lay cards when possible, else anything (seeded)."""
    best = max(KEENNESS.get(action.kind, 1) for action in legal)
    return rng.choice([action for action in legal if KEENNESS.get(action.kind, 1) == best])


def record_until(
    players: Sequence[str],
    seed: int,
    stop: Stop,
    *,
    beginner: bool = False,
    choose: Callable[[State, Sequence[Any], random.Random], Any] = scripted_choice,
) -> GameRecord:
    """The record of a seeded game played by the scripted player until ``stop(state)``."""
    options = {"beginner": True} if beginner else {}
    record = GameRecord.start(engine, list(players), seed, **options)  # type: ignore[arg-type]
    state = record.initial_state(engine)  # type: ignore[arg-type]
    rng = random.Random(seed)
    for _ in range(ACTION_LIMIT):
        if stop(state):
            return record
        if engine.is_over(state):
            break
        action = choose(state, engine.legal_actions(state), rng)
        state = engine.apply_action(state, action)
        record = record.with_action(action)
    raise LookupError(f"seed {seed} never reached the position")


def sacrament_lover(kind: int) -> Callable[[State, Sequence[Any], random.Random], Any]:
    """A scripted player that plays the Sacrament ``kind`` whenever it may."""

    def choose(state: State, legal: Sequence[Any], rng: random.Random) -> Any:
        for action in legal:
            if action.kind == "sacrament" and CARD_TYPE[action.card] == kind:
                return action
        return scripted_choice(state, legal, rng)

    return choose


def in_phase(*phases: str) -> Stop:
    return lambda state: state.phase in phases


def before_round_end(state: State) -> bool:
    """The last discard of round 1: the seat to discard holds one card and the round ends."""
    if state.phase != "discard" or state.round != 1:
        return False
    action = engine.legal_actions(state)[0]
    return engine.apply_action(state, action).round != 1


# --- The positions of the shots ----------------------------------------------------------------

PLAYERS = ("Ann", "Ben", "Cid")
SEED = 3
#: Seconds the bots of the table shot "think", far longer than the shot takes.
BOARD_PAUSE = 60.0


def start_of_game() -> GameRecord:
    return GameRecord.start(engine, list(PLAYERS), SEED)  # type: ignore[arg-type]


def mid_round() -> GameRecord:
    """Round 1 well under way: sets in churches, cards on both piles, Ann to draw."""
    return record_until(
        PLAYERS,
        SEED,
        lambda s: s.phase == "draw" and s.turn == 0 and s.round == 1 and len(s.log) > 60,
    )


def preaching() -> GameRecord:
    return record_until(PLAYERS, SEED, lambda s: in_phase("preach")(s) and len(s.log) > 60)


def discarding() -> GameRecord:
    return record_until(PLAYERS, SEED, lambda s: in_phase("discard")(s) and len(s.log) > 60)


def playing() -> GameRecord:
    return record_until(
        PLAYERS,
        SEED,
        lambda s: in_phase("play")(s) and s.round == 1 and len(s.log) > 40,
    )


def position(phase: str, seed: int = 0, sacrament: int | None = None) -> GameRecord:
    """The first moment of a seeded three-player game that waits for ``phase``.

    With ``sacrament``, the scripted player plays that Sacrament whenever it may.
    """
    choose = scripted_choice if sacrament is None else sacrament_lover(sacrament)
    return record_until(PLAYERS, seed, in_phase(phase), choose=choose)


def anointing_look() -> GameRecord:
    return record_until(PLAYERS, 5, in_phase("anoint_take"), choose=sacrament_lover(data.ANOINTING))


def penance() -> GameRecord:
    return record_until(PLAYERS, SEED, in_phase("penance"), choose=sacrament_lover(data.PENANCE))


def wrath() -> GameRecord:
    return record_until(PLAYERS, 11, in_phase("wrath"))


def round_end() -> GameRecord:
    return record_until(PLAYERS, SEED, before_round_end)


def finished_game() -> GameRecord:
    return record_until(("Ann", "Ben"), 8, engine.is_over)


# --- Opening the app at a position --------------------------------------------------------------


def first_game() -> SinnersApp:
    """A fresh game of first-game mode (``--teach``)."""
    from sinners_tui.spec import game_spec

    opening = StartGame(start_of_game(), ["human"] * len(PLAYERS), teaching=TeachingMemory())
    return SinnersApp(game_spec(), opening, bot_delay=0, autosave=False)


async def to_first_decision_lesson(pilot: Pilot[Any]) -> None:
    """Past how a round goes and Ann's curtain, to the lesson of her first decision (the
    Demon draft), on her own screen."""
    from shared.ui import CurtainScreen

    def lesson_up() -> bool:
        return type(pilot.app.screen).__name__ == "LessonDialog"

    await until(pilot, lesson_up, "how a round goes")
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(pilot.app.screen, CurtainScreen), "the curtain")
    await pilot.press("enter")
    await until(pilot, lambda: not isinstance(pilot.app.screen, CurtainScreen), "the lift")
    if type(pilot.app.screen).__name__ == "SinceScreen":
        await pilot.press("enter")
    await until(pilot, lesson_up, "the draft's lesson")


def app_at(
    record: GameRecord, seats: Sequence[str] | None = None, *, bot_delay: float = 0
) -> SinnersApp:
    """The app opened on ``record`` as ``--load`` would, without autosave."""
    from sinners_tui.spec import game_spec

    kinds = list(seats or ["human"] * len(record.players))
    return SinnersApp(game_spec(), StartGame(record, kinds), bot_delay=bot_delay, autosave=False)


def board_app() -> SinnersApp:
    """The public table while a bot thinks (a long pause keeps it still for the shot)."""
    return app_at(mid_round(), ["random"] * len(PLAYERS), bot_delay=BOARD_PAUSE)


def setup_app() -> SinnersApp:
    from sinners_tui.spec import game_spec

    return SinnersApp(game_spec(), ShowSetup(), bot_delay=0, autosave=False)


async def to_curtain(pilot: Pilot[Any]) -> None:
    await until_screen(pilot, CurtainScreen, "the curtain")


async def to_dialog(pilot: Pilot[Any]) -> None:
    """Past the curtain, to the decision dialog of the seat to act."""
    await lift_curtain(pilot, DecisionDialog, "a decision")


async def to_hand(pilot: Pilot[Any]) -> None:
    """The seat's own screen with the dialog closed (Escape)."""
    await to_dialog(pilot)
    await pilot.press("escape")
    await until_screen(pilot, PlayerScreen, "the hand")


async def to_board(pilot: Pilot[Any]) -> None:
    app = pilot.app
    assert isinstance(app, SinnersApp)
    await until(pilot, lambda: app.thinking is not None, "a bot thinking on the board")


async def to_scoring(pilot: Pilot[Any]) -> None:
    """Make the round's last discard through the dialog, then the scoring shows."""
    await to_dialog(pilot)
    app = pilot.app
    assert isinstance(app, SinnersApp)
    dialog = app.screen
    assert isinstance(dialog, DecisionDialog)
    dialog.dismiss(engine.legal_actions(app.state)[0])
    await until(pilot, lambda: isinstance(app.screen, RoundScoringDialog), "the scoring")


async def to_game_over(pilot: Pilot[Any]) -> None:
    await until_screen(pilot, GameOverScreen, "the game over")


def shots() -> list[Shot]:
    """Every Sinners screenshot, by name."""
    return [
        Shot("sinners-setup", setup_app),
        Shot("sinners-curtain", lambda: app_at(mid_round()), to_curtain),
        Shot("sinners-first-game", first_game, to_first_decision_lesson),
        Shot("sinners-table", board_app, to_board),
        Shot("sinners-hand", lambda: app_at(mid_round()), to_hand),
        Shot("sinners-demon-draft", lambda: app_at(start_of_game()), to_dialog),
        Shot("sinners-draw", lambda: app_at(mid_round()), to_dialog),
        Shot("sinners-preaching", lambda: app_at(preaching()), to_dialog),
        Shot("sinners-play", lambda: app_at(playing()), to_dialog),
        Shot("sinners-play-100x30", lambda: app_at(playing()), to_dialog, size=(100, 30)),
        Shot("sinners-play-200x60", lambda: app_at(playing()), to_dialog, size=(200, 60)),
        Shot("sinners-sacrament-penance", lambda: app_at(penance()), to_dialog),
        Shot("sinners-anointing-look", lambda: app_at(anointing_look()), to_dialog),
        Shot("sinners-wrath", lambda: app_at(wrath()), to_dialog),
        Shot("sinners-discard", lambda: app_at(discarding()), to_dialog),
        Shot("sinners-round-scoring", lambda: app_at(round_end()), to_scoring),
        Shot("sinners-game-over", lambda: app_at(finished_game()), to_game_over),
        Shot("sinners-statistics", lambda: app_at(finished_game()), to_statistics, size=(200, 60)),
        Shot("sinners-replay", replay_app(), replay_keys("r", "s")),
        Shot("sinners-replay-open", replay_app(open_screens=True), replay_keys("r", "t", "t")),
    ]


async def to_statistics(pilot: Pilot[Any]) -> None:
    """The game-over screen scrolled to the statistics and the chart of the totals."""
    await to_game_over(pilot)
    await scroll_to_statistics(pilot)


def replay_app(*, open_screens: bool = False) -> Callable[[], SinnersApp]:
    """The replay of the finished game (with every seat's screen open, if asked)."""

    def make() -> SinnersApp:
        from sinners_tui.spec import game_spec

        opening = ShowReplay(finished_game(), open_screens=open_screens)
        return SinnersApp(game_spec(), opening, bot_delay=0, autosave=False)

    return make
