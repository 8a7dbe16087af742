"""Who decides what, in public words: the status line, the curtain and the board's title.

Only the pending step (public) and public facts are read, so the line may stand on the curtain
and on the public board: it never tells a secret (a bid, a compartment, the Pope die).
"""

from __future__ import annotations

from meaculpa_tui.engine import data, frames
from meaculpa_tui.engine.explain import duty_of
from meaculpa_tui.engine.state import State, pending_step


def _holder(view: State, seat: int, character: int) -> str:
    """ "Ann (Pope)"; a seat doing a left-over card's duty is named by its own card (MC-38),
    "Ben (Emperor), for the left-over Pope,"."""
    own = view.characters.index(seat) if seat in view.characters else None
    if own is None or view.characters[character] == seat:
        return f"{view.players[seat]} ({data.CHARACTER_NAMES[character]})"
    return f"{view.players[seat]} ({data.CHARACTER_NAMES[own]}), {duty_of(view, seat, character)},"


def decision_words(view: State, seat: int) -> str:
    """ "Ann makes a secret bid.", "Ben's turn as the Emperor.", ..."""
    frame = pending_step(view)
    who = view.players[seat]
    if isinstance(frame, frames.Turn):
        return f"{who}'s turn as the {data.CHARACTER_NAMES[frame.character]}."
    if isinstance(frame, frames.Place):
        slot, amount = frame.slot, frame.amount
        item = f"{amount} taler" if slot == data.CHEST_MONEY else data.GOOD_ONE[slot]
        return f"{who} puts {item} into a chest compartment (in secret)."
    if isinstance(frame, frames.Guess):
        return f"{who} guesses where {view.players[frame.pope]}, the Pope, is."
    if isinstance(frame, frames.Gift):
        return f"{who} chooses a letter to give {view.players[frame.receiver]}."
    if isinstance(frame, frames.DenChoice):
        return f"{who} has no sin stones left and empties a den."
    if isinstance(frame, frames.LetterPick):
        return f"{who} picks a letter ({data.CATEGORY_NAMES[frame.category]})."
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
    return words.get(frame.kind if frame is not None else "", f"{who} decides.")
