"""The dimmed screen behind a dialog looks exactly as Textual's own tint would draw it."""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.renderables.background_screen import BackgroundScreen
from textual.strip import Strip

from shared.ui.widgets.tint import tint_strip

SEGMENTS = [
    Segment("Ann ", Style(color="#e8c547", bgcolor="#1e1e1e", bold=True)),
    Segment("bids", Style(color="#5b9bf0")),
    Segment(" ", None),
    Segment("link", Style(link="https://example.org", bgcolor="#000000")),
    Segment("plain", Style()),
]


def test_the_tint_blends_every_segment_as_textual_does():
    for color in (Color(0, 0, 0, 0.6), Color(255, 255, 255, 0.3), Color(0, 0, 0, 0)):
        expected = list(BackgroundScreen.process_segments(SEGMENTS, color))
        strip = Strip(SEGMENTS)
        tinted = tint_strip(strip, color)
        assert list(tinted) == expected
        assert tinted.cell_length == strip.cell_length
