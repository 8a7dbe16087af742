"""What the app opens on besides a game: the setup screen, the join prompt, a replay, a bad save.

Each game command opens one of them (:mod:`shared.ui.openings` says which, from the command
line); the setup screen's answer, the join prompt's code and "continue this game" all end in
``HotSeatApp.start_game``, which gives the game to a table session.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.cli import LaunchRequest
from shared.lazy import lazy_module
from shared.session.handover import HUMAN
from shared.ui.commands import TableCommands
from shared.ui.openings import (
    AskCode,
    Opening,
    ShowReplay,
    ShowSaveError,
    ShowSetup,
    StartGame,
    new_record,
    new_teaching,
    opening_for,
)
from shared.ui.screens.setup import SetupScreen

if TYPE_CHECKING:
    from shared.ui.screens import codes as code_screens
    from shared.ui.screens import messages as message_screens
else:
    code_screens = lazy_module("shared.ui.screens.codes")
    message_screens = lazy_module("shared.ui.screens.messages")


class Openings(TableCommands):
    """Opening the setup screen, the join prompt, a replay or a bad save's message (a part of
    ``HotSeatApp``)."""

    def _open(self, opening: Opening) -> None:
        if isinstance(opening, AskCode) or (isinstance(opening, StartGame) and opening.table):
            self._for_table = True  # (a window of join, watch or host: no games of its own)
        if isinstance(opening, ShowSetup):
            self.call_later(self.show_setup, opening.prefill, opening.message)
        elif isinstance(opening, StartGame):
            self.call_later(
                self.start_game,
                opening.record,
                opening.seats,
                opening.save_path,
                opening.table,
                opening.teaching,
            )
        elif isinstance(opening, AskCode):
            self.push_screen(
                code_screens.JoinScreen(self.spec, opening.message, opening.guard),
                self._after_join,
            )
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
        if self.session is None:
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
        if self.session is not None:
            await self._close_private()
        self.sub_title = "New game"  # (back in the game, the table says where it stands)
        if self.title.startswith(self.spec.title):  # (no variant named before one is chosen)
            self.title = self.spec.title
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
            if self.session is None:
                self.exit(return_code=0)
            else:
                self._start_loop()  # back to the game in progress, behind the curtain
            return
        if request.game is not None:
            self.call_later(self._continue_saved, request)
            return
        record = new_record(self.spec, request)
        kinds = list(request.bots or [HUMAN] * len(record.players))
        self.call_later(self.start_game, record, kinds, None, None, new_teaching(request))

    async def _continue_saved(self, request: LaunchRequest) -> None:
        """Continue a game chosen from the setup screen's list, in its own autosave."""
        opening = opening_for(self.spec, request)
        if isinstance(opening, StartGame):
            await self.start_game(
                opening.record, opening.seats, opening.save_path, teaching=opening.teaching
            )
        elif isinstance(opening, ShowSaveError):
            await self.show_setup(self._setup_prefill(), str(opening.error))
        else:
            self._open(opening)
