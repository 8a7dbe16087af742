"""The dialog of every Sinners decision: the builder of its phase.

Most decisions are one list (``choices``); phase B is played from the hand (``hand_play``), and
the long lists of Sinners to take from a church are grouped by church (``targets``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sinners_tui.ui import choices, hand_play, targets
from sinners_tui.ui.choices import Builder
from sinners_tui.ui.dialogs import DecisionDialog

#: The builder of each decision's dialog, by phase.
BUILDERS: dict[str, Builder] = {
    **choices.BUILDERS,
    "play": hand_play.play,
    "penance": targets.penance,
    "lure": targets.lure,
}


def decision_dialog(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog | None:
    """The dialog of the pending decision (``None`` when there is none)."""
    builder = BUILDERS.get(view.phase)
    if builder is None or not legal:
        return None
    return builder(view, seat, legal)
