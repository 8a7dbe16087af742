"""What every part of the table app reads: the session it draws, and the game's hooks.

:class:`TableApp` is the base of ``HotSeatApp`` (``shared.ui.app``) and of its parts
(``shared.ui.commands``): it holds the session being drawn (:mod:`shared.session.table`) and
the app's own state of the screens, answers what tests and screens read (the state a screen
may show is always a view: :meth:`TableApp.state` is for tests), and has the hooks a game
overrides, with defaults that make any engine following the conventions playable.

Hooks (all optional; the defaults make any engine that follows the conventions playable)::

    TITLE: str                          # the app's title
    GAME_PACKAGE: str                   # the game's package: rules from its ui/rules.md and
                                        # rules_notes.md, read when the rules screen opens
    TABLE_CSS_PATH: Path                # the game's one .tcss (absolute, for subclasses),
                                        # added after the first frame (add_table_css)
    RULES_MARKDOWN / RULES_NOTES_MARKDOWN: str  # or the texts themselves (no package)
    MIN_SIZE: tuple[int, int]           # smallest terminal supported (default 100x30)
    BOARD_SCREEN / PLAYER_SCREEN        # screen classes, to change the layout
    SEAT_PALETTE_DARK / SEAT_PALETTE_LIGHT  # player colours (5 each) for the themes
    PUBLIC_RESULTS_ON_BOARD: bool       # results on the board even for a lone human

    make_board(view) -> Widget                          # the board, from a public view
    make_player_panel(view, seat) -> Widget | None      # the seat's own information
    make_decision_panel(view, seat, legal) -> Widget    # choices on screen (keys + mouse)
    make_decision_dialog(view, seat, legal) -> ModalScreen | None  # a dialog for it
    make_result_dialog(entry) -> ModalScreen | None     # for each new "result" log entry
    make_game_over_screen(view, winners) -> Screen      # the end
    make_lessons() -> Lessons | None                    # first-game mode's lessons
    describe_decision(view, seat) -> str                # "Ann bids", for the status line

``view`` is always ``public_view(state)`` on the board and ``view_for(state, seat)`` on a
seat's screen; the hooks never see the full state. A widget a hook builds posts
:class:`shared.ui.messages.ActionChosen` to act, or :class:`shared.ui.messages.DialogRequested`
to open a dialog whose answer is the action; a dialog returns the action through ``dismiss``
(``None`` to go back to the screen; **d** reopens the decision's own dialog).

Example (Mea Culpa's ``ui/app.py``, shortened). The screens of play are modules loaded when a
game starts (:func:`shared.lazy.lazy_module`), so that the app's class costs the setup screen's
first frame nothing of the rules::

    table = lazy_module("meaculpa_tui.ui.table")
    private = lazy_module("meaculpa_tui.ui.private")
    ...

    class MeaCulpaApp(HotSeatApp):
        TITLE = "Mea Culpa"
        GAME_PACKAGE = "meaculpa_tui"
        TABLE_CSS_PATH = Path(__file__).with_name("app.tcss")

        def make_board(self, view):
            return table.Board(view)                # the game's own widget

        def make_player_panel(self, view, seat):
            return private.Purse(view, seat)        # from that seat's view only

        def make_decision_dialog(self, view, seat, legal):
            if decisions.bidding_taler(view, seat):
                return bid.TalerDialog(view, seat)  # a ModalScreen returning an action
            decision = decisions.decision_for(view, seat, legal)
            # None: the decision panel instead
            return None if decision is None else dialogs.DecisionDialog(decision)

and the game's ``spec.py`` starts it (:func:`shared.ui.launch.launch_app`), importing the
screens only then::

    def launch(request: LaunchRequest) -> int:
        from meaculpa_tui.ui.app import MeaCulpaApp

        return launch_app(MeaCulpaApp, game_spec(), request)
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import App
from textual.notifications import SeverityLevel
from textual.screen import ModalScreen, Screen
from textual.timer import Timer
from textual.widget import Widget
from textual.worker import Worker

from shared.cli import GameSpec, LaunchRequest
from shared.lazy import lazy_module
from shared.session.handover import Step
from shared.session.remote import TableLink
from shared.session.table import HeldSession, TableSession, log_of
from shared.settings import load_settings
from shared.ui.openings import Opening, ShowSetup

if TYPE_CHECKING:
    from importlib import resources

    from shared.engine.log import LogEntry
    from shared.engine.record import GameRecord
    from shared.engine.statistics import GameStatistics
    from shared.session.teaching import Lessons, TeachingMemory
    from shared.ui.dialogs import base as dialog_bases
    from shared.ui.dialogs import results as result_dialogs
    from shared.ui.messages import DialogRequested
    from shared.ui.screens import game_over as game_overs
    from shared.ui.screens.table import BoardScreen, PlayerScreen, TableScreen
    from shared.ui.widgets import choices as choice_lists
    from shared.ui.widgets import decision as decision_panels
    from shared.ui.widgets import generic as generic_widgets
else:
    resources = lazy_module("importlib.resources")
    result_dialogs = lazy_module("shared.ui.dialogs.results")
    game_overs = lazy_module("shared.ui.screens.game_over")
    choice_lists = lazy_module("shared.ui.widgets.choices")
    decision_panels = lazy_module("shared.ui.widgets.decision")
    generic_widgets = lazy_module("shared.ui.widgets.generic")


class TableApp(App[int]):
    """The session drawn, the screens' own state, and the game's hooks (see the module)."""

    TITLE = "Hot-seat table"
    #: Seconds a bot waits before its move shows, so people can follow it.
    BOT_DELAY: ClassVar[float] = 0.6
    #: The game's package: the rules screen reads its ``ui/rules.md`` and ``rules_notes.md``
    #: when it first opens (not at start-up).
    GAME_PACKAGE: ClassVar[str] = ""
    #: Rules text given directly instead (a game without a package, such as a test's toy).
    RULES_MARKDOWN: ClassVar[str] = ""
    RULES_NOTES_MARKDOWN: ClassVar[str] = ""
    #: Show public results on the board even when only one person plays (the session closes
    #: every private screen first; with two or more people it always does).
    PUBLIC_RESULTS_ON_BOARD: ClassVar[bool] = False
    #: The game's one stylesheet (absolute, for subclasses): its board, dialogs and screens of
    #: play. Not Textual's ``CSS_PATH``, which is parsed and matched before the first frame:
    #: the setup screen uses none of it. It is added by :meth:`add_table_css`.
    TABLE_CSS_PATH: ClassVar[Path | None] = None
    #: The screens of the board and of a seat (``None``: the shared ones).
    BOARD_SCREEN: ClassVar[type[BoardScreen] | None] = None
    PLAYER_SCREEN: ClassVar[type[PlayerScreen] | None] = None

    def __init__(
        self,
        spec: GameSpec,
        opening: Opening | None = None,
        *,
        bot_delay: float | None = None,
        autosave: bool = True,
    ) -> None:
        super().__init__()
        self.spec = spec
        self.engine = spec.engine
        self.opening: Opening = opening or ShowSetup()
        loaded = load_settings()
        #: The remembered settings (the theme and the bots' pause), see :mod:`shared.settings`.
        self.settings = loaded.settings
        #: Why the settings file could not be used (``None``: it could, or there is none).
        self.settings_problem = loaded.problem
        self._settings_told = False
        if bot_delay is None:
            remembered = self.settings.bot_pause
            bot_delay = self.BOT_DELAY if remembered is None else remembered
        self.bot_delay = bot_delay
        self.autosave_enabled = autosave
        if type(self).TITLE == TableApp.TITLE:
            self.title = spec.title
        #: The game being played (``None`` on the setup screen and in a replay).
        self.session: TableSession | None = None
        self.board_screen: BoardScreen | None = None
        self._generation = 0
        self._table_worker: Worker[None] | None = None
        self._wake = asyncio.Event()
        self._want_dialog = False
        self._dialog_offered = False
        self._result_shown: LogEntry | None = None
        self._shown: tuple[TableScreen, int, Step, int | None, int | None] | None = None
        #: An answered decision dialog left open until the table knows what comes next,
        #: with its seat (see :meth:`_ask`).
        self._held: tuple[dialog_bases.Dialog[Any], int] | None = None
        #: A dialog the awaited seat's panel asked for, to be opened by the table loop.
        self._requested: DialogRequested | None = None
        #: The answer the open decision dialog is awaited with (``None``: none open).
        self._asking: asyncio.Future[Any] | None = None
        #: Whether this window was opened for a table (``join``, ``watch``, ``host``): it
        #: never sets up or opens a game of its own.
        self._for_table = False
        #: The join codes are still to be shown to the host (at the start of the table loop).
        self._codes_pending = False
        self._table_timer: Timer | None = None
        self._event_loop: asyncio.AbstractEventLoop | None = None

    # ------------------------------------------------------------------ what tests and screens read

    @property
    def state(self) -> Any:
        """What this process knows of the game (the whole state, or a joined seat's view)."""
        return None if self.session is None else self.session.known

    @property
    def record(self) -> GameRecord | None:
        return None if self.session is None else self.session.record

    @property
    def seats(self) -> list[str]:
        return [] if self.session is None else self.session.seats

    @property
    def table(self) -> TableLink | None:
        return None if self.session is None else self.session.table

    @property
    def unlocked(self) -> int | None:
        """The seat whose private screen is open now (``None``: nobody's)."""
        return None if self.session is None else self.session.unlocked

    @property
    def awaiting(self) -> int | None:
        """The human seat whose decision the table waits for now."""
        return None if self.session is None else self.session.awaiting

    @property
    def move_count(self) -> int:
        return 0 if self.session is None else self.session.version

    @property
    def thinking(self) -> int | None:
        """The bot seat deciding right now (``None``: no bot is thinking)."""
        return None if self.session is None else self.session.thinking

    @property
    def result_shown(self) -> LogEntry | None:
        """The result whose dialog is open now (its ``seat`` says who may read it)."""
        return self._result_shown

    @property
    def save_path(self) -> Path | None:
        """This game's own autosave (``None`` before a game starts, with autosave off, and at
        a table file, which keeps the game itself)."""
        session = self.session
        return session.save_path if isinstance(session, HeldSession) else None

    @property
    def not_saved(self) -> str | None:
        """Why the game is not being saved, as the screens say it (``None``: it is saved)."""
        return None if self.session is None else self.session.not_saved

    def legal_moves(self) -> list[Any]:
        return [] if self.session is None else self.session.legal_moves()

    # ------------------------------------------------------------------ hooks (override)

    def make_board(self, view: Any) -> Widget:
        """The board built from ``view`` (the public view, or the unlocked seat's own)."""
        over = self.engine.is_over(view)
        lines = [] if over else [f"Round {self.engine.round_number(view)}"]
        return generic_widgets.GenericBoard(
            self._names(),
            current=None if over else self.engine.current_player(view),
            winners=self.engine.winners(view) if over else (),
            lines=lines,
        )

    def make_player_panel(self, view: Any, seat: int) -> Widget | None:
        """The seat's own information, from ``view_for(state, seat)`` only."""
        return generic_widgets.PrivateNotes(log_of(view), seat)

    def make_decision_panel(self, view: Any, seat: int, legal: Sequence[Any]) -> Widget:
        """The choices of ``seat`` on screen; posts ``ActionChosen`` when one is picked."""
        describe = self.engine.describe_action
        choices = [choice_lists.Choice(describe(view, action), action) for action in legal]
        return decision_panels.DecisionPanel(self.describe_decision(view, seat), choices, seat)

    def make_decision_dialog(
        self, view: Any, seat: int, legal: Sequence[Any]
    ) -> ModalScreen[Any] | None:
        """A dialog for the pending decision, returning an action (``None``: use the panel)."""
        return None

    def make_result_dialog(self, entry: LogEntry) -> ModalScreen[Any] | None:
        """The dialog showing a new ``result`` log entry (``None``: only the log shows it)."""
        return result_dialogs.ResultsDialog.from_entry(entry)

    def make_game_over_screen(self, view: Any, winners: Sequence[int]) -> Screen[Any]:
        """The screen shown when the game has ended (``view`` is the public view)."""
        results = [entry for entry in log_of(view) if entry.kind == "result"]
        return game_overs.GameOverScreen(
            self._names(), winners, results[-1:], statistics=self.game_statistics()
        )

    def game_statistics(self) -> GameStatistics | None:
        """The statistics of the game played, for the game-over screen (``None``: none)."""
        if self.spec.statistics is None or self.record is None:
            return None
        return self.spec.statistics(self.record)

    def make_lessons(self) -> Lessons | None:
        """The game's lessons of first-game mode (``None``: the game teaches nothing)."""
        return None

    def describe_decision(self, view: Any, seat: int | None) -> str:
        """What is being decided and by whom, in public words ("Ann to play")."""
        if seat is None:
            return "The game is over."
        return f"{self._names()[seat]} to play."

    def rules_markdown(self) -> str:
        """The rules text shown by the rules screen."""
        return self.RULES_MARKDOWN or self._game_text("ui/rules.md")

    def rules_notes_markdown(self) -> str:
        """The rules notes (readings where the rulebook is silent)."""
        return self.RULES_NOTES_MARKDOWN or self._game_text("rules_notes.md")

    def _game_text(self, name: str) -> str:
        if not self.GAME_PACKAGE:
            return ""
        return resources.files(self.GAME_PACKAGE).joinpath(name).read_text(encoding="utf-8")

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """A toast whose message is shown as written unless ``markup=True`` is asked for.

        Every toast of the table carries someone's words: a player's name, the engine's
        reason, a file path. Textual would read them as markup by default, and a name like
        ``Ann[/]`` would end the app. (``Widget.notify`` passes its own default of ``True``,
        so widgets call ``self.app.notify``.)
        """
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    # ------------------------------------------------------------------ helpers

    def _session(self) -> TableSession:
        """The session being drawn (only asked for while one is)."""
        assert self.session is not None
        return self.session

    def _names(self) -> list[str]:
        return [] if self.session is None else self.session.names

    def _setup_prefill(self) -> LaunchRequest:
        if self.session is None:
            return LaunchRequest()
        return LaunchRequest(
            players=self.session.names,
            bots=list(self.session.seats),
            teach=self.session.teaching_on,
        )

    # ------------------------------------------------------------------ the parts' common steps
    # (each made by one part of ``HotSeatApp``; named here so that every part may ask for it)

    async def show_setup(self, prefill: LaunchRequest | None = None, message: str = "") -> None:
        """Open the setup screen (``shared.ui.openings_flow``)."""
        raise NotImplementedError

    async def start_game(
        self,
        record: GameRecord,
        seats: Sequence[str],
        save_path: Path | None = None,
        table: TableLink | None = None,
        teaching: TeachingMemory | None = None,
    ) -> None:
        """Give ``record`` to a table session and draw it (``shared.ui.app``)."""
        raise NotImplementedError

    def _start_loop(self) -> None:
        """Walk the session's events (``shared.ui.app``)."""
        raise NotImplementedError

    def _stop_loop(self) -> None:
        """Stop walking them (``shared.ui.app``)."""
        raise NotImplementedError

    def action_toggle_teaching(self) -> None:
        """Turn first-game mode on or off (``shared.ui.lesson_panels``)."""
        raise NotImplementedError

    async def _close_private(self) -> None:
        """Close every screen above the board (``shared.ui.seat_screens``)."""
        raise NotImplementedError
