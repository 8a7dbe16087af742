"""The frame hook the privacy walks rely on (``tests.table_watch.watch_frames``)."""

from __future__ import annotations

from tests.shared.ui.toy_app import start, toy_app
from tests.table_watch import watch_frames
from tests.ui_support import run_app, wait_until


async def test_every_drawn_frame_reaches_the_watch():
    """If this fails after a Textual upgrade, Textual no longer draws frames through the
    private ``App._display`` that ``watch_frames`` wraps: find the new place and adapt it."""
    app = toy_app(start(["Ann", "Ben"], seed=1))
    frames: list[str] = []
    watch_frames(app, lambda a: frames.append(type(a.screen).__name__))
    async with run_app(app, (100, 30)) as pilot:
        await wait_until(pilot, lambda: "CurtainScreen" in frames, what="a frame of the curtain")
        await pilot.press("enter")
        await wait_until(pilot, lambda: "SinceScreen" in frames, what="a frame of the summary")
        await pilot.press("enter")
        await wait_until(pilot, lambda: "PlayerScreen" in frames, what="a frame of the seat")
