"""The bar saying that the game is not being saved, on every screen until a save works.

A toast would not do: notifications are cleared at every hand-over (nothing of one player
may stay on screen for the next), so a failure would be told once and then forgotten while
the game went on unsaved. Instead, while saves fail the app mounts this bar into whatever
screen is shown (table screens, the curtain, dialogs, the setup screen) each time the
screen changes, and removes it from the screen shown once a save succeeds again. The bar
takes the header's row (the screen gets the class ``-not-saved``, which hides the
``Header``), so no layout loses a line to it. Its text is the failure's reason and the
folder, public information only; every action tries to save again.
"""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Header, Static

#: The class a screen gets while the bar is on it.
NOT_SAVED_CLASS = "-not-saved"

#: App-wide rule: the bar replaces the header while it is shown.
NOT_SAVED_CSS = f"""
Screen.{NOT_SAVED_CLASS} > {Header.__name__} {{ display: none; }}
"""


class SaveWarning(Static):
    """One bar at the top of the screen, in the error colours."""

    DEFAULT_CSS = """
    SaveWarning {
        dock: top;
        width: 100%;
        height: auto;
        max-height: 2;
        padding: 0 1;
        background: $error;
        color: $text;
        text-style: bold;
    }
    """


def sync_save_warning(screen: Screen[object], message: str | None) -> None:
    """Mount, update or remove the bar on ``screen`` (``message`` ``None``: saves work)."""
    if message is None and not screen.has_class(NOT_SAVED_CLASS):
        return  # the usual case, at every screen change: nothing to do
    screen.set_class(message is not None, NOT_SAVED_CLASS)
    bars = list(screen.query_children(SaveWarning))
    if message is None:
        for bar in bars:
            bar.remove()
        return
    if bars:
        bars[0].update(message)
    else:
        screen.mount(SaveWarning(message, markup=False))
