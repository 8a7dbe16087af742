"""Seat colours read well on every built-in theme and stay apart for colour-blind players.

Thresholds, and why:

- contrast 4.5:1 (WCAG 2 AA for normal text) on each colour a seat's name stands on;
- CIEDE2000 of at least 10 between any two seats as seen with protanopia, deuteranopia or
  tritanopia (Machado 2009, full severity): a difference of about 2 is just noticeable side
  by side, and 10 is plainly a different colour at a glance, even in small text;
- at least 20 for typical colour vision, so the seats look clearly unlike one another.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from textual.theme import BUILTIN_THEMES

from shared.ui.colour import contrast, parse_hex, readable_on
from shared.ui.theme import DARK_SEAT_COLOURS, LIGHT_SEAT_COLOURS, seat_variables, text_grounds
from tests.shared.ui.colour_vision import MACHADO, delta_e_2000, distance

MIN_CONTRAST = 4.5
MIN_DISTANCE_DEFICIENT = 10.0
MIN_DISTANCE_TYPICAL = 20.0

#: Themes of the terminal's own 16 colours have no values to measure.
THEMES = {name: theme for name, theme in BUILTIN_THEMES.items() if text_grounds(theme)}


def seat_colours(theme_name: str) -> list[str]:
    theme = THEMES[theme_name]
    return list(seat_variables(theme.dark, None, text_grounds(theme)).values())


def test_every_theme_but_the_ansi_ones_is_measured():
    assert set(BUILTIN_THEMES) - set(THEMES) == {"ansi-dark", "ansi-light"}


@pytest.mark.parametrize("theme_name", sorted(THEMES))
def test_seat_colours_are_readable_on_the_theme(theme_name: str):
    for ground in text_grounds(THEMES[theme_name]):
        for colour in seat_colours(theme_name):
            ratio = contrast(parse_hex(colour), parse_hex(ground))
            assert ratio >= MIN_CONTRAST, f"{colour} on {ground}: {ratio:.2f}"


@pytest.mark.parametrize("deficiency", [None, *MACHADO])
@pytest.mark.parametrize("theme_name", sorted(THEMES))
def test_seat_colours_stay_apart(theme_name: str, deficiency: str | None):
    least = MIN_DISTANCE_TYPICAL if deficiency is None else MIN_DISTANCE_DEFICIENT
    colours = seat_colours(theme_name)
    for first, second in combinations(range(len(colours)), 2):
        apart = distance(parse_hex(colours[first]), parse_hex(colours[second]), deficiency)
        assert apart >= least, f"seats {first + 1} and {second + 1}: {apart:.1f}"


def test_the_built_in_themes_need_no_adjustment():
    """The palettes themselves fit every built-in theme (adjusting is for other themes)."""
    for theme_name, theme in THEMES.items():
        palette = DARK_SEAT_COLOURS if theme.dark else LIGHT_SEAT_COLOURS
        assert seat_colours(theme_name) == list(palette)


def test_a_colour_too_faint_for_a_theme_is_made_readable():
    grey = parse_hex("#5a5a5a")  # a mid-grey background of someone's own theme
    for colour in DARK_SEAT_COLOURS:
        adjusted = readable_on(parse_hex(colour), [grey])
        assert contrast(adjusted, grey) >= MIN_CONTRAST
    dark_theme_on_grey = seat_variables(True, None, ["#5a5a5a"])
    assert all(
        contrast(parse_hex(colour), grey) >= MIN_CONTRAST for colour in dark_theme_on_grey.values()
    )


@pytest.mark.parametrize(
    ("first", "second", "expected"),
    [  # Sharma, Wu and Dalal (2005), table 1: pairs 1, 7, 17, 25 and 34
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ((35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
    ],
)
def test_ciede2000_matches_the_published_pairs(first, second, expected):
    assert delta_e_2000(first, second) == pytest.approx(expected, abs=1e-4)


def test_the_old_red_and_green_were_alike_for_deuteranopes():
    """The reason for the palettes: seats 1 and 3 of the former dark palette were ~3 apart."""
    red, green = parse_hex("#f47067"), parse_hex("#6bc46d")
    assert distance(red, green, "deuteranopia") < 5
    assert distance(red, green) > 30
