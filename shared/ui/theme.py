"""Player colours as theme variables, so every seat stays readable on dark and light themes.

Widgets never name a literal colour for a seat: they carry the CSS class ``seat-N`` and the
stylesheet maps it to the theme variable ``$seat-N``. The variables come from
:func:`seat_variables`, which picks a brighter palette for dark themes and a deeper one for
light themes (the app recomputes them whenever the theme changes), and a registered theme may
override any of them through its ``variables``.

The two palettes were chosen so that, on every built-in Textual theme, each seat colour keeps
a WCAG contrast of at least 4.5:1 on the background and on the surface (boards and dialogs),
and any two seats stay apart (CIEDE2000 of 10 or more) for people with protanopia,
deuteranopia or tritanopia, 20 or more for typical colour vision
(``tests/shared/ui/test_palette.py`` measures it). One hue per seat family is kept: red,
blue, green, amber, pink or purple. A theme the palettes were not made for gets each colour
lightened or darkened just enough to stay readable on it (:func:`shared.ui.colour.readable_on`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from textual.color import Color, ColorParseError
from textual.theme import Theme

from shared.ui.colour import parse_hex, readable_on, to_hex

if TYPE_CHECKING:
    from textual.app import App

#: Seat colours on dark themes: light enough for text on a dark background, and told apart
#: by lightness as well as hue (salmon, sky blue, light green, gold, light pink).
DARK_SEAT_COLOURS: tuple[str, ...] = ("#fe9b95", "#6cbcfb", "#8af98a", "#edc32b", "#fec7ef")
#: Seat colours on light themes: deep enough for text on a light background (crimson, blue,
#: green, ochre, violet).
LIGHT_SEAT_COLOURS: tuple[str, ...] = ("#7c1119", "#065bb5", "#0c6944", "#7d5402", "#421d96")
#: Colour systems (Rich's names) with only the 16 named colours, as on ``TERM=linux``.
SIXTEEN_COLOURS = frozenset({"standard", "windows"})


def shows_sixteen_colours(app: App[Any]) -> bool:
    """Whether ``app`` draws on a terminal of 16 colours (``TERM=linux``, a plain ``xterm``).

    Only an app run on a terminal does (``HotSeatApp.run`` finds out, into
    ``sixteen_colours``); one run for tests or screenshots draws into SVG, which is true
    colour, so its pictures never depend on the terminal the tests happen to run in.
    """
    return bool(getattr(app, "sixteen_colours", False))


#: Seat colours in 16 colours: exactly the bright (dark themes) or normal (light themes) named
#: colours red, cyan or blue, green, yellow or brown, magenta, so that the nearest of the 16
#: is never grey; the palettes above would turn seats 1 and 5 into light grey and white.
SIXTEEN_DARK_SEAT_COLOURS: tuple[str, ...] = ("#ff5555", "#55ffff", "#55ff55", "#ffff55", "#ff55ff")
SIXTEEN_LIGHT_SEAT_COLOURS: tuple[str, ...] = (
    "#aa0000",
    "#0000aa",
    "#00aa00",
    "#aa5500",
    "#aa00aa",
)
#: The most seats either game has; CSS classes exist for seats 0 to MAX_SEATS - 1.
MAX_SEATS = 5


def seat_class(seat: int | None) -> str:
    """The CSS class of a seat's colour ("seat-2"), or "" for no seat (public)."""
    return "" if seat is None else f"seat-{seat}"


def seat_variables(
    dark: bool, palette: Sequence[str] | None = None, backgrounds: Iterable[str] = ()
) -> dict[str, str]:
    """Theme variables ``seat-0`` .. ``seat-4`` for a dark or a light theme.

    ``backgrounds`` are the theme's background colours (``"#rrggbb"``) that seat-coloured
    text stands on; each colour is made readable on all of them. Without any (a theme of the
    terminal's own ANSI colours, whose values are unknown) the palette is used as it is.
    """
    colours = tuple(palette or (DARK_SEAT_COLOURS if dark else LIGHT_SEAT_COLOURS))
    readable = _readable(colours, tuple(backgrounds))
    return {f"seat-{seat}": readable[seat % len(readable)] for seat in range(MAX_SEATS)}


def readable_variables(colours: dict[str, str], backgrounds: Iterable[str]) -> dict[str, str]:
    """Theme variables (``name -> "#rrggbb"``) each made readable on every one of
    ``backgrounds``, as the seat colours are: a game's own pieces (letters, goods) then meet
    the same contrast on any theme. Without backgrounds the colours are kept as they are."""
    names = tuple(colours)
    readable = _readable(tuple(colours[name] for name in names), tuple(backgrounds))
    return dict(zip(names, readable, strict=True))


@lru_cache(maxsize=64)
def _readable(colours: tuple[str, ...], backgrounds: tuple[str, ...]) -> tuple[str, ...]:
    """``colours`` made readable on ``backgrounds`` (worked out once per theme)."""
    grounds = [parse_hex(ground) for ground in backgrounds]
    if not grounds:
        return colours
    return tuple(
        colour
        if (readable := readable_on(parse_hex(colour), grounds)) == parse_hex(colour)
        else to_hex(readable)
        for colour in colours
    )


#: The theme colours seat-coloured text stands on: boards and panels, dialogs and the log.
TEXT_GROUNDS = ("background", "surface")


def text_grounds(theme: Theme) -> tuple[str, ...]:
    """The ``#rrggbb`` colours of ``theme`` that seat-coloured text stands on.

    Empty for a theme of the terminal's own ANSI colours: their values are the terminal's.
    """
    generated = theme.to_color_system().generate()
    grounds = []
    for name in TEXT_GROUNDS:
        try:
            colour = Color.parse(generated[name])
        except (KeyError, ColorParseError):
            return ()
        if colour.ansi is not None:
            return ()
        grounds.append(colour.hex6)
    return tuple(grounds)


def seat_css() -> str:
    """Stylesheet rules for the seat classes.

    ``.seat-N`` colours text; a chip, card or heading that also has the class ``-filled``
    uses the colour as its background with automatically contrasting text.
    """
    rules = []
    for seat in range(MAX_SEATS):
        rules.append(
            f".seat-{seat} {{ color: $seat-{seat}; }}\n"
            f".seat-{seat}.-filled {{ background: $seat-{seat}; color: auto 90%; }}\n"
            f".seat-{seat}.-outlined {{ border: round $seat-{seat}; color: $foreground; }}"
        )
    return "\n".join(rules)
