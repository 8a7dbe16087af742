"""The table's commands: the keys and palette entries beside the game's own decisions.

Quit (asking first while the game is not being saved), the rules, the log, Save as, New game,
the decision's dialog reopened, the learner's hint, the join codes, the replay, and the
remembered settings (the theme, the bots' pause). None of them shows anything private except
on the deciding seat's own screen: the log and the hint read that seat's view only.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App, SystemCommand
from textual.screen import Screen
from textual.theme import Theme

from shared.engine.names import visible
from shared.lazy import lazy_module
from shared.session.table import JoinedSession, log_of
from shared.settings import Settings, save_settings
from shared.ui.remembered import next_bot_pause, pause_words
from shared.ui.screens.setup import SetupScreen
from shared.ui.table_app import TableApp

if TYPE_CHECKING:
    from shared.engine.record import GameRecord
    from shared.ui import hint as hints
    from shared.ui.dialogs import base as dialog_bases
    from shared.ui.dialogs import confirm as confirms
    from shared.ui.dialogs import save_as as save_dialogs
    from shared.ui.screens import codes as code_screens
    from shared.ui.screens import log as log_screens
    from shared.ui.screens import messages as message_screens
    from shared.ui.screens import replay as replays
    from shared.ui.screens import table as table_screens
    from shared.ui.screens.replay import ReplayScreen
    from shared.ui.widgets import choices as choice_lists
else:
    hints = lazy_module("shared.ui.hint")
    choice_lists = lazy_module("shared.ui.widgets.choices")
    dialog_bases = lazy_module("shared.ui.dialogs.base")
    confirms = lazy_module("shared.ui.dialogs.confirm")
    save_dialogs = lazy_module("shared.ui.dialogs.save_as")
    code_screens = lazy_module("shared.ui.screens.codes")
    log_screens = lazy_module("shared.ui.screens.log")
    message_screens = lazy_module("shared.ui.screens.messages")
    replays = lazy_module("shared.ui.screens.replay")
    table_screens = lazy_module("shared.ui.screens.table")


def default_save_name(game: str, when: datetime) -> str:
    """The file name Save as proposes: the game and the time, never the seed.

    The seed fixes every hand and draw, so a name holding it would let anyone rebuild the
    hidden cards from the players' names; the time tells saves apart just as well.
    """
    return f"{game}-{when:%Y-%m-%d-%H%M}.json"


class TableCommands(TableApp):
    """The commands (a part of ``HotSeatApp``)."""

    async def action_quit(self) -> None:
        """Quit; while the game is not being saved, ask first, as quitting would lose it."""
        session = self.session
        if session is None or session.not_saved is None or session.is_over():
            self.exit()
            return
        if isinstance(self.screen, confirms.ConfirmDialog):
            return
        question = (
            f"{session.not_saved} Quitting now loses every move since the last save that "
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
        self.open_rules()

    def open_rules(self, section: str = "") -> None:
        """Open the rules screen, at the heading ``section`` of the rules when given (a lesson
        of first-game mode names one)."""
        # imported now: the rules bring in Markdown, which no other screen needs
        from shared.ui.screens.rules import RulesScreen

        if not isinstance(self.screen, RulesScreen):
            rules = RulesScreen(self.rules_markdown(), self.rules_notes_markdown(), section=section)
            self.push_screen(rules)

    def action_log(self) -> None:
        """Open the whole log: the unlocked seat's when its screen is up, else the public."""
        session = self.session
        if session is None or isinstance(self.screen, log_screens.LogScreen):
            return
        seats_screen = any(isinstance(s, table_screens.PlayerScreen) for s in self.screen_stack)
        seat = session.unlocked if seats_screen else None
        if seat is None:
            log = log_screens.LogScreen(log_of(session.public()), None, "Log (public)")
        else:
            title = f"Log ({session.names[seat]})"
            log = log_screens.LogScreen(log_of(session.view_for(seat)), seat, title)
        self.push_screen(log)

    def action_save_as(self) -> None:
        """Save a copy of the game under a chosen name (not at a table file, which keeps it)."""
        session = self.session
        if (
            session is None
            or session.table is not None
            or isinstance(self.screen, save_dialogs.SaveAsDialog)
        ):
            return
        default = Path.cwd() / default_save_name(self.engine.GAME_NAME, datetime.now())
        dialog = save_dialogs.SaveAsDialog(session.record, default)
        self.push_screen(dialog, self._after_save_as)

    def _after_save_as(self, path: Path | None) -> None:
        """Say where the copy went; keep its seat kinds beside it, so that loading it gives
        the bots their seats back (the copy itself holds only what the rules need)."""
        if path is None or self.session is None:
            return
        shown = visible(str(path))
        if self.session.save_seats_beside(path):
            self.notify(f"Saved to {shown}.", title="Saved")
        else:
            self.notify(f"Saved to {shown} (without who plays which seat).", title="Saved")

    def action_new_game(self) -> None:
        """Set up a new game (asking first when one is in progress; not at a table file)."""
        session = self.session
        if (session is not None and session.table is not None) or isinstance(
            self.screen, SetupScreen
        ):
            return
        if session is None or session.is_over():
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

    def action_reopen_decision(self) -> None:
        """Open the pending decision's dialog again (after Escape)."""
        if self._deciding() is not None and self._dialog_offered:
            self._want_dialog = True
            self._wake.set()

    def _hint_seat(self, top: Screen[Any] | None = None) -> int | None:
        """The seat that may be given a hint on ``top`` (default: the screen shown), or ``None``.

        That is the awaited seat on its own private screen, or in a decision dialog (one that
        answers the table) lying directly over that screen: never on the public board, nor
        on a screen left over from before a hand-over.
        """
        session, stack = self.session, self.screen_stack
        seat = None if session is None else session.deciding
        if session is None or seat is None or session.unlocked != seat or not stack:
            return None
        if not session.is_private_decision():
            return None
        top = self.screen if top is None else top
        if isinstance(top, dialog_bases.Dialog):
            if not top.answers_table:
                return None
            # (a dialog being composed is not on the stack yet: it opens over the top screen)
            below = stack.index(top) - 1 if top in stack else len(stack) - 1
            top = stack[below] if below >= 0 else None
        return seat if isinstance(top, table_screens.PlayerScreen) and top.seat == seat else None

    def _deciding(self) -> int | None:
        return None if self.session is None else self.session.deciding

    def may_hint(self, screen: Screen[Any]) -> bool:
        """Whether ``screen`` may offer the hint key now (a dialog asks; see ``Dialog``)."""
        seat = self._hint_seat(screen)
        return seat is not None and self.session is not None and self.session.may_hint(seat)

    def action_hint(self) -> None:
        """Say what the hint bot would do for the deciding seat, and why, on its own screen:
        its choice marked in the list of choices shown, and why in one line above the list
        (gone with the decision). A screen without a list shows the sentence as a toast.

        The session shows the bot ``view_for(state, seat)`` and the seat's legal moves only,
        so the hint knows nothing the seat could not read off its own screen.
        """
        seat = self._hint_seat()
        hint = None if seat is None or self.session is None else self.session.seat_hint(seat)
        if seat is None or hint is None:
            return
        choices = self._hinted_list()
        if choices is not None:
            choices.show_hint(hint.action, hint.why, label=hint.label)
            return
        self.clear_notifications()  # one hint at a time
        name = self._names()[seat]
        self.notify(hint.sentence, title=f"Hint for {name}", timeout=hints.HINT_SECONDS)

    def _hinted_list(self) -> Any:
        """The list of choices a hint marks on the screen shown: the one with the keyboard,
        else the first shown (``None``: the screen has none)."""
        focused = self.screen.focused
        if isinstance(focused, choice_lists.ChoiceList):
            return focused
        shown = [c for c in self.screen.query(choice_lists.ChoiceList) if c.display]
        return shown[0] if shown else None

    def action_join_codes(self) -> None:
        """Show the host the join codes again (only the host's process has them)."""
        table = self.table
        if (
            table is not None
            and table.codes
            and not isinstance(self.screen, code_screens.CodesScreen)
        ):
            self.push_screen(
                code_screens.CodesScreen(table.codes, self._names(), self.spec.command)
            )

    def action_replay(self) -> None:
        """Step through the game so far (public views only).

        A joined process holds no record to replay until the game is over (replaying needs
        the seed, which fixes every hidden card): it says so instead.
        """
        session = self.session
        if isinstance(session, JoinedSession) and not session.is_over():
            self.notify(
                "The replay opens once the game is over: this window holds only what this "
                "seat may see, not the whole game.",
                title="Replay",
            )
            return
        if session is not None and not isinstance(self.screen, replays.ReplayScreen):
            self.push_screen(self._replay_screen(session.record))

    def _replay_screen(self, record: GameRecord, *, open_screens: bool = False) -> ReplayScreen:
        """The replay of ``record``: public views, jumps between the engine's landmarks and,
        once the game is over, every seat's own panel on request (``open_screens``)."""
        names = record.players
        engine = self.engine

        def describe(view: Any) -> str:
            if engine.is_over(view):
                return "The game is over."
            seat = engine.current_player(view)
            return "" if seat is None else f"{names[seat]} to play."

        return replays.ReplayScreen(
            engine,
            record,
            self.make_board,
            describe,
            landmarks=engine.landmarks,
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
            return self.session is not None
        if action == "new_game":
            if isinstance(self.screen, SetupScreen):
                return False  # (asked at its first frame: no other screen's module is loaded)
            return not isinstance(self.screen, message_screens.SaveErrorScreen)
        if action == "reopen_decision":
            return self._deciding() is not None and self._dialog_offered
        if action == "hint":
            return self.may_hint(self.screen)
        return True

    # ------------------------------------------------------------------ remembered settings

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
        table = self.table
        if table is None and not self._for_table:
            yield SystemCommand("New game", "Set up a new game", self.action_new_game)
        runs_bots = table.deals if table is not None else not self._for_table
        if runs_bots:  # (at a table the bots play in the host's window)
            yield SystemCommand(
                "Bots' pause",
                f"Now {pause_words(self.bot_delay)}; choose to try the next length",
                self.action_next_bot_pause,
            )
        yield SystemCommand("Rules", "Rules, rules notes and how to play here", self.action_rules)
        if self.session is not None and (self.session.teaching_on or self.make_lessons()):
            on = self.session.teaching_on
            yield SystemCommand(
                "First game: turn off" if on else "First game: turn on",
                "Lessons that explain each kind of decision the first time it comes up"
                + (" (on now)" if on else " (off now)"),
                self.action_toggle_teaching,
            )
        if self.session is not None:
            yield SystemCommand("Log", "The game log (what you may read)", self.action_log)
            if table is None:
                yield SystemCommand("Save as", "Save a copy under a file name", self.action_save_as)
            elif table.codes:
                yield SystemCommand("Join codes", "The code of each seat", self.action_join_codes)
        yield from App.get_system_commands(self, screen)
