"""Round scoring for everyone to read, and the chart of every player's total across the rounds.

The scoring dialog says in one line per player what the round brought: the church's cards
by type, the cancelled Deceivers, the hand and each bonus, as the rulebook's scoring example
counts them (the engine's ``scoring.summary`` of its breakdowns), then the round's score and
the new total. A line too long for the screen folds, never wraps: first the parts worth
nothing go, then the church's cards are told as one sum, and only then is the line cut. The
card-by-card breakdown stays in the log (each seat's "scores" entry). Below the lines stands
the chart of totals.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Static

from shared.ui import ResultsDialog
from shared.ui.dialogs.results import ContinueButton
from shared.ui.initials import seat_tag
from sinners_tui import engine
from sinners_tui.engine import data
from sinners_tui.engine.scoring import SummaryPart, summary
from sinners_tui.ui import styling
from sinners_tui.ui.table import total_bar

#: Block characters of rising height, for the chart's cells.
BLOCKS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588"
#: Width of the totals bar in the chart.
CHART_BAR_WIDTH = 20
#: What the dialog takes of the screen's width beyond its lines (frame and padding).
DIALOG_FRAME = 4
#: Between the parts of a line, and between its columns.
PART_SEPARATOR = ", "
COLUMN_GAP = "  "
#: Where the card-by-card breakdown is, said under the lines.
DETAIL_NOTE = "Card by card: the log (l)."


def points_content(points: int) -> Content:
    """``+8`` in the colour of a gain, ``-2`` of a loss, ``+0`` muted."""
    style = "$text-success" if points > 0 else "$text-error" if points < 0 else "$text-muted"
    return Content.styled(f"{points:+d}", style)


def part_content(part: SummaryPart) -> Content:
    """ "4 Slothful +8" (the sin in its colour), "Murderer +5", "3 in hand -4", "Beelzebub +13"."""
    words = Content(part.words)
    if part.kind is not None:
        words = words.stylize(styling.style_of(part.kind))
    count = Content(f"{part.cards} ") if part.cards > 1 or part.words == "in hand" else Content("")
    return count + words + Content(" ") + points_content(part.points)


def _church_sum(parts: Sequence[SummaryPart]) -> list[SummaryPart]:
    """The church's cards told as one part ("12 in church +23"), the rest as they are."""
    church = [part for part in parts if part.kind is not None]
    if len(church) < 2:
        return list(parts)
    total = SummaryPart(
        "in church", sum(part.cards for part in church), sum(part.points for part in church)
    )
    rest = [part for part in parts if part.kind is None]
    return [total, *rest]


def parts_content(parts: Sequence[SummaryPart], room: int) -> Content:
    """The parts joined, folded to fit ``room`` cells (see the module's docstring)."""
    foldings = [
        list(parts),
        [part for part in parts if part.points],
        _church_sum([part for part in parts if part.points]),
    ]
    line = Content("")
    for folded in foldings:
        line = Content(PART_SEPARATOR).join(part_content(part) for part in folded)
        if line.cell_length <= room:
            return line
    return line.truncate(room, ellipsis=True)


def summary_lines(
    names: Sequence[str], breakdowns: Sequence[Any], totals: Sequence[int], width: int
) -> list[Content]:
    """One line per seat, none wider than ``width``: "A Ann +36 → 36  4 Slothful +8, ..."
    (the round's score, then the new total)."""
    tags = [seat_tag(names, item.seat) for item in breakdowns]
    tag_width = max(tag.cell_length for tag in tags)
    scores = [f"{item.total:+d}" for item in breakdowns]
    nows = [f"\u2192 {totals[item.seat]}" for item in breakdowns]
    score_width = max(len(score) for score in scores)
    now_width = max(len(now) for now in nows)
    lines = []
    for tag, score, now, item in zip(tags, scores, nows, breakdowns, strict=True):
        head = Content.assemble(
            tag.pad_right(tag_width - tag.cell_length),
            " ",
            points_content(item.total).pad_left(score_width - len(score)).stylize("bold"),
            " ",
            Content.styled(now.ljust(now_width), "bold"),
            COLUMN_GAP,
        )
        room = max(0, width - head.cell_length)
        lines.append(head + parts_content(summary(item), room))
    return lines


def sparkline(values: Sequence[int]) -> str:
    """One block per value, as high as the value is towards the goal (below zero: empty)."""
    cells = []
    for value in values:
        if value <= 0:
            cells.append(" ")
            continue
        level = min(len(BLOCKS) - 1, value * len(BLOCKS) // (data.GOAL + 1))
        cells.append(BLOCKS[level])
    return "".join(cells)


def chart_content(players: Sequence[str], history: Sequence[Sequence[int]]) -> Content:
    """Every player's total after each round: a sparkline, the numbers, and a bar to the goal.

    Each player is named by its seat tag (mark and name in the seat's colour), padded by the
    columns it takes, so an emoji in a name keeps the rows lined up.
    """
    labels = [seat_tag(players, seat) for seat in range(len(players))]
    name_width = max(label.cell_length for label in labels) + 1
    rows = []
    for seat, label in enumerate(labels):
        totals = [row[seat] for row in history]
        current = totals[-1] if totals else 0
        steps = " \u2192 ".join(str(total) for total in totals) if len(totals) > 1 else ""
        rows.append(
            Content.assemble(
                label.pad_right(name_width - label.cell_length),
                (sparkline(totals).ljust(max(len(totals), 1)) + " ", f"$seat-{seat}"),
                (total_bar(current, CHART_BAR_WIDTH), f"$seat-{seat}"),
                f" {current}/{data.GOAL}",
                (f"   {steps}", "$text-muted"),
            )
        )
    return Content("\n").join(rows)


class TotalsChart(Vertical):
    """The chart of totals across the rounds, with a title."""

    def __init__(self, players: Sequence[str], history: Sequence[Sequence[int]]) -> None:
        super().__init__(classes="totals-chart")
        self.players = list(players)
        self.history = [list(row) for row in history]
        self.border_title = "Totals after each round"

    def compose(self) -> ComposeResult:
        yield Static(chart_content(self.players, self.history), classes="chart-rows", markup=False)


class RoundScoringDialog(ResultsDialog):
    """The last round's scoring, one line per player, and the chart of totals; Enter closes it.

    A resized terminal folds the lines again to its new width.
    """

    def __init__(self, view: Any) -> None:
        self.view = view
        self.breakdowns = engine.last_round_breakdowns(view)
        self.history = engine.totals_history(view)
        super().__init__(f"Round {len(self.history)}: scoring")
        self.add_class("sinners-dialog", "scoring")

    def _lines(self) -> Content:
        width = self.app.size.width - DIALOG_FRAME
        totals = self.history[-1] if self.history else [0] * len(self.view.players)
        lines = summary_lines(self.view.players, self.breakdowns, totals, width)
        return Content("\n").join(lines)

    def compose_body(self) -> ComposeResult:
        with Vertical(id="score-summary"):
            yield Static(self._lines(), id="score-lines", markup=False)
            yield Static(DETAIL_NOTE, id="score-detail-note", markup=False)
        yield TotalsChart(self.view.players, self.history)
        with Horizontal(classes="dialog-buttons"):
            yield ContinueButton("Continue", variant="primary", id="ok", compact=True)

    def on_resize(self) -> None:
        """The lines fold again to the new width."""
        self.query_one("#score-lines", Static).update(self._lines())
