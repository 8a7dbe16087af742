"""Small pieces of styled text the board, the player screen and the dialogs share.

Colours are always theme variables: ``$seat-N`` for the players (see ``shared.ui.theme``) and
``$letter-<colour>`` / ``$good-<name>`` for the game's own pieces (defined by the app for dark
and light themes), so every piece stays readable whatever theme the players pick.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from textual.content import Content

from meaculpa_tui.engine import data
from shared.engine.words import plural
from shared.ui.initials import seat_marks

#: One-letter marks of the letter colours, in the engine's colour order.
LETTER_MARKS = ("Y", "B", "R", "G")
#: Short names of the market stones, in the engine's stone order.
STONE_WORDS = ("bread", "wine", "cloth", "jewel", "indulgence")
#: One-letter marks of the market stones, in the engine's stone order.
STONE_MARKS = ("B", "W", "C", "J", "I")

Part = str | Content | tuple[str, str]


def seat_style(seat: int, *, bold: bool = True) -> str:
    """The text style of a seat's colour."""
    return f"{'bold ' if bold else ''}$seat-{seat}"


def name(names: Sequence[str], seat: int) -> Content:
    """A player's name in the seat's colour."""
    return Content.styled(names[seat], seat_style(seat))


def initial_mark(names: Sequence[str], seat: int) -> Content:
    """A one-cell token for a seat: its mark, distinct at the table, on the seat's colour."""
    return Content.styled(seat_marks(names)[seat], f"bold reverse $seat-{seat}")


def letter_chip(colour: int, text: str | None = None) -> Content:
    """A letter of indulgence as a coloured cell ("R" on red)."""
    mark = LETTER_MARKS[colour] if text is None else text
    return Content.styled(mark, f"bold reverse $letter-{data.COLOUR_NAMES[colour]}")


def letter_row(colours: Iterable[int], separator: str = " ") -> Content:
    """Letters side by side, one cell each (with a space between, by default)."""
    return join([letter_chip(colour) for colour in colours], separator)


def letter_counts(counts: Sequence[int]) -> Content:
    """How many letters of each colour: ``Y 1  B 0  R 2  G 1``."""
    parts: list[Part] = []
    for colour in data.COLOURS:
        parts.append(letter_chip(colour))
        style = "" if counts[colour] else "$text-muted"
        parts.append((f" {counts[colour]}", style))
        parts.append("  ")
    return Content.assemble(*parts[:-1])


def stone_chip(stone: int, count: int = 1) -> Content:
    """Market stones as coloured letters, one per stone (``BB`` for two loaves).

    A letter, not only a colour, says which good a stone is (see :func:`goods_legend`).
    """
    return Content.styled(STONE_MARKS[stone] * count, f"bold $good-{STONE_WORDS[stone]}")


def goods_legend() -> str:
    """What the goods' letters mean: ``B=bread W=wine C=cloth J=jewel``."""
    return " ".join(f"{STONE_MARKS[good]}={STONE_WORDS[good]}" for good in data.GOODS)


def goods_text(counts: Sequence[int], *, empty: str = "nothing") -> str:
    """``"2 loaves, 1 jewel"`` (goods only, in the engine's goods order)."""
    parts = [
        plural(counts[good], data.GOOD_SHORT[good], data.GOOD_PLURAL[good])
        for good in data.GOODS
        if counts[good]
    ]
    return ", ".join(parts) if parts else empty


def chest_text(slots: Sequence[int], *, empty: str = "empty") -> str:
    """A compartment (or a public donation total): goods then taler."""
    parts = [goods_text(slots[: len(data.GOODS)], empty="")] if any(slots[:4]) else []
    if slots[data.CHEST_MONEY]:
        parts.append(f"{slots[data.CHEST_MONEY]} taler")
    return ", ".join(parts) if parts else empty


def join(parts: Sequence[Part], separator: str = " \u00b7 ") -> Content:
    """Parts joined by a separator (a middle dot by default)."""
    assembled: list[Part] = []
    for index, part in enumerate(parts):
        if index:
            assembled.append(separator)
        assembled.append(part)
    return Content.assemble(*assembled)


def lines(rows: Iterable[Content | str]) -> Content:
    """Rows joined into one block of text."""
    return Content("\n").join(Content(row) if isinstance(row, str) else row for row in rows)


def muted(text: str) -> Content:
    """Secondary text."""
    return Content.styled(text, "$text-muted")


def room_title(room: int) -> str:
    """How players call a room or suite ("Room 3", "Suite 5")."""
    return f"Suite {room}" if room > data.ORDINARY_ROOMS else f"Room {room}"
