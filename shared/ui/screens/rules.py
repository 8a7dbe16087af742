"""The rules and help screen: the game's rules, its rules notes, and how to play on screen."""

from __future__ import annotations

from importlib import resources
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Header, Markdown, MarkdownViewer, TabbedContent, TabPane

from shared.ui.widgets.footer import KeyBar


def playing_here_markdown() -> str:
    """The shared help text: the curtain, saving, keys (the same for both games)."""
    return resources.files("shared.ui").joinpath("playing_here.md").read_text(encoding="utf-8")


class SectionViewer(MarkdownViewer):
    """The rules, opened at one heading (``section``; none found, or ``""``: the top)."""

    def __init__(self, markdown: str, *, section: str = "") -> None:
        super().__init__(markdown, show_table_of_contents=False)
        self.section = section

    @on(Markdown.TableOfContentsUpdated)
    def _open_at_section(self, event: Markdown.TableOfContentsUpdated) -> None:
        """Once the text is laid out, scroll its first heading named :attr:`section` to the
        top (once: the heading is where to start reading, not a place to stay)."""
        wanted = self.section.strip().casefold()
        if not wanted or not event.table_of_contents:
            return
        self.section = ""
        for _level, title, block_id in event.table_of_contents:
            if title.strip().casefold() == wanted and block_id:
                heading = self.document.query_one(f"#{block_id}")
                self.call_after_refresh(self.scroll_to_widget, heading, top=True, animate=False)
                return


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

    def __init__(
        self, rules: str, notes: str = "", *, tab: str = "rules", section: str = ""
    ) -> None:
        super().__init__()
        self.rules = rules or "# Rules\n\nThis game has no rules text yet."
        self.notes = notes or "# Rules notes\n\nNo notes: the rulebook settles every case."
        self.first_tab = tab
        #: The heading of the rules to open at ("": the top), e.g. a lesson's section.
        self.section = section

    def compose(self) -> ComposeResult:
        yield Header()
        with TabbedContent(initial=self.first_tab):
            with TabPane("Rules", id="rules"):
                yield SectionViewer(self.rules, section=self.section)
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
