"""Mea Culpa's working copy of the state an action is applied to (``g`` in the rules).

:class:`Game` is the shared :class:`~shared.engine.working_copy.WorkingCopy` (lists copied on
first write, log entries joined once at the end) with Mea Culpa's own vocabulary: ``g.w`` /
``g.w2`` for a writable list, the step stack, and the take-back window.
"""

from __future__ import annotations

from meaculpa_tui.engine import data
from meaculpa_tui.engine.frames import Frame
from meaculpa_tui.engine.state import State
from shared.engine.working_copy import WorkingCopy


class Game(WorkingCopy[State]):
    """A state being changed by one action, plus the log entries that action writes."""

    __slots__ = ()

    def __init__(self, state: State) -> None:
        super().__init__(state)
        # The stack changes with nearly every action: copied at once.
        d = self.d
        d["stack"] = d["stack"][:]

    #: The field ``name`` as a list this action may change (copied on first use).
    w = WorkingCopy.own
    #: Entry ``index`` of a list of lists (a seat's goods, a den's stones), writable.
    w2 = WorkingCopy.own_item

    def close_take_back(self) -> None:
        """Make the turn so far final: it can no longer be taken back (MC-20, MC-32, MC-47).

        Every rule that ends the take-back window comes through here (the turn ends, another
        player decides, something hidden becomes known, an evaluation, the end of the game), so
        the window has one meaning everywhere: ``checkpoint`` is the state a take-back would
        restore, and ``None`` once the turn is final.
        """
        self.d["checkpoint"] = None

    def push(self, frame: Frame) -> None:
        """Put a step on top of the stack (it runs or is decided next)."""
        self.s.stack.append(frame)


def count_of(count: int, one: str, many: str) -> str:
    """``"1 step"`` / ``"3 steps"``."""
    return f"{count} {one if count == 1 else many}"


def room_name(room: int) -> str:
    """How players call a room or suite."""
    return f"Suite {room}" if room > data.ORDINARY_ROOMS else f"room {room}"


def compartment_name(index: int) -> str:
    return data.COMPARTMENT_NAMES[index]
