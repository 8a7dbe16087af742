"""The Demon draft keeps each Demon's key all draft long and never opens on a Demon.

Every Demon is listed in type order; one already summoned stays in its place, dimmed with the
reason, so "2" is Sin for every player. Summoning is for good and none of the choices is free:
the dialog opens with nothing highlighted, so Enter summons nothing until a Demon is chosen.
"""

from __future__ import annotations

from shared.engine.record import GameRecord
from shared.ui.widgets.choices import ChoiceList, choice_key
from sinners_tui import engine
from sinners_tui.engine import data
from sinners_tui.ui.choices import draft
from sinners_tui.ui.dialogs import DecisionDialog
from tests.sinners.ui import screenshots as shots
from tests.ui_support import run_app, screen_text, wait_until

SIZE = (120, 36)


def draft_of(record: GameRecord, summons: int) -> DecisionDialog:
    """The draft dialog after ``summons`` Demons have been summoned (each the first open)."""
    state = record.initial_state(engine)
    for _ in range(summons):
        state = engine.apply_action(state, engine.legal_actions(state)[0])
    seat = engine.current_player(state)
    assert seat is not None and state.phase == "draft"
    return draft(engine.view_for(state, seat), seat, engine.legal_actions(state))


def test_each_demon_has_the_same_key_for_the_first_and_the_second_player():
    first, second = draft_of(shots.start_of_game(), 0), draft_of(shots.start_of_game(), 1)
    labels = [[choice.label for choice in dialog.choices] for dialog in (first, second)]
    assert labels[0] == labels[1]
    assert len(labels[0]) == len(data.DEMON_TYPES)
    assert labels[0][0].startswith("Death:") and labels[0][1].startswith("Sin:")
    assert first.choices[0].reason is None
    assert second.choices[0].reason is not None  # Death, summoned: closed in its place
    assert all(choice.costly for choice in first.choices)


async def test_the_draft_opens_with_nothing_highlighted_and_keys_summon_by_their_place():
    app = shots.app_at(shots.start_of_game())
    async with run_app(app, SIZE) as pilot:
        await shots.to_dialog(pilot)
        dialog = app.screen
        assert isinstance(dialog, DecisionDialog) and dialog.kind == "draft"
        assert dialog.query_one(ChoiceList).highlighted is None
        await pilot.press("enter")  # no Demon is the default: a stray Enter summons none
        await pilot.pause()
        assert app.record.actions == []
        key = choice_key(2)
        assert key is not None and f"{key}. Sin:" in screen_text(app)
        await pilot.press(key)
        await wait_until(pilot, lambda: len(app.record.actions) == 1, what="the summon")
        assert data.TYPE_NAMES[data.SIN] == "Sin"
        summoned = engine.parse_action(app.record.actions[0])
        assert (
            summoned.kind == "summon"
            and summoned.card == draft_of(shots.start_of_game(), 0).choices[1].value.card
        )
