"""Fixtures of the screens' tests."""

from __future__ import annotations

import pytest

from shared.ui import read_wait
from tests.shared.ui.read_clock import WAIT, Clock


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    """The wait to be read set to :data:`WAIT`, on a clock of the test's own."""
    fake = Clock()
    monkeypatch.setattr(read_wait, "READ_SECONDS", WAIT)
    monkeypatch.setattr(read_wait, "clock", fake)
    return fake
