"""The settings the app remembers between runs (see :mod:`shared.settings`), on screen.

The theme is picked as Textual offers it (the command palette's "Theme" command) and
remembered whenever it changes; the bots' pause has a palette command of its own that steps
through a few lengths. Both are written to the settings file at once, unless the file found
at start-up could not be used: then it is left as it was, and the run keeps its choices only
until it ends.
"""

from __future__ import annotations

#: The bots' pauses the palette steps through, in seconds (0: bots move at once).
BOT_PAUSES: tuple[float, ...] = (0.0, 0.3, 0.6, 1.2, 2.0)


def next_bot_pause(current: float) -> float:
    """The pause after ``current`` in :data:`BOT_PAUSES`, back to the first after the last."""
    longer = [pause for pause in BOT_PAUSES if pause > current + 1e-9]
    return longer[0] if longer else BOT_PAUSES[0]


def pause_words(seconds: float) -> str:
    """``"bots move at once"`` / ``"bots wait 1.2 s before each move"``."""
    if seconds <= 0:
        return "bots move at once"
    return f"bots wait {seconds:g} s before each move"
