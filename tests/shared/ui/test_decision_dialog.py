"""A game's decision dialog: shown over the seat's screen, refusals return to it, d reopens it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.screen import ModalScreen

from shared.ui import BoardScreen, Choice, ChooseDialog, CurtainScreen, PlayerScreen, SinceScreen
from tests.shared import toy_engine
from tests.shared.ui.toy_app import TOY_SPEC, ToyApp, start
from tests.ui_support import past_summary, run_app, screen_text, wait_until

SIZE = (100, 30)


class DialogToyApp(ToyApp):
    """The toy game asking its additions in a dialog."""

    def make_decision_dialog(
        self, view: Any, seat: int, legal: Sequence[Any]
    ) -> ModalScreen[Any] | None:
        choices = [Choice(self.engine.describe_action(view, a), a) for a in legal]
        if not toy_engine.is_private_decision(view):
            assert all(secret is None for secret in view.secrets)  # the public view only
            return ChooseDialog("Your announcement", choices)
        choices.append(Choice("Pass", toy_engine.Pass()))
        return ChooseDialog("Your addition", choices, prompt="How much do you add?")


async def test_decision_dialog_round_trip():
    app = DialogToyApp(TOY_SPEC, start(["Ann", "Ben"], seed=3), bot_delay=0)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, ChooseDialog))
        assert isinstance(app.screen_stack[-2], PlayerScreen)
        await pilot.press("3")  # Pass: the engine refuses, the dialog comes back
        await wait_until(pilot, lambda: "Add 1 or 2." in screen_text(app), what="the refusal")
        await wait_until(pilot, lambda: isinstance(app.screen, ChooseDialog))
        assert app.record.actions == []
        await pilot.press("escape")  # back to the screen; its panel still decides
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        assert " d Decide " in screen_text(app).splitlines()[-1]
        await pilot.press("d")
        await wait_until(pilot, lambda: isinstance(app.screen, ChooseDialog))
        await pilot.press("2")
        await wait_until(pilot, lambda: app.record.actions == [{"kind": "add", "amount": 2}])
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))


async def test_without_a_dialog_d_is_not_offered():
    app = ToyApp(TOY_SPEC, start(["Ann", "Ben"], seed=3), bot_delay=0)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        assert "Decide" not in screen_text(app).splitlines()[-1]


async def test_a_public_decision_dialog_opens_over_the_board():
    app = DialogToyApp(TOY_SPEC, start(["Ann", "Ben"], seed=3, announce=True), bot_delay=0)
    async with run_app(app, SIZE) as pilot:
        while not (app.state.announcing and isinstance(app.screen, ChooseDialog)):
            if isinstance(app.screen, CurtainScreen | SinceScreen):
                await pilot.press("enter")
            elif isinstance(app.screen, ChooseDialog):
                await pilot.press("2")
            await pilot.pause(0.02)
        assert isinstance(app.screen_stack[-2], BoardScreen)
        assert not any(isinstance(s, PlayerScreen) for s in app.screen_stack)
        await pilot.press("1")
        announced = {"kind": "announce", "high": True}
        await wait_until(pilot, lambda: app.record.actions[-1] == announced)


async def test_the_same_players_next_decision_reuses_the_open_dialog():
    """An answered dialog stays open and shows the next decision of the same seat in place
    (here: the refused Pass is asked again); a hand-over closes it before the curtain."""
    app = DialogToyApp(TOY_SPEC, start(["Ann", "Ben"], seed=3), bot_delay=0)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, ChooseDialog))
        dialog = app.screen
        await pilot.press("3")  # refused: the same seat decides again
        await wait_until(pilot, lambda: app.awaiting == 0, what="the decision asked again")
        await pilot.pause(0.2)  # time enough for a new dialog, were one opened
        assert app.screen is dialog
        assert "How much do you add?" in screen_text(app)
        await pilot.press("1", "2")  # the second, hasty key must not act for Ben
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert dialog not in app.screen_stack
        assert app.record.actions == [{"kind": "add", "amount": 1}]
