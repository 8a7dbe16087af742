"""The setup screen: validation with clear messages, and a game started from its choices."""

from __future__ import annotations

import pytest
from rich.style import Style
from textual.widgets import Button, Checkbox, Input, Select

from meaculpa_tui.spec import game_spec as meaculpa_spec
from meaculpa_tui.ui.app import MeaCulpaApp
from shared.cli import LaunchRequest
from shared.engine.autosaves import new_autosave_path
from shared.engine.names import MAX_NAME_LENGTH
from shared.engine.record import GameRecord
from shared.engine.saves import save_record
from shared.ui import CurtainScreen, PlayerScreen, SetupScreen
from shared.ui.dialogs.confirm import ConfirmDialog
from shared.ui.openings import ShowSetup
from shared.ui.screens.setup import SAVED_GAMES_HELP, setup_problems
from shared.ui.widgets.footer import KeyBar
from sinners_tui.spec import game_spec as sinners_spec
from sinners_tui.ui.app import SinnersApp
from tests.shared.ui.toy_app import toy_app
from tests.ui_support import flat_text, run_app, screen_text, stop_cursor_blink, wait_until

SIZE = (100, 30)


def test_problems_are_sentences_for_the_players():
    assert setup_problems(["Ann", "Ben"], "") == []
    assert setup_problems(["Ann", " "], "") == ["Seat 2 needs a name."]
    assert setup_problems(["Ann", "ann"], "") == [
        "Seats 1 and 2 are both called ann; each player needs a different name."
    ]
    too_long = "x" * (MAX_NAME_LENGTH + 1)
    assert setup_problems([too_long, "Ben"], "") == [
        f"Names may be at most {MAX_NAME_LENGTH} characters: '{'x' * MAX_NAME_LENGTH}\u2026' "
        f"is {MAX_NAME_LENGTH + 1}."
    ]
    assert setup_problems(["Ann", "Ben"], "-") == [
        "The seed must be a whole number, or empty for a random game."
    ]
    assert setup_problems(["Ann", "Ben"], "-12") == []


async def set_value(pilot, selector: str, value) -> None:
    pilot.app.screen.query_one(selector).value = value
    await pilot.pause()


async def test_invalid_entries_are_refused_with_messages():
    app = toy_app(ShowSetup())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        await set_value(pilot, "#name-0", "")
        await set_value(pilot, "#name-1", "")
        await pilot.press("ctrl+s")
        await pilot.pause()
        text = screen_text(app)
        assert "Seat 1 needs a name." in text and "Seat 2 needs a name." in text
        await set_value(pilot, "#name-0", "Ann")
        await set_value(pilot, "#name-1", "ANN")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "both called ANN" in screen_text(app)
        assert isinstance(app.screen, SetupScreen)


async def test_choices_start_the_game_they_describe():
    app = toy_app(ShowSetup())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        screen = app.screen
        assert not screen.query_one("#seat-row-2").display
        await set_value(pilot, "#player-count", 3)
        assert screen.query_one("#seat-row-2").display
        for seat, name in enumerate(["Ann", "Ben", "Cid"]):
            await set_value(pilot, f"#name-{seat}", name)
        await set_value(pilot, "#kind-1", "random")
        screen.query_one("#option-announce", Checkbox).value = True
        seed = screen.query_one("#seed", Input)
        seed.focus()
        await pilot.press("4", "x", "2")  # the seed field only takes digits
        assert seed.value == "42"
        await pilot.press("enter")  # on to the Start button, which the next Enter presses
        await wait_until(pilot, lambda: app.focused is screen.query_one("#start"))
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.record is not None, what="the game to start")
        assert app.record.players == ["Ann", "Ben", "Cid"]
        assert app.record.seed == 42
        assert app.record.options == {"announce": True}
        assert app.seats == ["human", "random", "human"]
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))


async def test_a_lone_human_starts_without_the_curtain():
    app = toy_app(ShowSetup(LaunchRequest(bots=["human", "random"])))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        assert app.screen.query_one("#kind-1", Select).value == "random"
        await pilot.click("#start")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        assert app.record.players == ["Player 1", "Player 2"]


async def test_escape_on_setup_quits_at_once_when_nothing_was_typed():
    app = toy_app(ShowSetup())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_code == 0 and app.record is None


async def test_a_message_from_the_launcher_is_shown():
    app = toy_app(ShowSetup(LaunchRequest(players=["Ann", "Ben"]), "The game could not start."))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        assert "The game could not start." in screen_text(app)
        assert app.screen.query_one("#name-1", Input).value == "Ben"


async def test_enter_in_a_name_goes_on_to_the_next_name_and_never_starts():
    app = toy_app(ShowSetup(LaunchRequest(players=["Ann", "Ben", "Cid"])))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        screen = app.screen
        assert app.focused is screen.query_one("#name-0")
        for after in ("#name-1", "#name-2", "#seed", "#start"):  # seats 4 and 5 are hidden
            await pilot.press("enter")
            await wait_until(pilot, lambda after=after: app.focused is screen.query_one(after))
        assert app.record is None and app.screen is screen
        assert "^s Start" in screen.query_one(KeyBar).render().plain
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.record is not None, what="Start to start the game")


async def test_escape_asks_before_typed_names_are_lost():
    app = toy_app(ShowSetup())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        setup = app.screen
        await pilot.press("A", "n", "n")
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        assert "names and choices entered here are lost" in screen_text(app)
        await pilot.press("escape")  # no: stay, with the name as typed
        await wait_until(pilot, lambda: app.screen is setup)
        assert setup.query_one("#name-0", Input).value == "Ann"
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("y")
        await wait_until(pilot, lambda: app.return_code == 0, what="the app to end")
    assert app.record is None


async def test_an_unticked_option_shows_an_empty_box():
    app = toy_app(ShowSetup())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        option = app.screen.query_one("#option-announce", Checkbox)
        assert "\u2590 \u258c Announce" in screen_text(app)
        option.value = True
        await wait_until(pilot, lambda: "\u2590X\u258c Announce" in screen_text(app))
        option.value = False
        await wait_until(pilot, lambda: "\u2590 \u258c Announce" in screen_text(app))


def _look(char: str, style: Style | None) -> tuple[object, ...]:
    """What a cell shows: its character and colours; of a blank, only what a blank shows
    (its background, and lines or inversion drawn through it)."""
    style = (style or Style()).clear_meta_and_links()  # (mouse offsets: nothing shown)
    if char != " ":
        return (char, style)
    return (char, style.bgcolor, style.underline, style.strike, style.overline, style.reverse)


def _cells(app) -> list[list[tuple[object, ...]]]:
    """What every cell of the screen shows."""
    from shared.ui.textual_internals import composed_strips

    return [
        [_look(char, segment.style) for segment in strip for char in segment.text]
        for strip in composed_strips(app.screen, app.size)
    ]


@pytest.mark.parametrize("theme", ["textual-dark", "textual-light", "ansi-dark", "ansi-light"])
@pytest.mark.parametrize(
    ("request_", "rows"),
    [
        (LaunchRequest(players=["Ann", "Ben", "Cid"], bots=["human", "random", "human"]), 3),
        (LaunchRequest(), 2),  # the third seat's row is mounted after the first frame
    ],
    ids=["three-seats", "a-hidden-seat"],
)
async def test_the_dropdowns_and_buttons_replace_their_stand_ins_without_a_visible_change(
    monkeypatch, request_: LaunchRequest, rows: int, theme: str
):
    from shared.ui.widgets.button_slot import ButtonSlot
    from shared.ui.widgets.select_slot import SelectSlot

    build = SetupScreen._build_rest

    async def held(self: SetupScreen) -> None:
        """The first frame as it is before the dropdowns are built."""

    monkeypatch.setattr(SetupScreen, "_build_rest", held)
    app = toy_app(ShowSetup(request_))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        screen = app.screen
        app.theme = theme
        await pilot.pause(0.05)
        stop_cursor_blink(app)
        assert len(screen.query(SelectSlot)) == 1 + rows and not screen.query(Select)
        assert len(screen.query(ButtonSlot)) == 2 and not screen.query(Button)
        assert len(screen.query(".seat-row")) == rows
        first = _cells(app)
        opened_as = screen._form()
        await build(screen)
        await pilot.pause(0.05)
        stop_cursor_blink(app)
        assert not screen.query(SelectSlot) and len(screen.query(Select)) == 4
        assert not screen.query(ButtonSlot) and len(screen.query(Button)) == 2
        assert len(screen.query(".seat-row")) == 3
        assert _cells(app) == first
        assert screen._form() == opened_as  # (Escape still leaves without asking)
        screen.query_one("#player-count", Select).value = 3
        await pilot.pause()
        assert screen.query_one("#seat-row-2").display


async def test_a_game_started_before_the_dropdowns_are_built_has_the_choices_shown(monkeypatch):
    async def held(self: SetupScreen) -> None:
        """Never built: the screen reads the stand-ins."""

    monkeypatch.setattr(SetupScreen, "_build_rest", held)
    request = LaunchRequest(players=["Ann", "Ben", "Cid"], bots=["human", "random", "human"])
    app = toy_app(ShowSetup(request))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: app.record is not None, what="the game to start")
        assert app.record.players == ["Ann", "Ben", "Cid"]
        assert app.seats == ["human", "random", "human"]


@pytest.mark.parametrize(
    ("app_class", "game_spec"),
    [(MeaCulpaApp, meaculpa_spec), (SinnersApp, sinners_spec)],
    ids=["meaculpa", "sinners"],
)
async def test_the_setup_screen_says_everything_whole_in_the_smallest_terminal(
    app_class, game_spec
):
    """At 100x30, with an unfinished game listed: the list's help and every option's words
    are on screen whole (a wrapped sentence is found whole too), never cut off."""
    spec = game_spec()
    engine = spec.engine
    record = GameRecord.start(engine, ["Ann", "Ben"], 3)
    state = record.initial_state(engine)
    for _ in range(2):
        action = engine.legal_actions(state)[0]
        state, record = engine.apply_action(state, action), record.with_action(action)
    save_record(record, new_autosave_path(engine.GAME_NAME))
    app = app_class(spec, ShowSetup())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        text = flat_text(screen_text(app))
        assert "Ann, Ben · round 1" in text
        assert SAVED_GAMES_HELP in text
        for option in spec.options:
            assert option.setup_label in text and "…" not in text


async def test_a_seat_offers_the_bots_by_level_and_a_prefilled_level_shows_as_one():
    """Issue 34, point 7: Bot: Easy, Normal, Strong in a seat's dropdown, weakest first; a
    seat given as "strong" on the command line opens on "Bot: Strong"."""
    app = SinnersApp(sinners_spec(), ShowSetup(LaunchRequest(bots=["human", "mcts"])))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: bool(app.screen.query("#kind-1").filter("Select")))
        kind = app.screen.query_one("#kind-1", Select)
        assert kind.value == "mcts"
        assert "Bot: Strong" in screen_text(app)
        kind.focus()
        await pilot.press("enter")  # opens the list
        await pilot.pause()
        text = screen_text(app)
        listed = text[text.index("\u25b2") :]  # the open list, below the dropdown's own line
        positions = [listed.index(word) for word in ("Human", "Bot: Easy", "Bot: Normal")]
        positions.append(listed.index("Bot: Strong"))
        assert positions == sorted(positions), text
