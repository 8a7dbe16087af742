"""Who decides what, in public words: the status line, the curtain and the board's title.

Only the pending step (public) and public facts are read, so the line may stand on the curtain
and on the public board: it never tells a secret (a bid, a compartment, the Pope die).
"""

from __future__ import annotations

from meaculpa_tui.engine import data, frames
from meaculpa_tui.engine.explain import duty_of
from meaculpa_tui.engine.state import State


def _holder(view: State, seat: int, character: int) -> str:
    """ "Ann (Pope)"; a seat doing a left-over card's duty is named by its own card (MC-38),
    "Ben (Emperor), for the left-over Pope,"."""
    own = view.characters.index(seat) if seat in view.characters else None
    if own is None or view.characters[character] == seat:
        return f"{view.players[seat]} ({data.CHARACTER_NAMES[character]})"
    return f"{view.players[seat]} ({data.CHARACTER_NAMES[own]}), {duty_of(view, seat, character)},"


def decision_words(view: State, seat: int) -> str:
    """ "Ann makes a secret bid.", "Ben's turn as the Emperor.", ..."""
    frame = view.stack[-1]
    kind = frame[0]
    who = view.players[seat]
    if kind == frames.TURN:
        return f"{who}'s turn as the {data.CHARACTER_NAMES[int(frame[2])]}."
    if kind == frames.PLACE:
        slot, amount = int(frame[2]), int(frame[3])
        item = f"{amount} taler" if slot == data.CHEST_MONEY else data.GOOD_ONE[slot]
        return f"{who} puts {item} into a chest compartment (in secret)."
    if kind == frames.GUESS:
        return f"{who} guesses where {view.players[int(frame[2])]}, the Pope, is."
    if kind == frames.GIFT:
        return f"{who} chooses a letter to give {view.players[int(frame[2])]}."
    if kind == frames.DEN_CHOICE:
        return f"{who} has no sin stones left and empties a den."
    if kind == frames.LETTER_PICK:
        return f"{who} picks a letter ({data.CATEGORY_NAMES[int(frame[3])]})."
    words = {
        frames.BONUS: f"{who} chooses a starting bonus.",
        frames.BID: f"{who} makes a secret bid.",
        frames.PICK: f"{who} chooses a character.",
        frames.POPE_PRELIM: f"{_holder(view, seat, data.POPE)} may move a Pope stone.",
        frames.EMPEROR_PRELIM: f"{who} places the Emperor's building crew.",
        frames.DUAL_PRELIM: f"{who} moves a Pope stone and places the Emperor's crew.",
        frames.SINNER_VISIT: (
            f"{_holder(view, seat, data.PETTY_SINNER)} may visit the House of Pleasure."
        ),
        frames.DONATE_MORE: f"{_holder(view, seat, data.EMPEROR)} may donate a second time.",
        frames.MERCHANT: f"{who} takes a stone from the market free of charge.",
        frames.SUITE5: f"{who} chooses the room whose card Suite 5 uses.",
        frames.CARD_PLACE_CREW: f"{who} places a new building crew.",
        frames.CARD_MOVE_CREW: f"{who} moves a building crew.",
        frames.CARD_POPE: f"{who} moves a Pope stone.",
        frames.CARD_TAKE: f"{who} takes a good from the market.",
    }
    return words.get(str(kind), f"{who} decides.")
