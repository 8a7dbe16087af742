"""Sinners' working copy of the state an action is applied to (``ctx`` in the rules).

:class:`Ctx` is the shared :class:`~shared.engine.working_copy.WorkingCopy` (lists copied on
first write, log entries joined once at the end) with Sinners' own lists of lists named, and a
place for the legal actions of the new state when a rule computed them anyway.
"""

from __future__ import annotations

from shared.engine.working_copy import WorkingCopy, item_owner
from sinners_tui.engine import actions
from sinners_tui.engine.state import State


class Ctx(WorkingCopy[State]):
    """The state being changed, the input state it came from, and the new log entries.

    Rules change lists in place only through ``hand(seat)``, ``church(seat)``, ``pile(i)`` and
    ``own(name)``, which copy a list of the input state the first time it is touched, and a
    seat's stand-in record only through ``stand_ins(seat)``.
    """

    __slots__ = ()

    #: ``hint`` is (phase, legal actions) when the action ended by computing the legal actions
    #: of the new state anyway (phase B, a set's picks): ``apply_action`` primes the cache.
    hint: tuple[str, list[actions.Action]] | None

    hand = item_owner("hands")
    church = item_owner("churches")
    pile = item_owner("piles")

    def stand_ins(self, seat: int) -> dict[int, int]:
        """``seat``'s stand-in record (Deceiver -> sin), which this action may change.

        ``item_owner`` copies lists; the records are dicts, so they are copied here the same
        way: the outer list and the seat's dict each once, if still the input state's.
        """
        d = self.d
        outer = d["stand_ins"]
        shared = self.src["stand_ins"]
        if outer is shared:
            outer = d["stand_ins"] = outer[:]
        inner = outer[seat]
        if inner is shared[seat]:
            inner = outer[seat] = inner.copy()
        return inner
