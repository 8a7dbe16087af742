"""What happened since a seat's last decision: the public log lines the others added.

At a hot-seat table a player looks away while the others decide behind the curtain, and a lone
player watching bots may miss a move. So before a seat decides again, the table can say what
it missed, in order. Only the *public* log is ever read here (``visible_log(entries, None)``):
no seat's "(only you)" lines, not even the deciding seat's own, so the summary may stand on
any screen.

A seat's mark is the public log as it stood after its last decision (the set-up log for a seat
yet to decide); what came since is found with :func:`shared.engine.log.new_entries`, which
also holds across a take-back.

A resumed game is replayed once to check its file (``shared.engine.saves``) and once more for
the marks when it starts; the check keeps what it walked through
(:func:`remember_replay`), so the start finds the state and the marks of the very same record
and its engine without a second walk. Only the last such replay is kept, in memory only.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from shared.engine.log import LogEntry, new_entries, visible_log
from shared.engine.protocol import GameEngine
from shared.engine.record import GameRecord


def public_log(state: Any) -> list[LogEntry]:
    """The public entries of a state's (or view's) log, in order."""
    return visible_log(list(getattr(state, "log", ()) or ()), None)


#: The last replay kept (see the module): its key, its engine (so that the engine's id stays
#: its own), the state reached and the state after each seat's last decision.
_last: tuple[tuple[int, bytes], GameEngine, Any, dict[int, Any]] | None = None


def replay_with_marks(
    engine: GameEngine, record: GameRecord
) -> tuple[Any, dict[int, list[LogEntry]]]:
    """The state after ``record`` and each seat's mark (see the module), in one walk (none
    when the same record was just replayed with the same engine)."""
    state, after = _replayed(engine, record)
    start = None
    if len(after) < len(record.players):
        start = record.initial_state(engine)  # the mark of a seat yet to decide
    marks = {seat: public_log(after.get(seat, start)) for seat in range(len(record.players))}
    return state, marks


def decided_seats(engine: GameEngine, record: GameRecord) -> frozenset[int]:
    """The seats that made at least one decision in ``record`` (the others' next decision is
    their first of the game, and no page may speak of their last one)."""
    return frozenset(_replayed(engine, record)[1])


def _replayed(engine: GameEngine, record: GameRecord) -> tuple[Any, dict[int, Any]]:
    """The state after ``record`` and the state after each seat's last decision (only the
    seats that decided), from the kept replay when it is of this record."""
    key = _record_key(engine, record)
    if _last is not None and _last[0] == key:
        return _last[2], _last[3]
    state = record.initial_state(engine)
    after: dict[int, Any] = {}
    for data in record.actions:
        seat = engine.current_player(state)
        state = engine.apply_action(state, engine.parse_action(data))
        if seat is not None:
            after[seat] = state
    remember_replay(engine, record, state, after)
    return state, after


def remember_replay(
    engine: GameEngine, record: GameRecord, state: Any, after: dict[int, Any]
) -> None:
    """Keep a replay of ``record`` made elsewhere: the state it reached, and the state after
    each seat's last decision (only the seats that decided)."""
    global _last
    _last = (_record_key(engine, record), engine, state, dict(after))


def _record_key(engine: GameEngine, record: GameRecord) -> tuple[int, bytes]:
    """The engine and a digest of the record's whole content."""
    digest = hashlib.blake2b(record.model_dump_json().encode(), digest_size=32).digest()
    return id(engine), digest


def since(mark: Sequence[LogEntry], state: Any) -> list[LogEntry]:
    """The public entries of ``state``'s log that came after ``mark``."""
    return new_entries(mark, public_log(state))


def summary_line(entry: LogEntry) -> str:
    """An entry's first line: a result's title, an event's text."""
    if entry.kind == "result":
        return entry.title or entry.text
    return entry.text


def summary_lines(entry: LogEntry) -> list[str]:
    """Every line of an entry, as a summary of what happened lists it: an event's text; a
    result's title, then each of its lines (the outcome itself: the bids, who was caught, the
    market), so that a seat that missed the result's dialog reads what it said."""
    if entry.kind == "result":
        return [summary_line(entry), *entry.lines]
    return [entry.text]


def own_news(mark: Sequence[LogEntry], state: Any, seat: int) -> list[LogEntry]:
    """The entries of ``state``'s log meant for ``seat`` alone that came after ``mark`` (that
    seat's own entries when it last read): what the others' moves did to it in secret."""
    return new_entries(mark, own_entries(state, seat))


def own_entries(state: Any, seat: int) -> list[LogEntry]:
    """The entries of ``state``'s log meant for ``seat`` alone (its mark of private news)."""
    return [entry for entry in getattr(state, "log", ()) or () if entry.seat == seat]
