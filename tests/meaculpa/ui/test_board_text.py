"""The board's Players box: every row's columns line up under the header."""

from __future__ import annotations

import pytest

from meaculpa_tui import engine
from meaculpa_tui.engine import data
from meaculpa_tui.engine.state import State
from meaculpa_tui.ui.table_text import players_text
from tests.meaculpa.ui.moments import game_with


def _pope_held(players: int):
    """An action phase with the Pope held; with two players, a seat holds Emperor+Merchant."""

    def check(s: State) -> bool:
        if s.phase != "actions" or s.characters[data.POPE] is None:
            return False
        held = s.characters
        return players != data.TWO_PLAYERS or held[data.EMPEROR] == held[data.MERCHANT]

    return check


def _ends_at(row: str, end: int, value: int) -> bool:
    """Whether ``value`` is written right-aligned to end just before column ``end``."""
    text = str(value)
    return row[end - len(text) : end] == text and row[end - len(text) - 1] == " "


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_players_columns_line_up_with_the_pope_held(players):
    view = engine.public_view(game_with(_pope_held(players), players))
    header, *rows = players_text(view).plain.splitlines()
    rows = rows[:players]
    character = header.index("character")
    post_end = header.index("post") + len("post")
    sins_end = header.index("sins") + len("sins")
    donated = header.index("donated")
    pope = view.characters[data.POPE]
    assert "Pope" in rows[pope][character:post_end], rows[pope]
    for seat, row in enumerate(rows):
        assert row[character - 1] == " " and row[character] != " ", (header, row)
        assert _ends_at(row, post_end, view.posts[seat]), (header, row)
        assert _ends_at(row, sins_end, view.sin_stones[seat]), (header, row)
        assert row[donated - 1] == " " and row[donated] != " ", (header, row)
