"""Phase B is played from the hand: a group of alike cards, then what to do with it.

Each test drives the real dialog by keys: a group's key opens only the plays the rules allow
now for those cards, Escape comes back to the hand with every group on its key, and a play
(a new set, an extension, a Sacrament with its targets grouped by church) is made with the
same keys every time. 1 ends phase B. The hint marks the group, then the play inside it.
"""

from __future__ import annotations

from typing import Any

from shared.engine.record import GameRecord
from shared.ui.widgets.choices import HINT_LINE_START, ChoiceList, choice_key
from sinners_tui import engine
from sinners_tui.engine import data
from sinners_tui.engine.cards import CARD_TYPE
from sinners_tui.ui.dialogs import DecisionDialog, Opens
from tests.sinners.ui import screenshots as shots
from tests.ui_support import run_app, screen_text, wait_until

SIZE = (100, 30)


def legal_plays(state: Any) -> list[Any]:
    return [a for a in engine.legal_actions(state) if a.kind in ("start_set", "extend")]


def a_play_with(kind: str, extra: Any = None) -> GameRecord:
    """The first phase B of a seeded game (three players) in which a move of ``kind`` is
    legal (and ``extra(state)`` holds)."""

    def stop(state: Any) -> bool:
        if state.phase != "play":
            return False
        moves = engine.legal_actions(state)
        return any(a.kind == kind for a in moves) and (extra is None or extra(state, moves))

    return shots.record_until(shots.PLAYERS, 0, stop)


def penance_with_targets(state: Any, moves: list[Any]) -> bool:
    """Penance may be played, and the churches hold Sinners in more than one church."""
    penance = any(a.kind == "sacrament" and CARD_TYPE[a.card] == data.PENANCE for a in moves)
    filled = sum(1 for church in state.churches if len(church) > 3)
    return penance and filled >= 2


async def hand(pilot: Any) -> DecisionDialog:
    await shots.to_dialog(pilot)
    dialog = pilot.app.screen
    assert isinstance(dialog, DecisionDialog) and dialog.kind == "play"
    return dialog


def key_of(dialog: DecisionDialog, starts: str) -> str:
    """The key of the shown row whose label starts with ``starts``."""
    index = next(i for i, c in enumerate(dialog.shown) if c.label.startswith(starts))
    key = choice_key(index + 1)
    assert key is not None
    return key


def group_key(dialog: DecisionDialog, predicate: Any) -> tuple[str, Opens]:
    """The key and the group of the first open group whose moves satisfy ``predicate``."""
    for index, choice in enumerate(dialog.choices):
        value = choice.value
        if isinstance(value, Opens) and any(predicate(c.value) for c in value.choices):
            key = choice_key(index + 1)
            assert key is not None
            return key, value
    raise AssertionError(f"no group offers that:\n{[c.label for c in dialog.choices]}")


async def test_a_group_opens_only_what_is_possible_and_escape_keeps_every_key():
    app = shots.app_at(shots.position("play", 0))
    async with run_app(app, SIZE) as pilot:
        dialog = await hand(pilot)
        legal = engine.legal_actions(app.state)
        before = [c.label for c in dialog.choices]
        assert dialog.query_one(ChoiceList).highlighted is None  # a stray Enter plays nothing
        key, group = group_key(dialog, lambda action: action.kind == "start_set")
        await pilot.press(key)
        await pilot.pause()
        assert dialog.opened is group
        shown = dialog.shown
        assert shown and all(choice.value in legal for choice in shown)
        assert dialog.query_one(ChoiceList).highlighted is None
        text = screen_text(app)
        assert "esc Back" in text and "Lay a new set of" in text
        await pilot.press("escape")
        await pilot.pause()
        assert dialog.opened is None and app.screen is dialog  # back to the hand, still open
        assert [c.label for c in dialog.shown] == before
        await pilot.press(key)  # the same key opens the same group again
        await pilot.pause()
        assert dialog.opened is group


async def test_a_closed_group_says_why_when_its_key_is_pressed():
    app = shots.app_at(shots.playing())
    async with run_app(app, SIZE) as pilot:
        dialog = await hand(pilot)
        index = next(i for i, c in enumerate(dialog.choices) if i > 1 and c.reason)
        await pilot.press(choice_key(index + 1) or "")
        await pilot.pause()
        assert dialog.opened is None
        reason = str(dialog.query_one("#reason").render())
        assert reason == dialog.choices[index].reason


async def test_a_new_set_is_laid_from_its_group():
    app = shots.app_at(shots.position("play", 0))
    async with run_app(app, SIZE) as pilot:
        dialog = await hand(pilot)
        key, group = group_key(dialog, lambda action: action.kind == "start_set")
        sin = next(c.value.sin for c in group.choices if c.value.kind == "start_set")
        await pilot.press(key)
        await pilot.pause()
        await pilot.press(key_of(dialog, "Lay a new set of"))
        await wait_until(pilot, lambda: app.state.phase == "build", what="the set's picks")
        for _ in range(6):  # pick the first open card until the set is laid
            if app.state.phase != "build":
                break
            await wait_until(pilot, lambda: getattr(app.screen, "kind", None) == "build")
            build = app.screen
            assert isinstance(build, DecisionDialog)
            rows = [c.value for c in build.choices]
            lay = next(i for i, value in enumerate(rows) if value and value.kind == "finish_set")
            pick = next(i for i, c in enumerate(build.choices) if c.reason is None)
            ready = build.choices[lay].reason is None
            picked = len(app.state.building)
            await pilot.press(choice_key((lay if ready else pick) + 1) or "")
            await wait_until(
                pilot,
                lambda n=picked: app.state.phase != "build" or len(app.state.building) > n,
                what="the pick",
            )
        await wait_until(pilot, lambda: app.state.phase != "build", what="the set laid")
        assert any(CARD_TYPE[card] == sin for card in app.state.churches[0])


async def test_a_card_extends_the_set_in_the_church_from_its_group():
    app = shots.app_at(a_play_with("extend"))
    async with run_app(app, SIZE) as pilot:
        dialog = await hand(pilot)
        seat = app.state.turn
        church = len(app.state.churches[seat])
        key, _group = group_key(dialog, lambda action: action.kind == "extend")
        await pilot.press(key)
        await pilot.pause()
        extend = next(c for c in dialog.shown if c.value.kind == "extend")
        await pilot.press(key_of(dialog, extend.label))
        await wait_until(pilot, lambda: len(app.state.churches[seat]) == church + 1)
        assert extend.value.card in app.state.churches[seat]


async def test_penance_is_played_from_the_hand_and_its_targets_are_grouped_by_church():
    app = shots.app_at(a_play_with("sacrament", penance_with_targets))
    async with run_app(app, SIZE) as pilot:
        dialog = await hand(pilot)
        key, _group = group_key(
            dialog,
            lambda action: action.kind == "sacrament" and CARD_TYPE[action.card] == data.PENANCE,
        )
        await pilot.press(key)
        await pilot.pause()
        await pilot.press(key_of(dialog, "Play Penance"))
        await wait_until(
            pilot, lambda: getattr(app.screen, "kind", None) == "penance", what="the churches"
        )
        targets = app.screen
        assert isinstance(targets, DecisionDialog)
        players = app.state.players
        assert len(targets.choices) == len(players) + 1  # each church, and the cancel
        text = screen_text(app)
        assert "Your church" in text
        for seat, name in enumerate(players):
            assert seat == app.state.turn or f"{name}'s church" in text
        church = next(i for i, c in enumerate(targets.choices) if isinstance(c.value, Opens))
        await pilot.press(choice_key(church + 1) or "")
        await pilot.pause()
        assert targets.opened is not None
        owner_cards = set(app.state.churches[church])
        assert all(c.value.card in owner_cards for c in targets.shown)
        await pilot.press("escape")  # back to the churches, Penance still being played
        await pilot.pause()
        assert targets.opened is None and app.state.phase == "penance"
        limbo = len(app.state.limbo)
        await pilot.press(choice_key(church + 1) or "", "1")
        await wait_until(pilot, lambda: len(app.state.limbo) == limbo + 1, what="to Limbo")


async def test_one_key_ends_phase_b():
    app = shots.app_at(shots.position("play", 0))
    async with run_app(app, SIZE) as pilot:
        dialog = await hand(pilot)
        assert dialog.choices[0].label.startswith("Done")
        await pilot.press("1")
        await wait_until(pilot, lambda: app.state.phase == "discard", what="the discard")


async def test_the_hint_marks_the_group_and_then_the_play_inside_it():
    app = shots.app_at(shots.position("play", 0))
    async with run_app(app, SIZE) as pilot:
        dialog = await hand(pilot)
        choices = dialog.query_one(ChoiceList)
        await pilot.press("h")
        await wait_until(pilot, lambda: choices.hinted is not None, what="the hint")
        assert HINT_LINE_START in screen_text(app)
        hinted = choices.hinted
        assert hinted is not None
        value = dialog.choices[hinted].value
        if not isinstance(value, Opens):  # the hint is to end phase B
            assert hinted == 0
            return
        await pilot.press(choice_key(hinted + 1) or "")
        await wait_until(pilot, lambda: choices.hinted is not None, what="the hint inside")
        await pilot.pause()
        assert HINT_LINE_START in screen_text(app)
        assert dialog.shown[choices.hinted].value in value.leads_to
