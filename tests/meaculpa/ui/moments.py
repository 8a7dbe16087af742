"""Moments of scripted games where a given decision is pending, for snapshots and dialog tests.

Random seeded games (the engine alone) are searched for the first state that matches; the
search is cheap and keeps the tests independent of exact seeds.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from textual.app import App, ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from meaculpa_tui import engine
from meaculpa_tui.engine import data, frames, topics
from meaculpa_tui.engine.state import State, pending_step_as
from meaculpa_tui.ui.app import MeaCulpaApp, piece_variables
from meaculpa_tui.ui.bid import TalerDialog
from meaculpa_tui.ui.choices import decision_for, house_decision
from meaculpa_tui.ui.dialogs import DecisionDialog, take_back_dialog
from meaculpa_tui.ui.private import Purse
from meaculpa_tui.ui.results import FinalScreen, result_dialog
from meaculpa_tui.ui.status import decision_words
from meaculpa_tui.ui.table import Board
from meaculpa_tui.ui.turn import buy_decision, donate_decision, sell_decision
from shared.engine.record import GameRecord
from shared.ui import BoardScreen, PlayerScreen
from shared.ui.screens.table import TableContent
from shared.ui.theme import seat_css, seat_variables
from tests.meaculpa.ui.demo import new_record, random_policy

Predicate = Callable[[State], bool]
#: Seeds searched before a moment is declared unreachable.
SEARCHED_SEEDS = 60


def pending(kind: str, extra: Predicate = lambda s: True) -> Predicate:
    return lambda s: engine.pending_decision(s) == kind and extra(s)


def turn(
    *,
    pope: bool | None = None,
    stage: int = 0,
    goods: bool = False,
    second_round: bool = False,
) -> Predicate:
    """A turn of the Pope (or of someone else), at a stage, with goods behind the screen."""

    def check(s: State) -> bool:
        if engine.pending_decision(s) != frames.TURN:
            return False
        turn = pending_step_as(s, frames.Turn)
        seat, character, at_stage = turn.seat, turn.character, turn.stage
        if at_stage != stage or (second_round and s.round < 2):
            return False
        if pope is not None and (character == data.POPE) != pope:
            return False
        return not goods or any(s.goods[int(seat)] or ())

    return check


MOMENTS: dict[str, tuple[int, Predicate]] = {
    "bonus": (3, pending(frames.BONUS)),
    "compartment": (3, pending(frames.PLACE)),
    "notches": (3, pending(frames.BID, lambda s: s.round >= 2 and s.bid_notches[0] is None)),
    "taler": (
        3,
        pending(
            frames.BID, lambda s: s.bid_notches[pending_step_as(s, frames.Bid).seat] is not None
        ),
    ),
    "characters": (3, pending(frames.PICK, lambda s: s.round >= 2)),
    "pope-stone": (3, pending(frames.POPE_PRELIM)),
    "emperor-crew": (3, pending(frames.EMPEROR_PRELIM)),
    "dual-duties": (3, pending(frames.DUAL_PRELIM)),
    "sinner-visit": (3, pending(frames.SINNER_VISIT)),
    "den-choice": (3, pending(frames.DEN_CHOICE)),
    "second-donation": (3, pending(frames.DONATE_MORE)),
    "merchant": (3, pending(frames.MERCHANT)),
    "guess": (3, pending(frames.GUESS)),
    "suite-5": (3, pending(frames.SUITE5)),
    "card-new-crew": (3, pending(frames.CARD_PLACE_CREW)),
    "card-move-crew": (3, pending(frames.CARD_MOVE_CREW)),
    "card-pope-stone": (3, pending(frames.CARD_POPE)),
    "card-take-good": (3, pending(frames.CARD_TAKE)),
    "gift": (3, pending(frames.GIFT)),
    "letter-pick": (3, pending(frames.LETTER_PICK)),
    "turn": (3, turn(pope=False, goods=True, second_round=True)),
    "pope-turn": (3, turn(pope=True, second_round=True)),
    "second-action": (3, turn(pope=False, stage=1, second_round=True)),
    "after-second-action": (3, turn(pope=False, stage=2, second_round=True)),
    "late-compartment": (3, pending(frames.PLACE, lambda s: s.evaluations >= 1)),
    "left-over-pope": (3, pending(frames.POPE_PRELIM, lambda s: s.characters[data.POPE] is None)),
    "left-over-emperor": (
        3,
        pending(frames.EMPEROR_PRELIM, lambda s: s.characters[data.EMPEROR] is None),
    ),
}


@cache
def moment(name: str) -> tuple[GameRecord, State]:
    """The record and full state of the first scripted moment called ``name``."""
    players, wanted = MOMENTS[name]
    for seed in range(SEARCHED_SEEDS):
        record = new_record(players, seed)
        state = record.initial_state(engine)
        policy = random_policy(seed)
        while not engine.is_over(state):
            if wanted(state):
                return record, state
            action = policy(state, engine.legal_actions(state))
            state = engine.apply_action(state, action)
            record = record.with_action(action)
    raise AssertionError(f"no scripted game reaches {name}")


def deciding_view(name: str) -> tuple[State, int, list[Any]]:
    """The deciding seat's view, the seat and the legal actions at moment ``name``."""
    _, state = moment(name)
    seat = engine.current_player(state)
    assert seat is not None
    return engine.view_for(state, seat), seat, engine.legal_actions(state)


class DialogHost(App[Any]):
    """An empty screen with the game's stylesheet and colours, to show one dialog on."""

    CSS_PATH = MeaCulpaApp.TABLE_CSS_PATH
    DEFAULT_CSS = seat_css()

    def get_theme_variable_defaults(self) -> dict[str, str]:
        dark = self.current_theme.dark
        return {
            **super().get_theme_variable_defaults(),
            **seat_variables(dark),
            **piece_variables(dark),
        }

    def compose(self) -> ComposeResult:
        yield Static("")


def game_with(happened: Predicate, players: int = 3) -> State:
    """The first random scripted game state after which ``happened`` holds (for results)."""
    for seed in range(SEARCHED_SEEDS):
        state = engine.new_game(list(new_record(players, seed).players), seed)
        policy = random_policy(seed)
        while not engine.is_over(state):
            state = engine.apply_action(state, policy(state, engine.legal_actions(state)))
            if happened(state):
                return state
    raise AssertionError("no scripted game gets there")


def has_result(topic: str) -> Predicate:
    """Whether the last log entry is a result of ``topic`` (one of ``engine.topics``)."""
    return lambda s: bool(s.log) and s.log[-1].kind == "result" and s.log[-1].topic == topic


#: Dialogs opened from a turn's menu: the moment, and the decision it shows.
TURN_DIALOGS = {
    "buy": ("turn", buy_decision),
    "sell": ("turn", sell_decision),
    "donate": ("turn", donate_decision),
    "house": ("turn", house_decision),
    "pope-die": ("pope-turn", house_decision),
}


#: Dialogs shown at a moment of another name: the moment each opens at.
DIALOG_MOMENTS = {
    **{name: moment for name, (moment, _) in TURN_DIALOGS.items()},
    "taler-held": "notches",
    "seal-bid": "notches",
    "seal-compartment": "compartment",
    "take-back": "second-action",
}


def table_under(name: str) -> Screen[Any]:
    """The table screen the dialog ``name`` opens over, built from the views as the app builds
    it: the deciding seat's own screen (board, status and purse), or the public board for the
    guess, which is made at the board."""
    view, seat, _ = deciding_view(DIALOG_MOMENTS.get(name, name))
    if name == "guess":
        public = engine.public_view(moment(name)[1])
        return BoardScreen(TableContent(Board(public), decision_words(public, seat)))
    content = TableContent(
        Board(view), decision_words(view, seat), log=list(view.log), panel=Purse(view, seat)
    )
    return PlayerScreen(seat, view.players[seat], content)


def dialog_at(name: str) -> Screen[Any]:
    """The dialog of moment ``name``: a list, a turn's kind, the taler, a seal, take-back."""
    if name in TURN_DIALOGS:
        moment, make = TURN_DIALOGS[name]
        view, seat, legal = deciding_view(moment)
        return DecisionDialog(make(view, seat, legal))
    if name == "taler":
        view, seat, _ = deciding_view("taler")
        return TalerDialog(view, seat)
    if name in ("taler-held", "seal-bid"):
        view, seat, legal = deciding_view("notches")
        taler = TalerDialog(view, seat, legal[2])  # 3 notches held by the screens
        return taler if name == "taler-held" else taler.seal(7)
    if name == "seal-compartment":
        view, seat, legal = deciding_view("compartment")
        decision = decision_for(view, seat, legal)
        assert decision is not None and decision.review is not None
        return decision.review(legal[1])
    if name == "take-back":
        view, seat, _ = deciding_view("second-action")
        return take_back_dialog(view, seat)
    view, seat, legal = deciding_view(name)
    decision = decision_for(view, seat, legal)
    assert decision is not None, name
    return DecisionDialog(decision)


def result_at(name: str) -> Screen[Any]:
    """A result dialog (``reveal``, ``evaluation``, ``punishment``) or the final screen."""
    if name == "final":
        state = game_with(engine.is_over)
        return FinalScreen(engine.public_view(state), engine.winners(state))
    topic = {
        "reveal": topics.BIDS,
        "evaluation": topics.EVALUATION,
        "punishment": topics.PUNISHMENT,
    }
    state = game_with(has_result(topic[name]))
    entry = state.log[-1]
    return result_dialog(entry, state.players)  # type: ignore[return-value]
