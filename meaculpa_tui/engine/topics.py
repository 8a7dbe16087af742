"""What each result entry of the Mea Culpa log is about (``LogEntry.topic``).

The titles of results are words for players ("First evaluation of donations (cathedral 2,
compartment I)") and may be reworded at any time; code that reacts to a result (the screens,
the bots' ledger, the screenshot moments) reads these names instead. Every result entry the
engine writes carries one of them.
"""

from __future__ import annotations

from typing import Final

#: A round begins: the market stones and the House of Pleasure rooms laid out.
ROUND: Final = "round"
#: The bids are revealed: each seat's notches and taler, and who keeps the taler bid.
BIDS: Final = "bids"
#: The Pope's urgent meeting in the House of Pleasure is resolved.
POPE_MEETING: Final = "pope_meeting"
#: A House of Pleasure card moves other souls towards Hell.
CARD: Final = "card"
#: A full den of sin punishes the souls of its owners.
PUNISHMENT: Final = "punishment"
#: A cathedral is finished and one compartment of donations is evaluated.
EVALUATION: Final = "evaluation"
#: The etched posts are compared at the end of a round.
POSTS: Final = "posts"
#: The etched posts are compared once more when the game ends.
FINAL_POSTS: Final = "final_posts"
#: The final scoring names the winners.
FINAL_SCORING: Final = "final_scoring"

#: Every topic, for tests that check each result carries a known one.
ALL: Final = frozenset(
    {ROUND, BIDS, POPE_MEETING, CARD, PUNISHMENT, EVALUATION, POSTS, FINAL_POSTS, FINAL_SCORING}
)
