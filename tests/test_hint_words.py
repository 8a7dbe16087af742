"""The learner's hint speaks the game's words and marks its option in the list (issue 34, 4).

Seeded games of both games are played, mostly by the hint bot's own choices (so the later
decisions of a game are met too); at every decision the hint must say what the move does in
the game's units (taler, notches, letters, souls, spaces), never the bot's estimate ("worth
about +6.3 steps"), and the list the seat sees must hold an open option that makes it, which
the hint marks. The words come from the seat's own view only: ``tests/test_hints.py`` checks
the bot is shown nothing else.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.containers import Vertical

from meaculpa_tui import engine as meaculpa
from meaculpa_tui.bots.heuristic import HeuristicBot as MeaCulpaBot
from meaculpa_tui.engine import frames
from meaculpa_tui.ui import choices as mc_choices
from meaculpa_tui.ui import turn as mc_turn
from shared.engine.bots import hint_for
from shared.ui.widgets.choices import (
    HINT_LINE_START,
    HINT_MARK,
    Choice,
    ChoiceList,
    choice_key,
    hinted_index,
)
from sinners_tui import engine as sinners
from sinners_tui.bots.heuristic import HeuristicBot as SinnersBot
from sinners_tui.ui.decisions import decision_dialog
from tests.ui_support import run_app, screen_text

#: (engine, bot, players, seed): every player count of Mea Culpa, small and large Sinners.
GAMES = [
    pytest.param(meaculpa, MeaCulpaBot, 2, 11, id="meaculpa-2p"),
    pytest.param(meaculpa, MeaCulpaBot, 3, 12, id="meaculpa-3p"),
    pytest.param(meaculpa, MeaCulpaBot, 4, 13, id="meaculpa-4p"),
    pytest.param(sinners, SinnersBot, 3, 11, id="sinners-3p"),
    pytest.param(sinners, SinnersBot, 5, 12, id="sinners-5p"),
]
NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve"]
DECISIONS = 400
#: The bot's estimate, which a hint must never show: a decimal, a "step" of the bot's scale.
ESTIMATE = re.compile(r"\d\.\d|\bsteps?\b|worth about|rates it best", re.IGNORECASE)


def shown_list(engine: Any, view: Any, seat: int, legal: list[Any]) -> list[Choice] | None:
    """The choices the seat's screen lists for the decision (``None``: a panel of its own)."""
    if engine is meaculpa:
        if engine.pending_decision(view) == frames.TURN:
            return mc_turn.turn_choices(view, seat, legal, _none, _none)
        decision = mc_choices.decision_for(view, seat, legal)
        return None if decision is None else decision.choices
    dialog = decision_dialog(view, seat, legal)
    return None if dialog is None else dialog.choices


def _none(*_: Any) -> Any:
    return None


def hints(engine: Any, bot_class: Any, players: int, seed: int):
    """Every decision of a seeded game: the state, the seat, its legal moves and the hint."""
    bot = bot_class(seed=0)
    rng = random.Random(seed)
    state = engine.new_game(NAMES[:players], seed)
    for _ in range(DECISIONS):
        if engine.is_over(state):
            return
        seat = engine.current_player(state)
        legal = engine.legal_actions(state)
        hint = hint_for(engine, state, bot)
        yield state, seat, legal, hint
        played = hint.action if rng.random() < 0.8 else rng.choice(legal)
        state = engine.apply_action(state, played)


@pytest.mark.parametrize(("engine", "bot_class", "players", "seed"), GAMES)
def test_every_hint_says_what_the_move_does_in_the_games_words(engine, bot_class, players, seed):
    kinds = set()
    for _state, _seat, legal, hint in hints(engine, bot_class, players, seed):
        assert hint.why, hint
        assert not ESTIMATE.search(hint.why), f"{hint.label}: {hint.why}"
        options = [a for a in legal if a.kind != "take_back"]
        if len(options) > 1:
            assert hint.why != "it is the only choice", hint
            kinds.add(hint.action.kind)
    assert len(kinds) >= 8  # many kinds of decision met, each in its own words


@pytest.mark.parametrize(("engine", "bot_class", "players", "seed"), GAMES)
def test_the_hinted_option_is_open_in_the_list_the_seat_sees(engine, bot_class, players, seed):
    marked = 0
    for state, seat, legal, hint in hints(engine, bot_class, players, seed):
        view = engine.view_for(state, seat)
        choices = shown_list(engine, view, seat, legal)
        if choices is None:  # the bid's taler and Sinners' phase B have panels of their own
            continue
        index = hinted_index(choices, hint.action, hint.label)
        assert index is not None, f"{hint.label} is in no option of {[c.label for c in choices]}"
        assert choices[index].reason is None, f"{hint.label} marks a closed option"
        marked += 1
    assert marked > 100


class ListApp(App[None]):
    """One list of choices, as a dialog shows it."""

    def __init__(self, choices: list[Choice]) -> None:
        super().__init__()
        self.choices = choices

    def compose(self) -> ComposeResult:
        with Vertical():
            yield ChoiceList(self.choices)


@pytest.mark.parametrize(
    ("engine", "bot_class", "seed", "decision"),
    [
        pytest.param(meaculpa, MeaCulpaBot, 21, 40, id="meaculpa"),
        pytest.param(sinners, SinnersBot, 21, 30, id="sinners"),
    ],
)
async def test_the_hint_marks_its_option_and_says_why_above_the_list(
    engine, bot_class, seed, decision
):
    """A seeded position of each game: the mark stands on the hinted option's line, and the
    line above the list gives its key and the words."""
    met = (
        (shown_list(engine, engine.view_for(state, seat), seat, legal), hint)
        for state, seat, legal, hint in hints(engine, bot_class, 3, seed)
    )
    lists = [(choices, hint) for choices, hint in met if choices and len(choices) > 2]
    choices, hint = lists[decision]
    app = ListApp(choices)
    async with run_app(app, (100, 40)) as pilot:
        listing = app.query_one(ChoiceList)
        assert listing.show_hint(hint.action, hint.why, label=hint.label)
        await pilot.pause()
        index = listing.hinted
        assert index is not None
        key = choice_key(index + 1)
        text = screen_text(app)
        [line] = [row for row in text.splitlines() if HINT_LINE_START in row]
        assert f"({key})" in line and hint.why[:30] in line
        marked = [row for row in text.splitlines() if HINT_MARK in row]
        assert len(marked) == 1 and f"{key}. " in marked[0]


async def test_a_hint_for_a_move_of_another_list_says_so_and_marks_nothing():
    """Found in play: the Buy dialog's hint named a donation as if it were one of its own."""
    choices = [Choice("Buy a loaf of bread", "bread"), Choice("Buy a jewel", "jewel")]
    app = ListApp(choices)
    async with run_app(app, (100, 20)) as pilot:
        listing = app.query_one(ChoiceList)
        assert not listing.show_hint("coin", "it wins letters", label="Donate a 1-taler coin")
        await pilot.pause()
        text = screen_text(app)
        assert f"{HINT_LINE_START}, not in this list: Donate a 1-taler coin: it wins" in text
        assert HINT_MARK not in text
