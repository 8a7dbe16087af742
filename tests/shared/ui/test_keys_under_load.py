"""Keys typed at a person's pace (150 ms apart) while the screens change slowly all act: none
is lost while a curtain is lifted, a summary closed or a dialog opens.

The app is slowed on purpose, by steps rather than seconds: no screen is built while the keys
are being typed (as on a loaded machine, where building a screen takes longer than a person
takes for the next key), so every key after the first of a change is read by the app before
the next screen is up. The keys come from a thread, as a terminal's do, at their own pace.
What each key did is read from the game afterwards.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Sequence
from typing import Any

import pytest
from textual import events
from textual.screen import Screen

from shared.ui import CurtainScreen, PlayerScreen
from shared.ui.screens.rules import RulesScreen
from tests.meaculpa.ui.demo import new_record, record_until
from tests.meaculpa.ui.moments import turn
from tests.meaculpa.ui.support import mea_app, start
from tests.sinners.ui import screenshots as shots
from tests.ui_support import run_app, wait_until

SIZE = (100, 30)
#: A person's pace.
GAP = 0.15
CHARACTERS = {"question_mark": "?", "enter": "\r", "space": " "}


class Typing:
    """While keys are typed, screens wait to be built until the last key is in."""

    def __init__(self) -> None:
        self.done = asyncio.Event()
        self.done.set()


@pytest.fixture
def typing(monkeypatch: pytest.MonkeyPatch) -> Typing:
    state = Typing()
    compose = Screen._compose

    async def slow_compose(self: Screen[Any]) -> None:
        await state.done.wait()
        await compose(self)

    monkeypatch.setattr(Screen, "_compose", slow_compose)
    return state


async def type_keys(pilot: Any, typing: Typing, keys: Sequence[str]) -> None:
    """Type ``keys`` GAP apart from a thread, no screen built meanwhile; then let the app
    catch up."""
    app = pilot.app
    loop = asyncio.get_running_loop()

    def typist() -> None:
        for key in keys:
            time.sleep(GAP)
            char = CHARACTERS.get(key, key if len(key) == 1 else None)
            loop.call_soon_threadsafe(app.post_message, events.Key(key, char))
        loop.call_soon_threadsafe(typing.done.set)

    typing.done.clear()
    thread = threading.Thread(target=typist)
    thread.start()
    await typing.done.wait()
    thread.join()
    await pilot.pause()


def mea_turn_app() -> Any:
    return mea_app(start(record_until(new_record(2, seed=1), turn())))


async def test_the_rules_asked_for_right_after_the_curtain_is_lifted_show(typing):
    """Mea Culpa: Enter lifts the curtain, Enter closes what happened since, ``?`` opens the
    rules over the seat's screen (not beneath it, over the page being closed)."""
    app = mea_turn_app()
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen), what="curtain")
        await pilot.pause()
        await type_keys(pilot, typing, ["enter", "enter", "question_mark"])
        await wait_until(pilot, lambda: isinstance(app.screen, RulesScreen), what="the rules")
        assert any(isinstance(screen, PlayerScreen) for screen in app.screen_stack)


async def test_a_purchase_typed_right_after_the_curtain_is_lifted_is_made(typing):
    """Mea Culpa: Enter, Enter (the curtain, what happened since), then ``2 1 Enter`` at the
    turn's menu: the Buy dialog, bread, bought."""
    app = mea_turn_app()
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen), what="curtain")
        await pilot.pause()
        moves = len(app.record.actions)
        await type_keys(pilot, typing, ["enter", "enter", "2", "1", "enter"])
        await wait_until(pilot, lambda: len(app.record.actions) > moves, what="the purchase")
        assert app.record.actions[moves] == {"kind": "buy_good", "good": "bread"}


async def test_a_choice_typed_right_after_the_curtain_is_lifted_is_made(typing):
    """Sinners: Enter lifts the curtain, Enter closes what happened since, ``1`` 150 ms later
    picks the draw dialog's first option and Enter confirms it."""
    app = shots.app_at(shots.mid_round())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen), what="curtain")
        await pilot.pause()
        moves = len(app.record.actions)
        await type_keys(pilot, typing, ["enter", "enter", "1", "enter"])
        await wait_until(pilot, lambda: len(app.record.actions) > moves, what="the choice")


class KeyByKey:
    """Each screen is built only after one more key has come in (see ``type_keys_slowly``)."""

    def __init__(self) -> None:
        self.typed = asyncio.Event()
        self.typed.set()
        self.active = False


@pytest.fixture
def key_by_key(monkeypatch: pytest.MonkeyPatch) -> KeyByKey:
    state = KeyByKey()
    compose = Screen._compose

    async def slow_compose(self: Screen[Any]) -> None:
        if state.active:
            state.typed.clear()
            await state.typed.wait()
        await compose(self)

    monkeypatch.setattr(Screen, "_compose", slow_compose)
    return state


async def type_keys_slowly(pilot: Any, slow: KeyByKey, keys: Sequence[str]) -> None:
    """Type ``keys`` GAP apart from a thread; every screen waits for the next key to be built
    (and the last ones once all are typed)."""
    app = pilot.app
    loop = asyncio.get_running_loop()
    finished = asyncio.Event()

    def typist() -> None:
        for key in keys:
            time.sleep(GAP)
            char = CHARACTERS.get(key, key if len(key) == 1 else None)
            loop.call_soon_threadsafe(app.post_message, events.Key(key, char))
            loop.call_soon_threadsafe(slow.typed.set)
        loop.call_soon_threadsafe(finished.set)

    slow.active = True
    thread = threading.Thread(target=typist)
    thread.start()
    await finished.wait()
    thread.join()
    slow.active = False
    slow.typed.set()
    await pilot.pause()


async def test_a_whole_round_typed_at_a_persons_pace_loses_no_key(key_by_key):
    """Sinners, two people, the first round: the keys a scripted player pressed one at a time,
    each after the screen was ready, typed again 150 ms apart without looking at the screen
    while every screen is slow to come, make the same moves."""
    from sinners_tui.ui.results import RoundScoringDialog
    from tests.sinners.ui.driver import Player, play

    def scoring(app: Any) -> bool:
        return isinstance(app.screen, RoundScoringDialog)

    record = shots.start_of_game()
    keys: list[str] = []
    looked = shots.app_at(record)
    async with run_app(looked, SIZE) as pilot:
        player = Player(looked)
        next_key = player.next_key

        def recorded() -> str | None:
            key = next_key()
            if key is not None:
                keys.append(key)
            return key

        player.next_key = recorded  # type: ignore[method-assign]
        await play(pilot, player, lambda: scoring(looked), max_presses=2000)
        moves = list(looked.record.actions)
    assert len(moves) > len(record.actions) + 10  # (a real round)

    typed = shots.app_at(record)
    async with run_app(typed, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(typed.screen, CurtainScreen), what="curtain")
        await pilot.pause()
        await type_keys_slowly(pilot, key_by_key, keys)
        await wait_until(pilot, lambda: scoring(typed), what="the round's scoring")
        assert list(typed.record.actions) == moves
