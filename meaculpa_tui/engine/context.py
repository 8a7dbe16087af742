"""The working copy an action is applied to, with the log it writes.

``apply_action`` wraps a shallow copy of the input state in a :class:`Game` and lets the rule
functions change it. Lists are copied on first write only (``g.w`` / ``g.w2``), so the input
state is never changed and an action pays only for what it touches. New log entries are
collected in ``out`` and joined to the log once at the end, so a long log is never copied entry
by entry.
"""

from __future__ import annotations

from collections.abc import Sequence

from meaculpa_tui.engine import data
from meaculpa_tui.engine.state import State
from shared.engine.fast_models import construct, copy_with, field_names, field_values
from shared.engine.log import LogEntry

_ENTRY_FIELDS = field_names(LogEntry)


def log_entry(
    text: str,
    seat: int | None = None,
    kind: str = "event",
    title: str = "",
    lines: tuple[str, ...] = (),
) -> LogEntry:
    """A log entry built without validation: the engine only passes values of the right types,
    and a game writes thousands of entries."""
    return construct(
        LogEntry,
        {"text": text, "seat": seat, "kind": kind, "title": title, "lines": lines},
        _ENTRY_FIELDS,
    )


class Game:
    """A state being changed by one action, plus the log entries that action writes."""

    __slots__ = ("base_log", "d", "out", "owned", "s")

    def __init__(self, state: State) -> None:
        self.out: list[LogEntry] = []
        self.reset(state)

    def reset(self, state: State) -> None:
        """Work on a fresh copy of ``state`` (also used by a take-back to restore a turn).

        The copy is shallow (see :func:`meaculpa_tui.engine.state.clone`, inlined here).
        """
        values = field_values(state).copy()
        values["stack"] = values["stack"][:]
        self.s = copy_with(state, values)
        #: The copy's field values, for writes on the hot path without pydantic's setattr.
        self.d = values
        self.owned: set[object] = set()
        #: The log the new entries are appended to.
        self.base_log = state.log

    def set(self, name: str, value: object) -> None:
        """Set a field of the working copy (it is private to this action until returned)."""
        self.d[name] = value

    def w(self, name: str) -> list:
        """The field ``name`` as a list this action may change (copied on first use)."""
        values = self.d
        if name in self.owned:
            return values[name]
        mine = values[name][:]
        values[name] = mine
        self.owned.add(name)
        return mine

    def w2(self, name: str, index: int) -> list:
        """Entry ``index`` of a list of lists (a seat's goods, a den's stones), writable."""
        outer = self.w(name)
        key = (name, index)
        if key in self.owned:
            return outer[index]
        mine = outer[index][:]
        outer[index] = mine
        self.owned.add(key)
        return mine

    def close_take_back(self) -> None:
        """Make the turn so far final: it can no longer be taken back (MC-20, MC-32, MC-47).

        Every rule that ends the take-back window comes through here (the turn ends, another
        player decides, something hidden becomes known, an evaluation, the end of the game), so
        the window has one meaning everywhere: ``checkpoint`` is the state a take-back would
        restore, and ``None`` once the turn is final.
        """
        self.d["checkpoint"] = None

    def say(self, text: str) -> None:
        """A public log line."""
        self.out.append(log_entry(text))

    def tell(self, seat: int, text: str) -> None:
        """A log line only ``seat`` may read."""
        self.out.append(log_entry(text, seat))

    def result(self, title: str, lines: Sequence[str], seat: int | None = None) -> None:
        """A result block players must be able to follow (public unless ``seat`` is given)."""
        self.out.append(log_entry(title, seat, "result", title, tuple(lines)))

    def name(self, seat: int) -> str:
        return self.s.players[seat]

    def push(self, *frame: str | int) -> None:
        """Put a step on top of the stack (it runs or is decided next)."""
        self.s.stack.append(frame)

    def finish(self) -> State:
        """The state with its log completed."""
        self.d["log"] = self.base_log + self.out if self.out else self.base_log
        return self.s


def count_of(count: int, one: str, many: str) -> str:
    """``"1 step"`` / ``"3 steps"``."""
    return f"{count} {one if count == 1 else many}"


def room_name(room: int) -> str:
    """How players call a room or suite."""
    return f"Suite {room}" if room > data.ORDINARY_ROOMS else f"room {room}"


def compartment_name(index: int) -> str:
    return data.COMPARTMENT_NAMES[index]
