"""One log entry as styled text, for the log panel and the game-over screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

if TYPE_CHECKING:
    from shared.engine.log import LogEntry


def entry_text(entry: LogEntry) -> Text:
    """One entry as styled text: results get a bold title and indented lines."""
    text = Text()
    if entry.seat is not None:
        text.append("(only you) ", style="italic")
    if entry.kind == "result":
        text.append(entry.title or entry.text, style="bold")
        if entry.title and entry.text and entry.text != entry.title:
            text.append(f"\n  {entry.text}")
        for line in entry.lines:
            text.append(f"\n  {line}")
    else:
        text.append(entry.text)
    return text
