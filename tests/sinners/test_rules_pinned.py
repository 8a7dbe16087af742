"""Rules the engine plays that no other test pinned in full.

- The Demon draft comes after the deal, with the drafting player's hand in view (rulebook
  "Game Setup": "After looking at the dealt hand, the starting player ... chooses 1 of the 9
  Demons"; SN-9).
- Every round is a complete new setup (rulebook "Ending a Round": "the game fully resets and a
  complete new setup occurs"; SN-9), after a real round end and not only in a new game.
- "The first time" abilities come back in every round (SN-20).
- Murderers, Demons, Sacraments and Doers of Good have no gender (rulebook "Cards
  Explanation", E. Gender; SN-1), and Matrimony never counts them as male or female (SN-17).
- A set may be started after a Sacrament in the same phase B (SN-3: "in any order").
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

import pytest

from sinners_tui import engine
from sinners_tui.engine import actions, data
from sinners_tui.engine import cards as C
from sinners_tui.engine.cards import HIDDEN
from tests.sinners.helpers import NAMES, Table, conserved, count, moves, play

# --- helpers -----------------------------------------------------------------------------------


def _random_game(players: int, seed: int, *, beginner: bool = False) -> Iterator[engine.State]:
    """Every state of a seeded random game (the game's seed and the choices' seed alike)."""
    rng = random.Random(seed)
    state = engine.new_game(NAMES[:players], seed, beginner=beginner)
    yield state
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        state = engine.apply_action(state, legal[rng.randrange(len(legal))])
        yield state


def _murderers(cards: Iterable[int]) -> list[int]:
    return sorted(card for card in cards if C.CARD_TYPE[card] == data.MURDERER)


def _setup_facts(state: engine.State) -> dict[str, Any]:
    """What a round's setup decides, in a form that does not depend on the shuffle.

    A new game's first state and the first state of any later round must agree on all of it.
    """
    players = len(state.players)
    return {
        "phase": state.phase,
        "draft_left": state.draft_left,
        "the starting seat acts": state.turn == state.start_seat,
        "hand sizes": [len(hand) for hand in state.hands],
        "deck size": len(state.deck),
        "deck and hands hold the whole deck": sorted(
            [*state.deck, *(c for h in state.hands for c in h)]
        )
        == C.deck_ids(players),
        "church types": [[C.CARD_TYPE[card] for card in church] for church in state.churches],
        "Murderers in churches and Limbo": _murderers(
            [*state.limbo, *(c for church in state.churches for c in church)]
        ),
        "Limbo types": sorted(C.CARD_TYPE[card] for card in state.limbo),
        "box": sorted(state.box),
        "Demon deck": sorted(state.demon_deck),
        "piles": state.piles,
        "stand-ins": state.stand_ins,
        "lust_done": state.lust_done,
        "wrath_done": state.wrath_done,
        "first_out": state.first_out,
        "triggers": state.triggers,
        "trigger_seat": state.trigger_seat,
        "wrath_queue": state.wrath_queue,
        "deck_emptied": state.deck_emptied,
        "viewed": state.viewed,
        "preach_for_orders": state.preach_for_orders,
        "greedy_pile": state.greedy_pile,
        "building_sin": state.building_sin,
        "building": state.building,
        "matrimony_first": state.matrimony_first,
        "anoint_seat": state.anoint_seat,
        "anoint_look": state.anoint_look,
        "anoint_taken": state.anoint_taken,
        "winners": state.winners,
        "nothing to take back": state.checkpoint is None,
    }


def _first_turn_facts(state: engine.State) -> dict[str, Any]:
    """The once-per-turn limits and the round's flags as the round's first phase A sees them."""
    return {
        "phase": state.phase,
        "the starting seat draws": state.turn == state.start_seat,
        "hand sizes": [len(hand) for hand in state.hands],
        "pile_used": state.pile_used,
        "set_started": state.set_started,
        "sacrament_played": state.sacrament_played,
        "deck_emptied": state.deck_emptied,
        "lust_done": state.lust_done,
        "wrath_done": state.wrath_done,
        "first_out": state.first_out,
        "piles": state.piles,
        "nothing to take back": state.checkpoint is None,
    }


def _through_the_draft(state: engine.State) -> engine.State:
    while state.phase == "draft":
        state = play(state, engine.legal_actions(state)[0])
    return state


def _laid_out(
    state: engine.State, *, hands: Sequence[list[int]], churches: Sequence[list[int]]
) -> engine.State:
    """``state`` in phase B of seat 0 with these hands and churches, all else kept as the engine
    left it (the "first time" flags above all). The cards are taken from wherever they lay; the
    cards they push out of the hands and churches go to the bottom of the deck (or the box)."""
    placed = {card for group in (*hands, *churches) for card in group}

    def rest(cards: list[int]) -> list[int]:
        return [card for card in cards if card not in placed]

    pushed = rest([c for group in (*state.hands, *state.churches) for c in group])
    to_box = [c for c in pushed if C.IS_DEMON[c] or C.CARD_TYPE[c] == data.MURDERER]
    to_deck = [c for c in pushed if c not in to_box]
    return state.model_copy(
        update={
            "hands": [list(hand) for hand in hands],
            "churches": [list(church) for church in churches],
            "deck": [*to_deck, *rest(state.deck)],
            "piles": [rest(pile) for pile in state.piles],
            "limbo": rest(state.limbo),
            "box": [*rest(state.box), *to_box],
            "demon_deck": rest(state.demon_deck),
            "stand_ins": [{} for _ in state.players],
            "phase": "play",
            "turn": 0,
            "draft_left": 0,
            "pile_used": None,
            "set_started": False,
            "sacrament_played": False,
            "checkpoint": None,
        }
    )


# --- The Demon draft comes after the deal --------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 5])
def test_rulebook_game_setup_demons_are_summoned_after_looking_at_the_dealt_hand(players: int):
    """Rulebook "Game Setup": "After looking at the dealt hand, the starting player ... chooses
    1 of the 9 Demons" (SN-9: the draft in turn order). The deal is complete before the first
    summons, every summoner's own view holds its whole dealt hand (and only its own), and the
    draft neither deals nor takes a card."""
    state = engine.new_game(NAMES[:players], 31)
    assert state.phase == "draft"
    dealt = [hand[:] for hand in state.hands]
    assert all(len(hand) == data.HAND_SIZE for hand in dealt)
    summoners = []
    while state.phase == "draft":
        seat = engine.current_player(state)
        assert seat is not None
        summoners.append(seat)
        view = engine.view_for(state, seat)
        assert view.hands[seat] == dealt[seat] and HIDDEN not in view.hands[seat]
        for other in range(players):
            if other != seat:
                assert view.hands[other] == [HIDDEN] * data.HAND_SIZE
        assert {action.kind for action in engine.legal_actions(view)} == {"summon"}
        state = play(state, engine.legal_actions(state)[0])
    assert summoners == list(range(players))
    assert state.phase == "draw" and state.hands == dealt
    texts = [entry.text for entry in state.log]
    dealt_at = next(i for i, text in enumerate(texts) if text.startswith("Round 1 begins"))
    first_summons = next(i for i, text in enumerate(texts) if " summons " in text)
    assert dealt_at < first_summons


def test_rulebook_game_setup_every_rounds_draft_follows_that_rounds_deal():
    """Rulebook "Game Setup" / SN-9, in every round of seeded games (bounded: 2 to 5 players,
    up to round 3): at each step of a Demon draft the summoner's view holds the 12 cards just
    dealt to it, no card has been played yet, and the round's deal is logged before its
    first summons."""
    drafted: set[tuple[int, int]] = set()
    for players in (2, 3, 4, 5):
        dealt: list[list[int]] | None = None
        for state in _random_game(players, 50 + players):
            if state.round > 3:
                break
            if state.phase != "draft":
                dealt = None
                continue
            drafted.add((players, state.round))
            if dealt is None:  # the round's first summoner
                dealt = [hand[:] for hand in state.hands]
                texts = [entry.text for entry in state.log]
                begins = max(
                    i for i, text in enumerate(texts) if text.startswith(f"Round {state.round} ")
                )
                assert not any(" summons " in text for text in texts[begins:])
            seat = engine.current_player(state)
            assert seat is not None
            assert engine.view_for(state, seat).hands[seat] == state.hands[seat] == dealt[seat]
            assert all(len(hand) == data.HAND_SIZE for hand in state.hands)
            # nothing but the dealt Murderer and the Demons summoned so far lies in a church
            assert all(_murderers(church) == [church[0]] for church in state.churches)
            assert all(all(C.IS_DEMON[c] for c in church[1:]) for church in state.churches)
            assert sum(len(church) - 1 for church in state.churches) == players - state.draft_left
    assert {(players, number) for players in (2, 3, 4, 5) for number in (1, 2)} <= drafted


# --- Every round is a complete new setup ------------------------------------------------------


def _dirty_round_end(table: Table) -> engine.State:
    """Round 1 of three players, everything used: seat 0 is out (first), lured once (Lustful)
    and has a Deceiver standing in; seat 1 has had its Wrathful discard, a Sinner lies in
    Limbo, both piles hold cards, a set and a Sacrament were played this turn. Seat 1 is about
    to discard its last card, which leaves seat 2 alone holding cards."""
    proud_stand_in = table.take("Deceiver", 1)
    churches = [
        [
            table.take("Murderer"),
            table.take("Beelzebub"),
            *table.many("Lustful", 3),
            table.take("Proud", 2),
            table.take("Proud", 3),
            proud_stand_in,
        ],
        [
            table.take("Murderer"),
            table.take("Mulciber"),
            *table.many("Wrathful", 4),
            table.take("Baptism"),
            table.take("Murderer"),  # brought from Limbo by the Baptism
        ],
        [
            table.take("Murderer"),
            table.take("Belial"),
            table.take("Confirmation"),
            table.take("Gluttonous", 1),
        ],
    ]
    limbo = [table.take("Murderer"), table.take("Murderer"), table.take("Greedy", 2)]
    piles = [[table.take("Slothful", 1), table.take("Penance")], [table.take("Selfish", 2)]]
    hands = [[], [table.take("Envious", 1)], [table.take("Envious", 2), table.take("Greedy", 1)]]
    stand_ins: list[dict[int, int]] = [{proud_stand_in: data.PROUD}, {}, {}]
    return table.state(
        hands=hands,
        churches=churches,
        piles=piles,
        limbo=limbo,
        deck_size=9,
        phase="discard",
        turn=1,
        pile_used=0,
        set_started=True,
        sacrament_played=True,
        lust_done=[True, False, False],
        wrath_done=[False, True, False],
        first_out=0,
        stand_ins=stand_ins,
        sacraments_played=[0, 1, 1],
    )


def test_rulebook_ending_a_round_a_complete_new_setup_after_a_real_round_end():
    """Rulebook "Ending a Round": "the game fully resets and a complete new setup occurs"
    (SN-9: everything is dealt anew; SN-20: the "first time" flags start unused; SN-7: no one
    is out first yet). A real discard ends round 1 of a position with every round-scoped field
    used, and round 2 starts exactly like a new game: then, after its draft, its first phase A
    starts like a new game's too."""
    state = _dirty_round_end(Table(3))
    assert conserved(state)
    after = play(state, engine.legal_actions(state)[0])
    assert after.round == 2 and len(after.round_scores) == 1
    assert conserved(after)
    fresh = engine.new_game(NAMES[:3], 77)
    assert _setup_facts(after) == _setup_facts(fresh)
    assert _first_turn_facts(_through_the_draft(after)) == _first_turn_facts(
        _through_the_draft(fresh)
    )


@pytest.mark.parametrize("beginner", [False, True])
def test_rulebook_ending_a_round_every_round_of_seeded_games_starts_like_a_new_game(
    beginner: bool,
):
    """Rulebook "Ending a Round" / SN-9 / SN-20, over seeded random games (bounded: 2 to 5
    players, 8 seeds each, to the start of round 2): the first state of round 2 agrees with a
    new game's first state on everything a setup decides, and round 2's first phase A with a
    new game's. The games' round 1 must really have used the flags that are reset (checked)."""
    used = {"lust": 0, "wrath": 0, "first out": 0, "Limbo": 0, "stand-in": 0}
    for players in (2, 3, 4, 5):
        fresh = engine.new_game(NAMES[:players], 1, beginner=beginner)
        fresh_setup = _setup_facts(fresh)
        fresh_turn = _first_turn_facts(_through_the_draft(fresh))
        for seed in range(8):
            last = None
            for state in _random_game(players, seed, beginner=beginner):
                if state.round == 2:
                    break
                last = state
            assert last is not None and state.round == 2, "round 1 did not end"
            used["lust"] += any(last.lust_done)
            used["wrath"] += any(last.wrath_done)
            used["first out"] += last.first_out is not None
            used["Limbo"] += any(C.CARD_TYPE[c] != data.MURDERER for c in last.limbo)
            used["stand-in"] += any(last.stand_ins)
            context = f"{players} players, seed {seed}"
            assert _setup_facts(state) == fresh_setup, context
            assert _first_turn_facts(_through_the_draft(state)) == fresh_turn, context
            assert conserved(state)
    assert all(used.values()), used


# --- "The first time" comes back every round --------------------------------------------------


def _round_two_after(sin: str, table: Table) -> tuple[engine.State, engine.State]:
    """Two players. In round 1 seat 0's 3rd Lustful (or 4th Wrathful) meets its "first time",
    which is resolved; then seat 0 discards its last card, which ends the round. Returns the
    state of round 1 after the ability and the first state of round 2."""
    *in_church, trigger = table.many(sin, 3 if sin == "Lustful" else 4)
    victim = table.take("Proud", 2)
    state = table.state(
        hands=[[trigger, table.take("Envious", 1)], [table.take("Greedy", 1)]],
        churches=[
            [table.take("Murderer"), *in_church],
            [table.take("Murderer"), victim, table.take("Selfish", 2)],
        ],
    )
    assert conserved(state)
    state = play(state, actions.EXTEND[trigger])
    if sin == "Lustful":
        assert state.phase == "lure"
        state = play(state, actions.LURE[victim])
        assert state.lust_done == [True, False]
    else:
        assert state.phase == "wrath" and engine.current_player(state) == 1
        state = play(state, actions.WRATH_DISCARD[0][victim])
        assert state.wrath_done == [True, False]
    assert state.round == 1 and state.phase == "discard"  # one card left: straight to phase C
    after = play(state, engine.legal_actions(state)[0])
    assert after.round == 2
    return state, after


def _lay_out_the_threshold(state: engine.State, sin: str) -> tuple[engine.State, int]:
    """Seat 0 holds one short of the threshold of ``sin`` in its church and the card that meets
    it in hand; seat 1's church holds a Sinner that may leave."""
    pick = Table(2)
    below = 2 if sin == "Lustful" else 3
    sin_cards = pick.many(sin, below + 1)
    church0 = [state.churches[0][0], *sin_cards[:below]]
    church1 = [state.churches[1][0], pick.take("Doer of Good", 1), pick.take("Gluttonous", 1)]
    hand0 = [sin_cards[below], pick.take("Envious", 1)]
    hand1 = [pick.take("Slothful", 1), pick.take("Slothful", 2)]
    laid = _laid_out(state, hands=[hand0, hand1], churches=[church0, church1])
    assert conserved(laid)
    return laid, sin_cards[below]


@pytest.mark.parametrize(("sin", "phase"), [("Lustful", "lure"), ("Wrathful", "wrath")])
def test_sn20_the_first_time_comes_back_after_a_real_round_end(sin: str, phase: str):
    """SN-20: "the first time" (Lustful 3+, Wrathful 4+) is once per church per ROUND. A church
    that used its ability in round 1 meets it again in round 2 (after a real round end, not a
    new game); the same layout later in round 1 meets nothing."""
    same_round, next_round = _round_two_after(sin, Table(2))
    assert next_round.lust_done == [False, False] and next_round.wrath_done == [False, False]

    again, card = _lay_out_the_threshold(same_round, sin)
    again = play(again, actions.EXTEND[card])
    assert again.phase != phase and count(again.churches[1], "Gluttonous") == 1

    laid, card = _lay_out_the_threshold(next_round, sin)
    assert laid.round == 2
    laid = play(laid, actions.EXTEND[card])
    assert laid.phase == phase
    assert "Gluttonous" in " ".join(C.card_label(a.card) for a in moves(laid))


def test_sn20_first_time_flags_are_unused_at_every_rounds_start_in_seeded_games():
    """SN-20 over seeded random games (bounded: 3 players, 3 seeds, whole games): whenever a
    round begins, no church has used its "first time" yet, however much the last round used;
    within a round a flag once set stays set (but for a take-back, SN-34, which restores the
    state before the play), and it is set only when the church's count is met."""
    reset_after_use = 0
    for seed in (3, 4, 5):
        rng = random.Random(seed)
        state = engine.new_game(NAMES[:3], seed)
        while not engine.is_over(state):
            legal = engine.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
            previous, state = state, engine.apply_action(state, action)
            if engine.is_over(state):
                break
            if state.round != previous.round:
                assert state.lust_done == [False] * 3 and state.wrath_done == [False] * 3
                reset_after_use += any(previous.lust_done) or any(previous.wrath_done)
                continue
            if action.kind == "take_back":
                continue
            for before, now in zip(
                (*previous.lust_done, *previous.wrath_done),
                (*state.lust_done, *state.wrath_done),
                strict=True,
            ):
                assert now or not before
            for seat in range(3):
                if state.lust_done[seat] and not previous.lust_done[seat]:
                    assert count(state.churches[seat], "Lustful") >= data.LUSTFUL_THRESHOLD
                if state.wrath_done[seat] and not previous.wrath_done[seat]:
                    wrathful = count(state.churches[seat], "Wrathful")
                    assert wrathful >= data.WRATHFUL_TRIGGER_THRESHOLD
    assert reset_after_use >= 2  # the games did reach round ends with a flag in use


# --- No gender for Murderers, Demons, Sacraments and Doers of Good -----------------------------


def test_rulebook_gender_murderers_demons_sacraments_and_doers_of_good_have_none():
    """Rulebook "Cards Explanation", E. Gender: "Each Sinner is either male or female. Demons,
    Murderers and Doers of Good are genderless"; SN-1: Sacraments have no gender either. In the
    data, on every card id, and in the card's name as players see it."""
    for row in data.DECK_ROWS:
        if row.type in data.SINNER_TYPES:
            assert set(row.genders) <= {data.MALE, data.FEMALE}, data.TYPE_NAMES[row.type]
        else:
            assert set(row.genders) == {None}, data.TYPE_NAMES[row.type]
    genderless = 0
    for card in range(C.CARD_COUNT):
        if C.IS_SINNER[card]:
            assert C.CARD_GENDER[card] in (data.MALE, data.FEMALE)
            continue
        genderless += 1
        assert C.CARD_GENDER[card] is None, C.card_label(card)
        assert C.gender_word(card) == ""
        assert "male" not in C.card_label(card)
    # 2 decks x (5 Doers of Good + 13 Sacraments) + 10 Murderers + 9 Demons
    assert genderless == 2 * (5 + 13) + data.MURDERER_COUNT + len(data.DEMON_TYPES)


def _genderless_cards(table: Table) -> list[int]:
    """One card of each genderless kind. A Murderer or a Demon never reaches a hand in play; a
    constructed hand holds them here to show that nothing genderless counts for Matrimony."""
    return [
        table.take("Doer of Good", 1),
        table.take("Baptism"),
        table.take("Confirmation"),
        table.take("Murderer"),
        table.take("Belial"),
    ]


def _matrimony_state(table: Table, hand: list[int]) -> engine.State:
    return table.state(
        hands=[hand, [table.take("Proud", 2)], [table.take("Slothful", 1)]],
        churches=[[table.take("Murderer")], [table.take("Murderer")], [table.take("Murderer")]],
        phase="play",
    )


@pytest.mark.parametrize("gender", [data.MALE, data.FEMALE])
def test_sn17_matrimony_never_takes_a_genderless_card_for_the_missing_partner(gender: str):
    """Card reference Matrimony: "1 male and 1 female Sinner"; SN-17; rulebook E. Gender. A hand
    with Sinners of one gender only and a card of every genderless kind (Doer of Good,
    Sacraments, even a Murderer and a Demon) cannot play Matrimony."""
    table = Table(3)
    mat = table.take("Matrimony")
    sinners = [table.take("Greedy", gender=gender), table.take("Lustful", gender=gender)]
    state = _matrimony_state(table, [mat, *sinners, *_genderless_cards(table)])
    assert actions.SACRAMENT[mat] not in engine.legal_actions(state)
    with pytest.raises(engine.IllegalActionError, match="Matrimony needs"):
        engine.apply_action(state, actions.SACRAMENT[mat])


def test_sn17_matrimony_offers_only_sinners_for_the_couple():
    """Card reference Matrimony / SN-17 / rulebook E. Gender: with a male and a female Sinner in
    hand, the couple is picked from them alone: no genderless card is offered or accepted as
    either partner."""
    table = Table(3)
    mat = table.take("Matrimony")
    male, female = table.take("Greedy", gender=data.MALE), table.take("Lustful", gender=data.FEMALE)
    genderless = _genderless_cards(table)
    state = _matrimony_state(table, [mat, male, female, *genderless])
    state = play(state, actions.SACRAMENT[mat])
    assert state.phase == "matrimony"
    assert {a.card for a in moves(state)} == {male, female}
    for card in genderless:
        with pytest.raises(engine.IllegalActionError, match="Sinners only"):
            engine.apply_action(state, actions.MATRIMONY[card])
    state = play(state, actions.MATRIMONY[male])
    assert [a.card for a in moves(state)] == [female]
    for card in genderless:
        with pytest.raises(engine.IllegalActionError):
            engine.apply_action(state, actions.MATRIMONY[card])
    state = play(state, actions.MATRIMONY[female])
    assert {male, female} <= set(state.churches[0])
    assert all(card in state.hands[0] for card in genderless)


# --- A set after a Sacrament -----------------------------------------------------------------


def _sacrament_case(name: str, table: Table) -> tuple[list[int], list[int], Callable[..., Any]]:
    """Extra cards for the hand, for seat 1's church, and the steps that finish the Sacrament."""
    if name == "Penance":
        target = table.take("Gluttonous", 1)
        return [], [target], lambda s: play(s, actions.PENANCE[target])
    if name == "Matrimony":
        male = table.take("Lustful", gender=data.MALE)
        female = table.take("Greedy", gender=data.FEMALE)
        return (
            [male, female],
            [],
            lambda s: play(s, actions.MATRIMONY[male], actions.MATRIMONY[female]),
        )
    if name == "Holy Orders":
        return [], [], lambda s: play(s, actions.KEEP[0][s.viewed[0]])
    if name == "Anointing":
        return [], [], lambda s: play(s, actions.anoint_target(1), actions.ANOINT_NO_SWAP)
    return [], [], lambda s: s  # Baptism, Eucharist, Confirmation take effect at once


@pytest.mark.parametrize(
    "name",
    ["Baptism", "Penance", "Matrimony", "Eucharist", "Confirmation", "Holy Orders", "Anointing"],
)
def test_sn3_a_set_may_be_started_and_laid_after_a_sacrament_in_the_same_phase_b(name: str):
    """SN-3: in one turn a set, extensions and one Sacrament "in any order" (the rulebook's
    Phase B lists the three plays). After each of the seven Sacraments, once its effect is
    over, the same phase B still starts and lays a new set and extends one."""
    table = Table(3)
    sacrament = table.take(name)
    proud = table.many("Proud", 3)
    envious = table.take("Envious", 2)
    extra_hand, extra_church, finish = _sacrament_case(name, table)
    hand = [sacrament, *proud, envious, *extra_hand, table.take("Selfish", 2)]
    state = table.state(
        hands=[
            hand,
            [table.take("Greedy", 1), table.take("Slothful", 1)],
            [table.take("Wrathful")],
        ],
        churches=[
            [table.take("Murderer"), table.take("Envious", 1)],
            [table.take("Murderer"), table.take("Doer of Good", 1), *extra_church],
            [table.take("Murderer")],
        ],
        limbo=[table.take("Murderer")],
        phase="play",
    )
    state = finish(play(state, actions.SACRAMENT[sacrament]))
    assert state.phase == "play" and state.turn == 0
    assert state.sacrament_played and state.sacraments_played[0] == 1
    assert not state.set_started
    legal = moves(state)
    assert actions.start_set(data.PROUD) in legal and actions.EXTEND[envious] in legal
    state = play(state, actions.start_set(data.PROUD), *(actions.PICK[card] for card in proud))
    if state.phase == "build":
        state = play(state, actions.FINISH_SET)
    assert set(proud) <= set(state.churches[0]) and state.set_started
    assert state.phase == "play"
    state = play(state, actions.EXTEND[envious])
    assert count(state.churches[0], "Envious") == 2 and sacrament in state.churches[0]
    assert conserved(state)
