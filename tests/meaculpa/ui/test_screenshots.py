"""The screenshot list names every screen the README and the issue ask for, and renders."""

from __future__ import annotations

from tests.meaculpa.ui.screenshots import shots
from tests.shared.ui.screenshots import render

WANTED = {
    "setup",
    "curtain",
    "board",
    "player",
    "bid",
    "donation",
    "house",
    "guess",
    "evaluation",
    "final",
    "replay",
    "replay-open",
    "since",
}


def test_every_wanted_screen_has_a_shot():
    names = {shot.name for shot in shots()}
    assert {f"meaculpa-{name}" for name in WANTED} <= names


async def test_a_shot_renders_to_svg(tmp_path):
    curtain = next(shot for shot in shots() if shot.name == "meaculpa-curtain")
    path = await render(curtain, tmp_path)
    assert "Pass the keyboard to" in path.read_text(encoding="utf-8").replace("&#160;", " ")
