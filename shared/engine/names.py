"""Players' names: one rule for both games, wherever a name comes from.

A name is typed on the setup screen, given on the command line or read back from a save, and
is then printed on every screen: the curtain, frame titles, the log, the scores. So a name must
be text a terminal shows as it is, and short enough for every layout at the smallest supported
terminal (100x30): the frame of a Sinners church ("▶ Name  100/100 ██████████") and the
curtain of both games.

The rule:

- surrounding spaces are dropped and accents composed (Unicode NFC), so "Zoë" typed either way
  is the same name (:func:`clean_name`, applied where a name is entered);
- a name is at least one character and at most :data:`MAX_NAME_LENGTH` wide, counted in
  terminal columns: an emoji or a Chinese character takes two, an accent on a letter none;
- no control or invisible characters: Escape and the other terminal controls, line breaks,
  tabs, direction marks and zero-width joiners would move the cursor, break a frame title
  or make two different names look alike;
- names differ regardless of case ("Ann" and "ann" would be indistinguishable when called out
  at the table, and both games find players by their names in result lines).

Square brackets, dollar signs, percent signs, braces and the like are all allowed: they are
shown literally (the screens never read a name as markup).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

#: Widest name, in terminal columns; 20 fits a Sinners church frame and the curtain at 100x30.
MAX_NAME_LENGTH = 20

#: Unicode categories a name may not contain: controls (Escape, line breaks, tabs), invisible
#: formatting (direction marks, zero-width joiners), line and paragraph separators, lone
#: surrogates (bytes from the command line that are not text), private-use and unassigned
#: code points (shown differently, or not at all, from one terminal to the next).
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})

#: More code points than this make a name too long whatever its width. A column holds one
#: letter and now and then an accent or two (after NFC most accents are part of their letter),
#: so a name of at most :data:`MAX_NAME_LENGTH` columns never comes near it; a name far longer
#: (a huge one in a hand-edited save) is refused by this count alone, before anything measures
#: its characters one by one.
MAX_NAME_CODE_POINTS = 4 * MAX_NAME_LENGTH

#: Shown instead of the end of a name too long to quote whole.
ELLIPSIS = "\u2026"


def clean_name(text: str) -> str:
    """A name as typed, the way it is kept: without surrounding spaces, accents composed."""
    return unicodedata.normalize("NFC", text.strip())


def _char_width(char: str) -> int:
    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me"):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def name_width(name: str) -> int:
    """Terminal columns ``name`` takes: two for wide characters, none for combining marks."""
    return sum(_char_width(char) for char in name)


def has_refused_character(name: str) -> bool:
    """Whether ``name`` holds a control or invisible character (see :data:`REFUSED_CATEGORIES`)."""
    return any(unicodedata.category(char) in REFUSED_CATEGORIES for char in name)


def _escape(char: str) -> str:
    """One refused character as Python writes it in a string: ``\\x1b``, ``\\n``, ``\\u200f``."""
    written = repr(char)[1:-1]
    if written != char:
        return written
    code = ord(char)  # (a character repr leaves as it is; none of the refused ones today)
    return (
        f"\\x{code:02x}"
        if code < 0x100
        else f"\\u{code:04x}"
        if code < 0x10000
        else f"\\U{code:08x}"
    )


def visible(text: str) -> str:
    """``text`` (a file's path above all) as it may be printed: every character a name may
    not hold (:data:`REFUSED_CATEGORIES`) written as its escape, ``\\x1b`` for Escape,
    ``\\n`` for a line break, ``\\udcff`` for a byte that was not text, and everything else
    as it is.

    Names are refused with such characters and paths cannot be, so every message that names a
    file shows its path through this: an Escape in a file's name can then neither clear the
    screen nor recolour it, and a line break cannot split the message.
    """
    if not has_refused_character(text):
        return text
    return "".join(
        _escape(char) if unicodedata.category(char) in REFUSED_CATEGORIES else char for char in text
    )


def name_key(name: str) -> str:
    """What two names are compared by: case and the way accents were typed do not count."""
    return unicodedata.normalize("NFC", clean_name(name).casefold())


def _shortened(name: str) -> str:
    """The first :data:`MAX_NAME_LENGTH` columns of ``name`` and an ellipsis."""
    kept, width = "", 0
    for char in name:
        width += _char_width(char)
        if width > MAX_NAME_LENGTH:
            break
        kept += char
    return kept + ELLIPSIS


def _too_long(name: str, width: int) -> str:
    wide = any(_char_width(char) == 2 for char in name)
    note = " (emoji and other wide characters count as two)" if wide else ""
    return (
        f"Names may be at most {MAX_NAME_LENGTH} characters: '{_shortened(name)}' is {width}{note}."
    )


def _far_too_long(name: str, seat: int) -> str:
    """The refusal of a name of more than :data:`MAX_NAME_CODE_POINTS` code points, which
    looks at its first few characters only (it may be millions long)."""
    start = _shortened(name[: MAX_NAME_CODE_POINTS + 1])
    which = f"the name of seat {seat}" if has_refused_character(start) else f"'{start}'"
    return f"Names may be at most {MAX_NAME_LENGTH} characters: {which} is far longer."


def name_problems(names: Sequence[str]) -> list[str]:
    """Every reason ``names`` (in seat order) cannot be the players' names, as sentences.

    Each name is judged as :func:`clean_name` leaves it. A name with a control character is
    never quoted (printing it would send the character to the terminal). A name of more than
    :data:`MAX_NAME_CODE_POINTS` code points is refused by its length before any of its
    characters is measured, so even a name of millions is refused at once.
    """
    problems: list[str] = []
    first_seat_of: dict[str, int] = {}
    for seat, raw in enumerate(names, start=1):
        if len(raw) > MAX_NAME_CODE_POINTS and len(raw.strip()) > MAX_NAME_CODE_POINTS:
            problems.append(_far_too_long(raw.strip(), seat))
            continue
        name = clean_name(raw)
        width = name_width(name)
        if has_refused_character(name):
            problems.append(
                "A name may not contain control or invisible characters (like Escape, a line "
                f"break or a direction mark); the name of seat {seat} does."
            )
            continue
        if width == 0:
            problems.append(f"Seat {seat} needs a name.")
            continue
        if width > MAX_NAME_LENGTH:
            problems.append(_too_long(name, width))
            continue
        key = name_key(name)
        if key in first_seat_of:
            problems.append(
                f"Seats {first_seat_of[key]} and {seat} are both called {name}; "
                "each player needs a different name."
            )
        else:
            first_seat_of[key] = seat
    return problems


def check_names(names: Sequence[str]) -> None:
    """Raise ``ValueError`` with the first problem of ``names`` (see :func:`name_problems`).

    Both engines call this when a game starts, so a save whose names were edited by hand
    is refused when it is read, with the same sentence the setup screen would show.
    """
    problems = name_problems(names)
    if problems:
        raise ValueError(problems[0])
