"""Bot seats: they move by themselves, in a thread, without freezing the screen."""

from __future__ import annotations

import threading
from typing import Any

from shared.engine.bots import RandomBot
from shared.ui import CurtainScreen, GameOverScreen, PlayerScreen, ResultsDialog, RulesScreen
from tests.shared.ui.keys import game_over, toy_player
from tests.shared.ui.toy_app import TOY_SPEC, start, toy_app
from tests.ui_support import press_until, run_app, screen_text, wait_until

SIZE = (100, 30)


async def test_one_human_and_a_bot_play_without_any_curtain():
    app = toy_app(start(["Ann", "Bot"], seats=["human", "random"], seed=4))
    async with run_app(app, SIZE) as pilot:
        screens: set[str] = set()
        policy = toy_player(app)

        def next_key() -> str | None:
            screens.add(type(app.screen).__name__)
            return policy()

        await press_until(pilot, next_key, game_over(app))
        assert "CurtainScreen" not in screens
        assert "PlayerScreen" in screens
        seats = {i % 2 for i, _ in enumerate(app.record.actions)}
        assert seats == {0, 1}  # both seats moved


async def test_bots_alone_play_to_the_end():
    app = toy_app(start(["Bot A", "Bot B"], seats=["random", "random"], seed=4))
    async with run_app(app, SIZE) as pilot:

        def next_key() -> str | None:
            return "enter" if isinstance(app.screen, ResultsDialog) else None

        await press_until(pilot, next_key, game_over(app))
        assert not any(isinstance(s, CurtainScreen | PlayerScreen) for s in app.screen_stack)


class SlowBot:
    """A bot that thinks until released, to catch the screen while it waits."""

    kind = "slow"
    uses_view = True

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()
        self.inner = RandomBot(1)

    def choose(self, view: Any, seat: int, legal: Any) -> Any:
        self.started.set()
        self.release.wait(timeout=5)
        return self.inner.choose(view, seat, legal)


async def test_the_screen_answers_while_a_bot_thinks():
    slow = SlowBot()
    bots = {**TOY_SPEC.bots, "slow": lambda engine, seat, seed: slow}
    spec = type(TOY_SPEC)(**{**TOY_SPEC.__dict__, "bots": bots})
    opening = start(["Ann", "Bot"], seats=["human", "slow"], seed=4)
    app = type(toy_app())(spec, opening, bot_delay=0)
    async with run_app(app, SIZE) as pilot:
        await press_until(pilot, toy_player(app), lambda: slow.started.is_set())
        assert "Bot (slow bot) is thinking" in screen_text(app)
        await pilot.press("f1")  # the UI still answers keys while the bot decides
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen))
        assert not app.record.actions[1:]  # the bot has not moved yet
        await pilot.press("escape")
        slow.release.set()
        await wait_until(pilot, lambda: len(app.record.actions) == 2, what="the bot's move")
        await press_until(pilot, toy_player(app), game_over(app))
        assert isinstance(app.screen, GameOverScreen)


class BrokenBot:
    kind = "broken"
    uses_view = False

    def choose(self, view: Any, seat: int, legal: Any) -> Any:
        raise RuntimeError("out of ideas")


async def test_a_failing_bot_stops_the_table_with_a_message():
    bots = {**TOY_SPEC.bots, "broken": lambda engine, seat, seed: BrokenBot()}
    spec = type(TOY_SPEC)(**{**TOY_SPEC.__dict__, "bots": bots})
    app = type(toy_app())(spec, start(["Bot", "Ann"], seats=["broken", "human"]), bot_delay=0)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: "out of ideas" in screen_text(app), what="the message")
        assert app.record.actions == [] and app.thinking is None
