"""A game's set-up, each round's deal and Demon draft, and a round's end: scoring (SN-7, SN-8),
the game's end and its tie-breaks (SN-10).
"""

from __future__ import annotations

from collections.abc import Sequence

from shared.engine import chance
from shared.engine.names import check_names
from sinners_tui.engine import actions, data, topics
from sinners_tui.engine.cards import DEMON_IDS, MURDERER_IDS, card_label, deck_ids
from sinners_tui.engine.context import Ctx
from sinners_tui.engine.scoring import score_round
from sinners_tui.engine.standings import TIE_BREAKS
from sinners_tui.engine.state import State
from sinners_tui.engine.turns import begin_turn


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
        stand_ins=[{} for _ in names],
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
    s.stand_ins = [{} for _ in range(count)]
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
        begin_turn(ctx, start_seat)
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


def summon(ctx: Ctx, action: actions.Summon) -> None:
    s = ctx.s
    ctx.own("demon_deck").remove(action.card)
    ctx.church(s.turn).append(action.card)
    ctx.say(f"{ctx.name(s.turn)} summons {card_label(action.card)}.")
    s.draft_left -= 1
    if s.draft_left:
        s.turn = (s.turn + 1) % len(s.players)
    else:
        begin_turn(ctx, s.start_seat)


def end_round(ctx: Ctx, *, last_holder: int | None) -> None:
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
            topics.ROUND_SCORE,
            f"Round {s.round}: {ctx.name(item.seat)} scores {item.total}",
            [f"{line.label}: {line.points:+d}" for line in item.lines]
            + [f"Round score: {item.total}"],
        )
    scores = [item.total for item in breakdowns]
    s.totals = [total + score for total, score in zip(s.totals, scores, strict=True)]
    s.round_scores = [*s.round_scores, scores]
    s.last_round = breakdowns
    ctx.result(
        topics.TOTALS,
        f"Totals after round {s.round}",
        [
            f"{ctx.name(seat)}: {scores[seat]:+d} this round, {s.totals[seat]} in total"
            for seat in range(count)
        ],
    )
    if max(s.totals) >= data.GOAL and _decide_winner(ctx):
        return
    start = min(range(count), key=lambda seat: (s.totals[seat], seat))
    _setup_round(ctx, start_seat=start)


def _decide_winner(ctx: Ctx) -> bool:
    """SN-10: highest total; then most Sinners in church; then most Sacraments played (the
    tie-breaks of :mod:`sinners_tui.engine.standings`, which also places the others)."""
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
    for label, measure in TIE_BREAKS:
        if len(leaders) == 1:
            break
        values = {seat: measure(s, seat) for seat in leaders}
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
        ctx.result(topics.TIE, "Tie: one more round", lines)
        return False
    s.winners = leaders
    s.phase = "over"
    _clear_pending(s)
    ctx.result(topics.GAME_OVER, f"Game over: {ctx.name(leaders[0])} wins", lines)
    return True
