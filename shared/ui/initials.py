"""The seats' one-cell marks, for the screens (the rules live in :mod:`shared.initials`, where
the command line's statistics chart reaches them too), and a seat's name tag: its mark and its
name in its own colour, the way every screen names a seat beside others."""

from __future__ import annotations

from collections.abc import Sequence

from textual.content import Content

from shared.initials import initial, seat_marks


def seat_tag(names: Sequence[str], seat: int) -> Content:
    """``A Ann``: the seat's mark on its colour, then its name in its colour (as written)."""
    return Content.assemble(
        (seat_marks(names)[seat], f"bold reverse $seat-{seat}"),
        " ",
        (names[seat], f"bold $seat-{seat}"),
    )


__all__ = ["initial", "seat_marks", "seat_tag"]
