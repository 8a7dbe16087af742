"""A checkbox whose box is empty while it is not ticked."""

from __future__ import annotations

from textual.widgets import Checkbox

#: What the box holds, ticked and not.
TICKED = "X"
UNTICKED = " "


class Tickbox(Checkbox):
    """Textual's checkbox, drawn empty when unticked.

    Textual draws the X in both states and only dims it when off; in this theme the dim X
    read as ticked, and so did every text copy of the screen. Here the box holds the X only
    while the option is on.
    """

    DEFAULT_CSS = """
    Tickbox.-on > .toggle--button { text-style: bold; }
    """

    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]  # Textual's class attribute
        return TICKED if self.value else UNTICKED
