"""A list of choices picked with 1-9, the arrows and Enter, or the mouse.

Both the decision panel and the choose dialog stand on it. A choice may carry a *reason*:
it is then shown dimmed and, when picked, the reason is announced instead of the choice being
made, so a player learns why an option is closed rather than wondering where it went. For a
step that cannot be taken back, ``DeliberateChoiceList`` asks for two presses instead of one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from textual import events
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

    #: Whether the first choice is highlighted when the list opens (Enter then makes it).
    HIGHLIGHT_FIRST: ClassVar[bool] = True

    def on_mount(self) -> None:
        self.highlighted = 0 if self.choices and self.HIGHLIGHT_FIRST else None

    def set_choices(self, choices: Sequence[Choice]) -> None:
        """Show other choices in place (cheaper than mounting a new list)."""
        self.choices = list(choices)
        self.clear_options()
        self.add_options([Option(_prompt(n, c)) for n, c in enumerate(self.choices, start=1)])
        self.highlighted = 0 if self.choices and self.HIGHLIGHT_FIRST else None
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


class DeliberateChoiceList(ChoiceList):
    """A choice list for a step that cannot be taken back: no single press makes a choice.

    It opens with nothing highlighted. A digit, an arrow or a click only highlights a choice
    (``Armed`` says which, so the dialog can say what Enter will do); Enter, or a click on the
    choice already highlighted, makes it. A key meant for the dialog before this one (the same
    digit again, Enter, the second click of a double click) so lands on nothing, however fast
    it comes: what Enter does was always shown after the last key pressed.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select", "Confirm", key_display="\u23ce"),
    ]

    class Armed(Message):
        """A press highlighted ``choice``: Enter would now make it."""

        def __init__(self, choice_list: DeliberateChoiceList, choice: Choice) -> None:
            super().__init__()
            self.choice_list = choice_list
            self.choice = choice

        @property
        def control(self) -> DeliberateChoiceList:
            return self.choice_list

    #: Nothing is highlighted until the player presses a key in this list.
    HIGHLIGHT_FIRST = False

    def action_pick(self, number: int) -> None:
        """Highlight the choice with this number (1-based); Enter then makes it."""
        if 1 <= number <= len(self.choices):
            self.highlighted = number - 1

    def watch_highlighted(self, highlighted: int | None) -> None:
        """Say which choice Enter would make, once a press has highlighted one."""
        super().watch_highlighted(highlighted)
        if highlighted is not None and self.is_mounted:
            self.post_message(self.Armed(self, self.choices[highlighted]))
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter is no key here until a press has highlighted a choice (it would do nothing)."""
        if action == "select" and self.highlighted is None:
            return False
        return super().check_action(action, parameters)

    async def _on_click(self, event: events.Click) -> None:
        """A click highlights; a click on the highlighted choice makes it."""
        event.prevent_default()  # not OptionList's click, which makes the choice at once
        clicked = event.style.meta.get("option")
        if clicked is None:
            return
        if clicked == self.highlighted:
            self.action_select()
        else:
            self.highlighted = clicked
