"""Mea Culpa's evaluations and final scoring read together at 100x30 (issue 34, point 6):
one line per player, each on one rendered line (nothing of it runs on to the next)."""

from __future__ import annotations

import re

import pytest

from tests.meaculpa.ui.moments import DialogHost, result_at
from tests.meaculpa.ui.support import SIZE
from tests.rendered_text import rendered_text
from tests.ui_support import run_app

PLAYERS = ("Ann", "Ben", "Cid")
#: A player's line: the letters taken at an evaluation, or the final move with the letters.
SAID = {
    "evaluation": re.compile(r"^(Ann|Ben|Cid) takes (no letter|\d+ letters?: .*)\.$"),
    "final": re.compile(r"^(Ann|Ben|Cid) \((.*)\): (.* = \d+ steps?, -?\d+ to .*|stays .*)\.$"),
}


@pytest.mark.parametrize("name", sorted(SAID))
async def test_each_players_line_is_one_whole_rendered_line(name: str):
    host = DialogHost()
    async with run_app(host, SIZE) as pilot:
        await host.push_screen(result_at(name))
        await pilot.pause()
        lines = [line.strip("\u2588 ") for line in rendered_text(host).splitlines()]
    said = [line for line in lines if line.startswith(PLAYERS) and SAID[name].match(line)]
    # every player once, in full: a line cut short or run on would not match
    assert sorted(line.split()[0] for line in said) == list(PLAYERS), lines
