"""The Mea Culpa dialogs: the shared choose and amount dialogs, fed with this game's words.

Every dialog returns an engine action through ``dismiss`` (``None`` on Escape: back to the
screen, where **d** opens it again). Closed options stay visible and say why they are closed.
A secret choice the rules never let a player take back passes its decision's review (the
seal) first; the bid's taler dialog is in ``meaculpa_tui.ui.bid``.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from meaculpa_tui.engine import data, frames
from meaculpa_tui.engine.state import State, pending_step_as
from meaculpa_tui.ui.band import BelowThePlayers
from meaculpa_tui.ui.choices import Decision
from shared.ui import ChoiceList, ChooseDialog, ConfirmDialog

#: Lists of this many options or more keep each option on one row (``app.tcss``): wrapped,
#: seven options and the prompt pass the rows the band has at 100x30 (``band.LEAST_ROWS``).
ONE_ROW_FROM = 7


class DecisionDialog(BelowThePlayers, ChooseDialog):
    """A list decision: the title, what it is about, and the options (closed ones explained).

    It stands in a band across the foot of the screen, below the Record of Sins and the
    players' table, which stay in sight while any decision is open (see ``app.tcss`` and
    :mod:`meaculpa_tui.ui.band`). To be
    short enough for that band at 100x30 the prompt takes the band's whole width and the
    options stand beside a copy of the board box the decision is read from
    (``Decision.board``: the band covers the market and the cathedral sites); why a closed
    option is closed shows only once one is picked. Not ``beside_table``:
    the board's PgUp/PgDn wait until the dialog is closed.
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
        self.add_class("mc-dialog", "mc-choose")

    def compose_body(self) -> ComposeResult:
        """The prompt, then the options (``#choices``) beside the aside; why a closed option
        is closed stands below the aside, in rows a long list leaves free there (below the
        options where there is no aside). The ids are the ones the shared dialog updates."""
        prompt = Static(self.prompt, id="prompt", classes="dialog-prompt", markup=False)
        prompt.display = bool(self.prompt)
        yield prompt
        reason = Static("", id="reason", classes="dialog-reason", markup=False)
        reason.display = False
        with Horizontal(id="deciding"):
            with Vertical(id="options"):
                one_row = "one-row" if len(self.choices) >= ONE_ROW_FROM else None
                yield ChoiceList(self.choices, id="choices", classes=one_row)
                if self.aside is None:
                    yield reason
            if self.aside is not None:
                with Vertical(id="beside"):
                    yield Static(self.aside, id="aside", markup=False)
                    yield reason

    def on_choice_list_refused(self, event: ChoiceList.Refused) -> None:
        super().on_choice_list_refused(event)
        self.query_one("#reason").display = True

    def update_from(self, fresh: ChooseDialog) -> bool:
        """Show ``fresh``'s decision in this open dialog (see ``ChooseDialog.update_from``)."""
        if not isinstance(fresh, DecisionDialog) or not super().update_from(fresh):
            return False
        self.decision = fresh.decision
        self.query_one("#reason").display = False
        self.call_after_refresh(self.fit_below_players)  # the table beneath may have changed
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
