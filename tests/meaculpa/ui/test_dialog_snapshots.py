"""Snapshots of every Mea Culpa dialog and result, each on an empty screen at one fixed size.

Regenerate after an intended change with ``pytest tests/meaculpa/ui -n0 --snapshot-update``
and look at the SVGs before committing them.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.screen import Screen

from tests.meaculpa.ui.moments import TURN_DIALOGS, DialogHost, dialog_at, result_at
from tests.meaculpa.ui.support import SIZE
from tests.ui_support import assert_svg_snapshot, run_app

LIST_DIALOGS = (
    "bonus",
    "compartment",
    "notches",
    "characters",
    "pope-stone",
    "emperor-crew",
    "dual-duties",
    "sinner-visit",
    "den-choice",
    "second-donation",
    "merchant",
    "guess",
    "suite-5",
    "card-new-crew",
    "card-move-crew",
    "card-pope-stone",
    "card-take-good",
    "gift",
    "letter-pick",
)


async def show(screen: Screen[Any], snapshot: Any) -> None:
    host = DialogHost()
    async with run_app(host, SIZE) as pilot:
        await host.push_screen(screen)
        await pilot.pause()
        assert_svg_snapshot(snapshot, host)


SEALS = ("taler-held", "seal-bid", "seal-compartment")


@pytest.mark.parametrize("name", [*LIST_DIALOGS, *TURN_DIALOGS, "taler", *SEALS, "take-back"])
async def test_dialog(name: str, snapshot: Any):
    await show(dialog_at(name), snapshot)


@pytest.mark.parametrize("name", ["reveal", "evaluation", "punishment", "final"])
async def test_result(name: str, snapshot: Any):
    await show(result_at(name), snapshot)
