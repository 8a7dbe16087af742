"""The screenshot script renders a game's shots to SVG files."""

from __future__ import annotations

import html
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def load_script():
    spec = importlib.util.spec_from_file_location("generate", ROOT / "screenshots" / "generate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_demo_shots_render_to_svg(tmp_path: Path, capsys):
    script = load_script()
    assert (
        script.main(["--demo", "--out", str(tmp_path), "--only", "toy-curtain", "toy-player"]) == 0
    )
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["toy-curtain.svg", "toy-player.svg"]
    curtain = html.unescape((tmp_path / "toy-curtain.svg").read_text()).replace("\xa0", " ")
    assert "Pass the keyboard to Ann" in curtain
    assert "toy-player.svg" in capsys.readouterr().out


def test_listing_and_unknown_names(capsys):
    script = load_script()
    assert script.main(["--demo", "--list"]) == 0
    assert "toy-announcement" in capsys.readouterr().out.split()
    try:
        script.main(["--demo", "--only", "nothing"])
    except SystemExit as stop:
        assert stop.code == 2
    assert "no such shot: nothing" in capsys.readouterr().err


async def test_lift_curtain_reaches_the_seat_screen():
    from shared.ui import PlayerScreen
    from tests.shared.ui.screenshots import lift_curtain, until_screen
    from tests.shared.ui.toy_app import start, toy_app
    from tests.ui_support import run_app

    app = toy_app(start())
    async with run_app(app, (100, 30)) as pilot:
        await lift_curtain(pilot, PlayerScreen, "Ann's screen")
        assert isinstance(app.screen, PlayerScreen) and app.unlocked == 0
        await until_screen(pilot, PlayerScreen)
