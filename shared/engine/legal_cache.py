"""The legal actions of the state asked about last, kept so nobody computes them twice.

A player or a bot almost always asks for the legal actions of a state and then applies one of
them to that same state, and ``apply_action`` must check the action against that very list
(the engine's single source of truth). One slot is enough for that: the list is kept for the
most recent state only, recognised by identity. This relies on states never being changed in
place once made, which both engines promise.

The slot is one ``(state, actions)`` pair, replaced as a whole, so a reader in another thread
never sees one state's list paired with another state. Code on a hot path may read ``last``
itself (``held = cache.last; if held[0] is state: ...``) to save the call.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

S = TypeVar("S")
L = TypeVar("L")

#: What the slot holds before any state was asked about: matches no state.
_NOTHING = object()


class LegalCache(Generic[S, L]):
    """A one-slot cache of ``compute(state)``, the legal actions of a state."""

    __slots__ = ("_compute", "last")

    def __init__(self, compute: Callable[[S], L]) -> None:
        self._compute = compute
        #: ``(state, its legal actions)`` for the state asked about (or primed) last.
        self.last: tuple[Any, Any] = (_NOTHING, None)

    def get(self, state: S) -> L:
        """The legal actions of ``state``, computed only if it is not the one kept."""
        held = self.last
        if held[0] is state:
            return held[1]
        actions = self._compute(state)
        self.last = (state, actions)
        return actions

    def prime(self, state: S, actions: L) -> None:
        """Keep ``actions`` as the legal actions of ``state``, computed while making it."""
        self.last = (state, actions)
