"""A dialog for every decision of Sinners, built from the deciding seat's view and legal moves.

``BUILDERS`` holds the builder of each phase (``decisions`` adds phase B, played from the
hand, and the lists grouped by church). Labels come from the
engine (``describe_action``) where its words fit a menu, so menus, log and refusals speak the
same language. Cards that look alike (the two decks hold identical copies) are offered once.
Options the rules refuse now are kept, dimmed, with the engine's reason (read on the seat's own
view, which holds everything that seat may know; see :mod:`shared.ui.engine_choices`).

Phase B and the discard always offer the take-back (SN-34): phase B as key 2, the
discard last; the dialogs of a play being
made (a set's picks, a Sacrament's target) offer it as "Cancel", and Escape makes it. The
discard, which ends the turn, asks for a deliberate choice (see ``DecisionDialog``).
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Sequence
from dataclasses import replace
from typing import Any

from textual.content import Content

from shared.engine.words import plural
from shared.ui import Choice
from shared.ui.engine_choices import ChoiceMaker
from sinners_tui import engine
from sinners_tui.engine import data
from sinners_tui.engine.cards import CARD_TYPE
from sinners_tui.engine.legal import may_join_set
from sinners_tui.ui import styling
from sinners_tui.ui.abilities import ability
from sinners_tui.ui.dialogs import PILE_COUNT, DecisionDialog, PileChoice, PileSwitch

Builder = Callable[[Any, int, Sequence[Any]], DecisionDialog]


#: The shared builders of choices, in the Sinners engine's words.
MAKER = ChoiceMaker(engine)
act = MAKER.act
refusal = MAKER.refusal


def describe(view: Any, action: Any) -> str:
    """The engine's menu label of ``action`` (the words the log and refusals use too)."""
    return engine.describe_action(view, action)


def unique(choices: Iterable[Choice]) -> list[Choice]:
    """The choices with the same label offered once (identical cards of the two decks)."""
    seen: set[str] = set()
    result = []
    for choice in choices:
        if choice.label not in seen:
            seen.add(choice.label)
            result.append(choice)
    return result


def of_kind(legal: Sequence[Any], *kinds: str) -> list[Any]:
    """The legal moves of these kinds, in the engine's order."""
    return [action for action in legal if action.kind in kinds]


def pile_labels(view: Any, closed: Iterable[int] = ()) -> list[Content]:
    """How each pile looks in a pile switch: its name and size, and below them its top card,
    or "closed" for a pile no card may go onto (two lines: a narrow dialog beside the
    churches cuts nothing off)."""
    labels = []
    for index, name in enumerate(data.PILE_NAMES):
        pile = view.piles[index]
        top = styling.card_content(pile[-1]) if pile else Content.styled("empty", "$text-muted")
        if index in closed:
            top = Content.styled("closed", "bold $text-warning")
        labels.append(Content.styled(f"{name.capitalize()} pile ({len(pile)})\n", "bold") + top)
    return labels


def closed_piles(view: Any, legal: Sequence[Any], kind: str) -> dict[int, str]:
    """The piles no move of ``kind`` may go onto now, each with the engine's reason (in
    phase C, the pile used in phase A)."""
    moves = of_kind(legal, kind)
    if not moves:
        return {}
    card, open_piles = moves[0].card, {move.pile for move in moves}
    return {
        pile: refusal(view, act(kind, card=card, pile=pile))
        for pile in range(PILE_COUNT)
        if pile not in open_piles
    }


def pile_choices(
    view: Any,
    legal: Sequence[Any],
    kind: str,
    label: Callable[[Any], str],
) -> tuple[list[Choice], int]:
    """One choice per card (alike cards once), each with its action per pile.

    Returns the choices and the pile to preselect (the only allowed one, if only one is).
    """
    by_card: dict[int, dict[int, Any]] = {}
    for action in of_kind(legal, kind):
        by_card.setdefault(action.card, {})[action.pile] = action
    allowed = {pile for actions in by_card.values() for pile in actions}
    choices: dict[str, Choice] = {}
    for card in sorted(by_card, key=styling.sort_key):
        actions = by_card[card]
        text = label(card)
        offered = choices.get(text)
        if offered is not None:  # an alike card: offered once, and a hint naming it finds it
            value = offered.value
            alike = replace(value, leads_to=value.leads_to + tuple(actions.values()))
            choices[text] = replace(offered, value=alike)
            continue
        reasons = {
            pile: refusal(view, act(kind, card=card, pile=pile))
            for pile in range(PILE_COUNT)
            if pile not in actions
        }
        choices[text] = Choice(text, PileChoice(actions, reasons))
    selected = min(allowed) if len(allowed) == 1 else 0
    return list(choices.values()), selected


def switch(view: Any, prompt: str, selected: int, legal: Sequence[Any], kind: str) -> PileSwitch:
    """The pile switch for moves of ``kind``, with how to use it said in its prompt and the
    piles closed to them marked."""
    closed = closed_piles(view, legal, kind)
    hint = "the other pile is closed" if closed else "\u2190 \u2192 or a click choose the pile"
    return PileSwitch(f"{prompt} ({hint})", selected, pile_labels(view, closed), closed)


def card_place(view: Any, card: int) -> int:
    """Where ``card`` lies on the screen, top to bottom: the seat whose church holds it, else
    the deciding seat's hand (which has no seat here), else after everything."""
    for seat, church in enumerate(view.churches):
        if card in church:
            return seat
    return len(view.churches)


def in_table_order(view: Any, moves: Iterable[Any]) -> list[Any]:
    """Moves naming a card, in the order the screen shows the cards (church by church in seat
    order, each in table order, then the hand): a card's key follows where it lies, not the
    order it was laid. Moves naming no card keep their order, after those that do; the
    take-back comes last."""
    moves = list(moves)
    cards = [m for m in moves if getattr(m, "card", None) is not None]
    cards.sort(key=lambda m: (card_place(view, m.card), styling.sort_key(m.card)))
    others = [m for m in moves if m not in cards and m.kind != "take_back"]
    return cards + others + [m for m in moves if m.kind == "take_back"]


def listed(view: Any, legal: Sequence[Any], title: str, prompt: str, kind: str) -> DecisionDialog:
    """A dialog offering the legal moves in the engine's words (alike cards once), cards in
    the order the screen shows them (``in_table_order``).

    A take-back, when there is one, comes last and is Escape's move too: these are the
    steps of a play being made, and Escape goes back to before it.
    """
    choices = unique(Choice(describe(view, a), a) for a in in_table_order(view, legal))
    return DecisionDialog(title, choices, prompt=prompt, kind=kind, cancel=take_back_of(legal))


def take_back_of(legal: Sequence[Any]) -> Any:
    """The take-back among the legal moves (SN-34), or ``None``."""
    return next((action for action in legal if action.kind == "take_back"), None)


def cancel_choices(view: Any, legal: Sequence[Any]) -> list[Choice]:
    """The take-back as the last choice of a play being made, when there is one."""
    action = take_back_of(legal)
    return [] if action is None else [Choice(describe(view, action), action)]


def take_back_choice(view: Any, legal: Sequence[Any]) -> Choice:
    """The take-back (SN-34): open when the rules allow one now, else closed with the reason."""
    action = take_back_of(legal)
    if action is not None:
        return Choice(describe(view, action), action)
    closed = act("take_back")
    return MAKER.closed(view, describe(view, closed), closed)


# --- The builders, one per phase ---------------------------------------------------------------


def card_of_each(types: Container[int]) -> dict[int, int]:
    """One card of each of ``types``, in type order: what a row of that type acts on or,
    closed, names (a dialog keeps a row per type so the rows after it keep their keys)."""
    return {
        CARD_TYPE[card]: card
        for card in sorted(range(len(CARD_TYPE)), key=styling.sort_key)
        if CARD_TYPE[card] in types
    }


#: The card of each Demon type (the Demon deck holds one of each), in type order.
DEMON_CARDS: dict[int, int] = card_of_each(data.DEMON_TYPES)


def draft(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    """Every Demon in type order, those already summoned closed in place (so a Demon keeps
    its key all draft long). Summoning is for good and there is no harmless choice: the list
    opens with nothing highlighted, so a stray Enter summons nothing."""
    offered = {action.card: action for action in of_kind(legal, "summon")}
    choices = []
    for kind, card in DEMON_CARDS.items():
        label = f"{styling.type_name(kind)}: {ability(kind)}"
        if card in offered:
            choices.append(Choice(label, offered[card], costly=True))
        else:  # "taken by Cid", or why else it is closed
            closed = MAKER.closed(view, label, act("summon", card=card))
            choices.append(replace(closed, costly=True))
    left = len(view.demon_deck)
    prompt = f"Summon one of the {left} Demons left into your church. Each helps at scoring."
    return DecisionDialog("Summon a Demon", choices, prompt=prompt, kind="draft")


def draw(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    """Phase A's draw. It is never taken back (preaching shows hidden cards; a taken card is
    in the hand), so the list opens with nothing highlighted: a stray Enter draws nothing."""
    takes = of_kind(legal, "take")
    choices = [Choice(describe(view, a), a) for a in of_kind(legal, "preach")]
    any_card = any(view.piles[a.pile] and a.card != view.piles[a.pile][-1] for a in takes)
    for index, pile in enumerate(view.piles):
        offered = [a for a in takes if a.pile == index]
        if offered:
            order = {card: depth for depth, card in enumerate(reversed(pile))}
            offered.sort(key=lambda a: order.get(a.card, 0))
            choices.extend(Choice(_take_label(view, a, any_card), a) for a in offered)
        elif not any_card or not pile:
            top = pile[-1] if pile else 0
            name = f"the top card of the {data.PILE_NAMES[index]} pile"
            choices.append(MAKER.closed(view, f"Take {name}", act("take", pile=index, card=top)))
    prompt = "Phase A: preach (view two cards of the Draw Deck, keep one) or take a discard."
    if any_card:
        prompt += " With 3 Wrathful you may take any card of either pile."
    costly = [replace(choice, costly=True) for choice in unique(choices)]
    return DecisionDialog("Draw", costly, prompt=prompt, kind="draw")


def _take_label(view: Any, action: Any, any_card: bool) -> str:
    label = describe(view, action)
    if not any_card:
        return label
    pile = view.piles[action.pile]
    depth = len(pile) - 1 - pile.index(action.card)
    return label + (" (top card)" if depth == 0 else f" ({depth} below the top)")


def preach(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    viewed = list(view.viewed)
    choices, selected = pile_choices(view, legal, "keep", lambda card: _keep_label(viewed, card))
    choices += [Choice(describe(view, a), a) for a in of_kind(legal, "keep_both")]
    seen = styling.join([styling.card_content(card) for card in viewed], " and ")
    context = [Content.styled("You view: ", "bold") + seen]
    title = "Holy Orders: preach again" if view.preach_for_orders else "Preaching"
    return DecisionDialog(
        title,
        choices,
        prompt="Keep one card; the other goes face up onto a discard pile.",
        context=context,
        piles=switch(view, "The other card goes onto", selected, legal, "keep"),
        kind="preach",
    )


def _keep_label(viewed: list[int], card: int) -> str:
    other = next((c for c in viewed if c != card), card)
    return f"Keep {styling.long_label(card)}; discard {styling.long_label(other)}"


def greedy(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    prompt = "With 3 Greedy you may also take the next card of the pile."
    return listed(view, legal, "Greedy", prompt, "greedy")


def build(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    """Picking the cards of a new set, in rows whose keys keep their meaning from the first
    pick to the last: every card of the hand that could join, the set's own sin first and the
    worth highest first (alike cards share a row), then laying the set (closed with the reason
    until the set may be laid), then the cancel. A picked card's row stays in place, closed,
    so pressing the same key twice never picks the card that moved up into its place.

    Laying comes after the cards, not on key 1: the rules lay a set by themselves once laying
    it is all that is left, and a key pressed to lay it then reaches the hand of phase B,
    where 1 ends the phase; the key of a later row there only opens a group of the hand."""
    sin = styling.type_name(view.building_sin) if view.building_sin is not None else "?"
    choices: list[Choice] = []
    picks = {action.card: action for action in of_kind(legal, "pick")}
    rows: dict[str, list[int]] = {}
    for card in _build_candidates(view, seat):
        rows.setdefault(describe(view, act("pick", card=card)), []).append(card)
    for label, cards in rows.items():
        open_card = next((card for card in cards if card in picks), None)
        if open_card is not None:
            choices.append(Choice(label, picks[open_card]))
            continue
        unpicked = [card for card in cards if card not in view.building]
        choices.append(MAKER.closed(view, label, act("pick", card=(unpicked or cards)[0])))
    choices.append(MAKER.option(view, legal, act("finish_set")))
    picked = [styling.card_content(card) for card in view.building]
    so_far = styling.join(picked) if picked else Content.styled("nothing yet", "$text-muted")
    return DecisionDialog(
        f"A new set of {sin}",
        choices + cancel_choices(view, legal),
        prompt="Pick the cards of the new set one by one, then lay it into your church.",
        context=[Content.styled("Picked: ", "bold") + so_far],
        kind="build",
        cancel=take_back_of(legal),
    )


def _build_candidates(view: Any, seat: int) -> list[int]:
    """The cards of the hand that could join the set being started (picked ones too): of its
    sin, or Deceivers standing in; the set's own sin first, then the highest worth first."""
    sin = view.building_sin
    cards = [card for card in view.hands[seat] if may_join_set(styling.kind_of(card), sin)]
    return sorted(cards, key=lambda card: (styling.kind_of(card) != sin, -styling.worth_of(card)))


def matrimony(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    first = view.matrimony_first
    prompt = (
        "Choose the first Sinner of the couple."
        if first is None
        else f"{styling.long_label(first)} is chosen: now a Sinner of the other gender."
    )
    return listed(view, legal, "Matrimony", prompt, "matrimony")


def confirmation(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    choices, selected = pile_choices(
        view, legal, "remove_confirmation", lambda card: _confirmation_label(view, card)
    )
    choices += [Choice(describe(view, a), a) for a in of_kind(legal, "keep_confirmation")]
    return DecisionDialog(
        "Holy Orders",
        choices + cancel_choices(view, legal),
        prompt="Your Doer of Good lets you discard a Confirmation before you preach again.",
        piles=switch(view, "The Confirmation goes onto", selected, legal, "remove_confirmation"),
        kind="confirmation",
        cancel=take_back_of(legal),
    )


def _confirmation_label(view: Any, card: int) -> str:
    owner = next(s for s, church in enumerate(view.churches) if card in church)
    return f"Discard the Confirmation of {view.players[owner]}'s church"


def anoint_target(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    choices = [
        Choice(f"{describe(view, a)} ({plural(len(view.hands[a.seat]), 'card', 'cards')})", a)
        for a in of_kind(legal, "anoint")
    ]
    return DecisionDialog(
        "Anointing",
        choices + cancel_choices(view, legal),
        prompt="Look at another player's hand; then you may swap a Sinner with them.",
        kind="anoint-target",
        cancel=take_back_of(legal),
    )


def anoint_take(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    target = view.anoint_seat
    name = view.players[target] if target is not None else "?"
    look = [styling.group_content(group) for group in styling.grouped(view.anoint_look)]
    context = [
        Content.styled(f"{name}'s hand (only you see this): ", "bold $accent")
        + (styling.join(look) if look else Content("empty"))
    ]
    takes = in_table_order(view, of_kind(legal, "anoint_take"))
    choices = [Choice(describe(view, a), a) for a in takes]
    choices += [Choice(describe(view, a), a) for a in of_kind(legal, "anoint_no_swap")]
    return DecisionDialog(
        f"Anointing: {name}'s hand",
        unique(choices),
        prompt=f"Take a Sinner from {name}'s hand (you give one of yours back), or swap nothing.",
        context=context,
        kind="anoint-take",
    )


def anoint_give(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    target = view.anoint_seat
    name = view.players[target] if target is not None else "?"
    taken = view.anoint_taken
    prompt = f"You take {styling.long_label(taken)} from {name}." if taken is not None else ""
    gives = in_table_order(view, of_kind(legal, "anoint_give"))
    choices = [Choice(describe(view, a), a) for a in gives]
    return DecisionDialog(
        f"Anointing: give {name} a Sinner",
        unique(choices),
        prompt=prompt + " Which Sinner of yours goes back?",
        kind="anoint-give",
    )


def wrath(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    trigger = view.trigger_seat
    who = view.players[trigger] if trigger is not None else "Another player"
    choices, selected = pile_choices(
        view, legal, "wrath_discard", lambda card: f"Discard {styling.long_label(card)}"
    )
    return DecisionDialog(
        "Wrath",
        choices,
        prompt=f"{who}'s church holds 4 Wrathful: discard a Sinner from your church.",
        piles=switch(view, "It goes onto", selected, legal, "wrath_discard"),
        kind="wrath",
    )


def discard(view: Any, seat: int, legal: Sequence[Any]) -> DecisionDialog:
    choices, selected = pile_choices(
        view, legal, "discard", lambda card: f"Discard {styling.long_label(card)}"
    )
    last = len(view.hands[seat]) == 1
    prompt = "Phase C: discard a card face up; this ends your turn."
    if last:
        prompt += " It is your last card: then you sit out the rest of the round."
    prompt += " Choose the card (1-9 or the arrows), then press Enter."
    return DecisionDialog(
        "Discard",
        [*choices, take_back_choice(view, legal)],
        prompt=prompt,
        piles=switch(view, "Onto", selected, legal, "discard"),
        kind="discard",
        deliberate=True,
    )


#: The builder of each decision's dialog, by phase (phase B, Penance and the lure are built
#: from the hand and by church: see ``decisions``).
BUILDERS: dict[str, Builder] = {
    "draft": draft,
    "draw": draw,
    "preach": preach,
    "greedy": greedy,
    "build": build,
    "matrimony": matrimony,
    "confirmation": confirmation,
    "anoint_target": anoint_target,
    "anoint_take": anoint_take,
    "anoint_give": anoint_give,
    "wrath": wrath,
    "discard": discard,
}
