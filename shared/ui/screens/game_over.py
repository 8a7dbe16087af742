"""The default game-over screen: winners, the final results, and what next."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Header, Static

from shared.ui.initials import seat_marks
from shared.ui.widgets.footer import KeyBar
from shared.ui.widgets.log_entry import entry_text
from shared.ui.widgets.standings import StandingsTable
from shared.ui.widgets.statistics import StatisticsPanel
from shared.ui.widgets.tokens import Chip

if TYPE_CHECKING:
    from shared.engine.log import LogEntry
    from shared.engine.standings import Standing
    from shared.engine.statistics import GameStatistics


class GameOverScreen(Screen[None]):
    """Opens with the final standings (or, for a game without them, the winners), then the
    public result entries and the game's statistics; keys for new game, replay, quit.

    The whole box scrolls (PgUp/PgDn, named in the key bar) with its buttons kept at its
    foot, so a small terminal still shows every button and reaches every result.

    Games may subclass it or return their own screen from ``make_game_over_screen``; the keys
    call the app's ``new_game``, ``replay`` and ``quit`` actions.
    """

    DEFAULT_CSS = """
    GameOverScreen {
        align: center middle;
        & #game-over-box {
            width: 100;
            max-width: 100%;
            height: auto;
            max-height: 100%;
            border: thick $success;
            background: $surface;
            padding: 0 2;
        }
        & #game-over-title { text-style: bold; margin: 1 0; }
        & #game-over-box { scrollbar-size-vertical: 1; }
        /* With statistics the box grows to its widest table, up to the whole screen. */
        & #game-over-box.-statistics { width: auto; min-width: 100; }
        & #winners { height: auto; margin-bottom: 1; }
        & #winners > Static { width: auto; }
        & #final-results { height: auto; }
        /* Docked: the buttons stay in sight when a small screen scrolls the results. */
        & #game-over-buttons { dock: bottom; height: auto; margin-top: 1; }
        & #game-over-buttons Button { margin-right: 2; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "app.new_game", "New game"),
        Binding("r", "app.replay", "Replay"),
        Binding("q", "app.quit", "Quit"),
        Binding(
            "pagedown", "scroll_box('page_down')", "Scroll", key_display="PgUp/PgDn", priority=True
        ),
        Binding("pageup", "scroll_box('page_up')", "Scroll", show=False, priority=True),
    ]

    def __init__(
        self,
        players: Sequence[str],
        winners: Sequence[int],
        results: Sequence[LogEntry] = (),
        *,
        details: Widget | None = None,
        statistics: GameStatistics | None = None,
        standings: Sequence[Standing] = (),
        result_heading: str = "Result",
    ) -> None:
        super().__init__()
        self.players = list(players)
        self.winners = list(winners)
        self.results = list(results)
        #: A game's own summary (a chart, a score table), shown below the results.
        self.details = details
        #: The game's statistics (``GameSpec.statistics`` of its record), shown last.
        self.statistics = statistics
        #: The engine's final standings (best first), shown first, under ``result_heading``
        #: ("Souls", "Final space"); without them the winners are named instead.
        self.standings = list(standings)
        self.result_heading = result_heading

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(
            id="game-over-box", classes="-statistics" if self.statistics is not None else ""
        ):
            yield Static("Game over", id="game-over-title")
            if self.standings:
                yield StandingsTable(self.standings, self.players, self.result_heading)
            else:
                with Horizontal(id="winners"):
                    if self.winners:
                        yield Static("Won by: ")
                        marks = seat_marks(self.players)
                        for seat in self.winners:
                            yield Chip(f"{marks[seat]} {self.players[seat]}", seat=seat)
                    else:
                        yield Static("Nobody won.")
            with Vertical(id="final-results"):
                for entry in self.results:
                    yield Static(entry_text(entry), markup=False)
            if self.details is not None:
                yield self.details
            if self.statistics is not None:
                yield StatisticsPanel(self.statistics)
            with Horizontal(id="game-over-buttons"):
                yield Button("New game", variant="primary", action="app.new_game")
                yield Button("Replay", action="app.replay")
                yield Button("Quit", action="app.quit")
        yield KeyBar()

    def action_scroll_box(self, where: str) -> None:
        """Scroll the results by a page (the buttons stay where they are)."""
        getattr(self.query_one("#game-over-box", VerticalScroll), f"scroll_{where}")(animate=False)
