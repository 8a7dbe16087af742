"""Small pieces both games draw: a chip (a token, a stone, a name tag) and a card."""

from __future__ import annotations

from collections.abc import Sequence

from textual.widgets import Static

from shared.ui.text import literal
from shared.ui.theme import seat_class


def _classes(seat: int | None, extra: str | None, filled: bool) -> str:
    parts = [seat_class(seat), "-filled" if filled and seat is not None else "", extra or ""]
    return " ".join(part for part in parts if part)


class Chip(Static):
    """A one-line labelled token, coloured by seat (``seat=None``: neutral).

    Extra classes (``classes=``) let a game colour chips by anything else, e.g. a sin or a
    stone colour defined in its own stylesheet.
    """

    DEFAULT_CSS = """
    Chip {
        width: auto;
        height: 1;
        padding: 0 1;
        margin-right: 1;
        background: $panel;
        color: $foreground;
    }
    Chip.-muted { color: $text-muted; }
    """

    def __init__(
        self,
        label: str,
        *,
        seat: int | None = None,
        filled: bool = True,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(label, markup=False, id=id, classes=_classes(seat, classes, filled))
        self.seat = seat


class Card(Static):
    """A bordered card: a title on the frame and a few lines of text inside.

    ``seat`` colours the frame; ``face_down`` draws the back only (for a count of hidden
    cards), so a card widget never needs the hidden value at all.
    """

    DEFAULT_CSS = """
    Card {
        width: auto;
        min-width: 12;
        height: auto;
        padding: 0 1;
        margin: 0 1 0 0;
        border: round $border;
        border-title-color: $text;
        background: $surface;
    }
    Card.-selected { border: double $accent; }
    Card.-face-down { color: $text-muted; background: $panel; }
    """

    def __init__(
        self,
        title: str,
        lines: Sequence[str] = (),
        *,
        seat: int | None = None,
        face_down: bool = False,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        body = "\u2592\u2592\u2592" if face_down else "\n".join(lines)
        extra = " ".join(c for c in (classes or "", "-face-down" if face_down else "") if c)
        super().__init__(body, markup=False, id=id, classes=_classes(seat, extra, False))
        if seat is not None:
            self.add_class("-outlined")
        self.border_title = literal("" if face_down else title)
        if not face_down:  # room for the title on the frame, in cells
            self.styles.min_width = literal(title).cell_length + 6
