"""Options keep their keys: the Demon draft, phase B, and the dialogs listing cards.

Every Demon is listed in type order; one already summoned stays in its place, dimmed with the
reason, so "2" is Sin for every player. Summoning is for good and none of the choices is free:
the dialog opens with nothing highlighted, so Enter summons nothing until a Demon is chosen.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from shared.engine.record import GameRecord
from shared.ui.widgets.choices import (
    CLOSED_MARK,
    ChoiceList,
    choice_key,
    choice_prompt,
    safe_default,
)
from sinners_tui import engine
from sinners_tui.engine import data
from sinners_tui.ui import styling
from sinners_tui.ui.abilities import short_ability
from sinners_tui.ui.choices import card_place, draft
from sinners_tui.ui.decisions import decision_dialog
from sinners_tui.ui.dialogs import DecisionDialog, Opens
from sinners_tui.ui.styling import sort_key
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


def test_a_summoned_demon_in_the_draft_says_who_took_it():
    """Found in play: a Demon summoned already read "Death: ... (not allowed)", as if the
    rules forbade it; it says who took it instead, as Mea Culpa's characters do."""
    record = shots.start_of_game()
    dialog = draft_of(record, 1)
    death = dialog.choices[0]
    assert death.reason is not None  # summoned by the first to choose: closed in place
    first = record.initial_state(engine).turn
    line = choice_prompt(1, death).plain
    assert line.endswith(f"({CLOSED_MARK} taken by {record.players[first]})"), line
    assert "not allowed" not in line
    assert "not allowed" not in choice_prompt(2, dialog.choices[1]).plain  # an open Demon


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


# --- Phase B and the dialogs that list cards on the table (issue: keys that keep their meaning)


def decisions(seed: int, players: int = 4) -> list[tuple[Any, DecisionDialog]]:
    """Every decision dialog of a seeded game played by random picks, with the deciding
    seat's view it was built from."""
    rng = random.Random(seed)
    state = engine.new_game([f"P{n}" for n in range(1, players + 1)], seed=seed)
    found = []
    for _ in range(3000):
        if engine.is_over(state):
            break
        seat = engine.current_player(state)
        legal = engine.legal_actions(state)
        if seat is not None:
            view = engine.view_for(state, seat)
            dialog = decision_dialog(view, seat, legal)
            if dialog is not None:
                found.append((view, dialog))
        choices = [a for a in legal if a.kind != "take_back"] or legal
        state = engine.apply_action(state, rng.choice(choices))
    return found


def opened_moves(choice: Any) -> list[Any]:
    """The moves a group's row opens (none for a closed row or a plain move)."""
    value = choice.value
    return [c.value for c in value.choices] if isinstance(value, Opens) else []


def test_phase_b_keeps_done_and_the_take_back_on_their_keys_and_the_hand_in_its_order():
    """1 is Done, 2 the take-back (SN-34), then one row per group of alike cards of the hand
    in table order, each with what its set does: a group keeps its key while the hand is the
    same. A group with nothing to do now is closed in place with the engine's reason."""
    plays = [(v, d) for seed in (1, 2) for v, d in decisions(seed) if d.kind == "play"]
    assert len(plays) > 30
    closed = []
    for view, dialog in plays:
        labels = [choice.label for choice in dialog.choices]
        assert labels[0].startswith("Done") and labels[1] == "Take back your last play"
        groups = styling.grouped(view.hands[view.turn])
        assert len(dialog.choices) == 2 + len(groups)
        for group, choice in zip(groups, dialog.choices[2:], strict=True):
            assert choice.label.startswith(group.name), (choice.label, group.name)
            assert short_ability(group.kind) in choice.label
            if choice.reason is not None:
                closed.append(choice.reason)
                assert choice.value is None
            else:
                assert isinstance(choice.value, Opens) and choice.value.choices
    assert any(reason.startswith("You do not hold enough") for reason in closed)


def test_the_hand_offers_every_legal_play_and_nothing_else():
    """Built from the engine's legal moves: every play the rules allow now is two keys away
    (a group, then the play; alike cards of the two decks once), and nothing else is."""
    rng = random.Random(4)
    state = engine.new_game(["P1", "P2", "P3"], seed=4)
    checked = 0
    for _ in range(3000):
        if engine.is_over(state):
            break
        legal = engine.legal_actions(state)
        seat = engine.current_player(state)
        if state.phase == "play" and seat is not None:
            dialog = decision_dialog(engine.view_for(state, seat), seat, legal)
            assert dialog is not None
            offered = [m for c in dialog.choices for m in opened_moves(c)]
            assert set(offered) <= set(legal)
            assert all(m.kind in ("start_set", "extend", "sacrament") for m in offered)
            plays = [a for a in legal if a.kind in ("start_set", "extend", "sacrament")]
            described = {engine.describe_action(state, a) for a in offered}
            assert {engine.describe_action(state, a) for a in plays} == described
            first_two = [c.value for c in dialog.choices[:2] if c.value is not None]
            assert {a for a in legal if a.kind in ("end_play", "take_back")} == set(first_two)
            checked += 1
        choices = [a for a in legal if a.kind != "take_back"] or legal
        state = engine.apply_action(state, rng.choice(choices))
    assert checked > 20


def test_cards_on_the_table_are_listed_church_by_church_as_the_screen_shows_them():
    """Penance and lures list the churches in seat order (a church keeps its key), each
    opening its Sinners in table order; Anointing and Matrimony list cards in the order the
    screen shows them, so a card's key follows where it lies."""
    kinds = {"penance", "lure", "anoint-take", "anoint-give", "matrimony"}
    found = [(v, d) for seed in (1, 2, 3) for v, d in decisions(seed) if d.kind in kinds]
    assert {d.kind for _, d in found} >= {"penance", "matrimony"}
    for view, dialog in found:
        if dialog.kind in ("penance", "lure"):
            churches = len(view.churches)
            assert [c.label.split(" (")[0] for c in dialog.choices[:churches]] == [
                "Your church"
                if seat == view.turn or seat == view.trigger_seat
                else f"{name}'s church"
                for seat, name in enumerate(view.players)
            ]
            cards = [m.card for c in dialog.choices for m in opened_moves(c)]
            kinds_after = [c.value.kind for c in dialog.choices[churches:]]
        else:
            cards = [c.value.card for c in dialog.choices if hasattr(c.value, "card")]
            kinds_after = [c.value.kind for c in dialog.choices[len(cards) :]]
        assert cards == sorted(cards, key=lambda card: (card_place(view, card), sort_key(card)))
        assert "take_back" not in kinds_after[:-1]  # the cards first, a take-back last


def builds(seeds: tuple[int, ...]) -> list[list[tuple[DecisionDialog, list[Any]]]]:
    """Each new set started in seeded games of random picks: its build dialogs from the first
    pick to the last, each with the legal moves it was built from (each pick the last open
    one, so rows above and below are picked)."""
    found = []
    for seed in seeds:
        rng = random.Random(seed)
        state = engine.new_game(["P1", "P2", "P3", "P4"], seed=seed)
        for _ in range(3000):
            if engine.is_over(state):
                break
            legal = engine.legal_actions(state)
            seat = engine.current_player(state)
            if seat is not None and state.building_sin is not None:
                steps = []
                while state.building_sin is not None and engine.current_player(state) == seat:
                    view, now = engine.view_for(state, seat), engine.legal_actions(state)
                    dialog = decision_dialog(view, seat, now)
                    assert dialog is not None
                    steps.append((dialog, now))
                    picks = [
                        c.value
                        for c in dialog.choices
                        if c.reason is None and c.value.kind == "pick"
                    ]
                    state = engine.apply_action(state, picks[-1])
                found.append(steps)
                continue
            choices = [a for a in legal if a.kind != "take_back"] or legal
            state = engine.apply_action(state, rng.choice(choices))
    return found


def test_a_new_set_keeps_every_card_on_its_key_from_the_first_pick_to_the_last():
    """Found in play: 1, 1, 2 on a new set of Selfish took a Deceiver, because each pick
    renumbered the rows below it. Every card that could join keeps its row, a picked one
    closed in place with the reason; the row after the cards lays the set (closed until it may
    be laid), so a key pressed to lay a set the rules laid by themselves never ends phase B."""
    sets = [steps for steps in builds((1, 2, 3)) if len(steps) > 1]
    assert len(sets) > 5
    for steps in sets:
        rows = [[choice.label for choice in dialog.choices] for dialog, _ in steps]
        for before, after in itertools.pairwise(rows):
            assert after[: len(before) - 1] == before[: len(before) - 1]  # (the cancel last)
        for dialog, legal in steps:
            lay = dialog.choices[-2]  # after the cards, before the cancel
            assert lay.label.startswith("Lay the set of")
            assert (lay.reason is None) == any(a.kind == "finish_set" for a in legal)
            for choice in dialog.choices:  # open exactly when legal, closed with a reason
                assert (choice.reason is None) == (choice.value in legal)
    # (alike cards share a row: it stays open while one of them is left in the hand)
    lasts = [c for steps in sets for c in steps[-1][0].choices]
    assert any(c.reason == "That card is already in the new set." for c in lasts)


def test_the_draw_opens_with_nothing_highlighted():
    """Found in play: "1. Preach" opened highlighted, so a stray Enter preached, which is
    never taken back (SN-34: the take-back ends when something hidden comes to light). Every
    draw of phase A is for good: Enter alone draws nothing, as in the Demon draft."""
    draws = [d for seed in (1, 2) for _, d in decisions(seed) if d.kind == "draw"]
    assert len(draws) > 20
    for dialog in draws:
        assert all(choice.costly for choice in dialog.choices)
        assert safe_default(dialog.choices) is None
