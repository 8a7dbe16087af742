"""Phase B's sets (start a set, pick its cards, lay it; extend a set) and phase C's discard.

Laying cards goes through ``abilities.add_to_church``, and a new set's Deceivers standing in for
another sin are recorded in ``stand_ins`` (SN-15: only a new set has stand-ins); the discard
ends the turn, or the round when the Draw Deck ran out or one seat alone still holds cards.
"""

from __future__ import annotations

from sinners_tui.engine import actions
from sinners_tui.engine.abilities import add_to_church, resume
from sinners_tui.engine.cards import CARD_LABEL, CARD_TYPE, type_name
from sinners_tui.engine.context import Ctx
from sinners_tui.engine.data import DECEIVER, PILE_NAMES
from sinners_tui.engine.legal import build_actions
from sinners_tui.engine.rounds import end_round
from sinners_tui.engine.turns import begin_turn, next_seat


def start_set(ctx: Ctx, action: actions.StartSet) -> None:
    ctx.d.update(building_sin=action.sin, building=[], phase="build")


def pick(ctx: Ctx, action: actions.PickForSet) -> None:
    d = ctx.d
    d["building"] = [*d["building"], action.card]
    options = build_actions(ctx.s)
    if len(options) == 1 and options[0] is actions.FINISH_SET:
        finish_set(ctx, actions.FINISH_SET)
    else:
        ctx.hint = ("build", options)


def finish_set(ctx: Ctx, _action: actions.FinishSet) -> None:
    s = ctx.s
    seat = s.turn
    kind = s.building_sin
    assert kind is not None
    picked = s.building
    hand = ctx.hand(seat)
    for card in picked:
        hand.remove(card)
    s.set_started = True
    ctx.say(
        f"{ctx.name(seat)} starts a set of {type_name(kind)}: "
        + ", ".join([CARD_LABEL[card] for card in picked])
        + "."
    )
    s.building = []
    s.building_sin = None
    for card in picked:
        add_to_church(ctx, seat, card)
    if kind != DECEIVER:  # in a set of Deceivers every Deceiver is a real card of it
        stand_ins = [card for card in picked if CARD_TYPE[card] == DECEIVER]
        if stand_ins:
            record = ctx.stand_ins(seat)
            for card in stand_ins:
                record[card] = kind
    resume(ctx)


def extend(ctx: Ctx, action: actions.Extend) -> None:
    d = ctx.d
    seat = d["turn"]
    card = action.card
    ctx.hand(seat).remove(card)
    ctx.say(f"{d['players'][seat]} adds {CARD_LABEL[card]} to the church.")
    add_to_church(ctx, seat, card)
    resume(ctx)


def end_play(ctx: Ctx, _action: actions.EndPlay) -> None:
    ctx.d["phase"] = "discard"


def discard(ctx: Ctx, action: actions.Discard) -> None:
    s = ctx.s
    seat = s.turn
    card = action.card
    index = action.pile
    ctx.hand(seat).remove(card)
    ctx.pile(index).append(card)
    ctx.say(f"{s.players[seat]} discards {CARD_LABEL[card]} onto the {PILE_NAMES[index]} pile.")
    if not s.hands[seat]:
        if s.first_out is None:
            s.first_out = seat
        ctx.say(f"{ctx.name(seat)} has no cards left and sits out the rest of the round.")
        holders = [other for other, hand in enumerate(s.hands) if hand]
        if len(holders) <= 1:
            end_round(ctx, last_holder=holders[0] if holders else None)
            return
    if s.deck_emptied:
        end_round(ctx, last_holder=None)
        return
    begin_turn(ctx, next_seat(s, seat))
