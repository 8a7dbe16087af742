"""Every list of choices a seat could open, at every decision of a seeded game, as its lines.

Both games are played by a random pick among the legal moves (so every kind of decision turns
up, taken back and all) and, at each decision, every list of choices the deciding seat could
open is built from its own view, as the screens build them: Mea Culpa's dialog or panel of the
decision, and in a turn the menu with the Buy, Sell, Donate and House dialogs behind it;
Sinners' decision dialog. Each list comes with its title and its lines as the screen writes
them (``choice_prompt``), so tests can read what a player reads without a screen.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from shared.ui.widgets.choices import Choice, choice_prompt


@dataclass(frozen=True)
class ShownList:
    """One list a seat could open: which, its choices, and their lines."""

    game: str
    title: str
    choices: list[Choice]

    @property
    def lines(self) -> list[str]:
        return [choice_prompt(n, c).plain for n, c in enumerate(self.choices, start=1)]


def _no_dialog(*_: Any) -> Any:
    """The dialog a menu option would open: not opened here (its lists are built apart)."""
    return None


def meaculpa_lists(view: Any, seat: int, legal: list[Any]) -> Iterator[ShownList]:
    from meaculpa_tui import engine
    from meaculpa_tui.engine import frames
    from meaculpa_tui.ui import choices, turn

    decision = choices.decision_for(view, seat, legal)
    if decision is not None:
        yield ShownList("meaculpa", decision.title, decision.choices)
    if engine.pending_decision(view) == frames.TURN:
        menu = turn.turn_choices(view, seat, legal, _no_dialog, _no_dialog)
        yield ShownList("meaculpa", "Your turn", menu)
        for maker in (turn.buy_decision, turn.sell_decision, turn.donate_decision):
            made = maker(view, seat, legal)
            yield ShownList("meaculpa", made.title, made.choices)
        house = choices.house_decision(view, seat, legal)
        yield ShownList("meaculpa", house.title, house.choices)


def sinners_lists(view: Any, seat: int, legal: list[Any]) -> Iterator[ShownList]:
    from sinners_tui.ui.decisions import decision_dialog

    dialog = decision_dialog(view, seat, legal)
    if dialog is not None:
        yield ShownList("sinners", dialog.title_text, dialog.choices)


def walk(
    game: str, players: list[str], seed: int, steps: int
) -> Iterator[tuple[Any, int, ShownList]]:
    """The lists of the first ``steps`` decisions of a seeded random game of ``game``, each
    with the state and the deciding seat."""
    if game == "meaculpa":
        from meaculpa_tui import engine

        lists = meaculpa_lists
    else:
        from sinners_tui import engine  # type: ignore[no-redef]

        lists = sinners_lists
    rng = random.Random(seed)
    state = engine.new_game(players, seed)
    for _ in range(steps):
        seat = engine.current_player(state)
        if seat is None:
            return
        legal = engine.legal_actions(state)
        view = engine.view_for(state, seat)
        for shown in lists(view, seat, legal):
            yield state, seat, shown
        playable = [a for a in legal if a.kind != "take_back"] or legal
        state = engine.apply_action(state, rng.choice(playable))
