"""F1, ``?`` and ``l`` inside dialogs (a modal screen hides the app's own keys from Textual).

The rules and the log open over the dialog and Escape returns to it, its decision untouched;
the dialog's key bar names them.
"""

from __future__ import annotations

from typing import Any

from textual.widgets import MarkdownViewer, TabbedContent

from shared.ui import CurtainScreen, LogScreen, ResultsDialog, RulesScreen
from shared.ui.dialogs.base import Dialog
from tests.meaculpa.ui.demo import new_record
from tests.meaculpa.ui.support import mea_app, start
from tests.shared.ui.toy_app import start as toy_start
from tests.shared.ui.toy_app import toy_app
from tests.sinners.ui import screenshots as sinners_shots
from tests.ui_support import past_summary, run_app, screen_text, wait_until

SIZE = (100, 30)


async def _help_keys_work_in(pilot: Any, dialog: Dialog[Any]) -> None:
    app = pilot.app
    assert "f1 Rules" in screen_text(app) and "l Log" in screen_text(app)
    for key, opened in (("f1", RulesScreen), ("question_mark", RulesScreen), ("l", LogScreen)):
        await pilot.press(key)
        await wait_until(pilot, lambda kind=opened: isinstance(app.screen, kind), what=key)
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is dialog, what="the dialog again")


async def test_help_and_log_from_a_mea_culpa_decision_dialog():
    app = mea_app(start(new_record(2, 3)), autosave=False)
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await past_summary(pilot)
        await wait_until(pilot, lambda: isinstance(app.screen, Dialog))
        await _help_keys_work_in(pilot, app.screen)


async def test_help_and_log_from_a_sinners_decision_dialog():
    app = sinners_shots.app_at(sinners_shots.start_of_game())
    async with run_app(app, SIZE) as pilot:
        await sinners_shots.to_dialog(pilot)
        assert isinstance(app.screen, Dialog)
        await _help_keys_work_in(pilot, app.screen)


async def test_help_and_log_from_a_result_dialog():
    app = toy_app(toy_start(["Ann", "Ben"], seed=3))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.state is not None)
        dialog = ResultsDialog("Counter read out", ["The counter shows 3."])
        app.push_screen(dialog)
        await wait_until(pilot, lambda: app.screen is dialog)
        await _help_keys_work_in(pilot, dialog)


async def test_the_rules_scroll_with_page_down_and_up_from_the_start():
    app = toy_app(toy_start(["Ann", "Ben"], seed=3))
    app.RULES_MARKDOWN = "# Rules\n\n" + "\n\n".join(f"Rule {n}." for n in range(200))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.state is not None)
        await pilot.press("f1")
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen))
        viewer = app.screen.query_one(TabbedContent).active_pane.query_one(MarkdownViewer)
        assert "PgUp/PgDn" in screen_text(app)
        await pilot.press("pagedown")
        await wait_until(pilot, lambda: viewer.scroll_y > 0, what="the text to scroll down")
        await pilot.press("pageup")
        await wait_until(pilot, lambda: viewer.scroll_y == 0, what="the text to scroll up")
