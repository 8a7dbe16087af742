"""Results players must be able to follow, and the end of the game.

The engine writes every result as a public log entry of kind ``result`` (the round's market,
the bid reveal, the Pope's meeting, each evaluation with who got which letters, a punishment,
the posts compared, the final scoring). Each is shown in the shared results dialog as it
happens, with the players' names in their colours and letter colours marked; the game-over
screen repeats the last posts comparison and the final scoring with every move towards Heaven
and the winner, above the final Record of Sins.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static

from meaculpa_tui import engine
from meaculpa_tui.engine import data
from meaculpa_tui.engine.state import State
from meaculpa_tui.ui.table_text import track_text
from shared.engine.log import LogEntry
from shared.engine.statistics import GameStatistics
from shared.ui import GameOverScreen, ResultsDialog

#: The final screen shows the last posts comparison and the final scoring.
FINAL_RESULTS = 2
_COLOURS = re.compile(r"\b(" + "|".join(data.COLOUR_NAMES) + r")\b")


def styled_line(line: str, names: Sequence[str]) -> Content:
    """A result line with every player's name in the seat colour and letter colours marked.

    A name is found where no letter or digit touches it on either side, so names that begin
    or end with a bracket or a sign are found as well. Longer names are looked for first and
    a place is marked once: "Ann" inside "Ann[/]" stays part of the longer name, and a colour
    word inside a name stays the player's colour.
    """
    content = Content(line)
    marked: list[tuple[int, int]] = []

    def free(start: int, end: int) -> bool:
        return not any(start < taken_end and taken_start < end for taken_start, taken_end in marked)

    for seat in sorted(range(len(names)), key=lambda seat: -len(names[seat])):
        for match in re.finditer(rf"(?<!\w){re.escape(names[seat])}(?!\w)", line):
            if free(*match.span()):
                marked.append(match.span())
                content = content.stylize(f"bold $seat-{seat}", *match.span())
    for match in _COLOURS.finditer(line):
        if free(*match.span()):
            content = content.stylize(f"bold $letter-{match.group(1)}", *match.span())
    return content


def result_dialog(entry: LogEntry, names: Sequence[str]) -> ModalScreen[Any] | None:
    """The dialog for a new result entry."""
    lines = list(entry.lines)
    if entry.title and entry.text and entry.text != entry.title:
        lines.insert(0, entry.text)
    styled = [styled_line(line, names) for line in lines]
    dialog = ResultsDialog(entry.title or entry.text, styled)  # type: ignore[arg-type]
    dialog.add_class("mc-results")
    return dialog


class FinalScreen(GameOverScreen):
    """The winners, the last posts comparison, the final scoring, the final Record of Sins
    (public view only) and the game's statistics."""

    def __init__(
        self, view: State, winners: list[int], statistics: GameStatistics | None = None
    ) -> None:
        results = [entry for entry in view.log if entry.kind == "result"]
        track = Static(track_text(view), id="final-track", classes="board-box", markup=False)
        track.border_title = "Record of Sins"
        super().__init__(
            view.players,
            winners,
            results[-FINAL_RESULTS:],
            details=track,
            statistics=statistics,
            standings=engine.standings(view),
            result_heading="Soul",
        )
