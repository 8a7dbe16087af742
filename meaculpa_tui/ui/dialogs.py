"""The Mea Culpa dialogs: the shared choose and amount dialogs, fed with this game's words.

Every dialog returns an engine action through ``dismiss`` (``None`` on Escape: back to the
screen, where **d** opens it again). Closed options stay visible and say why they are closed.
"""

from __future__ import annotations

from typing import Any

from meaculpa_tui.engine import data, frames
from meaculpa_tui.engine.state import State, pending_step_as
from meaculpa_tui.ui.choices import Decision, act
from meaculpa_tui.ui.styling import plural
from shared.ui import AmountDialog, ChooseDialog, ConfirmDialog


class DecisionDialog(ChooseDialog):
    """A list decision: the title, what it is about, and the options (closed ones explained)."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.title, decision.choices, prompt=decision.prompt)  # type: ignore[arg-type]
        self.decision = decision
        self.add_class("mc-dialog")

    def update_from(self, fresh: ChooseDialog) -> bool:
        """Show ``fresh``'s decision in this open dialog (see ``ChooseDialog.update_from``)."""
        if not isinstance(fresh, DecisionDialog) or not super().update_from(fresh):
            return False
        self.decision = fresh.decision
        return True


class TalerDialog(AmountDialog):
    """The second half of a secret bid: how many taler go on top of the post."""

    def __init__(self, view: State, seat: int) -> None:
        money = view.money[seat] or 0
        notches = view.bid_notches[seat]
        shows = plural(int(notches or 0), "notch", "notches")
        prompt = (
            f"Your post shows {shows}. Add taler on top (0 to {money}): the bid is "
            "notches plus taler. Whoever shows most notches keeps the taler; everyone else "
            "pays them to the bank. Up and Down change the amount."
        )
        super().__init__("Your secret bid: taler", 0, money, prompt=prompt, initial=0, unit="taler")
        self.notches = notches
        self.add_class("mc-dialog")

    def dismiss(self, result: Any = None) -> Any:
        """The amount becomes the engine's taler action."""
        action = None if result is None else act("bid_taler", taler=int(result))
        return super().dismiss(action)


def take_back_dialog(view: State, seat: int) -> ConfirmDialog:
    """Asks before a take-back; in the variant it costs a sin (not for the Petty Sinner)."""
    character = pending_step_as(view, frames.Turn).character
    sin = view.sophisticated_penitent and character != data.PETTY_SINNER
    question = "Take back everything you did this turn?"
    if sin:
        question += (
            " In the Sophisticated Penitent variant this is a petty sin: one of your sin "
            "stones goes into the Den of Petty Sins."
        )
    return ConfirmDialog(question, title="Take back this turn", yes="Take back", no="Keep it")
