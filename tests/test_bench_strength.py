"""The strength benchmark's interval is the Wilson score interval (benchmarks/bench_strength.py)."""

from __future__ import annotations

import pytest

from benchmarks.bench_strength import wilson_interval


def test_the_interval_matches_known_values():
    low, high = wilson_interval(100, 200)
    assert low == pytest.approx(0.4314, abs=1e-4) and high == pytest.approx(0.5686, abs=1e-4)
    low, high = wilson_interval(0, 8)
    assert low == pytest.approx(0.0, abs=1e-12) and high == pytest.approx(0.3244, abs=1e-4)


def test_the_interval_holds_the_rate_and_stays_within_zero_and_one():
    for wins, games in [(0, 1), (1, 1), (3, 40), (22, 40), (200, 200)]:
        low, high = wilson_interval(wins, games)
        assert 0.0 <= low <= wins / games <= high <= 1.0
