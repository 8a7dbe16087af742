"""A lesson of first-game mode: what a decision (or a phase of the round) means, in plain words.

Opened by the table (:mod:`shared.ui.lesson_panels`) before the decision takes the keyboard.
It waits to be read (:class:`~shared.ui.read_wait.ReadWait`): a key still meant for the move
before it does nothing, so a stray Enter never skips the lesson, and the key that closes it is
used up by it, so it never chooses anything in the decision that follows. **r** opens the rules
screen at the lesson's section; **o** turns first-game mode off.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Static

from shared.session.teaching import Lesson
from shared.ui.dialogs.base import Dialog
from shared.ui.dialogs.results import ContinueButton
from shared.ui.read_wait import ReadWait

#: The lesson's answers: read (the session never gives it again), or the mode turned off.
READ = "read"
TURN_OFF = "off"


class LessonDialog(Dialog[str], ReadWait):
    """A lesson: its words, the example from the screen, and the rules one key away."""

    DEFAULT_CSS = """
    LessonDialog {
        & #lesson-text { height: auto; max-height: 22; width: auto; max-width: 86; }
        & #lesson-text > Static { width: auto; max-width: 84; margin-bottom: 1; }
        & #lesson-text > .lesson-example { color: $text-accent; }
        & #lesson-text > .lesson-rules { color: $text-muted; margin-bottom: 0; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "read", "Continue"),
        Binding("r", "rules_here", "Rules here"),
        Binding("o", "turn_off", "First game off"),
    ]

    def __init__(self, lesson: Lesson) -> None:
        super().__init__()
        self.lesson = lesson
        self.title_text = lesson.title

    def compose_body(self) -> ComposeResult:
        lesson = self.lesson
        with VerticalScroll(id="lesson-text"):
            for paragraph in lesson.text:
                yield Static(paragraph, markup=False)
            if lesson.example:
                yield Static(
                    f"On your screen now: {lesson.example}"
                    if lesson.seat is not None
                    else f"On the table now: {lesson.example}",
                    markup=False,
                    classes="lesson-example",
                )
            where = lesson.section or "the rules"
            yield Static(
                f"More in the rules: {where} (press r).",
                markup=False,
                classes="lesson-rules",
            )
        with Horizontal(classes="dialog-buttons"):
            yield ContinueButton("Continue", variant="primary", id="ok")
            yield Button("Rules here", id="rules")
            yield Button("First game off", id="off")

    def on_mount(self) -> None:
        self.query_one("#ok", Button).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("read", "turn_off") and not self.read:
            return None
        return super().check_action(action, parameters)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "rules":
            self.action_rules_here()
        elif self.read:
            self.dismiss(TURN_OFF if event.button.id == "off" else READ)

    def action_read(self) -> None:
        self.dismiss(READ)

    def action_turn_off(self) -> None:
        self.dismiss(TURN_OFF)

    def action_rules_here(self) -> None:
        """The rules screen, at the lesson's section (the lesson stays beneath)."""
        open_rules = getattr(self.app, "open_rules", None)
        if open_rules is not None:
            open_rules(self.lesson.section)
