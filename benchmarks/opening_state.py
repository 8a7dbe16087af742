"""The least a game opened at once must do before its first frame: build its opening state.

``bench_ui --floor`` runs one of these in a new process before a bare Textual app, so the
benchmark can print the start-up no game opened at once (``--players ...``) can beat while its
state is a pydantic model (``../shared/DESIGN.md``): the import of pydantic and of the rules,
and the record and state of a new seeded game, with no screen of the game's own at all.
"""

from __future__ import annotations

PLAYERS = ["Ann", "Ben", "Cid"]
SEED = 5


def meaculpa() -> None:
    """A new seeded three-player Mea Culpa record and its state, as ``--players`` makes them."""
    from meaculpa_tui import engine
    from shared.engine.record import GameRecord

    GameRecord.start(engine, PLAYERS, SEED).initial_state(engine)


def sinners() -> None:
    """A new seeded three-player Sinners record and its state, as ``--players`` makes them."""
    from shared.engine.record import GameRecord
    from sinners_tui import engine

    GameRecord.start(engine, PLAYERS, SEED).initial_state(engine)
