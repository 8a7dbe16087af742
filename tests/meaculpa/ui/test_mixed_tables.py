"""Whole Mea Culpa games at tables of people and bots, watched at every step (issue "trust at
the table" 1): a seat's purse is on screen only while that seat decides.

Each game is played by keys (:class:`tests.meaculpa.ui.autoplay.KeyPlayer` for the people, the
game's heuristic bot for the others) and checked by :mod:`tests.table_watch` after every key,
at every bot move and at every result. Two deliberately leaky apps prove the watch notices:
one that keeps a purse up while a bot moves (the old hand-over), one that prints every purse
on the public board.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest
from textual.containers import Vertical
from textual.widgets import Static

from meaculpa_tui import engine
from meaculpa_tui.engine.state import State
from meaculpa_tui.spec import game_spec
from meaculpa_tui.ui.app import MeaCulpaApp
from meaculpa_tui.ui.private import purse_text
from shared.engine.log import visible_log
from tests.meaculpa.ui.autoplay import KeyPlayer
from tests.meaculpa.ui.demo import NAMES, quick_policy
from tests.meaculpa.ui.playthrough import secret_tokens
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


class MeaCulpaSecrets:
    """A seat's purse rows, its screen's heading and its "(only you)" log lines."""

    def private_texts(self, state: State, seat: int) -> Iterable[str]:
        yield from secret_tokens(state, seat)
        yield from own_screen_texts(state.players, seat)
        yield from (entry.text for entry in state.log if entry.seat == seat)

    def visible_text(self, state: State, viewer: int | None) -> str:
        parts = []
        for entry in visible_log(state.log, viewer):
            parts.extend([entry.title, entry.text, *entry.lines])
        if viewer is not None:
            parts.append(purse_text(engine.view_for(state, viewer), viewer).plain)
            parts.extend(own_screen_texts(state.players, viewer))
        return "\n".join(parts)


def _app(
    kinds: str, seed: int, monkeypatch: Any, app_class: type[MeaCulpaApp] = MeaCulpaApp
) -> tuple[Any, BotGate]:
    return mixed_table_app(app_class, game_spec(), NAMES, kinds, seed, monkeypatch)


async def _play(app: MeaCulpaApp, gate: BotGate, seed: int, **limits: Any) -> tuple[Walk, Any]:
    # no closed option only says it is not allowed: each says why (issue 34)
    never_shown = [str(seed), "(not allowed)"]
    watch = TableWatch(engine, never_shown=never_shown, secrets=MeaCulpaSecrets())  # type: ignore[arg-type]
    async with run_app(app, SIZE) as pilot:
        player = KeyPlayer(app, quick_policy(seed, 0.0))
        walk = await walk_table(pilot, player, lambda: is_game_over(app), watch, gate, **limits)
        assert engine.is_over(app.state)
    return walk, watch


@pytest.mark.long(35)
async def test_a_whole_game_at_a_mixed_table_shows_each_purse_only_to_its_seat(monkeypatch):
    """The one rendered whole game of Mea Culpa at one keyboard (two people, two bots): the
    screens follow the session, whose walks prove every table mix at engine speed
    (``tests/shared/session/test_privacy_walks.py``)."""
    seed = 738000002
    app, gate = _app("bhhb", seed, monkeypatch)
    walk, watch = await _play(app, gate, seed)
    assert walk.bot_moves > 20 and walk.curtains > 10 and walk.results > 5
    assert walk.summaries > 5 and watch.checks["summary"] >= walk.summaries
    assert watch.checks["bot move"] == walk.bot_moves and watch.frames > walk.presses
    assert app.state.evaluations == 2
    winner = app.state.players[engine.winners(app.state)[0]]
    assert "Game over" in walk.final_text and winner in walk.final_text
    assert "Final scoring" in walk.final_text and "towards Heaven" in walk.final_text


class BoardShowsPurses(MeaCulpaApp):
    """A broken app that prints every seat's money on the public board."""

    def make_board(self, view: Any) -> Any:
        seats = range(len(self.state.players))
        views = [engine.view_for(self.state, s) for s in seats]
        # (what it holds: every purse in a hot-seat app, its own and any leaked at a table)
        rows = [
            purse_text(v, s).plain
            for s, v in zip(seats, views, strict=True)
            if v.money[s] is not None
        ]
        return Vertical(Static("\n".join(rows), markup=False), super().make_board(view))


async def test_the_watch_catches_a_purse_on_the_public_board(monkeypatch):
    app, gate = _app("hbh", LEAKY_SEED, monkeypatch, BoardShowsPurses)
    with pytest.raises(AssertionError, match="is on screen"):
        await _play(app, gate, LEAKY_SEED, max_presses=200)


async def test_the_watch_catches_a_purse_left_up_while_a_bot_moves(monkeypatch):
    keep_screens_for_bots(monkeypatch)
    app, gate = _app("hbh", LEAKY_SEED, monkeypatch)
    with pytest.raises(AssertionError, match="while the bot of seat 1 moves"):
        await _play(app, gate, LEAKY_SEED, max_presses=200)
