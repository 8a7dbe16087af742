"""Dialogs shared by both games: each a ``ModalScreen[T]`` that returns through ``dismiss``.

Each is imported from its module when first asked for (``shared.lazy``).
"""

from typing import TYPE_CHECKING

from shared.lazy import lazy_names

if TYPE_CHECKING:
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

__getattr__ = lazy_names(
    __name__,
    {
        "AmountDialog": "shared.ui.dialogs.amount",
        "ChooseDialog": "shared.ui.dialogs.choose",
        "ConfirmDialog": "shared.ui.dialogs.confirm",
        "Dialog": "shared.ui.dialogs.base",
        "ResultTable": "shared.ui.dialogs.results",
        "ResultsDialog": "shared.ui.dialogs.results",
        "Review": "shared.ui.review",
        "SaveAsDialog": "shared.ui.dialogs.save_as",
        "SealDialog": "shared.ui.dialogs.seal",
        "amount_problem": "shared.ui.dialogs.amount",
        "seal_question": "shared.ui.dialogs.seal",
        "seal_review": "shared.ui.dialogs.seal",
        "through_review": "shared.ui.review",
    },
)
