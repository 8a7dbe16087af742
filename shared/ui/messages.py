"""Messages that travel up to the app, which alone applies actions to the game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.message import Message
from textual.screen import ModalScreen


class ActionChosen(Message):
    """A seat chose an action; the app applies it (or explains why it is not allowed).

    Any widget of a game screen may post this; it bubbles up to the app. ``seat`` is the seat
    the widget was built for, so a late click on a screen that is being replaced cannot act
    for a different seat.
    """

    def __init__(self, action: Any, seat: int | None) -> None:
        super().__init__()
        self.action = action
        self.seat = seat


class DialogRequested(Message):
    """A seat's widget asks for a dialog whose answer becomes that seat's action.

    A decision panel may offer options that open a dialog first (a kind of action with its own
    list, an amount, a confirmation). Such a dialog is opened by the table, the one way every
    decision dialog opens (``HotSeatApp._ask``), so the same rules hold for it: it opens only
    while ``seat`` is awaited, it is closed before the keyboard is handed over, and its action
    is applied, recorded and autosaved like any other. ``then`` turns the dialog's answer into
    the action (``None`` from it: nothing is done); without it the answer is the action.
    """

    def __init__(
        self,
        make: Callable[[], ModalScreen[Any]],
        seat: int | None,
        then: Callable[[Any], Any] | None = None,
    ) -> None:
        super().__init__()
        self.make = make
        self.seat = seat
        self.then = then
