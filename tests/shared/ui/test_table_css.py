"""The game's stylesheet is added after the setup screen's first frame, and before a game's.

``HotSeatApp.TABLE_CSS_PATH`` is not Textual's ``CSS_PATH``: parsing it and matching its rules
cost the setup screen's first frame time, for nothing that screen shows. So these check that
the setup screen looks the same with it and without it, and that a game opened at once (or
from the setup screen) is styled by it from its first frame.
"""

from __future__ import annotations

from typing import Any

import pytest

from meaculpa_tui.spec import game_spec as meaculpa_spec
from meaculpa_tui.ui.app import MeaCulpaApp
from shared.ui.app import HotSeatApp
from shared.ui.openings import StartGame
from sinners_tui.spec import game_spec as sinners_spec
from sinners_tui.ui.app import SinnersApp
from tests.meaculpa.ui.demo import new_record
from tests.ui_support import normalise_svg, run_app, stop_cursor_blink, wait_until

GAMES = [(MeaCulpaApp, meaculpa_spec), (SinnersApp, sinners_spec)]


def _without(app_class: type[HotSeatApp]) -> type[HotSeatApp]:
    return type(f"Plain{app_class.__name__}", (app_class,), {"TABLE_CSS_PATH": None})


@pytest.mark.parametrize(("app_class", "spec"), GAMES)
async def test_the_setup_screen_looks_the_same_with_the_games_stylesheet_or_without(
    app_class: type[HotSeatApp], spec: Any
):
    pictures = []
    for subject in (app_class, _without(app_class)):
        app = subject(spec(), autosave=False)
        async with run_app(app, (100, 30)) as pilot:
            await wait_until(pilot, lambda app=app: type(app.screen).__name__ == "SetupScreen")
            await pilot.pause()
            added = app.stylesheet.has_source(str(app_class.TABLE_CSS_PATH))
            assert added == (subject is app_class)  # (added once the first frame was drawn)
            stop_cursor_blink(app)  # (both pictures with the cursor shown)
            await pilot.pause()
            pictures.append(normalise_svg(app.export_screenshot()))
    assert pictures[0] == pictures[1]


class _Watched(MeaCulpaApp):
    """Notes which screens stood when the game's stylesheet was added."""

    stack_when_added: list[str] | None = None

    def add_table_css(self) -> None:
        if self.stack_when_added is None and not self.stylesheet.has_source(
            str(self.TABLE_CSS_PATH)
        ):
            self.stack_when_added = [type(screen).__name__ for screen in self.screen_stack]
        super().add_table_css()


async def test_a_game_opened_at_once_has_the_games_stylesheet_before_its_first_screen():
    record = new_record(2, 3)
    app = _Watched(meaculpa_spec(), StartGame(record, ["human", "human"]), autosave=False)
    async with run_app(app, (100, 30)) as pilot:
        await wait_until(pilot, lambda: app.board_screen is not None)
        assert app.stack_when_added is not None
        assert "BoardScreen" not in app.stack_when_added  # only Textual's empty default
        box = app.board_screen.query(".board-box").first()
        assert box.styles.border.top[0] == "round"  # a rule of the game's stylesheet
