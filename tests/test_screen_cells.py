"""The UI benchmark's copy of the terminal (``benchmarks/screen_cells.py``) must show what the
app shows: its "settled" figure leaves out frames that changed no cell of that copy, so a
copy that drifted would leave out frames a player saw."""

from __future__ import annotations

from benchmarks.bench_ui import SIZE, FrameWatch
from tests.shared.ui import bench_toy


async def test_the_benchmarks_copy_of_the_terminal_matches_the_screen_after_every_key() -> None:
    app = bench_toy.new_app()
    watch = FrameWatch(app)
    async with app.run_test(size=SIZE) as pilot:
        next_key = bench_toy.next_key(app)
        pressed = 0
        while pressed < 25 and not bench_toy.finished(app):
            key = next_key()
            if key is None:
                await pilot.pause(0.01)
                continue
            await pilot.press(key)
            await pilot.pause()
            pressed += 1
            shown = [
                "".join(segment.text for segment in strip)
                for strip in app.screen._compositor.render_strips(app.size)
            ]
            copied = ["".join(text for text, _ in row) for row in watch.cells.rows]
            assert copied == shown, f"after key {pressed} ({key!r})"
    assert pressed == 25
    assert any(watch.changed) and len(watch.changed) == len(watch.frames)
