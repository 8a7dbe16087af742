"""What each result entry of the Sinners log is about (``LogEntry.topic``).

The titles of results are words for players ("Totals after round 3") and may be reworded at
any time; code that reacts to a result (the app choosing the scoring dialog) reads these names
instead. Every result entry the engine writes carries one of them.
"""

from __future__ import annotations

from typing import Final

#: One seat's score for the round just ended, line by line (one entry per seat).
ROUND_SCORE: Final = "round_score"
#: Every seat's round score and running total once a round is scored.
TOTALS: Final = "totals"
#: The leaders are still tied after the tie-breaks: one more round is played.
TIE: Final = "tie"
#: The game has ended and names its winner.
GAME_OVER: Final = "game_over"

#: Every topic, for tests that check each result carries a known one.
ALL: Final = frozenset({ROUND_SCORE, TOTALS, TIE, GAME_OVER})
