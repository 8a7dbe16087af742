"""The decision panel on a seat's screen (and on the board for the public guess).

It lists the same options as the decision's dialog, so a player who closed the dialog can still
decide with keys or the mouse. Some options open a dialog instead of acting at once (a kind of
action in a turn, the bid, a take-back); their result comes back to the app as
:class:`shared.ui.ActionChosen`.
"""

from __future__ import annotations

from typing import Any

from meaculpa_tui.ui.turn import Opens
from shared.ui import ActionChosen, ChoiceList, DecisionPanel


class MeaDecisionPanel(DecisionPanel):
    """A :class:`DecisionPanel` whose options may open a dialog first."""

    def on_choice_list_picked(self, event: ChoiceList.Picked) -> None:
        """Open the option's dialog; other options go on to the base panel's handler."""
        value = event.choice.value
        if not isinstance(value, Opens):
            return  # Textual then runs DecisionPanel's handler, which posts the action
        event.prevent_default()
        event.stop()
        seat = self.seat
        app = self.app

        def chosen(result: Any) -> None:
            action = None if result is None else value.then(result)
            if action is not None:
                app.post_message(ActionChosen(action, seat))

        app.push_screen(value.make(), chosen)
