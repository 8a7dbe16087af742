"""Taking back plays of phase B (SN-34): what a take-back restores, and what makes plays final.

Each state carries in ``checkpoint`` the state before its last play of phase B, and that state
carries the play before it, back to the first play that may still be taken back. A take-back
simply returns to the earlier state, so it undoes exactly one play (or cancels the one being
made: a set being picked, a Sacrament waiting for its target). States are never changed once
made, so the chain costs one reference per play and no copying.

The chain is dropped (``checkpoint`` becomes ``None``) the moment the plays so far must stand:
something hidden comes to light, another player decides, or the turn ends. ``apply_action``
asks :func:`before_action` and :func:`after_action` around every other action, so no rule
needs to remember the window itself.
"""

from __future__ import annotations

from typing import Any

from shared.engine.log import LogEntry
from sinners_tui.engine.legal import current_player
from sinners_tui.engine.state import State, thaw


def before_action(state: State, values: dict[str, Any], kind: str) -> None:
    """Remember the state a play starts from; close when another player decides or the turn
    ends.

    ``values`` are the fields of the state the action is making (a copy of ``state``'s).
    """
    if state.phase == "play":
        values["checkpoint"] = state
    elif values["checkpoint"] is not None and (
        kind == "discard" or current_player(state) != state.turn
    ):
        values["checkpoint"] = None


def after_action(state: State, values: dict[str, Any], kind: str) -> None:
    """Close the window when the action just applied brought something hidden to light.

    Only the Sacraments of phase B can: Holy Orders shows the top of the Draw Deck (or hands
    over its last card), Baptism draws a card from Limbo, Anointing looks at a hand. A player
    who could take such a play back would have seen the card for free.

    Anointing's look is the choice of whose hand to look at (``kind == "anoint"``), whatever
    follows it in the same action: a look that allows no swap ends the Anointing at once and
    leaves no trace in the fields, so the action itself, not what it leaves, closes the window.
    """
    if values["checkpoint"] is None:
        return
    if (
        len(values["deck"]) < len(state.deck)
        or (values["viewed"] and not state.viewed)
        or len(values["limbo"]) < len(state.limbo)
        or kind == "anoint"
    ):
        values["checkpoint"] = None


def taken_back(state: State) -> State:
    """The state before the last play, with the log of everything so far and one line more.

    The log keeps the lines of the play taken back: everybody saw it being made, and the log
    is the table's memory of what happened.
    """
    earlier = state.checkpoint
    assert earlier is not None, "legal_actions offers a take-back only with a checkpoint"
    restored = thaw(earlier)
    restored.log = [*state.log, LogEntry(text=_log_line(state, earlier))]
    return restored


def _log_line(state: State, earlier: State) -> str:
    name = state.players[state.turn]
    if state.phase == "build":
        return f"{name} cancels the new set."
    if state.phase == "discard" and len(state.log) == len(earlier.log):
        return f"{name} goes back to phase B."
    return f"{name} takes back the last play."
