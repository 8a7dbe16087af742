"""Counts and lists in words, the same in both games: "1 card", "3 cards", "Ann, Ben and Cid"."""

from __future__ import annotations

from collections.abc import Iterable


def plural(count: int, one: str, many: str) -> str:
    """``"1 loaf"`` / ``"3 loaves"``: the noun agrees with the count."""
    return f"{count} {one if count == 1 else many}"


def listed(items: Iterable[str], last: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c`` (``nothing`` when there is none)."""
    words = list(items)
    if not words:
        return "nothing"
    if len(words) == 1:
        return words[0]
    return f"{', '.join(words[:-1])} {last} {words[-1]}"
