"""Privacy at every hand-over: nothing of the previous seat on screen, the curtain on top."""

from __future__ import annotations

from shared.ui import CurtainScreen, LogScreen, PlayerScreen
from tests.shared import toy_engine
from tests.shared.ui.keys import game_over, toy_player
from tests.shared.ui.toy_app import start, toy_app
from tests.ui_support import run_app, screen_text, wait_until

SIZE = (100, 30)
#: Three seats whose secret numbers all differ, so each word belongs to one seat only.
SEED = 5


def secrets_of(app, seat: int) -> list[str]:
    number = app.state.secrets[seat]
    return [toy_engine.secret_word(number), f"Number {number}"]


async def test_no_previous_secret_on_screen_at_any_hand_over():
    app = toy_app(start(["Ann", "Ben", "Cid"], seed=SEED, announce=True))
    async with run_app(app, SIZE) as pilot:
        assert len(set(app.state.secrets)) == 3
        words = {seat: secrets_of(app, seat) for seat in range(3)}
        policy = toy_player(app)
        previous: int | None = None
        hand_overs = 0
        seen_curtain = None
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        while not game_over(app)():
            screen = app.screen
            if isinstance(screen, PlayerScreen):
                if previous != screen.seat:
                    own = screen_text(app)
                    for seat, secret in words.items():
                        for token in secret:
                            assert (token in own) == (seat == screen.seat), (seat, token)
                    # a private toast, to prove notifications are cleared at the hand-over
                    app.notify(f"Psst, your word is {words[screen.seat][0]}")
                    await pilot.pause()
                previous = screen.seat
            if isinstance(screen, CurtainScreen) and screen is not seen_curtain:
                seen_curtain = screen
                text = screen_text(app)
                assert f"Pass the keyboard to {screen.player_name}" in text
                for secret in words.values():
                    for token in secret:
                        assert token not in text
                assert not any(isinstance(s, PlayerScreen | LogScreen) for s in app.screen_stack)
                assert app.screen is screen
                hand_overs += 1
            key = policy()
            if key is None:
                await pilot.pause(0.01)
                continue
            await pilot.press(key)
            await pilot.pause()
        assert hand_overs >= 4


async def test_the_board_log_shows_public_entries_only():
    app = toy_app(start(["Ann", "Ben"], seed=SEED))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("escape")  # nothing happens: only the named player's key lifts it
        assert isinstance(app.screen, CurtainScreen)
        board = app.board_screen
        assert board is not None
        app.push_screen(LogScreen(app.state.log, None, "Public"))  # even given the full log
        await pilot.pause()
        text = screen_text(app)
        assert "A new game for Ann, Ben." in text
        assert "Your secret word" not in text


async def test_command_palette_under_the_curtain_reveals_nothing():
    app = toy_app(start(["Ann", "Ben"], seed=SEED))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        await pilot.press("2")
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("ctrl+p")
        await pilot.pause(0.2)
        text = screen_text(app)
        assert "New game" in text and "Rules" in text and "Save as" in text
        for seat in range(2):
            for token in secrets_of(app, seat):
                assert token not in text
        await pilot.press("escape")
        await pilot.press("l")  # the log under the curtain is the public one
        await wait_until(pilot, lambda: isinstance(app.screen, LogScreen))
        assert app.screen.seat is None
        assert "Your secret word" not in screen_text(app)
