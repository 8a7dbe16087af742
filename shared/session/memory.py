"""Keep Python's garbage collector out of the way of key presses.

Textual keeps many small objects alive (every rendered line carries several caches), and
every turn leaves screens and dialogs behind in reference cycles that only a collection
frees. A full collection of the oldest generation in the middle of a game takes a fifth of a
second or more; the ones at quiet moments below, which also free what the last few turns
left, took 470-880 ms each over a three-person Sinners game (140,000-236,000 objects freed
each, all of the time inside ``gc.collect``). Python starts one whenever enough objects have
survived, which made a random key press now and then freeze the screen for a fifth of a
second.

The table therefore tells this module about quiet moments, when nobody waits for the screen:
while the curtain asks the next player to take the keyboard, and while a bot pauses before
its move. At each, the objects alive are frozen (``gc.freeze``, instant), so the automatic
collections until the next quiet moment only look at objects made since, and stay short.
Every few quiet moments the frozen objects are handed back and everything is collected once,
so garbage that was frozen along with them is freed a few turns later.

While the app runs, the collector also waits for more new objects before it looks
(:data:`PLAY_THRESHOLDS`). Drawing one frame makes tens of thousands of short-lived objects
(strips, segments, styles); with Python's default of a young collection every 700 new
objects, a key press ran some 35 young collections, each moving the objects of the frame
being drawn one generation up, and every few presses that brought a collection of the oldest
generation (15-30 ms). Measured over 150 key presses of a Mea Culpa game: 3.0 s of
collections with the defaults, 1.5 s with these, for a few MB more memory.
"""

from __future__ import annotations

import gc

#: Quiet moments between two full collections (each takes a fifth of a second or more).
QUIET_MOMENTS_PER_COLLECTION = 8

#: ``gc.set_threshold`` while the app runs: new objects before a young collection, and young
#: (then middle) collections before one of the next generation.
PLAY_THRESHOLDS = (20_000, 20, 10)

_quiet_moments = 0
_thresholds_before: tuple[int, int, int] | None = None


def tune_for_play() -> None:
    """Use :data:`PLAY_THRESHOLDS` until :func:`release` (when the app starts)."""
    global _thresholds_before
    if _thresholds_before is None:
        _thresholds_before = gc.get_threshold()
    gc.set_threshold(*PLAY_THRESHOLDS)


def collect_at_quiet_moment() -> None:
    """Freeze what is alive now; every few calls, collect everything first."""
    global _quiet_moments
    _quiet_moments += 1
    if _quiet_moments % QUIET_MOMENTS_PER_COLLECTION == 0:
        gc.unfreeze()
        gc.collect()
    gc.freeze()


def release() -> None:
    """Hand every frozen object back to the collector and restore its thresholds (when the
    app ends)."""
    global _thresholds_before
    gc.unfreeze()
    if _thresholds_before is not None:
        gc.set_threshold(*_thresholds_before)
        _thresholds_before = None
