"""The learner's hint in both games: the heuristic bot's own choice, from the seat's view only.

A whole stretch of each game is played by heuristic bots; at every decision the hint must name
the action the bot plays, in the engine's words, with a reason, and the bot must have been
shown exactly ``view_for(state, seat)``, with the other seats' secrets hidden.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from meaculpa_tui import engine as meaculpa
from meaculpa_tui.bots.heuristic import HeuristicBot as MeaCulpaHeuristic
from shared.engine.bots import Bot, bot_decision, explains, hint_for
from sinners_tui import engine as sinners
from sinners_tui.bots.heuristic import HeuristicBot as SinnersHeuristic
from sinners_tui.engine.cards import HIDDEN

PLAYERS = ["Ann", "Ben", "Cid"]
#: Decisions checked per game: several rounds of each, every kind of early decision.
DECISIONS = 250


class Spy:
    """Passes the decision on to ``bot`` and keeps every view it was given."""

    kind = "spy"
    uses_view = True

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.views: list[Any] = []

    def choose(self, view: Any, seat: int, legal: Sequence[Any]) -> Any:
        self.views.append(view)
        return self.bot.choose(view, seat, legal)

    def reason(self, view: Any, seat: int, legal: Sequence[Any]) -> tuple[Any, str]:
        self.views.append(view)
        return self.bot.reason(view, seat, legal)


def meaculpa_hidden(view: Any, seat: int) -> bool:
    others = [o for o in range(len(view.players)) if o != seat]
    return all(view.money[o] is None and view.goods[o] is None for o in others) and view.rng == 0


def sinners_hidden(view: Any, seat: int) -> bool:
    others = [o for o in range(len(view.players)) if o != seat]
    return all(set(view.hands[o]) <= {HIDDEN} for o in others) and set(view.deck) <= {HIDDEN}


GAMES = [
    pytest.param(meaculpa, MeaCulpaHeuristic, meaculpa_hidden, id="meaculpa"),
    pytest.param(sinners, SinnersHeuristic, sinners_hidden, id="sinners"),
]


@pytest.mark.parametrize(("engine", "bot_class", "hidden"), GAMES)
def test_the_hint_is_the_heuristic_choice_from_the_seats_view(
    engine: Any, bot_class: type[Bot], hidden: Callable[[Any, int], bool]
) -> None:
    bot = bot_class(seed=0)  # type: ignore[call-arg]
    assert explains(bot)
    state = engine.new_game(PLAYERS, 4)
    for _ in range(DECISIONS):
        if engine.is_over(state):
            break
        seat = engine.current_player(state)
        spy = Spy(bot)
        hint = hint_for(engine, state, spy)
        played = bot_decision(engine, state, bot)
        assert hint.action == played
        view = engine.view_for(state, seat)
        assert hint.label == engine.describe_action(view, played)
        assert hint.why and hint.sentence.startswith(hint.label + ": ")
        [seen] = spy.views
        assert seen == view and seen != state
        assert hidden(seen, seat)
        state = engine.apply_action(state, played)
