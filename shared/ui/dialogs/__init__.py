"""Dialogs shared by both games: each a ``ModalScreen[T]`` that returns through ``dismiss``."""

from shared.ui.dialogs.amount import AmountDialog, amount_problem
from shared.ui.dialogs.base import Dialog
from shared.ui.dialogs.choose import ChooseDialog
from shared.ui.dialogs.confirm import ConfirmDialog
from shared.ui.dialogs.results import ResultsDialog, ResultTable
from shared.ui.dialogs.save_as import SaveAsDialog
from shared.ui.dialogs.seal import SealDialog, seal_question, seal_review
from shared.ui.review import Review, through_review

__all__ = [
    "AmountDialog",
    "ChooseDialog",
    "ConfirmDialog",
    "Dialog",
    "ResultTable",
    "ResultsDialog",
    "Review",
    "SaveAsDialog",
    "SealDialog",
    "amount_problem",
    "seal_question",
    "seal_review",
    "through_review",
]
