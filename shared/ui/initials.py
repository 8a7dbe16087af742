"""The seats' one-cell marks, for the screens (the rules live in :mod:`shared.initials`, where
the command line's statistics chart reaches them too)."""

from __future__ import annotations

from shared.initials import initial, seat_marks

__all__ = ["initial", "seat_marks"]
