"""The player panel: what lies behind one seat's screen, built from ``view_for(state, seat)``.

Money, goods, letters, both chest compartments, the secret bid before the reveal, and the
privileges of the seat's character(s). Nothing of another seat is read here (the view has
none of it anyway).
"""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from meaculpa_tui.engine import data
from meaculpa_tui.engine.state import State
from meaculpa_tui.ui.abilities import privilege_text
from meaculpa_tui.ui.styling import chest_text, goods_text, letter_counts, lines, muted, plural
from meaculpa_tui.ui.table_text import characters_of

LABEL_WIDTH = 9


def _row(label: str, value: Content | str) -> Content:
    return Content.assemble((label.ljust(LABEL_WIDTH), "bold"), value)


def letters_value(letters: list[int]) -> Content:
    """The seat's letters and what they are worth at the end (sets of four colours)."""
    sets = min(letters)
    others = sum(letters) - sets * len(data.COLOURS)
    steps = sets * data.SET_STEPS + others * data.SINGLE_LETTER_STEPS
    worth = f"  = {plural(steps, 'step', 'steps')}" if steps else ""
    return Content.assemble(letter_counts(letters), muted(worth))


def compartment_row(view: State, seat: int, compartment: int) -> Content:
    chest = view.chests[seat]
    assert chest is not None
    start = compartment * data.CHEST_SLOTS
    held = chest_text(chest[start : start + data.CHEST_SLOTS])
    label = f"Chest {data.COMPARTMENT_NAMES[compartment]}"
    if compartment < view.evaluations:
        return _row(label, Content.assemble(held, muted(" (opened: no longer counts)")))
    return _row(label, held)


def purse_text(view: State, seat: int) -> Content:
    """Every private fact of ``seat``, and what its character(s) may do."""
    money, goods, letters = view.money[seat], view.goods[seat], view.letters[seat]
    assert money is not None and goods is not None and letters is not None
    rows: list[Content] = [
        _row("Money", Content.styled(f"{money} taler", "bold")),
        _row("Goods", goods_text(goods, empty="none")),
        _row("Letters", letters_value(letters)),
        compartment_row(view, seat, 0),
        compartment_row(view, seat, 1),
    ]
    notches = view.bid_notches[seat]
    if not view.bids_revealed and notches is not None:
        taler = view.bid_taler[seat]
        bid = plural(notches, "notch", "notches")
        bid += " (taler next)" if taler is None else f" + {taler} taler"
        rows.append(_row("Your bid", Content.assemble(bid, muted(" secret"))))
    for character in characters_of(view, seat):
        rows.append(
            Content.assemble(
                (f"{data.CHARACTER_NAMES[character]}: ", "bold $accent"),
                privilege_text(view, character),
            )
        )
    return lines(rows)


class Purse(Static):
    """The seat's own information; a mounted purse takes a fresh one's text (no remount)."""

    def __init__(self, view: State, seat: int, *, id: str | None = None) -> None:
        self.body = purse_text(view, seat)
        super().__init__(self.body, id=id, classes="mc-purse", markup=False)
        self.border_title = "Behind your screen"

    def update_from(self, fresh: Purse) -> bool:
        if fresh.body != self.body:
            self.body = fresh.body
            self.update(fresh.body)
        return True
