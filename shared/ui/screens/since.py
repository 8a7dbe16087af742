"""Since your last decision: what the others' moves did, shown before a seat decides.

After every curtain the seat's player reads this page (so the same keys reach every decision:
Enter lifts the curtain, Enter goes on), first their news, what the others' moves did to them
in secret (a card taken and one given, a letter received: their own log lines), then the
public lines, results with their details.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from shared.ui.screens.ready import ReadyScreen
from shared.ui.theme import seat_class
from shared.ui.widgets.footer import KeyBar

#: At most this many of the latest lines are listed; the log keeps every one.
SUMMARY_LIMIT = 14


class SinceScreen(ReadyScreen):
    """The lines of the log since ``seat`` last decided; Enter, Space, Escape or a click goes
    on.

    Like the curtain it is an opaque ``Screen``; it stands where the curtain stood, once the
    seat's player has the keyboard, before the seat's own screen is built. ``news`` are that
    seat's own lines (the session's ``news_lines``), ``lines`` public ones only (both from
    :mod:`shared.engine.since`). With ``dismiss_when_ready=False`` it only sets
    :attr:`ready`, so the app replaces it by the seat's screen directly.
    """

    DEFAULT_CSS = """
    SinceScreen {
        align: center middle;
        background: $background;
        & #since-box {
            width: 76;
            max-width: 100%;
            height: auto;
            max-height: 90%;
            border: thick $primary;
            background: $surface;
            padding: 0 2;
        }
        & #since-title { text-style: bold; padding: 1 0 0 0; }
        & #since-lines { height: auto; max-height: 18; margin: 1 0; }
        & .since-line { height: auto; }
        & #since-more { color: $text-muted; }
        & #since-help { color: $text-muted; padding-bottom: 1; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", "Go on"),
        Binding("space,escape", "ready", "Go on", show=False),
    ]

    def __init__(
        self,
        name: str,
        seat: int | None,
        lines: Sequence[str],
        *,
        news: Sequence[str] = (),
        dismiss_when_ready: bool = True,
        first: bool = False,
    ) -> None:
        super().__init__(name, seat, dismiss_when_ready=dismiss_when_ready)
        #: The seat's first decision of the game: there is no last one to speak of.
        self.first = first
        #: Every public line since the seat's last decision (the screen lists the latest ones).
        self.lines = list(lines)
        #: The seat's own news since then, for its eyes only (all listed, first).
        self.news = list(news)

    def compose(self) -> ComposeResult:
        shown = self.lines[-SUMMARY_LIMIT:]
        with Vertical(id="since-box"):
            yield Static(
                f"{self.player_name}, before your first decision:"
                if self.first
                else f"{self.player_name}, since your last decision:",
                id="since-title",
                classes=seat_class(self.player_seat),
                markup=False,
            )
            with VerticalScroll(id="since-lines", can_focus=False):
                for line in self.news:
                    yield Static(f"• (only you) {line}", classes="since-line", markup=False)
                for line in shown:
                    yield Static(f"• {line}", classes="since-line", markup=False)
                if not self.news and not self.lines:
                    yield Static(
                        "Your first decision of this game."
                        if self.first
                        else "Nothing new since your last decision.",
                        classes="since-line",
                        markup=False,
                    )
            earlier = len(self.lines) - len(shown)
            if earlier:
                yield Static(
                    f"…and {earlier} earlier line{'s' if earlier != 1 else ''}: the log (l) "
                    "has them all.",
                    id="since-more",
                    markup=False,
                )
            yield Static("Press Enter to go on to your decision.", id="since-help", markup=False)
        yield KeyBar()
