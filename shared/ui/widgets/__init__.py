"""Widgets shared by both games, each imported from its module when first asked for
(``shared.lazy``)."""

from typing import TYPE_CHECKING

from shared.lazy import lazy_names

if TYPE_CHECKING:
    from shared.ui.widgets.choices import Choice, ChoiceList, DeliberateChoiceList
    from shared.ui.widgets.decision import DecisionPanel
    from shared.ui.widgets.generic import GenericBoard, PrivateNotes
    from shared.ui.widgets.log_entry import entry_text
    from shared.ui.widgets.log_panel import LogPanel
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

__getattr__ = lazy_names(
    __name__,
    {
        "Card": "shared.ui.widgets.tokens",
        "Chip": "shared.ui.widgets.tokens",
        "Choice": "shared.ui.widgets.choices",
        "ChoiceList": "shared.ui.widgets.choices",
        "DecisionPanel": "shared.ui.widgets.decision",
        "DeliberateChoiceList": "shared.ui.widgets.choices",
        "GenericBoard": "shared.ui.widgets.generic",
        "LogPanel": "shared.ui.widgets.log_panel",
        "PrivateNotes": "shared.ui.widgets.generic",
        "Slot": "shared.ui.widgets.slot",
        "TooSmallNotice": "shared.ui.widgets.too_small",
        "entry_text": "shared.ui.widgets.log_entry",
        "too_small_message": "shared.ui.widgets.too_small",
    },
)
