"""``PUBLIC_RESULTS_ON_BOARD``: a public result never appears over a seat's private screen."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from shared.cli import GameSpec
from shared.engine.bots import COMMON_BOTS
from shared.engine.log import LogEntry
from shared.engine.record import GameRecord
from shared.ui import CurtainScreen, PlayerScreen, ResultsDialog, SinceScreen
from shared.ui.openings import StartGame
from tests.shared import toy_engine
from tests.shared.ui.toy_app import ToyApp
from tests.ui_support import past_summary, run_app, screen_text, wait_until

SIZE = (100, 30)


def _apply_with_result(state: Any, action: Any) -> Any:
    """The toy rules, plus a public result after every move (as a round's scoring would)."""
    new = toy_engine.apply_action(state, action)
    entry = LogEntry(text="Counter read out", kind="result", title="Counter read out")
    return new.model_copy(update={"log": [*new.log, entry]})


ENGINE = SimpleNamespace(
    **{name: getattr(toy_engine, name) for name in dir(toy_engine) if not name.startswith("_")}
)
ENGINE.apply_action = _apply_with_result
SPEC = GameSpec(title="Toy", command="toy", engine=ENGINE, description="", bots=dict(COMMON_BOTS))


class BoardResultsApp(ToyApp):
    PUBLIC_RESULTS_ON_BOARD = True


def _app(app_class: type[ToyApp]) -> ToyApp:
    record = GameRecord.start(ENGINE, ["Ann", "Bot"], 4)  # type: ignore[arg-type]
    return app_class(SPEC, StartGame(record, ["human", "random"]), bot_delay=0, autosave=False)


async def _first_result_stack(app: ToyApp) -> list[str]:
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.awaiting == 0)
        await pilot.press("1")
        await wait_until(pilot, lambda: isinstance(app.screen, ResultsDialog), what="a result")
        return [type(screen).__name__ for screen in app.screen_stack]


async def test_public_results_close_the_private_screen_first():
    stack = await _first_result_stack(_app(BoardResultsApp))
    assert "PlayerScreen" not in stack
    assert stack[-2:] == ["BoardScreen", "ResultsDialog"]


async def test_by_default_a_lone_human_keeps_their_screen_under_a_result():
    stack = await _first_result_stack(_app(ToyApp))
    assert PlayerScreen.__name__ in stack


async def test_after_the_result_the_seat_gets_its_screen_back():
    app = _app(BoardResultsApp)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.awaiting == 0)
        await pilot.press("1")
        await wait_until(pilot, lambda: isinstance(app.screen, ResultsDialog))
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, ResultsDialog))  # the bot's move
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, SinceScreen))  # what it did
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.awaiting == 0 and isinstance(app.screen, PlayerScreen))


async def test_while_a_result_waits_the_status_says_so_not_that_a_bot_thinks():
    """The bot moves after the result is read: until then nobody is thinking."""
    app = _app(BoardResultsApp)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.awaiting == 0)
        await pilot.press("1")
        await wait_until(pilot, lambda: isinstance(app.screen, ResultsDialog), what="a result")
        assert app.sub_title == "Counter read out: Enter goes on."
        assert "thinking" not in screen_text(app)


async def test_behind_the_curtain_the_header_names_the_next_decision():
    record = GameRecord.start(ENGINE, ["Ann", "Ben"], 4)  # type: ignore[arg-type]
    app = ToyApp(SPEC, StartGame(record, ["human", "human"]), bot_delay=0, autosave=False)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert "Ann" in app.sub_title
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: app.awaiting == 0)
        await pilot.press("1")
        await wait_until(pilot, lambda: isinstance(app.screen, ResultsDialog))
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert "Ben" in app.sub_title and "Enter goes on" not in app.sub_title
