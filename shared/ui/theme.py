"""Player colours as theme variables, so every seat stays readable on dark and light themes.

Widgets never name a literal colour for a seat: they carry the CSS class ``seat-N`` and the
stylesheet maps it to the theme variable ``$seat-N``. The variables come from
:func:`seat_variables`, which picks a brighter palette for dark themes and a deeper one for
light themes (the app recomputes them whenever the theme changes), and a registered theme may
override any of them through its ``variables``.
"""

from __future__ import annotations

from collections.abc import Sequence

#: Seat colours on dark themes: bright enough for text on a dark background.
DARK_SEAT_COLOURS: tuple[str, ...] = ("#f47067", "#6cb6ff", "#6bc46d", "#e0a82e", "#c39ef7")
#: Seat colours on light themes: deep enough for text on a light background.
LIGHT_SEAT_COLOURS: tuple[str, ...] = ("#c62828", "#1558b0", "#1b7a35", "#8a5a00", "#7a3fc4")
#: The most seats either game has; CSS classes exist for seats 0 to MAX_SEATS - 1.
MAX_SEATS = 5


def seat_class(seat: int | None) -> str:
    """The CSS class of a seat's colour ("seat-2"), or "" for no seat (public)."""
    return "" if seat is None else f"seat-{seat}"


def seat_variables(dark: bool, palette: Sequence[str] | None = None) -> dict[str, str]:
    """Theme variables ``seat-0`` .. ``seat-4`` for a dark or a light theme."""
    colours = palette or (DARK_SEAT_COLOURS if dark else LIGHT_SEAT_COLOURS)
    return {f"seat-{seat}": colours[seat % len(colours)] for seat in range(MAX_SEATS)}


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
