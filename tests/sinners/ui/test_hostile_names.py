"""Names are text, never markup: hostile names through a whole round by keys, typed on the
setup screen, and every name of the list on the curtain, the churches, the scoring and the
game-over screen (at 100x30)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.widgets import Input

from shared.engine.record import GameRecord
from shared.ui import CurtainScreen, PlayerScreen, SetupScreen
from shared.ui.initials import seat_marks
from sinners_tui import engine
from sinners_tui.engine import data
from sinners_tui.ui.dialogs import DecisionDialog
from sinners_tui.ui.results import RoundScoringDialog, chart_content
from tests.hostile_names import tables
from tests.sinners.ui import screenshots as shots
from tests.sinners.ui.driver import Player, Tactics, play
from tests.ui_support import flat_text, past_summary, run_app, screen_text, wait_until

SIZE = (100, 30)
#: The first table of hostile names: the ones that crashed the screens.
TABLE = tables(5)[0]
#: A seed whose round 1 the scripted players finish quickly with five seats.
ROUND_SEED = 5


@pytest.mark.long(20)
async def test_a_whole_round_with_hostile_names_and_bots_by_keys():
    record = GameRecord.start(engine, TABLE, ROUND_SEED)
    seats = ["human", "heuristic", "human", "heuristic", "human"]
    app = shots.app_at(record, seats)
    curtains: list[tuple[int, str]] = []
    screens: list[tuple[int, str]] = []
    scoring: list[str] = []
    seen: list[object] = [None]

    def watch(app_) -> None:
        screen = app_.screen
        if screen is seen[-1]:
            return  # each screen is read once
        seen.append(screen)
        if isinstance(screen, CurtainScreen):
            curtains.append((screen.player_seat, screen_text(app_)))
        elif isinstance(screen, DecisionDialog) and app_.unlocked is not None:
            screens.append((app_.unlocked, screen_text(app_)))
        elif isinstance(screen, RoundScoringDialog) and not scoring:
            scoring.append(screen_text(app_))

    async with run_app(app, SIZE) as pilot:
        player = Player(app, Tactics(ROUND_SEED), watch=watch)
        await play(pilot, player, lambda: app.state.round == 2 and bool(scoring))
    assert {seat for seat, _ in curtains} == {0, 2, 4}
    for seat, text in curtains:
        assert f"Pass the keyboard to {TABLE[seat]}" in text
    for seat, text in screens:
        assert f"{TABLE[seat]}: " in text  # the status line of the seat's own screen
    text = flat_text(scoring[0])
    assert "Round 1: scoring" in text
    for name in TABLE:
        assert name in text, name  # the chart of totals names every player


@pytest.mark.parametrize("names", tables(5), ids=lambda names: "|".join(names))
async def test_every_name_is_shown_as_written_on_every_screen(names: list[str]):
    app = shots.app_at(shots.record_until(names, shots.SEED, shots.before_round_end))
    async with run_app(app, SIZE) as pilot:
        await shots.to_curtain(pilot)
        seat = app.screen.player_seat
        assert f"Pass the keyboard to {names[seat]}" in screen_text(app)
        await shots.to_hand(pilot)
        text = screen_text(app)
        assert f"{names[seat]}'s screen" in text
        churches = [line for line in text.splitlines() if "/100" in line]
        for name in names[:4]:  # the fifth church is below the fold at 100x30
            assert any(f" {name}  " in line for line in churches), name
        await pilot.press("d")  # the dialog again, for the round's last discard
        await wait_until(pilot, lambda: isinstance(app.screen, DecisionDialog))
        app.screen.dismiss(engine.legal_actions(app.state)[0])
        await wait_until(pilot, lambda: isinstance(app.screen, RoundScoringDialog))
        text = flat_text(screen_text(app))
        for name in names:
            assert name in text, name

    app = shots.app_at(shots.record_until(names, shots.SEED, engine.is_over))
    async with run_app(app, SIZE) as pilot:
        await shots.to_game_over(pilot)
        text = flat_text(screen_text(app))
        winner = names[engine.winners(app.state)[0]]
        mark = seat_marks(names)[engine.winners(app.state)[0]]
        assert f"Final standings Place Player Souls 1 {mark} {winner}" in text
        assert f"{winner} wins" in text
        for name in names:
            assert f"{name} " in text, name  # the chart of totals


async def test_anointing_is_titled_with_the_hostile_name_looked_at():
    names = ["[/]", "Bob[/i]", "[link=x]Bob[/link]"]
    choose = shots.sacrament_lover(data.ANOINTING)
    record = shots.record_until(names, 5, shots.in_phase("anoint_take"), choose=choose)
    app = shots.app_at(record)
    async with run_app(app, SIZE) as pilot:
        await shots.to_dialog(pilot)
        name = names[app.state.anoint_seat]
        assert app.screen.title_text == f"Anointing: {name}'s hand"
        text = flat_text(screen_text(app))
        assert f"Anointing: {name}'s hand" in text
        # the dialog stands beside the churches, so its wrapped lines are read from the dialog
        context = " ".join(str(line) for line in app.screen.context)
        assert f"{name}'s hand (only you see this):" in context


async def test_wrath_names_the_hostile_church_it_comes_from():
    names = ["[/]", "Bob[/i]", "[link=x]Bob[/link]"]
    app = shots.app_at(shots.record_until(names, 11, shots.in_phase("wrath")))
    async with run_app(app, SIZE) as pilot:
        await shots.to_dialog(pilot)
        name = names[app.state.trigger_seat]
        text = flat_text(screen_text(app))
        assert f"{name}'s church holds 4 Wrathful" in text
        assert f"({name}'s Wrathful)" in text  # the status line


async def test_names_typed_on_the_setup_screen_are_shown_as_written():
    app = shots.setup_app()
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        for seat, name in enumerate(["Ann[/]", "[b]Bob"]):
            field = app.screen.query_one(f"#name-{seat}", Input)
            field.value = ""
            field.focus()
            await pilot.press(*name)
            assert field.value == name
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.record.players == ["Ann[/]", "[b]Bob"]
        assert "Pass the keyboard to Ann[/]" in screen_text(app)
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, DecisionDialog))
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        text = screen_text(app)
        assert "Ann[/]'s screen" in text and "\u25b6 A Ann[/]  0/100" in text
        assert "B [b]Bob  0/100" in text  # each church titled with the seat's mark


async def test_the_setup_screen_refuses_a_bad_name_in_words():
    app = shots.setup_app()
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        app.screen.query_one("#name-0", Input).value = "Bartholomew-Maximilian"
        app.screen.query_one("#name-1", Input).value = "Ann\x1b[31m"
        await pilot.press("ctrl+s")
        await pilot.pause()
        text = flat_text(screen_text(app))
        assert "Names may be at most 20 characters: 'Bartholomew-Maximili\u2026' is 22." in text
        assert "the name of seat 2 does." in text
        assert isinstance(app.screen, SetupScreen) and app.record is None


def test_the_chart_of_totals_lines_up_whatever_the_names():
    """The bars start in one column: names are padded by the cells they take."""
    names = tables(5)[-1]  # right to left, an emoji, a combining mark, the longest name
    rows = chart_content(names, [[10, 20, 30, 40, 50]]).plain.splitlines()
    bar_starts = {cell_len(row[: min(row.find("\u2588"), row.find("\u2591"))]) for row in rows}
    assert len(bar_starts) == 1, rows
