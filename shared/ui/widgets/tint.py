"""The dimmed screen behind a dialog, drawn quickly.

A modal screen with a translucent background shows the screen beneath it, tinted. Textual
draws that through Rich: the whole screen beneath is turned into segments, each segment's
colours are blended one by one, and the result is cut back into lines. With a full board
behind a dialog that took some 35 ms per frame, and a dialog draws its background two or
three times while it opens, which made every decision feel slow.

:class:`TintedScreen` does the same job on the strips the screen beneath has already
rendered, and blends each distinct style once (a screen holds a few dozen styles but
thousands of segments). The picture is the same; only the work is less.
"""

from __future__ import annotations

from functools import lru_cache

from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.css.styles import RulesMap
from textual.geometry import Size
from textual.screen import Screen
from textual.strip import Strip
from textual.style import Style as VisualStyle
from textual.visual import RenderOptions, Visual

from shared.ui.textual_internals import composed_strips

_NO_STYLE = Style()


@lru_cache(maxsize=4096)
def tinted(style: Style | None, color: Color) -> Style:
    """``style`` blended with ``color`` (links and meta removed, as Textual does)."""
    style = _NO_STYLE if style is None else style.clear_meta_and_links()
    if color.a == 0:
        return style
    foreground = (Color.from_rich_color(style.color) + color).rich_color if style.color else None
    background = (
        (Color.from_rich_color(style.bgcolor) + color).rich_color if style.bgcolor else None
    )
    return style + Style.from_color(foreground, background)


def tint_strip(strip: Strip, color: Color) -> Strip:
    """One line of the screen beneath, blended with ``color``."""
    segments = [
        segment if segment.control else Segment(segment.text, tinted(segment.style, color))
        for segment in strip
    ]
    return Strip(segments, strip.cell_length)


class TintedScreen(Visual):
    """The screen beneath a dialog, blended with the dialog's translucent background."""

    def __init__(self, screen: Screen[object], color: Color) -> None:
        self.screen = screen
        self.color = color

    def render_strips(
        self, width: int, height: int | None, style: VisualStyle, options: RenderOptions
    ) -> list[Strip]:
        size = Size(width, height if height is not None else self.screen.size.height)
        strips = composed_strips(self.screen, size)
        return [tint_strip(strip, self.color) for strip in strips]

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return container_width

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.screen.size.height
