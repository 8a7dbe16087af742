"""The last look at a secret choice before it is sealed: Enter seals it, Escape changes it.

At the table a player may turn the post or swap the good in the hand until the choice is
revealed or handed on; on a keyboard one slipped digit would otherwise fix it for good. This
dialog is the usual review (``shared.ui.review``) of such a choice: the dialog or panel
beneath answers only once the seat seals; Escape goes back to the choice as it was left.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.widgets import Button, Static

from shared.ui.dialogs.base import Dialog
from shared.ui.review import Review
from shared.ui.widgets.footer import KeyBar

#: How every seal question ends, so the keys are named where the player reads.
SEAL_KEYS = "Enter seals, Escape changes it."


class SealDialog(Dialog[Any]):
    """Shows the whole choice; returns ``sealed`` on Enter, ``None`` on Escape."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "seal", "Seal"),
        Binding("escape", "cancel", "Change it"),
    ]

    def __init__(self, question: str, sealed: Any, *, title: str = "Seal your choice") -> None:
        super().__init__()
        self.question = question
        self.sealed = sealed
        self.title_text = title

    def compose(self) -> ComposeResult:
        with self.frame():
            yield Static(self.question, id="question", classes="dialog-prompt", markup=False)
            with Horizontal(classes="dialog-buttons"):
                for button in (Button("Seal", variant="primary", id="seal"), Button("Change it")):
                    button.can_focus = False  # Enter and Escape are the dialog's own keys
                    yield button
        yield KeyBar()

    def action_seal(self) -> None:
        """Seal the choice: the dialog beneath answers it."""
        self.dismiss(self.sealed)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(self.sealed if event.button.id == "seal" else None)


def seal_question(title: str, words: str) -> str:
    """``Seal your bid: 3 notches + 7 taler? Enter seals, Escape changes it.``"""
    return f"{title}: {words}?\n{SEAL_KEYS}"


def seal_review(title: str, words: Callable[[Any], str]) -> Review:
    """A review that seals the picked value itself, described by ``words(value)``."""
    return lambda value: SealDialog(seal_question(title, words(value)), value, title=title)
