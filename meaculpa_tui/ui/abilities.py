"""What each character lets its holder do, in the words of this project's rules text."""

from __future__ import annotations

from meaculpa_tui.engine import data
from meaculpa_tui.engine.state import State

PRIVILEGES = {
    data.POPE: "may move a Pope stone first; visits the House of Pleasure incognito (Pope die)",
    data.EMPEROR: "places a building crew first; may donate twice per donate action",
    data.MERCHANT: "takes a free stone from the market after each of his turns",
    data.PETTY_SINNER: "2 sins first, may visit at once; never turns the post in the House",
}

#: In the Sophisticated Penitent variant the Petty Sinner may take back without sinning.
SINNER_VARIANT = "; takes back without sinning"

LEFTOVER = {
    data.POPE: "Pope left over: the Emperor also moves a Pope stone.",
    data.EMPEROR: "Emperor left over: the Pope also places the Emperor's crew.",
    data.MERCHANT: "Merchant left over: whoever is nearest Hell after his turn takes a stone.",
    data.PETTY_SINNER: "Petty Sinner left over.",
}


def privilege_text(view: State, character: int) -> str:
    """The privileges of ``character`` in this game (the variant adds to the Petty Sinner)."""
    words = PRIVILEGES[character]
    if character == data.PETTY_SINNER and view.sophisticated_penitent:
        words += SINNER_VARIANT
    return words


def leftover_text(view: State) -> str | None:
    """With three players, what the character nobody took changes (once all have chosen)."""
    if len(view.players) != 3 or view.phase not in ("characters", "actions"):
        return None
    free = [c for c in data.CHARACTERS if view.characters[c] is None]
    if len(free) != 1:
        return None
    return LEFTOVER[free[0]]
