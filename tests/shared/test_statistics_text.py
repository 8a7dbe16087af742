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
from shared.statistics_text import chart_rows, chart_text, statistics_text, table_renderable
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
