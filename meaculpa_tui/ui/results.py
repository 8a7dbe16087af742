"""Results players must be able to follow, and the end of the game.

The engine writes every result as a public log entry of kind ``result`` (the round's market,
the bid reveal, the Pope's meeting, each evaluation with who got which letters, a punishment,
the posts compared, the final scoring). Each is shown in the shared results dialog as it
happens; the game-over screen repeats the last posts comparison and the final scoring with
every move towards Heaven and the winner.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.screen import ModalScreen

from meaculpa_tui.engine.state import State
from shared.engine.log import LogEntry
from shared.ui import GameOverScreen, ResultsDialog

#: The final screen shows the last posts comparison and the final scoring.
FINAL_RESULTS = 2


def result_dialog(entry: LogEntry, names: Sequence[str]) -> ModalScreen[Any] | None:
    """The dialog for a new result entry."""
    dialog = ResultsDialog.from_entry(entry)
    dialog.add_class("mc-results")
    return dialog


class FinalScreen(GameOverScreen):
    """The winners, the last posts comparison and the final scoring (public view only)."""

    def __init__(self, view: State, winners: list[int]) -> None:
        results = [entry for entry in view.log if entry.kind == "result"]
        super().__init__(view.players, winners, results[-FINAL_RESULTS:])
