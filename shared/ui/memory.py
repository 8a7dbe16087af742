"""Keep Python's garbage collector out of the way of key presses.

Textual keeps many small objects alive (every rendered line carries several caches), so a
full collection of the oldest generation takes 100-250 ms in the middle of a game. Python
starts one whenever enough objects have survived, which made a random key press now and then
freeze the screen for a fifth of a second.

The table therefore tells this module about quiet moments, when nobody waits for the screen:
while the curtain asks the next player to take the keyboard, and while a bot pauses before
its move. At each, the objects alive are frozen (``gc.freeze``, instant), so the automatic
collections until the next quiet moment only look at objects made since, and stay short.
Every few quiet moments the frozen objects are handed back and everything is collected once,
so garbage that was frozen along with them is freed a few turns later.
"""

from __future__ import annotations

import gc

#: Quiet moments between two full collections (a full one takes a fifth of a second).
QUIET_MOMENTS_PER_COLLECTION = 8

_quiet_moments = 0


def collect_at_quiet_moment() -> None:
    """Freeze what is alive now; every few calls, collect everything first."""
    global _quiet_moments
    _quiet_moments += 1
    if _quiet_moments % QUIET_MOMENTS_PER_COLLECTION == 0:
        gc.unfreeze()
        gc.collect()
    gc.freeze()


def release() -> None:
    """Hand every frozen object back to the collector (when the app ends)."""
    gc.unfreeze()
