"""Long lists of Sinners to choose from, grouped by church: Penance and the Lustful lure.

Penance may send any of twenty Sinners to Limbo; one flat list of them does not fit a small
terminal, and a card's key moved whenever a church changed. Here the dialog lists the churches
in seat order (a church keeps its key all game), each opening its Sinners grouped by sin in
table order (alike cards once). A church no Sinner may be taken from stays in place, closed,
with the engine's reason (Confirmation protects it, it is your own, it holds no Sinner).
Escape inside a church comes back to the churches; at the churches it cancels the Sacrament
(while it may still be taken back), as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.content import Content

from shared.engine.words import plural
from shared.ui import Choice
from sinners_tui.engine import data
from sinners_tui.engine.cards import IS_SINNER
from sinners_tui.ui import styling
from sinners_tui.ui.choices import MAKER, act, cancel_choices, of_kind, take_back_of, unique
from sinners_tui.ui.dialogs import DecisionDialog, Opens

#: A church with no Sinner in it has nothing to pick, whatever the rules would say.
NO_SINNER = "holds no Sinner"


def church_name(view: Any, seat: int, owner: int) -> str:
    return "Your church" if owner == seat else f"{view.players[owner]}'s church"


def church_choice(
    view: Any, seat: int, owner: int, moves: dict[int, Any], kind: str, verb: str
) -> Choice:
    """One church's row: it opens the Sinners the move may take from it, or is closed with
    the reason none may be taken."""
    church = sorted(view.churches[owner], key=styling.sort_key)
    sinners = [card for card in church if IS_SINNER[card]]
    name = church_name(view, seat, owner)
    label = f"{name} ({plural(len(sinners), 'Sinner', 'Sinners')})"
    offered = [card for card in church if card in moves]
    if not offered:
        if not sinners:
            return Choice(name, None, reason=f"{name} {NO_SINNER}.", closed_as=NO_SINNER)
        return MAKER.closed(view, label, act(kind, card=sinners[0]))
    choices = unique(
        [Choice(styling.long_label(card), moves[card], costly=True) for card in offered]
    )
    groups = [styling.group_content(group) for group in styling.grouped(church)]
    opens = Opens(
        title=f"{name}",
        prompt=f"Which Sinner {verb}? (Escape: back to the churches)",
        choices=choices,
        context=[styling.join(groups)],
        leads_to=tuple(moves[card] for card in offered),
    )
    return Choice(label, opens)


def by_church(
    view: Any, seat: int, legal: Sequence[Any], kind: str, *, title: str, prompt: str, verb: str
) -> DecisionDialog:
    """The churches in seat order, each opening the Sinners ``kind`` may take from it; the
    take-back last, and Escape's move at the churches."""
    moves = {action.card: action for action in of_kind(legal, kind)}
    choices = [
        church_choice(view, seat, owner, moves, kind, verb) for owner in range(len(view.churches))
    ]
    return DecisionDialog(
        title,
        choices + cancel_choices(view, legal),
        prompt=prompt,
        context=[Content.styled("A church's key shows its Sinners.", "$text-muted")],
        kind=kind,
        cancel=take_back_of(legal),
    )


def penance(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    return by_church(
        view,
        seat,
        legal,
        "penance",
        title="Penance",
        prompt="Send one Sinner from any church (yours too) to Limbo.",
        verb="goes to Limbo",
    )


def lure(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    return by_church(
        view,
        seat,
        legal,
        "lure",
        title="Lustful: lure a Sinner",
        prompt=(
            f"Your church holds {data.LUSTFUL_THRESHOLD} Lustful for the first time: lure a "
            "Sinner from another church into yours."
        ),
        verb="do you lure",
    )
