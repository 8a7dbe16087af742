"""The letters and goods read well on every built-in theme, as the seat colours do.

Each good and letter also carries a letter of its own (B W C J I for the market stones, Y B R
G for the letters), so colour is never the only cue; the colours must still meet 4.5:1 (WCAG 2
AA) on each colour they stand on (a letter is drawn reversed: the same pair of colours).
"""

from __future__ import annotations

import pytest
from textual.theme import BUILTIN_THEMES

from meaculpa_tui.ui.app import PIECE_COLOURS_DARK, piece_variables
from shared.ui.colour import contrast, parse_hex
from shared.ui.theme import text_grounds

THEMES = {name: theme for name, theme in BUILTIN_THEMES.items() if text_grounds(theme)}


@pytest.mark.parametrize("theme_name", sorted(THEMES))
def test_letters_and_goods_are_readable_on_the_theme(theme_name: str):
    theme = THEMES[theme_name]
    grounds = text_grounds(theme)
    pieces = piece_variables(theme.dark, grounds)
    assert set(pieces) == set(PIECE_COLOURS_DARK)
    for name, colour in pieces.items():
        for ground in grounds:
            ratio = contrast(parse_hex(colour), parse_hex(ground))
            assert ratio >= 4.5, f"{name} {colour} on {ground}: {ratio:.2f}"


def test_the_pieces_keep_their_colours_where_they_already_read_well():
    """Only what falls short is adjusted (the default dark theme keeps the yellow letter)."""
    theme = BUILTIN_THEMES["textual-dark"]
    pieces = piece_variables(True, text_grounds(theme))
    assert pieces["letter-yellow"] == PIECE_COLOURS_DARK["letter-yellow"]
