"""One-cell marks that tell the seats apart without colour (a soul on a track, a token, a line
of a chart).

A first letter alone does not do it: with the default names "Player 1" to "Player 4" every
seat would be "P", and only the colour would say whose soul is where. :func:`seat_marks`
works out, once per table, one mark per seat, all different: the first letter where it is
nobody else's, else the character that sets the name apart from the names sharing that
letter ("Player 1", "Player 2" give "1", "2"), else another letter of the name, else the seat
number. Every mark takes exactly one terminal cell and is a letter or a digit, never
punctuation ("[/]" is marked by its seat number); where marks stand, a legend names them.
"""

from __future__ import annotations

import string
from collections.abc import Iterator, Sequence
from functools import lru_cache

from rich.cells import cell_len


def _one_cell(char: str) -> str | None:
    """``char`` capitalised if that is one cell, else as it is if that is, else ``None``.

    Only a letter or a digit marks a seat: punctuation ("[" of "[/]", a dot, a slash) reads
    as part of the drawing around it (the track's cells, a den's stones, a chart's axis).
    """
    if not char.isalnum():
        return None
    for candidate in (char.upper(), char):  # "ß".upper() is "SS": two cells
        if cell_len(candidate) == 1:
            return candidate
    return None


def initial(name: str, seat: int) -> str:
    """One terminal cell standing for a name: its first letter (or digit), capitalised.

    A first character that is punctuation, takes two cells (an emoji, a Chinese character) or
    none (a combining mark) gives way to the next one that is a letter or digit of one cell; a
    name without any is marked by its seat number.
    """
    for char in name:
        mark = _one_cell(char)
        if mark is not None:
            return mark
    return str(seat + 1)


def seat_marks(names: Sequence[str]) -> tuple[str, ...]:
    """A distinct one-cell mark for every seat of the table (see the module)."""
    return _seat_marks(tuple(names))


@lru_cache(maxsize=32)
def _seat_marks(names: tuple[str, ...]) -> tuple[str, ...]:
    firsts = [initial(name, seat) for seat, name in enumerate(names)]
    marks: dict[int, str] = {
        seat: first for seat, first in enumerate(firsts) if firsts.count(first) == 1
    }
    for seat, name in enumerate(names):
        if seat in marks:
            continue
        rivals = [other for other, first in enumerate(firsts) if first == firsts[seat]]
        taken = set(marks.values())
        marks[seat] = next(
            mark for mark in _candidates(name, seat, names, rivals) if mark not in taken
        )
    return tuple(marks[seat] for seat in range(len(names)))


def _candidates(name: str, seat: int, names: tuple[str, ...], rivals: list[int]) -> Iterator[str]:
    """Marks for ``name`` in the order they are tried (never exhausted)."""
    others = [names[other] for other in rivals if other != seat]
    for index, char in enumerate(name):
        if all(index >= len(other) or other[index] != char for other in others):
            mark = _one_cell(char)
            if mark is not None:
                yield mark
    for char in name:
        mark = _one_cell(char)
        if mark is not None:
            yield mark
    yield str(seat + 1)
    yield from string.ascii_uppercase + string.digits
