"""A yes/no question."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.widgets import Button, Static

from shared.ui.dialogs.base import Dialog


class ConfirmDialog(Dialog[bool]):
    """Returns ``True`` for yes (Y, or the yes button), ``False`` for no (N, Escape)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n", "answer(False)", "No"),
        Binding("escape", "answer(False)", "No", show=False),
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

    def compose(self) -> ComposeResult:
        with self.frame():
            yield Static(self.question, classes="dialog-prompt", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button(self.yes, variant="primary", id="yes")
                yield Button(self.no, id="no")

    def on_mount(self) -> None:
        if self.safe_no:
            self.query_one("#no", Button).focus()

    def action_answer(self, answer: bool) -> None:
        """Close with ``answer``."""
        self.dismiss(answer)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")
