"""First-game mode on screen: the lesson the session says is due, and turning the mode on or off.

The session decides which lesson is due and builds it from the view its screen may show
(:mod:`shared.session.teaching`); the app only draws it (:class:`shared.ui.dialogs.lesson.
LessonDialog`) where the table is: over the board, or over the deciding seat's own screen once
it is up. The lesson waits to be read (a key still meant for the move before does not close it)
and closes on a key of its own, so the decision after it opens with nothing chosen; read, the
session is told and never gives it again. Any player may turn the mode off, on the lesson or in
the command palette, and on again there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.lazy import lazy_module
from shared.session import events
from shared.ui.frames import FrameHolder
from shared.ui.table_app import TableApp

if TYPE_CHECKING:
    from shared.ui.dialogs import lesson as lesson_dialogs
else:
    lesson_dialogs = lazy_module("shared.ui.dialogs.lesson")

#: What the table says once the mode is off.
TURNED_OFF = (
    "First-game mode is off: no more lessons this game. The command palette (ctrl+p) turns it "
    "on again."
)
TURNED_ON = "First-game mode is on: each kind of decision not explained yet is, when it comes up."


class LessonPanels(TableApp, FrameHolder):
    """Lessons of first-game mode (a part of ``HotSeatApp``)."""

    async def _teach(self, event: events.Teach) -> bool:
        """Show the lesson and wait until it is read (or the mode is turned off on it);
        ``False`` when another game (or the setup screen) took over meanwhile."""
        lesson = event.lesson
        generation = self._generation
        self._show_frames()  # a wait of the table: the lesson is drawn, keys go to it
        answer = await self.push_screen_wait(lesson_dialogs.LessonDialog(lesson))
        if generation != self._generation:
            return False
        self._drop_keys()  # (a double tap on the lesson never reaches the decision after it)
        session = self._session()
        if answer == lesson_dialogs.TURN_OFF:
            session.set_teaching(False)
            self.notify(TURNED_OFF, title="First game", timeout=8)
        else:
            session.lesson_read(lesson.topic)
        return True

    def action_toggle_teaching(self) -> None:
        """Turn first-game mode off, or on (from the next decision on)."""
        session = self.session
        if session is None:
            return
        on = not session.teaching_on
        session.set_teaching(on, self.make_lessons())
        self.notify(TURNED_ON if session.teaching_on else TURNED_OFF, title="First game")
