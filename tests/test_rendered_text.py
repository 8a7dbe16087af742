"""``tests/rendered_text.py`` reads the screen the way ``export_screenshot`` draws it: the same
text as the SVG at every frame of a game, and a plain sentence when Textual moved the private
parts it uses."""

from __future__ import annotations

import inspect

from textual.app import App
from textual.screen import Screen

from shared.cli import LaunchRequest
from shared.ui.openings import opening_for
from sinners_tui.spec import game_spec
from sinners_tui.ui.app import SinnersApp
from tests.rendered_text import rendered_text
from tests.sinners.ui.driver import Player, Tactics
from tests.table_watch import watch_frames
from tests.ui_support import press_until, run_app, screen_text

SEED = 738000005
MOVES = 12


def test_the_private_parts_it_reads_are_still_there() -> None:
    assert "_background_screens" in dir(App), (
        "App._background_screens is gone: rendered_text() no longer knows the screens "
        "beneath a dialog"
    )
    parameters = inspect.signature(App.export_screenshot).parameters
    assert "simplify" in parameters, "export_screenshot changed: compare it with rendered_text()"
    source = inspect.getsource(App.export_screenshot)
    assert "self.screen._compositor.render_update(" in source, (
        "export_screenshot no longer renders through Screen._compositor.render_update: "
        "rendered_text() may not show what it shows"
    )
    assert "_compositor" in inspect.getsource(Screen.__init__), "Screen._compositor is gone"


async def test_it_is_the_screenshots_text_at_every_frame_of_a_game() -> None:
    """Two people and a bot (a curtain, summaries, dialogs over the table, a bot's moves),
    compared at every frame drawn until a dozen moves are made."""
    spec = game_spec()
    request = LaunchRequest(
        players=["Ann", "Bén 漢字", "[b]Cid[/b]"], seed=SEED, bots=["human", "human", "heuristic"]
    )
    app = SinnersApp(spec, opening_for(spec, request), bot_delay=0, autosave=False)
    differing: list[str] = []
    frames = 0
    screens: set[str] = set()

    def compare(app: App[object]) -> None:
        nonlocal frames
        frames += 1
        screens.add(type(app.screen).__name__)
        svg, plain = screen_text(app), rendered_text(app)
        if svg != plain and len(differing) < 3:
            differing.append(f"frame {frames} ({type(app.screen).__name__}):\n{svg}\n---\n{plain}")

    watch_frames(app, compare)
    async with run_app(app, (100, 30)) as pilot:
        player = Player(app, Tactics(SEED))
        await press_until(pilot, player.next_key, lambda: len(app.record.actions) >= MOVES)
    assert not differing, differing[0]
    assert frames > MOVES
    assert {"CurtainScreen", "SinceScreen", "DecisionDialog", "BoardScreen"} <= screens, screens
