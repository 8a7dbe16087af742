"""First-game mode: which lesson is due before a decision, and what a table remembers of it.

A table in first-game mode explains each kind of decision the first time it comes up (to each
person for a decision taken behind the curtain, since the others did not see that lesson), and
the phases of a round the first time each begins ("how a round goes", for the whole table).
Whether a lesson is due is game flow, so it is decided here, with no screen:
:meth:`shared.session.table.TableSession.next_event` asks before a person's step and says
:class:`~shared.session.events.Teach` when one is due; the app draws the lesson and tells the
session it was read (or that the mode is off now).

What a game teaches comes from its :class:`Lessons` (its texts, and how it reads the pending
decision and the round's phase off a view). The session builds every lesson from a view it
chooses itself, so no lesson can hold what its screen may not show: a phase lesson from the
public board, a decision lesson from the deciding seat's own view, and only once that seat's
own screen is up (behind its curtain) when the decision is private.

What the table remembers (:class:`TeachingMemory`: whether the mode is on, which lessons were
given) belongs to the table, not to the rules: it is kept beside the save with the seat kinds
(:mod:`shared.session.seats`), so a resumed game teaches on where it stopped and the game
record (and its transcripts) stays exactly what the rules need.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

#: The prefix of a phase lesson's topic ("phase:bidding") and of a decision's ("decision:bid").
PHASE = "phase:"
DECISION = "decision:"


def phase_topic(phase: str) -> str:
    return PHASE + phase


def decision_topic(kind: str, seat: int | None = None) -> str:
    """The topic of a decision's lesson: per seat for a private decision ("decision:bid:1"),
    whose lesson only that seat's player saw; once for the table for a public one."""
    return DECISION + kind + ("" if seat is None else f":{seat}")


@dataclass(frozen=True)
class Lesson:
    """One teaching panel, as plain text (a screen shows it as written, never as markup)."""

    #: What it teaches ("phase:bidding", "decision:bid"): each topic is given once a game.
    topic: str
    title: str
    #: Paragraphs explaining what the decision does and what its choices mean.
    text: tuple[str, ...]
    #: The example from the position on screen ("" when there is none).
    example: str = ""
    #: The heading of the game's rules screen that says more ("": the top).
    section: str = ""
    #: The seat whose own screen it is shown on (``None``: the whole table's board).
    seat: int | None = None

    def words(self) -> str:
        """Everything the panel says, as one text (for tests that read what is shown)."""
        return "\n".join((self.title, *self.text, self.example, self.section))


class Lessons(Protocol):
    """What one game teaches: how it reads a view, and its lessons built from one."""

    def decision_kind(self, view: Any) -> str | None:
        """The kind of the pending decision (``None``: none, or one the game never explains);
        read from any view: which decision is pending is public."""
        ...

    def phase(self, view: Any) -> str | None:
        """The phase of the round the table is in (``None``: none worth a lesson)."""
        ...

    def phase_lesson(self, phase: str, view: Any) -> Lesson:
        """How a round goes, at ``phase``, from the public ``view``."""
        ...

    def result_phase(self, topic: str | None) -> str | None:
        """The phase a public result of ``topic`` (a log entry's topic) shows, for a phase
        nobody decides in (a round's scoring): its lesson comes before that result."""
        ...

    def decision_lesson(self, kind: str, view: Any, seat: int) -> Lesson:
        """The decision ``kind`` of ``seat`` explained, its example from ``view`` (the seat's
        own view for a private decision, else the public one)."""
        ...


@dataclass(frozen=True)
class TeachingMemory:
    """What a table remembers of first-game mode: on or off, and the topics already taught."""

    on: bool = True
    explained: frozenset[str] = field(default_factory=frozenset)

    def as_json(self) -> dict[str, Any]:
        return {"on": self.on, "explained": sorted(self.explained)}

    @classmethod
    def from_json(cls, data: object) -> TeachingMemory | None:
        """The memory written by :meth:`as_json` (``None``: missing or not of that shape: a
        file edited by hand only loses the lessons already given)."""
        if not isinstance(data, Mapping):
            return None
        on, explained = data.get("on"), data.get("explained")
        if not isinstance(on, bool) or not isinstance(explained, list):
            return None
        if not all(isinstance(topic, str) for topic in explained):
            return None
        return cls(on, frozenset(explained))


class Teaching:
    """A table's first-game mode: its game's lessons and its memory (see the module)."""

    def __init__(self, lessons: Lessons, memory: TeachingMemory | None = None) -> None:
        self.lessons = lessons
        self.memory = memory or TeachingMemory()

    @property
    def on(self) -> bool:
        return self.memory.on

    def turn(self, on: bool) -> None:
        self.memory = TeachingMemory(on, self.memory.explained)

    def given(self, topic: str) -> None:
        """The lesson ``topic`` was shown and read: never again this game."""
        self.memory = TeachingMemory(self.memory.on, self.memory.explained | {topic})

    def was_given(self, topic: str) -> bool:
        return topic in self.memory.explained

    def phase_due(self, public: Any) -> Lesson | None:
        """The lesson of the round's phase the table has reached, if not given yet."""
        if not self.on:
            return None
        phase = self.lessons.phase(public)
        if phase is None or self.was_given(phase_topic(phase)):
            return None
        return self.lessons.phase_lesson(phase, public)

    def result_due(self, topic: str | None, public: Any) -> Lesson | None:
        """The lesson of the phase a public result of ``topic`` shows, if not given yet."""
        if not self.on:
            return None
        phase = self.lessons.result_phase(topic)
        if phase is None or self.was_given(phase_topic(phase)):
            return None
        return self.lessons.phase_lesson(phase, public)

    def decision_due(self, view: Any, seat: int, *, private: bool) -> Lesson | None:
        """The lesson of ``seat``'s pending decision, from ``view`` (which the caller chose
        for the screen it goes on), if not given yet: to each seat for a private decision
        (the others never saw it behind its curtain), once to the table for a public one."""
        if not self.on:
            return None
        kind = self.lessons.decision_kind(view)
        topic = None if kind is None else decision_topic(kind, seat if private else None)
        if kind is None or topic is None or self.was_given(topic):
            return None
        return replace(self.lessons.decision_lesson(kind, view, seat), topic=topic)


def fill(template: str, values: Mapping[str, object]) -> str:
    """``template`` with its ``{name}`` fields filled from ``values`` (each field is named in
    the text only; the values, players' names among them, are put in as written)."""
    return template.format_map(dict(values))
