"""The two table screens: the public board and a seat's private screen.

Both show the same regions, filled by the app from the game's hooks:
``#board`` (the board widget), ``#status`` (round, whose turn, what is decided), ``#decision``
(the decision panel, when someone decides here) and ``#log``. The player screen adds
``#player-heading`` and ``#player-panel`` (the seat's private information). A game arranges
the regions in its own stylesheet, or subclasses these screens for a different layout.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Header, Static

from shared.ui.hint import HINT_BINDING
from shared.ui.textual_internals import HeldFrames
from shared.ui.theme import seat_class
from shared.ui.widgets.footer import KeyBar
from shared.ui.widgets.slot import Slot

if TYPE_CHECKING:
    from shared.engine.log import LogEntry
    from shared.ui.widgets.log_panel import LogPanel


@dataclass
class TableContent:
    """What a table screen shows, built by the app from one view through the game's hooks."""

    board: Widget
    status: str = ""
    decision: Widget | None = None
    log: Sequence[LogEntry] = field(default_factory=list)
    panel: Widget | None = None


class TableScreen(HeldFrames, Screen[None]):
    """The layout both table screens share; the app fills it through :meth:`show`.

    A screen is composed with its first content at once (one layout pass instead of an empty
    screen plus a refill), and later contents replace the regions' widgets.
    """

    #: Whose log entries this screen may show (``None``: public only).
    seat: int | None = None

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d", "app.reopen_decision", "Decide"),
        # The board may be taller than a small terminal; these keys reach its lower boxes
        # wherever the keyboard is (a decision's short list has no use for them).
        Binding(
            "pagedown", "scroll_board('page_down')", "Board", key_display="PgUp/PgDn", priority=True
        ),
        Binding("pageup", "scroll_board('page_up')", "Board", show=False, priority=True),
        Binding("ctrl+home", "scroll_board('home')", "Board top", show=False, priority=True),
        Binding("ctrl+end", "scroll_board('end')", "Board end", show=False, priority=True),
    ]

    DEFAULT_CSS = """
    TableScreen {
        & #table { height: 1fr; }
        & #board { width: 1fr; height: 100%; overflow-y: auto; }
        & #side { width: 46; height: 100%; }
        & #status { height: auto; padding: 0 1; background: $panel; color: $text; }
        & #player-heading { height: auto; padding: 0 1; text-style: bold; }
        & #player-panel { height: auto; max-height: 50%; overflow-y: auto; }
        & #decision { height: auto; max-height: 60%; }
        & #log { height: 1fr; min-height: 4; }
    }
    """

    def __init__(self, content: TableContent) -> None:
        super().__init__()
        self.content = content

    def compose(self) -> ComposeResult:
        from shared.ui.widgets.log_panel import LogPanel  # (when first needed: see there)

        content = self.content
        yield Header()
        with Horizontal(id="table"):
            yield Slot(content.board, id="board")
            with Vertical(id="side"):
                yield Static(content.status, id="status", markup=False)
                yield from self.compose_private()
                yield Slot(content.decision, id="decision")
                yield LogPanel(content.log, seat=self.seat, id="log")
        yield KeyBar()

    def compose_private(self) -> ComposeResult:
        """Widgets of the seat's own information (none on the public board)."""
        yield from ()

    def on_mount(self) -> None:
        self.focus_decision()

    async def show(self, content: TableContent) -> None:
        """Replace the regions with freshly built widgets; the keyboard goes to the decision.

        Each region is replaced in its own await, and a key may close the screen meanwhile (a
        quick key at a hand-over): a screen taken down is then left as it is.
        """
        self.content = content
        await self.query_one("#board", Slot).show(content.board)
        if self._taken_down():
            return
        self.query_one("#status", Static).update(content.status)
        await self.query_one("#decision", Slot).show(content.decision)
        if self._taken_down():
            return
        self._log_panel().show(content.log)
        self.focus_decision()

    def _taken_down(self) -> bool:
        """Whether this screen has been closed (its regions are gone or going)."""
        return not self.is_attached or self not in self.app.screen_stack

    def _log_panel(self) -> LogPanel:
        from shared.ui.widgets.log_panel import LogPanel

        return self.query_one("#log", LogPanel)

    def show_status(self, text: str) -> None:
        """Replace the status line alone (while a result waits to be read, or when a seat at
        a remote table comes and goes). A screen still being composed has no status line
        yet; it is built with the status of the moment anyway."""
        for status in self.query("#status").results(Static):
            status.update(text)

    def status_text(self) -> str | None:
        """What the status line says now (``None``: not composed yet)."""
        for status in self.query("#status").results(Static):
            return str(status.render())
        return None

    def board_scrolls(self) -> bool:
        """Whether the board holds more than the screen shows (PgUp/PgDn then scroll it)."""
        boards = self.query("#board")
        return bool(boards) and boards.first().max_scroll_y > 0

    def action_scroll_board(self, where: str) -> None:
        """Scroll the board region by a page or to either end."""
        getattr(self.query_one("#board", Slot), f"scroll_{where}")(animate=False)

    def focus_decision(self) -> None:
        """Focus the first focusable widget of the decision region, if any."""
        for widget in self.query_one("#decision", Slot).query("*"):
            if widget.focusable:
                widget.focus()
                return


class BoardScreen(TableScreen):
    """The public board: built from the public view only, always safe to show."""

    seat = None


class PlayerScreen(TableScreen):
    """One seat's private screen, built from ``view_for(state, seat)`` only.

    The app removes it (and everything above it) before any hand-over, so another player's
    secrets are never in the DOM while the curtain is up. Here alone the seat may ask for a
    hint (**h**), while it decides.
    """

    BINDINGS: ClassVar[list[BindingType]] = [HINT_BINDING]

    def __init__(self, seat: int, name: str, content: TableContent, mark: str = "") -> None:
        self.seat = seat
        self.player_name = name
        #: The seat's one-cell mark, before the name on the heading in the seat's colour.
        self.mark = mark
        super().__init__(content)

    def compose_private(self) -> ComposeResult:
        mark = f"{self.mark} " if self.mark else ""
        yield Static(
            f"{mark}{self.player_name}'s screen",
            id="player-heading",
            classes=f"{seat_class(self.seat)} -filled",
            markup=False,
        )
        yield Slot(self.content.panel, id="player-panel")

    async def show(self, content: TableContent) -> None:
        await self.query_one("#player-panel", Slot).show(content.panel)
        if not self._taken_down():
            await super().show(content)
