"""Pick one of several options; a closed option says why when picked."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.content import Content
from textual.widgets import Static

from shared.ui.dialogs.base import Dialog
from shared.ui.review import Review
from shared.ui.widgets.choices import Choice, ChoiceList


class ChooseDialog(Dialog[Any]):
    """Returns the ``value`` of the picked :class:`Choice`, or ``None`` on Escape.

    With a ``review`` the picked value passes it first, and the review's result is returned.
    ``aside`` stands to the right of the prompt: a copy of what the decision is read from
    (part of the board the dialog covers), so it stays in sight without costing rows.
    """

    DEFAULT_CSS = """
    ChooseDialog #prompt-row { height: auto; width: auto; }
    ChooseDialog #aside {
        width: auto;
        height: auto;
        margin-left: 2;
        padding-left: 1;
        border-left: solid $primary;
    }
    """

    def __init__(
        self,
        title: str,
        choices: Sequence[Choice],
        *,
        prompt: str = "",
        review: Review | None = None,
        aside: Content | None = None,
    ) -> None:
        super().__init__()
        self.title_text = title
        self.prompt = prompt
        self.choices = list(choices)
        self.review = review
        self.aside = aside

    def compose_body(self) -> ComposeResult:
        prompt = Static(self.prompt, id="prompt", classes="dialog-prompt", markup=False)
        prompt.display = bool(self.prompt)
        if self.aside is None:
            yield prompt
        else:
            with Horizontal(id="prompt-row"):
                yield prompt
                yield Static(self.aside, id="aside", markup=False)
        yield ChoiceList(self.choices, id="choices")
        yield Static("", id="reason", classes="dialog-reason", markup=False)

    def update_from(self, fresh: ChooseDialog) -> bool:
        """Take the title, prompt and options of ``fresh`` (a dialog never shown).

        The table asks this of an answered dialog when the same player decides again at
        once: changing the text of an open dialog is much quicker than opening a new one.
        """
        if not self.is_mounted or (self.aside is None) != (fresh.aside is None):
            return False
        self.prompt, self.choices, self.review = fresh.prompt, fresh.choices, fresh.review
        self.retitle(fresh.title_text)
        prompt = self.query_one("#prompt", Static)
        prompt.update(fresh.prompt)
        prompt.display = bool(fresh.prompt)
        if fresh.aside is not None:
            self.aside = fresh.aside
            self.query_one("#aside", Static).update(fresh.aside)
        self.query_one("#reason", Static).update("")
        choices = self.query_one(ChoiceList)
        choices.set_choices(fresh.choices)
        choices.focus()
        return True

    def on_choice_list_picked(self, event: ChoiceList.Picked) -> None:
        event.stop()
        self.answer(event.choice.value)

    def on_choice_list_refused(self, event: ChoiceList.Refused) -> None:
        event.stop()
        self.query_one("#reason", Static).update(event.choice.reason or "")
