"""The Sinners app: the shared hot-seat table with Sinners' table, hand, dialogs and scoring.

Everything about turns, the curtain, bots, saving and the rules screen is the framework's
(``shared.ui``); this module only fills its hooks. Public round results are read at the board
(``PUBLIC_RESULTS_ON_BOARD``): a round ends with a fresh deal, and the seat that moves next must
not have its new hand on screen while everybody reads the scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

from textual.binding import Binding, BindingType
from textual.screen import ModalScreen, Screen
from textual.widget import Widget

from shared.cli import LaunchRequest
from shared.engine.log import LogEntry
from shared.ui import GameOverScreen, HotSeatApp, ResultsDialog, launch_app, log_of, public_view
from sinners_tui.ui.choices import BUILDERS, decision_dialog
from sinners_tui.ui.piles import PilesDialog
from sinners_tui.ui.private import DecisionHint, HandPanel
from sinners_tui.ui.results import RoundScoringDialog, game_over_details
from sinners_tui.ui.status import decision_words
from sinners_tui.ui.styling import colour_variables
from sinners_tui.ui.table import SinnersTable

#: Titles of the engine's result entries, as it writes them (``engine.rounds``).
ROUND_SCORE_TITLE = "Round "
TOTALS_TITLE = "Totals after round "
GAME_OVER_TITLE = "Game over"


class SinnersApp(HotSeatApp):
    """Sinners at one keyboard for 2-5 players (any of them may be a bot)."""

    TITLE = "Sinners"
    GAME_PACKAGE = "sinners_tui"
    CSS_PATH = Path(__file__).with_name("app.tcss")  # absolute: subclasses live elsewhere
    PUBLIC_RESULTS_ON_BOARD = True

    BINDINGS: ClassVar[list[BindingType]] = [
        *HotSeatApp.BINDINGS,
        Binding("p", "piles", "Piles"),
    ]

    def get_theme_variable_defaults(self) -> dict[str, str]:
        defaults = super().get_theme_variable_defaults()
        return {**defaults, **colour_variables(self.current_theme.dark)}

    # ------------------------------------------------------------------ hooks

    def make_board(self, view: Any) -> Widget:
        return SinnersTable(view)

    def make_player_panel(self, view: Any, seat: int) -> Widget | None:
        return HandPanel(view, seat)

    def make_decision_panel(self, view: Any, seat: int, legal: Sequence[Any]) -> Widget:
        if view.phase in BUILDERS:
            return DecisionHint(self.describe_decision(view, seat))
        return super().make_decision_panel(view, seat, legal)

    def make_decision_dialog(
        self, view: Any, seat: int, legal: Sequence[Any]
    ) -> ModalScreen[Any] | None:
        return decision_dialog(view, seat, legal)

    def make_result_dialog(self, entry: LogEntry) -> ModalScreen[Any] | None:
        title = entry.title or entry.text
        if title.startswith(TOTALS_TITLE):
            return RoundScoringDialog(public_view(self.engine, self.state))
        if title.startswith((ROUND_SCORE_TITLE, GAME_OVER_TITLE)):
            return None  # in the scoring dialog, and on the game-over screen
        return ResultsDialog.from_entry(entry)

    def make_game_over_screen(self, view: Any, winners: Sequence[int]) -> Screen[Any]:
        results = [entry for entry in log_of(view) if entry.kind == "result"]
        return GameOverScreen(view.players, winners, results[-1:], details=game_over_details(view))

    def describe_decision(self, view: Any, seat: int | None) -> str:
        return decision_words(view, seat)

    # ------------------------------------------------------------------ commands

    def action_piles(self) -> None:
        """Show both discard piles card by card (they are public)."""
        if self.state is not None and not isinstance(self.screen, PilesDialog):
            self.push_screen(PilesDialog(public_view(self.engine, self.state)))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "piles":
            return self.state is not None
        return super().check_action(action, parameters)


def launch(request: LaunchRequest) -> int:
    """Start the app for a command-line request (``GameSpec.launch``)."""
    from sinners_tui.__main__ import game_spec

    return launch_app(SinnersApp, game_spec(), request)
