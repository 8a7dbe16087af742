"""The learner's hint: **h** asks the hint bot what it would do, from the seat's own view.

The key works only where the seat that decides sits alone at its own screen: its private
screen, or a decision dialog opened over it. On the public board (and once the keyboard has
been handed over) there is no hint, as it would tell the table what one seat could do. The
hint marks the choice it recommends in the list shown and says why in one line above the list
(``ChoiceList.show_hint``); both go with the decision. Only a screen without a list of choices
shows the sentence as a toast, cleared before every hand-over with the private screen.
"""

from __future__ import annotations

from textual.binding import Binding

from shared.cli import GameSpec
from shared.engine.bots import Bot, explains

#: The key on a seat's own screen (the app decides when it shows).
HINT_BINDING = Binding("h", "app.hint", "Hint")
#: The key in a dialog: the dialog's own action, so a dialog asks the app whether it is a
#: decision over the deciding seat's screen (shown outside a table, it offers no hint).
DIALOG_HINT_BINDING = Binding("h", "hint", "Hint")

#: The bot kind that gives hints: its choices are explainable, and cheap enough to ask at once.
HINT_BOT = "heuristic"

#: Seconds a hint shown as a toast stays up (the next hand-over removes it sooner).
HINT_SECONDS = 15.0


def make_hint_bot(spec: GameSpec, seat: int) -> Bot | None:
    """The game's hint bot for ``seat`` (``None`` when the game has none that explains)."""
    factory = spec.bots.get(HINT_BOT)
    if factory is None:
        return None
    bot = factory(spec.engine, seat, 0)
    return bot if explains(bot) else None
