"""Screens that wait to be read: a key that closes one counts only once the screen has been
on screen :data:`READ_SECONDS`.

A result that ends a round, an evaluation or the game often opens right under a finger still
pressing: a double-tapped Enter on the last move of a round closed the whole scoring before
anyone saw it. Such a screen stands on :class:`ReadWait`: until it has been read its closing
keys are shown dimmed on the key bar and do nothing, then they light up.

The clock (:func:`clock`) and :data:`READ_SECONDS` are module names, so a test sets them
(the suite's ``conftest`` sets :data:`READ_SECONDS` to 0; the tests of the wait set a clock).
"""

from __future__ import annotations

import time
from typing import Any

from textual.screen import Screen

#: Seconds a screen is up before a key may close it (a double tap comes within about 0.3 s).
READ_SECONDS = 0.8


def clock() -> float:
    """Now, in seconds (monotonic)."""
    return time.monotonic()


class ReadWait(Screen[Any]):
    """A screen that counts its closing keys only once it has been read (see the module).

    Named after the screen's own base (``class ResultsDialog(Dialog[None], ReadWait)``):
    Textual's styles follow the first base only.

    A subclass asks :attr:`read` in its ``check_action`` (``None`` until then: the key bar
    shows the key dimmed and the key does nothing) and before a click closes it.
    """

    _shown_at: float | None = None

    def on_screen_resume(self) -> None:
        """The screen is shown: the wait starts (again, when it comes back on top)."""
        self._shown_at = clock()
        if READ_SECONDS > 0:
            self.set_timer(READ_SECONDS, self.refresh_bindings)
        self.refresh_bindings()

    @property
    def read(self) -> bool:
        """Whether the screen has been on screen long enough to be read."""
        if READ_SECONDS <= 0:
            return True
        return self._shown_at is not None and clock() - self._shown_at >= READ_SECONDS
