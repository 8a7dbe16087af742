"""Every seat has a one-cell mark of its own, so souls are told apart without colour."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from shared.ui.initials import seat_marks
from tests.hostile_names import tables


def test_the_default_names_are_marked_by_their_numbers():
    assert seat_marks(["Player 1", "Player 2", "Player 3", "Player 4"]) == ("1", "2", "3", "4")


def test_a_first_letter_nobody_else_has_is_kept():
    assert seat_marks(["Ann", "Bob", "Cid"]) == ("A", "B", "C")
    assert seat_marks(["Ann", "Anna", "Bob"]) == ("A", "N", "B")


@pytest.mark.parametrize(
    "names",
    [
        ["ann", "Ann", "ANN", "a n n"],
        ["x", "x", "x", "x", "x"],
        ["\u4e2d", "\u6587"],  # no one-cell character at all
        ["Player 1", "Player 2", "1 Up"],
        *tables(4),
        *tables(5),
    ],
    ids=lambda names: "|".join(names),
)
def test_marks_are_distinct_and_one_cell_wide(names: list[str]):
    marks = seat_marks(names)
    assert len(set(marks)) == len(names)
    assert all(cell_len(mark) == 1 for mark in marks)
