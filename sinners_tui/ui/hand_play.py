"""Phase B played from the hand: pick a group of alike cards, then what to do with them.

The phase-B dialog lists the hand, one row per group of alike cards ("Greedy \u00d73 3♀ 2♂ 1♀ ·
3+: a second card"), each with what its set does in a few words. A group's key opens what may
be done with those cards now (lay a new set, add them to the set in your church, play the
Sacrament); a group nothing may be done with stays in place, dimmed, and says why when picked.
Ending phase B is always key 1, the take-back always key 2; the groups follow in the hand's
order, so a group keeps its key while the hand stays the same, and every play is two keys away
(the group, then the play).

Everything offered is read from the engine's legal moves: a move belongs to the group of the
cards it lays (``moves_by_group``), and no rule is worked out here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from textual.content import Content

from shared.engine.words import plural
from shared.ui import Choice
from shared.ui.widgets.choices import CLOSED_MARK
from sinners_tui import engine
from sinners_tui.engine.legal import may_join_set
from sinners_tui.ui import styling
from sinners_tui.ui.abilities import ability, short_ability
from sinners_tui.ui.choices import act, describe, of_kind, refusal, take_back_choice, unique
from sinners_tui.ui.dialogs import DecisionDialog, Opens

#: The characters a row of the hand has at the smallest terminal (100 columns): its 47-column
#: dialog (``app.tcss``) less the frame, the padding and the key. A longer row leaves out the
#: cards' worths (they show when the group is opened) rather than taking two lines.
ROW_WIDTH = 40

DONE = "Done: on to the discard (phase C)"
PROMPT = f"A group's key: what you may do with it ({CLOSED_MARK}: nothing now, the key says why)."


@dataclass
class GroupMoves:
    """The legal moves of one group of the hand: its own (laying those cards), and those it
    may join (Deceivers standing in for another sin's new set)."""

    own: list[Any] = field(default_factory=list)
    joins: list[Any] = field(default_factory=list)


def moves_by_group(hand_kinds: Sequence[int], legal: Sequence[Any]) -> dict[int, GroupMoves]:
    """The phase-B moves under the group of the cards they lay: a new set under its sin (and,
    as a stand-in, under every other group that may join it), an extension and a Sacrament
    under the card's type."""
    groups: dict[int, GroupMoves] = {kind: GroupMoves() for kind in hand_kinds}
    for action in legal:
        if action.kind == "start_set":
            for kind, moves in groups.items():
                if kind == action.sin:
                    moves.own.append(action)
                elif may_join_set(kind, action.sin):
                    moves.joins.append(action)
        elif action.kind in ("extend", "sacrament"):
            kind = styling.kind_of(action.card)
            if kind in groups:
                groups[kind].own.append(action)
    return groups


def group_label(group: styling.Group, width: int = ROW_WIDTH) -> tuple[str, Content]:
    """A group's row, in words and in its sin's colours: its name and count, the cards'
    worths, what its set does; without the worths when all of it would not fit on one row of
    ``width``."""
    name = group.name if len(group.cards) == 1 else f"{group.name} \u00d7{len(group.cards)}"
    tokens = " ".join(filter(None, (styling.token(card) for card in group.cards)))
    effect = short_ability(group.kind)
    tail = f" \u00b7 {effect}" if effect else ""
    if not tokens or len(f"{name} {tokens}{tail}") > width:
        tokens = ""
    style = styling.style_of(group.kind)
    styled = Content.assemble(
        (name, f"bold {style}"), (f" {tokens}" if tokens else "", style), (tail, "$text-muted")
    )
    return styled.plain, styled


def held(hand: Sequence[int], sin: int) -> str:
    """How many cards of ``sin`` the hand holds, and the cards that may stand in for it."""
    kinds = [styling.kind_of(card) for card in hand]
    helpers = [kind for kind in kinds if kind != sin and may_join_set(kind, sin)]
    real = f"you hold {kinds.count(sin)}"
    if not helpers:
        return real
    names = " or ".join(styling.type_name(kind) for kind in sorted(set(helpers)))
    return f"{real}, and {plural(len(helpers), names, names + 's')} to stand in"


def play_choices(view: Any, seat: int, group: styling.Group, moves: GroupMoves) -> list[Choice]:
    """What may be done with ``group`` now: each a move of the engine, in the rules' order (a
    new set, the extensions, the Sacrament, then the sets it may stand in for)."""
    hand = view.hands[seat]
    choices: list[Choice] = []
    for action in moves.own:
        if action.kind == "start_set":
            label = f"Lay a new set of {group.name} ({held(hand, action.sin)})"
        elif action.kind == "sacrament":
            label = f"Play {group.name}"
        else:
            label = describe(view, action)
        choices.append(Choice(label, action, costly=True))
    for action in moves.joins:
        sin = styling.type_name(action.sin)
        label = f"Stand in for a new set of {sin} ({held(hand, action.sin)})"
        choices.append(Choice(label, action, costly=True))
    return unique(choices)  # (alike cards of the two decks offered once)


def group_context(view: Any, seat: int, group: styling.Group) -> list[Content]:
    """Above an opened group's moves: its cards, what its set does in full, and the cards of
    its sin already in the church."""
    lines = [
        styling.group_content(group, count=True),
        Content.styled(ability(group.kind), "$text-muted"),
    ]
    laid = [g for g in styling.grouped(view.churches[seat]) if g.kind == group.kind]
    if laid:
        lines.append(Content("In your church: ") + styling.group_content(laid[0], count=True))
    return lines


def closed_reason(view: Any, seat: int, group: styling.Group) -> str:
    """Why nothing may be done with ``group`` now, in the engine's words: about its
    Sacrament, the set in the church it would extend, or the new set it would start."""
    card = group.cards[0]
    if styling.is_sacrament(card):
        return refusal(view, act("sacrament", card=card))
    if any(styling.kind_of(laid) == group.kind for laid in view.churches[seat]):
        return refusal(view, act("extend", card=card))
    return refusal(view, act("start_set", sin=group.kind))


def group_choice(view: Any, seat: int, group: styling.Group, moves: GroupMoves) -> Choice:
    """A group's row: it opens what may be done with the group, or is closed with the reason."""
    choices = play_choices(view, seat, group, moves)
    if not choices:
        # the cross alone (a row has no room for the words): its key says why in full
        label, styled = group_label(group, ROW_WIDTH - len(f" {CLOSED_MARK}"))
        why = closed_reason(view, seat, group)
        return Choice(label, None, reason=why, closed_as="", styled=styled)
    opens = Opens(
        title=f"Your hand: {group.name}",
        prompt="What you may do with them now:",
        choices=choices,
        context=group_context(view, seat, group),
        leads_to=tuple(moves.own),
    )
    # (costly: the hand opens with nothing highlighted, every group on its key alike)
    label, styled = group_label(group)
    return Choice(label, opens, costly=True, styled=styled)


def play(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    """Phase B from the hand: "Done" (key 1), the take-back (key 2, closed while there is
    nothing to take back), then the hand's groups in table order, each opening its moves.

    Nothing is highlighted when the hand opens: every play is a key of its own, and a stray
    Enter neither ends phase B nor plays a card.
    """
    hand = view.hands[seat]
    groups = styling.grouped(hand)
    by_group = moves_by_group([group.kind for group in groups], legal)
    choices = [Choice(DONE, action, costly=True) for action in of_kind(legal, "end_play")]
    choices.append(replace(take_back_choice(view, legal), costly=True))
    choices += [group_choice(view, seat, group, by_group[group.kind]) for group in groups]
    count = len(hand)
    return DecisionDialog(
        f"Your hand \u00b7 {count} card{'s' if count != 1 else ''}",
        choices,
        prompt=PROMPT,
        context=[still_line(view), outlook_line(view, seat)],
        kind="play",
        notes=ability_notes(groups),
    )


def ability_notes(groups: Sequence[styling.Group]) -> list[Content]:
    """What each group of the hand does, in full, for a terminal with room to spare."""
    lines = [Content.styled("What your cards do:", "bold")]
    for group in groups:
        name = Content.styled(group.name, f"bold {styling.style_of(group.kind)}")
        lines.append(name + Content(f": {ability(group.kind)}"))
    return lines


def still_line(view: Any) -> Content:
    """What this turn still allows: a new set and a Sacrament, once each."""
    new_set = "used" if view.set_started else "open"
    sacrament = "used" if view.sacrament_played else "open"
    return Content.styled(
        f"Once a turn: new set {new_set} \u00b7 Sacrament {sacrament}", "$text-muted"
    )


def outlook_line(view: Any, seat: int) -> Content:
    """What the seat would score if the round ended now, and what its hand costs of it."""
    breakdown = engine.score_breakdown(view, seat)
    if not breakdown.scores:
        return Content.styled("No Murderer in your church: the round would score 0.", "$warning")
    hand = sum(line.points for line in breakdown.lines if line.section == "hand")
    return Content.assemble(
        ("If the round ended now: ", "$text-muted"),
        (f"{breakdown.total:+d}", "bold"),
        (f" (hand {hand:+d})", "$text-muted"),
    )
