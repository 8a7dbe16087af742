"""A game's lessons of first-game mode, read from its one text file (``ui/teach.md``).

The words are data, kept in one file per game that reads like the rules screen; the code of a
game says only how its views are read (which decision, which phase) and which numbers fill
each example. The file is a list of sections::

    ## phase bidding: The secret bid
    Step: 2. Secret bid: everyone turns the post and may add taler.
    Rules: A round

    What the phase is about, one paragraph after another.

    Example: The market holds {market}.

A ``phase`` section is one line of "how a round goes" (``Step:``, in the order of the file)
and the words shown when that phase first begins; a ``decision`` section explains one kind of
decision. ``Rules:`` names the heading of the game's rules screen that says more, and the
``Example:`` paragraph names the fields the game fills from the view on screen (``{money}``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from shared.session.teaching import Lesson, decision_topic, fill, phase_topic

#: What marks the phase the table is in on "how a round goes".
HERE = "▶"

#: Fills an example's fields from a view (and, for a decision, the deciding seat).
PhaseExample = Callable[[Any], Mapping[str, object]]
DecisionExample = Callable[[Any, int], Mapping[str, object]]


@dataclass(frozen=True)
class LessonText:
    """One section of a lesson file."""

    kind: str  # "phase" or "decision"
    key: str
    title: str
    step: str
    rules: str
    paragraphs: tuple[str, ...]
    example: str


def parse_lessons(text: str) -> dict[tuple[str, str], LessonText]:
    """The sections of a lesson file by (kind, key), in the file's order; raises
    ``ValueError`` naming what is wrong (the file is the game's own: a test reads it)."""
    found: dict[tuple[str, str], LessonText] = {}
    for block in text.split("\n## ")[1:]:
        heading, _, body = block.partition("\n")
        what, _, title = heading.partition(":")
        kind, _, key = what.strip().partition(" ")
        if kind not in ("phase", "decision") or not key or not title.strip():
            raise ValueError(
                f"a lesson heading reads 'phase KEY: Title' or 'decision KEY: "
                f"Title', not {heading!r}"
            )
        fields = {"Step": "", "Rules": "", "Example": ""}
        paragraphs: list[str] = []
        for paragraph in body.strip().split("\n\n"):
            lines = [line.strip() for line in paragraph.splitlines() if line.strip()]
            while lines and lines[0].partition(":")[0] in ("Step", "Rules"):
                name, _, value = lines.pop(0).partition(":")
                fields[name] = value.strip()
            if lines and lines[0].startswith("Example:"):
                fields["Example"] = " ".join(lines).removeprefix("Example:").strip()
            elif lines:  # (a list keeps its lines)
                listed = any(line.startswith("- ") for line in lines)
                paragraphs.append(("\n" if listed else " ").join(lines))
        found[(kind, key)] = LessonText(
            kind,
            key,
            title.strip(),
            fields["Step"],
            fields["Rules"],
            tuple(paragraphs),
            fields["Example"],
        )
    return found


class TextLessons:
    """A game's :class:`~shared.session.teaching.Lessons` from its lesson file: the game says
    how a view is read (:meth:`decision_kind`, :meth:`phase`) and gives the example fields."""

    def __init__(
        self,
        text: str,
        *,
        phase_examples: Mapping[str, PhaseExample],
        decision_examples: Mapping[str, DecisionExample],
        result_phases: Mapping[str, str] | None = None,
    ) -> None:
        self.texts = parse_lessons(text)
        self.phase_examples = dict(phase_examples)
        self.decision_examples = dict(decision_examples)
        #: The phases nobody decides in, by the topic of the result that shows them.
        self.result_phases = dict(result_phases or {})

    def result_phase(self, topic: str | None) -> str | None:
        """The phase a public result of ``topic`` shows, when that phase is one the table
        only watches (``None``: any other result)."""
        return None if topic is None else self.result_phases.get(topic)

    def decision_kind(self, view: Any) -> str | None:
        raise NotImplementedError

    def phase(self, view: Any) -> str | None:
        raise NotImplementedError

    @property
    def phases(self) -> list[str]:
        """The phases of a round, in order."""
        return [key for kind, key in self.texts if kind == "phase"]

    @property
    def decisions(self) -> list[str]:
        """The kinds of decision the file explains."""
        return [key for kind, key in self.texts if kind == "decision"]

    def phase_lesson(self, phase: str, view: Any) -> Lesson:
        """How a round goes, the phase reached marked, then what that phase is about."""
        here = self.texts[("phase", phase)]
        steps = [
            f"{HERE if key == phase else ' '} {self.texts[('phase', key)].step}"
            for key in self.phases
        ]
        example = self.phase_examples.get(phase)
        return Lesson(
            phase_topic(phase),
            f"How a round goes: {here.title}",
            ("\n".join(steps), *here.paragraphs),
            fill(here.example, example(view)) if example and here.example else here.example,
            here.rules,
        )

    def decision_lesson(self, kind: str, view: Any, seat: int) -> Lesson:
        text = self.texts[("decision", kind)]
        example = self.decision_examples.get(kind)
        return Lesson(
            decision_topic(kind),
            text.title,
            text.paragraphs,
            fill(text.example, example(view, seat)) if example and text.example else text.example,
            text.rules,
            seat,
        )
