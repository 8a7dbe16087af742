"""Messages that travel up to the app, which alone applies actions to the game."""

from __future__ import annotations

from typing import Any

from textual.message import Message


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
