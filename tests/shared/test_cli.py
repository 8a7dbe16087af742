"""The shared command line, exercised on the toy engine and on both real entry points."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from shared.cli import GameSpec, run
from shared.engine.saves import autosave_path
from tests.shared import toy_engine

SPEC = GameSpec(title="Toy", command="toy", engine=toy_engine, description="A toy.")


def test_simulate_prints_json_last(capsys: pytest.CaptureFixture[str]):
    code = run(SPEC, ["simulate", "--games", "5", "--players", "3", "--seed", "9"])
    out = capsys.readouterr().out.strip().splitlines()
    summary = json.loads(out[-1])
    assert code == 0
    for key in (
        "game",
        "games",
        "players",
        "seed",
        "errors",
        "seconds",
        "games_per_second",
        "mean_actions",
        "wins",
    ):
        assert key in summary
    assert summary["games"] == 5 and summary["players"] == 3


def test_unknown_bot_is_refused(capsys: pytest.CaptureFixture[str]):
    with pytest.raises(SystemExit) as exit_info:
        run(SPEC, ["simulate", "--players", "2", "--bots", "random,clever"])
    assert exit_info.value.code == 2
    assert "unknown player kind 'clever'" in capsys.readouterr().err


def test_too_many_players(capsys: pytest.CaptureFixture[str]):
    with pytest.raises(SystemExit):
        run(SPEC, ["--players", "A,B,C,D"])
    assert "2 to 3 players" in capsys.readouterr().err


def test_broken_load_file_is_reported(tmp_path, capsys: pytest.CaptureFixture[str]):
    path = tmp_path / "x.json"
    path.write_text("garbage")
    assert run(SPEC, ["--load", str(path)]) == 1
    assert "not a save file" in capsys.readouterr().err
    assert path.read_text() == "garbage"


def test_resume_without_autosave(capsys: pytest.CaptureFixture[str]):
    assert run(SPEC, ["--resume"]) == 1
    assert "There is no autosaved Toy game to resume." in capsys.readouterr().err


@pytest.mark.parametrize(
    ("points_to", "words"),
    [("autosave.json", "loops back on itself"), ("elsewhere.json", "elsewhere.json")],
    ids=["link-loop", "dangling-link"],
)
def test_resume_names_a_broken_autosave_link(
    points_to: str, words: str, capsys: pytest.CaptureFixture[str]
):
    path = autosave_path("toy")
    path.symlink_to(path.parent / points_to)
    assert run(SPEC, ["--resume"]) == 1
    err = capsys.readouterr().err
    assert "no autosaved" not in err
    assert f"Cannot use the save file {path}: it is a link" in err and words in err
    assert os.readlink(path) == str(path.parent / points_to)


@pytest.mark.parametrize("module", ["meaculpa_tui", "sinners_tui"])
def test_help_of_real_commands(module: str):
    result = subprocess.run(
        [sys.executable, "-m", module, "--help"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0
    assert "simulate" in result.stdout


@pytest.mark.parametrize(
    ("module", "title"), [("meaculpa_tui", "Mea Culpa"), ("sinners_tui", "Sinners")]
)
def test_version_names_the_game_and_the_installed_version(module: str, title: str):
    from importlib.metadata import version

    done = subprocess.run(
        [sys.executable, "-m", module, "--version"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0
    assert done.stdout == f"{title} {version('sinful-tables')}\n"


def test_version_without_package_metadata_says_so(capsys, monkeypatch):
    from importlib import metadata

    def missing(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", missing)
    with pytest.raises(SystemExit) as exited:
        run(SPEC, ["--version"])
    assert exited.value.code == 0
    assert capsys.readouterr().out.startswith("Toy (version unknown")
