"""Privacy at every hand-over: nothing of the previous seat on screen, the curtain on top."""

from __future__ import annotations

from shared.ui import CurtainScreen, LogScreen, PlayerScreen
from tests.shared import toy_engine
from tests.shared.ui.keys import game_over, toy_player
from tests.shared.ui.toy_app import start, toy_app
from tests.ui_support import past_summary, run_app, screen_text, wait_until, walk_hand_overs

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
        opened: list[PlayerScreen] = []

        def next_key() -> str | None:
            screen = app.screen
            if isinstance(screen, PlayerScreen) and screen not in opened:
                opened.append(screen)
                own = screen_text(app)  # built from this seat's view only
                for seat, secret in words.items():
                    for token in secret:
                        assert (token in own) == (seat == screen.seat), (seat, token)
                # a private toast, to prove notifications are cleared at the hand-over
                app.notify(f"Psst, your word is {words[screen.seat][0]}")
            return policy()

        hand_overs = await walk_hand_overs(pilot, next_key, game_over(app), words.__getitem__)
        assert hand_overs >= 4 and len(opened) >= 4


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
        await past_summary(pilot)
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
