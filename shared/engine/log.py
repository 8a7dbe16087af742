"""The game log both engines keep inside their state, with privacy built into every entry.

Each entry says who may read it: ``seat=None`` is public (the board's log), a seat number
means only that seat (e.g. "Ben gave you a red letter"). ``view_for`` keeps public entries and
the viewer's own, so the user interface can print a view's log without ever filtering secrets
itself. Entries of kind ``"result"`` (a bid reveal, an evaluation, a round's scoring) carry a
title and lines that the user interface shows in a results dialog as well as in the log.

Titles are words for players and change with the wording; what an entry is *about* is its
``topic``, a short name each game lists in one place (``<game>_tui.engine.topics``). Screens
and bots pick a dialog or read a result by its topic, never by its English title. Saves hold
only the actions, so a log is always rebuilt by the current engine; an entry made without a
topic (by a test, or a toy engine) simply has none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict


class LogEntry(BaseModel):
    """One line (or one block of results) of the game log."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    text: str
    seat: int | None = None
    kind: Literal["event", "result"] = "event"
    title: str = ""
    lines: tuple[str, ...] = ()
    #: What the entry is about, for code that reacts to it (``None``: nothing needs to know).
    topic: str | None = None


def visible_log(entries: Sequence[LogEntry], seat: int | None) -> list[LogEntry]:
    """The entries ``seat`` may read (``None``: only the public ones)."""
    return [entry for entry in entries if entry.seat is None or entry.seat == seat]


def new_entries(before: Sequence[LogEntry], after: Sequence[LogEntry]) -> list[LogEntry]:
    """The entries ``after`` adds to ``before``: those past the log they share.

    A log usually only grows, but a take-back puts the earlier log back before saying so, so
    the shared part is found rather than assumed to be all of ``before``.
    """
    known = len(before)
    if known <= len(after) and (known == 0 or after[known - 1] == before[-1]):
        return list(after[known:])
    shared = 0
    for old, new in zip(before, after, strict=False):
        if old != new:
            break
        shared += 1
    return list(after[shared:])
