"""A player at the Mea Culpa table for tests: picks an action, then presses the keys to take it.

A policy chooses the action from the engine's legal list (the test may read the full state);
:class:`KeyPlayer` then finds the keys a person would press to take it through the screens:
lift a curtain, read a result, pick the option in a dialog, open the right kind of action in a
turn, type a bid. Nothing is applied behind the screens' back.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from textual.widgets import Input

from meaculpa_tui import engine
from meaculpa_tui.engine import data
from meaculpa_tui.engine.state import State
from meaculpa_tui.ui.dialogs import TalerDialog
from meaculpa_tui.ui.turn import Opens
from shared.ui import (
    BoardScreen,
    ChooseDialog,
    ConfirmDialog,
    CurtainScreen,
    DecisionPanel,
    GameOverScreen,
    HotSeatApp,
    PlayerScreen,
    ResultsDialog,
)
from shared.ui.widgets.choices import DIGIT_KEYS, ChoiceList

Policy = Callable[[State, Sequence[Any]], Any]

#: Cards that bring the cathedrals (and so the end of the game) nearer.
BUILDING_CARDS = (data.CARD_NEW_CREW, data.CARD_MOVE_CREW)
#: Which kind of action opens which entry of the turn menu.
MENU_WORDS = {
    "buy_good": "Buy",
    "buy_greedy": "Buy",
    "buy_letter": "Buy",
    "sell": "Sell",
    "donate_good": "Donate",
    "donate_coin": "Donate",
    "visit": "Visit",
    "set_pope_die": "Visit",
    "take_back": "Take back",
}


def progress(state: State, site: int) -> tuple[int, int]:
    """How far a site is built (nave first, then crews); finished sites last."""
    if state.spires[site]:
        return (-1, -1)
    return (int(state.naves[site]), state.site_crews[site])


def quick_policy(seed: int = 0) -> Policy:
    """Plays towards a short game: build one cathedral at a time, empty the market fast,
    donate now and then (so evaluations hand out letters), bid low."""
    rng = random.Random(seed)

    def choose(state: State, legal: Sequence[Any]) -> Any:
        kinds = {action.kind for action in legal}
        kind = engine.pending_decision(state)
        if kind == "bid":
            if "bid_notches" in kinds:
                return rng.choice(legal[:2])
            return legal[min(len(legal) - 1, rng.choice((0, 0, 1, 2)))]
        if kind == "place":
            return legal[min(state.evaluations, 1)]
        if "place_crew" in kinds:
            crews = [a for a in legal if a.kind == "place_crew"]
            return max(crews, key=lambda a: progress(state, a.site - 1))
        if kind == "card_move_crew":
            return max(
                legal,
                key=lambda a: (
                    progress(state, a.target - 1),
                    [-x for x in progress(state, a.source - 1)],
                ),
            )
        if kind == "turn":
            return turn_choice(state, legal, rng)
        return rng.choice(list(legal))

    return choose


def turn_choice(state: State, legal: Sequence[Any], rng: random.Random) -> Any:
    for action in legal:
        visiting = action.kind in ("visit", "set_pope_die") and action.room <= data.ORDINARY_ROOMS
        if visiting and state.rooms[action.room - 1] in BUILDING_CARDS:
            return action
    donations = [a for a in legal if a.kind in ("donate_good", "donate_coin")]
    if donations and rng.random() < 0.4:
        return rng.choice(donations)
    for wanted in ("buy_greedy", "buy_good"):
        buys = [a for a in legal if a.kind == wanted]
        if buys:
            return rng.choice(buys)
    for wanted in ("end_turn", "pass"):
        for action in legal:
            if action.kind == wanted:
                return action
    return rng.choice(list(legal))


def random_policy(seed: int = 0) -> Policy:
    """Any legal action, seeded."""
    rng = random.Random(seed)
    return lambda state, legal: rng.choice(list(legal))


def digit_or_arrow(choices: ChoiceList, index: int) -> str:
    """The key that picks option ``index`` of a choice list (digits, else arrows and Enter)."""
    if index < DIGIT_KEYS:
        return str(index + 1)
    highlighted = choices.highlighted or 0
    if highlighted < index:
        return "down"
    if highlighted > index:
        return "up"
    return "enter"


class KeyPlayer:
    """Says which key to press now so that the policy's action is taken through the UI."""

    def __init__(self, app: HotSeatApp, policy: Policy) -> None:
        self.app = app
        self.policy = policy
        self.version = -1
        self.target: Any = None

    def _target(self) -> Any:
        app = self.app
        version = len(app.record.actions)
        if version != self.version:
            self.version = version
            self.target = self.policy(app.state, engine.legal_actions(app.state))
        return self.target

    def __call__(self) -> str | None:
        app = self.app
        screen = app.screen
        if isinstance(screen, CurtainScreen | ResultsDialog):
            return "enter"
        if isinstance(screen, GameOverScreen) or app.awaiting is None or app.record is None:
            return None
        target = self._target()
        if isinstance(screen, TalerDialog):
            return self._type_taler(screen, target.taler)
        if isinstance(screen, ConfirmDialog):
            return "y" if target.kind == "take_back" else "n"
        if isinstance(screen, ChooseDialog):
            return self._pick(screen.query_one(ChoiceList), target)
        if isinstance(screen, PlayerScreen | BoardScreen):
            panels = screen.query(DecisionPanel)
            if not panels or not panels.first().choices:
                return None
            return self._pick(panels.first().query_one(ChoiceList), target)
        return None

    def _type_taler(self, dialog: TalerDialog, taler: int) -> str:
        value = dialog.query_one(Input).value
        wanted = str(taler)
        if value == wanted:
            return "enter"
        if not wanted.startswith(value) or (value == "0" and wanted != "0"):
            return "backspace"
        return wanted[len(value)]

    def _pick(self, choices: ChoiceList, target: Any) -> str:
        for index, choice in enumerate(choices.choices):
            if choice.reason is None and choice.value == target:
                return digit_or_arrow(choices, index)
        word = MENU_WORDS.get(target.kind)
        if word is None and target.kind == "bid_taler":
            word = "Add taler"
        for index, choice in enumerate(choices.choices):
            if isinstance(choice.value, Opens) and word and choice.label.startswith(word):
                return digit_or_arrow(choices, index)
        raise AssertionError(f"no option takes {target!r}: {[c.label for c in choices.choices]}")
