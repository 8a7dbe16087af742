"""What each character lets its holder do, in the words of this project's rules text."""

from __future__ import annotations

from meaculpa_tui.engine import data
from meaculpa_tui.engine.state import State

PRIVILEGES = {
    data.POPE: (
        "May move a Pope stone first. Visits the House incognito with the Pope die: if "
        "caught, 1 step towards Hell and pays as anyone; if not, the visit is free."
    ),
    data.EMPEROR: (
        "Must place the crew of the Emperor card. Each donate action may hold two donations."
    ),
    data.MERCHANT: (
        "After each of his turns takes one market stone free (an indulgence stone becomes a "
        "red or green letter)."
    ),
    data.PETTY_SINNER: (
        "Puts 2 sin stones into the Den of Petty Sins, then may visit the House at once. "
        "Never turns the post in the House."
    ),
}

#: In the Sophisticated Penitent variant the Petty Sinner may take back without sinning.
SINNER_VARIANT = " Takes back without sinning."

LEFTOVER = {
    data.POPE: "Pope left over: the Emperor also moves a Pope stone.",
    data.EMPEROR: "Emperor left over: the Pope also places the Emperor's crew.",
    data.MERCHANT: "Merchant left over: whoever is nearest Hell after his own turn takes a stone.",
    data.PETTY_SINNER: "Petty Sinner left over: nothing happens.",
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
