"""A list of choices picked with 1-9, the arrows and Enter, or the mouse.

Both the decision panel and the choose dialog stand on it. A choice may carry a *reason*:
it is then shown dimmed and, when picked, the reason is announced instead of the choice being
made, so a player learns why an option is closed rather than wondering where it went.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from textual.binding import Binding, BindingType
from textual.content import Content
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

#: Choices that get a digit key (1-9).
DIGIT_KEYS = 9


@dataclass(frozen=True)
class Choice:
    """One option: what it says, what it stands for, and why it is closed (if it is)."""

    label: str
    value: Any
    reason: str | None = None


def _prompt(number: int, choice: Choice) -> Content:
    key = f"{number}. " if number <= DIGIT_KEYS else "   "
    if choice.reason is None:
        return Content.assemble((key, "bold"), choice.label)
    return Content.assemble((key, "dim"), (choice.label, "dim"), (" (not allowed)", "dim italic"))


class ChoiceList(OptionList):
    """An option list of :class:`Choice` items that posts ``Picked`` or ``Refused``."""

    DEFAULT_CSS = """
    ChoiceList {
        height: auto;
        max-height: 16;
    }
    """

    #: One digit per choice; the key bar names only the digits that have a choice (1-3).
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(str(n), f"pick({n})", "Choose") for n in range(1, DIGIT_KEYS + 1)
    ]

    class Picked(Message):
        """An allowed choice was made."""

        def __init__(self, choice_list: ChoiceList, choice: Choice) -> None:
            super().__init__()
            self.choice_list = choice_list
            self.choice = choice

        @property
        def control(self) -> ChoiceList:
            return self.choice_list

    class Refused(Message):
        """A closed choice was picked; ``choice.reason`` says why it is closed."""

        def __init__(self, choice_list: ChoiceList, choice: Choice) -> None:
            super().__init__()
            self.choice_list = choice_list
            self.choice = choice

        @property
        def control(self) -> ChoiceList:
            return self.choice_list

    def __init__(
        self,
        choices: Sequence[Choice],
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        self.choices = list(choices)
        options = [Option(_prompt(n, c)) for n, c in enumerate(self.choices, start=1)]
        super().__init__(*options, name=name, id=id, classes=classes)

    def on_mount(self) -> None:
        if self.choices:
            self.highlighted = 0

    def set_choices(self, choices: Sequence[Choice]) -> None:
        """Show other choices in place (cheaper than mounting a new list)."""
        self.choices = list(choices)
        self.clear_options()
        self.add_options([Option(_prompt(n, c)) for n, c in enumerate(self.choices, start=1)])
        self.highlighted = 0 if self.choices else None
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A digit without a choice is no key here (hidden from the key bar, and inert)."""
        if action == "pick" and parameters:
            number = parameters[0]
            return isinstance(number, int) and 1 <= number <= len(self.choices)
        return True

    def action_pick(self, number: int) -> None:
        """Pick the choice with this number (1-based), as if it were selected."""
        if 1 <= number <= len(self.choices):
            self.highlighted = number - 1
            self._pick(number - 1)

    def _on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self._pick(event.option_index)

    def _pick(self, index: int) -> None:
        choice = self.choices[index]
        if choice.reason is None:
            self.post_message(self.Picked(self, choice))
        else:
            self.post_message(self.Refused(self, choice))
