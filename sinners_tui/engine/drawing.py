"""Phase A: preach (look at the top two cards of the Draw Deck, keep one) or take from a discard
pile, with Selfish's keep-both and Greedy's second card (SN-18 for Holy Orders' preach).
"""

from __future__ import annotations

from sinners_tui.engine import actions, data
from sinners_tui.engine.abilities import resume
from sinners_tui.engine.cards import CARD_LABEL, IS_SACRAMENT, card_label
from sinners_tui.engine.context import Ctx
from sinners_tui.engine.data import PILE_NAMES
from sinners_tui.engine.legal import count_type
from sinners_tui.engine.turns import enter_play


def _deck_check(ctx: Ctx) -> None:
    d = ctx.d
    if not d["deck"] and not d["deck_emptied"]:
        d["deck_emptied"] = True
        ctx.say("The Draw Deck is empty: the round ends with this turn.")


def preach(ctx: Ctx, _action: actions.Preach) -> None:
    d = ctx.d
    deck = d["deck"]
    if len(deck) < data.PREACH_VIEW:
        take_last_card(ctx, d["turn"])
        enter_play(ctx)
        return
    d["viewed"] = [deck[-1], deck[-2]]
    d["preach_for_orders"] = False
    d["phase"] = "preach"


def take_last_card(ctx: Ctx, seat: int) -> None:
    card = ctx.own("deck").pop()
    ctx.hand(seat).append(card)
    ctx.say(f"{ctx.name(seat)} preaches and takes the last card of the Draw Deck.")
    ctx.say(f"You take {card_label(card)}.", seat)
    _deck_check(ctx)


def keep(ctx: Ctx, action: actions.KeepPreached) -> None:
    d = ctx.d
    seat = d["turn"]
    card = action.card
    index = action.pile
    viewed = d["viewed"]
    other = viewed[1] if viewed[0] == card else viewed[0]
    # One slice makes the new deck; copying it and then deleting would walk it twice.
    d["deck"] = d["deck"][: -data.PREACH_VIEW]
    ctx.hand(seat).append(card)
    ctx.pile(index).append(other)
    for_orders = d["preach_for_orders"]
    what = "Holy Orders: " if for_orders else ""
    ctx.say(
        f"{what}{d['players'][seat]} preaches, keeps one card and discards {CARD_LABEL[other]} "
        f"onto the {PILE_NAMES[index]} pile."
    )
    ctx.say(f"You keep {CARD_LABEL[card]}.", seat)
    if not for_orders:
        d["pile_used"] = index
    _after_preach(ctx)


def keep_both(ctx: Ctx, _action: actions.KeepBoth) -> None:
    s = ctx.s
    seat = s.turn
    del ctx.own("deck")[-data.PREACH_VIEW :]
    ctx.hand(seat).extend(s.viewed)
    what = "Holy Orders: " if s.preach_for_orders else ""
    ctx.say(f"{what}{ctx.name(seat)} preaches and keeps both cards (Selfish).")
    ctx.say(f"You keep {card_label(s.viewed[0])} and {card_label(s.viewed[1])}.", seat)
    _after_preach(ctx)


def _after_preach(ctx: Ctx) -> None:
    d = ctx.d
    d["viewed"] = []
    _deck_check(ctx)
    if d["preach_for_orders"]:
        d["preach_for_orders"] = False
        resume(ctx)
    else:
        enter_play(ctx)


def take(ctx: Ctx, action: actions.TakeFromPile) -> None:
    d = ctx.d
    seat = d["turn"]
    card = action.card
    index = action.pile
    pile = ctx.pile(index)
    if pile[-1] == card:
        pile.pop()
    else:
        pile.remove(card)
    ctx.hand(seat).append(card)
    d["pile_used"] = index
    ctx.say(f"{d['players'][seat]} takes {CARD_LABEL[card]} from the {PILE_NAMES[index]} pile.")
    if (
        pile
        and not IS_SACRAMENT[pile[-1]]
        and count_type(d["churches"][seat], data.GREEDY) >= data.GREEDY_THRESHOLD
    ):
        d["phase"] = "greedy"
        d["greedy_pile"] = index
        return
    enter_play(ctx)


def take_next(ctx: Ctx, action: actions.TakeNext) -> None:
    s = ctx.s
    seat = s.turn
    assert s.greedy_pile is not None
    if action.take:
        card = ctx.pile(s.greedy_pile).pop()
        ctx.hand(seat).append(card)
        ctx.say(
            f"{ctx.name(seat)} (Greedy) also takes {card_label(card)} from the "
            f"{data.PILE_NAMES[s.greedy_pile]} pile."
        )
    s.greedy_pile = None
    enter_play(ctx)
