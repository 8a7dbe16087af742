"""The pass-the-keyboard curtain: opaque, naming the next player, holding nothing private."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Static

from shared.ui.screens.ready import ReadyScreen
from shared.ui.textual_internals import HeldFrames
from shared.ui.theme import seat_class
from shared.ui.widgets.footer import KeyBar


class CurtainScreen(HeldFrames, ReadyScreen):
    """Waits for the named player's key (Enter, Space) or click (see :class:`ReadyScreen`);
    its frames are held with the table's (:class:`HeldFrames`).

    The app removes every private screen before pushing it, so nothing of the previous
    player is even in the DOM; the curtain itself is built from the name and public text only.
    """

    DEFAULT_CSS = """
    CurtainScreen {
        align: center middle;
        background: $background;
        & #curtain-box {
            width: 64;
            height: auto;
            border: thick $primary;
            background: $surface;
            padding: 1 3;
        }
        & #curtain-name { text-style: bold; text-align: center; padding: 1 0; }
        & #curtain-status { color: $text-muted; text-align: center; }
        & #curtain-help { text-align: center; margin-top: 1; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", "I have the keyboard"),
        Binding("space", "ready", "I have the keyboard", show=False),
    ]

    def __init__(
        self,
        name: str,
        seat: int | None = None,
        status: str = "",
        *,
        dismiss_when_ready: bool = True,
    ) -> None:
        super().__init__(name, seat, dismiss_when_ready=dismiss_when_ready)
        self.status = status

    def compose(self) -> ComposeResult:
        with Vertical(id="curtain-box"):
            yield Static(
                f"Pass the keyboard to {self.player_name}",
                id="curtain-name",
                classes=f"{seat_class(self.player_seat)} -filled",
                markup=False,
            )
            if self.status:
                yield Static(self.status, id="curtain-status", markup=False)
            yield Static(
                f"Press Enter or click here when {self.player_name} has the keyboard.",
                id="curtain-help",
                markup=False,
            )
        yield KeyBar()
