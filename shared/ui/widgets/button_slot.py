"""A ``Button``'s resting look, standing in for it until the real one is built.

Textual's ``Button`` brings the largest stylesheet of any widget on the setup screen (some 7 KB
of rules for every style, variant and state): parsing it and styling the two buttons took
some 5 ms of a new process's 200 to its first frame. So the setup screen paints this plain
widget in each button's place and builds the buttons right after the first frame, with its
dropdowns (see :mod:`shared.ui.widgets.select_slot`). It draws what an unfocused ``Button`` of
the default style draws, in the default and the primary variant, cell for cell and in every
theme (a test compares the two screens), so the swap shows nothing; it takes no focus, so no
key or click reaches it in the moment before the swap.

Its rules below repeat the resting ones of ``Button``'s own stylesheet (``textual`` is pinned;
``tests/shared/ui/test_setup.py`` fails, naming the theme, if an upgrade changes that look).
"""

from __future__ import annotations

from typing import Literal

from rich.cells import cell_len
from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import Button

#: The variants the stand-in can draw.
Variant = Literal["default", "primary"]


class ButtonSlot(Widget):
    """A label between a button's light top and dark bottom edges, like a resting ``Button``."""

    DEFAULT_CSS = """
    ButtonSlot {
        width: auto;
        min-width: 16;
        height: auto;
        line-pad: 1;
        text-align: center;
        content-align: center middle;
        text-style: bold;
        color: $button-foreground;
        background: $surface;
        border: none;
        border-top: tall $surface-lighten-1;
        border-bottom: tall $surface-darken-1;
        &.-primary {
            color: $button-color-foreground;
            background: $primary;
            border-top: tall $primary-lighten-3;
            border-bottom: tall $primary-darken-3;
        }
        &:ansi {
            border: tall $border-blurred;
            background: ansi_default;
            &.-primary { color: $primary; border: tall $primary; background: ansi_default; }
        }
    }
    """

    def __init__(self, label: str, *, button_id: str, variant: Variant = "default") -> None:
        super().__init__(classes=f"-{variant}")
        self.label = label
        self.variant: Variant = variant
        #: The id the ``Button`` gets (the slot has none, so both may stand side by side).
        self.button_id = button_id

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return cell_len(self.label) + 2  # as Button's

    def render(self) -> Content:
        return Content(self.label)

    def build(self) -> Button:
        """The ``Button`` this slot stands for, with its label, variant and id."""
        return Button(self.label, variant=self.variant, id=self.button_id)
