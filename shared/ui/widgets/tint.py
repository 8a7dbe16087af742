"""The dimmed screen behind a dialog, drawn quickly.

A modal screen with a translucent background shows the screen beneath it, tinted. Textual
draws that through Rich: the whole screen beneath is turned into segments, each segment's
colours are blended one by one, and the result is cut back into lines. With a full board
behind a dialog that took some 35 ms per frame, and a dialog draws its background two or
three times while it opens, which made every decision feel slow.

:class:`TintedScreen` does the same job on the strips the screen beneath has already
rendered, and blends each distinct style once (a screen holds a few dozen styles but
thousands of segments). The picture is the same; only the work is less.

In a terminal of 16 colours (``TERM=linux``) blending does not work: every blended colour is
a darker, greyer shade, and the nearest of the 16 colours to it is grey or black, so the
whole board behind a dialog turned grey and no seat could be told from another. There the
tint dims by colour name instead (:func:`dimmed_standard`): bright red becomes red, white
becomes light grey, light grey becomes dark grey, and every hue is kept.
"""

from __future__ import annotations

from functools import lru_cache

from rich.color import STANDARD_PALETTE, ColorSystem
from rich.color import Color as RichColor
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

#: The 16 colours' numbers: 0-7 normal, 8-15 their bright forms; 7 is light grey, 8 dark grey.
_BRIGHT = range(9, 16)
_LIGHT_GREY, _DARK_GREY = 7, 8


def dimmed_standard(color: RichColor) -> RichColor:
    """The 16-colour form of ``color``, one step dimmer: the normal form of a bright colour.

    Given as the exact colour Rich draws that number with, not as the number itself: Textual
    turns numbered colours into its own theme's shades first, and the nearest of the 16 to
    those may be another hue (its red is nearest to magenta).
    """
    number = color.downgrade(ColorSystem.STANDARD).number or 0
    if number in _BRIGHT:
        number -= 8
    elif number == _LIGHT_GREY:
        number = _DARK_GREY
    return RichColor.from_triplet(STANDARD_PALETTE[number])


@lru_cache(maxsize=4096)
def tinted(style: Style | None, color: Color, sixteen: bool = False) -> Style:
    """``style`` blended with ``color`` (links and meta removed, as Textual does).

    With ``sixteen`` (a terminal of 16 colours) the text colour is dimmed by name instead.
    """
    style = _NO_STYLE if style is None else style.clear_meta_and_links()
    if color.a == 0:
        return style
    foreground: RichColor | None = None
    if style.color and sixteen:
        foreground = dimmed_standard(style.color)
    elif style.color:
        foreground = (Color.from_rich_color(style.color) + color).rich_color
    background = (
        (Color.from_rich_color(style.bgcolor) + color).rich_color if style.bgcolor else None
    )
    return style + Style.from_color(foreground, background)


def tint_strip(strip: Strip, color: Color, sixteen: bool = False) -> Strip:
    """One line of the screen beneath, blended with ``color``."""
    segments = [
        segment if segment.control else Segment(segment.text, tinted(segment.style, color, sixteen))
        for segment in strip
    ]
    return Strip(segments, strip.cell_length)


class TintedScreen(Visual):
    """The screen beneath a dialog, blended with the dialog's translucent background."""

    def __init__(self, screen: Screen[object], color: Color, *, sixteen: bool = False) -> None:
        self.screen = screen
        self.color = color
        #: The terminal shows only 16 colours: dim by colour name (see the module).
        self.sixteen = sixteen

    def render_strips(
        self, width: int, height: int | None, style: VisualStyle, options: RenderOptions
    ) -> list[Strip]:
        size = Size(width, height if height is not None else self.screen.size.height)
        strips = composed_strips(self.screen, size)
        return [tint_strip(strip, self.color, self.sixteen) for strip in strips]

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return container_width

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.screen.size.height
