"""The dimmed screen behind a dialog looks exactly as Textual's own tint would draw it."""

from __future__ import annotations

from rich.color import Color as RichColor
from rich.color import ColorSystem
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.renderables.background_screen import BackgroundScreen
from textual.strip import Strip

from shared.ui.widgets.tint import dimmed_standard, tint_strip

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


def test_in_sixteen_colours_the_tint_dims_by_name_and_keeps_every_hue():
    """Blended colours all fall to grey in 16 colours: there a bright red becomes red."""
    shade = Color(0, 0, 0, 0.6)
    seats = ["#ff5555", "#55ffff", "#55ff55", "#ffff55", "#ff55ff"]
    strip = Strip([Segment("x", Style(color=colour, bgcolor="#121212")) for colour in seats])
    dimmed = [
        segment.style.color.downgrade(ColorSystem.STANDARD).number
        for segment in tint_strip(strip, shade, sixteen=True)
    ]
    assert dimmed == [1, 6, 2, 3, 5]  # red, cyan, green, yellow, magenta
    blended = [segment.style.color for segment in tint_strip(strip, shade)]
    assert {colour.downgrade(ColorSystem.STANDARD).number for colour in blended} <= {0, 7, 8}


def test_in_sixteen_colours_text_steps_down_one_grey():
    assert dimmed_standard(RichColor.parse("#ffffff")).downgrade(ColorSystem.STANDARD).number == 7
    assert dimmed_standard(RichColor.parse("#aaaaaa")).downgrade(ColorSystem.STANDARD).number == 8
    assert dimmed_standard(RichColor.parse("#000000")).downgrade(ColorSystem.STANDARD).number == 0
