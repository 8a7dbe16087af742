"""Whole Sinners games at tables of people and bots, watched at every step (issue "trust at the
table" 1): a seat's hand is on screen only while that seat decides.

Each game is played by keys (the scripted :class:`tests.sinners.ui.driver.Player` for the
people, the game's heuristic bot for the others) and checked by :mod:`tests.table_watch` after
every key, at every bot move and at every result. Two deliberately leaky apps prove the watch
notices: one that keeps a hand up while a bot moves (the old hand-over), one that prints every
hand on the public table.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest
from textual.containers import Vertical
from textual.widgets import Static

from sinners_tui import engine
from sinners_tui.engine import data
from sinners_tui.engine.cards import HIDDEN
from sinners_tui.engine.scoring import summary
from sinners_tui.engine.state import State
from sinners_tui.spec import game_spec
from sinners_tui.ui.app import SinnersApp
from sinners_tui.ui.private import hand_lines
from sinners_tui.ui.results import parts_content
from tests.sinners.ui.driver import Player, Tactics
from tests.sinners.ui.privacy import hand_group_lines, visible_to
from tests.table_watch import (
    BotGate,
    TableWatch,
    Walk,
    is_game_over,
    keep_screens_for_bots,
    mixed_table_app,
    own_screen_texts,
    walk_table,
)
from tests.ui_support import run_app

SIZE = (100, 30)
#: Any long seed: the watch also looks for its digits, which short numbers would match.
LEAKY_SEED = 738000001
NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve"]
BARE_NAMES = set(data.TYPE_NAMES)


class SinnersSecrets:
    """A seat's hand (as its panel draws it), its screen's heading, its "(only you)" lines."""

    def private_texts(self, state: State, seat: int) -> Iterable[str]:
        # a lone Sacrament's line is its bare name, which rules text and options use too
        yield from hand_group_lines(state.hands[seat]) - BARE_NAMES
        yield from own_screen_texts(state.players, seat)
        yield from (entry.text for entry in state.log if entry.seat == seat)

    def visible_text(self, state: State, viewer: int | None) -> str:
        if viewer is None:
            view = engine.public_view(state)
            own: list[str] = []
        else:
            view = engine.view_for(state, viewer)
            own = [*hand_group_lines(view.hands[viewer]), *own_screen_texts(state.players, viewer)]
        # the last round's scoring shows every hand that was left: public from then on
        scored = [parts_content(summary(item), 1000).plain for item in view.last_round]
        return "\n".join([visible_to(view, viewer if viewer is not None else 0), *own, *scored])


def _app(
    kinds: str, seed: int, monkeypatch: Any, app_class: type[SinnersApp] = SinnersApp
) -> tuple[Any, BotGate]:
    return mixed_table_app(app_class, game_spec(), NAMES, kinds, seed, monkeypatch)


async def _play(app: SinnersApp, gate: BotGate, seed: int, **limits: Any) -> tuple[Walk, Any]:
    # no closed option only says it is not allowed: each says why (issue 34)
    never_shown = [str(seed), "(not allowed)"]
    watch = TableWatch(engine, never_shown=never_shown, secrets=SinnersSecrets())  # type: ignore[arg-type]
    async with run_app(app, SIZE) as pilot:
        player = Player(app, Tactics(seed))
        walk = await walk_table(
            pilot, player.next_key, lambda: is_game_over(app), watch, gate, **limits
        )
        assert engine.is_over(app.state)
    return walk, watch


@pytest.mark.long(50)
async def test_a_whole_game_at_a_mixed_table_shows_each_hand_only_to_its_seat(monkeypatch):
    """The one rendered whole game of Sinners at one keyboard (two people, two bots): the
    screens follow the session, whose walks prove every table mix at engine speed
    (``tests/shared/session/test_privacy_walks.py``)."""
    seed = 738000103
    app, gate = _app("bhhb", seed, monkeypatch)
    walk, watch = await _play(app, gate, seed)
    assert walk.bot_moves > 20 and walk.curtains > 10 and walk.results >= 2
    assert walk.summaries > 5 and watch.checks["summary"] >= walk.summaries
    assert watch.checks["bot move"] == walk.bot_moves and watch.frames > walk.presses
    assert max(app.state.totals) >= 100 and app.state.round >= 2
    winner = app.state.players[engine.winners(app.state)[0]]
    assert "Game over" in walk.final_text and winner in walk.final_text
    # the statistics follow the result (their chart of the totals further down the box)
    assert "The game" in walk.final_text and "Sacraments" in walk.final_text


class TableShowsHands(SinnersApp):
    """A broken app that prints every hand on the public table, above the churches."""

    def make_board(self, view: Any) -> Any:
        # (every hand in a hot-seat app; at a table, its own and any leaked to it)
        hands = [hand_lines(hand).plain for hand in self.state.hands if HIDDEN not in hand]
        return Vertical(Static("\n".join(hands), markup=False), super().make_board(view))


async def test_the_watch_catches_a_hand_on_the_public_table(monkeypatch):
    app, gate = _app("hbh", LEAKY_SEED, monkeypatch, TableShowsHands)
    with pytest.raises(AssertionError, match="is on screen"):
        await _play(app, gate, LEAKY_SEED, max_presses=200)


async def test_the_watch_catches_a_hand_left_up_while_a_bot_moves(monkeypatch):
    keep_screens_for_bots(monkeypatch)
    app, gate = _app("hbh", LEAKY_SEED, monkeypatch)
    with pytest.raises(AssertionError, match="while the bot of seat 1 moves"):
        await _play(app, gate, LEAKY_SEED, max_presses=200)
