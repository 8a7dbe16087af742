"""`sinners simulate` through the shared command line (issue: "Command line")."""

from __future__ import annotations

import json

import pytest

from sinners_tui.__main__ import main
from sinners_tui.spec import game_spec


def _summary(capsys: pytest.CaptureFixture[str]) -> dict:
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_simulate_plays_full_games_and_reports_json(capsys: pytest.CaptureFixture[str]):
    code = main(["simulate", "--games", "3", "--players", "4", "--seed", "5"])
    summary = _summary(capsys)
    assert code == 0 and summary["errors"] == 0
    assert summary["game"] == "sinners" and summary["games"] == 3 and summary["players"] == 4
    assert summary["capped"] == 0 and summary["mean_rounds"] >= 1
    assert sum(summary["wins"]) == 3
    for key in ("seed", "seconds", "games_per_second", "mean_actions"):
        assert key in summary


def test_simulate_round_cap_and_beginner_variant(capsys: pytest.CaptureFixture[str]):
    code = main(
        [
            "simulate",
            "--games",
            "4",
            "--players",
            "2",
            "--seed",
            "1",
            "--max-rounds",
            "1",
            "--beginner",
            "--bots",
            "random,random",
        ]
    )
    summary = _summary(capsys)
    assert code == 0 and summary["capped"] == 4 and summary["mean_rounds"] == 1


def test_game_spec_registers_option_rounds_and_round_cap():
    spec = game_spec()
    assert [option.flag for option in spec.options] == ["--beginner"]
    assert spec.has_round_cap and spec.rounds_of is not None
