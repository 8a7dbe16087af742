"""``LegalCache``: one slot, recognised by identity, primed by the engine that made a state."""

from __future__ import annotations

from shared.engine.legal_cache import LegalCache


class Board:
    """A stand-in state: equal boards are still different states to the cache."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board)

    __hash__ = object.__hash__


def test_computes_once_per_state_and_keeps_only_the_last():
    calls: list[Board] = []

    def compute(state: Board) -> tuple[int, ...]:
        calls.append(state)
        return (len(calls),)

    cache: LegalCache[Board, tuple[int, ...]] = LegalCache(compute)
    first, second = Board(), Board()
    assert cache.get(first) == (1,)
    assert cache.get(first) == (1,)
    assert cache.get(second) == (2,), "an equal but different state is asked anew"
    assert cache.get(first) == (3,), "only the last state is kept"
    assert calls == [first, second, first]
    assert cache.last[0] is first and cache.last[1] == (3,)


def test_a_primed_state_is_not_computed():
    cache: LegalCache[Board, list[str]] = LegalCache(lambda state: ["computed"])
    assert cache.last[0] is not None, "an empty cache matches no state, not even None"
    board = Board()
    cache.prime(board, ["primed"])
    assert cache.get(board) == ["primed"]
    assert cache.get(Board()) == ["computed"]
