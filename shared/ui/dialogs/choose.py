"""Pick one of several options; a closed option says why when picked."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from shared.ui.dialogs.base import Dialog
from shared.ui.widgets.choices import Choice, ChoiceList


class ChooseDialog(Dialog[Any]):
    """Returns the ``value`` of the picked :class:`Choice`, or ``None`` on Escape."""

    def __init__(self, title: str, choices: Sequence[Choice], *, prompt: str = "") -> None:
        super().__init__()
        self.title_text = title
        self.prompt = prompt
        self.choices = list(choices)

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog") as box:
            box.border_title = self.title_text
            if self.prompt:
                yield Static(self.prompt, classes="dialog-prompt", markup=False)
            yield ChoiceList(self.choices, id="choices")
            yield Static("", id="reason", classes="dialog-reason", markup=False)

    def on_choice_list_picked(self, event: ChoiceList.Picked) -> None:
        event.stop()
        self.dismiss(event.choice.value)

    def on_choice_list_refused(self, event: ChoiceList.Refused) -> None:
        event.stop()
        self.query_one("#reason", Static).update(event.choice.reason or "")
