"""What is going on, in public words: the phase of the turn and who decides."""

from __future__ import annotations

from typing import Any

#: What the acting player is doing, by engine phase (nothing here is secret).
PHASE_WORDS: dict[str, str] = {
    "draft": "summons a Demon",
    "draw": "phase A, draws: preaches or takes from a discard pile",
    "preach": "phase A, preaches: keeps one of two cards",
    "greedy": "Greedy: may take the next card of the pile too",
    "play": "phase B, plays: sets, extensions, a Sacrament",
    "build": "phase B, starts a new set",
    "matrimony": "plays Matrimony: lays a couple",
    "penance": "plays Penance: sends a Sinner to Limbo",
    "confirmation": "plays Holy Orders: may discard a Confirmation",
    "anoint_target": "plays Anointing: chooses a hand to look at",
    "anoint_take": "plays Anointing: may swap a Sinner",
    "anoint_give": "plays Anointing: gives a Sinner back",
    "lure": "lures a Sinner (Lustful)",
    "wrath": "discards a Sinner from the church",
    "discard": "phase C, discards",
    "over": "the game is over",
}


#: Preaching again for Holy Orders, which is played in phase B (SN-18).
ORDERS_PREACH_WORDS = "plays Holy Orders: preaches again, keeps one of two cards"


def phase_words(view: Any) -> str:
    """What the acting player is doing now ("phase C, discards")."""
    words = PHASE_WORDS.get(view.phase, view.phase)
    if view.phase == "preach" and view.preach_for_orders:
        words = ORDERS_PREACH_WORDS
    if view.phase == "wrath" and view.trigger_seat is not None:
        words += f" ({view.players[view.trigger_seat]}'s Wrathful)"
    return words


def decision_words(view: Any, seat: int | None) -> str:
    """The status line: "Round 2 · Ann: phase C, discards" without the round."""
    if seat is None or view.phase == "over":
        return "The game is over."
    return f"{view.players[seat]}: {phase_words(view)}."
