"""The decision panel on a seat's screen (and on the board for the public guess).

It lists the same options as the decision's dialog, so a player who closed the dialog can still
decide with keys or the mouse. Some options open a dialog instead of acting at once (a kind of
action in a turn, the bid, a take-back); the panel asks the table to open it
(:class:`shared.ui.DialogRequested`), so it opens, closes and acts exactly as the decision's own
dialog does.
"""

from __future__ import annotations

from meaculpa_tui.ui.turn import Opens
from shared.ui import ChoiceList, DecisionPanel, DialogRequested


class MeaDecisionPanel(DecisionPanel):
    """A :class:`DecisionPanel` whose options may open a dialog first."""

    def on_choice_list_picked(self, event: ChoiceList.Picked) -> None:
        """Ask for the option's dialog; other options go on to the base panel's handler."""
        value = event.choice.value
        if not isinstance(value, Opens):
            return  # Textual then runs DecisionPanel's handler, which posts the action
        event.prevent_default()
        event.stop()
        self.post_message(DialogRequested(value.make, self.seat, value.then))
