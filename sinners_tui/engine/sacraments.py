"""The seven Sacraments played in phase B and the choices they ask for (Penance, Matrimony, Holy
Orders, Anointing), each ending in ``abilities.resume``.
"""

from __future__ import annotations

from shared.engine import chance
from sinners_tui.engine import actions, data
from sinners_tui.engine.abilities import add_to_church, leave_church, resume
from sinners_tui.engine.cards import CARD_TYPE, IS_SINNER, card_label
from sinners_tui.engine.context import Ctx
from sinners_tui.engine.drawing import take_last_card
from sinners_tui.engine.legal import (
    anoint_seats,
    count_type,
    is_protected,
    others_in_turn_order,
    owner_of,
    penance_targets,
)


def sacrament(ctx: Ctx, action: actions.PlaySacrament) -> None:
    s = ctx.s
    seat = s.turn
    card = action.card
    ctx.hand(seat).remove(card)
    ctx.church(seat).append(card)
    s.sacrament_played = True
    played = s.sacraments_played[:]
    played[seat] += 1
    s.sacraments_played = played
    kind = CARD_TYPE[card]
    name = ctx.name(seat)
    ctx.say(f"{name} plays {card_label(card)}.")
    if kind == data.BAPTISM:
        if s.limbo:
            index, s.rng = chance.randbelow(len(s.limbo), s.rng)
            found = ctx.own("limbo").pop(index)
            ctx.say(f"Baptism brings {card_label(found)} from Limbo into {name}'s church.")
            add_to_church(ctx, seat, found)
        else:
            ctx.say("Limbo is empty: Baptism brings nothing.")
        resume(ctx)
    elif kind == data.PENANCE:
        if penance_targets(s):
            s.phase = "penance"
        else:
            ctx.say("No Sinner can be sent to Limbo: Penance has no effect.")
            resume(ctx)
    elif kind == data.MATRIMONY:
        s.matrimony_first = None
        s.phase = "matrimony"
    elif kind == data.EUCHARIST:
        _eucharist(ctx, seat)
        resume(ctx)
    elif kind == data.CONFIRMATION:
        ctx.say(f"Nobody can leave {name}'s church while Confirmation is in it.")
        resume(ctx)
    elif kind == data.HOLY_ORDERS:
        if count_type(s.churches[seat], data.DOER_OF_GOOD) and any(
            count_type(church, data.CONFIRMATION) for church in s.churches
        ):
            s.phase = "confirmation"
        else:
            _orders_preach(ctx)
    else:  # Anointing
        if anoint_seats(s, seat):
            s.phase = "anoint_target"
        else:
            ctx.say("Nobody else holds cards: Anointing has no effect.")
            resume(ctx)


def _eucharist(ctx: Ctx, seat: int) -> None:
    """Lure every Gluttonous and Greedy from the other churches, except protected ones."""
    s = ctx.s
    lured: list[int] = []
    for other in others_in_turn_order(len(s.players), seat):
        church = s.churches[other]
        if is_protected(church):
            continue
        moving = [card for card in church if CARD_TYPE[card] in data.EUCHARIST_LURES]
        for card in moving:
            leave_church(ctx, other, card)
            lured.append(card)
        if moving:  # (its news at its next hand-over: what it lost)
            lost = ", ".join(card_label(card) for card in moving)
            ctx.say(f"Eucharist: {ctx.name(seat)} lures your {lost} away.", other)
    if lured:
        ctx.say(
            f"Eucharist lures {', '.join(card_label(card) for card in lured)} into "
            f"{ctx.name(seat)}'s church."
        )
    else:
        ctx.say("Eucharist finds no Gluttonous or Greedy to lure.")
    for card in lured:
        add_to_church(ctx, seat, card)


def penance(ctx: Ctx, action: actions.PenanceTarget) -> None:
    s = ctx.s
    owner = owner_of(s, action.card)
    leave_church(ctx, owner, action.card)
    ctx.own("limbo").append(action.card)
    ctx.say(f"Penance sends {card_label(action.card)} from {ctx.name(owner)}'s church to Limbo.")
    if owner != s.turn:  # (its news at its next hand-over: what it lost)
        ctx.say(
            f"{ctx.name(s.turn)}'s Penance sends your {card_label(action.card)} to Limbo.", owner
        )
    resume(ctx)


def matrimony(ctx: Ctx, action: actions.MatrimonyPick) -> None:
    s = ctx.s
    seat = s.turn
    if s.matrimony_first is None:
        s.matrimony_first = action.card
        return
    couple = [s.matrimony_first, action.card]
    s.matrimony_first = None
    for card in couple:
        ctx.hand(seat).remove(card)
    ctx.say(
        f"Matrimony: {ctx.name(seat)} lays {card_label(couple[0])} and "
        f"{card_label(couple[1])} into the church."
    )
    for card in couple:
        add_to_church(ctx, seat, card)
    resume(ctx)


def remove_confirmation(ctx: Ctx, action: actions.RemoveConfirmation) -> None:
    s = ctx.s
    owner = owner_of(s, action.card)
    leave_church(ctx, owner, action.card)
    ctx.pile(action.pile).append(action.card)
    ctx.say(
        f"Holy Orders: {ctx.name(s.turn)} discards the Confirmation of "
        f"{ctx.name(owner)}'s church onto the {data.PILE_NAMES[action.pile]} pile."
    )
    _orders_preach(ctx)


def keep_confirmation(ctx: Ctx, _action: actions.KeepConfirmation) -> None:
    _orders_preach(ctx)


def _orders_preach(ctx: Ctx) -> None:
    """Holy Orders: preach again (SN-18: either pile, phase C's pile unchanged)."""
    s = ctx.s
    if not s.deck:
        ctx.say("Holy Orders: the Draw Deck is empty, there is nothing to preach.")
        resume(ctx)
    elif len(s.deck) < data.PREACH_VIEW:
        take_last_card(ctx, s.turn)
        resume(ctx)
    else:
        s.viewed = [s.deck[-1], s.deck[-2]]
        s.preach_for_orders = True
        s.phase = "preach"


def anoint(ctx: Ctx, action: actions.AnointTarget) -> None:
    s = ctx.s
    seat = s.turn
    target = action.seat
    s.anoint_seat = target
    s.anoint_look = list(s.hands[target])
    ctx.say(f"Anointing: {ctx.name(seat)} looks at {ctx.name(target)}'s hand.")
    ctx.say(
        f"{ctx.name(target)}'s hand: "
        + ", ".join(card_label(card) for card in sorted(s.hands[target]))
        + ".",
        seat,
    )
    mine = any(IS_SINNER[card] for card in s.hands[seat])
    theirs = any(IS_SINNER[card] for card in s.hands[target])
    if mine and theirs:
        s.phase = "anoint_take"
    else:
        ctx.say("No Sinner can be swapped: Anointing was a look only.")
        _end_anointing(ctx)


def anoint_take(ctx: Ctx, action: actions.AnointTake) -> None:
    s = ctx.s
    s.anoint_taken = action.card
    s.phase = "anoint_give"


def anoint_no_swap(ctx: Ctx, _action: actions.AnointNoSwap) -> None:
    ctx.say(f"{ctx.name(ctx.s.turn)} swaps nothing.")
    _end_anointing(ctx)


def anoint_give(ctx: Ctx, action: actions.AnointGive) -> None:
    s = ctx.s
    seat = s.turn
    target = s.anoint_seat
    taken = s.anoint_taken
    assert target is not None and taken is not None
    ctx.hand(target).remove(taken)
    ctx.hand(target).append(action.card)
    ctx.hand(seat).remove(action.card)
    ctx.hand(seat).append(taken)
    ctx.say(f"{ctx.name(seat)} swaps a Sinner with {ctx.name(target)}.")
    ctx.say(
        f"You take {card_label(taken)} from {ctx.name(target)} and give {card_label(action.card)}.",
        seat,
    )
    ctx.say(
        f"{ctx.name(seat)} takes your {card_label(taken)} and gives you {card_label(action.card)}.",
        target,
    )
    _end_anointing(ctx)


def _end_anointing(ctx: Ctx) -> None:
    s = ctx.s
    s.anoint_seat = None
    s.anoint_look = []
    s.anoint_taken = None
    resume(ctx)
