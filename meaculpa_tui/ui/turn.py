"""A turn in the action phase: pass or end the turn, or open one kind of action in a dialog.

The turn offers up to some thirty actions; listing them all at once would bury the few that
matter, so the panel shows the four kinds (buy, sell, donate, visit) and each opens a dialog
with its actions, closed ones with the engine's reason. A kind that cannot be taken at all is
shown closed with the reason too ("You already chose buying this turn; ...").
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from textual.screen import ModalScreen

from meaculpa_tui.engine import data, frames
from meaculpa_tui.engine.explain import Why, kind_refusal
from meaculpa_tui.engine.state import State, pending_step_as
from meaculpa_tui.ui.choices import (
    MAKER,
    Decision,
    act,
    buy_candidates,
    donation_candidates,
    house_decision,
    option,
    options,
    sell_candidates,
)
from meaculpa_tui.ui.styling import lines, muted
from meaculpa_tui.ui.table import board_box
from shared.ui import Choice


@dataclass(frozen=True)
class Opens:
    """A choice that opens a dialog; ``then`` turns the dialog's result into an action.

    ``leads_to``: the actions that dialog offers, so that a hint recommending one of them marks
    the menu's option that opens it (``shared.ui.widgets.choices.stands_for``).
    """

    make: Callable[[], ModalScreen[Any]]
    then: Callable[[Any], Any] = lambda result: result
    leads_to: tuple[Any, ...] = ()


def category_refusal(view: State, candidates: Sequence[Any]) -> Why:
    """Why no action of a kind is possible, in the engine's words: the note and the sentence
    of each kind of action it holds, said once each ("nothing you can afford, no indulgence
    stone in the market")."""
    notes: list[str] = []
    sentences: list[str] = []
    for kind in dict.fromkeys(action.kind for action in candidates):
        why = kind_refusal(view, kind)
        if why.note not in notes:
            notes.append(why.note)
        if why.sentence not in sentences:
            sentences.append(why.sentence)
    return Why(", ".join(notes[:2]), " ".join(sentences[:3]))


def buy_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    prompt = lines(
        [
            "Buy one good, or two alike for the price of one (a sin of greed), or a letter",
            f"(red or green, {data.LETTER_PRICE} taler; needs an indulgence stone in the market).",
            muted(f"You have {view.money[seat]} taler."),
        ]
    )
    choices = options(view, legal, buy_candidates(), costly=True)
    return Decision("Buy", prompt, choices, board=board_box(view, "market"))


def sell_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    prompt = lines(["Sell one good from behind your screen to the bank."])
    choices = options(view, legal, sell_candidates(), costly=True)
    return Decision("Sell", prompt, choices, board=board_box(view, "market"))


def donate_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    emperor = pending_step_as(view, frames.Turn).character == data.EMPEROR
    rows = [
        "Donate one good or one coin; everyone sees what, nobody sees the compartment,",
        "which you choose next.",
    ]
    if emperor:
        rows.append("As the Emperor you may add a second donation afterwards.")
    if view.evaluations >= 1:
        rows.append("Compartment I has been opened: only compartment II still counts.")
    choices = options(view, legal, donation_candidates(), costly=True)
    return Decision("Donate", lines(rows), choices, board=board_box(view, "sites"))


Maker = Callable[[State, int, Sequence[Any]], Decision]

#: The four kinds of action, each with its candidates and its dialog.
KINDS: tuple[tuple[str, Callable[[State], list[Any]], Maker], ...] = (
    ("Buy\u2026", lambda view: buy_candidates(), buy_decision),
    ("Sell\u2026", lambda view: sell_candidates(), sell_decision),
    ("Donate\u2026", lambda view: donation_candidates(), donate_decision),
    ("Visit the House of Pleasure\u2026", lambda view: [], house_decision),
)


def turn_choices(
    view: State,
    seat: int,
    legal: Sequence[Any],
    dialog: Callable[[Decision], ModalScreen[Any]],
    confirm_take_back: Callable[[], ModalScreen[Any]],
) -> list[Choice]:
    """The turn's menu: pass or end, the four kinds of action, then the take-back.

    The take-back comes last, so that Buy is key 2 before and after a first action alike.
    Passing and ending the turn give the keyboard up for good (the take-back ends with the
    turn): the menu never opens with either highlighted, so a stray Enter cannot end a turn.
    Nor with the take-back, which undoes the turn (and may cost a sin stone): after a second
    action it would be the only open option left, and Enter, Enter would take the turn back.
    """
    turn = pending_step_as(view, frames.Turn)
    choices: list[Choice] = []
    if turn.stage == 0:
        passing = option(view, legal, act("pass"), "Pass (end your turn without acting)")
        choices.append(replace(passing, costly=True))
    else:
        choices.append(replace(option(view, legal, act("end_turn")), costly=True))
    second = " (second action: +1 notch)" if turn.stage > 0 else ""
    pope = turn.character == data.POPE
    for label, candidates_of, maker in KINDS:
        if maker is house_decision:
            candidates = [
                act("set_pope_die" if pope else "visit", room=room) for room in data.ROOMS
            ]
            if pope:
                label = "Visit the House of Pleasure incognito (Pope die)\u2026"
        else:
            candidates = candidates_of(view)
        if any(action in legal for action in candidates):
            opens = Opens(
                functools.partial(_open, dialog, maker, view, seat, legal),
                leads_to=tuple(candidates),
            )
            choices.append(Choice(label + second, opens))
        else:
            why = category_refusal(view, candidates)
            choices.append(Choice(label, None, reason=why.sentence, closed_as=why.note))
    take_back = act("take_back")
    if turn.stage > 0:
        if take_back in legal:
            choices.append(
                Choice(
                    "Take back this turn\u2026",
                    Opens(confirm_take_back, lambda yes: take_back if yes else None),
                    costly=True,
                )
            )
        else:
            choices.append(MAKER.closed(view, "Take back this turn", take_back, take_back))
    return choices


def _open(
    dialog: Callable[[Decision], ModalScreen[Any]],
    maker: Maker,
    view: State,
    seat: int,
    legal: Sequence[Any],
) -> ModalScreen[Any]:
    """The dialog of one kind of action, built when the player opens it."""
    return dialog(maker(view, seat, legal))
