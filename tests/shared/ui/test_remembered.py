"""The theme and the bots' pause are remembered from one run to the next."""

from __future__ import annotations

from shared.settings import Settings, load_settings, save_settings, settings_path
from shared.ui.app import HotSeatApp
from shared.ui.remembered import BOT_PAUSES, next_bot_pause
from tests.shared.ui.toy_app import TOY_SPEC, start, toy_app
from tests.ui_support import run_app, wait_until

SIZE = (100, 30)


async def test_the_theme_picked_is_the_theme_of_the_next_run():
    app = toy_app(start())
    async with run_app(app, SIZE) as pilot:
        app.theme = "nord"
        await wait_until(pilot, lambda: load_settings().settings.theme == "nord")
    again = toy_app(start())
    async with run_app(again, SIZE):
        assert again.theme == "nord"


async def test_an_unknown_remembered_theme_is_ignored():
    save_settings(Settings(theme="no-such-theme"))
    app = toy_app(start())
    async with run_app(app, SIZE):
        assert app.theme == "textual-dark"


async def test_the_bots_pause_is_stepped_and_remembered():
    save_settings(Settings(bot_pause=1.2))
    app = HotSeatApp(TOY_SPEC, start())
    assert app.bot_delay == 1.2
    async with run_app(app, SIZE) as pilot:
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert "Bots' pause" in titles
        app.action_next_bot_pause()
        await pilot.pause()
        assert app.bot_delay == 2.0
    assert load_settings().settings.bot_pause == 2.0


def test_the_pauses_go_round():
    assert [next_bot_pause(pause) for pause in BOT_PAUSES] == [*BOT_PAUSES[1:], BOT_PAUSES[0]]
    assert next_bot_pause(0.45) == 0.6  # a remembered pause between two steps


async def test_a_broken_settings_file_is_said_once_and_never_written_over():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"theme": ', encoding="utf-8")
    app = toy_app(start())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: bool(app._notifications))
        messages = [notification.message for notification in app._notifications]
        assert any(str(path) in message for message in messages)
        app.theme = "nord"
        app.action_next_bot_pause()
        await pilot.pause()
    assert path.read_text(encoding="utf-8") == '{"theme": '
