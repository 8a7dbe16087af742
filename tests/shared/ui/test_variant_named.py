"""The rules a table plays are named on its board (issue 34, point 7): Mea Culpa's
Sophisticated Penitent variant and Sinners' beginner variant stand beside the game's title in
the header of the board's screens while such a game is played, and only then."""

from __future__ import annotations

from typing import Any

import pytest

from meaculpa_tui import engine as meaculpa
from shared.cli import game_title
from shared.engine.record import GameRecord
from shared.ui.openings import StartGame
from sinners_tui.spec import game_spec as sinners_spec
from tests.meaculpa.ui import screenshots as mc_shots
from tests.meaculpa.ui.demo import record_until
from tests.rendered_text import rendered_text
from tests.sinners.ui import screenshots as sn_shots
from tests.ui_support import run_app

SIZE = (100, 30)


async def _header_and_screen(app: Any, steps: Any) -> tuple[str, str]:
    """The header line and the whole screen once the seat's own screen is up."""
    async with run_app(app, SIZE) as pilot:
        await steps(pilot)
        await pilot.pause()
        text = rendered_text(app)
    return text.splitlines()[0], text


@pytest.mark.parametrize("variant", [True, False], ids=["variant", "plain"])
async def test_meaculpa_names_the_sophisticated_penitent_variant_when_it_is_played(variant):
    options = {"sophisticated_penitent": True} if variant else {}
    record = GameRecord.start(meaculpa, ["Ann", "Ben", "Cid"], 11, **options)  # type: ignore[arg-type]
    record = record_until(record, mc_shots.turn_of(False))
    app = mc_shots.app_for(StartGame(record, ["human"] * 3))
    header, _ = await _header_and_screen(app, mc_shots.lifted)
    assert ("Mea Culpa \u00b7 Sophisticated Penitent \u2014" in header) == variant, header
    assert "Mea Culpa" in header


@pytest.mark.parametrize("beginner", [True, False], ids=["beginner", "plain"])
async def test_sinners_names_the_beginner_variant_when_it_is_played(beginner):
    record = sn_shots.record_until(
        ["Ann", "Ben"], sn_shots.SEED, lambda state: state.phase == "play", beginner=beginner
    )
    header, _ = await _header_and_screen(sn_shots.app_at(record), sn_shots.to_hand)
    assert ("Sinners \u00b7 beginner variant \u2014" in header) == beginner, header


def test_the_title_names_each_option_on_and_none_off():
    spec = sinners_spec()
    assert game_title(spec, {"beginner": True}) == "Sinners \u00b7 beginner variant"
    assert game_title(spec, {}) == "Sinners"
