"""A seat's own hand, built from ``view_for(state, seat)`` only.

The cards are grouped by sin with their worths and genders; below them, what the seat would
score if the round ended now (the engine's own scoring, so the preview cannot disagree with the
real thing) and, during its turn, what phase B still allows.
"""

from __future__ import annotations

from typing import Any

from textual.content import Content
from textual.widgets import Static

from shared.ui.text import literal
from sinners_tui import engine
from sinners_tui.ui import styling

#: Phases of a seat's own turn in which the "this turn" line is worth showing.
PLAY_PHASES = frozenset({"play", "build", "matrimony", "penance", "anoint_target"})


def hand_lines(hand: list[int]) -> Content:
    """The hand, one line per type: "Wrathful x2 1♀ 2♂" (with a times sign)."""
    groups = styling.grouped(hand)
    if not groups:
        return Content.styled("No cards left: you sit out the rest of the round.", "$text-muted")
    return Content("\n").join(styling.group_content(group, count=True) for group in groups)


def preview_line(view: Any, seat: int) -> Content:
    """What the seat would score if the round ended now."""
    breakdown = engine.score_breakdown(view, seat)
    if not breakdown.scores:
        return Content.styled("No Murderer in your church: the round would score 0.", "$warning")
    church = sum(line.points for line in breakdown.lines if line.section != "hand")
    hand = sum(line.points for line in breakdown.lines if line.section == "hand")
    return Content.assemble(
        ("If the round ended now: ", "$text-muted"),
        (f"{breakdown.total:+d}", "bold"),
        (f" (church and bonuses {church:+d}, hand {hand:+d})", "$text-muted"),
    )


def turn_line(view: Any, seat: int) -> Content | None:
    """During phase B of the seat's own turn: whether a set or a Sacrament may still come."""
    if view.turn != seat or view.phase not in PLAY_PHASES:
        return None
    new_set = "used" if view.set_started else "still possible"
    sacrament = "used" if view.sacrament_played else "still possible"
    return Content.styled(
        f"This turn: a new set {new_set}; a Sacrament {sacrament}.", "$text-muted"
    )


def hand_content(view: Any, seat: int) -> Content:
    """The whole panel: the hand, the score preview and, in phase B, what is still allowed."""
    parts = [hand_lines(view.hands[seat]), Content(""), preview_line(view, seat)]
    line = turn_line(view, seat)
    if line is not None:
        parts.append(line)
    return Content("\n").join(parts)


def hand_title(view: Any, seat: int) -> str:
    count = len(view.hands[seat])
    return f"Your hand \u00b7 {count} card{'s' if count != 1 else ''}"


class HandPanel(Static):
    """The seat's hand and its score preview (one widget, updated in place between moves)."""

    def __init__(self, view: Any, seat: int) -> None:
        super().__init__(hand_content(view, seat), id="hand")
        self.view = view
        self.seat = seat
        self.border_title = literal(hand_title(view, seat))

    def update_from(self, fresh: HandPanel) -> bool:
        """Show the fresh panel's content in this one (the same seat's screen)."""
        if fresh.seat != self.seat:
            return False
        self.view = fresh.view
        self.update(hand_content(fresh.view, fresh.seat))
        self.border_title = literal(hand_title(fresh.view, fresh.seat))
        return True


class DecisionHint(Static):
    """The side column's decision box: the choices are in the dialog, **d** (or a click) opens it.

    Listing every choice a second time beside the dialog only repeated it (and cost a list
    widget per move); the dialog holds every legal choice with keys and mouse.
    """

    def __init__(self, prompt: str) -> None:
        text = Content.assemble(
            (prompt, "$text-muted"),
            "\n",
            ("d", "bold $accent"),
            " or a click here opens your choices again.",
        )
        super().__init__(text, id="decision-hint")
        self.border_title = "Your decision"

    def on_click(self) -> None:
        self.app.action_reopen_decision()  # type: ignore[attr-defined]
