"""The Sinners app: the shared hot-seat table with Sinners' table, hand, dialogs and scoring.

Everything about turns, the curtain, bots, saving and the rules screen is the framework's
(``shared.ui``); this module only fills its hooks. Public round results are read at the board
(``PUBLIC_RESULTS_ON_BOARD``): a round ends with a fresh deal, and the seat that moves next must
not have its new hand on screen while everybody reads the scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual.binding import Binding, BindingType
from textual.screen import ModalScreen, Screen
from textual.widget import Widget

from shared.lazy import lazy_module
from shared.ui import HotSeatApp, log_of, public_view
from sinners_tui import engine as rules
from sinners_tui.engine import topics
from sinners_tui.ui.styling import colour_variables

if TYPE_CHECKING:
    from shared.engine.log import LogEntry
    from shared.ui.dialogs import results as result_dialogs
    from shared.ui.screens import game_over as game_overs
    from sinners_tui.ui import decisions, piles, private, status, table
    from sinners_tui.ui import lessons as first_game
    from sinners_tui.ui import results as round_results
else:
    # the screens of play load once a game starts, not before the setup screen (shared.lazy)
    decisions = lazy_module("sinners_tui.ui.decisions")
    first_game = lazy_module("sinners_tui.ui.lessons")
    game_overs = lazy_module("shared.ui.screens.game_over")
    result_dialogs = lazy_module("shared.ui.dialogs.results")
    piles = lazy_module("sinners_tui.ui.piles")
    private = lazy_module("sinners_tui.ui.private")
    round_results = lazy_module("sinners_tui.ui.results")
    status = lazy_module("sinners_tui.ui.status")
    table = lazy_module("sinners_tui.ui.table")

#: Results shown elsewhere: each seat's round score in the scoring dialog (opened by the
#: totals), the end of the game on the game-over screen.
SHOWN_ELSEWHERE = frozenset({topics.ROUND_SCORE, topics.GAME_OVER})


class SinnersApp(HotSeatApp):
    """Sinners at one keyboard for 2-5 players (any of them may be a bot)."""

    TITLE = "Sinners"
    GAME_PACKAGE = "sinners_tui"
    TABLE_CSS_PATH = Path(__file__).with_name("app.tcss")  # absolute: subclasses live elsewhere
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
        return table.SinnersTable(view)

    def make_player_panel(self, view: Any, seat: int) -> Widget | None:
        return private.HandPanel(view, seat)

    def make_decision_panel(self, view: Any, seat: int, legal: Sequence[Any]) -> Widget:
        if view.phase in decisions.BUILDERS:
            return private.DecisionHint(self.describe_decision(view, seat))
        return super().make_decision_panel(view, seat, legal)

    def make_decision_dialog(
        self, view: Any, seat: int, legal: Sequence[Any]
    ) -> ModalScreen[Any] | None:
        return decisions.decision_dialog(view, seat, legal)

    def make_result_dialog(self, entry: LogEntry) -> ModalScreen[Any] | None:
        if entry.topic == topics.TOTALS:
            return round_results.RoundScoringDialog(public_view(self.engine, self.state))
        if entry.topic in SHOWN_ELSEWHERE:
            return None
        return result_dialogs.ResultsDialog.from_entry(entry)

    def make_game_over_screen(self, view: Any, winners: Sequence[int]) -> Screen[Any]:
        results = [entry for entry in log_of(view) if entry.kind == "result"]
        return game_overs.GameOverScreen(
            view.players,
            winners,
            results[-1:],
            statistics=self.game_statistics(),
            standings=rules.standings(view),
            result_heading="Souls",
        )

    def make_lessons(self) -> first_game.SinnersLessons:
        """First-game mode's lessons: ``teach.md``, their examples from a view."""
        return first_game.lessons()

    def describe_decision(self, view: Any, seat: int | None) -> str:
        return status.decision_words(view, seat)

    # ------------------------------------------------------------------ commands

    def action_piles(self) -> None:
        """Show both discard piles card by card (they are public)."""
        if self.state is not None and not isinstance(self.screen, piles.PilesDialog):
            self.push_screen(piles.PilesDialog(public_view(self.engine, self.state)))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "piles":
            return self.state is not None
        return super().check_action(action, parameters)
