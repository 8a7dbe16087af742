"""Frames held from a player's answer until the table waits again, and waiting for a frame.

Between a player's answer (a decision, the curtain lifted) and the next wait of the table the
screens change several times: the answered dialog closes, the seat's screen closes, the
curtain comes; or the seat's screen replaces the curtain and its decision opens above it. Each
step drew a frame of its own that nobody had time to read, and a frame of a full table costs
tens of milliseconds. Held, only the screen the table then waits on is drawn (Textual's
``batch_update``, and the table screens and the curtain skip the frame a layout inside it
still draws: see ``shared.ui.textual_internals.HeldFrames``). Every wait of the table loop
shows the frames first, and so does the loop's end.

Keys are held the same way. Textual sends a key to the screen that is up when the app reads
it, and looks up its binding when it comes back from the focused widget, on the screen that
is up then; on a slow machine several keys are read at once, so a key typed after a curtain
was lifted or after an option that opens a dialog went to the screen on its way out, or came
back to a dialog whose list did not have the focus yet, and was lost. So keys go on one at a
time: each only after the one before has been handled (the event loop has gone round
:data:`SETTLE_ROUNDS` times, and every message a key sends is handled by then, however slow
the machine), and from an answer (a decision made, a curtain lifted) until the table waits
again (:meth:`_hold_keys`, :meth:`_wait_for_keys`, :meth:`_show_frames`) they are kept, in
order, for the screen the table then waits on, once it is drawn. Quitting is never held.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable
from contextlib import ExitStack

from textual import events
from textual.app import App

from shared.ui.terminal import KEYS_WHILE_TOO_SMALL

#: Turns of the event loop after a key before the next one goes on: a key travels from the
#: focused widget up to the app, and what its binding sends travels up again, one widget a
#: turn, so this is more than the depth of any screen's widgets, twice.
SETTLE_ROUNDS = 64


def _never() -> bool:
    return False


class FrameHolder(App[int]):
    """The app's side of held frames (mixed into ``HotSeatApp``)."""

    _frames_held: ExitStack | None = None
    #: A screen left out a frame while frames were held (see ``HeldFrames``).
    _frame_skipped = False

    def _hold_frames(self) -> None:
        """Draw nothing until :meth:`_show_frames` (see the module)."""
        self._hold_keys()
        if self._frames_held is None:
            held = ExitStack()
            held.enter_context(self.batch_update())
            self._frames_held = held

    #: Whether keys go on now: ``None`` always; else while it returns ``True`` (the answer the
    #: table waits for is still to come).
    _keys_wanted: Callable[[], bool] | None = None
    _typed_keys: deque[events.Key] | None = None
    _keys_passing = False
    #: How many times the table has waited (keys go to the screen of the newest wait).
    _table_waits = 0
    #: Keys typed now are dropped, not kept, until the table waits again (see
    #: :meth:`_drop_keys`).
    _keys_dropped = False

    def _hold_keys(self) -> None:
        """Keep the keys typed from now until the table waits again (an answer was given)."""
        self._keys_wanted = _never

    def _drop_keys(self) -> None:
        """Drop the keys typed from now until the table waits again, and those kept: after a
        screen that was read rather than answered (a lesson), a key still on its way was meant
        for that screen (a double tap), never for the decision the table shows next."""
        self._hold_keys()
        self._keys_dropped = True
        if self._typed_keys:
            self._typed_keys.clear()

    def _wait_for_keys(self, answered: Callable[[], bool]) -> None:
        """The table waits for an answer on the screen now up: keys go there, one after
        another, until ``answered()``."""
        self._keys_dropped = False
        self._keys_wanted = lambda: not answered()
        self._table_waits += 1
        self.call_after_refresh(self._pass_keys)

    def _keys_go_on(self) -> bool:
        wanted = self._keys_wanted
        return wanted is None or wanted()

    async def on_event(self, event: events.Event) -> None:
        if (
            isinstance(event, events.Key)
            and not event.is_forwarded
            and event.key not in KEYS_WHILE_TOO_SMALL
        ):
            if self._keys_dropped:
                return
            if self._typed_keys is None:
                self._typed_keys = deque()
            self._typed_keys.append(event)
            self._pass_keys()
            return
        await super().on_event(event)

    def _pass_keys(self) -> None:
        """Let the kept keys go on (see the module), unless they are going already."""
        if self._typed_keys and not self._keys_passing:
            self._keys_passing = True
            self.run_worker(self._pump_keys(), name="keys", group="keys")

    async def _pump_keys(self) -> None:
        typed = self._typed_keys
        try:
            while typed and self.is_running and self._keys_go_on():
                key = typed.popleft()
                screen, waits = self.screen, self._table_waits
                await super().on_event(key)
                for _ in range(SETTLE_ROUNDS):
                    await asyncio.sleep(0)
                # the key lifted a curtain (or closed the page of what happened since), and
                # the table does not wait on the next screen yet: the keys after it wait too
                ready = getattr(screen, "ready", None)
                lifted = isinstance(ready, asyncio.Event) and ready.is_set()
                if lifted and waits == self._table_waits:
                    self._hold_keys()
        finally:
            self._keys_passing = False

    def _show_frames(self) -> None:
        """Draw again what changed while frames were held (nothing when none were); keys go
        on to the screen the table waits on."""
        self._keys_dropped = False
        self._keys_wanted = None
        self._table_waits += 1
        self.call_after_refresh(self._pass_keys)
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
