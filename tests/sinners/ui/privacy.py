"""Privacy checks made along a game played through the screens (see ``driver.Player.watch``).

At every hand-over:

- the curtain is the only screen above the board, and shows no card at all (only the public
  status line, which names nothing secret);
- once the next seat's screen is up, nothing of the previous seat's hand is on it: neither a
  line of that hand as the hand panel draws it, nor a card name, unless the new seat may see
  that very same text itself (its own hand, a church, a pile, its own log);

and after every action, the public log names no card that went privately into a hand.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from shared.ui import CurtainScreen, LogScreen, PlayerScreen
from sinners_tui import engine
from sinners_tui.engine import data
from sinners_tui.engine.cards import HIDDEN, card_label
from sinners_tui.ui import styling
from sinners_tui.ui.dialogs import DecisionDialog
from sinners_tui.ui.private import hand_lines
from sinners_tui.ui.table import church_body
from tests.ui_support import screen_text

#: Any card type named as a word.
CARD_WORD = re.compile(r"\b(" + "|".join(re.escape(n) for n in data.TYPE_NAMES) + r")\b")
#: A card's worth and gender, as the table or the engine writes it.
CARD_TOKEN = re.compile(r"\d[\u2642\u2640]|\(\d, (male|female)\)")


def hand_group_lines(hand: list[int]) -> set[str]:
    """The lines the hand panel draws for ``hand`` (one line per type)."""
    text = hand_lines(hand).plain
    return {line.strip() for line in text.splitlines() if line.strip()}


def visible_to(view: Any, seat: int) -> str:
    """Everything ``seat`` may read, as one text (to tell shared labels from leaks)."""
    cards = [*view.hands[seat], *(c for church in view.churches for c in church)]
    cards += [c for pile in view.piles for c in pile]
    cards += [*view.anoint_look, *view.viewed]  # Anointing's look, the cards being preached
    parts = [card_label(c) for c in cards if c != HIDDEN]
    parts += [styling.short_label(c) for c in cards if c != HIDDEN]
    parts += [church_body(church).plain for church in view.churches]
    # what Anointing reveals, as its dialog groups it: the anointing player's while it
    # decides (SN-11; every other seat's view, and every view once the look ends, has none)
    parts += hand_group_lines(view.anoint_look)
    for entry in view.log:
        parts.append(entry.text)
        parts.extend(entry.lines)
    return "\n".join(parts)


def moved_privately(before: Any, after: Any) -> set[int]:
    """Cards that went into a hand unseen (from the deck) or between hands (Anointing)."""
    deck = set(before.deck)
    old_hands = [set(hand) for hand in before.hands]
    moved: set[int] = set()
    for seat, hand in enumerate(after.hands):
        for card in hand:
            if card in old_hands[seat]:
                continue
            if card in deck or any(card in h for s, h in enumerate(old_hands) if s != seat):
                moved.add(card)
    return moved


def public_cards(state: Any) -> set[int]:
    """Cards in plain view: in a church or on a pile."""
    return {c for church in state.churches for c in church} | {
        c for pile in state.piles for c in pile
    }


@dataclass
class PrivacyWatch:
    """Called before every key; fails the test at the first leak."""

    hand_overs: int = 0
    log_checks: int = 0
    _state: Any = None
    _curtain: Any = None
    _previous_seat: int | None = None
    _previous_hand: list[int] = field(default_factory=list)

    def __call__(self, app: Any) -> None:
        self._check_log(app)
        screen = app.screen
        if isinstance(screen, CurtainScreen) and screen is not self._curtain:
            self._curtain = screen
            self._check_curtain(app, screen)
        elif isinstance(screen, PlayerScreen | DecisionDialog) and app.unlocked is not None:
            self._check_new_seat(app)

    def _check_curtain(self, app: Any, curtain: CurtainScreen) -> None:
        assert not any(isinstance(s, PlayerScreen | LogScreen) for s in app.screen_stack)
        text = screen_text(app)
        assert f"Pass the keyboard to {curtain.player_name}" in text
        for match in CARD_WORD.finditer(text):  # only the public status may name a card type
            assert match.group(0) in curtain.status, f"{match.group(0)} on the curtain"
        assert not CARD_TOKEN.search(text), "a card's worth on the curtain"
        self.hand_overs += 1

    def _check_new_seat(self, app: Any) -> None:
        seat = app.unlocked
        if seat == self._previous_seat:
            self._previous_hand = list(app.state.hands[seat])
            return
        previous, old_hand = self._previous_seat, self._previous_hand
        self._previous_seat = seat
        self._previous_hand = list(app.state.hands[seat])
        if previous is None or not old_hand:
            return
        text = screen_text(app)
        view = engine.view_for(app.state, seat)
        allowed = visible_to(view, seat) + "\n" + "\n".join(hand_group_lines(view.hands[seat]))
        for line in hand_group_lines(old_hand):
            if line not in allowed:
                assert line not in text, f"{line!r} of seat {previous}'s hand shows to {seat}"
        for card in old_hand:
            for label in (card_label(card), styling.short_label(card)):
                if label not in allowed:
                    assert label not in text, f"{label!r} of seat {previous} shows to {seat}"

    def _check_log(self, app: Any) -> None:
        state = app.state
        if state is None or state is self._state:
            return
        before, self._state = self._state, state
        if before is None or len(state.log) < len(before.log):
            return
        secret = moved_privately(before, state)
        # a label some public card also carries may be about that card (two decks, same cards)
        public = public_cards(state) | public_cards(before)
        if state.round != before.round or state.phase == "over":  # scoring shows every hand
            public |= {c for hand in before.hands for c in hand}
        shown = {card_label(c) for c in public}
        for entry in state.log[len(before.log) :]:
            if entry.seat is not None:
                continue
            words = " ".join([entry.text, *entry.lines])
            for card in secret:
                label = card_label(card)
                if label not in shown:
                    assert label not in words, f"the public log names {label}: {words!r}"
            self.log_checks += 1
        board = app.board_screen
        if board is not None and app.screen is board:
            assert "(only you)" not in screen_text(app)
