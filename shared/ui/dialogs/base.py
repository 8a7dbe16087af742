"""The common frame of every dialog: centred box, title, Escape to cancel."""

from __future__ import annotations

import asyncio
from typing import Any, ClassVar, TypeVar

from rich.console import RenderableType
from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.visual import Visual

from shared.ui.hint import DIALOG_HINT_BINDING
from shared.ui.review import Review, through_review
from shared.ui.text import literal
from shared.ui.textual_internals import translucent_background
from shared.ui.theme import shows_sixteen_colours
from shared.ui.widgets.footer import KeyBar
from shared.ui.widgets.tint import TintedScreen

ResultT = TypeVar("ResultT")


class Dialog(ModalScreen[ResultT]):
    """A modal dialog returning a ``ResultT`` through ``dismiss`` (``None`` on Escape).

    Dialogs open over the screen of the seat that decides (dimming it is fine: it is that
    seat's own screen) or over the public board, never over another seat's screen; the app's
    hand-over logic guarantees that.
    """

    DEFAULT_CSS = """
    Dialog {
        align: center middle;
        & > #dialog {
            width: auto;
            min-width: 44;
            max-width: 90%;
            height: auto;
            max-height: 90%;
            border: thick $primary;
            border-title-color: $text-primary;
            border-title-style: bold;
            background: $surface;
            padding: 1 2;
            /* the header row (what the table waits for) stays readable above the box, as
               the dialog's own key bar does below it */
            margin-top: 1;
        }
        & .dialog-prompt { margin-bottom: 1; width: auto; max-width: 80; }
        & .dialog-reason { color: $text-warning; height: auto; width: auto; max-width: 80; }
        & .dialog-buttons { height: auto; width: auto; margin-top: 1; }
        & .dialog-buttons Button { margin-right: 1; }
    }
    """

    #: Escape ("Hide": a dialog whose Escape may step back binds both words, each turned
    #: off by ``check_action`` while the other holds), and the help keys of the table: a
    #: modal screen hides the app's own bindings from Textual, so each dialog offers the
    #: rules and the log itself (a field that takes typing keeps its letters: Textual drops a
    #: binding the focused widget consumes). The hint key shows only on a decision dialog
    #: over the deciding seat's own screen.
    BINDINGS: ClassVar[list[BindingType]] = [
        # Escape closes the dialog without an answer: the decision waits, d opens it again
        Binding("escape", "cancel", "Hide"),
        Binding("f1", "app.rules", "Rules"),
        Binding("question_mark", "app.rules", "Rules", show=False),
        Binding("l", "app.log", "Log"),
        DIALOG_HINT_BINDING,
        # Only in a dialog that stands beside the table (see ``beside_table``).
        Binding(
            "pagedown", "scroll_table('page_down')", "Table", key_display="PgUp/PgDn", priority=True
        ),
        Binding("pageup", "scroll_table('page_up')", "Table", show=False, priority=True),
    ]

    #: The game's stylesheet places this dialog beside the board rather than over it: the
    #: board beneath stays what the decision is read from, and PgUp/PgDn scroll it (the
    #: dialog keeps the keyboard) where it is taller than the terminal.
    beside_table: ClassVar[bool] = False

    #: The words on the dialog's frame; they often hold a player's name.
    title_text: str = ""

    #: What a pick goes through before the dialog answers (``None``: it answers at once).
    review: Review | None = None

    _answer: asyncio.Future[Any] | None = None

    def compose(self) -> ComposeResult:
        """The box with :meth:`compose_body` inside, and the dialog's own key bar.

        The key bar lists this dialog's keys: without it the bar of the screen beneath shows
        through, naming keys (save, new game, decide) that a modal dialog does not pass on.
        """
        with self.frame():
            yield from self.compose_body()
        yield KeyBar()

    def compose_body(self) -> ComposeResult:
        """What the dialog shows inside its box (each dialog says)."""
        yield from ()

    def frame(self) -> Vertical:
        """The dialog's box (``#dialog``) with :attr:`title_text` on its frame, as written.

        A frame title given as a plain string is markup to Textual, and a name such as
        ``Ann[/]`` would end the app; every dialog's box is made here instead.
        """
        box = Vertical(id="dialog")
        box.border_title = literal(self.title_text)
        return box

    def retitle(self, title: str) -> None:
        """Show ``title`` on the frame of the open dialog."""
        self.title_text = title
        self.query_one("#dialog").border_title = literal(title)

    def answer_into(self, future: asyncio.Future[Any]) -> None:
        """Answer into ``future`` and stay open until the app replaces or closes the dialog.

        The table uses this for decisions: while the answer is applied the dialog stays up,
        and when the same player decides again at once the next dialog simply replaces it.
        Closing one dialog and opening the next would redraw the whole screen beneath twice
        for every key. Escape (``None``) still closes the dialog at once.
        """
        self._answer = future

    @property
    def answers_table(self) -> bool:
        """Whether this dialog answers a decision the table waits for (see ``answer_into``)."""
        return self._answer is not None

    @property
    def answered(self) -> bool:
        """Whether this dialog has given the table its answer: it stays open only until the
        table shows what comes next (the same seat's next decision may reuse it)."""
        return self._answer is not None and self._answer.done()

    def answer(self, value: Any) -> None:
        """Answer ``value``, after :attr:`review` when there is one (its Escape stays here)."""
        through_review(self.app, self.review, value, self.dismiss)

    def dismiss(self, result: ResultT | None = None) -> AwaitComplete:
        answer = self._answer
        if answer is not None and result is not None:
            if not answer.done():  # a second, hasty key changes nothing
                answer.set_result(result)
            return AwaitComplete.nothing()
        if answer is not None and not answer.done():
            answer.set_result(None)
        return super().dismiss(result)

    def on_unmount(self) -> None:
        """A dialog closed from outside (a new game, a hand-over) answers nothing."""
        if self._answer is not None and not self._answer.done():
            self._answer.set_result(None)

    # Textual declares Screen.render as returning a Rich renderable, yet draws a Visual from it
    # as from any widget (its own ModalScreen returns one): hence the override's wider type.
    def render(self) -> RenderableType | Visual:  # type: ignore[override]
        """The dimmed screen beneath, drawn by :class:`TintedScreen` (same look, less work)."""
        rendered = super().render()
        background = translucent_background(rendered)
        if background is not None:
            return TintedScreen(*background, sixteen=shows_sixteen_colours(self.app))
        return rendered

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The hint key only where the app says this dialog may give one (see ``may_hint``); the
        table keys only in a dialog beside a table (a subclass asks this first)."""
        if action == "hint":
            may_hint = getattr(self.app, "may_hint", None)
            return may_hint is not None and bool(may_hint(self))
        if action == "scroll_table":
            return self.beside_table and self._board_below() is not None
        return True

    def action_hint(self) -> None:
        """Ask the app for the deciding seat's hint (it checks again that this is the place)."""
        hint = getattr(self.app, "action_hint", None)
        if hint is not None and self.check_action("hint", ()):
            hint()

    def _board_below(self) -> Any:
        """The screen just beneath, if it is a table whose board has more than fits (else the
        table keys would do nothing, and the key bar never offers a key that does nothing)."""
        stack = self.app.screen_stack
        place = stack.index(self) if self in stack else 0
        if place == 0:
            return None
        below = stack[place - 1]
        scrolls = getattr(below, "board_scrolls", None)
        return below if scrolls is not None and scrolls() else None

    def action_scroll_table(self, where: str) -> None:
        """Scroll the board of the table screen beneath the dialog."""
        screen = self._board_below()
        if screen is not None:
            screen.action_scroll_board(where)

    def action_cancel(self) -> None:
        """Close without a result."""
        self.dismiss(None)
