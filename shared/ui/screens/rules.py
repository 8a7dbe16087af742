"""The rules and help screen: the game's rules, its rules notes, and how to play on screen."""

from __future__ import annotations

from importlib import resources
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Header, MarkdownViewer, TabbedContent, TabPane

from shared.ui.widgets.footer import KeyBar


def playing_here_markdown() -> str:
    """The shared help text: the curtain, saving, keys (the same for both games)."""
    return resources.files("shared.ui").joinpath("playing_here.md").read_text(encoding="utf-8")


class RulesScreen(Screen[None]):
    """Tabs with the rules, the rules notes and the shared help; Escape closes it."""

    DEFAULT_CSS = """
    RulesScreen {
        & TabbedContent { height: 1fr; }
        & TabPane { padding: 0; }
        & MarkdownViewer { height: 1fr; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("q", "close", "Close", show=False),
        Binding("pagedown", "scroll('page_down')", "Scroll", key_display="PgUp/PgDn"),
        Binding("pageup", "scroll('page_up')", "Scroll", show=False),
        Binding("home", "scroll('home')", "Top", show=False),
        Binding("end", "scroll('end')", "End", show=False),
    ]

    def __init__(self, rules: str, notes: str = "", *, tab: str = "rules") -> None:
        super().__init__()
        self.rules = rules or "# Rules\n\nThis game has no rules text yet."
        self.notes = notes or "# Rules notes\n\nNo notes: the rulebook settles every case."
        self.first_tab = tab

    def compose(self) -> ComposeResult:
        yield Header()
        with TabbedContent(initial=self.first_tab):
            with TabPane("Rules", id="rules"):
                yield MarkdownViewer(self.rules, show_table_of_contents=False)
            with TabPane("Rules notes", id="notes"):
                yield MarkdownViewer(self.notes, show_table_of_contents=False)
            with TabPane("Playing here", id="help"):
                yield MarkdownViewer(playing_here_markdown(), show_table_of_contents=False)
        yield KeyBar()

    def action_scroll(self, where: str) -> None:
        """Scroll the open tab's text wherever the keyboard is (the tabs keep it at first)."""
        pane = self.query_one(TabbedContent).active_pane
        if pane is not None:
            getattr(pane.query_one(MarkdownViewer), f"scroll_{where}")(animate=False)

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)
