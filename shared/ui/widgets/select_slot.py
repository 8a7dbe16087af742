"""A compact ``Select``'s closed look, standing in for it until the real one is built.

Textual's ``Select`` is a handful of widgets (the current line, its arrows, a hidden option
list over the screen), and the setup screen has one per seat and one for the player count:
in a new process, building them took some 45 ms of the 100 from composing the screen to its
first frame. The setup screen therefore paints this single widget in each one's place and
builds the ``Select`` right after the first frame (:meth:`SelectSlot.build`). It draws what a
closed, unfocused compact ``Select`` draws, cell for cell and in the same colours (a test
compares the two screens), so the swap shows nothing; it takes no focus, so no key or click
reaches it in the moment before the swap.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from rich.text import Text
from textual.widget import Widget
from textual.widgets import Select

#: The arrow a closed ``Select`` shows at its right end, after one cell of space.
ARROW = "\u25bc"


class SelectSlot(Widget):
    """One line: the chosen option's label and the dimmed arrow, like a compact ``Select``."""

    COMPONENT_CLASSES = {"select-slot--arrow"}

    DEFAULT_CSS = """
    SelectSlot {
        height: 1;
        color: $foreground;
        background: $surface;
        padding: 0 1 0 0;
        &:ansi { color: ansi_default; background: ansi_default; }  /* as Select's, too */
        & > .select-slot--arrow { color: $foreground 50%; }
    }
    """

    def __init__(
        self,
        options: Sequence[tuple[str, Hashable]],
        value: Hashable,
        *,
        select_id: str,
        classes: str = "",
    ) -> None:
        super().__init__(classes=classes)
        self.options = list(options)
        #: The value chosen (the ``Select``'s, once built, starts from it).
        self.value = value
        #: The id the ``Select`` gets (the slot has none, so both may stand side by side).
        self.select_id = select_id
        self.select_classes = classes

    @property
    def label(self) -> str:
        """The label of the chosen option."""
        return next(label for label, value in self.options if value == self.value)

    def render(self) -> Text:
        width = self.content_size.width
        label_width = max(0, width - 2)  # (the arrow and its one cell of space)
        text = Text(self.label[:label_width].ljust(label_width), end="", no_wrap=True)
        text.append(" " + ARROW, self.get_component_rich_style("select-slot--arrow"))
        return text

    def build(self) -> Select[Any]:
        """The compact ``Select`` this slot stands for, with its value, id and classes."""
        return Select(
            self.options,
            value=self.value,
            allow_blank=False,
            compact=True,
            id=self.select_id,
            classes=self.select_classes,
        )
