"""Full-screen messages: a save file that cannot be used."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from shared.engine.errors import SaveFileError
from shared.engine.names import visible
from shared.ui.widgets.footer import KeyBar


class SaveErrorScreen(Screen[str]):
    """Says which save file cannot be used and why; the file is never touched.

    Dismisses with ``"quit"`` or, when offered, ``"new"`` (a new game). A new game never
    replaces the file: every game autosaves into a file of its own.
    """

    DEFAULT_CSS = """
    SaveErrorScreen {
        align: center middle;
        & #save-error-box {
            width: 80;
            height: auto;
            border: thick $error;
            background: $surface;
            padding: 1 2;
        }
        & #save-error-title { text-style: bold; color: $text-error; margin-bottom: 1; }
        & #save-error-path { margin-bottom: 1; }
        & #save-error-buttons { height: auto; margin-top: 1; }
        & #save-error-buttons Button { margin-right: 2; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q,escape", "choose('quit')", "Quit"),
        Binding("n", "choose('new')", "New game"),
    ]

    def __init__(self, error: SaveFileError, *, offer_new_game: bool = False) -> None:
        super().__init__()
        self.error = error
        self.offer_new_game = offer_new_game

    def compose(self) -> ComposeResult:
        with Vertical(id="save-error-box"):
            yield Static(
                f"This {self.error.kind} cannot be used", id="save-error-title", markup=False
            )
            yield Static(
                f"File: {visible(str(self.error.path))}", id="save-error-path", markup=False
            )
            yield Static(f"Problem: {self.error.problem}", id="save-error-problem", markup=False)
            yield Static("The file has been left exactly as it was.", id="save-error-kept")
            with Horizontal(id="save-error-buttons"):
                yield Button("Quit", variant="primary", action="screen.choose('quit')")
                if self.offer_new_game:
                    yield Button("New game", action="screen.choose('new')")
        yield KeyBar()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters == ("new",):
            return self.offer_new_game
        return True

    def action_choose(self, choice: str) -> None:
        """Close with the player's choice."""
        self.dismiss(choice)
