"""Seeded chance that replays identically on every Python version.

The state of a game carries one 64-bit integer; every random draw advances it. ``random.Random``
is avoided on purpose: CPython guarantees only that ``random()`` repeats for a seed, not that
``shuffle``/``randrange`` keep their algorithms between versions, and a save file must replay
the same game years later. The generator is SplitMix64 (Steele, Lea and Flood 2014), which is
small, fast in pure Python and statistically sound for game dealing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The generator state for a user-visible seed (any integer, negative included)."""
    return (seed * _GOLDEN + 0x632BE59BD9B4E019) & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """One 64-bit draw: returns ``(value, new_state)``."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), state


def randbelow(n: int, state: int) -> tuple[int, int]:
    """A uniform integer in ``[0, n)``: returns ``(value, new_state)``.

    Rejection sampling removes the modulo bias, so every outcome is exactly equally likely.
    """
    if n <= 0:
        raise ValueError("randbelow needs a positive bound")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, state = next_u64(state)
        if value < limit:
            return value % n, state


def shuffled(items: Sequence[T], state: int) -> tuple[list[T], int]:
    """A Fisher-Yates shuffled copy of ``items``: returns ``(new_list, new_state)``."""
    result = list(items)
    for i in range(len(result) - 1, 0, -1):
        j, state = randbelow(i + 1, state)
        result[i], result[j] = result[j], result[i]
    return result, state


def choice(items: Sequence[T], state: int) -> tuple[T, int]:
    """One element of ``items`` chosen uniformly: returns ``(element, new_state)``."""
    index, state = randbelow(len(items), state)
    return items[index], state
