"""Keep Python's garbage collector out of the way of key presses.

Textual keeps many small objects alive (every rendered line carries several caches), so a
full collection of the oldest generation takes 100-250 ms in the middle of a game. Python
starts one whenever enough objects have survived, which made a random key press now and then
freeze the screen for a fifth of a second.

The table therefore collects at moments when nobody is waiting for the screen: while the
curtain asks the next player to take the keyboard, and while a bot pauses before its move.
After that collection the survivors are frozen (``gc.freeze``), so the automatic collections
until the next quiet moment only look at objects made since then and stay short. The next
quiet moment unfreezes them again, so garbage among them is still freed, one turn later.
"""

from __future__ import annotations

import gc


def collect_at_quiet_moment() -> None:
    """Collect everything now and keep the survivors out of later automatic collections."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def release() -> None:
    """Hand every frozen object back to the collector (when the app ends)."""
    gc.unfreeze()
