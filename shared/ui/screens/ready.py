"""An opaque screen that waits for the named player's key or click: the curtain and the
summary of what happened since a seat's last decision both stand on it."""

from __future__ import annotations

import asyncio

from textual import events

from shared.ui.read_wait import ReadWait
from shared.ui.widgets.footer import KeyBar


class ReadyScreen(ReadWait):
    """Waits for its player; then it dismisses itself, or, with ``dismiss_when_ready=False``,
    only sets :attr:`ready` so the app can replace it by the player's screen directly (the
    board never flashes in between).

    A plain ``Screen`` on purpose: a ``ModalScreen`` lets the screen below show through,
    dimmed. Subclasses bind their keys to ``ready`` and compose a :class:`KeyBar`.

    It waits to be read (:class:`~shared.ui.read_wait.ReadWait`): a key or click within a
    moment of its coming up is the previous player's, a second tap of the Enter that made the
    last move, and lifting a curtain with it would show the next seat's own screen to the
    wrong person. Until then the key bar shows its key dimmed.
    """

    def __init__(self, name: str, seat: int | None, *, dismiss_when_ready: bool = True) -> None:
        super().__init__()
        self.player_name = name
        self.player_seat = seat
        self.dismiss_when_ready = dismiss_when_ready
        #: Set once the player has pressed the key (or clicked).
        self.ready = asyncio.Event()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "ready" and not self.read:
            return None  # (shown dimmed: the screen has only just come up)
        return super().check_action(action, parameters)

    def action_ready(self) -> None:
        """The player is there: go on (once, and only once the screen could be read)."""
        if self.ready.is_set() or not self.read:
            return
        self.ready.set()
        if self.dismiss_when_ready:
            self.dismiss(None)

    def on_click(self, event: events.Click) -> None:
        footer = self.query_one(KeyBar)
        if event.widget is not None and footer in event.widget.ancestors_with_self:
            return  # a click on a footer key runs that key's command, nothing more
        self.action_ready()
