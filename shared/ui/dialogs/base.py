"""The common frame of every dialog: centred box, title, Escape to cancel."""

from __future__ import annotations

from typing import ClassVar, TypeVar

from textual.binding import Binding, BindingType
from textual.screen import ModalScreen

ResultT = TypeVar("ResultT")


class Dialog(ModalScreen[ResultT]):
    """A modal dialog returning a ``ResultT`` through ``dismiss`` (``None`` on Escape).

    Dialogs open over the screen of the seat that decides (dimming it is fine: it is that
    seat's own screen) or over the public board, never over another seat's screen; the app's
    hand-over logic guarantees that.
    """

    DEFAULT_CSS = """
    Dialog {
        align: center middle;
        & > #dialog {
            width: auto;
            min-width: 44;
            max-width: 90%;
            height: auto;
            max-height: 90%;
            border: thick $primary;
            border-title-color: $text-primary;
            border-title-style: bold;
            background: $surface;
            padding: 1 2;
        }
        & .dialog-prompt { margin-bottom: 1; width: auto; max-width: 80; }
        & .dialog-reason { color: $text-warning; height: auto; width: auto; max-width: 80; }
        & .dialog-buttons { height: auto; width: auto; margin-top: 1; }
        & .dialog-buttons Button { margin-right: 1; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel")]

    def action_cancel(self) -> None:
        """Close without a result."""
        self.dismiss(None)
