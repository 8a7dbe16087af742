"""No garbage collection while a game starts: importing its modules and building its first
screen makes hundreds of thousands of objects that all stay alive, and Python's automatic
collections kept walking them (a fifth of the start-up time went to collections that freed
nothing).

A game's entry module calls :func:`hold_collections` before its heavy imports; the app calls
:func:`resume_collections` once its first frame is drawn, and the command line does before any
other command (``simulate`` makes garbage by the million). Resuming freezes what start-up made
(``gc.freeze``: modules, classes, styles, alive to the end anyway), so later collections do
not walk it either; ``shared.session.memory`` handles collections during play the same way.
This module imports nothing else, so holding costs nothing.
"""

from __future__ import annotations

import gc

_held = False


def hold_collections() -> None:
    """Stop automatic collections until :func:`resume_collections` (if they are on now)."""
    global _held
    if gc.isenabled():
        gc.disable()
        _held = True


def resume_collections() -> None:
    """Freeze the objects alive now and turn automatic collections back on, if held."""
    global _held
    if _held:
        _held = False
        gc.freeze()
        gc.enable()
