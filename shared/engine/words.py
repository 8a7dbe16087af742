"""Counts in words, the same in both games: "1 card", "3 cards"."""

from __future__ import annotations


def plural(count: int, one: str, many: str) -> str:
    """``"1 loaf"`` / ``"3 loaves"``: the noun agrees with the count."""
    return f"{count} {one if count == 1 else many}"
