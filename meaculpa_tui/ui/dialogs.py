"""The Mea Culpa dialogs: the shared choose and amount dialogs, fed with this game's words.

Every dialog returns an engine action through ``dismiss`` (``None`` on Escape: back to the
screen, where **d** opens it again). Closed options stay visible and say why they are closed.
A secret choice the rules never let a player take back passes its decision's review (the
seal) first; the bid's taler dialog is in ``meaculpa_tui.ui.bid``.
"""

from __future__ import annotations

from meaculpa_tui.engine import data, frames
from meaculpa_tui.engine.state import State, pending_step_as
from meaculpa_tui.ui.choices import Decision
from shared.ui import ChooseDialog, ConfirmDialog


class DecisionDialog(ChooseDialog):
    """A list decision: the title, what it is about, and the options (closed ones explained).

    It stands centred over the board: the side column is too narrow at 100x30 for lists that
    keep every option in its place (a buy lists ten). Not ``beside_table``, so the board's
    PgUp/PgDn wait until the dialog is closed; what the decision is read from (the market for
    a buy, the cathedral sites for a donation) is copied into it beside the prompt instead
    (``Decision.board``), so the dialog never hides it.
    """

    def __init__(self, decision: Decision) -> None:
        super().__init__(
            decision.title,
            decision.choices,
            prompt=decision.prompt,  # type: ignore[arg-type]
            review=decision.review,
            aside=decision.board,
        )
        self.decision = decision
        self.add_class("mc-dialog")

    def update_from(self, fresh: ChooseDialog) -> bool:
        """Show ``fresh``'s decision in this open dialog (see ``ChooseDialog.update_from``)."""
        if not isinstance(fresh, DecisionDialog) or not super().update_from(fresh):
            return False
        self.decision = fresh.decision
        return True


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
    # Enter alone keeps the turn: taking it back undoes every action (and may cost a sin)
    return ConfirmDialog(
        question, title="Take back this turn", yes="Take back", no="Keep it", safe_no=True
    )
