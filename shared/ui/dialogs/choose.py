"""Pick one of several options; a closed option says why when picked."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.content import Content
from textual.widgets import Static

from shared.ui.dialogs.base import Dialog
from shared.ui.review import Review
from shared.ui.widgets.choices import Choice, ChoiceList

#: The widest ``aside`` that stands beside the prompt; a wider one stands below it, so the
#: prompt keeps room for its sentences.
ASIDE_BESIDE_WIDTH = 40


def aside_width(aside: Content) -> int:
    """The width of the widest line of ``aside``, in cells."""
    return max((cell_len(line) for line in aside.plain.splitlines()), default=0)


def aside_place(aside: Content | None) -> str | None:
    """Where ``aside`` stands: ``"beside"`` the prompt, ``"below"`` it, or nowhere."""
    if aside is None:
        return None
    return "below" if aside_width(aside) > ASIDE_BESIDE_WIDTH else "beside"


class ChooseDialog(Dialog[Any]):
    """Returns the ``value`` of the picked :class:`Choice`, or ``None`` on Escape.

    With a ``review`` the picked value passes it first, and the review's result is returned.
    ``aside`` stands to the right of the prompt, or below it when it is wider than
    ``ASIDE_BESIDE_WIDTH``: a copy of what the decision is read from (part of the board the
    dialog covers), so it stays in sight.
    """

    DEFAULT_CSS = """
    ChooseDialog #prompt-row { height: auto; width: auto; }
    ChooseDialog #aside {
        width: auto;
        height: auto;
        margin-left: 2;
        padding-left: 1;
        border-left: solid $primary;
        &.-below { margin: 0 0 1 0; }
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
        elif aside_place(self.aside) == "below":  # too wide to leave the prompt room
            yield prompt
            yield Static(self.aside, id="aside", classes="-below", markup=False)
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
        if not self.is_mounted or aside_place(self.aside) != aside_place(fresh.aside):
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
