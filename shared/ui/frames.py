"""Frames held from a player's answer until the table waits again, and waiting for a frame.

Between a player's answer (a decision, the curtain lifted) and the next wait of the table the
screens change several times: the answered dialog closes, the seat's screen closes, the
curtain comes; or the seat's screen replaces the curtain and its decision opens above it. Each
step drew a frame of its own that nobody had time to read, and a frame of a full table costs
tens of milliseconds. Held, only the screen the table then waits on is drawn (Textual's
``batch_update``, and the table screens and the curtain skip the frame a layout inside it
still draws: see ``shared.ui.textual_internals.HeldFrames``). Every wait of the table loop
shows the frames first, and so does the loop's end.
"""

from __future__ import annotations

import asyncio
from contextlib import ExitStack

from textual.app import App


class FrameHolder(App[int]):
    """The app's side of held frames (mixed into ``HotSeatApp``)."""

    _frames_held: ExitStack | None = None
    #: A screen left out a frame while frames were held (see ``HeldFrames``).
    _frame_skipped = False

    def _hold_frames(self) -> None:
        """Draw nothing until :meth:`_show_frames` (see the module)."""
        if self._frames_held is None:
            held = ExitStack()
            held.enter_context(self.batch_update())
            self._frames_held = held

    def _show_frames(self) -> None:
        """Draw again what changed while frames were held (nothing when none were)."""
        held, self._frames_held = self._frames_held, None
        if held is not None:
            held.close()
        if self._frame_skipped:
            self._frame_skipped = False
            self.screen.refresh()

    def frames_held(self) -> bool:
        """Whether the screens draw nothing now (asked by ``HeldFrames`` screens)."""
        return self._frames_held is not None

    def frame_skipped(self) -> None:
        """A ``HeldFrames`` screen left out a frame: redraw the screen when frames show."""
        self._frame_skipped = True

    async def _next_frame(self) -> None:
        """Wait until the screen has drawn what changed (Textual calls back after a refresh).

        Not ``App.wait_for_refresh``: it asserts that the app runs as a task of its own, which
        only ``run_test`` makes; under ``App.run`` it fails (``tests/shared/ui/test_real_run.py``).
        """
        drawn: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        def done() -> None:
            if not drawn.done():
                drawn.set_result(None)

        self.call_after_refresh(done)
        await drawn
