"""The "first time" abilities of a church (SN-20, SN-23): noted when a card is laid, resolved in
the order they arose before the turn goes on.

Every Sinner laid into a church during a turn goes through ``add_to_church``, so no threshold
is crossed unnoticed, and every card taken out of one through ``leave_church``, so no stand-in
record outlives its Deceiver; ``resume`` is where every effect ends: it resolves the abilities
met (a Lustful lure, a Wrathful discard by every other seat) and then returns to phase B.
"""

from __future__ import annotations

from sinners_tui.engine import actions, data
from sinners_tui.engine.cards import CARD_TYPE, IS_SINNER, card_label
from sinners_tui.engine.context import Ctx
from sinners_tui.engine.legal import (
    count_type,
    is_protected,
    lure_targets,
    others_in_turn_order,
    owner_of,
)
from sinners_tui.engine.turns import enter_play


def add_to_church(ctx: Ctx, seat: int, card: int) -> None:
    """Lay ``card`` into ``seat``'s church and note any "first time" ability it meets (SN-20)."""
    church = ctx.church(seat)
    church.append(card)
    kind = CARD_TYPE[card]
    if kind == data.LUSTFUL:
        if not ctx.d["lust_done"][seat] and count_type(church, kind) >= data.LUSTFUL_THRESHOLD:
            ctx.own("lust_done")[seat] = True
            ctx.own("triggers").append(("lust", seat))
    elif kind == data.WRATHFUL:  # noqa: SIM102 - the two thresholds read clearer side by side
        if (
            not ctx.d["wrath_done"][seat]
            and count_type(church, kind) >= data.WRATHFUL_TRIGGER_THRESHOLD
        ):
            ctx.own("wrath_done")[seat] = True
            ctx.own("triggers").append(("wrath", seat))


def leave_church(ctx: Ctx, seat: int, card: int) -> None:
    """Take ``card`` out of ``seat``'s church, and with it any record of it as a stand-in.

    A stand-in fills a set of the church it was laid in (SN-15): lured elsewhere, discarded or
    sent to Limbo it is a plain Deceiver again, should it ever come back into a church.
    """
    ctx.church(seat).remove(card)
    if card in ctx.d["stand_ins"][seat]:
        del ctx.stand_ins(seat)[card]


def resume(ctx: Ctx) -> None:
    """An effect is finished: resolve "first time" abilities in order (SN-23), then phase B."""
    s = ctx.s
    if not ctx.d["triggers"]:  # the usual case: no ability met
        ctx.d["trigger_seat"] = None
        enter_play(ctx)
        return
    while s.triggers:
        kind, seat = ctx.own("triggers").pop(0)
        name = ctx.name(seat)
        if kind == "lust":
            if lure_targets(s, seat):
                ctx.say(
                    f"{name} has {data.LUSTFUL_THRESHOLD} Lustful: {name} lures a Sinner from "
                    "another church."
                )
                s.trigger_seat = seat
                s.phase = "lure"
                return
            ctx.say(
                f"{name} has {data.LUSTFUL_THRESHOLD} Lustful, but no Sinner can be lured from "
                "another church."
            )
            continue
        queue = [
            other
            for other in others_in_turn_order(len(s.players), seat)
            if not is_protected(s.churches[other])
            and any(IS_SINNER[card] for card in s.churches[other])
        ]
        ctx.say(
            f"{name} has {data.WRATHFUL_TRIGGER_THRESHOLD} Wrathful: every other player discards "
            "a Sinner from their church"
            + ("." if queue else ", but no church has one that may leave.")
        )
        if queue:
            s.trigger_seat = seat
            s.wrath_queue = queue
            s.phase = "wrath"
            return
    s.trigger_seat = None
    enter_play(ctx)


def lure(ctx: Ctx, action: actions.Lure) -> None:
    s = ctx.s
    seat = s.trigger_seat
    assert seat is not None
    owner = owner_of(s, action.card)
    leave_church(ctx, owner, action.card)
    ctx.say(f"{ctx.name(seat)} lures {card_label(action.card)} from {ctx.name(owner)}'s church.")
    if owner != seat:  # (its news at its next hand-over: what it lost)
        ctx.say(f"{ctx.name(seat)} lures your {card_label(action.card)} away.", owner)
    add_to_church(ctx, seat, action.card)
    resume(ctx)


def wrath_discard(ctx: Ctx, action: actions.WrathDiscard) -> None:
    s = ctx.s
    seat = s.wrath_queue[0]
    s.wrath_queue = s.wrath_queue[1:]
    leave_church(ctx, seat, action.card)
    ctx.pile(action.pile).append(action.card)
    ctx.say(
        f"{ctx.name(seat)} discards {card_label(action.card)} from the church onto the "
        f"{data.PILE_NAMES[action.pile]} pile."
    )
    if not s.wrath_queue:
        resume(ctx)
