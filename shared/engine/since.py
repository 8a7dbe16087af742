"""What happened since a seat's last decision: the public log lines the others added.

At a hot-seat table a player looks away while the others decide behind the curtain, and a lone
player watching bots may miss a move. So before a seat decides again, the table can say what
it missed, in order. Only the *public* log is ever read here (``visible_log(entries, None)``):
no seat's "(only you)" lines, not even the deciding seat's own, so the summary may stand on
any screen.

A seat's mark is the public log as it stood after its last decision (the set-up log for a seat
yet to decide); what came since is found with :func:`shared.engine.log.new_entries`, which
also holds across a take-back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shared.engine.log import LogEntry, new_entries, visible_log
from shared.engine.protocol import GameEngine
from shared.engine.record import GameRecord


def public_log(state: Any) -> list[LogEntry]:
    """The public entries of a state's (or view's) log, in order."""
    return visible_log(list(getattr(state, "log", ()) or ()), None)


def replay_with_marks(
    engine: GameEngine, record: GameRecord
) -> tuple[Any, dict[int, list[LogEntry]]]:
    """The state after ``record`` and each seat's mark (see the module), in one walk."""
    state = record.initial_state(engine)
    # the state after each seat's last decision, filtered once at the end (not at every step)
    after = dict.fromkeys(range(len(record.players)), state)
    for data in record.actions:
        seat = engine.current_player(state)
        state = engine.apply_action(state, engine.parse_action(data))
        if seat is not None:
            after[seat] = state
    return state, {seat: public_log(then) for seat, then in after.items()}


def since(mark: Sequence[LogEntry], state: Any) -> list[LogEntry]:
    """The public entries of ``state``'s log that came after ``mark``."""
    return new_entries(mark, public_log(state))


def summary_line(entry: LogEntry) -> str:
    """One entry in a line: a result by its title (its details were read in its dialog and
    stay in the log), an event by its text."""
    if entry.kind == "result":
        return entry.title or entry.text
    return entry.text
