"""The collector's settings while an app runs are handed back when it ends (session.memory)."""

from __future__ import annotations

import gc

from shared.session import memory


def test_play_thresholds_last_until_release():
    before = gc.get_threshold()
    try:
        memory.tune_for_play()
        memory.tune_for_play()  # a second app in the same process changes nothing more
        assert gc.get_threshold() == memory.PLAY_THRESHOLDS
        memory.release()
        assert gc.get_threshold() == before
        memory.release()  # releasing twice keeps the thresholds of before
        assert gc.get_threshold() == before
    finally:
        gc.set_threshold(*before)


async def test_an_app_restores_the_thresholds_when_it_ends():
    from tests.shared.ui.bench_toy import new_app

    before = gc.get_threshold()
    app = new_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        assert gc.get_threshold() == memory.PLAY_THRESHOLDS
    assert gc.get_threshold() == before
