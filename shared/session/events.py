"""What a table session says happens next: plain, typed events, no screen in sight.

:meth:`shared.session.table.TableSession.next_event` returns one of these at a time. Each
carries the :class:`~shared.session.handover.TurnPlan` it follows, so whoever draws the table
knows which step it is at (the status line, whether the board or a seat's screen is shown)
and whether every private screen must be closed before it (``plan.close_private``: the
session has already stopped counting any seat as unlocked when it says so).

The events come in the order the table must show them: a result that may be read now comes
before the step after it, and a seat's own screen is opened (behind the curtain when others
share the keyboard) before it is asked to decide; a window's home seat at a shared table has its
screen opened before the others' steps too (:class:`OpenHome`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from shared.session.handover import TurnPlan

if TYPE_CHECKING:
    from shared.engine.log import LogEntry
    from shared.session.teaching import Lesson


@dataclass(frozen=True)
class TableEvent:
    """What every event says: the plan of the step the table is at."""

    plan: TurnPlan

    @property
    def seat(self) -> int | None:
        """The seat the step is about (``None``: the game is over)."""
        return self.plan.seat


@dataclass(frozen=True)
class ShowResult(TableEvent):
    """A result to show (a reveal, an evaluation, a round's scoring), public or the unlocked
    seat's own; the session has taken it from its queue. The table goes on once it is read."""

    entry: LogEntry


@dataclass(frozen=True)
class OpenSeat(TableEvent):
    """Give ``seat`` its own screen. When ``plan.curtain`` (people share the keyboard): the
    curtain first, then always (``summary``) the page of what happened since the seat's last
    decision, so that the same keys reach every decision: ``news`` first, what the others' moves
    did to this seat in secret, for its eyes only (shown only once its player lifted the
    curtain), then ``since``, the public lines (either may be empty). The screen is the seat's
    once :meth:`TableSession.seat_opened` says it is shown."""

    since: tuple[str, ...]
    news: tuple[str, ...]
    summary: bool
    #: The seat's first decision of the game: the page has no last decision to speak of.
    first: bool = False


@dataclass(frozen=True)
class OpenHome(TableEvent):
    """Give ``home``, this window's one seat at a table shared by processes, its own screen
    while another seat or a bot decides (``plan``, its step). No curtain: nobody else looks at
    this window. The screen is the seat's once :meth:`TableSession.seat_opened` says it is
    shown; it shows the step as it goes on ("Waiting for Ann").
    """

    home: int


@dataclass(frozen=True)
class TellSince(TableEvent):
    """With one person at the table: what happened since that person last decided (``news``
    for them alone first, then the public ``since``), before the decision
    (:meth:`TableSession.mark_read` once read)."""

    since: tuple[str, ...]
    news: tuple[str, ...]
    #: The seat's first decision of the game (see :class:`OpenSeat`).
    first: bool = False


@dataclass(frozen=True)
class Teach(TableEvent):
    """First-game mode: a lesson to read before the step (how a round goes, at the board or
    over the open seat's screen; or what the coming decision means, on the deciding seat's own
    screen once it is up, or at the board for a public decision). The session gives it again
    until :meth:`TableSession.lesson_read` (or the mode is turned off)."""

    lesson: Lesson


@dataclass(frozen=True)
class Decide(TableEvent):
    """A person at this keyboard decides: on their own screen (``private``) or at the board.
    The session waits for :meth:`TableSession.choose`."""

    private: bool


@dataclass(frozen=True)
class BotMoves(TableEvent):
    """A bot of this process decides: :meth:`TableSession.bot_decision` (in a thread), then
    :meth:`TableSession.play_bot`."""


@dataclass(frozen=True)
class AwaitRemote(TableEvent):
    """A seat played in another process decides: its move comes through the table file
    (:meth:`TableSession.pull`)."""


@dataclass(frozen=True)
class GameOver(TableEvent):
    """The game has ended, with these winners."""

    winners: Sequence[int]
