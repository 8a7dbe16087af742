"""The board reads without colour: goods are letters with a key, souls have distinct marks."""

from __future__ import annotations

from meaculpa_tui import engine
from meaculpa_tui.engine import data
from meaculpa_tui.ui.styling import goods_legend
from meaculpa_tui.ui.table import board_sections
from meaculpa_tui.ui.table_text import donated_cell, market_text, track_text

NAMES = [f"Player {seat}" for seat in range(1, 5)]


def _view(**changes: object):
    state = engine.new_game(NAMES, 3)
    return engine.public_view(state.model_copy(update=changes))


def test_donations_name_each_good_by_its_letter():
    slots = [2, 0, 1, 6, 5]  # bread, wine, cloth, jewel, taler
    assert donated_cell(slots).plain == "BB C J\u00d76 5 taler"


def test_the_players_box_says_what_the_letters_mean():
    players = next(section for section in board_sections(_view()) if section.id == "players")
    assert goods_legend() in players.title
    assert goods_legend() == "B=bread W=wine C=cloth J=jewel"


def test_market_stones_are_letters():
    market = [0] * len(data.STONES)
    market[data.INDULGENCE] = 2
    rows = market_text(_view(market=market)).plain.splitlines()
    assert "II" in rows[1 + data.INDULGENCE]


def test_souls_of_the_default_names_are_told_apart_without_colour():
    """With "Player 1" to "Player 4" every initial would be "P": the marks are the numbers."""
    track = track_text(_view(souls=[2, 4, 6, 8])).plain.splitlines()
    spaces = track[1][len("  0 ") :]  # the hell row, one cell per space from space 0
    assert spaces[2] + spaces[4] + spaces[6] + spaces[8] == "1234"
    assert "1 Player 1 2" in " ".join(track[2:])
