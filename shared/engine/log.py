"""The game log both engines keep inside their state, with privacy built into every entry.

Each entry says who may read it: ``seat=None`` is public (the board's log), a seat number
means only that seat (e.g. "Ben gave you a red letter"). ``view_for`` keeps public entries and
the viewer's own, so the user interface can print a view's log without ever filtering secrets
itself. Entries of kind ``"result"`` (a bid reveal, an evaluation, a round's scoring) carry a
title and lines that the user interface shows in a results dialog as well as in the log.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict


class LogEntry(BaseModel):
    """One line (or one block of results) of the game log."""

    model_config = ConfigDict(frozen=True)

    text: str
    seat: int | None = None
    kind: Literal["event", "result"] = "event"
    title: str = ""
    lines: tuple[str, ...] = ()


def visible_log(entries: Sequence[LogEntry], seat: int | None) -> list[LogEntry]:
    """The entries ``seat`` may read (``None``: only the public ones)."""
    return [entry for entry in entries if entry.seat is None or entry.seat == seat]
