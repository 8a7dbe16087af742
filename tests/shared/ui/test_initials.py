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
    assert all(mark.isalnum() for mark in marks)  # never a bracket, a slash or a dot


def test_punctuation_in_a_name_is_never_its_mark():
    """Found in use: the name "[/]" was drawn as "[" on the chart of ``stats`` and on Mea
    Culpa's track, and two such names as "[" and "/" side by side in a den, read as brackets
    and slashes of the drawing. A mark is a letter or a digit; the legends name each mark."""
    assert seat_marks(["[/]", "Gus"]) == ("1", "G")
    assert seat_marks(["[/]", "[x]", "Gus"]) == ("1", "X", "G")
    assert seat_marks(["...", "1st"]) == ("1", "S")


def test_the_chart_of_stats_names_a_punctuation_name_by_its_own_mark():
    from shared.engine.statistics import ChartSeries, StatChart
    from shared.statistics_text import chart_text

    chart = StatChart(
        title="Souls",
        columns=("R1", "R2"),
        series=(
            ChartSeries(seat=0, name="[/]", values=(1, 2)),
            ChartSeries(seat=1, name="Gus", values=(2, 1)),
        ),
    )
    rows = chart_text(chart).plain.splitlines()
    assert rows[-1].split() == ["1", "[/]", "G", "Gus"]  # the legend
    assert not any("[" in row or "/" in row for row in rows[:-1])
