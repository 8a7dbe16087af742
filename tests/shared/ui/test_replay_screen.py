"""The replay screen on seeded games of both games: jumps between landmarks, open screens
refused while the game runs and shown once it is over."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Static

from meaculpa_tui.ui.app import MeaCulpaApp
from shared.engine import landmarks as marks
from shared.engine.open_screens import OPEN_SCREENS_REFUSED
from shared.engine.record import GameRecord
from shared.ui import HotSeatApp, ReplayScreen
from shared.ui.openings import ShowReplay
from sinners_tui.ui.app import SinnersApp
from tests.replays import GAMES, SEED, seeded_record
from tests.ui_support import run_app, screen_text, wait_until

SIZE = (100, 30)
APPS: dict[str, type[HotSeatApp]] = {"meaculpa": MeaCulpaApp, "sinners": SinnersApp}
BOTH = pytest.mark.parametrize("game", ["meaculpa", "sinners"])
#: The key of each game's scored results, and its name in the footer.
SCORED = {"meaculpa": ("e", "Evaluation"), "sinners": ("s", "Scoring")}


def _app(game: str, record: GameRecord, *, open_screens: bool = False) -> HotSeatApp:
    _, spec = GAMES[game]
    return APPS[game](spec, ShowReplay(record, open_screens), bot_delay=0, autosave=False)


async def _replay(pilot: Any) -> ReplayScreen:
    app = pilot.app
    await wait_until(pilot, lambda: isinstance(app.screen, ReplayScreen))
    screen = app.screen
    assert isinstance(screen, ReplayScreen)
    return screen


@BOTH
async def test_the_landmark_keys_jump_to_each_round_scoring_and_hand_over(game):
    app = _app(game, seeded_record(game))
    async with run_app(app, SIZE) as pilot:
        replay = await _replay(pilot)
        rounds = [i for i, mark in enumerate(replay.marks) if marks.ROUND in mark]
        for index in rounds:
            await pilot.press("r")
            assert replay.index == index
        await pilot.press("r")  # no further round: the key stays where it is
        assert replay.index == rounds[-1]
        await pilot.press("R")
        assert replay.index == rounds[-2]
        key, label = SCORED[game]
        await pilot.press("home", key)
        first = next(i for i, mark in enumerate(replay.marks) if SCORED_KIND[game] in mark)
        assert replay.index == first
        await pilot.press("t")
        assert marks.HANDOVER in replay.marks[replay.index] and replay.index > first
        await pilot.press("T")
        assert replay.index < first or marks.HANDOVER in replay.marks[replay.index]
        await pilot.pause()
        text = screen_text(app)
        assert f"Action {replay.index} of {replay.last_index}" in text
        for words in ("r/R Round", f"{key}/{key.upper()} {label}", "t/T Hand-over", "o Open"):
            assert words in text
        help_line = str(replay.query_one("#replay-help", Static).content)
        assert f"{key}/{key.upper()} {label.lower()}" in help_line


SCORED_KIND = {"meaculpa": marks.EVALUATION, "sinners": marks.SCORING}


@BOTH
async def test_open_screens_are_refused_while_the_game_is_not_over(game):
    record = seeded_record(game, 60)
    app = _app(game, record, open_screens=True)
    async with run_app(app, SIZE) as pilot:
        replay = await _replay(pilot)
        assert not replay.open_screens
        await pilot.press("end", "o")
        said = f"Open screens: {OPEN_SCREENS_REFUSED}"
        await wait_until(
            pilot, lambda: said in [f"{n.title}: {n.message}" for n in app._notifications]
        )
        assert not replay.open_screens
        text = screen_text(app)
        assert "Behind Ann's screen" not in text and str(SEED) not in text


@BOTH
async def test_open_screens_of_a_finished_game_show_every_seats_own_panel(game):
    engine, spec = GAMES[game]
    record = seeded_record(game)
    app = _app(game, record, open_screens=True)
    async with run_app(app, (100, 60)) as pilot:
        replay = await _replay(pilot)
        assert replay.open_screens
        await pilot.press("r")
        await pilot.pause()
        state = replay.states[replay.index]
        text = screen_text(app)
        assert "open screens" in text
        for seat, name in enumerate(record.players):
            assert f"Behind {name}'s screen" in text
            first_line = spec.secrets_text(engine.view_for(state, seat), seat).splitlines()[0]
            assert first_line.split()[0] in text
        log = replay.open_log()  # what the log panel is given: every seat's lines, named
        assert all(entry.seat is None for entry in log) and len(log) == len(state.log)
        for entry, told in zip(state.log, log, strict=True):
            if entry.seat is not None:
                assert told.text == f"(to {record.players[entry.seat]}) {entry.text}"
        await pilot.press("o")
        await pilot.pause()
        assert not replay.open_screens and "Behind Ann's screen" not in screen_text(app)
