"""A choice that is not allowed says why, in the engine's words, and changes nothing."""

from __future__ import annotations

from meaculpa_tui import engine
from meaculpa_tui.ui.bid import TalerDialog
from meaculpa_tui.ui.choices import act, refusal
from shared.ui import ChooseDialog, CurtainScreen, PlayerScreen, SealDialog
from shared.ui.widgets.choices import ChoiceList, choice_key
from tests.meaculpa.ui.moments import moment
from tests.meaculpa.ui.support import SIZE, mea_app, start
from tests.ui_support import past_summary, run_app, screen_text, wait_until


async def lifted(app, pilot) -> None:
    await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
    await pilot.press("enter")
    await past_summary(pilot)
    await wait_until(pilot, lambda: app.awaiting is not None)


def toast_text(app) -> str:
    """The words shown inside the toasts, read off the screen within each toast's box.

    A long reason wraps inside its toast, and the rows of the whole screen put the board's own
    text between the toast's lines, so the reason is only found whole within the box.
    """
    lines = screen_text(app).splitlines()
    assert len(lines) == app.size.height  # one text line per screen row
    parts = []
    for toast in app.screen.query("Toast"):  # Textual's notification widget
        box = toast.content_region
        parts += [line[box.x : box.right] for line in lines[box.y : box.bottom]]
    return " ".join(" ".join(parts).split())


async def test_a_closed_option_in_a_dialog_shows_the_engines_reason():
    record, _state = moment("turn")
    app = mea_app(start(record))
    async with run_app(app, SIZE) as pilot:
        await lifted(app, pilot)
        panel_choices = app.screen.query_one(ChoiceList).choices
        buy = next(i for i, c in enumerate(panel_choices) if c.label.startswith("Buy"))
        await pilot.press(str(buy + 1))
        await wait_until(pilot, lambda: isinstance(app.screen, ChooseDialog))
        choices = app.screen.query_one(ChoiceList).choices
        closed = next(i for i, c in enumerate(choices) if c.reason is not None)
        reason = choices[closed].reason
        view = engine.view_for(app.state, app.awaiting)
        assert reason == refusal(view, choices[closed].value)  # the engine's own message
        key = choice_key(closed + 1)
        assert key is not None
        await pilot.press(key)  # the closed option's own key
        await pilot.pause()
        assert reason in " ".join(screen_text(app).split())
        assert isinstance(app.screen, ChooseDialog) and app.record == record
        assert "Not allowed" not in screen_text(app)  # opening the dialog was no refusal


async def test_an_illegal_action_is_refused_with_the_reason_and_nothing_is_saved():
    record, _state = moment("turn")
    app = mea_app(start(record))
    async with run_app(app, SIZE) as pilot:
        await lifted(app, pilot)
        jewels = act("buy_greedy", good="jewel")
        assert jewels not in engine.legal_actions(app.state)
        assert not app.apply(jewels, seat=app.awaiting)
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Not allowed" in text
        try:
            engine.apply_action(app.state, jewels)
        except engine.IllegalActionError as error:
            assert str(error) in toast_text(app)
        assert app.record == record and isinstance(app.screen, PlayerScreen)


async def test_a_bid_above_ones_money_is_refused_in_the_dialog():
    record, state = moment("taler")
    app = mea_app(start(record))
    seat = engine.current_player(state)
    async with run_app(app, SIZE) as pilot:
        await lifted(app, pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, TalerDialog))
        too_much = state.money[seat] + 1
        for key in ("backspace", *str(too_much), "enter"):
            await pilot.press(key)
        await pilot.pause()
        assert f"the most is {state.money[seat]} taler" in screen_text(app)
        assert isinstance(app.screen, TalerDialog) and app.record == record
        for key in ("backspace",) * len(str(too_much)) + ("0", "enter"):
            await pilot.press(key)
        await wait_until(pilot, lambda: isinstance(app.screen, SealDialog))
        assert app.record == record  # nothing is sent before the seal
        await pilot.press("enter")
        await wait_until(pilot, lambda: len(app.record.actions) == len(record.actions) + 1)
        assert app.record.actions[-1] == {"kind": "bid_taler", "taler": 0}
