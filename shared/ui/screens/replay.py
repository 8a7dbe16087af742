"""Step forward and back through a game record, jump between its landmarks, and (once the
game is over) open every seat's screen."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Header, Static

from shared.engine import landmarks as marks
from shared.engine.log import LogEntry
from shared.engine.open_screens import OPEN_SCREENS_REFUSED, may_open_screens
from shared.engine.protocol import GameEngine
from shared.engine.protocol import public_view_of as public_view
from shared.engine.record import GameRecord
from shared.ui.text import literal
from shared.ui.widgets.footer import KeyBar
from shared.ui.widgets.slot import Slot

#: The key of each landmark kind (the shifted letter jumps back) and its name in the footer.
LANDMARK_KEYS: dict[str, tuple[str, str]] = {
    marks.ROUND: ("r", "Round"),
    marks.EVALUATION: ("e", "Evaluation"),
    marks.SCORING: ("s", "Scoring"),
    marks.HANDOVER: ("t", "Hand-over"),
}

#: A landmark function: the landmarks of the step between two public views.
Landmarks = Callable[[Any, Any], Iterable[str]]
#: Builds a seat's own panel from ``view_for(state, seat)`` (the app's ``make_player_panel``).
PrivatePanel = Callable[[Any, int], Widget | None]


def landmark_bindings() -> list[BindingType]:
    """A key for the next and (shifted) the previous landmark of each kind."""
    bindings: list[BindingType] = []
    for kind, (key, label) in LANDMARK_KEYS.items():
        bindings.append(Binding(key, f"landmark('{kind}', 1)", label))
        bindings.append(Binding(key.upper(), f"landmark('{kind}', -1)", label))
    return bindings


def replay_help(kinds: Sequence[str]) -> str:
    """The keys of the replay in one short paragraph (only the landmark kinds offered)."""
    jumps = ", ".join(
        f"{key}/{key.upper()} {label.lower()}"
        for key, label in (LANDMARK_KEYS[kind] for kind in kinds)
    )
    return (
        "→/← one action, Home/End the start and the end. "
        f"Next/previous: {jumps}. o opens every seat's screen (once the game is over)."
    )


class ReplayScreen(Screen[None]):
    """Every state of ``record``, one at a time, as everyone may see it.

    Only public views are shown, so a replay of a game still in progress gives away no
    secrets; the actions themselves are not described (their labels may be private), the
    public log says what happened. Once the record's game is over, *open screens* (**o**, or
    ``open_screens=True``) add every seat's own panel, built from ``view_for(state, seat)``,
    read only, and every seat's own log lines (the Pope's die, a letter handed over); before
    that they are refused with :data:`OPEN_SCREENS_REFUSED`.
    """

    DEFAULT_CSS = """
    ReplayScreen {
        & #replay-table { height: 1fr; }
        & #replay-main { width: 1fr; height: 100%; }
        & #board { height: auto; }
        & #replay-open { height: auto; }
        & #replay-open > .replay-seat { height: auto; margin-bottom: 1; }
        & #replay-side { width: 46; height: 100%; }
        & #replay-position { height: auto; padding: 0 1; background: $panel; text-style: bold; }
        & #replay-status { height: auto; padding: 0 1; }
        & #replay-help { height: auto; padding: 0 1; color: $text-muted; }
        & #replay-buttons { height: auto; }
        & #replay-buttons Button { margin-right: 1; }
        & #log { height: 1fr; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        # stepping shows on the buttons and in the help line; the footer keeps the jumps
        Binding("right,l", "step(1)", "Forward", show=False),
        Binding("left,h", "step(-1)", "Back", show=False),
        Binding("home", "jump(0)", "Start", show=False),
        Binding("end", "jump(-1)", "End", show=False),
        *landmark_bindings(),
        Binding("o", "open_screens", "Open"),
        Binding("escape", "close", "Close"),
        Binding("q", "close", "Close", show=False),
    ]

    def __init__(
        self,
        engine: GameEngine,
        record: GameRecord,
        build_board: Callable[[Any], Widget],
        describe: Callable[[Any], str],
        *,
        landmarks: Landmarks | None = None,
        private_panel: PrivatePanel | None = None,
        open_screens: bool = False,
    ) -> None:
        super().__init__()
        self.engine = engine
        self.record = record
        self.build_board = build_board
        self.describe = describe
        self.private_panel = private_panel
        self.states = list(record.states(engine))
        self.views = [public_view(engine, state) for state in self.states]
        #: The landmarks of each state (those of the step that led to it).
        self.marks = (
            marks.record_landmarks(self.views, landmarks)
            if landmarks is not None
            else [frozenset[str]() for _ in self.views]
        )
        found = {kind for mark in self.marks for kind in mark}
        #: The landmark kinds this record has, in the order of :data:`LANDMARK_KEYS`.
        self.kinds = [kind for kind in LANDMARK_KEYS if kind in found]
        #: Every seat's own panel is shown too (only ever true once the game is over).
        self.open_screens = open_screens and self.may_open
        self.index = 0

    @property
    def may_open(self) -> bool:
        """Whether open screens are allowed: the record's game is over and panels can be built."""
        return self.private_panel is not None and may_open_screens(self.engine, self.states[-1])

    def compose(self) -> ComposeResult:
        from shared.ui.widgets.log_panel import LogPanel  # (when first needed: see there)

        yield Header()
        with Horizontal(id="replay-table"):
            # not focusable: Home/End belong to the replay, not to scrolling this column
            with VerticalScroll(id="replay-main", can_focus=False):
                yield Vertical(id="replay-open")  # (every seat's secrets, above the board)
                yield Slot(id="board")
            with Vertical(id="replay-side"):
                yield Static("", id="replay-position", markup=False)
                yield Static("", id="replay-status", markup=False)
                yield Static(replay_help(self.kinds), id="replay-help", markup=False)
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

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Landmark keys show for the kinds this record has, dimmed when none lies that way."""
        if action == "landmark":
            kind, step = parameters
            if kind not in self.kinds or not isinstance(step, int):
                return False  # hidden: this record has no landmark of that kind
            found = marks.next_landmark(self.marks, self.index, str(kind), step)
            return True if found is not None else None  # None: shown dimmed
        if action == "open_screens":
            return self.private_panel is not None
        return True

    async def action_step(self, delta: int) -> None:
        """Move ``delta`` actions forward (negative: back)."""
        await self.action_jump(max(0, min(self.last_index, self.index + delta)))

    async def action_jump(self, index: int) -> None:
        """Go to state ``index`` (-1: the end)."""
        self.index = self.last_index if index < 0 else index
        await self._show()
        self.refresh_bindings()

    async def action_landmark(self, kind: str, step: int) -> None:
        """Go to the next (``step`` 1) or previous (-1) landmark of ``kind``, if there is one."""
        found = marks.next_landmark(self.marks, self.index, kind, step)
        if found is not None:
            await self.action_jump(found)

    async def action_open_screens(self) -> None:
        """Show or hide every seat's own panel; refused while the game is not over."""
        if not self.may_open:
            self.app.notify(OPEN_SCREENS_REFUSED, title="Open screens", severity="warning")
            return
        self.open_screens = not self.open_screens
        await self._show()

    def position_text(self) -> str:
        """ "Action 12 of 351", with the landmarks of this state."""
        text = f"Action {self.index} of {self.last_index}"
        here = [
            LANDMARK_KEYS[kind][1].lower()
            for kind in LANDMARK_KEYS
            if kind in self.marks[self.index]
        ]
        if here:
            text += f" · {', '.join(here)}"
        if self.open_screens:
            text += " · open screens"
        return text

    async def _show(self) -> None:
        view = self.views[self.index]
        self.query_one("#replay-position", Static).update(self.position_text())
        self.query_one("#replay-status", Static).update(self.describe(view))
        await self.query_one("#board", Slot).show(self.build_board(view))
        log = self.open_log() if self.open_screens else list(getattr(view, "log", []))
        from shared.ui.widgets.log_panel import LogPanel  # (when first needed: see there)

        self.query_one("#log", LogPanel).show(log)
        await self._show_open_screens()

    def open_log(self) -> list[LogEntry]:
        """With open screens, the whole log: each seat's own lines too, named "(to Ann)"."""
        names = self.record.players
        entries = []
        for entry in getattr(self.states[self.index], "log", []):
            if entry.seat is not None:
                text = f"(to {names[entry.seat]}) {entry.text}"
                entry = entry.model_copy(update={"seat": None, "text": text})
            entries.append(entry)
        return entries

    async def _show_open_screens(self) -> None:
        """Every seat's panel from its own view of this state (nothing while closed)."""
        holder = self.query_one("#replay-open", Vertical)
        await holder.remove_children()
        if not self.open_screens or self.private_panel is None:
            return
        state = self.states[self.index]
        panels: list[Widget] = []
        for seat, name in enumerate(self.record.players):
            panel = self.private_panel(self.engine.view_for(state, seat), seat)
            if panel is None:
                continue
            panel.border_title = literal(f"Behind {name}'s screen")
            # one holder each: a game's panel may carry an id of its own (Sinners' "hand")
            panels.append(Vertical(panel, classes="replay-seat"))
        await holder.mount_all(panels)

    def action_close(self) -> None:
        """Leave the replay."""
        self.dismiss(None)
