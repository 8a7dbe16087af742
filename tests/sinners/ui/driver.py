"""Play Sinners by keys: a scripted player that reads the open dialog and presses keys.

The player never sets a value directly: it looks at the dialog on screen (its choices and pile
switch), decides which of the offered moves a sensible player would make, and presses the keys
that make it (Left/Right for the pile, the choice's key or Down/Enter for the choice). Curtains and
results are answered with Enter.

``Tactics`` is a simple greedy player that lays cards as soon as it can, so rounds end quickly
and whole games fit in a test; a seeded random choice breaks ties.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from textual.pilot import Pilot

from shared.ui import CurtainScreen, GameOverScreen, ResultsDialog, SinceScreen
from shared.ui.widgets.choices import CHOICE_KEYS, ChoiceList, choice_key
from sinners_tui.engine import data
from sinners_tui.engine.cards import CARD_TYPE, CARD_WORTH, IS_SACRAMENT
from sinners_tui.ui.app import SinnersApp
from sinners_tui.ui.dialogs import DecisionDialog, Opens, PileChoice
from sinners_tui.ui.results import RoundScoringDialog
from tests.patience import IDLE_POLLS, POLL_SECONDS, Patience
from tests.ui_support import screen_text, wait_until

#: How much the scripted player prefers each kind of move (higher first).
PREFERENCE = {
    "finish_set": 9,
    "pick": 8,
    "start_set": 7,
    "extend": 6,
    "sacrament": 5,
    "keep_both": 5,
    "take_next": 4,
    "end_play": 0,
    "take_back": -100,  # the scripted player means every play it makes
}


@dataclass
class Offer:
    """A move the dialog offers: the choice's index, the pile it needs, the action, and the
    group whose own list holds it (``Opens``: a group of the hand, a church), if any."""

    index: int
    pile: int | None
    action: Any
    within: int | None = None


def offers(dialog: DecisionDialog) -> list[Offer]:
    """Every move the open dialog lets a player make (closed choices left out), those of its
    groups too."""
    result = []
    for index, choice in enumerate(dialog.choices):
        if choice.reason is not None:
            continue
        if isinstance(choice.value, Opens):
            result.extend(
                Offer(inner, None, option.value, within=index)
                for inner, option in enumerate(choice.value.choices)
                if option.reason is None and option.value is not None
            )
        elif isinstance(choice.value, PileChoice):
            result.extend(Offer(index, pile, a) for pile, a in choice.value.actions.items())
        elif choice.value is not None:
            result.append(Offer(index, None, choice.value))
    return result


@dataclass
class Tactics:
    """A greedy player: lay cards, keep what matches, discard what does not."""

    seed: int = 0
    rng: random.Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def choose(self, app: SinnersApp, seat: int, options: Sequence[Offer]) -> Offer:
        view = app.engine.view_for(app.state, seat)
        church = {CARD_TYPE[c] for c in view.churches[seat]}
        hand = [CARD_TYPE[c] for c in view.hands[seat]]

        def fit(card: int) -> int:
            kind = CARD_TYPE[card]
            return 3 * (kind in church) + hand.count(kind)

        def score(offer: Offer) -> float:
            action = offer.action
            kind = action.kind
            noise = self.rng.random() / 10
            if kind == "keep":
                return fit(action.card) + noise
            if kind == "take":
                return (1 + fit(action.card) if fit(action.card) >= 3 else -1) + noise
            if kind == "preach":
                return 0.5 + noise
            if kind == "take_next":
                return (1 if action.take else 0) + noise
            if kind == "discard":
                card = action.card
                sacrament = IS_SACRAMENT[card]
                return -fit(card) - (3 if sacrament else 0) + CARD_WORTH[card] / 10 + noise
            if kind == "sacrament" and CARD_TYPE[action.card] == data.ANOINTING:
                return 1 + noise  # a look costs time in tests; play it only when little else
            return PREFERENCE.get(kind, 1) + noise

        return max(options, key=score)


def keys_for(dialog: DecisionDialog, offer: Offer) -> str:
    """The next key that brings the dialog closer to making ``offer``.

    In a deliberate dialog (the discard) a digit only highlights: Enter then makes the choice.
    A move inside a group takes the group's key first (Escape leaves another group).
    """
    if dialog.opened is not None and (
        offer.within is None or dialog.opened is not dialog.choices[offer.within].value
    ):
        return "escape"
    if offer.within is not None and dialog.opened is None:
        key = choice_key(offer.within + 1)
        assert key is not None
        return key
    if offer.pile is not None and dialog.pile != offer.pile:
        return "left" if offer.pile < (dialog.pile or 0) else "right"
    highlighted = dialog.query_one(ChoiceList).highlighted
    if dialog.deliberate and highlighted == offer.index:
        return "enter"
    key = choice_key(offer.index + 1)
    if key is not None:
        return key
    highlighted = highlighted or 0
    if highlighted < offer.index:
        return "down"
    if highlighted > offer.index:
        return "up"
    return "enter"


@dataclass
class Player:
    """Decides what to press next in a Sinners app, one key at a time."""

    app: SinnersApp
    tactics: Tactics = field(default_factory=Tactics)
    #: Called before each key with the app (for checks along the way).
    watch: Callable[[SinnersApp], None] | None = None
    presses: int = 0
    _dialog: DecisionDialog | None = None
    _target: Offer | None = None
    #: The screen the last closing key was pressed on (it must not get a second one).
    _spent: object | None = None

    def next_key(self) -> str | None:
        app = self.app
        screen = app.screen
        if screen is self._spent:
            if not self._enter_lost(screen):
                return None
            self._spent = None  # choose again on the same dialog
        if isinstance(screen, CurtainScreen | SinceScreen | ResultsDialog | RoundScoringDialog):
            self._spent = screen
            return "enter"
        if isinstance(screen, DecisionDialog) and app.awaiting is not None:
            if not screen.query(ChoiceList):
                return None  # on the stack, its choices not composed yet
            if screen is not self._dialog:
                self._dialog = screen
                options = offers(screen)
                assert options, f"a dialog without a move:\n{screen_text(app)}"
                self._target = self.tactics.choose(app, app.awaiting, options)
            assert self._target is not None
            opening = self._target.within is not None and screen.opened is None
            key = keys_for(screen, self._target)
            if key == "enter" or (key in CHOICE_KEYS and not screen.deliberate and not opening):
                self._spent = screen
            return key
        return None

    def _enter_lost(self, screen: object) -> bool:
        """Whether the Enter pressed on this deliberate dialog landed on nothing: it still
        asks, with nothing highlighted. A key quick enough to come between the dialog's
        composing and its list's mounting is cleared by the mount (a deliberate list opens
        with nothing highlighted), and the Enter after it then makes no choice."""
        if not isinstance(screen, DecisionDialog) or not screen.deliberate:
            return False
        lists = screen.query(ChoiceList)
        return self.app.awaiting is not None and bool(lists) and lists.first().highlighted is None


async def play(
    pilot: Pilot[Any],
    player: Player,
    done: Callable[[], bool],
    *,
    max_presses: int = 20_000,
    polls: int = IDLE_POLLS,
) -> int:
    """Press the player's keys until ``done()``; returns the number of presses."""
    patience = Patience(polls)
    looked_at: object | None = None
    while not done():
        if player.presses >= max_presses:
            raise AssertionError(
                f"not done after {player.presses} presses; screen is "
                f"{type(pilot.app.screen).__name__}:\n{screen_text(pilot.app)}"
            )
        key = player.next_key()
        if key is None:
            if patience.exhausted():
                raise AssertionError(
                    f"no key to press after {player.presses} presses; screen is "
                    f"{type(pilot.app.screen).__name__}:\n{screen_text(pilot.app)}"
                )
            await pilot.pause(POLL_SECONDS)
            continue
        patience.progressed()
        if player.watch is not None:
            if pilot.app.screen is not looked_at:  # a new screen: let it settle first
                looked_at = pilot.app.screen
                await pilot.pause()
            player.watch(player.app)
        await pilot.press(key)
        player.presses += 1
    return player.presses


def game_over(app: SinnersApp) -> Callable[[], bool]:
    """Done when the game-over screen shows."""
    return lambda: isinstance(app.screen, GameOverScreen)


async def open_with(pilot: Pilot[Any], key: str, screen_type: type) -> str:
    """Press ``key``, wait for a ``screen_type`` screen, return the text on screen."""
    await pilot.press(key)
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, screen_type))
    return screen_text(pilot.app)
