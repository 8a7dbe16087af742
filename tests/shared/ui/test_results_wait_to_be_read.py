"""A result that ends a round, an evaluation or the game stays up until a key pressed after it
has been on screen long enough to be read: a double-tapped Enter on the last move of a round
never skips the scoring. The tests move a clock of their own (``shared.ui.read_wait``)."""

from __future__ import annotations

from shared.engine.log import LogEntry
from shared.ui import ResultsDialog, read_wait
from sinners_tui.ui.results import RoundScoringDialog
from tests.shared.ui.read_clock import WAIT, Clock
from tests.shared.ui.test_dialogs import NOT_YET, Host
from tests.sinners.ui import screenshots as shots
from tests.ui_support import run_app, screen_text

SIZE = (100, 30)


def key_bar(app: object) -> str:
    return screen_text(app).splitlines()[-1]


async def test_a_result_ignores_enter_and_escape_pressed_as_it_opens(clock: Clock):
    app = Host(ResultsDialog("Round 1", ["Ann wins the round."]))
    async with run_app(app, SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter", "escape")
        assert isinstance(app.screen, ResultsDialog) and app.result is NOT_YET
        clock.now += WAIT
        await pilot.press("enter")
        await pilot.pause()
        assert app.result is None and not isinstance(app.screen, ResultsDialog)


async def test_a_result_ignores_an_early_click_and_takes_escape_once_read(clock: Clock):
    app = Host(ResultsDialog("Round 1", ["Ann wins the round."]))
    async with run_app(app, SIZE) as pilot:
        await pilot.pause()
        await pilot.click("#ok")
        await pilot.pause()
        assert isinstance(app.screen, ResultsDialog) and app.result is NOT_YET
        clock.now += WAIT
        app.screen.refresh_bindings()
        await pilot.pause()
        assert "Continue" in key_bar(app)
        await pilot.press("escape")
        await pilot.pause()
        assert app.result is None


async def test_a_double_tapped_enter_on_the_rounds_last_discard_leaves_the_scoring_up(
    clock: Clock,
):
    app = shots.app_at(shots.round_end())
    async with run_app(app, SIZE) as pilot:
        read_wait.READ_SECONDS = 0.0  # (the curtains on the way wait to be read too)
        await shots.to_scoring(pilot)
        read_wait.READ_SECONDS = WAIT  # (the fixture puts the module back after the test)
        await pilot.press("enter", "enter")
        assert isinstance(app.screen, RoundScoringDialog)
        clock.now += WAIT
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, RoundScoringDialog)


async def test_a_mea_culpa_evaluation_ignores_an_early_enter(clock: Clock):
    from meaculpa_tui.ui.results import result_dialog

    entry = LogEntry(text="Evaluation", kind="result", title="Evaluation", lines=("Ann: 2",))
    app = Host(result_dialog(entry, ["Ann", "Ben"]))
    async with run_app(app, SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        assert isinstance(app.screen, ResultsDialog) and app.result is NOT_YET
        clock.now += WAIT
        await pilot.press("enter")
        await pilot.pause()
        assert app.result is None
