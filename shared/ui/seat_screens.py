"""A seat's own screen: opened behind the curtain, after what happened since, and closed.

The session says when (:class:`shared.session.events.OpenSeat`, ``OpenHome``, ``TellSince``,
and ``plan.close_private`` on any event); this part of the app does it on screen. The curtain is
opaque and names the next player; only after that player's key is the seat's screen built,
from its view only. The summary of what the others did since is public lines only. A window's
home seat at a shared table (one person per window, no curtain) has its screen up from the
first frame and while the others decide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.lazy import lazy_module
from shared.session import events
from shared.session.handover import Step
from shared.session.memory import collect_at_quiet_moment
from shared.ui.frames import FrameHolder
from shared.ui.table_views import TableViews

if TYPE_CHECKING:
    from shared.ui.screens import curtain as curtains
    from shared.ui.screens import since as summaries
    from shared.ui.screens.curtain import CurtainScreen
    from shared.ui.screens.since import SinceScreen
else:
    curtains = lazy_module("shared.ui.screens.curtain")
    summaries = lazy_module("shared.ui.screens.since")


class SeatScreens(TableViews, FrameHolder):
    """Opening and closing the seats' own screens (a part of ``HotSeatApp``)."""

    async def _unlock(self, event: events.OpenSeat, generation: int) -> bool:
        """Give the event's seat its screen, behind the curtain when others share the keyboard.

        The private screen is built from the seat's view only after the named player's key,
        beneath the seat's summary of what happened since its last decision
        (:meth:`_unlock_under`), which always follows the curtain: the same two keys reach
        every decision, whether anything happened or not. Its news for the seat alone is shown
        only then, once the player has the keyboard.
        """
        seat, curtain = event.plan.seat, event.plan.curtain
        assert seat is not None
        session = self._session()
        name = self._names()[seat]
        lifted: CurtainScreen | None = None
        if curtain:
            status = self.describe_decision(session.public(), seat)
            lifted = curtains.CurtainScreen(name, seat, status, dismiss_when_ready=False)
            await self.push_screen(lifted)
            self.call_after_refresh(collect_at_quiet_moment)  # while the keyboard changes hands
            self._show_frames()
            await lifted.ready.wait()
            if generation != self._generation:
                return False
            self._hold_frames()  # until the seat's decision (or its summary) is open
            if event.summary:  # what the others did, before this seat's own screen
                summary = summaries.SinceScreen(
                    name,
                    seat,
                    event.since,
                    news=event.news,
                    dismiss_when_ready=False,
                    first=event.first,
                )
                return await self._unlock_under(summary, seat, generation)
        screen = self._player_screen(seat, name)
        session.seat_opened(seat)
        if lifted is not None and self.screen is lifted:
            await self.switch_screen(screen)
        else:
            await self.push_screen(screen)
        self._mark_shown(screen, Step.PRIVATE, seat)
        return True

    async def _unlock_under(self, summary: SinceScreen, seat: int, generation: int) -> bool:
        """Show ``seat`` what happened since its last turn, then build its screen beneath.

        The seat's player has lifted the curtain, so the keyboard is theirs. Once the summary
        is drawn, their own screen is built while they read: it replaces the summary with
        frames held (never drawn) and a second copy of the summary goes over it, the same
        picture, so Enter on the summary only uncovers the seat's screen instead of building
        it, the longest step of a hand-over. A key in that short moment lands on no decision
        (none is awaited yet) and is not taken. The seat counts as unlocked (its log, its
        results) only once its screen is uncovered.
        """
        session = self._session()
        await self.switch_screen(summary)
        self._show_frames()
        await self._next_frame()
        if generation != self._generation:
            return False
        name = self._names()[seat]
        screen = self._player_screen(seat, name)
        if self.screen is summary and not summary.ready.is_set():
            self._hold_frames()
            await self.switch_screen(screen)
            summary = summaries.SinceScreen(
                name,
                seat,
                summary.lines,
                news=summary.news,
                dismiss_when_ready=False,
                first=summary.first,
            )
            await self.push_screen(summary)
            self._show_frames()
        await summary.ready.wait()
        if generation != self._generation:
            return False
        session.mark_read(seat)
        self._hold_frames()  # until the seat's decision is open on its screen
        if self.screen is summary and screen in self.screen_stack:
            await self.pop_screen()
        elif self.screen is summary:
            await self.switch_screen(screen)
        elif screen not in self.screen_stack:
            await self.push_screen(screen)
        session.seat_opened(seat)
        self._mark_shown(screen, Step.PRIVATE, seat)
        return True

    async def _open_home(self, home: int, step: Step, deciding: int | None) -> None:
        """Put up ``home``'s own screen over the board while ``deciding`` (another seat, or a
        bot) has ``step``: the window's one seat at a shared table, which nobody else sees."""
        screen = self._player_screen(home, self._names()[home], step, deciding)
        self._session().seat_opened(home)
        await self.push_screen(screen)
        self._mark_shown(screen, step, deciding)

    async def _tell_lone_human(self, event: events.TellSince) -> bool:
        """With one person at the table, say what happened before that person's decision;
        returns ``False`` when another game (or the setup screen) took over meanwhile."""
        seat = event.plan.seat
        assert seat is not None
        name = self._names()[seat]
        summary = summaries.SinceScreen(
            name, seat, event.since, news=event.news, dismiss_when_ready=True, first=event.first
        )
        generation = self._generation
        self._show_frames()  # a wait of the table: the summary is drawn
        await self.push_screen_wait(summary)
        self._session().mark_read(seat)
        return generation == self._generation

    async def _close_private(self) -> None:
        """Remove every screen above the board (the private one first of all), clear toasts."""
        board = self.board_screen
        while board is not None and board in self.screen_stack and self.screen is not board:
            await self.pop_screen()
        self._held = None
        self.clear_notifications()
        if self.session is not None:
            self.session.close_private()
