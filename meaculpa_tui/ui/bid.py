"""A secret bid in three steps held by the screens: notches, taler, then the seal.

At the table a player turns the post and counts the taler behind the screen until the bids
are revealed; here a slipped digit (6 for 3) would otherwise fix the post for the whole round.
So the notches picked are only held: the taler dialog opens over the notches (Escape goes back
to them, still highlighted), the seal dialog shows the whole bid over the taler (Escape goes
back to the amount as typed), and only the seal sends the engine both actions at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from textual.binding import Binding, BindingType

from meaculpa_tui import engine
from meaculpa_tui.engine.state import State
from meaculpa_tui.ui.band import BelowThePlayers
from meaculpa_tui.ui.styling import plural
from shared.ui import ActionBatch, AmountDialog, Review, SealDialog
from shared.ui.dialogs import seal_question

#: The seal dialog's title, and the start of its question.
SEAL_TITLE = "Seal your bid"


def bid_words(notches: int, taler: int) -> str:
    """``3 notches + 7 taler``: the whole bid, as the seal shows it."""
    return f"{plural(notches, 'notch', 'notches')} + {taler} taler"


@dataclass
class BidDraft:
    """What the seat has typed so far, kept while it goes back and forth between the steps."""

    taler: int = 0


class TalerDialog(BelowThePlayers, AmountDialog):
    """The taler of a secret bid, then its seal; nothing reaches the engine before the seal.

    ``notches`` is the notches action picked just before and held by the screens: the seal
    sends it with the taler as one :class:`ActionBatch`. Without it the engine holds the
    notches already (a game saved between the two steps) and the seal sends the taler alone.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        # over held notches Escape goes back to them, else it only hides the dialog (a
        # class's own binding of a key replaces its bases': both are named here)
        Binding("escape", "back", "Back"),
        Binding("escape", "cancel", "Hide"),
    ]

    def __init__(
        self, view: State, seat: int, notches: Any = None, *, draft: BidDraft | None = None
    ) -> None:
        money = view.money[seat] or 0
        self.held = notches
        self.notches = int(notches.notches if notches is not None else view.bid_notches[seat] or 0)
        self.draft = draft or BidDraft()
        prompt = (
            f"Your post shows {plural(self.notches, 'notch', 'notches')}. Add taler on top "
            f"(0 to {money}): the bid is notches plus taler. Whoever shows most notches keeps "
            "the taler; everyone else pays them to the bank. Up and Down change the amount."
        )
        if notches is not None:
            prompt += " Escape goes back to the notches."
        super().__init__(
            "Your secret bid: taler",
            0,
            money,
            prompt=prompt,
            initial=min(self.draft.taler, money),
            unit="taler",
            review=self.seal,
        )
        self.add_class("mc-dialog")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The key bar names Escape by what it does: back to held notches, else hide."""
        if action == "cancel":
            return self.held is None and super().check_action(action, parameters)
        if action == "back":
            return self.held is not None
        return super().check_action(action, parameters)

    def action_back(self) -> None:
        """Escape over held notches: close, showing the notches' dialog beneath again."""
        self.action_cancel()

    def seal(self, taler: int) -> SealDialog:
        """The seal of the whole bid; the amount is kept should the seat come back to it."""
        self.draft.taler = taler
        action = engine.parse_action({"kind": "bid_taler", "taler": taler})
        sealed = action if self.held is None else ActionBatch((self.held, action))
        question = seal_question(SEAL_TITLE, bid_words(self.notches, taler))
        return SealDialog(question, sealed, title=SEAL_TITLE)


def bid_review(view: State, seat: int) -> Review:
    """What a pick of notches leads to: the taler, then the seal (one draft for the decision)."""
    draft = BidDraft()
    return lambda notches: TalerDialog(view, seat, notches, draft=draft)
