"""What a church's sets do now: the abilities its counts have switched on, the "first time"
abilities its owner has already used this round, and a Confirmation's shield.

A player deciding whether to lure, take from a pile or preach needs to know which of the other
churches can answer in kind; counting cards against the rulebook for every church is what
this saves. Only public facts are read (the church and the round's trigger marks).
"""

from __future__ import annotations

from typing import Any

from textual.content import Content

from sinners_tui.engine import data
from sinners_tui.engine.cards import CARD_TYPE, HIDDEN
from sinners_tui.ui import styling

#: Abilities a count in church keeps switched on: the type, the count, what it does.
STANDING: tuple[tuple[int, int, str], ...] = (
    (data.SLOTHFUL, data.SLOTHFUL_THRESHOLD, f"sets of {data.SLOTHFUL_SET_SIZE}"),
    (data.WRATHFUL, data.WRATHFUL_ANY_CARD_THRESHOLD, "any pile card"),
    (data.GREEDY, data.GREEDY_THRESHOLD, "a second card"),
    (data.SELFISH, data.SELFISH_THRESHOLD, "keeps both"),
)
#: Abilities that work the first time a count is reached in a round: the view's mark of use.
FIRST_TIME: tuple[tuple[int, int, str], ...] = (
    (data.LUSTFUL, data.LUSTFUL_THRESHOLD, "lust_done"),
    (data.WRATHFUL, data.WRATHFUL_TRIGGER_THRESHOLD, "wrath_done"),
)


def ability_pieces(view: Any, seat: int) -> list[Content]:
    """One piece per ability of ``seat``'s church that is on or used ("Slothful 3+: sets of 2",
    "Lustful 3+: used this round")."""
    church = view.churches[seat]
    counts: dict[int, int] = {}
    for card in church:
        if card != HIDDEN:  # a face-down card has no type
            counts[CARD_TYPE[card]] = counts.get(CARD_TYPE[card], 0) + 1
    pieces: list[Content] = []
    for kind, threshold, does in STANDING:
        if counts.get(kind, 0) >= threshold:
            pieces.append(_piece(kind, threshold, does))
    for kind, threshold, mark in FIRST_TIME:
        if getattr(view, mark)[seat]:
            pieces.append(_piece(kind, threshold, "used this round"))
    if counts.get(data.CONFIRMATION, 0):
        name = styling.type_name(data.CONFIRMATION)
        style = styling.style_of(data.CONFIRMATION)
        pieces.append(Content.assemble((name, style), (": nobody leaves", "$text-muted")))
    return pieces


def _piece(kind: int, threshold: int, does: str) -> Content:
    label = f"{styling.type_name(kind)} {threshold}+"
    return Content.assemble((label, styling.style_of(kind)), (f": {does}", "$text-muted"))
