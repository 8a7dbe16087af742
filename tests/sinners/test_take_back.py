"""Taking back plays of phase B (SN-34): what comes back, and every moment that makes them stand."""

from __future__ import annotations

import random

import pytest

from shared.engine.errors import IllegalActionError
from sinners_tui import engine
from sinners_tui.bots import heuristic
from sinners_tui.engine import actions, explain
from sinners_tui.engine.cards import card_label
from tests.sinners.helpers import NAMES, Table, conserved, play, public_texts

TAKE_BACK = actions.TAKE_BACK

#: Fields that say where every card is and what the turn has used (the log aside).
GAME_FIELDS = (
    "hands",
    "churches",
    "piles",
    "limbo",
    "deck",
    "phase",
    "turn",
    "set_started",
    "sacrament_played",
    "sacraments_played",
    "building",
    "building_sin",
    "lust_done",
    "wrath_done",
    "triggers",
    "rng",
)


def same_game(a: engine.State, b: engine.State) -> bool:
    return all(getattr(a, name) == getattr(b, name) for name in GAME_FIELDS)


def may_take_back(state: engine.State) -> bool:
    return TAKE_BACK in engine.legal_actions(state)


def _murderers(table: Table) -> list[list[int]]:
    return [[table.take("Murderer")] for _ in range(table.players)]


def _proud_position(table: Table, *extra: int, **fields):
    """Ann's turn in phase B: Proud in her church, two Proud and a Slothful in her hand."""
    churches = _murderers(table)
    churches[0].append(table.take("Proud", 4))
    prouds = [table.take("Proud", 3), table.take("Proud", 2)]
    hand = [*prouds, table.take("Slothful"), *extra]
    hands = [hand, [table.take("Lustful"), table.take("Greedy")], [table.take("Envious")]]
    return table.state(hands=hands, churches=churches, **fields), prouds


# --- What a take-back restores -----------------------------------------------------------------


def test_sn34_a_play_of_phase_b_is_taken_back_and_the_game_is_as_before():
    table = Table(3)
    state, prouds = _proud_position(table)
    assert not may_take_back(state)  # nothing played yet
    after = play(state, actions.EXTEND[prouds[0]])
    assert may_take_back(after)
    back = play(after, TAKE_BACK)
    assert same_game(back, state)
    assert conserved(back)
    assert public_texts(back)[-2:] == [
        f"Ann adds {card_label(prouds[0])} to the church.",
        "Ann takes back the last play.",
    ]


def test_sn34_plays_are_taken_back_one_at_a_time_latest_first():
    table = Table(3)
    state, prouds = _proud_position(table, table.take("Envious"))
    once = play(state, actions.EXTEND[prouds[0]])
    twice = play(once, actions.EXTEND[prouds[1]])
    back = play(twice, TAKE_BACK)
    assert same_game(back, once) and may_take_back(back)
    back = play(back, TAKE_BACK)
    assert same_game(back, state) and not may_take_back(back)


def test_sn34_a_play_taken_back_may_be_made_again_or_changed():
    table = Table(3)
    state, prouds = _proud_position(table, table.take("Envious"))
    back = play(state, actions.EXTEND[prouds[0]], TAKE_BACK)
    again = play(back, actions.EXTEND[prouds[1]])
    assert prouds[1] in again.churches[0] and prouds[0] in again.hands[0]
    assert same_game(play(again, TAKE_BACK), state)


def test_sn34_a_set_being_picked_is_cancelled():
    table = Table(3)
    wraths = table.many("Wrathful", 3)
    hand = [*wraths, table.take("Proud", 2)]
    hands = [hand, [table.take("Lustful")], [table.take("Envious")]]
    state = table.state(hands=hands, churches=_murderers(table))
    building = play(state, actions.start_set(engine.data.WRATHFUL), actions.PICK[wraths[0]])
    assert building.phase == "build" and may_take_back(building)
    assert engine.describe_action(building, TAKE_BACK).startswith("Cancel the new set")
    back = play(building, TAKE_BACK)
    assert same_game(back, state) and back.building == [] and back.building_sin is None
    assert public_texts(back)[-1] == "Ann cancels the new set."


@pytest.mark.parametrize(
    ("sacrament", "phase"),
    [("Penance", "penance"), ("Matrimony", "matrimony"), ("Anointing", "anoint_target")],
)
def test_sn34_a_sacrament_waiting_for_its_target_goes_back_into_the_hand(sacrament, phase):
    table = Table(3)
    card = table.take(sacrament)
    hand = [
        card,
        table.take("Lustful", gender="M"),
        table.take("Greedy", gender="F"),
        table.take("Proud", 2),
    ]
    churches = _murderers(table)
    churches[1].append(table.take("Wrathful", 2))
    hands = [hand, [table.take("Lustful")], [table.take("Envious")]]
    state = table.state(hands=hands, churches=churches)
    waiting = play(state, actions.SACRAMENT[card])
    assert waiting.phase == phase
    assert engine.describe_action(waiting, TAKE_BACK) == (
        f"Cancel {sacrament} (it goes back into your hand)"
    )
    back = play(waiting, TAKE_BACK)
    assert same_game(back, state) and card in back.hands[0]
    assert not back.sacrament_played and back.sacraments_played == state.sacraments_played


def test_sn34_holy_orders_is_cancelled_while_its_confirmation_is_still_to_decide():
    table = Table(3)
    orders = table.take("Holy Orders")
    churches = _murderers(table)
    churches[0].append(table.take("Doer of Good", 1))
    churches[1].append(table.take("Confirmation"))
    hands = [[orders, table.take("Proud", 2)], [table.take("Lustful")], [table.take("Envious")]]
    state = table.state(hands=hands, churches=churches)
    waiting = play(state, actions.SACRAMENT[orders])
    assert waiting.phase == "confirmation" and may_take_back(waiting)
    assert same_game(play(waiting, TAKE_BACK), state)


def test_sn34_done_is_taken_back_from_the_discard():
    table = Table(3)
    state, _ = _proud_position(table)
    done = play(state, actions.END_PLAY)
    assert done.phase == "discard" and may_take_back(done)
    assert engine.describe_action(done, TAKE_BACK).startswith("Back to phase B")
    back = play(done, TAKE_BACK)
    assert same_game(back, state)
    assert public_texts(back)[-1] == "Ann goes back to phase B."


def test_sn34_sn33_a_play_that_leaves_nothing_to_play_is_taken_back_from_the_discard():
    """The play sends the turn straight on to the discard (SN-33); it can still be undone."""
    table = Table(3)
    churches = _murderers(table)
    churches[0].append(table.take("Proud", 4))
    prouds = [table.take("Proud", 3), table.take("Proud", 2)]
    hands = [prouds, [table.take("Lustful")], [table.take("Envious")]]
    state = table.state(hands=hands, churches=churches)
    after = play(state, actions.EXTEND[prouds[0]])
    assert after.phase == "discard" and may_take_back(after)
    assert same_game(play(after, TAKE_BACK), state)


def test_sn34_a_lure_for_your_own_lustful_keeps_the_plays_open():
    """SN-25's lure is the player's own decision: the play that brought it may be undone."""
    table = Table(3)
    churches = _murderers(table)
    churches[0] += [table.take("Lustful"), table.take("Lustful")]
    target = table.take("Greedy")
    churches[1].append(target)
    third = table.take("Lustful")
    hands = [[third, table.take("Proud", 2)], [table.take("Envious")], [table.take("Envious")]]
    state = table.state(hands=hands, churches=churches)
    luring = play(state, actions.EXTEND[third])
    assert luring.phase == "lure" and may_take_back(luring)
    assert same_game(play(luring, TAKE_BACK), state)
    lured = play(luring, actions.LURE[target])
    assert target in lured.churches[0] and may_take_back(lured)
    assert same_game(play(lured, TAKE_BACK), state)


# --- What makes plays stand --------------------------------------------------------------------


def test_sn34_phase_a_is_never_taken_back():
    table = Table(3)
    state, _ = _proud_position(table, phase="draw")
    assert not may_take_back(state)
    drawn = play(state, actions.PREACH)
    assert drawn.phase == "preach" and not may_take_back(drawn)
    kept = play(drawn, engine.legal_actions(drawn)[0])
    assert kept.phase == "play" and not may_take_back(kept)
    assert "you have made none yet" in explain.refusal_reason(state, TAKE_BACK)


def test_sn34_holy_orders_preaching_makes_the_plays_stand():
    table = Table(3)
    orders = table.take("Holy Orders")
    state, prouds = _proud_position(table, orders)
    extended = play(state, actions.EXTEND[prouds[0]])
    preaching = play(extended, actions.SACRAMENT[orders])
    assert preaching.phase == "preach" and preaching.viewed
    assert not may_take_back(preaching)
    with pytest.raises(IllegalActionError, match="something hidden comes to light"):
        engine.apply_action(preaching, TAKE_BACK)
    kept = play(preaching, engine.legal_actions(preaching)[0])
    assert kept.phase == "play" and not may_take_back(kept)
    # A play after the preaching may be taken back again, but only as far as the preaching.
    later = play(kept, actions.EXTEND[prouds[1]])
    assert same_game(play(later, TAKE_BACK), kept)


def test_sn34_holy_orders_taking_the_last_card_of_the_deck_makes_the_plays_stand():
    table = Table(3)
    orders = table.take("Holy Orders")
    state, prouds = _proud_position(table, orders, deck=[table.take("Envious")])
    after = play(state, actions.EXTEND[prouds[0]], actions.SACRAMENT[orders])
    assert after.deck == [] and after.phase == "play"
    assert not may_take_back(after)


def test_sn34_holy_orders_with_an_empty_deck_reveals_nothing_and_may_be_taken_back():
    table = Table(3)
    orders = table.take("Holy Orders")
    state, _ = _proud_position(table, orders, deck=[])
    after = play(state, actions.SACRAMENT[orders])
    assert may_take_back(after)
    assert same_game(play(after, TAKE_BACK), state)


def test_sn34_baptism_drawing_from_limbo_makes_the_plays_stand():
    table = Table(3)
    baptism = table.take("Baptism")
    state, prouds = _proud_position(table, baptism, limbo=[table.take("Murderer")])
    after = play(state, actions.EXTEND[prouds[0]], actions.SACRAMENT[baptism])
    assert len(after.limbo) == 0 and not may_take_back(after)


def test_sn34_baptism_with_limbo_empty_draws_nothing_and_may_be_taken_back():
    table = Table(3)
    baptism = table.take("Baptism")
    state, _ = _proud_position(table, baptism, limbo=[])
    after = play(state, actions.SACRAMENT[baptism])
    assert may_take_back(after)
    assert same_game(play(after, TAKE_BACK), state)


def test_sn34_anointing_s_look_at_a_hand_makes_the_plays_stand():
    table = Table(3)
    anointing = table.take("Anointing")
    state, prouds = _proud_position(table, anointing)
    target = play(state, actions.EXTEND[prouds[0]], actions.SACRAMENT[anointing])
    assert target.phase == "anoint_target" and may_take_back(target)
    looked = play(target, actions.anoint_target(1))
    assert looked.phase == "anoint_take" and not may_take_back(looked)
    swapped_nothing = play(looked, actions.ANOINT_NO_SWAP)
    assert swapped_nothing.phase == "play" and not may_take_back(swapped_nothing)


def _anointing_position(table: Table, ann_hand: list[int], ben_hand: list[int]):
    """Ann's turn in phase B with Anointing in her hand, after an earlier play of the turn."""
    churches = _murderers(table)
    churches[0].append(table.take("Proud", 4))
    proud = table.take("Proud", 3)
    anointing = table.take("Anointing")
    hands = [[proud, anointing, *ann_hand], ben_hand, [table.take("Envious")]]
    state = table.state(hands=hands, churches=churches)
    return play(state, actions.EXTEND[proud]), anointing


def _every_later_step_stands(state: engine.State) -> None:
    """From a look at a hand to the end of the turn's phase B, no take-back is ever offered."""
    assert not may_take_back(state)
    assert state.checkpoint is None


@pytest.mark.parametrize(
    "ending",
    ["swap", "no swap", "look only: Ben holds no Sinner", "look only: Ann holds no other Sinner"],
)
def test_sn34_every_way_anointing_ends_after_its_look_makes_the_plays_stand(ending):
    """SN-34: after any look at a hand, the plays before it stand, however Anointing ends.

    A look-only Anointing (nothing to swap on one side) ends within the very action that
    looks, so it must close the window by itself: taking it back would return Anointing to the
    hand, unused, to look at a second hand.
    """
    table = Table(3)
    ann_sinners = [] if ending.endswith("Ann holds no other Sinner") else [table.take("Slothful")]
    ben_hand = (
        [table.take("Baptism")]
        if ending.endswith("Ben holds no Sinner")
        else [table.take("Lustful"), table.take("Greedy")]
    )
    before, anointing = _anointing_position(table, [*ann_sinners, table.take("Penance")], ben_hand)
    assert may_take_back(before)
    target = play(before, actions.SACRAMENT[anointing])
    assert target.phase == "anoint_target" and may_take_back(target)
    looked = play(target, actions.anoint_target(1))
    private = [entry.text for entry in looked.log if entry.seat == 0]
    assert private[-1].startswith("Ben's hand: ") and card_label(ben_hand[0]) in private[-1]
    _every_later_step_stands(looked)
    if ending == "swap":
        looked = play(looked, actions.ANOINT_TAKE[ben_hand[0]])
        _every_later_step_stands(looked)
        looked = play(looked, actions.ANOINT_GIVE[ann_sinners[0]])
    elif ending == "no swap":
        looked = play(looked, actions.ANOINT_NO_SWAP)
    else:
        assert "Anointing was a look only" in public_texts(looked)[-1]
    assert looked.phase in ("play", "discard") and anointing in looked.churches[0]
    _every_later_step_stands(looked)
    assert not any(
        isinstance(move, actions.PlaySacrament) and move.card == anointing
        for move in engine.legal_actions(looked)
    )


def test_sn34_another_player_s_wrathful_discard_makes_the_plays_stand():
    table = Table(3)
    churches = _murderers(table)
    churches[0] += table.many("Wrathful", 3)
    churches[1].append(table.take("Greedy"))
    fourth = table.take("Wrathful")
    hands = [
        [fourth, table.take("Proud", 2), table.take("Proud", 3)],
        [table.take("Envious")],
        [table.take("Envious")],
    ]
    state = table.state(hands=hands, churches=churches)
    wrath = play(state, actions.EXTEND[fourth])
    assert wrath.phase == "wrath" and engine.current_player(wrath) == 1
    assert not may_take_back(wrath)  # Ben decides now, and Ben has no plays to take back
    assert "Only the player whose turn it is" in explain.refusal_reason(wrath, TAKE_BACK)
    assert wrath.checkpoint is not None  # Ann's play is still open until Ben decides
    discarded = play(wrath, engine.legal_actions(wrath)[0])
    assert discarded.phase == "discard" and discarded.turn == 0  # nothing more to play
    assert discarded.checkpoint is None and not may_take_back(discarded)


def test_sn34_a_lure_decided_by_another_seat_makes_the_plays_stand():
    """Only one's own church reaches 3 Lustful in one's turn; the rule still holds if not."""
    table = Table(3)
    churches = _murderers(table)
    target = table.take("Greedy")
    churches[2].append(target)
    hands = [[table.take("Proud", 2), table.take("Proud", 3)], [table.take("Envious")]]
    hands.append([table.take("Envious")])
    before = table.state(hands=hands, churches=churches)
    luring = before.model_copy(update={"phase": "lure", "trigger_seat": 1, "checkpoint": before})
    assert engine.current_player(luring) == 1 and not may_take_back(luring)
    lured = play(luring, actions.LURE[target])
    assert lured.checkpoint is None


def test_sn34_the_discard_ends_the_turn_and_makes_the_plays_stand():
    table = Table(3)
    state, prouds = _proud_position(table)
    discard = play(state, actions.EXTEND[prouds[0]], actions.END_PLAY)
    assert may_take_back(discard)
    after = play(discard, engine.legal_actions(discard)[0])
    assert after.turn == 1 and after.checkpoint is None and not may_take_back(after)


# --- Where the take-back shows, and where it never does ---------------------------------------


def test_sn34_sn11_a_view_never_holds_the_states_a_take_back_restores():
    table = Table(3)
    state, prouds = _proud_position(table)
    after = play(state, actions.EXTEND[prouds[0]])
    assert after.checkpoint is not None
    for seat in (-1, 0, 1, 2):
        view = engine.view_for(after, seat)
        assert view.checkpoint is None
    # The seat's own view still explains why its menu has no take-back (the state has one).
    assert engine.describe_action(engine.view_for(after, 0), TAKE_BACK) == (
        "Take back your last play"
    )


def test_sn34_a_state_with_plays_to_take_back_round_trips_through_json():
    table = Table(3)
    state, prouds = _proud_position(table, table.take("Envious"))
    after = play(state, actions.EXTEND[prouds[0]], actions.EXTEND[prouds[1]])
    again = engine.State.model_validate_json(after.model_dump_json())
    assert again == after
    assert same_game(play(again, TAKE_BACK, TAKE_BACK), state)


def test_sn34_the_take_back_is_listed_last_and_parses_back():
    table = Table(3)
    state, prouds = _proud_position(table)
    legal = engine.legal_actions(play(state, actions.EXTEND[prouds[0]]))
    assert legal[-1] is TAKE_BACK
    assert engine.parse_action(TAKE_BACK.model_dump(mode="json")) == TAKE_BACK


def test_sn34_bots_never_take_back():
    table = Table(3)
    state, prouds = _proud_position(table)
    after = play(state, actions.EXTEND[prouds[0]])
    legal = engine.legal_actions(after)
    view = engine.view_for(after, 0)
    assert heuristic.choose(view, 0, legal) is not TAKE_BACK
    assert TAKE_BACK not in heuristic.shortlist(view, 0, legal, 5)
    # The only other move is ending phase B: the bot still takes that.
    assert heuristic.choose(view, 0, [actions.END_PLAY, TAKE_BACK]) is actions.END_PLAY


def test_sn34_random_games_with_take_backs_replay_to_the_same_state():
    rng = random.Random(5)
    state = engine.new_game(NAMES[:3], 5)
    chosen = []
    taken_back = 0
    for _ in range(600):
        legal = engine.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        taken_back += action is TAKE_BACK
        chosen.append(action)
        state = engine.apply_action(state, action)
        assert conserved(state)
    assert taken_back > 0
    again = engine.new_game(NAMES[:3], 5)
    for action in chosen:
        again = engine.apply_action(again, engine.parse_action(action.model_dump(mode="json")))
    assert again == state


# --- A property: no take-back ever follows something hidden coming to light ---------------------

#: The fields that hold cards; a view shows a card's id or ``HIDDEN`` in its place.
_CARD_FIELDS = ("deck", "hands", "churches", "piles", "limbo", "viewed", "building", "anoint_look")


def _seen_cards(state: engine.State, seat: int) -> set[int]:
    """Every card id ``seat`` can see now (its own hand, the churches, the piles, what it views)."""
    view = engine.view_for(state, seat)
    seen: set[int] = set()
    for name in _CARD_FIELDS:
        for item in getattr(view, name):
            seen.update(item if isinstance(item, list) else [item])
    return {card for card in seen if card >= 0}


def _told_privately(state: engine.State, seat: int) -> int:
    return sum(1 for entry in state.log if entry.seat == seat)


def test_sn34_no_take_back_is_ever_offered_after_something_hidden_came_to_light():
    """SN-34 as a property over seeded random games that take back at random: whenever a take-back
    is offered, the player has seen no card and been told nothing privately since the state it
    would restore (every state of the chain back to the turn's first open play)."""
    checked = looks_only = 0
    for seed in range(40):
        players = 2 + seed % 4
        state = engine.new_game(NAMES[:players], seed)
        rng = random.Random(seed)
        for _ in range(700):
            if engine.is_over(state):
                break
            legal = engine.legal_actions(state)
            if TAKE_BACK in legal:
                seat = state.turn
                seen, told = _seen_cards(state, seat), _told_privately(state, seat)
                earlier = state.checkpoint
                while earlier is not None:
                    assert seen <= _seen_cards(earlier, seat), seed
                    assert told == _told_privately(earlier, seat), seed
                    earlier = earlier.checkpoint
                checked += 1
                if rng.random() < 0.3:
                    state = engine.apply_action(state, TAKE_BACK)
                    continue
            others = [move for move in legal if move != TAKE_BACK]
            # Sacraments are played whenever one can be, so that each of them, Anointing's
            # look-only ends above all, is met many times over.
            sacraments = [move for move in others if isinstance(move, actions.PlaySacrament)]
            move = rng.choice(sacraments or others)
            state = engine.apply_action(state, move)
            looks_only += move.kind == "anoint" and state.anoint_seat is None
    assert checked > 1000 and looks_only >= 2  # the rare look-only Anointing was met
