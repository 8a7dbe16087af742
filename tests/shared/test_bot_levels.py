"""Bots are chosen by level: Easy, Normal, Strong (issue 34, point 7). The command line takes
the levels and still the kinds' own names (random, heuristic, mcts), both meaning the same
seat; screens name a bot by its level."""

from __future__ import annotations

from dataclasses import replace

import pytest

from meaculpa_tui.spec import game_spec as meaculpa_spec
from shared.cli import GameSpec, LaunchRequest, run
from shared.engine.bots import BOT_LEVELS, bot_kind, level_name
from shared.ui.screens.setup import seat_kind_options
from sinners_tui.spec import game_spec as sinners_spec


def _launched(spec: GameSpec, argv: list[str]) -> LaunchRequest:
    seen: list[LaunchRequest] = []

    def launch(request: LaunchRequest) -> int:
        seen.append(request)
        return 0

    assert run(replace(spec, launch=launch), argv) == 0
    return seen[0]


@pytest.mark.parametrize("spec", [meaculpa_spec(), sinners_spec()], ids=["meaculpa", "sinners"])
def test_levels_and_the_old_kind_names_choose_the_same_bots(spec: GameSpec):
    names = ["--players", "Ann,Ben,Cid"]
    by_level = _launched(spec, [*names, "--bots", "easy,normal,strong"])
    by_kind = _launched(spec, [*names, "--bots", "random,heuristic,mcts"])
    assert by_level.bots == by_kind.bots == ["random", "heuristic", "mcts"]
    mixed = _launched(spec, [*names, "--bots", "human, Strong ,heuristic"])
    assert mixed.bots == ["human", "mcts", "heuristic"]


def test_an_unknown_level_is_refused_naming_the_levels(capsys: pytest.CaptureFixture[str]):
    with pytest.raises(SystemExit) as exit_info:
        run(meaculpa_spec(), ["--players", "Ann,Ben", "--bots", "human,medium"])
    assert exit_info.value.code == 2
    error = capsys.readouterr().err
    assert "unknown player kind 'medium'" in error
    assert "human, easy, normal, strong (or random, heuristic, mcts)" in error


def test_the_help_offers_the_levels(capsys: pytest.CaptureFixture[str]):
    with pytest.raises(SystemExit):
        run(sinners_spec(), ["--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "human or a bot's level: easy, normal, strong (or random, heuristic, mcts)" in help_text


def test_simulate_takes_levels_too(capsys: pytest.CaptureFixture[str]):
    argv = ["simulate", "--games", "1", "--players", "2", "--bots", "easy,Easy", "--jobs", "1"]
    assert run(sinners_spec(), argv) == 0
    assert '"games": 1' in capsys.readouterr().out


def test_the_setup_screen_offers_the_levels_weakest_first():
    for spec in (meaculpa_spec(), sinners_spec()):
        assert seat_kind_options(spec.bots) == [
            ("Human", "human"),
            ("Bot: Easy", "random"),
            ("Bot: Normal", "heuristic"),
            ("Bot: Strong", "mcts"),
        ]
    assert seat_kind_options(["random", "slow"]) == [
        ("Human", "human"),
        ("Bot: Easy", "random"),
        ("Bot: slow", "slow"),
    ]


def test_one_mapping_names_every_level():
    assert {bot_kind(level) for level in BOT_LEVELS} == set(BOT_LEVELS.values())
    assert [level_name(kind) for kind in BOT_LEVELS.values()] == ["Easy", "Normal", "Strong"]
    assert bot_kind(" NORMAL ") == "heuristic" and bot_kind("mcts") == "mcts"
    assert level_name("slow") == "slow"
