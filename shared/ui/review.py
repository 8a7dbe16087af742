"""A step between a pick and its answer: the review a secret choice must pass.

A dialog or decision panel given a review shows it after a pick and answers only with the
review's result (``None``, from Escape, goes back to the choice as it was left). The seal
dialog (``shared.ui.dialogs.seal``) is the usual review; a game may chain its own steps in
one, such as the taler of a bid after its notches.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import App
from textual.screen import ModalScreen

#: What a pick goes through before it is answered: a dialog built from the picked value,
#: whose result is the answer (``None``: back to the choice).
Review = Callable[[Any], ModalScreen[Any]]


def through_review(
    app: App[Any], review: Review | None, value: Any, answer: Callable[[Any], object]
) -> None:
    """``answer(value)`` at once without a review, else once the review returns a result."""
    if review is None:
        answer(value)
        return

    def reviewed(result: Any) -> None:
        if result is not None:
            answer(result)

    app.push_screen(review(value), reviewed)
