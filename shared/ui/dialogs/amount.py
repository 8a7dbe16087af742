"""Enter a whole number between a minimum and a maximum (a bid, a donation, a count)."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.validation import Number
from textual.widgets import Button, Input, Static

from shared.ui.dialogs.base import Dialog
from shared.ui.review import Review


def amount_problem(text: str, minimum: int, maximum: int, unit: str = "") -> str | None:
    """Why ``text`` is not an acceptable amount, or ``None`` when it is."""
    suffix = f" {unit}" if unit else ""
    try:
        value = int(text.strip())
    except ValueError:
        return f"Enter a whole number from {minimum} to {maximum}{suffix}."
    if value < minimum:
        return f"{value} is too few: the least is {minimum}{suffix}."
    if value > maximum:
        return f"{value} is too many: the most is {maximum}{suffix}."
    return None


#: The characters a whole number is typed with.
NUMBER_CHARACTERS = frozenset("0123456789+-")


class AmountInput(Input):
    """A whole-number field that leaves every other key to the dialog.

    Textual's integer field refuses letters yet swallows them, so ``l`` (the log) and ``?``
    (the rules) would do nothing while the amount has the focus; here they reach the dialog.
    Up and Down step the amount (a field's own Up and Down would scroll it, and hide the
    dialog's keys from the key bar).
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "screen.step(1)", "More"),
        Binding("down", "screen.step(-1)", "Less"),
    ]

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return character is not None and character in NUMBER_CHARACTERS

    async def _on_key(self, event: events.Key) -> None:
        if event.is_printable and not self.check_consume_key(event.key, event.character):
            event.prevent_default()  # not typed: the key goes on to the dialog's bindings


class AmountDialog(Dialog[int]):
    """Returns the amount entered, or ``None`` on Escape.

    The input only accepts digits (``type="integer"``); Up and Down step the value; an
    out-of-range amount is refused with the reason and the dialog stays open. With a
    ``review`` the amount passes it first, and the review's result is returned.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "step(1)", "More"),
        Binding("down", "step(-1)", "Less"),
    ]

    def __init__(
        self,
        title: str,
        minimum: int,
        maximum: int,
        *,
        prompt: str = "",
        initial: int | None = None,
        unit: str = "",
        review: Review | None = None,
    ) -> None:
        super().__init__()
        self.review = review
        self.title_text = title
        self.minimum = minimum
        self.maximum = maximum
        self.prompt = prompt
        self.initial = minimum if initial is None else initial
        self.unit = unit

    def compose_body(self) -> ComposeResult:
        unit = f" {self.unit}" if self.unit else ""
        if self.prompt:
            yield Static(self.prompt, classes="dialog-prompt", markup=False)
        yield Static(f"From {self.minimum} to {self.maximum}{unit}.", markup=False)
        yield AmountInput(
            str(self.initial),
            type="integer",
            id="amount",
            validators=[
                Number(
                    self.minimum,
                    self.maximum,
                    failure_description=f"Choose from {self.minimum} to {self.maximum}.",
                )
            ],
        )
        yield Static("", id="reason", classes="dialog-reason", markup=False)
        with Horizontal(classes="dialog-buttons"):
            yield Button("OK", variant="primary", id="ok")
            yield Button("Cancel", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#amount", Input).focus()

    def _value(self) -> int:
        """The amount typed so far (the initial amount while the field holds no number)."""
        fields = self.query("#amount").results(Input)
        try:
            return int(next(fields).value)
        except (StopIteration, ValueError):  # not composed yet, or no number
            return self.initial

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """More at the maximum and Less at the minimum would do nothing: no such key then."""
        if action == "step" and parameters and isinstance(parameters[0], int):
            value = self._value()
            stepped = max(self.minimum, min(self.maximum, value + parameters[0]))
            return stepped != value
        return super().check_action(action, parameters)

    def action_step(self, delta: int) -> None:
        """Raise or lower the amount by one, within the limits."""
        field = self.query_one("#amount", Input)
        value = self._value()
        field.value = str(max(self.minimum, min(self.maximum, value + delta)))
        field.cursor_position = len(field.value)

    def on_input_changed(self, event: Input.Changed) -> None:
        """The limits may now be reached or left: the key bar follows."""
        self.refresh_bindings()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._submit()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "ok":
            self._submit()
        else:
            self.dismiss(None)

    def _submit(self) -> None:
        text = self.query_one("#amount", Input).value
        problem = amount_problem(text, self.minimum, self.maximum, self.unit)
        if problem is not None:
            self.query_one("#reason", Static).update(problem)
            return
        self.answer(int(text))
