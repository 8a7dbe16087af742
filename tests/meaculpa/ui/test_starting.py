"""Starting Mea Culpa: the setup screen, --players, the variant, and the help with rules notes."""

from __future__ import annotations

from meaculpa_tui import __main__ as cli
from meaculpa_tui import spec
from meaculpa_tui.spec import game_spec
from shared.cli import LaunchRequest
from shared.ui import CurtainScreen, RulesScreen, SetupScreen
from shared.ui.openings import ShowSetup, StartGame, opening_for
from tests.meaculpa.ui.support import SIZE, mea_app
from tests.ui_support import run_app, screen_text, wait_until


def test_the_command_line_opens_the_setup_screen_or_starts_at_once(monkeypatch):
    assert game_spec().launch is spec.launch
    seen: list[LaunchRequest] = []
    monkeypatch.setattr(spec, "launch", lambda request: seen.append(request) or 0)
    assert cli.main([]) == 0
    assert cli.main(["--players", "Ann,Ben,Cid", "--seed", "7", "--sophisticated-penitent"]) == 0
    assert seen[0] == LaunchRequest()  # (no arguments: nothing parsed, the setup screen)
    assert isinstance(opening_for(game_spec(), seen[0]), ShowSetup)
    started = opening_for(game_spec(), seen[1])
    assert isinstance(started, StartGame)
    assert started.record.players == ["Ann", "Ben", "Cid"] and started.record.seed == 7
    assert started.record.options == {"sophisticated_penitent": True}


async def test_setup_screen_starts_a_game_with_the_names_variant_and_seed():
    app = mea_app(ShowSetup())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        for seat, name in enumerate(("Ann", "Ben")):
            field = app.screen.query_one(f"#name-{seat}")
            field.value = name
        app.screen.query_one("#option-sophisticated_penitent").value = True
        app.screen.query_one("#seed").value = "12"
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.record.players == ["Ann", "Ben"] and app.record.seed == 12
        assert app.state.sophisticated_penitent
        assert "Pass the keyboard to" in screen_text(app)


async def test_help_shows_the_rules_and_the_rules_notes():
    app = mea_app(ShowSetup())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        await pilot.press("f1")
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen))
        assert "Mea Culpa: the rules in short" in screen_text(app)
        assert "The secret bid" in app.screen.rules
        assert "MC-9" in app.screen.notes and "MC-29" in app.screen.notes
