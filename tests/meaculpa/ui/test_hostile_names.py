"""Names are text, never markup: hostile names through a whole round by keys, and every name
of the list on the curtain, the board, the results and the final screen (at 100x30)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from meaculpa_tui import engine
from meaculpa_tui.engine import frames
from meaculpa_tui.engine.state import pending_step_as
from meaculpa_tui.ui.results import styled_line
from meaculpa_tui.ui.table_text import NAME_WIDTH, players_text
from shared.engine.record import GameRecord
from shared.ui import ChooseDialog, CurtainScreen, GameOverScreen, PlayerScreen
from shared.ui.initials import initial, seat_marks
from shared.ui.openings import StartGame
from tests.hostile_names import tables
from tests.meaculpa.ui import screenshots as shots
from tests.meaculpa.ui.demo import quick_policy, record_until
from tests.meaculpa.ui.playthrough import play, second_round_bidding
from tests.meaculpa.ui.support import SIZE
from tests.ui_support import flat_text, past_summary, run_app, screen_text, wait_until

#: The first table of hostile names: the ones that crashed the screens.
TABLE = tables(4)[0]
#: A seed whose round 1 the scripted players finish quickly with four seats.
ROUND_SEED = 93


@pytest.mark.long(10)
async def test_a_whole_round_with_hostile_names_and_a_bot_by_keys():
    seats = ["human", "human", "heuristic", "human"]
    game = await play(
        4,
        ROUND_SEED,
        quick_policy(ROUND_SEED),
        done=second_round_bidding,
        names=TABLE,
        seats=seats,
    )
    assert game.record.players == TABLE
    assert game.results[:2] == ["Round 1", "Bids revealed"]
    assert game.hand_overs
    for hand_over in game.hand_overs:
        name = TABLE[hand_over.next_seat]
        assert f"Pass the keyboard to {name}" in hand_over.curtain_text
        help_line = f"Press Enter or click here when {name} has the keyboard."
        assert help_line in flat_text(hand_over.curtain_text)
        if hand_over.next_text is not None:
            assert f"{name}'s screen" in hand_over.next_text
    assert {hand_over.next_seat for hand_over in game.hand_overs} == {0, 1, 3}
    seats_screens = [flat_text(h.next_text) for h in game.hand_overs if h.next_text]
    for name in TABLE:  # the board names every soul (when no dialog covers it)
        assert any(name in text for text in seats_screens), name


@pytest.mark.parametrize("names", tables(4), ids=lambda names: "|".join(names))
async def test_every_name_is_shown_as_written_on_every_screen(names: list[str]):
    turn = record_until(GameRecord.start(engine, names, shots.SEED), shots.turn_of(False))
    app = shots.app_for(StartGame(turn, ["human"] * len(names)))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        seat = app.screen.player_seat
        assert f"Pass the keyboard to {names[seat]}" in screen_text(app)
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        text = screen_text(app)
        assert f"{names[seat]}'s screen" in text
        assert f"{names[seat]}'s turn as the" in text
        for name in names:
            assert name in flat_text(text), name  # the Record of Sins names every soul

    final = record_until(GameRecord.start(engine, names, shots.SEED), engine.is_over)
    app = shots.app_for(StartGame(final, ["human"] * len(names)))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, GameOverScreen))
        text = flat_text(screen_text(app))
        winner = names[engine.winners(app.state)[0]]
        mark = seat_marks(names)[engine.winners(app.state)[0]]
        assert f"Final standings Place Player Soul 1 {mark} {winner}" in text
        app.screen.query_one("#final-results").scroll_visible(animate=False, top=True)
        await pilot.pause()  # (the final scoring, below the standings)
        text += " " + flat_text(screen_text(app))
        assert f"{winner} wins the game!" in text
        for name in names:
            assert f"{name} (" in text, name  # the final scoring, seat by seat


#: A seed whose three-player scripted game makes the Emperor give a letter early on.
GIFT_SEED = 7


async def test_a_letter_for_a_hostile_name_is_titled_with_it():
    names = ["[/]", "Bob[/i]", "[link=x]Bob[/link]"]
    gift = lambda state: engine.pending_decision(state) == frames.GIFT  # noqa: E731
    record = record_until(GameRecord.start(engine, names, GIFT_SEED), gift)
    app = shots.app_for(StartGame(record, ["human"] * len(names)))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, ChooseDialog))
        receiver = names[pending_step_as(app.state, frames.Gift).receiver]
        assert app.screen.title_text == f"A letter for {receiver}"
        assert f"A letter for {receiver}" in screen_text(app)


def test_a_soul_on_the_record_of_sins_is_always_one_cell():
    assert [initial(name, 0) for name in ("[/]", "\U0001f600 Joy", "\u00df", "sam")] == [
        "1",  # punctuation is never a mark: the seat number
        "J",
        "\u00df",  # "ß".upper() is "SS", two cells
        "S",
    ]
    assert initial("\u4e2d\u6587", 2) == "3"  # no one-cell character: the seat number


@pytest.mark.parametrize("names", tables(4), ids=lambda names: "|".join(names))
def test_the_players_table_keeps_its_columns_whatever_the_names(names: list[str]):
    """At the start every row holds the same cells after the name, so all rows are as wide."""
    view = engine.public_view(engine.new_game(names, 3))
    rows = players_text(view).plain.splitlines()[1 : 1 + len(names)]
    assert len({cell_len(row) for row in rows}) == 1, rows
    marks = seat_marks(names)
    for row, name, mark in zip(rows, names, marks, strict=True):
        assert row[2:].startswith(f"{mark} {name[: NAME_WIDTH - 1]}")


def test_names_in_result_lines_are_coloured_whole_and_once():
    names = ["Ann", "Ann[/]", "[b]"]
    line = "Ann[/] gives Ann a red letter; [b] keeps red."
    styled = {
        (line[span.start : span.end], str(span.style)) for span in styled_line(line, names).spans
    }
    assert styled == {
        ("Ann[/]", "bold $seat-1"),
        ("Ann", "bold $seat-0"),
        ("[b]", "bold $seat-2"),
        ("red", "bold $letter-red"),
    }
