"""Every closed option says why in a few words, and keeps its key (issue 34, point 2).

Seeded games of both games are walked at engine speed, and at every decision every list the
deciding seat could open is built from its own view and written as the screen writes it
(:mod:`tests.rendered_lists`). No line may say only "(not allowed)": a closed option carries
the engine's short note ("you have only 3 taler", "taken by Cid"), and its key brings the whole
sentence. The lists of a fixed set of options keep each option on its key, open or closed.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from meaculpa_tui import engine as meaculpa
from meaculpa_tui.engine import actions as mc_actions
from meaculpa_tui.ui import choices as mc_choices
from shared.ui.widgets.choices import CLOSED_MARK, Choice, choice_prompt, first_clause
from sinners_tui import engine as sinners
from tests.rendered_lists import walk

#: (game, players, seed, decisions): several rounds of each, every player count of Mea Culpa.
WALKS = [
    ("meaculpa", ["Ann", "Ben"], 1, 700),
    ("meaculpa", ["Ann", "Ben", "Cid"], 2, 700),
    ("meaculpa", ["Ann", "Ben", "Cid", "Dee"], 3, 700),
    ("sinners", ["Ann", "Ben", "Cid"], 1, 700),
    ("sinners", ["Ann", "Ben", "Cid", "Dee", "Eve"], 2, 700),
]
#: The few words of a note: a line that stays readable beside its option.
NOTE_WORDS = 10
#: Sinners' phase B lists the hand, a row per group of alike cards with what its set does: a
#: closed group has no room for words and shows the cross alone (its key says why in full).
CROSS_ONLY = "Your hand \u00b7 "
#: Mea Culpa's lists of a fixed set of options, each option always on the same key.
FIXED_LISTS = {
    "Buy",
    "Sell",
    "Donate",
    "Starting bonus",
    "Choose a character",
    "Your secret bid: notches",
    "Which compartment?",
    "Visit the House of Pleasure",
    "The Pope's secret die",
    "Where is the Pope?",
    "Out of sin stones",
    "Pick a letter",
    "Take 1 good",
    "Suite 5",
}


def ids(case: tuple[str, list[str], int, int]) -> str:
    return f"{case[0]}-{len(case[1])}p-seed{case[2]}"


@pytest.mark.parametrize("case", WALKS, ids=ids)
def test_every_closed_option_in_whole_games_says_why_in_a_few_words(case):
    game, players, seed, decisions = case
    closed = 0
    for _state, _seat, shown in walk(game, players, seed, decisions):
        for choice, line in zip(shown.choices, shown.lines, strict=True):
            assert "not allowed" not in line, f"[{shown.title}] {line}"
            if choice.reason is None:
                continue
            closed += 1
            note = choice.note
            if shown.title.startswith(CROSS_ONLY) and choice.closed_as == "":
                assert line.endswith(f" {CLOSED_MARK}") and choice.reason, f"[{shown.title}] {line}"
                continue
            assert note and line.endswith(f"({CLOSED_MARK} {note})"), f"[{shown.title}] {line}"
            assert len(note.split()) <= NOTE_WORDS, f"[{shown.title}] {line}"
    assert closed > 100  # the walk met closed options of many kinds


@pytest.mark.parametrize("case", [w for w in WALKS if w[0] == "meaculpa"], ids=ids)
def test_each_option_of_a_fixed_list_keeps_its_key_open_or_closed(case):
    game, players, seed, decisions = case
    keys: dict[str, list[Any]] = {}
    both: dict[str, set[tuple[int, bool]]] = defaultdict(set)
    for _state, _seat, shown in walk(game, players, seed, decisions):
        if shown.title not in FIXED_LISTS:
            continue
        values = [choice.value for choice in shown.choices]
        assert keys.setdefault(shown.title, values) == values, shown.title
        both[shown.title] |= {(i, c.reason is None) for i, c in enumerate(shown.choices)}
    # the same key was seen open and closed, in the lists that matter most
    for title in ("Buy", "Sell", "Donate", "Starting bonus", "Choose a character"):
        assert any((i, True) in both[title] and (i, False) in both[title] for i in range(9)), title


def test_the_demons_keep_their_keys_and_say_who_summoned_them():
    firsts: list[str] | None = None
    for _state, _seat, shown in walk("sinners", ["Ann", "Ben", "Cid"], 4, 40):
        if shown.title != "Summon a Demon":
            continue
        labels = [choice.label for choice in shown.choices]
        firsts = firsts or labels
        assert labels == firsts
        for choice, line in zip(shown.choices, shown.lines, strict=True):
            if choice.reason is not None and "taken by" not in line:
                assert "not in the Demon deck" in choice.reason
    assert firsts is not None


def test_a_taken_bonus_says_who_took_it_like_a_taken_character():
    state = meaculpa.new_game(["Ann", "Ben", "Cid"], 5)
    first = meaculpa.current_player(state)
    state = meaculpa.apply_action(state, mc_actions.CHOOSE_BONUS[2])
    while meaculpa.pending_decision(state) != "bonus":  # the jewel's compartment
        state = meaculpa.apply_action(state, meaculpa.legal_actions(state)[0])
    seat = meaculpa.current_player(state)
    view = meaculpa.view_for(state, seat)
    decision = mc_choices.decision_for(view, seat, meaculpa.legal_actions(state))
    assert decision is not None
    taken = decision.choices[1]
    name = state.players[first]
    assert choice_prompt(2, taken).plain.endswith(f"({CLOSED_MARK} taken by {name})")
    assert taken.reason == f"{name} has taken starting bonus 2 already."


def test_a_closed_option_without_words_of_its_own_shows_its_reasons_first_clause():
    choice = Choice("Buy a jewel", None, reason="You have only 3 taler; a jewel costs 6.")
    assert choice_prompt(1, choice).plain == "1. Buy a jewel (\u2717 you have only 3 taler)"
    assert first_clause("Cid has summoned it: it is gone.") == "Cid has summoned it"
    assert first_clause(
        "Matrimony needs a male and a female Sinner in your hand, and a card left to discard."
    ) == ("Matrimony needs a male and a female Sinner in your hand")
    assert first_clause(
        "You do not hold enough Greedy to start a set (3 cards, Deceivers may stand in)."
    ) == ("you do not hold enough Greedy to start a set")


@pytest.mark.parametrize("engine", [meaculpa, sinners], ids=["meaculpa", "sinners"])
def test_the_note_and_the_sentence_of_a_refusal_come_together(engine):
    """Both words come from one refusal: a legal action has neither, a refused one both."""
    state = engine.new_game(["Ann", "Ben", "Cid"], 7)
    for _ in range(60):
        legal = engine.legal_actions(state)
        assert engine.closed_note(state, legal[0]) is None
        state = engine.apply_action(state, legal[-1] if len(legal) > 1 else legal[0])
    refused = engine.parse_action({"kind": "take_back"})
    if refused in engine.legal_actions(state):
        return
    assert engine.closed_note(state, refused) and engine.refusal_reason(state, refused)
