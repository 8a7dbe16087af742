"""Step forward and back through a game record, showing the public board and log."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Header, Static

from shared.engine.protocol import GameEngine
from shared.engine.record import GameRecord
from shared.ui.handover import public_view
from shared.ui.widgets.footer import KeyBar
from shared.ui.widgets.log_panel import LogPanel
from shared.ui.widgets.slot import Slot


class ReplayScreen(Screen[None]):
    """Every state of ``record``, one at a time, as everyone may see it.

    Only public views are shown, so a replay of a game still in progress gives away no
    secrets; the actions themselves are not described (their labels may be private), the
    public log says what happened.
    """

    DEFAULT_CSS = """
    ReplayScreen {
        & #replay-table { height: 1fr; }
        & #board { width: 1fr; height: 100%; overflow-y: auto; }
        & #replay-side { width: 46; height: 100%; }
        & #replay-position { height: auto; padding: 0 1; background: $panel; text-style: bold; }
        & #replay-status { height: auto; padding: 0 1; }
        & #replay-buttons { height: auto; }
        & #replay-buttons Button { margin-right: 1; }
        & #log { height: 1fr; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,l", "step(1)", "Forward"),
        Binding("left,h", "step(-1)", "Back"),
        Binding("home", "jump(0)", "Start"),
        Binding("end", "jump(-1)", "End"),
        Binding("escape,q", "close", "Close"),
    ]

    def __init__(
        self,
        engine: GameEngine,
        record: GameRecord,
        build_board: Callable[[Any], Widget],
        describe: Callable[[Any], str],
    ) -> None:
        super().__init__()
        self.engine = engine
        self.record = record
        self.build_board = build_board
        self.describe = describe
        self.states = list(record.states(engine))
        self.index = 0

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="replay-table"):
            yield Slot(id="board")
            with Vertical(id="replay-side"):
                yield Static("", id="replay-position")
                yield Static("", id="replay-status", markup=False)
                with Horizontal(id="replay-buttons"):
                    yield Button("Back", id="back", action="screen.step(-1)")
                    yield Button("Forward", id="forward", action="screen.step(1)")
                yield LogPanel(seat=None, id="log")
        yield KeyBar()

    async def on_mount(self) -> None:
        await self._show()

    @property
    def last_index(self) -> int:
        """The index of the final state."""
        return len(self.states) - 1

    async def action_step(self, delta: int) -> None:
        """Move ``delta`` actions forward (negative: back)."""
        await self.action_jump(max(0, min(self.last_index, self.index + delta)))

    async def action_jump(self, index: int) -> None:
        """Go to state ``index`` (-1: the end)."""
        self.index = self.last_index if index < 0 else index
        await self._show()

    async def _show(self) -> None:
        view = public_view(self.engine, self.states[self.index])
        self.query_one("#replay-position", Static).update(
            f"Action {self.index} of {self.last_index}"
        )
        self.query_one("#replay-status", Static).update(self.describe(view))
        await self.query_one("#board", Slot).show(self.build_board(view))
        self.query_one("#log", LogPanel).show(list(getattr(view, "log", [])))

    def action_close(self) -> None:
        """Leave the replay."""
        self.dismiss(None)
