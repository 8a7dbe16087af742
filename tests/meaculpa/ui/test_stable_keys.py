"""An option keeps its key from turn to turn: the same kind of decision lists the same options
in the same order, a closed one dimmed in its place; and no list opens on a costly option."""

from __future__ import annotations

from typing import Any

import pytest

from meaculpa_tui.ui.choices import act, buy_candidates, decision_for
from meaculpa_tui.ui.dialogs import take_back_dialog
from meaculpa_tui.ui.turn import buy_decision, donate_decision, sell_decision, turn_choices
from shared.ui import ChooseDialog, CurtainScreen, PlayerScreen
from shared.ui.widgets.choices import Choice, ChoiceList, choice_key, safe_default
from tests.meaculpa.ui.moments import DialogHost, deciding_view, moment
from tests.meaculpa.ui.support import SIZE, mea_app, start
from tests.ui_support import past_summary, run_app, screen_text, wait_until


def keyed(choices: list[Choice]) -> dict[str | None, Any]:
    """Each option's action by its key (what a player learns to press)."""
    return {choice_key(n): choice.value for n, choice in enumerate(choices, start=1)}


def open_ones(choices: list[Choice]) -> list[bool]:
    return [choice.reason is None for choice in choices]


@pytest.mark.parametrize("maker", [buy_decision, sell_decision, donate_decision])
def test_a_kind_of_action_gives_each_option_the_same_key_at_two_moments(maker):
    first, second = (maker(*deciding_view(name)) for name in ("turn", "pope-turn"))
    assert open_ones(first.choices) != open_ones(second.choices)  # other options are open...
    assert keyed(first.choices) == keyed(second.choices)  # ...yet each has its key


def test_the_buy_dialog_lists_the_goods_in_their_order_and_every_option_has_a_key():
    choices = buy_decision(*deciding_view("turn")).choices
    assert [choice.value for choice in choices] == buy_candidates()
    assert choices[7].label.startswith("Greedily buy 2 jewels")
    assert choices[9].label.startswith("Buy a green letter")
    assert choice_key(10) == "a"
    assert all(choice.costly for choice in choices)  # paying taler: none is the default
    assert safe_default(choices) is None


@pytest.mark.parametrize("name", ["pope-stone", "left-over-pope", "dual-duties", "merchant"])
def test_list_decisions_keep_closed_options_in_place(name):
    view, seat, legal = deciding_view(name)
    decision = decision_for(view, seat, legal)
    assert decision is not None
    assert all(choice.value in legal for choice in decision.choices if choice.reason is None)
    assert {repr(a) for a in legal} <= {repr(choice.value) for choice in decision.choices}


def test_buy_has_the_same_key_before_and_after_a_first_action():
    def keys_of(name: str) -> dict[str, str | None]:
        view, seat, legal = deciding_view(name)
        choices = turn_choices(view, seat, legal, ChooseDialog, lambda: ChooseDialog("", []))
        return {c.label.split("\u2026")[0]: choice_key(n) for n, c in enumerate(choices, 1)}

    before, after = keys_of("turn"), keys_of("second-action")
    for kind in ("Buy", "Sell", "Donate", "Visit the House of Pleasure"):
        assert before[kind] == after[kind], kind
    assert after["Take back this turn"] == choice_key(len(after))  # the take-back comes last


async def test_the_tenth_option_of_the_buy_dialog_is_bought_by_its_letter_key():
    record, _state = moment("turn")
    app = mea_app(start(record))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: app.awaiting is not None)
        panel = app.screen.query_one(ChoiceList)
        assert isinstance(app.screen, PlayerScreen)
        assert panel.choices[0].label.startswith("Pass") and panel.choices[0].costly
        assert panel.highlighted == 1  # passing gives up the turn: Buy... is the default
        await pilot.press("2")  # Buy...
        await wait_until(pilot, lambda: isinstance(app.screen, ChooseDialog))
        dialog_list = app.screen.query_one(ChoiceList)
        assert dialog_list.highlighted is None  # buying costs taler: Enter buys nothing
        assert "a. Buy a green letter" in screen_text(app)
        done = len(app.record.actions)
        await pilot.press("enter")
        await pilot.pause()
        assert len(app.record.actions) == done
        await pilot.press("a")
        await wait_until(pilot, lambda: len(app.record.actions) > done, what="the purchase")
        assert app.record.actions[done] == act("buy_letter", colour="green").model_dump()


def test_no_list_that_gives_something_up_for_good_opens_with_a_choice_highlighted():
    """Found in play: Enter, Enter, Enter from the turn's board sold a loaf and ended the
    turn; a stray Enter in "Choose a character" took the Pope. Ending the turn, selling, and
    taking a character, a starting bonus or a letter cannot be taken back once the keyboard
    passes: Enter alone never makes them (each has its key, or the arrows and Enter)."""
    view, seat, legal = deciding_view("second-action")
    menu = turn_choices(view, seat, legal, ChooseDialog, lambda: ChooseDialog("", []))
    assert menu[0].label.startswith("End your turn") and menu[0].costly
    default = safe_default(menu)
    assert default is not None and "\u2026" in menu[default].label  # opens a dialog: harmless
    for name, maker in [
        ("turn", sell_decision),
        ("characters", decision_for),
        ("bonus", decision_for),
        ("letter-pick", decision_for),
    ]:
        decision = maker(*deciding_view(name))
        assert decision is not None
        assert safe_default(decision.choices) is None, name


def test_the_second_donation_keeps_the_keys_of_the_first():
    """Found in play: the Emperor's second donation listed "Make no second donation" first,
    so every coin moved one key down from the first donation's dialog (7 gave a 2-taler coin
    instead of a 5-taler one). The donations keep their keys; not donating comes after them."""
    first = donate_decision(*deciding_view("turn")).choices
    second = decision_for(*deciding_view("second-donation"))
    assert second is not None
    labels = [choice.label for choice in second.choices]
    assert labels[: len(first)] == [choice.label for choice in first]
    assert labels[len(first)].startswith("Make no second donation")


def test_the_turn_menu_after_a_second_action_opens_with_nothing_highlighted():
    """Found in play: after a second action the only open option that opened a dialog was
    "Take back this turn...", so the menu opened on it and Enter, Enter took the whole turn
    back (in the Sophisticated Penitent variant at the price of a sin stone)."""
    view, seat, legal = deciding_view("after-second-action")
    menu = turn_choices(view, seat, legal, ChooseDialog, lambda: ChooseDialog("", []))
    assert menu[-1].label.startswith("Take back this turn") and menu[-1].reason is None
    assert safe_default(menu) is None


async def test_the_take_back_confirmation_opens_on_keeping_the_turn():
    """Enter alone in "Take back this turn" keeps the turn: the question opens on "Keep it"."""
    view, seat, _ = deciding_view("after-second-action")
    host = DialogHost()
    answers: list[bool | None] = []
    async with run_app(host, SIZE) as pilot:
        await host.push_screen(take_back_dialog(view, seat), answers.append)
        await pilot.pause()
        await pilot.press("enter")
        await wait_until(pilot, lambda: answers != [])
    assert answers == [False]


def test_the_compartment_after_the_first_evaluation_opens_with_nothing_highlighted():
    """Found in play: once compartment I had been evaluated, "Which compartment?" still opened
    on it, so Enter, Enter hid a donation where it never counts again."""
    view, seat, legal = deciding_view("late-compartment")
    assert view.evaluations >= 1
    decision = decision_for(view, seat, legal)
    assert decision is not None and decision.title == "Which compartment?"
    assert safe_default(decision.choices) is None


def test_the_bids_notches_open_with_nothing_highlighted():
    """Found in play: the notch list opened on the post's current notch (1), so an Enter meant
    for the page before it set the post for the whole round (the taler step opened for
    "1 notch"). The notches stay all round: Enter alone never picks them."""
    decision = decision_for(*deciding_view("notches"))
    assert decision is not None and decision.title == "Your secret bid: notches"
    assert safe_default(decision.choices) is None


def test_the_guess_of_the_popes_room_opens_with_nothing_highlighted():
    """Found in play: "Where is the Pope?" opens at the board the moment the Pope seals the
    die, with a room highlighted, so the Pope's second Enter guessed for the other player
    ("the guess was room 1"). The guess is another person's: Enter alone never makes it."""
    decision = decision_for(*deciding_view("guess"))
    assert decision is not None and decision.title == "Where is the Pope?"
    assert safe_default(decision.choices) is None


def test_a_hint_for_an_action_behind_the_turn_menu_marks_the_option_that_opens_it():
    """Found in play: the hint "Buy a loaf of bread" marked nothing in the turn's menu, whose
    "Buy…" opens the dialog that offers it: that option stands for every action it leads to."""
    from shared.ui.widgets.choices import stands_for

    view, seat, legal = deciding_view("turn")
    menu = turn_choices(view, seat, legal, ChooseDialog, lambda: ChooseDialog("", []))
    buy = next(action for action in legal if action.kind.startswith("buy"))
    marked = [choice.label for choice in menu if stands_for(choice.value, buy)]
    assert len(marked) == 1 and marked[0].startswith("Buy")


def test_a_hint_for_a_taler_bid_marks_the_option_that_opens_the_taler_dialog():
    """The panel after Escape from the taler dialog: its one option leads to every taler bid,
    so the hint marks it instead of saying the bid is in no list."""
    from meaculpa_tui.spec import game_spec
    from meaculpa_tui.ui.app import MeaCulpaApp
    from shared.ui.widgets.choices import hinted_index

    view, seat, legal = deciding_view("taler")
    app = MeaCulpaApp(game_spec())
    panel = app.make_decision_panel(view, seat, legal)
    taler = next(action for action in legal if action.kind == "bid_taler")
    assert hinted_index(panel.choices, taler) == 0  # type: ignore[attr-defined]
