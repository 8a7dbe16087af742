"""The generic decision panel: the deciding seat's legal actions as a list of choices."""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from shared.ui.messages import ActionChosen
from shared.ui.review import Review, through_review
from shared.ui.text import literal
from shared.ui.widgets.choices import Choice, ChoiceList


class DecisionPanel(Vertical):
    """A prompt and the choices of one seat; picking one posts :class:`ActionChosen`.

    Games can use it as it is (the default hook lists ``engine.describe_action`` for every
    legal action) or feed it their own choices, including closed ones with a reason. With a
    ``review`` (a secret choice: see ``shared.ui.dialogs.seal``) a pick is posted only once it
    has passed the review, as the review's result.
    """

    DEFAULT_CSS = """
    DecisionPanel {
        height: auto;
        border: round $primary;
        border-title-color: $text-primary;
        padding: 0 1;
        & > .decision-prompt { color: $text-muted; }
        & > ChoiceList { border: none; padding: 0; background: transparent; }
        & > .decision-reason { color: $text-warning; height: auto; }
        & > .decision-waiting { color: $text-muted; }
    }
    """

    def __init__(
        self,
        prompt: str,
        choices: Sequence[Choice],
        seat: int | None,
        *,
        title: str = "Your decision",
        review: Review | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.prompt = prompt
        self.choices = list(choices)
        self.seat = seat
        self.review = review
        self.title_text = title
        self.border_title = literal(title)  # a game's title may hold a player's name

    def compose(self) -> ComposeResult:
        if not self.choices:
            yield Static(self.prompt, classes="decision-waiting", markup=False)
            return
        yield Static(self.prompt, classes="decision-prompt", markup=False)
        yield ChoiceList(self.choices, classes="decision-choices")
        yield Static("", classes="decision-reason", markup=False)

    def update_from(self, fresh: DecisionPanel) -> bool:
        """Show ``fresh``'s prompt and choices in this mounted panel (see ``shared.ui.Slot``).

        Only a panel with choices takes another one with choices; anything else is rebuilt.
        """
        if not (self.choices and fresh.choices and fresh.seat == self.seat):
            return False
        self.prompt, self.choices, self.review = fresh.prompt, fresh.choices, fresh.review
        self.title_text = fresh.title_text
        self.border_title = literal(fresh.title_text)
        self.query_one(".decision-prompt", Static).update(fresh.prompt)
        self.query_one(".decision-reason", Static).update("")
        self.query_one(ChoiceList).set_choices(fresh.choices)
        return True

    def focus_choices(self) -> None:
        """Put the keyboard on the choices (after a screen is built or rebuilt)."""
        for choice_list in self.query(ChoiceList):
            choice_list.focus()

    def on_choice_list_picked(self, event: ChoiceList.Picked) -> None:
        event.stop()
        seat, app = self.seat, self.app
        # posted by the app: the review's answer may come after this panel was replaced
        through_review(
            app,
            self.review,
            event.choice.value,
            lambda chosen: app.post_message(ActionChosen(chosen, seat)),
        )

    def on_choice_list_refused(self, event: ChoiceList.Refused) -> None:
        event.stop()
        self.query_one(".decision-reason", Static).update(event.choice.reason or "")
