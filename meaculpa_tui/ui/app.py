"""The Mea Culpa app: the shared hot-seat table with this game's board, screens and dialogs.

Everything about turns, the curtain, bots, saving and replays is the shared framework's
(``shared.ui``); this module only fills its hooks. Every hook gets a view, never the full state:
the board and the public guess get ``public_view``, a seat's screen and dialogs get
``view_for(state, seat)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.screen import ModalScreen, Screen
from textual.widget import Widget

from meaculpa_tui import engine
from meaculpa_tui.engine import frames
from shared.lazy import lazy_module
from shared.ui import HotSeatApp
from shared.ui.theme import readable_variables, shows_sixteen_colours, text_grounds

if TYPE_CHECKING:
    from meaculpa_tui.ui import bid, dialogs, panels, private, results, status, table, turn
    from meaculpa_tui.ui import choices as decisions
    from meaculpa_tui.ui import lessons as first_game
    from shared.engine.log import LogEntry
    from shared.ui.widgets import choices as choice_lists
else:
    # the screens of play load once a game starts, not before the setup screen (shared.lazy)
    bid = lazy_module("meaculpa_tui.ui.bid")
    choice_lists = lazy_module("shared.ui.widgets.choices")
    decisions = lazy_module("meaculpa_tui.ui.choices")
    dialogs = lazy_module("meaculpa_tui.ui.dialogs")
    first_game = lazy_module("meaculpa_tui.ui.lessons")
    panels = lazy_module("meaculpa_tui.ui.panels")
    private = lazy_module("meaculpa_tui.ui.private")
    results = lazy_module("meaculpa_tui.ui.results")
    status = lazy_module("meaculpa_tui.ui.status")
    table = lazy_module("meaculpa_tui.ui.table")
    turn = lazy_module("meaculpa_tui.ui.turn")

#: Colours of the letters and goods as theme variables, for dark and for light themes.
PIECE_COLOURS_DARK = {
    "letter-yellow": "#e8c547",
    "letter-blue": "#5b9bf0",
    "letter-red": "#e5534b",
    "letter-green": "#57ab5a",
    "good-bread": "#c08a4a",
    "good-wine": "#d0465a",
    "good-cloth": "#e88fc0",
    "good-jewel": "#f0f0f0",
    "good-indulgence": "#9aa0a6",
}
PIECE_COLOURS_LIGHT = {
    "letter-yellow": "#b08600",
    "letter-blue": "#1f5fbf",
    "letter-red": "#c0392b",
    "letter-green": "#2e7d32",
    "good-bread": "#8a5a1f",
    "good-wine": "#a61b3a",
    "good-cloth": "#c2457f",
    "good-jewel": "#607080",
    "good-indulgence": "#6b7075",
}


def piece_variables(dark: bool, backgrounds: Iterable[str] = ()) -> dict[str, str]:
    """Theme variables for the letters and goods (``$letter-red``, ``$good-bread``...), each
    made readable (4.5:1) on the theme's ``backgrounds`` as the seat colours are."""
    return readable_variables(PIECE_COLOURS_DARK if dark else PIECE_COLOURS_LIGHT, backgrounds)


class MeaCulpaApp(HotSeatApp):
    """Mea Culpa at one keyboard."""

    TITLE = "Mea Culpa"
    GAME_PACKAGE = "meaculpa_tui"
    TABLE_CSS_PATH = Path(__file__).with_name("app.tcss")  # absolute: subclasses live elsewhere
    #: Results are read by the whole table, so they never stand over a seat's own screen.
    PUBLIC_RESULTS_ON_BOARD = True

    def get_theme_variable_defaults(self) -> dict[str, str]:
        theme = self.current_theme
        grounds = () if shows_sixteen_colours(self) else text_grounds(theme)
        pieces = piece_variables(theme.dark, grounds)
        return {**super().get_theme_variable_defaults(), **pieces}

    # --- the board and the seat's own panel ----------------------------------------------------

    def make_board(self, view: Any) -> Widget:
        return table.Board(view)

    def make_player_panel(self, view: Any, seat: int) -> Widget | None:
        return private.Purse(view, seat)

    def make_lessons(self) -> first_game.MeaCulpaLessons:
        """First-game mode's lessons: ``teach.md``, their examples from a view."""
        return first_game.lessons()

    def describe_decision(self, view: Any, seat: int | None) -> str:
        if seat is None or self.engine.is_over(view):
            return "The game is over."
        return status.decision_words(view, seat)

    # --- decisions -------------------------------------------------------------------------------

    def make_decision_dialog(
        self, view: Any, seat: int, legal: Sequence[Any]
    ) -> ModalScreen[Any] | None:
        if decisions.bidding_taler(view, seat):
            return bid.TalerDialog(view, seat)
        decision = decisions.decision_for(view, seat, legal)
        return None if decision is None else dialogs.DecisionDialog(decision)

    def make_decision_panel(self, view: Any, seat: int, legal: Sequence[Any]) -> Widget:
        prompt = engine.prompt(view)
        if decisions.pending_kind(view) == frames.TURN:
            choices = turn.turn_choices(
                view,
                seat,
                legal,
                dialogs.DecisionDialog,
                lambda: dialogs.take_back_dialog(view, seat),
            )
            return panels.MeaDecisionPanel(prompt, choices, seat, title="Your turn")
        if decisions.bidding_taler(view, seat):
            # every taler bid lies behind it: a hint for one marks this option
            opens = turn.Opens(lambda: bid.TalerDialog(view, seat), leads_to=tuple(legal))
            choices = [choice_lists.Choice("Add taler to your bid\u2026", opens)]
            return panels.MeaDecisionPanel(prompt, choices, seat)
        decision: decisions.Decision | None = decisions.decision_for(view, seat, legal)
        if decision is None:
            return super().make_decision_panel(view, seat, legal)
        return panels.MeaDecisionPanel(
            prompt, decision.choices, seat, title=decision.title, review=decision.review
        )

    # --- results and the end -----------------------------------------------------------------

    def make_result_dialog(self, entry: LogEntry) -> ModalScreen[Any] | None:
        return results.result_dialog(entry, self._names())

    def make_game_over_screen(self, view: Any, winners: Sequence[int]) -> Screen[Any]:
        return results.FinalScreen(view, list(winners), self.game_statistics())
