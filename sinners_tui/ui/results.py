"""Round scoring for everyone to read, and the chart of every player's total across the rounds.

The scoring dialog shows the engine's own breakdowns (``last_round`` of the public view): card
by card and bonus by bonus, one column per player, then the totals and the chart. Card names
are shortened to the table's tokens ("Lustful 3♀") so five columns fit side by side.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from functools import cache
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, ScrollableContainer, Vertical
from textual.content import Content
from textual.widgets import Static

from shared.ui import ResultsDialog
from shared.ui.dialogs.results import ContinueButton
from sinners_tui import engine
from sinners_tui.engine import data
from sinners_tui.engine.cards import CARD_COUNT
from sinners_tui.ui import styling
from sinners_tui.ui.table import total_bar

#: Block characters of rising height, for the chart's cells.
BLOCKS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588"
#: Width of a player's scoring column, and of the points at its right.
COLUMN_WIDTH = 30
POINTS_WIDTH = 4
#: The narrowest text a column is given to fit every player side by side.
MIN_COLUMN_WIDTH = 17
#: What a column takes beyond its text (its gap to the next), and the dialog's frame and padding.
COLUMN_GAP = 1
DIALOG_FRAME = 6
#: Width of the totals bar in the chart.
CHART_BAR_WIDTH = 20
#: The engine's prefix of a hand card's score line (the section title says it already).
HAND_PREFIX = "In hand: "
SECTION_TITLES = {"church": "Church", "hand": "Left in hand", "bonus": "Bonuses", "note": ""}


@cache
def _short_names() -> list[tuple[str, str]]:
    """Every engine card name with its table token, longest first (for replacing in text)."""
    pairs = {styling.long_label(card): styling.short_label(card) for card in range(CARD_COUNT)}
    return sorted(pairs.items(), key=lambda pair: -len(pair[0]))


def shorten(label: str) -> str:
    """An engine score line with card names as table tokens ("In hand: Lustful 3♀")."""
    for long, short in _short_names():
        if long in label:
            label = label.replace(long, short)
    return label


def line_content(label: str, points: int, width: int) -> Content:
    """One score line: the label (wrapped) and its points at the right of the last row."""
    text_width = width - POINTS_WIDTH - 1
    rows = textwrap.wrap(shorten(label), text_width) or [""]
    padded = [row.ljust(text_width) for row in rows]
    style = "$text-success" if points > 0 else "$text-error" if points < 0 else "$text-muted"
    body = Content("\n".join(padded))
    return body + Content(" ") + Content.styled(f"{points:+d}".rjust(POINTS_WIDTH), style)


def column_width(screen_width: int, players: int) -> int:
    """The text width of each scoring column, so every player's column fits side by side.

    At most :data:`COLUMN_WIDTH`; on a narrow screen with many players the labels wrap in
    narrower columns rather than push the last players off the edge. Only below
    :data:`MIN_COLUMN_WIDTH` do the columns scroll sideways.
    """
    share = (screen_width - DIALOG_FRAME) // max(players, 1) - COLUMN_GAP
    return max(MIN_COLUMN_WIDTH, min(COLUMN_WIDTH, share))


def breakdown_content(breakdown: Any, width: int = COLUMN_WIDTH) -> Content:
    """A player's breakdown, section by section, with the round's total at the end."""
    pieces: list[Content] = []
    section = None
    for line in breakdown.lines:
        if line.section != section:
            section = line.section
            title = SECTION_TITLES.get(section, "")
            if title:
                pieces.append(Content.styled(title, "bold underline"))
        label = line.label.removeprefix(HAND_PREFIX) if section == "hand" else line.label
        pieces.append(line_content(label, line.points, width))
    pieces.append(
        Content.styled("Round score".ljust(width - POINTS_WIDTH - 1), "bold")
        + Content(" ")
        + Content.styled(f"{breakdown.total:+d}".rjust(POINTS_WIDTH), "bold")
    )
    return Content("\n").join(pieces)


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

    The names are padded by the columns they take, so an emoji in a name keeps the rows lined up.
    """
    labels = [Content(name) for name in players]
    name_width = max(label.cell_length for label in labels) + 1
    rows = []
    for seat, label in enumerate(labels):
        totals = [row[seat] for row in history]
        current = totals[-1] if totals else 0
        steps = " \u2192 ".join(str(total) for total in totals) if len(totals) > 1 else ""
        rows.append(
            Content.assemble(
                label.pad_right(name_width - label.cell_length).stylize(f"bold $seat-{seat}"),
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
    """The last round's scoring for every player, the totals and the chart; Enter closes it.

    The columns are often taller than a small screen; PgUp/PgDn scroll them while the
    keyboard stays on Continue (named on the key bar only when there is something to scroll).
    A resized terminal shares its new width among the columns.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("pagedown", "scroll_scores('page_down')", "Scroll", key_display="PgUp/PgDn"),
        Binding("pageup", "scroll_scores('page_up')", "Scroll", show=False),
    ]

    def __init__(self, view: Any) -> None:
        self.view = view
        self.breakdowns = engine.last_round_breakdowns(view)
        self.history = engine.totals_history(view)
        super().__init__(f"Round {len(self.history)}: scoring")
        self.add_class("sinners-dialog", "scoring")

    def compose_body(self) -> ComposeResult:
        players = self.view.players
        width = column_width(self.app.size.width, len(self.breakdowns))
        with ScrollableContainer(id="score-columns-scroll"), Horizontal(id="score-columns"):
            for item in self.breakdowns:
                with Vertical(classes="score-column") as column:
                    column.styles.width = width
                    yield Static(
                        f"{players[item.seat]}: {item.total:+d}",
                        classes=f"score-name seat-{item.seat} -filled",
                        markup=False,
                    )
                    yield Static(
                        breakdown_content(item, width), classes="score-lines", markup=False
                    )
        yield TotalsChart(players, self.history)
        with Horizontal(classes="dialog-buttons"):
            yield ContinueButton("Continue", variant="primary", id="ok", compact=True)

    def on_mount(self) -> None:
        self.call_after_refresh(self.refresh_bindings)

    def on_resize(self) -> None:
        """Columns share the new width (each player's column stays in view), and the scroll
        keys are offered again only if the columns are now taller than the screen."""
        width = column_width(self.app.size.width, len(self.breakdowns))
        columns = self.query(".score-column")
        texts = self.query(".score-lines").results(Static)
        for column, lines, item in zip(columns, texts, self.breakdowns, strict=False):
            column.styles.width = width
            lines.update(breakdown_content(item, width))
        self.call_after_refresh(self.refresh_bindings)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """PgUp/PgDn are keys (and on the key bar) only while the columns need scrolling."""
        if action == "scroll_scores":
            scroll = self.query("#score-columns-scroll")
            return bool(scroll) and scroll.first().max_scroll_y > 0
        return super().check_action(action, parameters)

    def action_scroll_scores(self, where: str) -> None:
        """Scroll the score columns by a page."""
        getattr(self.query_one("#score-columns-scroll"), f"scroll_{where}")(animate=False)
