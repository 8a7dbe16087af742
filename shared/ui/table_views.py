"""The screens of the table, built from views: the board, a seat's own screen, the status.

Every screen of play is built from what the session hands out, never from the state: the board
from the public view, a seat's screen from that seat's view (:meth:`TableSession.view_for`).
The table loop hands the new views down after every step (:meth:`TableViews._refresh_views`),
and nothing is rebuilt when the screen already shows that step.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from textual.widget import Widget

from shared.engine.bots import level_name
from shared.initials import seat_marks
from shared.lazy import lazy_module
from shared.session.handover import Step
from shared.session.table import log_of
from shared.ui.table_app import TableApp

if TYPE_CHECKING:
    from shared.ui.screens import table as table_screens
    from shared.ui.screens.table import PlayerScreen, TableContent, TableScreen
    from shared.ui.widgets import decision as decision_panels
else:
    table_screens = lazy_module("shared.ui.screens.table")
    decision_panels = lazy_module("shared.ui.widgets.decision")


#: The status line's first sentence while the host's window is gone (a joined window only): it
#: comes before the step, so that a header cut at 100 columns still says it whole.
HOST_AWAY = "The host is away: every move waits for the host."


class TableViews(TableApp):
    """Building and refreshing the table's screens (a part of ``HotSeatApp``)."""

    def _top_table_screen(self) -> TableScreen | None:
        for screen in reversed(self.screen_stack):
            if isinstance(screen, table_screens.TableScreen):
                return screen
        return None

    async def _refresh_views(self, step: Step, seat: int | None) -> None:
        """Hand the new views to the table screen that is shown (attributes down).

        Nothing is rebuilt when that screen already shows this step of this game. A decision's
        list is drawn only once the session takes its choice (``deciding``): a lesson or the
        news due before it comes first, and a key typed on a list the session would not take
        is never lost.
        """
        screen = self._top_table_screen()
        if screen is None:
            return
        key = (screen, self.move_count, step, seat, self._session().deciding)
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
        self._shown = (screen, self.move_count, step, seat, self._session().deciding)

    def _player_screen(
        self, seat: int, name: str, step: Step = Step.PRIVATE, deciding: int | None = None
    ) -> PlayerScreen:
        """``seat``'s own screen, built from its view (the game's class, or the shared one),
        at its own decision or, for a window's home seat, at ``step`` of ``deciding``."""
        screen = self.PLAYER_SCREEN or table_screens.PlayerScreen
        deciding = seat if deciding is None else deciding
        mark = seat_marks(self._names())[seat]
        return screen(seat, name, self._player_content(seat, step, deciding), mark)

    def _board_content(self, step: Step, seat: int | None) -> TableContent:
        """The public board: built from the public view only."""
        session = self._session()
        public = session.public()
        status = self._status(step, seat)
        self.sub_title = status
        decision = None
        if step is Step.PUBLIC and session.deciding == seat:
            decision = self._decision_widget(public, seat, session.legal_moves(), seat)
        return table_screens.TableContent(
            board=self.make_board(public), status=status, decision=decision, log=log_of(public)
        )

    def _player_content(self, own: int, step: Step, seat: int | None) -> TableContent:
        """A seat's screen: built from the session's view for that seat only."""
        session = self._session()
        view = session.view_for(own)
        status = self._status(step, seat)
        self.sub_title = status
        deciding = step is Step.PRIVATE and seat == own and session.deciding == own
        legal = session.legal_moves() if deciding else []
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
        if deciding is None or own is None or deciding == own:
            return None  # (its own decision not taken yet: a lesson or the news comes first)
        waiting = f"Waiting for {self._names()[deciding]}."
        return decision_panels.DecisionPanel(waiting, [], own, title="Not your turn")

    def _status(self, step: Step, seat: int | None) -> str:
        session = self._session()
        public = session.public()
        if step is Step.OVER:
            return self.describe_decision(public, None)
        round_number = session.round_number()
        prefix = "" if round_number is None else f"Round {round_number} · "
        names = self._names()
        if step is Step.BOT and seat is not None:
            level = level_name(session.seats[seat])
            return f"{prefix}{names[seat]} ({level} bot) is thinking…"
        away = "".join(f" {names[s]} is away." for s in sorted(session.away))
        # nothing moves while the host is away: said first, where a line cut short keeps it
        lead = f"{HOST_AWAY} " if session.host_away else ""
        if step is Step.REMOTE and seat is not None:
            return (
                f"{lead}{prefix}Waiting for {names[seat]}: "
                f"{self.describe_decision(public, seat)}{away}"
            )
        return lead + prefix + self.describe_decision(public, seat) + away

    def _show_status(self, text: str) -> None:
        """Say ``text`` in the header and on the status line of the table screen shown."""
        self.sub_title = text
        screen = self._top_table_screen()
        if screen is not None:
            screen.show_status(text)

    def _tell_settings_problem(self) -> None:
        """Say once, on the first screen shown, that the settings file could not be used.

        Not at mount: toasts are cleared before the first hand-over, which comes after it.
        """
        if self.settings_problem is not None and not self._settings_told:
            self._settings_told = True
            self.notify(self.settings_problem, severity="warning", timeout=15)
