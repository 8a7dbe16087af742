"""The hot-seat app both games stand on: one owner of the game, the curtain, bots, autosave.

``HotSeatApp`` owns the engine, the :class:`GameRecord` and the current state (attributes go
down to the screens, ``ActionChosen`` messages come up). A single *table loop* (an async
worker) walks the game: it asks :func:`shared.session.handover.plan_turn` who needs the keyboard,
removes private screens and notifications before any hand-over, shows results, lowers the
curtain, says what the others did since the seat's last decision (public log lines only,
:mod:`shared.engine.since`), unlocks a seat's screen built from ``view_for`` only, lets bots
decide in a thread, and waits for a human's action. Every applied action is autosaved at once.

The same loop plays a table shared with other processes (``host``, ``join``, ``watch``; see
:mod:`shared.session.remote`): a seat played elsewhere is of kind ``remote``, and the loop waits for
its move to show in the table file as it waits for a bot's thread; this process's own moves
(its person's and, at the host, its bots') go through the file first, which may refuse them.

A game subclasses it and overrides the hooks below; everything else is shared.

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
from collections.abc import Iterable, Sequence
from contextlib import ExitStack
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.notifications import SeverityLevel
from textual.screen import ModalScreen, Screen
from textual.theme import Theme
from textual.timer import Timer
from textual.widget import Widget
from textual.worker import Worker

from shared.cli import GameSpec, LaunchRequest
from shared.engine.bots import Bot, bot_decision, seat_hint
from shared.engine.errors import IllegalActionError
from shared.engine.protocol import public_view_of as public_view
from shared.lazy import lazy_module, load_deferred
from shared.session.batch import actions_of
from shared.session.handover import (
    HUMAN,
    Step,
    human_count,
    is_private_decision,
    plan_turn,
    results_close_private,
)
from shared.session.memory import collect_at_quiet_moment, release, tune_for_play
from shared.session.remote import POLL_SECONDS, TableLink
from shared.session.seats import make_bots, save_seat_kinds
from shared.settings import Settings, load_settings, save_settings
from shared.startup import resume_collections
from shared.ui.messages import ActionChosen, DialogRequested
from shared.ui.openings import (
    AskCode,
    Opening,
    ShowReplay,
    ShowSaveError,
    ShowSetup,
    StartGame,
    new_record,
    opening_for,
)
from shared.ui.remembered import next_bot_pause, pause_words
from shared.ui.screens.setup import SetupScreen
from shared.ui.theme import (
    SIXTEEN_COLOURS,
    SIXTEEN_DARK_SEAT_COLOURS,
    SIXTEEN_LIGHT_SEAT_COLOURS,
    seat_css,
    seat_variables,
    shows_sixteen_colours,
    text_grounds,
)
from shared.ui.widgets.save_warning import NOT_SAVED_CSS, not_saved_message, sync_save_warning
from shared.ui.widgets.too_small import TOO_SMALL_CSS, sync_too_small_notice

if TYPE_CHECKING:
    from importlib import resources

    from shared.engine import autosaves, saves
    from shared.engine import since as since_log
    from shared.engine.log import LogEntry
    from shared.engine.record import GameRecord
    from shared.engine.statistics import GameStatistics
    from shared.engine.table_store import SeatView
    from shared.ui import hint as hints
    from shared.ui.dialogs import base as dialog_bases
    from shared.ui.dialogs import confirm as confirms
    from shared.ui.dialogs import results as result_dialogs
    from shared.ui.dialogs import save_as as save_dialogs
    from shared.ui.screens import codes as code_screens
    from shared.ui.screens import curtain as curtains
    from shared.ui.screens import game_over as game_overs
    from shared.ui.screens import log as log_screens
    from shared.ui.screens import messages as message_screens
    from shared.ui.screens import replay as replays
    from shared.ui.screens import since as summaries
    from shared.ui.screens import table as table_screens
    from shared.ui.screens.curtain import CurtainScreen
    from shared.ui.screens.replay import ReplayScreen
    from shared.ui.screens.since import SinceScreen
    from shared.ui.screens.table import BoardScreen, PlayerScreen, TableContent, TableScreen
    from shared.ui.widgets import choices as choice_lists
    from shared.ui.widgets import decision as decision_panels
    from shared.ui.widgets import generic as generic_widgets
else:
    # the saves, the log and every screen but the setup screen are first needed once a game
    # starts (see shared.lazy); the rules' texts when the rules screen opens
    resources = lazy_module("importlib.resources")
    autosaves = lazy_module("shared.engine.autosaves")
    saves = lazy_module("shared.engine.saves")
    since_log = lazy_module("shared.engine.since")
    dialog_bases = lazy_module("shared.ui.dialogs.base")
    confirms = lazy_module("shared.ui.dialogs.confirm")
    result_dialogs = lazy_module("shared.ui.dialogs.results")
    save_dialogs = lazy_module("shared.ui.dialogs.save_as")
    hints = lazy_module("shared.ui.hint")
    code_screens = lazy_module("shared.ui.screens.codes")
    curtains = lazy_module("shared.ui.screens.curtain")
    game_overs = lazy_module("shared.ui.screens.game_over")
    log_screens = lazy_module("shared.ui.screens.log")
    message_screens = lazy_module("shared.ui.screens.messages")
    replays = lazy_module("shared.ui.screens.replay")
    summaries = lazy_module("shared.ui.screens.since")
    choice_lists = lazy_module("shared.ui.widgets.choices")
    decision_panels = lazy_module("shared.ui.widgets.decision")
    generic_widgets = lazy_module("shared.ui.widgets.generic")
    table_screens = lazy_module("shared.ui.screens.table")

#: The answer of a decision dialog whose decision was made meanwhile in another window.
_OVERTAKEN = object()

#: Keys that still work while the terminal is too small (quitting is always possible).
KEYS_WHILE_TOO_SMALL = frozenset({"ctrl+q", "ctrl+c"})


def default_save_name(game: str, when: datetime) -> str:
    """The file name Save as proposes: the game and the time, never the seed.

    The seed fixes every hand and draw, so a name holding it would let anyone rebuild the
    hidden cards from the players' names; the time tells saves apart just as well.
    """
    return f"{game}-{when:%Y-%m-%d-%H%M}.json"


def log_of(view: Any) -> list[LogEntry]:
    """The log entries a state or view carries (none for engines without a log)."""
    return list(getattr(view, "log", ()) or ())


class HotSeatApp(App[int]):
    """A hot-seat table for any engine that follows the shared conventions (see the module)."""

    TITLE = "Hot-seat table"
    #: Smallest terminal (columns, rows) the layouts are made for.
    MIN_SIZE: ClassVar[tuple[int, int]] = (100, 30)
    #: Seconds a bot waits before its move shows, so people can follow it.
    BOT_DELAY: ClassVar[float] = 0.6
    #: The game's package: the rules screen reads its ``ui/rules.md`` and ``rules_notes.md``
    #: when it first opens (not at start-up).
    GAME_PACKAGE: ClassVar[str] = ""
    #: Rules text given directly instead (a game without a package, such as a test's toy).
    RULES_MARKDOWN: ClassVar[str] = ""
    RULES_NOTES_MARKDOWN: ClassVar[str] = ""
    #: Show public results on the board even when only one person plays: every private
    #: screen is closed before a public result appears (e.g. so the seat moving on into a
    #: freshly dealt hand reads the scores first). With two or more people this is always so
    #: (``handover.results_close_private``); the next private decision then passes the
    #: keyboard behind the curtain again.
    PUBLIC_RESULTS_ON_BOARD: ClassVar[bool] = False
    SEAT_PALETTE_DARK: ClassVar[Sequence[str] | None] = None
    SEAT_PALETTE_LIGHT: ClassVar[Sequence[str] | None] = None
    #: The game's one stylesheet (absolute, for subclasses): its board, dialogs and screens of
    #: play. Not Textual's ``CSS_PATH``, which is parsed and matched before the first frame:
    #: the setup screen uses none of it. It is added by :meth:`add_table_css`.
    TABLE_CSS_PATH: ClassVar[Path | None] = None
    #: The screens of the board and of a seat (``None``: the shared ones, loaded when a game
    #: starts, see ``shared.lazy``).
    BOARD_SCREEN: ClassVar[type[BoardScreen] | None] = None
    PLAYER_SCREEN: ClassVar[type[PlayerScreen] | None] = None

    DEFAULT_CSS = seat_css() + TOO_SMALL_CSS + NOT_SAVED_CSS

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1", "rules", "Rules"),
        Binding("question_mark", "rules", "Rules", show=False),
        Binding("l", "log", "Log"),
        Binding("ctrl+s", "save_as", "Save as"),
        Binding("ctrl+n", "new_game", "New game"),
    ]

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
        #: The terminal shows only 16 colours (set by :meth:`run`; see ``shows_sixteen_colours``).
        self.sixteen_colours = False
        if bot_delay is None:
            remembered = self.settings.bot_pause
            bot_delay = self.BOT_DELAY if remembered is None else remembered
        self.bot_delay = bot_delay
        self.autosave_enabled = autosave
        if type(self).TITLE == HotSeatApp.TITLE:
            self.title = spec.title
        #: The game being played (``None`` on the setup screen and in a replay).
        self.record: GameRecord | None = None
        self.state: Any = None
        #: "human" or a bot kind, per seat.
        self.seats: list[str] = []
        #: The seat whose private screen may be shown now (``None``: nobody's).
        self.unlocked: int | None = None
        self.board_screen: BoardScreen | None = None
        self.bots: dict[int, Bot] = {}
        self._results: list[LogEntry] = []
        self._generation = 0
        self._table_worker: Worker[None] | None = None
        self._awaiting: int | None = None
        self._wake = asyncio.Event()
        self._want_dialog = False
        self._dialog_offered = False
        self._thinking: int | None = None
        self._result_shown: LogEntry | None = None
        self._too_small = False
        #: This game's own autosave, and the lock that keeps other windows out of it.
        self._save_path: Path | None = None
        self._lock: autosaves.GameLock | None = None
        self._seats_saved = False
        #: Why the last autosave failed (``None``: it worked), shown on every screen.
        self._not_saved: str | None = None
        self._shown: tuple[TableScreen, int, Step, int | None] | None = None
        #: An answered decision dialog left open until the table knows what comes next,
        #: with its seat (see :meth:`_ask`).
        self._held: tuple[dialog_bases.Dialog[Any], int] | None = None
        #: A dialog the awaited seat's panel asked for, to be opened by the table loop.
        self._requested: DialogRequested | None = None
        #: The answer the open decision dialog is awaited with (``None``: none open).
        self._asking: asyncio.Future[Any] | None = None
        #: Repaints held from a key's answer until the table waits again (see
        #: :meth:`_hold_frames`).
        self._frames_held: ExitStack | None = None
        #: A screen left out a frame while frames were held (see ``HeldFrames``).
        self._frame_skipped = False
        #: The hint bot of each seat that asked for a hint (made at the first **h**).
        self._hint_bots: dict[int, Bot | None] = {}
        #: The table file shared with other processes (``None``: a hot-seat game).
        self.table: TableLink | None = None
        #: Whether this window was opened for a table (``join``, ``watch``, ``host``): it
        #: never sets up or opens a game of its own.
        self._for_table = False
        #: The remote seat whose move the table waits for (``None``: none).
        self._remote: int | None = None
        #: Seats nobody plays now (remote tables only), as last said on screen.
        self._away: set[int] = set()
        #: Whether the host's process is gone (joined processes only), as last said.
        self._host_away = False
        #: The join codes are still to be shown to the host (at the start of the table loop).
        self._codes_pending = False
        self._table_timer: Timer | None = None
        #: The last failure of the table file told (``None``: none since it worked).
        self._table_problem: str | None = None
        #: Each seat's mark: the public log as it stood after its last decision (or after it
        #: last read what happened since), see :mod:`shared.engine.since`.
        self._marks: dict[int, list[LogEntry]] = {}

    # ------------------------------------------------------------------ hooks (override)

    def make_board(self, view: Any) -> Widget:
        """The board built from ``view`` (the public view, or the unlocked seat's own)."""
        over = self.engine.is_over(view)
        lines = []
        round_of = getattr(self.engine, "round_number", None)
        if round_of is not None and not over:
            lines.append(f"Round {round_of(view)}")
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
        """The statistics of the game played, for the game-over screen (``None``: the game
        has none)."""
        if self.spec.statistics is None or self.record is None:
            return None
        return self.spec.statistics(self.record)

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

    # ------------------------------------------------------------------ start-up

    def run(self, *, headless: bool = False, **options: Any) -> int | None:
        """Run on the terminal, first finding out whether it shows only 16 colours."""
        self.sixteen_colours = not headless and self.console.color_system in SIXTEEN_COLOURS
        if self.sixteen_colours:  # the variables were worked out when the app was made
            self.stylesheet.set_variables(self.get_css_variables())
        return super().run(headless=headless, **options)

    def get_theme_variable_defaults(self) -> dict[str, str]:
        theme = self.current_theme
        palette: Sequence[str] | None
        if shows_sixteen_colours(self):  # (the terminal's own 16 colours)
            palette = SIXTEEN_DARK_SEAT_COLOURS if theme.dark else SIXTEEN_LIGHT_SEAT_COLOURS
            seats = seat_variables(theme.dark, palette)
        else:
            palette = self.SEAT_PALETTE_DARK if theme.dark else self.SEAT_PALETTE_LIGHT
            seats = seat_variables(theme.dark, palette, text_grounds(theme))
        return {**super().get_theme_variable_defaults(), **seats}

    def on_mount(self) -> None:
        self.screen_change_signal.subscribe(self, self._on_screen_change)
        if self.settings.theme in self.available_themes:
            self.theme = self.settings.theme
        self.theme_changed_signal.subscribe(self, self._remember_theme)
        if not isinstance(self.opening, ShowSetup):
            self.add_table_css()  # (before the first screen of a game is styled)
        self._open(self.opening)
        self.call_after_refresh(self._after_first_frame)
        tune_for_play()

    def _after_first_frame(self) -> None:
        """What waits for the first frame: collections (held by the entry point until now),
        the sweep of temporary files left by saves killed midway, and the modules the first
        screen did without (``shared.lazy``), loaded now so that no key waits for them."""
        resume_collections()
        self.add_table_css()
        if self.autosave_enabled:
            autosaves.remove_stale_temp_files(self.engine.GAME_NAME)
        load_deferred()

    def add_table_css(self) -> None:
        """Add the game's stylesheet (:attr:`TABLE_CSS_PATH`), once, restyling what is mounted.

        Called after the first frame, and before the first frame of an app that opens on a
        game, a replay or a table rather than the setup screen. Nothing the setup screen shows
        depends on it (``tests/shared/ui/test_table_css.py``).
        """
        path = self.TABLE_CSS_PATH
        if path is None or self.stylesheet.has_source(str(path)):
            return
        css = path.read_text(encoding="utf-8")
        self.stylesheet.add_source(css, read_from=(str(path), ""))
        self.stylesheet.update(self)

    def on_unmount(self) -> None:
        release()  # objects frozen at a quiet moment are the collector's again
        self._release_lock()
        self._leave_table()

    def _leave_table(self) -> None:
        if self._table_timer is not None:
            self._table_timer.stop()
            self._table_timer = None
        if self.table is not None:
            self.table.close()
            self.table = None

    def _open(self, opening: Opening) -> None:
        if isinstance(opening, AskCode) or (isinstance(opening, StartGame) and opening.table):
            self._for_table = True  # (a window of join, watch or host: no games of its own)
        if isinstance(opening, ShowSetup):
            self.call_later(self.show_setup, opening.prefill, opening.message)
        elif isinstance(opening, StartGame):
            self.call_later(
                self.start_game, opening.record, opening.seats, opening.save_path, opening.table
            )
        elif isinstance(opening, AskCode):
            self.push_screen(code_screens.JoinScreen(self.spec, opening.message), self._after_join)
        elif isinstance(opening, ShowReplay):
            replay = self._replay_screen(opening.record, open_screens=opening.open_screens)
            self.push_screen(replay, self._after_replay)
        elif isinstance(opening, ShowSaveError):
            self.push_screen(
                message_screens.SaveErrorScreen(
                    opening.error, offer_new_game=opening.offer_new_game
                ),
                self._after_save_error,
            )

    def _after_join(self, opening: Opening | None) -> None:
        """Play the seat the code opened (``None``: the player gave up)."""
        if opening is None:
            self.exit(return_code=0)
        else:
            self._open(opening)

    def _after_replay(self, _: None) -> None:
        if self.state is None:
            self.exit(return_code=0)

    def _after_save_error(self, choice: str | None) -> None:
        if choice == "new":
            self.call_later(self.show_setup)
        else:
            self.exit(return_code=1)

    async def show_setup(self, prefill: LaunchRequest | None = None, message: str = "") -> None:
        """Open the setup screen; its result starts a game (or returns to the current one).

        Setting up is a matter for the whole table, so a private screen is closed first;
        going back to the game then passes the keyboard behind the curtain again.
        """
        self._stop_loop()
        if self.state is not None:
            await self._close_private()
        self.sub_title = "New game"  # (back in the game, the table says where it stands)
        screen = SetupScreen(
            self.spec,
            prefill,
            message,
            current=self.save_path,
            list_saved=self.autosave_enabled,
        )
        self.push_screen(screen, self._after_setup)

    def _after_setup(self, request: LaunchRequest | None) -> None:
        if request is None:
            if self.state is None:
                self.exit(return_code=0)
            else:
                self._start_loop()  # back to the game in progress, behind the curtain
            return
        if request.game is not None:
            self.call_later(self._continue_saved, request)
            return
        record = new_record(self.spec, request)
        kinds = list(request.bots or [HUMAN] * len(record.players))
        self.call_later(self.start_game, record, kinds)

    async def _continue_saved(self, request: LaunchRequest) -> None:
        """Continue a game chosen from the setup screen's list, in its own autosave."""
        opening = opening_for(self.spec, request)
        if isinstance(opening, StartGame):
            await self.start_game(opening.record, opening.seats, opening.save_path)
        elif isinstance(opening, ShowSaveError):
            await self.show_setup(self._setup_prefill(), str(opening.error))
        else:
            self._open(opening)

    async def start_game(
        self,
        record: GameRecord,
        seats: Sequence[str],
        save_path: Path | None = None,
        table: TableLink | None = None,
    ) -> None:
        """Play ``record`` with these seat kinds, from where it stands.

        It autosaves into ``save_path`` (continuing that game in place) or, when ``None``,
        into a new file of its own; either is locked while this window plays it, and a game
        another window has open is refused with a message saying whose game it is.

        With ``table``, the game is the table file's (shared with other processes, see
        :mod:`shared.session.remote`): nothing is autosaved, every move goes through the file.
        """
        self._stop_loop()
        self.add_table_css()  # (already there unless the first frame is still to come)
        try:
            state, marks = self._opening_state(record, table)
        except (TypeError, ValueError) as error:
            await self.show_setup(
                # not the seed: it may be one the players never chose, and it fixes every card
                LaunchRequest(players=record.players, bots=list(seats)),
                f"The game could not start: {error}",
            )
            return
        self._leave_table()
        self.table = table
        if table is not None:
            self._codes_pending = bool(table.codes)
            table.beat()
            self._table_timer = self.set_interval(POLL_SECONDS, self._poll_table, name="table")
        elif self.autosave_enabled:
            try:
                self._take_save(
                    save_path, autosaves.game_title(record.players, self._round_of(state))
                )
            except autosaves.GameInUseError as error:
                await self.show_setup(self._setup_prefill(), str(error))
                return
        self.record = record
        self.state = state
        self._marks = marks
        self.seats = list(seats)
        self.bots = make_bots(self.engine, self.seats, self.spec.bots, record.seed)
        self.unlocked = None
        self._results = []
        await self._pop_all_screens()
        plan = plan_turn(self.engine, state, self.seats, None)
        board = self.BOARD_SCREEN or table_screens.BoardScreen
        self.board_screen = board(self._board_content(plan.step, plan.seat))
        await self.push_screen(self.board_screen)
        self._mark_shown(self.board_screen, plan.step, plan.seat)
        # after the first frame: writing the save (and the seat kinds) waits for the disk,
        # and a game with no move made yet loses nothing if the window closes first
        self.call_after_refresh(self._autosave)
        self._start_loop()

    def _opening_state(
        self, record: GameRecord, table: TableLink | None
    ) -> tuple[Any, dict[int, list[LogEntry]]]:
        """The state to play from, and each seat's mark (see :mod:`shared.engine.since`).

        A joined process plays from its own seat's view as the host wrote it (it never
        replays the record: that needs the seed), with the mark the host kept for it.
        """
        if table is None or table.deals:
            return since_log.replay_with_marks(self.engine, record)
        seen = table.first_view()
        if seen is None:
            raise ValueError(table.problem or f"the table file {table.store.path} has no view")
        own = table.own
        return seen.view, {} if own is None else {own: seen.mark}

    @property
    def _viewing(self) -> bool:
        """Whether this process holds only its seat's view (a joined seat or a watcher at a
        table file), not the whole state: its moves go to the host, who checks them."""
        return self.table is not None and not self.table.deals

    @property
    def _seen(self) -> SeatView | None:
        """A viewing process's latest view as the host wrote it (``None``: none yet, or the
        whole state is held here)."""
        return self.table.seen if self.table is not None and self._viewing else None

    def legal_moves(self) -> list[Any]:
        """The legal moves of the seat that decides, from the whole state; in a joined
        process, as the host computed them (they come with the seat's view)."""
        if self._viewing:
            return list(self._seen.legal) if self._seen is not None else []
        return self.engine.legal_actions(self.state)

    def _take_save(self, save_path: Path | None, title: str) -> None:
        """Make ``save_path`` (or a new autosave) this window's, locked; the old one is freed.

        Raises :class:`GameInUseError` (and keeps the current game) when another window has
        that game open.
        """
        target = save_path or autosaves.new_autosave_path(self.engine.GAME_NAME)
        if target != self._save_path or self._lock is None:
            lock = autosaves.GameLock.acquire(target, title, self.engine)
            self._release_lock()
            self._lock = lock
        self._save_path = target
        self._seats_saved = False
        self._set_not_saved(None)

    def _release_lock(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def _round_of(self, state: Any) -> int | None:
        round_of = getattr(self.engine, "round_number", None)
        if round_of is None or self.engine.is_over(state):
            return None
        return int(round_of(state))

    @property
    def awaiting(self) -> int | None:
        """The human seat whose decision the table waits for now (``None``: nobody's, and
        while a joined seat's move is on its way to the host)."""
        if self.table is not None and self.table.sent is not None:
            return None
        return self._awaiting

    @property
    def move_count(self) -> int:
        """How many moves the game has had (in a joined process: as of its latest view)."""
        return self._current_version()

    @property
    def thinking(self) -> int | None:
        """The bot seat deciding right now (``None``: no bot is thinking)."""
        return self._thinking

    @property
    def result_shown(self) -> LogEntry | None:
        """The result whose dialog is open now (its ``seat`` says who may read it)."""
        return self._result_shown

    @property
    def save_path(self) -> Path | None:
        """This game's own autosave (``None`` before a game starts, with autosave off, and at
        a table file, which keeps the game itself)."""
        return self._save_path if self.autosave_enabled and self.table is None else None

    @property
    def not_saved(self) -> str | None:
        """Why the game is not being saved, as the screens say it (``None``: it is saved)."""
        return self._not_saved

    # ------------------------------------------------------------------ the table loop

    def _start_loop(self) -> None:
        self._generation += 1
        self._table_worker = self.run_worker(
            self._table_loop(self._generation), group="table", exclusive=True
        )

    def _stop_loop(self) -> None:
        self._generation += 1
        self._awaiting = None
        self._thinking = None
        self._remote = None
        self._show_frames()
        if self._table_worker is not None:
            self._table_worker.cancel()
            self._table_worker = None

    def _hold_frames(self) -> None:
        """Draw nothing until :meth:`_show_frames`: from a player's answer (a decision, the
        curtain lifted) until the table waits again.

        Between the two the screens change several times: the answered dialog closes, the
        seat's screen closes, the curtain comes; or the seat's screen replaces the curtain
        and its decision opens above it. Each step drew a frame of its own that nobody had
        time to read, and a frame of a full table costs tens of milliseconds. Held, only the
        screen the table then waits on is drawn (Textual's ``batch_update``, and the table
        screens and the curtain skip the frame a layout inside it still draws: see
        ``HeldFrames``). Every wait of the table loop shows the frames first, and so does the
        loop's end.
        """
        if self._frames_held is None:
            held = ExitStack()
            held.enter_context(self.batch_update())
            self._frames_held = held

    def _show_frames(self) -> None:
        """Draw again what changed while frames were held (nothing when none were)."""
        held, self._frames_held = self._frames_held, None
        if held is not None:
            held.close()
        if self._frame_skipped:
            self._frame_skipped = False
            self.screen.refresh()

    def frames_held(self) -> bool:
        """Whether the screens draw nothing now (asked by ``HeldFrames`` screens)."""
        return self._frames_held is not None

    def frame_skipped(self) -> None:
        """A ``HeldFrames`` screen left out a frame: redraw the screen when frames show."""
        self._frame_skipped = True

    async def _table_loop(self, generation: int) -> None:
        """Walk the game until it ends or another game (or the setup screen) takes over."""
        try:
            await self._walk_table(generation)
        finally:
            self._show_frames()

    async def _walk_table(self, generation: int) -> None:
        if self._codes_pending and self.table is not None:
            self._codes_pending = False
            await self.push_screen_wait(
                code_screens.CodesScreen(self.table.codes, self._names(), self.spec.command)
            )
        while generation == self._generation and self.state is not None:
            plan = plan_turn(self.engine, self.state, self.seats, self.unlocked)
            if not self._may_keep_held(plan.step, plan.seat, plan.curtain or plan.close_private):
                await self._drop_held()
            if self._public_result_closes_private():
                await self._close_private()
                plan = plan_turn(self.engine, self.state, self.seats, None)
            if plan.close_private:
                await self._close_private()
            if not (plan.curtain and self._next_result(peek=True) is None):
                await self._refresh_views(plan.step, plan.seat)  # (the curtain would hide it)
            status = self._status(self._public(), plan.step, plan.seat)
            self.sub_title = status  # (also behind the curtain: its rules and log screens)
            if await self._show_results():
                self._show_status(status)  # the result is read: back to what comes next
            if generation != self._generation:
                return
            if plan.step is Step.OVER:
                await self._show_game_over()
                return
            assert plan.seat is not None
            if plan.step is Step.BOT:
                if not await self._bot_turn(plan.seat, generation):
                    return
                continue
            if plan.step is Step.REMOTE:
                await self._remote_turn(plan.seat, generation)
                continue
            if plan.step is Step.PRIVATE and self.unlocked != plan.seat:
                if not await self._unlock(plan.seat, plan.curtain, generation):
                    return
                continue  # now show this seat's private results, then wait for its decision
            if human_count(self.seats) == 1 and not await self._tell_lone_human(plan.seat):
                return
            await self._human_turn(plan.seat, generation)

    async def _unlock(self, seat: int, curtain: bool, generation: int) -> bool:
        """Give ``seat`` its screen, behind the curtain when others share the keyboard.

        The private screen is built from ``view_for(state, seat)`` only after the named
        player's key, and replaces the curtain directly, or is built beneath the seat's
        summary of what happened since its last turn (:meth:`_unlock_under`).
        """
        name = self._names()[seat]
        lifted: CurtainScreen | None = None
        if curtain:
            status = self.describe_decision(self._public(), seat)
            lifted = curtains.CurtainScreen(name, seat, status, dismiss_when_ready=False)
            await self.push_screen(lifted)
            self.call_after_refresh(collect_at_quiet_moment)  # while the keyboard changes hands
            self._show_frames()
            await lifted.ready.wait()
            if generation != self._generation:
                return False
            self._hold_frames()  # until the seat's decision (or its summary) is open
            summary = self._since_screen(seat, dismiss_when_ready=False)
            if summary is not None:  # what the others did, before this seat's own screen
                return await self._unlock_under(summary, seat, generation)
        self.unlocked = seat
        screen = self._player_screen(seat, name)
        if lifted is not None and self.screen is lifted:
            await self.switch_screen(screen)
        else:
            await self.push_screen(screen)
        self._mark_shown(screen, Step.PRIVATE, seat)
        return True

    async def _unlock_under(self, summary: SinceScreen, seat: int, generation: int) -> bool:
        """Show ``seat`` what happened since its last turn, then build its screen beneath.

        The seat's player has lifted the curtain, so the keyboard is theirs. Once the summary
        is drawn, their own screen is built while they read: it replaces the summary with
        frames held (never drawn) and a second copy of the summary goes over it, the same
        picture, so Enter on the summary only uncovers the seat's screen instead of building
        it, the longest step of a hand-over. A key in that short moment lands on no decision
        (none is awaited yet) and is not taken. The seat counts as unlocked (its log, its
        results) only once its screen is uncovered.
        """
        await self.switch_screen(summary)
        self._show_frames()
        await self._next_frame()
        if generation != self._generation:
            return False
        name = self._names()[seat]
        screen = self._player_screen(seat, name)
        if self.screen is summary and not summary.ready.is_set():
            self._hold_frames()
            await self.switch_screen(screen)
            summary = summaries.SinceScreen(name, seat, summary.lines, dismiss_when_ready=False)
            await self.push_screen(summary)
            self._show_frames()
        await summary.ready.wait()
        if generation != self._generation:
            return False
        self._mark_read(seat)
        self._hold_frames()  # until the seat's decision is open on its screen
        if self.screen is summary and screen in self.screen_stack:
            await self.pop_screen()
        elif self.screen is summary:
            await self.switch_screen(screen)
        elif screen not in self.screen_stack:
            await self.push_screen(screen)
        self.unlocked = seat
        self._mark_shown(screen, Step.PRIVATE, seat)
        return True

    async def _next_frame(self) -> None:
        """Wait until the screen has drawn what changed (Textual calls back after a refresh).

        Not ``App.wait_for_refresh``: it asserts that the app runs as a task of its own, which
        only ``run_test`` makes; under ``App.run`` it fails (``tests/shared/ui/test_real_run.py``).
        """
        drawn: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        def done() -> None:
            if not drawn.done():
                drawn.set_result(None)

        self.call_after_refresh(done)
        await drawn

    def _since_screen(self, seat: int, *, dismiss_when_ready: bool) -> SinceScreen | None:
        """What happened since ``seat`` last decided, from the public log only (``None``:
        nothing did)."""
        entries = since_log.since(self._marks.get(seat, []), self.state)
        if not entries:
            return None
        lines = [since_log.summary_line(entry) for entry in entries]
        name = self._names()[seat]
        return summaries.SinceScreen(name, seat, lines, dismiss_when_ready=dismiss_when_ready)

    def _mark_read(self, seat: int) -> None:
        """``seat`` has read (or made) everything of the public log so far."""
        self._marks[seat] = since_log.public_log(self.state)

    async def _tell_lone_human(self, seat: int) -> bool:
        """With one person at the table, say what the bots did before that person's turn;
        returns ``False`` when another game (or the setup screen) took over meanwhile."""
        summary = self._since_screen(seat, dismiss_when_ready=True)
        if summary is None:
            return True
        generation = self._generation
        self._show_frames()  # a wait of the table: the summary is drawn
        await self.push_screen_wait(summary)
        self._mark_read(seat)
        return generation == self._generation

    async def _close_private(self) -> None:
        """Remove every screen above the board (the private one first of all), clear toasts."""
        board = self.board_screen
        while board is not None and board in self.screen_stack and self.screen is not board:
            await self.pop_screen()
        self._held = None
        self.clear_notifications()
        self.unlocked = None

    def _top_table_screen(self) -> TableScreen | None:
        for screen in reversed(self.screen_stack):
            if isinstance(screen, table_screens.TableScreen):
                return screen
        return None

    async def _refresh_views(self, step: Step, seat: int | None) -> None:
        """Hand the new views to the table screen that is shown (attributes down).

        Nothing is rebuilt when that screen already shows this step of this game.
        """
        screen = self._top_table_screen()
        if screen is None:
            return
        key = (screen, self._current_version(), step, seat)
        if self._shown == key:
            return
        if isinstance(screen, table_screens.PlayerScreen):
            assert screen.seat is not None
            content = self._player_content(screen.seat, step, seat)
        else:
            content = self._board_content(step, seat)
        with self.batch_update():  # one repaint for all regions, not one per region
            await screen.show(content)
        self._shown = key

    def _mark_shown(self, screen: TableScreen, step: Step, seat: int | None) -> None:
        self._shown = (screen, self._current_version(), step, seat)

    def _player_screen(self, seat: int, name: str) -> PlayerScreen:
        """``seat``'s own screen, built from its view (the game's class, or the shared one)."""
        screen = self.PLAYER_SCREEN or table_screens.PlayerScreen
        return screen(seat, name, self._player_content(seat, Step.PRIVATE, seat))

    def _board_content(self, step: Step, seat: int | None) -> TableContent:
        """The public board: built from the public view only."""
        public = self._public()
        status = self._status(public, step, seat)
        self.sub_title = status
        decision = None
        if step is Step.PUBLIC:
            decision = self._decision_widget(public, seat, self.legal_moves(), seat)
        return table_screens.TableContent(
            board=self.make_board(public), status=status, decision=decision, log=log_of(public)
        )

    def _player_content(self, own: int, step: Step, seat: int | None) -> TableContent:
        """A seat's screen: built from ``view_for(state, own)`` only."""
        view = self.engine.view_for(self.state, own)
        status = self._status(self._public(), step, seat)
        self.sub_title = status
        deciding = step is Step.PRIVATE and seat == own
        legal = self.legal_moves() if deciding else []
        return table_screens.TableContent(
            board=self.make_board(view),
            status=status,
            panel=self.make_player_panel(view, own),
            decision=self._decision_widget(view, own, legal, seat),
            log=log_of(view),
        )

    def _decision_widget(
        self, view: Any, own: int | None, legal: Sequence[Any], deciding: int | None
    ) -> Widget | None:
        if own is not None and legal:
            return self.make_decision_panel(view, own, legal)
        if deciding is None or own is None:
            return None
        waiting = f"Waiting for {self._names()[deciding]}."
        return decision_panels.DecisionPanel(waiting, [], own, title="Not your turn")

    def _round_prefix(self, public: Any) -> str:
        """ "Round 3 · " before a status, for engines with rounds (nothing once it is over)."""
        round_of = getattr(self.engine, "round_number", None)
        over = self.engine.is_over(public)
        return f"Round {round_of(public)} · " if round_of is not None and not over else ""

    def _status(self, public: Any, step: Step, seat: int | None) -> str:
        prefix = "" if step is Step.OVER else self._round_prefix(public)
        if step is Step.BOT and seat is not None:
            return f"{prefix}{self._names()[seat]} ({self.seats[seat]} bot) is thinking…"
        if step is Step.OVER:
            return self.describe_decision(public, None)
        away = "".join(f" {self._names()[s]} is away." for s in sorted(self._away))
        if self._host_away:
            away += " The host is away: every move waits for the host."
        if step is Step.REMOTE and seat is not None:
            name = self._names()[seat]
            return f"{prefix}Waiting for {name}: {self.describe_decision(public, seat)}{away}"
        return prefix + self.describe_decision(public, seat) + away

    def _show_status(self, text: str) -> None:
        """Say ``text`` in the header and on the status line of the table screen shown."""
        self.sub_title = text
        screen = self._top_table_screen()
        if screen is not None:
            screen.show_status(text)

    async def _show_results(self) -> bool:
        """Show each new result this table may see now, one dialog after another; returns
        whether any was shown. While one waits, the status says so (not the step after it,
        such as a bot "thinking" that has not begun)."""
        shown = False
        if self.table is not None and human_count(self.seats) == 0:
            self._results = []  # nobody here to press Enter: the log keeps them
            return False
        while (entry := self._next_result()) is not None:
            dialog = self.make_result_dialog(entry)
            if dialog is not None:
                shown = True
                self._show_status(f"{entry.title or entry.text}: Enter goes on.")
                self._result_shown = entry
                self._show_frames()
                try:
                    await self.push_screen_wait(dialog)
                finally:
                    self._result_shown = None
        return shown

    def _public_result_closes_private(self) -> bool:
        """Whether a queued public result must be read at the board first."""
        return (
            results_close_private(self.seats, self.PUBLIC_RESULTS_ON_BOARD)
            and self.unlocked is not None
            and any(entry.seat is None for entry in self._results)
        )

    def _next_result(self, *, peek: bool = False) -> LogEntry | None:
        """The first queued result that may be shown now (public, or the unlocked seat's).

        A private result of a human seat waits until that seat's screen is unlocked; one of a
        bot seat is dropped, as nobody may see it. ``peek`` leaves it in the queue.
        """
        self._results = [
            entry
            for entry in self._results
            if entry.seat is None or self.seats[entry.seat] == HUMAN
        ]
        for index, entry in enumerate(self._results):
            if entry.seat is None or entry.seat == self.unlocked:
                return entry if peek else self._results.pop(index)
        return None

    async def _bot_turn(self, seat: int, generation: int) -> bool:
        """Let the bot of ``seat`` decide in a thread after the visible pause.

        A bot that fails or picks a refused move stops the table with a message (the game
        stays saved) rather than taking the app down.
        """
        self._thinking = seat
        self._show_frames()  # the table shows the bot thinking
        try:
            if self.bot_delay > 0:
                collect_at_quiet_moment()  # while the bot pauses anyway
                await asyncio.sleep(self.bot_delay)
            state, bot = self.state, self.bots[seat]
            load_deferred()  # here, not in the bot's thread: no module may load in two at once
            action = await asyncio.to_thread(bot_decision, self.engine, state, bot)
            if generation != self._generation:
                return False
            new_state = self.engine.apply_action(state, action)
            refused = self._publish(seat, (action,))
            if refused is not None and not self._pull():  # (another host's bot was quicker)
                raise IllegalActionError(refused)
            if refused is None:
                self._commit((action,), new_state)
        except Exception as error:  # any bot failure is reported, not raised
            self.notify(
                f"The {self.seats[seat]} bot of {self._names()[seat]} failed ({error}); "
                "the game stops here and stays saved.",
                severity="error",
                timeout=30,
            )
            return False
        finally:
            self._thinking = None
        return True

    async def _human_turn(self, seat: int, generation: int) -> None:
        """Wait until ``seat`` decides, through the decision dialog, a dialog its panel asks
        for (``DialogRequested``), or the panel itself."""
        self._awaiting = seat
        self._want_dialog = True
        self._dialog_offered = False
        self.refresh_bindings()  # (the hint key shows while a seat decides)
        self._requested = None
        version = self._current_version()
        try:
            while generation == self._generation and self._current_version() == version:
                self._wake = asyncio.Event()
                if self.table is not None and self.table.sent is not None:
                    await self._wake.wait()  # the move sent: the host's answer comes
                    continue
                requested, self._requested = self._requested, None
                then = None if requested is None else requested.then
                if requested is not None:
                    dialog: ModalScreen[Any] | None = requested.make()
                else:
                    dialog = self._decision_dialog(seat) if self._want_dialog else None
                    self._want_dialog = False
                    if dialog is not None and not self._dialog_offered:
                        self._dialog_offered = True  # from now on "d" reopens it
                        self.refresh_bindings()
                if dialog is None:
                    await self._drop_held()
                    self._show_frames()
                    await self._wake.wait()
                    continue
                action = await self._ask(dialog, seat)
                if action is not None and then is not None:
                    action = then(action)
                if action is None or self._current_version() != version:
                    continue
                if not self.apply(action, seat=seat):
                    self._want_dialog = True  # refused: the reason shows, the dialog returns
        finally:
            self._awaiting = None
            self._dialog_offered = False
            self._requested = None

    async def _ask(self, dialog: ModalScreen[Any], seat: int) -> Any:
        """Show a decision dialog and wait for its answer.

        An answered dialog stays open while the answer is applied (``Dialog.answer_into``);
        when the same seat decides again at once its next dialog replaces it in one step, so
        the screen beneath is not uncovered and covered again for every key.
        """
        if not isinstance(dialog, dialog_bases.Dialog):
            await self._drop_held()
            self._show_frames()
            return await self.push_screen_wait(dialog)
        answer: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        dialog.answer_into(answer)
        self._asking = answer
        held = self._held
        if held is not None and held[1] == seat and self.screen is held[0]:
            self._held = None
            update = getattr(held[0], "update_from", None)
            if type(held[0]) is type(dialog) and update is not None and update(dialog):
                dialog = held[0]  # the open dialog now shows the new decision
                dialog.answer_into(answer)
            else:
                await self.switch_screen(dialog)
        else:
            await self._drop_held()
            await self.push_screen(dialog)
        self._show_frames()
        try:
            result = await answer
        finally:
            self._asking = None
        if result is _OVERTAKEN:
            while dialog in self.screen_stack:  # (it asks what is no longer to be decided)
                await self.pop_screen()
            return None
        if result is not None:
            self._hold_frames()  # until the table waits again: see _hold_frames
        if result is not None and dialog in self.screen_stack:
            self._held = (dialog, seat)
        return result

    def _may_keep_held(self, step: Step, seat: int | None, handing_over: bool) -> bool:
        """Whether an answered dialog may stay open: the same seat decides again at once."""
        if self._held is None or handing_over or self._next_result(peek=True) is not None:
            return False
        if self._public_result_closes_private():
            return False
        same_screen = step is Step.PUBLIC or self.unlocked == seat
        return step in (Step.PRIVATE, Step.PUBLIC) and seat == self._held[1] and same_screen

    async def _drop_held(self) -> None:
        """Close the answered dialog that was left open (and anything opened above it)."""
        if self._held is None:
            return
        dialog = self._held[0]
        self._held = None
        while dialog in self.screen_stack:
            await self.pop_screen()

    def _current_version(self) -> int:
        """How many moves the game has had (in a joined process: as of its latest view)."""
        if self._viewing:
            return self._seen.count if self._seen is not None else 0
        return len(self.record.actions) if self.record else 0

    def _decision_dialog(self, seat: int) -> ModalScreen[Any] | None:
        private = is_private_decision(self.engine, self.state)
        view = self.engine.view_for(self.state, seat) if private else self._public()
        return self.make_decision_dialog(view, seat, self.legal_moves())

    # ------------------------------------------------------------------ applying actions

    def on_action_chosen(self, message: ActionChosen) -> None:
        message.stop()
        self.apply(message.action, seat=message.seat)

    def on_dialog_requested(self, message: DialogRequested) -> None:
        """Let the table loop open the dialog, for the awaited seat only (a late click on a
        screen being replaced opens nothing)."""
        message.stop()
        if self._awaiting is not None and message.seat == self._awaiting:
            self._requested = message
            self._wake.set()

    def apply(self, action: Any, *, seat: int | None = None) -> bool:
        """Apply a human's action: refused with the engine's reason, or recorded and saved.

        Returns whether the action was taken. Only the seat whose decision is awaited may act
        (``seat``, when given, must be that seat), so a late click cannot act out of turn. An
        :class:`ActionBatch` (a sealed choice made in steps) is applied whole or not at all,
        and every action in it must be that seat's.
        """
        if self.state is None or self._awaiting is None:
            return False
        if seat is not None and seat != self._awaiting:
            return False
        steps = actions_of(action)
        if self._viewing:
            return self._send(steps)
        new_state = self.state
        try:
            for step in steps:
                if self.engine.current_player(new_state) != self._awaiting:
                    raise IllegalActionError("That choice is no longer yours to make.")
                new_state = self.engine.apply_action(new_state, step)
        except IllegalActionError as error:
            self.notify(str(error), title="Not allowed", severity="warning")
            return False
        refused = self._publish(self._awaiting, steps)
        if refused is not None:
            self.notify(refused, title="Not allowed", severity="warning")
            self._pull()  # (what made it stale is shown next)
            return False
        self._awaiting = None  # a second, hasty key must not act for the next seat
        self._commit(steps, new_state)
        self._wake.set()
        return True

    def _send(self, steps: Sequence[Any]) -> bool:
        """A joined seat's move, sent to the host, who checks it on the whole state and
        answers (:meth:`_pull`). A first step that is not among the legal moves the host
        wrote with the view is refused at once; the view alone cannot say more (a take-back,
        say, depends on what the view leaves out), so every other check is the host's."""
        assert self.table is not None and self._awaiting is not None
        refused = None
        if steps[0] not in self.legal_moves():
            reason = self.engine.refusal_reason(self.state, steps[0])
            refused = reason or "That choice is not open now."
        refused = refused or self.table.send(self._current_version(), self._awaiting, steps)
        if refused is not None:
            self.notify(refused, title="Not allowed", severity="warning")
            return False
        return True

    def _publish(self, seat: int, actions: Sequence[Any]) -> str | None:
        """Send this process's move to the table file, if any: ``None`` when it is taken
        there, else why it was refused (late, not this seat's, illegal)."""
        if self.table is None:
            return None
        return self.table.publish(self._current_version(), seat, actions)

    def _pull(self) -> bool:
        """Take the moves the other processes stored since this one's last, each replayed
        through the engine (a move the engine refuses stops the table, as a failing bot
        does). Returns whether any came."""
        if self.table is None or self.state is None:
            return False
        if self._viewing:
            return self._pull_view()
        moves = self.table.new_moves(self._current_version())
        if not moves:
            return False
        state, actions = self.state, []
        try:
            for move in moves:
                action = self.engine.parse_action(move.action)
                state = self.engine.apply_action(state, action)
                actions.append(action)
        except (ValueError, TypeError) as error:
            self.notify(f"A move at the table cannot be played ({error}).", severity="error")
            self._stop_loop()
            return False
        self._commit(actions, state)
        return True

    def _poll_table(self) -> None:
        """Every :data:`POLL_SECONDS`: beat, say who is away, and, while the table loop
        waits (for a remote seat or this process's person), take the others' moves."""
        table = self.table
        if table is None or self.state is None:
            return
        table.beat()
        if table.deals and table.take_proposals() and self._remote is None:
            self._pull()  # (the loop is busy elsewhere: the move joins the state now)
        away = table.away()
        if away != self._away or table.host_away != self._host_away:
            self._away = away
            self._host_away = table.host_away
            if self._result_shown is None and not self.engine.is_over(self.state):
                plan = plan_turn(self.engine, self.state, self.seats, self.unlocked)
                self._show_status(self._status(self._public(), plan.step, plan.seat))
        if (self._remote is not None or self._awaiting is not None) and self._pull():
            self._wake.set()
        if table.problem is not None and table.problem != self._table_problem:
            self.notify(table.problem, severity="error", timeout=10)
        self._table_problem = table.problem

    async def _remote_turn(self, seat: int, generation: int) -> None:
        """Wait until the move of ``seat``, played in another process, shows in the table
        file (:meth:`_poll_table` takes it), as :meth:`_bot_turn` waits for a bot."""
        self._remote = seat
        version = self._current_version()
        self._show_frames()  # the table shows whom it waits for
        try:
            while generation == self._generation and self._current_version() == version:
                self._wake = asyncio.Event()
                if self._pull():
                    break
                await self._wake.wait()
        finally:
            self._remote = None

    def _pull_view(self) -> bool:
        """A joined process: take its seat's newer view, and the host's answer to the move it
        sent (a refusal is shown, and the decision asked again). Once the game is over the
        whole record is read, for the replay and the statistics (the seed is no secret then).
        Returns whether anything came: an answer alone counts, since the seat's loop waits
        for it before it asks the next decision."""
        assert self.table is not None
        news = self.table.pull_view()
        if news.refused is not None:
            self.notify(news.refused, title="Not allowed", severity="warning")
            self._want_dialog = True
        if news.view is not None:
            self._advance(news.view.view)
            if self.engine.is_over(news.view.view):
                self.record = self.table.store.record()
        return news.view is not None or news.answered

    def _commit(self, actions: Sequence[Any], new_state: Any) -> None:
        """Record, autosave once, and queue the new results."""
        assert self.record is not None
        for action in actions:
            self.record = self.record.with_action(action)
        self._advance(new_state)
        self._autosave()

    def _advance(self, new_state: Any) -> None:
        """The one place the state changes: the acting seat's mark moves on, and the new
        results are queued (in a joined process ``new_state`` is its seat's next view).

        A decision dialog still open is closed: at a table file the decision can be made in
        another window of the same seat, and this one must not go on asking it.
        """
        if self._asking is not None and not self._asking.done():
            self._asking.set_result(_OVERTAKEN)
        known = len(log_of(self.state))
        actor = self.engine.current_player(self.state)
        self.state = new_state
        if actor is not None:
            self._mark_read(actor)
        self._results.extend(e for e in log_of(new_state)[known:] if e.kind == "result")

    def _autosave(self) -> None:
        """Save the seat kinds (once per game) and the record; a failure is shown until a
        later save succeeds, and the game goes on meanwhile (nothing saved before is lost:
        every write replaces its file atomically or not at all)."""
        path = self.save_path
        if path is None or self.record is None:
            return
        try:
            if not self._seats_saved:
                save_seat_kinds(path, self.seats)
                self._seats_saved = True
            saves.save_record(self.record, path)
        except OSError as error:
            self._set_not_saved(not_saved_message(error, path.parent))
        else:
            self._set_not_saved(None)

    def _set_not_saved(self, message: str | None) -> None:
        if message != self._not_saved:
            self._not_saved = message
            if self.is_running:
                sync_save_warning(self.screen, message)

    # ------------------------------------------------------------------ actions & commands

    async def _show_game_over(self) -> None:
        winners = list(self.engine.winners(self.state))
        await self.push_screen(self.make_game_over_screen(self._public(), winners))
        self._show_frames()

    async def action_quit(self) -> None:
        """Quit; while the game is not being saved, ask first, as quitting would lose it."""
        unsaved = self._not_saved is not None and self.state is not None
        if not unsaved or self.engine.is_over(self.state):
            self.exit()
            return
        if isinstance(self.screen, confirms.ConfirmDialog):
            return
        question = (
            f"{self._not_saved} Quitting now loses every move since the last save that "
            "worked. Quit anyway?"
        )
        dialog = confirms.ConfirmDialog(
            question, title="Quit", yes="Quit", no="Keep playing", safe_no=True
        )
        self.push_screen(dialog, self._after_quit_question)

    def _after_quit_question(self, yes: bool | None) -> None:
        if yes:
            self.exit()

    def action_rules(self) -> None:
        """Open the rules, the rules notes and the help."""
        # imported now: the rules bring in Markdown, which no other screen needs
        from shared.ui.screens.rules import RulesScreen

        if not isinstance(self.screen, RulesScreen):
            self.push_screen(RulesScreen(self.rules_markdown(), self.rules_notes_markdown()))

    def action_log(self) -> None:
        """Open the whole log: the unlocked seat's when its screen is up, else the public."""
        if self.state is None or isinstance(self.screen, log_screens.LogScreen):
            return
        seats_screen = any(isinstance(s, table_screens.PlayerScreen) for s in self.screen_stack)
        seat = self.unlocked if seats_screen else None
        if seat is None:
            self.push_screen(log_screens.LogScreen(log_of(self._public()), None, "Log (public)"))
        else:
            view = self.engine.view_for(self.state, seat)
            self.push_screen(
                log_screens.LogScreen(log_of(view), seat, f"Log ({self._names()[seat]})")
            )

    def action_save_as(self) -> None:
        """Save a copy of the game under a chosen name (not at a table file, which keeps it)."""
        if (
            self.record is None
            or self.table is not None
            or isinstance(self.screen, save_dialogs.SaveAsDialog)
        ):
            return
        default = Path.cwd() / default_save_name(self.engine.GAME_NAME, datetime.now())
        self.push_screen(save_dialogs.SaveAsDialog(self.record, default), self._after_save_as)

    def _after_save_as(self, path: Path | None) -> None:
        """Say where the copy went; keep its seat kinds beside it, so that loading it gives
        the bots their seats back (the copy itself holds only what the rules need)."""
        if path is None:
            return
        try:
            save_seat_kinds(path, self.seats)
        except OSError:
            self.notify(f"Saved to {path} (without who plays which seat).", title="Saved")
        else:
            self.notify(f"Saved to {path}.", title="Saved")

    def action_new_game(self) -> None:
        """Set up a new game (asking first when one is in progress; not at a table file)."""
        if self.table is not None or isinstance(self.screen, SetupScreen):
            return
        if self.state is None or self.engine.is_over(self.state):
            self.call_later(self.show_setup, self._setup_prefill())
            return
        question = (
            "Start a new game? This one stays saved: Escape on the setup screen comes back to "
            "it, and once a new game has begun the setup screen lists it to continue later."
        )
        self.push_screen(
            confirms.ConfirmDialog(question, title="New game"), self._after_new_game_question
        )

    def _after_new_game_question(self, yes: bool | None) -> None:
        if yes:
            self.call_later(self.show_setup, self._setup_prefill())

    def _setup_prefill(self) -> LaunchRequest:
        if self.record is None:
            return LaunchRequest()
        return LaunchRequest(players=list(self.record.players), bots=list(self.seats))

    def action_reopen_decision(self) -> None:
        """Open the pending decision's dialog again (after Escape)."""
        if self._awaiting is not None and self._dialog_offered:
            self._want_dialog = True
            self._wake.set()

    def _hint_seat(self, top: Screen[Any] | None = None) -> int | None:
        """The seat that may be given a hint on ``top`` (default: the screen shown), or ``None``.

        That is the awaited seat on its own private screen, or in a decision dialog (one that
        answers the table) lying directly over that screen: never on the public board, nor
        on a screen left over from before a hand-over.
        """
        seat, stack = self._awaiting, self.screen_stack
        if self.state is None or seat is None or self.unlocked != seat or not stack:
            return None
        if not is_private_decision(self.engine, self.state):
            return None
        top = self.screen if top is None else top
        if isinstance(top, dialog_bases.Dialog):
            if not top.answers_table:
                return None
            # (a dialog being composed is not on the stack yet: it opens over the top screen)
            below = stack.index(top) - 1 if top in stack else len(stack) - 1
            top = stack[below] if below >= 0 else None
        return seat if isinstance(top, table_screens.PlayerScreen) and top.seat == seat else None

    def may_hint(self, screen: Screen[Any]) -> bool:
        """Whether ``screen`` may offer the hint key now (a dialog asks; see ``Dialog``)."""
        seat = self._hint_seat(screen)
        return seat is not None and self._hint_bot(seat) is not None

    def _hint_bot(self, seat: int) -> Bot | None:
        if seat not in self._hint_bots:
            self._hint_bots[seat] = hints.make_hint_bot(self.spec, seat)
        return self._hint_bots[seat]

    def action_hint(self) -> None:
        """Say what the hint bot would do for the deciding seat, and why, on its own screen.

        The bot is shown ``view_for(state, seat)`` and the seat's legal actions only, so the
        hint knows nothing the seat could not read off its own screen.
        """
        seat = self._hint_seat()
        bot = None if seat is None else self._hint_bot(seat)
        if seat is None or bot is None:
            return
        view = self.engine.view_for(self.state, seat)
        hint = seat_hint(self.engine, view, seat, self.legal_moves(), bot)
        name = self._names()[seat]
        self.notify(hint.sentence, title=f"Hint for {name}", timeout=hints.HINT_SECONDS)

    def action_join_codes(self) -> None:
        """Show the host the join codes again (only the host's process has them)."""
        if (
            self.table is not None
            and self.table.codes
            and not isinstance(self.screen, code_screens.CodesScreen)
        ):
            self.push_screen(
                code_screens.CodesScreen(self.table.codes, self._names(), self.spec.command)
            )

    def action_replay(self) -> None:
        """Step through the game so far (public views only).

        A joined process holds no record to replay until the game is over (replaying needs
        the seed, which fixes every hidden card): it says so instead.
        """
        if self._viewing and self.state is not None and not self.engine.is_over(self.state):
            self.notify(
                "The replay opens once the game is over: this window holds only what this "
                "seat may see, not the whole game.",
                title="Replay",
            )
            return
        if self.record is not None and not isinstance(self.screen, replays.ReplayScreen):
            self.push_screen(self._replay_screen(self.record))

    def _replay_screen(self, record: GameRecord, *, open_screens: bool = False) -> ReplayScreen:
        """The replay of ``record``: public views, jumps between the engine's landmarks and,
        once the game is over, every seat's own panel on request (``open_screens``)."""
        names = record.players

        def describe(view: Any) -> str:
            if self.engine.is_over(view):
                return "The game is over."
            seat = self.engine.current_player(view)
            return "" if seat is None else f"{names[seat]} to play."

        return replays.ReplayScreen(
            self.engine,
            record,
            self.make_board,
            describe,
            landmarks=getattr(self.engine, "landmarks", None),
            private_panel=self.make_player_panel,
            open_screens=open_screens,
        )

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("save_as", "new_game") and (self.table is not None or self._for_table):
            # the table file keeps the game, and it goes on there; and a window opened to
            # join a table (perhaps a stranger's browser, through serve) has no business
            # with this host's own games
            return False
        if action in ("log", "save_as"):
            return self.state is not None
        if action == "new_game":
            if isinstance(self.screen, SetupScreen):
                return False  # (asked at its first frame: no other screen's module is loaded)
            return not isinstance(self.screen, message_screens.SaveErrorScreen)
        if action == "reopen_decision":
            return self._awaiting is not None and self._dialog_offered
        if action == "hint":
            return self.may_hint(self.screen)
        return True

    def _remember_theme(self, theme: Theme) -> None:
        if theme.name == self.settings.theme:
            return  # (the remembered theme being put back at start-up)
        self._remember(Settings(theme=theme.name, bot_pause=self.settings.bot_pause))

    def _remember(self, settings: Settings) -> None:
        """Keep ``settings`` for this run and, unless the file was unusable, for the next."""
        self.settings = settings
        if self.settings_problem is None:
            save_settings(settings)

    def action_next_bot_pause(self) -> None:
        """Make the bots' pause the next of :data:`BOT_PAUSES`, and remember it."""
        self.bot_delay = next_bot_pause(self.bot_delay)
        self._remember(Settings(theme=self.settings.theme, bot_pause=self.bot_delay))
        self.notify(f"From now on {pause_words(self.bot_delay)}.", timeout=4)

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """The game's commands first (none of them shows anything private), then Textual's."""
        if self.table is None and not self._for_table:
            yield SystemCommand("New game", "Set up a new game", self.action_new_game)
        runs_bots = self.table.deals if self.table is not None else not self._for_table
        if runs_bots:  # (at a table the bots play in the host's window)
            yield SystemCommand(
                "Bots' pause",
                f"Now {pause_words(self.bot_delay)}; choose to try the next length",
                self.action_next_bot_pause,
            )
        yield SystemCommand("Rules", "Rules, rules notes and how to play here", self.action_rules)
        if self.state is not None:
            yield SystemCommand("Log", "The game log (what you may read)", self.action_log)
            if self.table is None:
                yield SystemCommand("Save as", "Save a copy under a file name", self.action_save_as)
            elif self.table.codes:
                yield SystemCommand("Join codes", "The code of each seat", self.action_join_codes)
        yield from super().get_system_commands(screen)

    # ------------------------------------------------------------------ terminal size

    def on_resize(self, event: events.Resize) -> None:
        self._sync_size(event.size)

    def _on_screen_change(self, screen: Screen[Any]) -> None:
        self._sync_size(self.size)
        sync_save_warning(self.screen, self._not_saved)
        self._tell_settings_problem()

    def _tell_settings_problem(self) -> None:
        """Say once, on the first screen shown, that the settings file could not be used.

        Not at mount: toasts are cleared before the first hand-over, which comes after it.
        """
        if self.settings_problem is not None and not self._settings_told:
            self._settings_told = True
            self.notify(self.settings_problem, severity="warning", timeout=15)

    def _sync_size(self, size: Size) -> None:
        minimum = Size(*self.MIN_SIZE)
        self._too_small = size.width < minimum.width or size.height < minimum.height
        sync_too_small_notice(self.screen, minimum, size)

    async def on_event(self, event: events.Event) -> None:
        """While the terminal is too small, keys and clicks do nothing (but quitting)."""
        if (
            self._too_small
            and isinstance(event, events.Key | events.MouseEvent)
            and not (isinstance(event, events.Key) and event.key in KEYS_WHILE_TOO_SMALL)
        ):
            return
        await super().on_event(event)

    # ------------------------------------------------------------------ helpers

    def _names(self) -> list[str]:
        return list(self.record.players) if self.record is not None else []

    def _public(self) -> Any:
        return public_view(self.engine, self.state)

    async def _pop_all_screens(self) -> None:
        while len(self.screen_stack) > 1:
            await self.pop_screen()
        self._held = None
        self.board_screen = None
        self.clear_notifications()
