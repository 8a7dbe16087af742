"""Test-wide set-up: saves and settings go to temporary folders, never the user's own; the
longest tests are handed out first."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("SINFUL_TABLES_DATA_DIR", str(folder))
    monkeypatch.setenv("SINFUL_TABLES_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))
    yield folder


@pytest.fixture(autouse=True)
def _results_read_at_once(monkeypatch: pytest.MonkeyPatch):
    """Results take a key at once (a player's result waits to be read: ``shared.ui.read_wait``;
    its own tests set the wait and a clock)."""
    monkeypatch.setattr("shared.ui.read_wait.READ_SECONDS", 0.0)


def _seconds(item: pytest.Item) -> float:
    """The time a ``long`` test is marked with (0 for every other test)."""
    mark = item.get_closest_marker("long")
    return float(mark.args[0]) if mark is not None and mark.args else 0.0


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The ``long`` tests first, the longest first, everything else in its usual order.

    pytest-xdist hands tests out in collection order. Collected by file, the longest whole
    games came late, and the run waited at its end for one of them on one worker while the
    others stood idle; started first, they overlap with the many short tests. Every worker
    sorts the same way, so the collections stay identical, as xdist requires.
    """
    items.sort(key=lambda item: -_seconds(item))
