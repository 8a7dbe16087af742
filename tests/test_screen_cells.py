"""The UI benchmark's copy of the terminal (``benchmarks/screen_cells.py``) must show what the
app shows: its "settled" figure leaves out frames that changed no cell of that copy, so a
copy that drifted would leave out frames a player saw."""

from __future__ import annotations

from benchmarks.bench_ui import SIZE, FrameWatch
from tests.shared.ui import bench_toy
from tests.ui_support import press_until

KEYS = 25


async def test_the_benchmarks_copy_of_the_terminal_matches_the_screen_after_every_key() -> None:
    app = bench_toy.new_app()
    watch = FrameWatch(app)
    looks = 0

    def copy_matches_screen_then_done() -> bool:
        """Called before every key: compare the copy with what the compositor shows now."""
        nonlocal looks
        shown = [
            "".join(segment.text for segment in strip)
            for strip in app.screen._compositor.render_strips(app.size)
        ]
        copied = ["".join(text for text, _ in row) for row in watch.cells.rows]
        assert copied == shown, f"at look {looks}"
        looks += 1
        return looks > KEYS or bench_toy.finished(app)

    async with app.run_test(size=SIZE) as pilot:
        presses = await press_until(pilot, bench_toy.next_key(app), copy_matches_screen_then_done)
    assert presses > KEYS // 2 and any(watch.changed) and len(watch.changed) == len(watch.frames)
