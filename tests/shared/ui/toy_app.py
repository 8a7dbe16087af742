"""The toy game's app: the framework with two small hooks, as a game would use it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Static

from shared.cli import GameOption, GameSpec
from shared.engine.bots import COMMON_BOTS
from shared.engine.record import GameRecord
from shared.ui import Card, Chip, Choice, DecisionPanel, HotSeatApp
from shared.ui.openings import Opening, StartGame
from tests.shared import toy_engine

TOY_SPEC = GameSpec(
    title="Toy",
    command="toy",
    engine=toy_engine,  # type: ignore[arg-type]
    description="A toy game for the framework's tests.",
    options=[GameOption("announce", "--announce", "Announce high or low halfway")],
    bots=dict(COMMON_BOTS),
    rounds_of=toy_engine.round_number,
)

#: Why the closed "Double" option cannot be taken.
DOUBLE_REFUSED = "Doubling is not part of these rules."

TOY_RULES = """# Toy rules

Add 1 or 2 to the counter on your turn. Whoever brings it to 10 loses.
"""


class ToyBoard(Vertical):
    """The counter and the players."""

    def __init__(self, view: toy_engine.ToyState) -> None:
        super().__init__(id="toy-board")
        self.view = view

    def compose(self) -> ComposeResult:
        yield Static(f"Counter: {self.view.counter} of {toy_engine.LIMIT}", id="counter")
        with Horizontal(id="toy-players"):
            for seat, name in enumerate(self.view.players):
                yield Chip(name, seat=seat)


class ToyApp(HotSeatApp):
    """The toy game with its own board and secret card."""

    TITLE = "Toy"
    CSS_PATH = "toy.tcss"
    RULES_MARKDOWN = TOY_RULES

    def make_board(self, view: Any) -> Widget:
        return ToyBoard(view)

    def make_decision_panel(self, view: Any, seat: int, legal: Sequence[Any]) -> Widget:
        """The legal additions, plus a pass the engine refuses and a closed option."""
        choices = [Choice(self.engine.describe_action(view, action), action) for action in legal]
        if toy_engine.is_private_decision(view):
            choices.append(Choice("Pass", toy_engine.Pass()))
            choices.append(Choice("Double", None, reason=DOUBLE_REFUSED))
        return DecisionPanel(self.describe_decision(view, seat), choices, seat)

    def make_player_panel(self, view: Any, seat: int) -> Widget | None:
        number = view.secrets[seat]
        return Card(
            "Your secret",
            [f"Number {number}", f"Word {toy_engine.secret_word(number)}"],
            seat=seat,
            id="secret-card",
        )


def start(
    players: Sequence[str] = ("Ann", "Ben"),
    *,
    seats: Sequence[str] | None = None,
    seed: int = 1,
    announce: bool = False,
) -> StartGame:
    """The opening of a fresh toy game."""
    options = {"announce": True} if announce else {}
    record = GameRecord.start(toy_engine, list(players), seed, **options)  # type: ignore[arg-type]
    return StartGame(record, list(seats or ["human"] * len(players)))


def near_end(players: Sequence[str] = ("Ann", "Ben"), *, seed: int = 1) -> StartGame:
    """A toy game at counter 8: the next addition of 2 ends it (short end-of-game tests)."""
    opening = start(players, seed=seed)
    record = opening.record
    for _ in range(4):
        record = record.with_action(toy_engine.Add(amount=2))
    return StartGame(record, opening.seats)


def toy_app(opening: Opening | None = None, *, bare: bool = False, **kwargs: Any) -> HotSeatApp:
    """A toy app (``bare``: the framework's defaults only) with bots that do not pause."""
    app_class = HotSeatApp if bare else ToyApp
    return app_class(TOY_SPEC, opening or start(), bot_delay=0, **kwargs)
