"""The statistics' tables and chart as text (``shared.statistics_text``) and ``<game> stats``."""

from __future__ import annotations

import json

import pytest

from meaculpa_tui import engine as meaculpa
from meaculpa_tui.engine.statistics import game_statistics as meaculpa_statistics
from meaculpa_tui.spec import game_spec as meaculpa_spec
from shared.cli import run
from shared.engine.autosaves import new_autosave_path
from shared.engine.saves import save_record
from shared.engine.statistics import ChartSeries, StatChart, StatTable
from shared.statistics_text import (
    CHART_ROWS,
    chart_rows,
    chart_text,
    statistics_text,
    table_renderable,
)
from sinners_tui import engine as sinners
from sinners_tui.spec import game_spec as sinners_spec
from tests.shared.statistics_support import seeded_record


def _chart(**fields: object) -> StatChart:
    values = {
        "title": "Record",
        "columns": ("Start", "R1", "End"),
        "series": (
            ChartSeries(seat=0, name="Ann", values=(0, 3, -35)),
            ChartSeries(seat=1, name="Ben", values=(0, 5, 2)),
        ),
        "higher_is_up": False,
        "top_label": "Heaven",
        "bottom_label": "Hell",
        "named_values": ((-35, "Heaven"),),
    }
    return StatChart(**(values | fields))  # type: ignore[arg-type]


def test_chart_marks_every_seat_with_its_initial_in_bands():
    text = chart_text(_chart()).plain
    lines = text.splitlines()
    assert lines[0].strip() == "Heaven \u2191" and lines[-2].strip() == "Hell \u2193"
    assert lines[-1].split() == ["A", "Ann", "B", "Ben"]
    # 41 values (-35..5) in at most 14 rows: bands of 3, Heaven's named on the axis
    assert lines[2].startswith("Heaven..-33 \u2502")
    start_row = next(line for line in lines if line.lstrip().startswith("-2..0"))
    assert "AB" in start_row  # both souls on the start space share a band
    assert "A" in lines[2].split("\u2502")[1].split()[-1]  # Ann ends in Heaven, in the top row


def test_chart_higher_is_up_puts_the_largest_value_on_top():
    chart = _chart(higher_is_up=True, top_label="Souls", bottom_label="", named_values=())
    rows = ["".join(piece for piece, _ in row) for row in chart_rows(chart)]
    assert rows[2].lstrip().startswith("4..6 \u2502") and "B" in rows[2]  # Ben's 5
    assert rows[-2].lstrip().startswith("-35..-33 \u2502") and "A" in rows[-2]


def _bands(chart: StatChart) -> list[tuple[str, str]]:
    """Each band row of ``chart`` as its axis label and its cells (top row first)."""
    rows = ["".join(piece for piece, _ in row) for row in chart_rows(chart)]
    return [
        (label.strip(), cells)
        for label, _, cells in (row.partition("\u2502") for row in rows)
        if cells
    ]


def test_a_negative_total_is_drawn_in_the_lowest_band():
    """Sinners: Bot ends on -16 while Ann climbs past 100; -16 has its own band at the foot
    (the band of -6..3 is not the lowest), and Bot's mark stands there in the last column."""
    chart = _chart(
        columns=("Start", "R1", "R2", "R3"),
        series=(
            ChartSeries(seat=0, name="Ann", values=(0, 40, 80, 120)),
            ChartSeries(seat=1, name="Bot", values=(0, 2, -3, -16)),
        ),
        higher_is_up=True,
        top_label="Souls",
        bottom_label="",
        named_values=(),
    )
    bands = _bands(chart)
    assert len(bands) <= CHART_ROWS
    assert bands[-1][0] == "-16..-7" and bands[-1][1].split() == ["\u00b7"] * 3 + ["B"]
    assert bands[-2][0] == "-6..3" and bands[-2][1].split() == ["AB", "B", "B", "\u00b7"]
    assert bands[0][0] == "114..123" and bands[0][1].split()[-1] == "A"  # Ann's 120 on top


@pytest.mark.parametrize(
    "values",
    [(0, -16, 7), (-1, 0, 1), (-34, -3, 0, 35), (-60, -59), (5, 5), (-7, 130), (0, -9, 101)],
)
@pytest.mark.parametrize("higher_is_up", [True, False])
def test_every_value_falls_in_one_band_from_the_lowest_to_the_highest(
    values: tuple[int, ...], higher_is_up: bool
):
    """Whatever the range, negatives included: at most ``CHART_ROWS`` bands, the lowest
    starting at the smallest value, the highest reaching the largest, and each value's mark
    drawn once, in the band its label names."""
    chart = _chart(
        columns=tuple(f"C{index}" for index in range(len(values))),
        series=(ChartSeries(seat=0, name="Ann", values=values),),
        higher_is_up=higher_is_up,
        named_values=(),
    )
    bands = _bands(chart)
    assert 1 <= len(bands) <= CHART_ROWS
    spans = [
        tuple(int(end) for end in label.rsplit("..", 1))
        if ".." in label
        else (int(label), int(label))
        for label, _ in bands
    ]
    if higher_is_up:
        spans.reverse()
    assert spans[0][0] == min(values) and spans[-1][0] <= max(values) <= spans[-1][1]
    for column, value in enumerate(values):
        holding = [
            (low, high)
            for (low, high), (_, cells) in zip(
                spans, bands[::-1] if higher_is_up else bands, strict=True
            )
            if cells.split()[column] == "A"
        ]
        assert len(holding) == 1 and holding[0][0] <= value <= holding[0][1]


def test_a_name_that_looks_like_markup_is_shown_as_it_is():
    name = "[bold red]Ann[/]"
    table = StatTable(title="[i]T[/i]", columns=("Player", "[b]x"), rows=((name, "1"),))
    from rich.console import Console

    console = Console(width=80, color_system=None)
    with console.capture() as captured:
        console.print(table_renderable(table))
    out = captured.get()
    assert name in out and "[i]T[/i]" in out and "[b]x" in out
    chart = _chart(series=(ChartSeries(seat=0, name=name, values=(0, 1, 2)),))
    assert name in chart_text(chart).plain


def test_statistics_text_has_every_table_and_the_chart():
    stats = meaculpa_statistics(seeded_record(meaculpa, ["Ann", "Ben"], 2, take_backs=False))
    text = statistics_text(stats)
    for title in (
        "Sins",
        "Spaces moved",
        "Donations evaluated",
        "Letters won",
        "Characters held",
        "Money at the end",
        "Record of Sins after each round",
    ):
        assert title in text
    assert max(len(line) for line in text.splitlines()) <= 100


@pytest.fixture
def finished_save(tmp_path):
    record = seeded_record(meaculpa, ["Ann", "Ben"], 2, take_backs=False)
    return save_record(record, tmp_path / "game.json")


def test_stats_prints_text(finished_save, capsys: pytest.CaptureFixture[str]):
    assert run(meaculpa_spec(), ["stats", str(finished_save)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Mea Culpa: Ann, Ben (finished)\n")
    assert "Money at the end" in out and "Record of Sins after each round" in out
    assert " Ann     7     6           8      21      0         11" in out


def test_stats_prints_json(finished_save, capsys: pytest.CaptureFixture[str]):
    assert run(meaculpa_spec(), ["stats", "--json", str(finished_save)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "meaculpa" and data["over"] is True
    assert data["seats"][0]["sins_placed"] == [7, 6, 8]
    assert data["seats"][1]["hell"]["dens"] == 13
    assert "seed" not in data


def test_stats_of_an_unfinished_autosave_are_public(capsys: pytest.CaptureFixture[str]):
    """An unfinished game is not refused: its public figures are printed, money is not."""
    record = seeded_record(sinners, ["Ann", "Ben"], 1, take_backs=False, limit=200)
    path = save_record(record, new_autosave_path("sinners"))
    assert run(sinners_spec(), ["stats", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Sinners: Ann, Ben (unfinished: public figures only)")
    assert "is being played" in out
    assert run(sinners_spec(), ["stats", "--json", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["over"] is False and data["winners"] == []


def test_stats_of_a_missing_file(tmp_path, capsys: pytest.CaptureFixture[str]):
    assert run(meaculpa_spec(), ["stats", str(tmp_path / "nothing.json")]) == 1
    assert "there is no such file" in capsys.readouterr().err


def test_stats_of_the_other_game_is_refused(finished_save, capsys: pytest.CaptureFixture[str]):
    assert run(sinners_spec(), ["stats", str(finished_save)]) == 1
    assert "not of 'sinners'" in capsys.readouterr().err
