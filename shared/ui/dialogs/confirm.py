"""A yes/no question."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.widgets import Button, Static

from shared.ui.dialogs.base import Dialog


class AnswerButton(Button):
    """A button of the question that answers to Y and N as well.

    One of the buttons always has the focus, and the key bar lists the focused widget's keys
    first: so the bar reads "y Yes  n/esc No" before the help keys.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "screen.answer(True)", "Yes"),
        Binding("n", "screen.answer(False)", "No"),
    ]


class ConfirmDialog(Dialog[bool]):
    """Returns ``True`` for yes (Y, or the yes button), ``False`` for no (N, Escape)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n", "answer(False)", "No"),
        Binding("escape", "answer(False)", "No"),
    ]

    def __init__(
        self,
        question: str,
        *,
        title: str = "Please confirm",
        yes: str = "Yes",
        no: str = "No",
        safe_no: bool = False,
    ) -> None:
        super().__init__()
        self.question = question
        self.title_text = title
        self.yes = yes
        self.no = no
        #: Enter answers no: for a question whose yes cannot be undone (losing a game).
        self.safe_no = safe_no

    def compose_body(self) -> ComposeResult:
        yield Static(self.question, classes="dialog-prompt", markup=False)
        with Horizontal(classes="dialog-buttons"):
            yield AnswerButton(self.yes, variant="primary", id="yes")
            yield AnswerButton(self.no, id="no")

    def on_mount(self) -> None:
        if self.safe_no:
            self.query_one("#no", Button).focus()

    def action_answer(self, answer: bool) -> None:
        """Close with ``answer``."""
        self.dismiss(answer)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")
