"""A player at the Mea Culpa table driven by a policy: picks an action, then presses its keys.

Used by the screenshots, the UI benchmark and the UI tests. A policy chooses the action from the
engine's legal list (it may read the full state: it stands in for every player at once);
:class:`KeyPlayer` then finds the keys a person would press to take it through the screens:
lift a curtain, read a result, pick the option in a dialog, open the right kind of action in a
turn, type a bid, seal a secret choice. Nothing is applied behind the screens' back.
"""

from __future__ import annotations

from typing import Any

from textual.widget import Widget
from textual.widgets import Input

from meaculpa_tui import engine
from meaculpa_tui.ui.bid import TalerDialog
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
    SealDialog,
    SinceScreen,
)
from shared.ui.dialogs.base import Dialog
from shared.ui.widgets.choices import ChoiceList, choice_key
from tests.meaculpa.ui.demo import Policy

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


def digit_or_arrow(choices: ChoiceList, index: int) -> str:
    """The key that picks option ``index`` of a choice list (its own key, else arrows and
    Enter)."""
    key = choice_key(index + 1)
    if key is not None:
        return key
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
        #: The policy's taler for notches the screens hold (unsealed), with its version.
        self.follow: tuple[int, Any] | None = None

    def _target(self) -> Any:
        app = self.app
        version = app.move_count
        if version != self.version:
            self.version = version
            self.target = self.policy(app.state, app.legal_moves())
        return self.target

    def __call__(self) -> str | None:
        app = self.app
        screen = app.screen
        if isinstance(screen, CurtainScreen | SinceScreen | ResultsDialog):
            return "enter"
        if isinstance(screen, GameOverScreen) or app.awaiting is None or app.record is None:
            return None
        if isinstance(screen, Dialog) and screen.answered:
            return None  # (it shows the last decision until the table shows the next one)
        target = self._target()
        if isinstance(screen, SealDialog):
            return "enter"
        if isinstance(screen, TalerDialog):
            return self._type_taler(screen, self._taler(screen, target))
        if isinstance(screen, ConfirmDialog):
            return "y" if target.kind == "take_back" else "n"
        if isinstance(screen, ChooseDialog):
            return self._pick_in(screen, target)
        if isinstance(screen, PlayerScreen | BoardScreen):
            panels = screen.query(DecisionPanel)
            if not panels or not panels.first().choices:
                return None
            return self._pick_in(panels.first(), target)
        return None

    def _pick_in(self, widget: Widget, target: Any) -> str | None:
        # a dialog is on the stack a frame before its children are composed: wait for them
        lists = widget.query(ChoiceList)
        if not lists:
            return None
        try:
            return self._pick(lists.first(), target)
        except AssertionError:
            # A seat's own screen stays up between its decisions at a table of several
            # processes, so for a frame after a new decision arrives its panel may still list
            # the last one: wait for the screen, as a person would. (A decision the screen
            # never offers leaves the walk without a key, which its bound reports.)
            if isinstance(widget, DecisionPanel):
                return None
            raise

    def _taler(self, dialog: TalerDialog, target: Any) -> int:
        """The taler the policy bids: its target, or (notches held by the screens, not yet
        sent) what it adds once those notches are turned."""
        if dialog.held is None:
            return int(target.taler)
        if self.follow is None or self.follow[0] != self.version:
            state = engine.apply_action(self.app.state, dialog.held)
            self.follow = (self.version, self.policy(state, engine.legal_actions(state)))
        return int(self.follow[1].taler)

    def _type_taler(self, dialog: TalerDialog, taler: int) -> str | None:
        inputs = dialog.query(Input)
        if not inputs:
            return None
        value = inputs.first().value
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
