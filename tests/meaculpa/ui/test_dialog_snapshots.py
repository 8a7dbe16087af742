"""Snapshots of every Mea Culpa dialog and result, each on an empty screen at one fixed size.

Regenerate after an intended change with ``pytest tests/meaculpa/ui -n0 --snapshot-update``
and look at the SVGs before committing them.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.screen import Screen

from meaculpa_tui import engine
from meaculpa_tui.engine import topics
from meaculpa_tui.ui.bid import TalerDialog
from meaculpa_tui.ui.choices import decision_for, house_decision
from meaculpa_tui.ui.dialogs import DecisionDialog, take_back_dialog
from meaculpa_tui.ui.results import FinalScreen, result_dialog
from meaculpa_tui.ui.turn import buy_decision, donate_decision, sell_decision
from tests.meaculpa.ui.moments import DialogHost, deciding_view, game_with, has_result
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
TURN_DIALOGS = {
    "buy": ("turn", buy_decision),
    "sell": ("turn", sell_decision),
    "donate": ("turn", donate_decision),
    "house": ("turn", house_decision),
    "pope-die": ("pope-turn", house_decision),
}


def dialog(name: str) -> Screen[Any]:
    if name in TURN_DIALOGS:
        moment, make = TURN_DIALOGS[name]
        view, seat, legal = deciding_view(moment)
        return DecisionDialog(make(view, seat, legal))
    if name == "taler":
        view, seat, _ = deciding_view("taler")
        return TalerDialog(view, seat)
    if name in ("taler-held", "seal-bid"):
        view, seat, legal = deciding_view("notches")
        taler = TalerDialog(view, seat, legal[2])  # 3 notches held by the screens
        return taler if name == "taler-held" else taler.seal(7)
    if name == "seal-compartment":
        view, seat, legal = deciding_view("compartment")
        decision = decision_for(view, seat, legal)
        assert decision is not None and decision.review is not None
        return decision.review(legal[1])
    if name == "take-back":
        view, seat, _ = deciding_view("second-action")
        return take_back_dialog(view, seat)
    view, seat, legal = deciding_view(name)
    decision = decision_for(view, seat, legal)
    assert decision is not None, name
    return DecisionDialog(decision)


def result(name: str) -> Screen[Any]:
    if name == "final":
        state = game_with(engine.is_over)
        return FinalScreen(engine.public_view(state), engine.winners(state))
    topic = {
        "reveal": topics.BIDS,
        "evaluation": topics.EVALUATION,
        "punishment": topics.PUNISHMENT,
    }
    state = game_with(has_result(topic[name]))
    entry = state.log[-1]
    return result_dialog(entry, state.players)  # type: ignore[return-value]


async def show(screen: Screen[Any], snapshot: Any) -> None:
    host = DialogHost()
    async with run_app(host, SIZE) as pilot:
        await host.push_screen(screen)
        await pilot.pause()
        assert_svg_snapshot(snapshot, host)


SEALS = ("taler-held", "seal-bid", "seal-compartment")


@pytest.mark.parametrize("name", [*LIST_DIALOGS, *TURN_DIALOGS, "taler", *SEALS, "take-back"])
async def test_dialog(name: str, snapshot: Any):
    await show(dialog(name), snapshot)


@pytest.mark.parametrize("name", ["reveal", "evaluation", "punishment", "final"])
async def test_result(name: str, snapshot: Any):
    await show(result(name), snapshot)
