"""The hot-seat app both games stand on: it draws a table session and turns keys into choices.

The game flow is the session's (:mod:`shared.session.table`): who decides, applying and saving
a choice, the bots, the results still to read, the table file. ``HotSeatApp`` is the adapter:
one *table loop* (an async worker) asks the session for its next event
(:mod:`shared.session.events`) and shows it. It removes the private screens and the toasts
when the event says so, shows a result in its dialog, lowers the curtain and builds a seat's
screen from that seat's view only once its player has the keyboard, says what the others did
since, lets a bot decide in a thread, waits for a move played elsewhere, and waits for the
deciding person's key, which becomes ``session.choose``. Attributes go down to the screens,
``ActionChosen`` messages come up.

A game subclasses it and overrides the hooks of :class:`shared.ui.table_app.TableApp` (listed
there); everything else is shared. The parts of the app, each a module of its own:
``table_app`` (the session drawn, the hooks), ``table_views`` (screens built from views),
``seat_screens`` (curtain, summary, a seat's own screen), ``commands`` (the keys beside the
decisions), ``terminal`` (colours, size) and ``frames`` (frames held between a key and the
next wait).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual.binding import Binding, BindingType
from textual.screen import ModalScreen, Screen

from shared.cli import LaunchRequest, game_title
from shared.lazy import lazy_module, load_deferred
from shared.session import events
from shared.session.handover import Step
from shared.session.memory import collect_at_quiet_moment, release, tune_for_play
from shared.session.remote import POLL_SECONDS, TableLink
from shared.session.table import HeldSession, log_of, open_session
from shared.session.teaching import Teaching, TeachingMemory
from shared.startup import resume_collections
from shared.ui.lesson_panels import LessonPanels
from shared.ui.messages import ActionChosen, DialogRequested
from shared.ui.openings import (
    ShowSetup,
)
from shared.ui.openings_flow import Openings
from shared.ui.seat_screens import SeatScreens
from shared.ui.terminal import TerminalFit
from shared.ui.theme import seat_css
from shared.ui.widgets.save_warning import NOT_SAVED_CSS, sync_save_warning
from shared.ui.widgets.too_small import TOO_SMALL_CSS

if TYPE_CHECKING:
    from shared.engine import autosaves
    from shared.engine.log import LogEntry
    from shared.engine.record import GameRecord
    from shared.ui.dialogs import base as dialog_bases
    from shared.ui.screens import codes as code_screens
    from shared.ui.screens import table as table_screens
else:
    # the saves and every screen but the setup screen are first needed once a game starts
    # (see shared.lazy)
    autosaves = lazy_module("shared.engine.autosaves")
    dialog_bases = lazy_module("shared.ui.dialogs.base")
    code_screens = lazy_module("shared.ui.screens.codes")
    table_screens = lazy_module("shared.ui.screens.table")

__all__ = ["HotSeatApp", "log_of"]

#: The answer of a decision dialog whose decision was made meanwhile in another window.
_OVERTAKEN = object()


class HotSeatApp(SeatScreens, LessonPanels, Openings, TerminalFit):
    """A hot-seat table for any engine that follows the shared conventions (see the module)."""

    DEFAULT_CSS = seat_css() + TOO_SMALL_CSS + NOT_SAVED_CSS

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f1", "rules", "Rules"),
        Binding("question_mark", "rules", "Rules", show=False),
        Binding("l", "log", "Log"),
        Binding("ctrl+s", "save_as", "Save as"),
        Binding("ctrl+n", "new_game", "New game"),
    ]

    # ------------------------------------------------------------------ the session's listener

    def moved(self) -> None:
        """The game moved on: a decision dialog still open asks what is decided already (at a
        table file the decision can be made in another window of the same seat)."""
        if self._asking is not None and not self._asking.done():
            self._asking.set_result(_OVERTAKEN)

    def saved(self, problem: str | None) -> None:
        """Called from the autosave's thread: the bar follows on the app's own loop."""
        loop = self._event_loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._sync_not_saved)

    def refused(self, reason: str) -> None:
        self.notify(reason, title="Not allowed", severity="warning")
        self._want_dialog = True

    def failed(self, message: str) -> None:
        self.notify(message, severity="error")
        self._stop_loop()

    def _sync_not_saved(self) -> None:
        if self.is_running:
            sync_save_warning(self.screen, self.not_saved)

    # ------------------------------------------------------------------ start-up

    def on_mount(self) -> None:
        self._event_loop = asyncio.get_running_loop()
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
        self._stop_table_timer()
        if self.session is not None:
            self.session.close()  # (its last save written, its game and file let go)

    def _stop_table_timer(self) -> None:
        if self._table_timer is not None:
            self._table_timer.stop()
            self._table_timer = None

    async def start_game(
        self,
        record: GameRecord,
        seats: Sequence[str],
        save_path: Path | None = None,
        table: TableLink | None = None,
        teaching: TeachingMemory | None = None,
    ) -> None:
        """Play ``record`` with these seat kinds, from where it stands.

        It autosaves into ``save_path`` (continuing that game in place) or, when ``None``,
        into a new file of its own; either is locked while this window plays it, and a game
        another window has open is refused with a message saying whose game it is (the game
        played so far goes on). With ``table``, the game is the table file's (shared with
        other processes, see :mod:`shared.session.remote`): every move goes through the file.
        ``teaching``: first-game mode as the table has it (``None``: off, never on).
        """
        self._stop_loop()
        self.add_table_css()  # (already there unless the first frame is still to come)
        lessons = None if teaching is None else self.make_lessons()
        try:
            session = open_session(
                self.spec,
                record,
                seats,
                table=table,
                listener=self,
                public_results_on_board=self.PUBLIC_RESULTS_ON_BOARD,
                teaching=None if lessons is None else Teaching(lessons, teaching),
            )
        except (TypeError, ValueError) as error:
            await self.show_setup(
                # not the seed: it may be one the players never chose, and it fixes every card
                LaunchRequest(players=record.players, bots=list(seats)),
                f"The game could not start: {error}",
            )
            return
        if isinstance(session, HeldSession) and table is None and self.autosave_enabled:
            try:
                session.take_save(save_path, previous=self.session)
            except autosaves.GameInUseError as error:
                await self.show_setup(self._setup_prefill(), str(error))
                return
        self._stop_table_timer()
        if self.session is not None:
            self.session.close()
        self.session = session
        if self.title.startswith(self.spec.title):  # (an app of its own title keeps it)
            self.title = game_title(self.spec, record.options)
        if table is not None:
            self._codes_pending = bool(table.codes)
            table.beat()
            self._table_timer = self.set_interval(POLL_SECONDS, self._poll_table, name="table")
        await self._pop_all_screens()
        plan = session.plan()
        if plan.home is not None:
            self._hold_frames()  # the seat's own screen is the first drawn, not the board
        board = self.BOARD_SCREEN or table_screens.BoardScreen
        self.board_screen = board(self._board_content(plan.step, plan.seat))
        await self.push_screen(self.board_screen)
        self._mark_shown(self.board_screen, plan.step, plan.seat)
        if plan.home is not None:
            await self._open_home(plan.home, plan.step, plan.seat)
            self._show_frames()
        if isinstance(session, HeldSession):
            self.call_after_refresh(session.save)  # (the seat kinds, and a new game's file)
        self._start_loop()

    # ------------------------------------------------------------------ the table loop

    def _start_loop(self) -> None:
        self._generation += 1
        self._table_worker = self.run_worker(
            self._table_loop(self._generation), group="table", exclusive=True
        )

    def _stop_loop(self) -> None:
        self._generation += 1
        if self.session is not None:
            self.session.stop_awaiting()
            self.session.thinking = None
            self.session.remote = None
        self._show_frames()
        if self._table_worker is not None:
            self._table_worker.cancel()
            self._table_worker = None

    async def _table_loop(self, generation: int) -> None:
        """Walk the game until it ends or another game (or the setup screen) takes over."""
        try:
            await self._walk_table(generation)
        finally:
            self._show_frames()

    async def _walk_table(self, generation: int) -> None:
        session = self.session
        if session is None:
            return
        table = session.table
        if self._codes_pending and table is not None:
            self._codes_pending = False
            await self.push_screen_wait(
                code_screens.CodesScreen(table.codes, self._names(), self.spec.command)
            )
        read_results = False
        while generation == self._generation and self.session is session:
            event = session.next_event()
            plan = event.plan
            if not self._may_keep_held(event):
                await self._drop_held()
            if plan.close_private:
                await self._close_private()
            if not (plan.curtain and isinstance(event, events.OpenSeat)):
                await self._refresh_views(plan.step, plan.seat)  # (the curtain would hide it)
            status = self._status(plan.step, plan.seat)
            self.sub_title = status  # (also behind the curtain: its rules and log screens)
            if isinstance(event, events.ShowResult):
                read_results = await self._show_result(event.entry) or read_results
                continue
            if read_results:
                read_results = False
                self._show_status(status)  # the result is read: back to what comes next
            if generation != self._generation:
                return
            if not await self._play(event, generation):
                return

    async def _play(self, event: events.TableEvent, generation: int) -> bool:
        """Show one step of the table and wait for what it waits for; ``False``: the walk
        ends here (the game is over, or another game or the setup screen took over)."""
        seat = event.seat
        if isinstance(event, events.GameOver):
            await self._show_game_over(event.winners)
            return False
        assert seat is not None
        if isinstance(event, events.BotMoves):
            return await self._bot_turn(seat, generation)
        if isinstance(event, events.AwaitRemote):
            await self._remote_turn(seat, generation)
        elif isinstance(event, events.OpenSeat):
            return await self._unlock(event, generation)
        elif isinstance(event, events.OpenHome):
            await self._open_home(event.home, event.plan.step, seat)
        elif isinstance(event, events.TellSince):
            return await self._tell_lone_human(event)
        elif isinstance(event, events.Teach):
            return await self._teach(event)
        elif isinstance(event, events.Decide):
            await self._human_turn(seat, generation)
        return True

    # ------------------------------------------------------------------ results, bots, others

    async def _show_result(self, entry: LogEntry) -> bool:
        """Show one result the table may see now; returns whether a dialog showed it. While
        it waits, the status says so (not the step after it, such as a bot "thinking" that has
        not begun)."""
        dialog = self.make_result_dialog(entry)
        if dialog is None:
            return False
        self._show_status(f"{entry.title or entry.text}: Enter goes on.")
        self._result_shown = entry
        self._show_frames()
        try:
            await self.push_screen_wait(dialog)
        finally:
            self._result_shown = None
        return True

    async def _bot_turn(self, seat: int, generation: int) -> bool:
        """Let the bot of ``seat`` decide in a thread after the visible pause.

        A bot that fails or picks a refused move stops the table with a message (the game
        stays saved) rather than taking the app down.
        """
        session = self._session()
        session.thinking = seat
        self._show_frames()  # the table shows the bot thinking
        try:
            if self.bot_delay > 0:
                collect_at_quiet_moment()  # while the bot pauses anyway
                await asyncio.sleep(self.bot_delay)
            load_deferred()  # here, not in the bot's thread: no module may load in two at once
            action = await asyncio.to_thread(session.bot_decision, seat)
            if generation != self._generation:
                return False
            session.play_bot(seat, action)
        except Exception as error:  # any bot failure is reported, not raised
            self.notify(
                f"The {session.seats[seat]} bot of {self._names()[seat]} failed ({error}); "
                "the game stops here and stays saved.",
                severity="error",
                timeout=30,
            )
            return False
        finally:
            session.thinking = None
        return True

    async def _remote_turn(self, seat: int, generation: int) -> None:
        """Wait until the move of ``seat``, played in another process, shows in the table
        file (:meth:`_poll_table` takes it), as :meth:`_bot_turn` waits for a bot."""
        session = self._session()
        session.remote = seat
        version = session.version
        self._show_frames()  # the table shows whom it waits for
        try:
            while generation == self._generation and session.version == version:
                self._wake = asyncio.Event()
                if session.pull():
                    break
                await self._wake.wait()
        finally:
            session.remote = None

    def _poll_table(self) -> None:
        """Every :data:`POLL_SECONDS`: beat, say who is away, and, while the table loop
        waits (for a remote seat or this process's person), take the others' moves."""
        session = self.session
        if session is None:
            return
        news = session.poll()
        if self._result_shown is None and not session.is_over():
            # said again whenever the shown line differs, not only when someone comes or
            # goes: a seat's screen composed just before the change was built with the old one
            plan = session.plan()
            text = self._status(plan.step, plan.seat)
            screen = self._top_table_screen()
            shown = None if screen is None else screen.status_text()
            if news.away_changed or (shown is not None and shown != text):
                self._show_status(text)
        if news.moved:
            self._wake.set()
        if news.problem is not None:
            self.notify(news.problem, severity="error", timeout=10)
        for notice in news.notices:
            self.notify(notice, title="Refused", severity="warning", timeout=10)

    async def _show_game_over(self, winners: Sequence[int]) -> None:
        session = self._session()
        await self.push_screen(self.make_game_over_screen(session.public(), list(winners)))
        self._show_frames()

    # ------------------------------------------------------------------ a person's decision

    async def _human_turn(self, seat: int, generation: int) -> None:
        """Wait until ``seat`` decides, through the decision dialog, a dialog its panel asks
        for (``DialogRequested``), or the panel itself."""
        session = self._session()
        self._want_dialog = True
        self._dialog_offered = False
        self.refresh_bindings()  # (the hint key shows while a seat decides)
        self._requested = None
        version = session.version
        try:
            while generation == self._generation and session.version == version:
                self._wake = asyncio.Event()
                if session.table is not None and session.table.sent is not None:
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
                    wake = self._wake
                    self._wait_for_keys(wake.is_set)  # (keys go to the panel)
                    await wake.wait()
                    continue
                action = await self._ask(dialog, seat)
                if action is not None and then is not None:
                    action = then(action)
                if action is None or session.version != version:
                    continue
                if not self.apply(action, seat=seat):
                    self._want_dialog = True  # refused: the reason shows, the dialog returns
        finally:
            session.stop_awaiting()
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
        self._wait_for_keys(answer.done)  # (keys go to the dialog)
        try:
            result = await answer
        finally:
            self._asking = None
        if result is _OVERTAKEN:
            while dialog in self.screen_stack:  # (it asks what is no longer to be decided)
                await self.pop_screen()
            return None
        if result is not None:
            self._hold_frames()  # until the table waits again: see FrameHolder
        if result is not None and dialog in self.screen_stack:
            self._held = (dialog, seat)
        return result

    def _may_keep_held(self, event: events.TableEvent) -> bool:
        """Whether an answered dialog may stay open: the same seat decides again at once, on
        the same screen, with nothing to read before."""
        plan, held = event.plan, self._held
        return (
            held is not None
            and isinstance(event, events.Decide | events.TellSince)
            and plan.step is Step.PRIVATE
            and not (plan.curtain or plan.close_private)
            and plan.seat == held[1]
            and self.unlocked == plan.seat
        )

    async def _drop_held(self) -> None:
        """Close the answered dialog that was left open (and anything opened above it)."""
        if self._held is None:
            return
        dialog = self._held[0]
        self._held = None
        while dialog in self.screen_stack:
            await self.pop_screen()

    def _decision_dialog(self, seat: int) -> ModalScreen[Any] | None:
        session = self._session()
        view = session.view_for(seat) if session.is_private_decision() else session.public()
        return self.make_decision_dialog(view, seat, session.legal_moves())

    def on_action_chosen(self, message: ActionChosen) -> None:
        message.stop()
        self.apply(message.action, seat=message.seat)

    def on_dialog_requested(self, message: DialogRequested) -> None:
        """Let the table loop open the dialog, for the awaited seat only (a late click on a
        screen being replaced opens nothing)."""
        message.stop()
        deciding = None if self.session is None else self.session.deciding
        if deciding is not None and message.seat == deciding:
            self._requested = message
            self._wake.set()

    def apply(self, action: Any, *, seat: int | None = None) -> bool:
        """A person's choice, handed to the session: refused with the engine's reason (shown
        as a toast), or taken. Returns whether it was taken."""
        if self.session is None:
            return False
        refused = self.session.choose(seat, action)
        if refused is not None:
            if refused:
                self.notify(refused, title="Not allowed", severity="warning")
            return False
        self._wake.set()
        return True

    def _on_screen_change(self, screen: Screen[Any]) -> None:
        self._sync_size(self.size)
        sync_save_warning(self.screen, self.not_saved)
        self._tell_settings_problem()

    # ------------------------------------------------------------------ helpers

    async def _pop_all_screens(self) -> None:
        while len(self.screen_stack) > 1:
            await self.pop_screen()
        self._held = None
        self.board_screen = None
        self.clear_notifications()
