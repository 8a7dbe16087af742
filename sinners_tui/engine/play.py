"""How each action changes the game: setup, the three phases, Sacraments, abilities, round end.

``apply_action`` accepts only what ``rules.legal_actions`` lists, then runs the handler of the
action's kind on a thawed copy of the state. Handlers may assume the action is legal. New log
entries are collected in a ``Ctx`` and joined to the log once, at the end, so a long log is
copied at most once per action.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import repeat
from operator import is_
from typing import Any

from shared.engine import chance
from shared.engine.errors import IllegalActionError
from shared.engine.names import check_names
from sinners_tui.engine import actions, data
from sinners_tui.engine.cards import (
    CARD_LABEL,
    CARD_TYPE,
    DEMON_IDS,
    IS_SACRAMENT,
    IS_SINNER,
    MURDERER_IDS,
    card_label,
    deck_ids,
    type_name,
)
from sinners_tui.engine.context import Ctx
from sinners_tui.engine.data import PILE_NAMES
from sinners_tui.engine.legal import (
    LEGAL,
    anoint_seats,
    build_actions,
    count_type,
    is_protected,
    lure_targets,
    others_in_turn_order,
    owner_of,
    penance_targets,
    play_actions,
)
from sinners_tui.engine.scoring import score_round
from sinners_tui.engine.state import ScoreBreakdown, State

# --- Setup -------------------------------------------------------------------------------------


def new_game(players: Sequence[str], seed: int, *, beginner: bool = False) -> State:
    """A new game: round 1 dealt, the first seat about to summon a Demon (or to play)."""
    names = list(players)
    count = len(names)
    if count not in data.DECKS_FOR_PLAYERS:
        raise ValueError(
            f"Sinners is for {min(data.PLAYER_COUNTS)} to {max(data.PLAYER_COUNTS)} players, "
            f"not {count}."
        )
    check_names(names)
    zeros = [0] * count
    state = State.model_construct(
        players=names,
        beginner=bool(beginner),
        rng=chance.seed_state(seed),
        round=0,
        start_seat=0,
        totals=zeros[:],
        round_scores=[],
        sacraments_played=zeros[:],
        extra_rounds=0,
        deck=[],
        hands=[[] for _ in names],
        churches=[[] for _ in names],
        piles=[[] for _ in data.PILE_NAMES],
        limbo=[],
        demon_deck=[],
        box=[],
        phase="draft",
        turn=0,
        draft_left=0,
        pile_used=None,
        set_started=False,
        sacrament_played=False,
        deck_emptied=False,
        viewed=[],
        preach_for_orders=False,
        greedy_pile=None,
        building_sin=None,
        building=[],
        matrimony_first=None,
        anoint_seat=None,
        anoint_look=[],
        anoint_taken=None,
        triggers=[],
        trigger_seat=None,
        wrath_queue=[],
        lust_done=[False] * count,
        wrath_done=[False] * count,
        first_out=None,
        last_round=[],
        winners=[],
        log=[],
    )
    ctx = Ctx(state, fresh=True)
    variant = " (beginner variant: no Demons)" if beginner else ""
    ctx.say(f"A game of Sinners for {count} players{variant}: {', '.join(names)}.")
    _setup_round(ctx, start_seat=0)
    return ctx.finish()


def _setup_round(ctx: Ctx, *, start_seat: int) -> None:
    """A fresh round (rulebook "Game Setup", SN-1, SN-4, SN-9): everything is dealt anew."""
    s = ctx.s
    count = len(s.players)
    deck, rng = chance.shuffled(deck_ids(count), s.rng)
    s.rng = rng
    used = data.MURDERERS_PER_PLAYER * count
    murderers = list(MURDERER_IDS[:used])
    s.round += 1
    s.start_seat = start_seat
    s.churches = [[murderers[seat]] for seat in range(count)]
    s.limbo = murderers[count:]
    s.box = list(MURDERER_IDS[used:])
    if s.beginner:
        s.demon_deck = []
        s.box.extend(DEMON_IDS)
    else:
        s.demon_deck = list(DEMON_IDS)
    s.hands = []
    for _ in range(count):
        s.hands.append(deck[-data.HAND_SIZE :])
        del deck[-data.HAND_SIZE :]
    s.deck = deck
    s.piles = [[] for _ in data.PILE_NAMES]
    s.lust_done = [False] * count
    s.wrath_done = [False] * count
    s.triggers = []
    s.wrath_queue = []
    s.trigger_seat = None
    s.first_out = None
    s.deck_emptied = False
    _clear_pending(s)
    ctx.say(
        f"Round {s.round} begins: {data.HAND_SIZE} cards each, one Murderer in every church, "
        f"{len(s.limbo)} Murderers face down in Limbo. {ctx.name(start_seat)} starts."
    )
    if s.beginner:
        _begin_turn(ctx, start_seat)
    else:
        s.phase = "draft"
        s.turn = start_seat
        s.draft_left = count


def _clear_pending(s: State) -> None:
    s.viewed = []
    s.preach_for_orders = False
    s.greedy_pile = None
    s.building_sin = None
    s.building = []
    s.matrimony_first = None
    s.anoint_seat = None
    s.anoint_look = []
    s.anoint_taken = None


def _begin_turn(ctx: Ctx, seat: int) -> None:
    ctx.d.update(phase="draw", turn=seat, pile_used=None, set_started=False, sacrament_played=False)


def _next_seat(s: State, seat: int) -> int:
    """The next seat in turn order still holding cards (``seat`` itself if none does)."""
    hands = s.hands
    count = len(hands)
    for step in range(1, count):
        other = (seat + step) % count
        if hands[other]:
            return other
    return seat


# --- Draft -------------------------------------------------------------------------------------


def _summon(ctx: Ctx, action: actions.Summon) -> None:
    s = ctx.s
    ctx.own("demon_deck").remove(action.card)
    ctx.church(s.turn).append(action.card)
    ctx.say(f"{ctx.name(s.turn)} summons {card_label(action.card)}.")
    s.draft_left -= 1
    if s.draft_left:
        s.turn = (s.turn + 1) % len(s.players)
    else:
        _begin_turn(ctx, s.start_seat)


# --- Phase A -----------------------------------------------------------------------------------


def _deck_check(ctx: Ctx) -> None:
    d = ctx.d
    if not d["deck"] and not d["deck_emptied"]:
        d["deck_emptied"] = True
        ctx.say("The Draw Deck is empty: the round ends with this turn.")


def _preach(ctx: Ctx, _action: actions.Preach) -> None:
    d = ctx.d
    deck = d["deck"]
    if len(deck) < data.PREACH_VIEW:
        _take_last_card(ctx, d["turn"])
        _enter_play(ctx)
        return
    d["viewed"] = [deck[-1], deck[-2]]
    d["preach_for_orders"] = False
    d["phase"] = "preach"


def _take_last_card(ctx: Ctx, seat: int) -> None:
    card = ctx.own("deck").pop()
    ctx.hand(seat).append(card)
    ctx.say(f"{ctx.name(seat)} preaches and takes the last card of the Draw Deck.")
    ctx.say(f"You take {card_label(card)}.", seat)
    _deck_check(ctx)


def _keep(ctx: Ctx, action: actions.KeepPreached) -> None:
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


def _keep_both(ctx: Ctx, _action: actions.KeepBoth) -> None:
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
        _resume(ctx)
    else:
        _enter_play(ctx)


def _take(ctx: Ctx, action: actions.TakeFromPile) -> None:
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
    _enter_play(ctx)


def _take_next(ctx: Ctx, action: actions.TakeNext) -> None:
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
    _enter_play(ctx)


# --- Phase B -----------------------------------------------------------------------------------


def _enter_play(ctx: Ctx) -> None:
    """Phase B; straight on to phase C when nothing at all can be played."""
    d = ctx.d
    d["phase"] = "play"
    options = play_actions(ctx.s)
    if len(options) == 1:
        d["phase"] = "discard"
    else:
        ctx.hint = ("play", options)


def _add_to_church(ctx: Ctx, seat: int, card: int) -> None:
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


def _resume(ctx: Ctx) -> None:
    """An effect is finished: resolve "first time" abilities in order (SN-23), then phase B."""
    s = ctx.s
    if not ctx.d["triggers"]:  # the usual case: no ability met
        ctx.d["trigger_seat"] = None
        _enter_play(ctx)
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
    _enter_play(ctx)


def _start_set(ctx: Ctx, action: actions.StartSet) -> None:
    ctx.d.update(building_sin=action.sin, building=[], phase="build")


def _pick(ctx: Ctx, action: actions.PickForSet) -> None:
    d = ctx.d
    d["building"] = [*d["building"], action.card]
    options = build_actions(ctx.s)
    if len(options) == 1 and options[0] is actions.FINISH_SET:
        _finish_set(ctx, actions.FINISH_SET)
    else:
        ctx.hint = ("build", options)


def _finish_set(ctx: Ctx, _action: actions.FinishSet) -> None:
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
        _add_to_church(ctx, seat, card)
    _resume(ctx)


def _extend(ctx: Ctx, action: actions.Extend) -> None:
    d = ctx.d
    seat = d["turn"]
    card = action.card
    ctx.hand(seat).remove(card)
    ctx.say(f"{d['players'][seat]} adds {CARD_LABEL[card]} to the church.")
    _add_to_church(ctx, seat, card)
    _resume(ctx)


def _end_play(ctx: Ctx, _action: actions.EndPlay) -> None:
    ctx.d["phase"] = "discard"


# --- Sacraments --------------------------------------------------------------------------------


def _sacrament(ctx: Ctx, action: actions.PlaySacrament) -> None:
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
            _add_to_church(ctx, seat, found)
        else:
            ctx.say("Limbo is empty: Baptism brings nothing.")
        _resume(ctx)
    elif kind == data.PENANCE:
        if penance_targets(s):
            s.phase = "penance"
        else:
            ctx.say("No Sinner can be sent to Limbo: Penance has no effect.")
            _resume(ctx)
    elif kind == data.MATRIMONY:
        s.matrimony_first = None
        s.phase = "matrimony"
    elif kind == data.EUCHARIST:
        _eucharist(ctx, seat)
        _resume(ctx)
    elif kind == data.CONFIRMATION:
        ctx.say(f"Nobody can leave {name}'s church while Confirmation is in it.")
        _resume(ctx)
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
            _resume(ctx)


def _eucharist(ctx: Ctx, seat: int) -> None:
    """Lure every Gluttonous and Greedy from the other churches, except protected ones."""
    s = ctx.s
    lured: list[int] = []
    for other in others_in_turn_order(len(s.players), seat):
        church = ctx.church(other)
        if is_protected(church):
            continue
        moving = [card for card in church if CARD_TYPE[card] in data.EUCHARIST_LURES]
        for card in moving:
            church.remove(card)
            lured.append(card)
    if lured:
        ctx.say(
            f"Eucharist lures {', '.join(card_label(card) for card in lured)} into "
            f"{ctx.name(seat)}'s church."
        )
    else:
        ctx.say("Eucharist finds no Gluttonous or Greedy to lure.")
    for card in lured:
        _add_to_church(ctx, seat, card)


def _penance(ctx: Ctx, action: actions.PenanceTarget) -> None:
    s = ctx.s
    owner = owner_of(s, action.card)
    ctx.church(owner).remove(action.card)
    ctx.own("limbo").append(action.card)
    ctx.say(f"Penance sends {card_label(action.card)} from {ctx.name(owner)}'s church to Limbo.")
    _resume(ctx)


def _matrimony(ctx: Ctx, action: actions.MatrimonyPick) -> None:
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
        _add_to_church(ctx, seat, card)
    _resume(ctx)


def _remove_confirmation(ctx: Ctx, action: actions.RemoveConfirmation) -> None:
    s = ctx.s
    owner = owner_of(s, action.card)
    ctx.church(owner).remove(action.card)
    ctx.pile(action.pile).append(action.card)
    ctx.say(
        f"Holy Orders: {ctx.name(s.turn)} discards the Confirmation of "
        f"{ctx.name(owner)}'s church onto the {data.PILE_NAMES[action.pile]} pile."
    )
    _orders_preach(ctx)


def _keep_confirmation(ctx: Ctx, _action: actions.KeepConfirmation) -> None:
    _orders_preach(ctx)


def _orders_preach(ctx: Ctx) -> None:
    """Holy Orders: preach again (SN-18: either pile, phase C's pile unchanged)."""
    s = ctx.s
    if not s.deck:
        ctx.say("Holy Orders: the Draw Deck is empty, there is nothing to preach.")
        _resume(ctx)
    elif len(s.deck) < data.PREACH_VIEW:
        _take_last_card(ctx, s.turn)
        _resume(ctx)
    else:
        s.viewed = [s.deck[-1], s.deck[-2]]
        s.preach_for_orders = True
        s.phase = "preach"


def _anoint(ctx: Ctx, action: actions.AnointTarget) -> None:
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


def _anoint_take(ctx: Ctx, action: actions.AnointTake) -> None:
    s = ctx.s
    s.anoint_taken = action.card
    s.phase = "anoint_give"


def _anoint_no_swap(ctx: Ctx, _action: actions.AnointNoSwap) -> None:
    ctx.say(f"{ctx.name(ctx.s.turn)} swaps nothing.")
    _end_anointing(ctx)


def _anoint_give(ctx: Ctx, action: actions.AnointGive) -> None:
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
    _resume(ctx)


# --- Abilities ---------------------------------------------------------------------------------


def _lure(ctx: Ctx, action: actions.Lure) -> None:
    s = ctx.s
    seat = s.trigger_seat
    assert seat is not None
    owner = owner_of(s, action.card)
    ctx.church(owner).remove(action.card)
    ctx.say(f"{ctx.name(seat)} lures {card_label(action.card)} from {ctx.name(owner)}'s church.")
    _add_to_church(ctx, seat, action.card)
    _resume(ctx)


def _wrath_discard(ctx: Ctx, action: actions.WrathDiscard) -> None:
    s = ctx.s
    seat = s.wrath_queue[0]
    s.wrath_queue = s.wrath_queue[1:]
    ctx.church(seat).remove(action.card)
    ctx.pile(action.pile).append(action.card)
    ctx.say(
        f"{ctx.name(seat)} discards {card_label(action.card)} from the church onto the "
        f"{data.PILE_NAMES[action.pile]} pile."
    )
    if not s.wrath_queue:
        _resume(ctx)


# --- Phase C and the end of a round ------------------------------------------------------------


def _discard(ctx: Ctx, action: actions.Discard) -> None:
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
            _end_round(ctx, last_holder=holders[0] if holders else None)
            return
    if s.deck_emptied:
        _end_round(ctx, last_holder=None)
        return
    _begin_turn(ctx, _next_seat(s, seat))


def _end_round(ctx: Ctx, *, last_holder: int | None) -> None:
    """Score the round (SN-7, SN-8), then end the game (SN-10) or deal the next round."""
    s = ctx.s
    count = len(s.players)
    if last_holder is not None:
        ctx.say(f"Only {ctx.name(last_holder)} still holds cards: the round is over.")
    else:
        ctx.say("The Draw Deck is used up: the round is over.")
    breakdowns = score_round(s.churches, s.hands, first_out=s.first_out, last_holder=last_holder)
    for item in breakdowns:
        ctx.result(
            f"Round {s.round}: {ctx.name(item.seat)} scores {item.total}",
            [f"{line.label}: {line.points:+d}" for line in item.lines]
            + [f"Round score: {item.total}"],
        )
    scores = [item.total for item in breakdowns]
    s.totals = [total + score for total, score in zip(s.totals, scores, strict=True)]
    s.round_scores = [*s.round_scores, scores]
    s.last_round = breakdowns
    ctx.result(
        f"Totals after round {s.round}",
        [
            f"{ctx.name(seat)}: {scores[seat]:+d} this round, {s.totals[seat]} in total"
            for seat in range(count)
        ],
    )
    if max(s.totals) >= data.GOAL and _decide_winner(ctx, breakdowns):
        return
    start = min(range(count), key=lambda seat: (s.totals[seat], seat))
    _setup_round(ctx, start_seat=start)


def _decide_winner(ctx: Ctx, breakdowns: list[ScoreBreakdown]) -> bool:
    """SN-10: highest total; then most Sinners in church; then most Sacraments played."""
    s = ctx.s
    best = max(s.totals)
    leaders = [seat for seat, total in enumerate(s.totals) if total == best]
    lines = (
        [f"{ctx.name(leaders[0])} reached {best} souls."]
        if len(leaders) == 1
        else [
            "Tied on "
            + str(best)
            + " souls: "
            + ", ".join(ctx.name(seat) for seat in leaders)
            + "."
        ]
    )
    tie_breaks: list[tuple[str, Callable[[int], int]]] = [
        ("Sinners in church this round", lambda seat: breakdowns[seat].sinners),
        ("Sacraments played in the game", lambda seat: s.sacraments_played[seat]),
    ]
    for label, measure in tie_breaks:
        if len(leaders) == 1:
            break
        values = {seat: measure(seat) for seat in leaders}
        lines.append(
            f"Tie-break, {label}: "
            + ", ".join(f"{ctx.name(seat)} {values[seat]}" for seat in leaders)
            + "."
        )
        top = max(values.values())
        leaders = [seat for seat in leaders if values[seat] == top]
    if len(leaders) > 1:
        s.extra_rounds += 1
        lines.append("Still tied: everyone plays one more round.")
        ctx.result("Tie: one more round", lines)
        return False
    s.winners = leaders
    s.phase = "over"
    _clear_pending(s)
    ctx.result(f"Game over: {ctx.name(leaders[0])} wins", lines)
    return True


# --- Dispatch ----------------------------------------------------------------------------------

_HANDLERS: dict[str, Callable[[Ctx, Any], None]] = {
    "summon": _summon,
    "preach": _preach,
    "take": _take,
    "keep": _keep,
    "keep_both": _keep_both,
    "take_next": _take_next,
    "start_set": _start_set,
    "pick": _pick,
    "finish_set": _finish_set,
    "extend": _extend,
    "sacrament": _sacrament,
    "end_play": _end_play,
    "discard": _discard,
    "penance": _penance,
    "matrimony": _matrimony,
    "remove_confirmation": _remove_confirmation,
    "keep_confirmation": _keep_confirmation,
    "anoint": _anoint,
    "anoint_take": _anoint_take,
    "anoint_no_swap": _anoint_no_swap,
    "anoint_give": _anoint_give,
    "lure": _lure,
    "wrath_discard": _wrath_discard,
}


def apply_action(state: State, action: actions.Action) -> State:
    """The state after ``action``; refuses anything ``legal_actions`` does not list."""
    legal = LEGAL.get(state)
    if not any(map(is_, legal, repeat(action))) and action not in legal:
        from sinners_tui.engine.explain import refusal_reason

        raise IllegalActionError(refusal_reason(state, action))
    ctx = Ctx(state)
    _HANDLERS[action.kind](ctx, action)
    new = ctx.finish()
    hint = ctx.hint
    if hint is not None and hint[0] == new.phase:
        LEGAL.prime(new, hint[1])
    return new
