"""The settings file: every value checked, written atomically, left alone when unusable."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from shared.settings import (
    Settings,
    SettingsError,
    config_dir,
    default_settings,
    load_settings,
    save_settings,
    settings_from,
    settings_path,
)


def test_the_config_folder_is_overridden_like_the_data_folder(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("SINFUL_TABLES_CONFIG_DIR", str(tmp_path))
    assert config_dir() == tmp_path
    assert settings_path() == tmp_path / "settings.json"


def test_no_file_means_the_defaults():
    loaded = load_settings()
    assert loaded.settings == Settings() and loaded.problem is None


def test_the_defaults_are_empty_settings_and_write_an_empty_object():
    assert default_settings() == Settings()
    assert Settings().to_json() == "{}"


@pytest.mark.parametrize(
    "data",
    [
        {"bot_pause": True},
        {"bot_pause": float("nan")},
        {"bot_pause": float("inf")},
        {"bot_pause": 10.5},
        {"theme": "x" * 101},
        {"theme": ["nord"]},
        {"theme": "nord", "extra": 1},
        "nord",
    ],
)
def test_every_value_out_of_range_or_of_the_wrong_kind_is_refused(data):
    with pytest.raises(SettingsError):
        settings_from(data)


def test_a_whole_number_of_seconds_is_a_pause_and_nulls_are_the_defaults():
    assert settings_from({"bot_pause": 2, "theme": None}) == Settings(bot_pause=2.0)
    assert settings_from({"bot_pause": 0}) == Settings(bot_pause=0.0)
    assert settings_from({}) == Settings()


def test_settings_come_back_as_they_were_saved():
    assert save_settings(Settings(theme="nord", bot_pause=1.2))
    assert load_settings().settings == Settings(theme="nord", bot_pause=1.2)
    leftovers = [name for name in os.listdir(config_dir()) if name != "settings.json"]
    assert leftovers == []  # (the temporary file of the atomic write is gone)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{", "not valid JSON"),
        ('{"bot_pause": -1}', "bot_pause"),
        ('{"bot_pause": "slow"}', "bot_pause"),
        ('{"theme": 7}', "theme"),
        ('{"colour": "red"}', "colour"),
        ("[]", "object"),
    ],
)
def test_a_broken_file_is_named_in_one_sentence_and_left_untouched(text: str, reason: str):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    loaded = load_settings()
    assert loaded.settings == Settings()
    assert loaded.problem is not None
    assert str(path) in loaded.problem and reason in loaded.problem
    assert "default settings" in loaded.problem
    assert loaded.problem.count(". ") == 0 and loaded.problem.endswith(".")
    assert path.read_text(encoding="utf-8") == text


def test_a_folder_in_place_of_the_file_is_named():
    settings_path().mkdir(parents=True)
    problem = load_settings().problem
    assert problem is not None and "not a regular file" in problem


def test_a_settings_file_that_cannot_be_written_is_no_error(tmp_path: Path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("SINFUL_TABLES_CONFIG_DIR", str(blocker / "config"))
    assert save_settings(Settings(theme="nord")) is False
