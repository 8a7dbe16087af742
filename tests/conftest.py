"""Test-wide set-up: saves and settings go to temporary folders, never the user's own."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("SINFUL_TABLES_DATA_DIR", str(folder))
    monkeypatch.setenv("SINFUL_TABLES_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))
    yield folder
