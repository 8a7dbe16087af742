"""Why the heuristic bot takes its choice, in words: the hint a learning player asks for.

The bot pairs its own choice with :func:`why`, given the worth its scoring
(:func:`meaculpa_tui.bots.heuristic.scorer`) found, so the hint names exactly the action the
bot plays and says what that worth rests on. Worth is in steps on the Record of Sins, the unit
all of the bot's estimates share.
"""

from __future__ import annotations

from typing import Any

from meaculpa_tui.engine import frames

#: What an action's worth rests on, by action kind (the bot's scoring of that kind).
WHY_BY_KIND: dict[str, str] = {
    "choose_bonus": "it is the starting bonus the bot rates highest",
    "place_donation": "that compartment is where the donation wins most letters",
    "bid_notches": "a low post keeps your etched post below the others'",
    "bid_taler": "it is what the gap between the best two characters is worth to you",
    "choose_character": "its privilege is worth most to you this round",
    "move_pope_stone": "it strikes the dens where the others have more to lose, or keeps "
    "your own sins safe",
    "keep_pope_stones": "the Pope stones already keep your sins safer than any move would",
    "place_crew": "a crew there helps finish a cathedral you lead",
    "move_crew": "it moves progress from a cathedral whose finish hurts you to one that helps",
    "visit": "the room's card is worth more than its notches",
    "skip_visit": "no room is worth its cost now",
    "pass": "no action is worth its cost now",
    "end_turn": "a second action is not worth its notch now",
    "buy_good": "the good is worth more kept or donated than its price",
    "buy_greedy": "two goods are worth more than the price and the sin of greed",
    "buy_letter": "the letter is worth more on the Record of Sins than its price",
    "sell": "it brings more taler than the good is worth kept",
    "donate_good": "the public donation totals say it wins letters",
    "donate_coin": "the public donation totals say it wins letters",
    "finish_donating": "no further donation wins letters",
    "set_pope_die": "the card is worth the chance of being caught",
    "guess_room": "that room's card is the one most worth the Pope's visit",
    "use_room": "that card is worth most to you",
    "take_good": "it is the good worth most kept",
    "give_letter": "you lose least by giving up that colour",
    "empty_den": "you have the fewest sins in that den",
    "pick_letter": "that colour wins most on the Record of Sins",
    "merchant_take": "it is the stone worth most to you",
}

#: Decisions scored by a ranking rather than by steps: their worth is no number to tell.
UNSCORED = frozenset({frames.BONUS, frames.PLACE, frames.BID, frames.DEN_CHOICE})


def why(action: Any, frame_kind: str | None, worth: float, choices: int) -> str:
    """Why the heuristic takes ``action``, worth ``worth`` steps, among ``choices`` options."""
    if choices <= 1:
        return "it is the only choice"
    words = WHY_BY_KIND.get(action.kind, "the bot rates it best")
    if frame_kind is None or frame_kind in UNSCORED:
        return words
    return f"{words} (worth about {worth:+.1f} steps, the best of {choices} choices)"
