"""The learner's hint (h): on the deciding seat's own screen and dialog only, from its view.

The toy's hint bot records every view it is shown, so the tests see that it never received
another seat's secret, and that the hint is gone once the keyboard is handed over.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from shared.engine.bots import Bot
from shared.engine.protocol import GameEngine
from shared.ui import BoardScreen, ChooseDialog, CurtainScreen, PlayerScreen, SinceScreen
from shared.ui.widgets.choices import HINT_LINE_START, HINT_MARK, ChoiceList
from tests.shared import toy_engine
from tests.shared.ui.test_decision_dialog import DialogToyApp
from tests.shared.ui.toy_app import TOY_SPEC, ToyApp, start
from tests.ui_support import past_summary, run_app, screen_text, wait_until

SIZE = (100, 30)


class ToyHintBot:
    """Adds 1 while the counter is low, else 2, and says so; keeps the views it was shown."""

    kind = "heuristic"
    uses_view = True
    seen: list[toy_engine.ToyState] = []

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: Any, seat: int, legal: Sequence[Any]) -> Any:
        return self.reason(view, seat, legal)[0]

    def reason(self, view: Any, seat: int, legal: Sequence[Any]) -> tuple[Any, str]:
        ToyHintBot.seen.append(view)
        return legal[0], f"your secret number is {view.secrets[seat]}"


def hint_bot(engine: GameEngine, seat: int, seed: int) -> Bot:
    return ToyHintBot(seed)


HINT_SPEC = replace(TOY_SPEC, bots={**TOY_SPEC.bots, "heuristic": hint_bot})


def toasts(app: Any) -> list[str]:
    return [f"{n.title}: {n.message}" for n in app._notifications]


def key_bar(app: Any) -> str:
    return screen_text(app).splitlines()[-1]


async def test_h_on_a_seats_screen_shows_the_hint_from_its_view_and_the_hand_over_ends_it():
    ToyHintBot.seen = []
    app = ToyApp(HINT_SPEC, start(["Ann", "Ben"], seed=3), bot_delay=0)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert "Hint" not in key_bar(app)
        await pilot.press("h")  # under the curtain: nothing
        assert not ToyHintBot.seen
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        assert " h Hint " in key_bar(app)
        await pilot.press("h")
        secrets = app.state.secrets
        expected = f"your secret number is {secrets[0]}"
        await wait_until(pilot, lambda: expected in screen_text(app), what="the hint")
        # the bot was shown Ann's own view: her secret, nobody else's
        [view] = ToyHintBot.seen
        assert view == toy_engine.view_for(app.state, 0)
        assert view.secrets[1] is None and view.rng == 0
        await pilot.press("2")
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert not toasts(app)
        # gone with Ann's screen, before Ben takes the keyboard
        assert f"secret number is {secrets[0]}" not in screen_text(app)
        await pilot.press("h")
        assert len(ToyHintBot.seen) == 1


async def test_h_in_a_decision_dialog_over_the_seats_screen():
    ToyHintBot.seen = []
    app = DialogToyApp(HINT_SPEC, start(["Ann", "Ben"], seed=3), bot_delay=0)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, ChooseDialog))
        assert " h Hint " in key_bar(app)
        await pilot.press("h")
        await wait_until(pilot, lambda: "secret number is" in screen_text(app), what="the hint")
        [marked] = rows_with(app, HINT_MARK)
        assert "1. Add 1" in marked
        assert isinstance(app.screen, ChooseDialog)  # the dialog stays open to decide
        assert not toasts(app)


async def test_no_hint_on_the_public_board():
    ToyHintBot.seen = []
    app = DialogToyApp(HINT_SPEC, start(["Ann", "Ben"], seed=3, announce=True), bot_delay=0)
    async with run_app(app, SIZE) as pilot:
        while not (app.state.announcing and isinstance(app.screen, ChooseDialog)):
            if isinstance(app.screen, CurtainScreen | SinceScreen):
                await pilot.press("enter")
            elif isinstance(app.screen, ChooseDialog):
                await pilot.press("2")
            await pilot.pause(0.02)
        assert isinstance(app.screen_stack[-2], BoardScreen)
        assert "Hint" not in key_bar(app)
        await pilot.press("h")
        await pilot.pause()
        assert not ToyHintBot.seen and not toasts(app)
        assert not rows_with(app, HINT_MARK)


async def test_no_hint_key_without_a_hint_bot():
    app = ToyApp(TOY_SPEC, start(["Ann", "Ben"], seed=3), bot_delay=0)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        assert "Hint" not in key_bar(app)
        await pilot.press("h")
        await pilot.pause()
        assert not toasts(app)


def rows_with(app: Any, words: str) -> list[str]:
    return [row for row in screen_text(app).splitlines() if words in row]


async def test_h_marks_the_recommended_choice_in_the_list_and_says_why_in_one_line():
    ToyHintBot.seen = []
    app = ToyApp(HINT_SPEC, start(["Ann", "Ben"], seed=3), bot_delay=0)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        await pilot.press("h", "h")  # again: still one mark and one line, no pile of toasts
        await pilot.pause()
        secret = app.state.secrets[0]
        assert not toasts(app)
        [marked] = rows_with(app, HINT_MARK)
        assert "1. Add 1" in marked
        [line] = rows_with(app, f"your secret number is {secret}")
        assert f"{HINT_LINE_START} (1): your secret number is {secret}" in line
        await pilot.press("2")
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert f"secret number is {secret}" not in screen_text(app)


async def test_a_hint_is_gone_when_the_same_dialog_shows_the_next_decision():
    from shared.ui import Choice
    from tests.shared.ui.test_dialogs import Host

    dialog = ChooseDialog("Your addition", [Choice("Add 1", 1), Choice("Add 2", 2)])
    app = Host(dialog)
    async with run_app(app, SIZE) as pilot:
        await pilot.pause()
        choices = dialog.query_one(ChoiceList)
        choices.show_hint(2, "two is more than one")
        await pilot.pause()
        assert rows_with(app, "two is more than one") and rows_with(app, HINT_MARK)
        dialog.update_from(ChooseDialog("Your addition", [Choice("Add 3", 3)]))
        await pilot.pause()
        assert not rows_with(app, "two is more than one") and not rows_with(app, HINT_MARK)
