"""Players' names: one rule on the command line, on the setup screen, in both engines and in
save files, with a sentence a player understands for every refusal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.cells import cell_len

from meaculpa_tui import engine as mea_culpa
from meaculpa_tui.spec import game_spec as mea_culpa_spec
from shared.cli import build_parser, run
from shared.engine import saves
from shared.engine.errors import SaveFileError
from shared.engine.names import (
    MAX_NAME_LENGTH,
    check_names,
    clean_name,
    name_problems,
    name_width,
)
from shared.engine.record import GameRecord
from sinners_tui import engine as sinners
from sinners_tui.spec import game_spec as sinners_spec
from tests.hostile_names import HOSTILE_NAMES, LONGEST

CONTROL = (
    "A name may not contain control or invisible characters (like Escape, a line break or a "
    "direction mark); the name of seat 1 does."
)
#: Characters a name may not hold, each inside an otherwise good name.
REFUSED = {
    "escape": "Ann\x1b[31m",
    "line break": "Ann\nBen",
    "tab": "Ann\tBen",
    "delete": "Ann\x7f",
    "C1 control": "Ann\x9b",
    "right-to-left mark": "Ann\u200f",
    "right-to-left override": "\u202eAnn",
    "zero-width joiner": "A\u200dnn",
    "zero-width space": "A\u200bnn",
    "line separator": "Ann\u2028Ben",
    "lone surrogate": "Ann\udcff",
    "private use": "Ann\ue000",
}


def test_every_hostile_name_is_a_valid_name():
    assert name_problems(list(HOSTILE_NAMES)) == []
    assert all(clean_name(name) == name for name in HOSTILE_NAMES)


def test_width_is_what_the_terminal_shows():
    for name in (*HOSTILE_NAMES, "\u4e2d\u6587", "Zo\u00eb", "e\u0301"):
        assert name_width(name) == cell_len(name), name


def test_a_name_is_stripped_and_its_accents_composed():
    assert clean_name("  Zoe\u0308 \t") == "Zo\u00eb"
    assert name_problems(["Zo\u00eb", "ZOE\u0308"]) == [
        "Seats 1 and 2 are both called ZO\u00cb; each player needs a different name."
    ]


@pytest.mark.parametrize("what", sorted(REFUSED))
def test_control_and_invisible_characters_are_refused(what: str):
    assert name_problems([REFUSED[what], "Ben"]) == [CONTROL]


def test_the_longest_name_is_allowed_and_one_more_character_is_not():
    assert len(LONGEST) == MAX_NAME_LENGTH
    assert name_problems([LONGEST, "Ben"]) == []
    assert name_problems(["Bartholomew-Maximilian", "Ben"]) == [
        "Names may be at most 20 characters: 'Bartholomew-Maximili\u2026' is 22."
    ]
    emoji = "\U0001f600" * 11
    assert name_problems([emoji, "Ben"]) == [
        f"Names may be at most 20 characters: '{emoji[:10]}\u2026' is 22 "
        "(emoji and other wide characters count as two)."
    ]


def test_every_problem_is_listed_by_seat():
    assert name_problems(["", "Ann", " ann ", "\u0301"]) == [
        "Seat 1 needs a name.",
        "Seats 2 and 3 are both called ann; each player needs a different name.",
        "Seat 4 needs a name.",
    ]


@pytest.mark.parametrize("engine", [mea_culpa, sinners], ids=["meaculpa", "sinners"])
@pytest.mark.parametrize(
    ("names", "problem"),
    [
        (["", "Ben"], "Seat 1 needs a name."),
        (["Ann", "ANN"], "Seats 1 and 2 are both called ANN; each player needs a different name."),
        (["Ann\x1b", "Ben"], CONTROL),
        ([LONGEST + "x", "Ben"], f"Names may be at most 20 characters: '{LONGEST}\u2026' is 21."),
    ],
)
def test_both_engines_refuse_a_game_with_bad_names(engine, names: list[str], problem: str):
    with pytest.raises(ValueError) as refused:
        engine.new_game(names, 1)
    assert str(refused.value) == problem
    with pytest.raises(ValueError, match="Seat 1 needs a name"):
        GameRecord.start(engine, ["", "Ben"], 1)


@pytest.mark.parametrize("engine", [mea_culpa, sinners], ids=["meaculpa", "sinners"])
@pytest.mark.parametrize("name", ["", "   ", "Ann\x1b[2J"])
def test_a_save_with_an_empty_or_unprintable_name_is_refused_in_one_sentence(
    tmp_path: Path, engine, name: str
):
    path = saves.save_record(GameRecord.start(engine, ["Ann", "Ben"], 7), tmp_path / "game.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["record"]["players"][1] = name
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveFileError) as refused:
        saves.load_record(path, engine)
    problem = refused.value.problem
    expected = "Seat 2 needs a name." if not name.strip() else CONTROL.replace("seat 1", "seat 2")
    assert expected.rstrip(".") in problem
    assert problem.count(". ") == 0 and "\x1b" not in str(refused.value)
    assert path.read_bytes() == before


@pytest.mark.parametrize("spec", [mea_culpa_spec, sinners_spec], ids=["meaculpa", "sinners"])
@pytest.mark.parametrize(
    ("players", "message"),
    [
        ("Ann\x1b[31m,Ben", CONTROL),
        ("Ann,Ben\n", None),  # a line break at the end is only space around the name
        ("Ann,Be\tn", CONTROL.replace("seat 1", "seat 2")),
        (
            "Bartholomew-Maximilian,Ben",
            "Names may be at most 20 characters: 'Bartholomew-Maximili\u2026' is 22.",
        ),
        ("Ann,,Ben", "Seat 2 needs a name."),
        ("Ann,ann", "Seats 1 and 2 are both called ann; each player needs a different name."),
    ],
)
def test_the_command_line_refuses_bad_names_with_a_clear_message(
    capsys: pytest.CaptureFixture[str], spec, players: str, message: str | None
):
    if message is None:
        assert build_parser(spec()).parse_args(["--players", players]).players == ["Ann", "Ben"]
        return
    with pytest.raises(SystemExit) as exit_info:
        run(spec(), ["--players", players])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert f"argument --players: {message}" in err
    assert "\x1b" not in err and "\t" not in err


def test_check_names_raises_the_first_problem_only():
    with pytest.raises(ValueError) as refused:
        check_names(["", ""])
    assert str(refused.value) == "Seat 1 needs a name."
