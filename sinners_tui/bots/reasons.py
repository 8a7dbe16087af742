"""Why the heuristic Sinners bot takes its choice, in words: the hint a learner asks for.

The bot pairs its own choice (:func:`sinners_tui.bots.heuristic.choose`) with :func:`why`, so
hint and play never disagree; the words name the judgement of :mod:`sinners_tui.bots.heuristic`
that picks each kind of action.
"""

from __future__ import annotations

from typing import Any

#: What the bot's choice rests on, by action kind (the heuristic's rule for that kind).
WHY_BY_KIND: dict[str, str] = {
    "summon": "that Demon suits the hand you were dealt best",
    "preach": "no open card is worth more to your hand than what preaching is expected to bring",
    "take": "that card is worth more to your hand than preaching",
    "keep": "it is the viewed card worth most to your hand, and the other goes where it helps "
    "the next player least",
    "keep_both": "both viewed cards are worth keeping",
    "start_set": "laying sets early pays, and this sin is worth most in your hand",
    "pick": "it is the most valuable card of the set's sin",
    "finish_set": "no more cards of that sin are worth adding",
    "extend": "laying cards early pays, and this is the most valuable one to add",
    "sacrament": "that Sacrament pays most played now",
    "end_play": "no set to lay and no Sacrament that pays now, so keep them for later",
    "discard": "that card costs least to lose and helps the next player least",
    "penance": "it takes away most from the leading church you can reach",
    "matrimony": "that card adds most to your church",
    "remove_confirmation": "it strikes the church with the highest total",
    "keep_confirmation": "there is no other church to strike",
    "anoint": "that player holds the most cards, and leads among those",
    "anoint_take": "it is worth more to you than your worst Sinner",
    "anoint_no_swap": "no card on offer is worth giving up your worst Sinner for",
    "anoint_give": "it is the Sinner you gain least by keeping",
    "lure": "it gains you most and costs its owner most",
    "wrath_discard": "it is the card your church loses least by",
}


def why_take_next(take: bool) -> str:
    """The Greedy pull, which one action kind answers both ways."""
    if take:
        return "the next card of that pile is worth keeping"
    return "the next card of that pile is not worth keeping"


def why(action: Any, choices: int) -> str:
    """Why the heuristic takes ``action`` among ``choices`` moves it weighs."""
    if choices == 1:
        return "it is the only choice"
    if action.kind == "take_next":
        return why_take_next(action.take)
    return WHY_BY_KIND.get(action.kind, "the bot rates it best")
