"""A game record written out as readable text: ``replay FILE --transcript``.

Step by step, with a header at each new round, the transcript holds the public log lines each
action added, as the board's log shows them; a step that added none (a secret choice) is left
out, and the steps written keep the replay's numbers. For a finished game, ``open_screens``
writes every seat's secrets too: each seat's own log lines (marked "(to Ann)"), the deciding
seat's action in its own words, and what lies behind every seat's screen at each round and at
the end. A game that is not over is refused that (:mod:`shared.engine.open_screens`), and
its seed stays out.

:func:`entry_lines` is also how the golden transcripts (``tests/golden``) write log entries.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import Any

from shared.engine.log import LogEntry, new_entries
from shared.engine.open_screens import OPEN_SCREENS_REFUSED, may_open_screens
from shared.engine.protocol import GameEngine
from shared.engine.record import GameRecord
from shared.engine.words import plural

#: A seat's secrets as plain text, from ``view_for(state, seat)`` (a game's ``GameSpec``).
SecretsText = Callable[[Any, int], str]


def entry_lines(entry: LogEntry, names: Sequence[str], indent: str = "    ") -> list[str]:
    """One log entry as text lines: a result with its title and lines, a private entry marked
    with its reader ("(to Ann)")."""
    to = "" if entry.seat is None else f" (to {names[entry.seat]})"
    if entry.kind == "result":
        text = "" if entry.text == entry.title else f" {entry.text}"
        head = f"{indent}[{entry.title or 'result'}]{to}{text}".rstrip()
        return [head, *(f"{indent}  {line}".rstrip() for line in entry.lines)]
    return [f"{indent}{entry.text}{to}".rstrip()]


def _log(state: Any) -> list[LogEntry]:
    return list(getattr(state, "log", ()) or ())


def write_transcript(
    engine: GameEngine,
    record: GameRecord,
    *,
    title: str,
    open_screens: bool = False,
    secrets_text: SecretsText | None = None,
) -> str:
    """The whole game of ``record`` as text (see the module).

    Raises ``ValueError`` with :data:`OPEN_SCREENS_REFUSED` when ``open_screens`` is asked for
    a game that is not over.
    """
    states = list(record.states(engine))
    over = may_open_screens(engine, states[-1])
    if open_screens and not over:
        raise ValueError(OPEN_SCREENS_REFUSED)
    names = list(record.players)
    options = ", ".join(f"{key}={value}" for key, value in sorted(record.options.items()))
    head = f"{title}: {', '.join(names)}; options: {options or 'none'}"
    if over:
        head += f"; seed {record.seed}"
    out = [head, ""]

    def readable(entries: Sequence[LogEntry]) -> list[str]:
        lines: list[str] = []
        for entry in entries:
            if entry.seat is None or open_screens:
                lines.extend(entry_lines(entry, names))
        return lines

    def behind_screens(state: Any) -> list[str]:
        if not (open_screens and secrets_text is not None):
            return []
        lines: list[str] = []
        for seat, name in enumerate(names):
            lines.append(f"  Behind {name}'s screen:")
            text = secrets_text(engine.view_for(state, seat), seat)
            lines.extend(f"    {line}".rstrip() for line in text.splitlines())
        return lines

    out.append("Set-up")
    out.extend(readable(_log(states[0])))
    shown_round: int | None = None
    for step, (before, after) in enumerate(pairwise(states), start=1):
        game_round = int(engine.round_number(before))
        if game_round != shown_round:
            shown_round = game_round
            out += ["", f"== Round {game_round} =="]
            out.extend(behind_screens(before))
        seat = engine.current_player(before)
        who = "" if seat is None else f": {names[seat]}"
        line = f"Step {step}{who}"
        if open_screens and seat is not None:
            action = engine.parse_action(record.actions[step - 1])
            line += f": {engine.describe_action(engine.view_for(before, seat), action)}"
        shown = readable(new_entries(_log(before), _log(after)))
        if shown or open_screens:  # a step with nothing to show (a secret choice) is left out
            out.append(line)
            out.extend(shown)
    final = states[-1]
    moves = plural(len(record.actions), "action", "actions")
    if over:
        winners = ", ".join(names[seat] for seat in engine.winners(final))
        out += ["", f"Game over after {moves}; winners: {winners or 'none'}"]
        out.extend(behind_screens(final))
    else:
        out += ["", f"The game goes on after {moves}."]
    return "\n".join(out) + "\n"
