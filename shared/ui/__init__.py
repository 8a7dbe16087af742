"""The Textual part of the hot-seat framework: base app, curtain, setup, dialogs, widgets.

A game subclasses :class:`HotSeatApp`, overrides the hooks it needs (see ``shared.ui.app``)
and starts with :func:`launch_app`. Nothing here names a game.
"""

from shared.engine.protocol import public_view_of as public_view
from shared.ui.app import HotSeatApp, log_of
from shared.ui.batch import ActionBatch
from shared.ui.dialogs import (
    AmountDialog,
    ChooseDialog,
    ConfirmDialog,
    Dialog,
    ResultsDialog,
    ResultTable,
    Review,
    SaveAsDialog,
    SealDialog,
    seal_review,
)
from shared.ui.handover import HUMAN, REMOTE, Step, TurnPlan, plan_turn
from shared.ui.launch import launch_app
from shared.ui.messages import ActionChosen, DialogRequested
from shared.ui.openings import (
    Opening,
    ShowReplay,
    ShowSaveError,
    ShowSetup,
    StartGame,
    new_record,
    opening_for,
)
from shared.ui.screens.curtain import CurtainScreen
from shared.ui.screens.game_over import GameOverScreen
from shared.ui.screens.log import LogScreen
from shared.ui.screens.messages import SaveErrorScreen
from shared.ui.screens.replay import ReplayScreen
from shared.ui.screens.setup import SetupScreen
from shared.ui.screens.since import SinceScreen
from shared.ui.screens.table import BoardScreen, PlayerScreen, TableScreen
from shared.ui.theme import seat_class
from shared.ui.widgets import (
    Card,
    Chip,
    Choice,
    ChoiceList,
    DecisionPanel,
    DeliberateChoiceList,
    GenericBoard,
    PrivateNotes,
    Slot,
)

__all__ = [
    "HUMAN",
    "REMOTE",
    "ActionBatch",
    "ActionChosen",
    "AmountDialog",
    "BoardScreen",
    "Card",
    "Chip",
    "Choice",
    "ChoiceList",
    "ChooseDialog",
    "ConfirmDialog",
    "CurtainScreen",
    "DecisionPanel",
    "DeliberateChoiceList",
    "Dialog",
    "DialogRequested",
    "GameOverScreen",
    "GenericBoard",
    "HotSeatApp",
    "LogPanel",
    "LogScreen",
    "Opening",
    "PlayerScreen",
    "PrivateNotes",
    "ReplayScreen",
    "ResultTable",
    "ResultsDialog",
    "Review",
    "RulesScreen",
    "SaveAsDialog",
    "SaveErrorScreen",
    "SealDialog",
    "SetupScreen",
    "ShowReplay",
    "ShowSaveError",
    "ShowSetup",
    "SinceScreen",
    "Slot",
    "StartGame",
    "Step",
    "TableScreen",
    "TurnPlan",
    "launch_app",
    "log_of",
    "new_record",
    "opening_for",
    "plan_turn",
    "public_view",
    "seal_review",
    "seat_class",
]


def __getattr__(name: str) -> object:
    """``RulesScreen`` and ``LogPanel`` on first use: they bring in Markdown and
    ``rich.pretty``, which the first screen never needs."""
    if name == "RulesScreen":
        from shared.ui.screens.rules import RulesScreen

        return RulesScreen
    if name == "LogPanel":
        from shared.ui.widgets.log_panel import LogPanel

        return LogPanel
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
