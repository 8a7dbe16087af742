"""The Mea Culpa screenshots (``screenshots/generate.py`` renders them to ``meaculpa-*.svg``).

Each shot starts the app at a moment of a scripted game (:mod:`tests.meaculpa.ui.demo`) and
presses the keys a player would press to reach the screen worth showing. Nothing is saved:
the apps run with autosave off.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.pilot import Pilot

from meaculpa_tui import engine
from meaculpa_tui.engine import data, frames, topics
from meaculpa_tui.engine.state import State, pending_step_as
from meaculpa_tui.spec import game_spec
from meaculpa_tui.ui.app import MeaCulpaApp
from shared.cli import LaunchRequest
from shared.engine.record import GameRecord
from shared.session.teaching import TeachingMemory
from shared.ui import (
    ChooseDialog,
    CurtainScreen,
    DecisionPanel,
    GameOverScreen,
    PlayerScreen,
    ResultsDialog,
)
from shared.ui.openings import Opening, ShowReplay, ShowSetup, StartGame
from shared.ui.widgets.choices import CHOICE_KEYS, ChoiceList
from tests.meaculpa.ui.autoplay import KeyPlayer
from tests.meaculpa.ui.demo import new_record, quick_policy, record_until
from tests.shared.ui.screenshots import (
    Shot,
    read_summary,
    replay_keys,
    scroll_to_statistics,
    summary,
    until,
)

#: The scripted game most shots come from (three players, a seed with a lively second round).
PLAYERS = 3
SEED = 11
Steps = Callable[[Pilot[Any]], Any]


def first_game() -> MeaCulpaApp:
    """A fresh game of first-game mode (``--teach``)."""
    seats = ["human"] * PLAYERS
    return app_for(StartGame(new_record(PLAYERS, SEED), seats, teaching=TeachingMemory()))


async def first_lesson(pilot: Pilot[Any]) -> None:
    """First-game mode's page of how a round goes, before the first round."""
    await until(pilot, lambda: type(pilot.app.screen).__name__ == "LessonDialog", "a lesson")


def app_for(opening: Opening) -> MeaCulpaApp:
    """The app for a shot: no autosave, bots without a pause."""
    return MeaCulpaApp(game_spec(), opening, bot_delay=0, autosave=False)


def at(
    done: Callable[[State], bool], players: int = PLAYERS, seed: int = SEED
) -> Callable[[], Any]:
    """A factory of the app opened at the first moment of the scripted game where ``done``."""

    def make() -> MeaCulpaApp:
        record = record_until(new_record(players, seed), done)
        return app_for(StartGame(record, ["human"] * players))

    return make


def before(
    happened: Callable[[State], bool], players: int = PLAYERS, seed: int = SEED
) -> tuple[GameRecord, Any]:
    """The scripted game just before the action after which ``happened`` first holds."""
    record = new_record(players, seed)
    policy = quick_policy(seed)
    state = record.replay(engine)
    while not engine.is_over(state):
        action = policy(state, engine.legal_actions(state))
        after = engine.apply_action(state, action)
        if happened(after):
            return record, action
        state, record = after, record.with_action(action)
    raise ValueError("the scripted game never got there")


def app_before(happened: Callable[[State], bool]) -> Callable[[], Any]:
    def make() -> MeaCulpaApp:
        record, _ = before(happened)
        return app_for(StartGame(record, ["human"] * PLAYERS))

    return make


def pending(kind: str, *, round_: int = 2) -> Callable[[State], bool]:
    return lambda s: s.round >= round_ and engine.pending_decision(s) == kind


def turn_of(pope: bool, *, goods: bool = False, round_: int = 2) -> Callable[[State], bool]:
    """A fresh turn of the Pope (or of another character) in a given round."""

    def done(s: State) -> bool:
        if s.round < round_ or engine.pending_decision(s) != frames.TURN:
            return False
        turn = pending_step_as(s, frames.Turn)
        has_goods = any(s.goods[turn.seat] or ())
        return (
            turn.stage == 0 and (turn.character == data.POPE) == pope and (has_goods or not goods)
        )

    return done


def evaluated(s: State) -> bool:
    return any(e.topic == topics.EVALUATION for e in s.log)


# --- steps -------------------------------------------------------------------------------------


async def curtain(pilot: Pilot[Any]) -> None:
    await until(pilot, lambda: isinstance(pilot.app.screen, CurtainScreen), "the curtain")


async def lifted(pilot: Pilot[Any]) -> None:
    """Lift the curtain and wait for the seat's screen (and its dialog, if it has one)."""
    app = pilot.app
    assert isinstance(app, MeaCulpaApp)
    await curtain(pilot)
    await pilot.press("enter")
    await read_summary(pilot)
    await until(pilot, lambda: app.awaiting is not None, "a decision")


async def escaped(pilot: Pilot[Any]) -> None:
    """The decision's dialog closed again: the screen with its panel."""
    app = pilot.app
    assert isinstance(app, MeaCulpaApp)
    await until(pilot, lambda: app.awaiting is not None, "a decision")
    await until(pilot, lambda: isinstance(app.screen, ChooseDialog), "the dialog")
    await pilot.press("escape")
    await until(pilot, lambda: not isinstance(app.screen, ChooseDialog), "the screen")


def menu(word: str) -> Steps:
    """Lift the curtain and open the turn menu's entry starting with ``word``."""

    async def steps(pilot: Pilot[Any]) -> None:
        await lifted(pilot)
        app = pilot.app
        await until(pilot, lambda: isinstance(app.screen, PlayerScreen), "the player screen")
        panel = app.screen.query_one(DecisionPanel)
        index = next(i for i, c in enumerate(panel.choices) if c.label.startswith(word))
        await pilot.press(str(index + 1))
        await until(pilot, lambda: isinstance(app.screen, ChooseDialog), "the dialog")

    return steps


def then_first_open(first: Steps, what: Callable[[Any], bool]) -> Steps:
    """``first``, then the key of the dialog's first option that is open now."""

    async def steps(pilot: Pilot[Any]) -> None:
        await first(pilot)
        choices = pilot.app.screen.query_one(ChoiceList).choices
        index = next(i for i, choice in enumerate(choices) if choice.reason is None)
        await pilot.press(CHOICE_KEYS[index])
        await until(pilot, lambda: what(pilot.app.screen), "the next screen")

    return steps


def played(happened: Callable[[State], bool], shown: Callable[[Any], bool]) -> Steps:
    """Take the scripted action after which ``happened`` holds, by keys, until ``shown``."""

    async def steps(pilot: Pilot[Any]) -> None:
        app = pilot.app
        assert isinstance(app, MeaCulpaApp)
        _, action = before(happened)
        player = KeyPlayer(app, lambda state, legal: action)
        while not shown(app.screen):
            await until(pilot, lambda: player() is not None or shown(app.screen), "a key")
            if shown(app.screen):
                break
            key = player()
            if key is not None:
                await pilot.press(key)
                await pilot.pause()

    return steps


def titled(title: str) -> Callable[[Any], bool]:
    return lambda screen: isinstance(screen, ChooseDialog) and screen.title_text == title


async def dialog(pilot: Pilot[Any]) -> None:
    await until(pilot, lambda: isinstance(pilot.app.screen, ChooseDialog), "the dialog")


def result_titled(word: str) -> Callable[[Any], bool]:
    return lambda screen: isinstance(screen, ResultsDialog) and word in screen.title_text


def shots() -> list[Shot]:
    """The screens of Mea Culpa, in the order a game shows them."""
    fresh = lambda: app_for(StartGame(new_record(PLAYERS, SEED), ["human"] * PLAYERS))  # noqa: E731
    names = LaunchRequest(players=["Ann", "Ben", "Cid"])
    guess = at(pending(frames.GUESS, round_=1))
    return [
        Shot("meaculpa-setup", lambda: app_for(ShowSetup(names))),
        Shot("meaculpa-curtain", fresh, curtain),
        Shot("meaculpa-first-game", first_game, first_lesson),
        Shot("meaculpa-bid", at(pending(frames.BID)), lifted),
        Shot(
            "meaculpa-reveal",
            app_before(lambda s: s.round >= 2 and s.bids_revealed),
            played(lambda s: s.round >= 2 and s.bids_revealed, result_titled("Bids")),
        ),
        Shot("meaculpa-characters", at(pending(frames.PICK)), lifted),
        Shot("meaculpa-player", at(turn_of(False)), lifted),
        Shot("meaculpa-player-100x30", at(turn_of(False)), lifted, size=(100, 30)),
        Shot("meaculpa-player-200x60", at(turn_of(False)), lifted, size=(200, 60)),
        Shot("meaculpa-donation", at(turn_of(False, goods=True)), menu("Donate")),
        Shot(
            "meaculpa-compartment",
            at(turn_of(False, goods=True)),
            then_first_open(menu("Donate"), titled("Which compartment?")),
        ),
        Shot("meaculpa-house", at(turn_of(False)), menu("Visit")),
        Shot("meaculpa-pope-die", at(turn_of(True)), menu("Visit")),
        Shot("meaculpa-guess", guess, dialog),
        Shot("meaculpa-board", guess, escaped),
        Shot(
            "meaculpa-evaluation",
            app_before(evaluated),
            played(evaluated, result_titled("evaluation")),
        ),
        Shot(
            "meaculpa-final",
            app_before(engine.is_over),
            played(engine.is_over, lambda screen: isinstance(screen, GameOverScreen)),
        ),
        Shot("meaculpa-statistics", app_before(engine.is_over), to_statistics, size=(200, 60)),
        Shot("meaculpa-since", at(turn_of(False)), summary),
        Shot("meaculpa-replay", lambda: app_for(ShowReplay(finished())), replay_keys("r", "e")),
        Shot(
            "meaculpa-replay-open",
            lambda: app_for(ShowReplay(finished(), open_screens=True)),
            replay_keys("r", "r", "t"),
        ),
    ]


async def to_statistics(pilot: Pilot[Any]) -> None:
    """The game-over screen scrolled to the statistics and the chart of the Record of Sins."""
    await played(engine.is_over, lambda screen: isinstance(screen, GameOverScreen))(pilot)
    await scroll_to_statistics(pilot)


def finished() -> GameRecord:
    """The scripted game played to its end."""
    return record_until(new_record(PLAYERS, SEED), engine.is_over)
