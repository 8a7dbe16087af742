"""The working copy an action is applied to, with the log entries it writes.

Both engines apply an action to a shallow copy of the input state and let the rule functions
change it. The input state is never changed, yet an action pays only for what it touches:

* a list field is copied the first time the action changes it in place (``own``, and
  ``own_item`` for an entry of a list of lists: a seat's hand, a den's stones). Whether a list
  is still the input state's is decided by identity, which is cheaper than remembering what was
  copied and stays right however a rule replaced a list (a new round deals completely new
  ones);
* new log entries are collected in ``entries`` and joined to the log once, by ``finish``, so a
  long log is copied at most once per action.

A game subclasses :class:`WorkingCopy` for its own helpers (Mea Culpa's step stack, Sinners'
hands, churches and piles).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, Generic, TypeVar

from pydantic import BaseModel

from shared.engine.fast_models import construct, copy_with, field_names, field_values
from shared.engine.log import LogEntry

S = TypeVar("S", bound=BaseModel)

_ENTRY_FIELDS = field_names(LogEntry)
#: What a fresh working copy compares against: no list of its state is shared with anyone.
_UNSHARED: dict[str, Any] = defaultdict(lambda: defaultdict(lambda: None))


class WorkingCopy(Generic[S]):
    """A state being changed by one action (``s``, its fields ``d``), and the entries it logs.

    ``WorkingCopy(state)`` makes the shallow copy itself; with ``fresh=True`` the given state
    is changed directly, for a state nobody else holds yet (a game being set up).
    """

    __slots__ = ("d", "entries", "hint", "s", "src")

    def __init__(self, state: S, *, fresh: bool = False) -> None:
        #: The log entries this action wrote so far, in order.
        self.entries: list[LogEntry] = []
        #: What a rule leaves for the code that applied the action (Sinners: the legal actions
        #: of the new state, when a rule computed them anyway, for the legal-actions cache).
        self.hint: Any = None
        if fresh:
            self.s: S = state
            #: The copy's field values, for reads and writes on the hot path.
            self.d: dict[str, Any] = field_values(state)
            #: The field values of the state the copy was made from: the lists not to change.
            self.src: dict[str, Any] = _UNSHARED
            return
        self.src = source = field_values(state)
        self.d = values = source.copy()
        self.s = copy_with(state, values)

    def reset(self, state: S) -> None:
        """Work on a fresh copy of ``state`` from now on, keeping the entries written so far.

        (Mea Culpa's take-back restores the state at the start of the turn this way.)
        """
        entries = self.entries
        self.__init__(state)  # type: ignore[misc]
        self.entries = entries

    def set(self, name: str, value: object) -> None:
        """Set a field of the working copy (it is private to this action until returned)."""
        self.d[name] = value

    def own(self, name: str) -> list[Any]:
        """The list field ``name``, which this action may change (copied on first use)."""
        d = self.d
        value = d[name]
        if value is self.src[name]:
            value = d[name] = value[:]
        return value

    def own_item(self, name: str, index: int) -> list[Any]:
        """Entry ``index`` of the list-of-lists field ``name``, which this action may change."""
        return item_owner(name)(self, index)

    def say(self, text: str, seat: int | None = None) -> None:
        """A log line: public (``seat=None``) or for one seat's eyes only."""
        self.entries.append(
            construct(
                LogEntry,
                {
                    "text": text,
                    "seat": seat,
                    "kind": "event",
                    "title": "",
                    "lines": (),
                    "topic": None,
                },
                _ENTRY_FIELDS,
            )
        )

    def tell(self, seat: int, text: str) -> None:
        """A log line only ``seat`` may read."""
        self.say(text, seat)

    def result(self, topic: str, title: str, lines: Sequence[str], seat: int | None = None) -> None:
        """A result block players must be able to follow (public unless ``seat`` is given); the
        user interface also shows it in a dialog.

        ``topic`` is one of the game's ``engine.topics``: what screens and bots react to (never
        the English title).
        """
        self.entries.append(
            construct(
                LogEntry,
                {
                    "text": title,
                    "seat": seat,
                    "kind": "result",
                    "title": title,
                    "lines": tuple(lines),
                    "topic": topic,
                },
                _ENTRY_FIELDS,
            )
        )

    def name(self, seat: int) -> str:
        """How the log calls ``seat``: the player's name."""
        return self.d["players"][seat]

    def finish(self) -> S:
        """The changed state, its log extended by this action's entries (one new list)."""
        if self.entries:
            d = self.d
            d["log"] = d["log"] + self.entries
        return self.s


@cache
def item_owner(name: str) -> Callable[[WorkingCopy[Any], int], list[Any]]:
    """``own_item`` for the list-of-lists field ``name``, as a method a subclass may name.

    ``hand = item_owner("hands")`` gives ``copy.hand(seat)``, one call cheaper than
    ``copy.own_item("hands", seat)`` on the hottest path of a game. The outer list and the
    inner one are each copied if still the input state's.
    """

    def item(self: WorkingCopy[Any], index: int) -> list[Any]:
        d = self.d
        outer = d[name]
        shared = self.src[name]
        if outer is shared:
            outer = d[name] = outer[:]
        inner = outer[index]
        # (a list of lists this action made anew may be longer than the input state's)
        if index < len(shared) and inner is shared[index]:
            inner = outer[index] = inner[:]
        return inner

    item.__name__ = item.__qualname__ = name
    return item
