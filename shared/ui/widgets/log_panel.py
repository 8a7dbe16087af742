"""The game log as one view may read it.

Textual's ``RichLog`` brings ``rich.pretty`` (and with it ``attrs``), some 10 ms of a start-up
that the setup screen's first frame does not need. So the screens import this module when they
first build a panel, and ``shared.ui`` and ``shared.ui.widgets`` give ``LogPanel`` when first
asked for it; a test says starting a game's app leaves it unimported.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.widgets import RichLog

from shared.engine.log import LogEntry, visible_log
from shared.ui.text import literal
from shared.ui.widgets.log_entry import entry_text

#: The panel beside the board keeps the latest entries only; the log screen shows them all.
PANEL_ENTRY_LIMIT = 40
#: Screen lines kept per entry of the limit (long entries wrap onto several lines).
LINES_PER_ENTRY = 3


class LogPanel(RichLog):
    """Prints log entries, never more than ``seat`` may read.

    The views handed in are already filtered by the engine; the panel filters again with
    :func:`shared.engine.log.visible_log` so a board built with ``seat=None`` can never show
    a private entry, whatever it is given.
    """

    DEFAULT_CSS = """
    LogPanel {
        height: 1fr;
        border: round $border;
        border-title-color: $text-muted;
        background: $surface;
        scrollbar-size-vertical: 1;
    }
    """

    def __init__(
        self,
        entries: Sequence[LogEntry] = (),
        *,
        seat: int | None = None,
        limit: int | None = PANEL_ENTRY_LIMIT,
        title: str = "Log",
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        # min_width=1: wrap long entries to the panel's own width (RichLog's default of 78
        # columns would cut them off in a narrow side panel).
        super().__init__(
            wrap=True,
            markup=False,
            highlight=False,
            min_width=1,
            max_lines=None if limit is None else limit * LINES_PER_ENTRY,
            id=id,
            classes=classes,
        )
        self.seat = seat
        self.limit = limit
        self.border_title = literal(title)  # "Log (Ann[/])": a name, never markup
        self._shown: list[LogEntry] = []
        self._initial = list(entries)

    def on_mount(self) -> None:
        self.show(self._initial)

    def show(self, entries: Sequence[LogEntry]) -> None:
        """Display ``entries`` (what ``seat`` may read), appending when the log only grew.

        Past the limit the panel still only appends (the oldest lines fall off the top), so a
        long game costs one line per move, not a rewrite of the whole panel.
        """
        readable = visible_log(entries, self.seat)
        shown = self._shown
        if readable == shown and self.is_vertical_scroll_end:
            # nothing new, but the screen may be laid out again around it (a decision's list
            # drawn once the session takes the choice): the latest lines stay in sight
            self.scroll_end(animate=False, immediate=False)
            return
        if len(readable) >= len(shown) and readable[: len(shown)] == shown:
            new = readable[len(shown) :]
        else:
            self.clear()
            new = readable
        if self.limit is not None:
            new = new[-self.limit :]
        for entry in new:
            self.write(entry_text(entry))
        self._shown = readable
