"""The Textual part of the hot-seat framework: base app, curtain, setup, dialogs, widgets.

A game subclasses :class:`HotSeatApp`, overrides the hooks it needs (see ``shared.ui.app``)
and starts with :func:`launch_app`. Nothing here names a game. Each name is imported from
its module when first asked for (``shared.lazy``), so a module of the package imports only what
it needs itself.
"""

from typing import TYPE_CHECKING

from shared.engine.protocol import public_view_of as public_view
from shared.lazy import lazy_names

if TYPE_CHECKING:
    from shared.session.batch import ActionBatch
    from shared.session.handover import HUMAN, REMOTE, Step, TurnPlan, plan_turn
    from shared.ui.app import HotSeatApp, log_of
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
    from shared.ui.screens.rules import RulesScreen
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
    from shared.ui.widgets.log_panel import LogPanel

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

__getattr__ = lazy_names(
    __name__,
    {
        "ActionBatch": "shared.session.batch",
        "ActionChosen": "shared.ui.messages",
        "AmountDialog": "shared.ui.dialogs",
        "BoardScreen": "shared.ui.screens.table",
        "Card": "shared.ui.widgets",
        "Chip": "shared.ui.widgets",
        "Choice": "shared.ui.widgets",
        "ChoiceList": "shared.ui.widgets",
        "ChooseDialog": "shared.ui.dialogs",
        "ConfirmDialog": "shared.ui.dialogs",
        "CurtainScreen": "shared.ui.screens.curtain",
        "DecisionPanel": "shared.ui.widgets",
        "DeliberateChoiceList": "shared.ui.widgets",
        "Dialog": "shared.ui.dialogs",
        "DialogRequested": "shared.ui.messages",
        "GameOverScreen": "shared.ui.screens.game_over",
        "GenericBoard": "shared.ui.widgets",
        "HUMAN": "shared.session.handover",
        "HotSeatApp": "shared.ui.app",
        "LogPanel": "shared.ui.widgets.log_panel",
        "LogScreen": "shared.ui.screens.log",
        "Opening": "shared.ui.openings",
        "PlayerScreen": "shared.ui.screens.table",
        "PrivateNotes": "shared.ui.widgets",
        "REMOTE": "shared.session.handover",
        "ReplayScreen": "shared.ui.screens.replay",
        "ResultTable": "shared.ui.dialogs",
        "ResultsDialog": "shared.ui.dialogs",
        "Review": "shared.ui.dialogs",
        "RulesScreen": "shared.ui.screens.rules",
        "SaveAsDialog": "shared.ui.dialogs",
        "SaveErrorScreen": "shared.ui.screens.messages",
        "SealDialog": "shared.ui.dialogs",
        "SetupScreen": "shared.ui.screens.setup",
        "ShowReplay": "shared.ui.openings",
        "ShowSaveError": "shared.ui.openings",
        "ShowSetup": "shared.ui.openings",
        "SinceScreen": "shared.ui.screens.since",
        "Slot": "shared.ui.widgets",
        "StartGame": "shared.ui.openings",
        "Step": "shared.session.handover",
        "TableScreen": "shared.ui.screens.table",
        "TurnPlan": "shared.session.handover",
        "launch_app": "shared.ui.launch",
        "log_of": "shared.ui.app",
        "new_record": "shared.ui.openings",
        "opening_for": "shared.ui.openings",
        "plan_turn": "shared.session.handover",
        "seal_review": "shared.ui.dialogs",
        "seat_class": "shared.ui.theme",
    },
)
