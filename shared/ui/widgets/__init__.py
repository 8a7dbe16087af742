"""Widgets shared by both games."""

from shared.ui.widgets.choices import Choice, ChoiceList, DeliberateChoiceList
from shared.ui.widgets.decision import DecisionPanel
from shared.ui.widgets.generic import GenericBoard, PrivateNotes
from shared.ui.widgets.log_entry import entry_text
from shared.ui.widgets.slot import Slot
from shared.ui.widgets.tokens import Card, Chip
from shared.ui.widgets.too_small import TooSmallNotice, too_small_message

__all__ = [
    "Card",
    "Chip",
    "Choice",
    "ChoiceList",
    "DecisionPanel",
    "DeliberateChoiceList",
    "GenericBoard",
    "LogPanel",
    "PrivateNotes",
    "Slot",
    "TooSmallNotice",
    "entry_text",
    "too_small_message",
]


def __getattr__(name: str) -> object:
    """``LogPanel`` on first use: it brings in ``rich.pretty``, which the first screen never
    needs (see ``shared.ui.widgets.log_panel``)."""
    if name == "LogPanel":
        from shared.ui.widgets.log_panel import LogPanel

        return LogPanel
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
