"""Visit the House of Pleasure: rooms, suites, the 6-notch limit, the Pope's incognito visit
and all ten cards (MC-7, MC-8, MC-9, MC-22, MC-26, MC-35, MC-37, MC-43)."""

from __future__ import annotations

import pytest

from meaculpa_tui import engine
from meaculpa_tui.engine import actions, data
from tests.meaculpa.helpers import act, at_turn, audit, board, kinds, texts

MARKET = [2, 2, 1, 1, 1]
NO_GOODS = [0, 0, 0, 0]


def _turn(seat, rooms, **fields):
    fields.setdefault("market", list(MARKET))
    fields.setdefault("characters", [0, 1, 2, 3])
    fields.setdefault("posts", [1, 1, 1, 1])
    state = board(rooms=rooms, **fields)
    return at_turn(state, seat, fields["characters"].index(seat))


def _visit(seat, card, *more, **fields):
    return act(_turn(seat, [card, None, None, None], **fields), actions.VISIT[1], *more)


def test_visiting_a_room_turns_the_post_by_the_card_and_closes_the_room():
    """Visit a room 1-4: rotate as the card requires, carry out its action, discard it."""
    state = _visit(1, data.CARD_POPE_YELLOW)
    assert state.posts[1] == 4
    assert state.rooms[0] is None and state.discard == [data.CARD_POPE_YELLOW]
    state = act(state, actions.END_TURN)
    assert engine.current_player(state) == 2
    assert 1 not in {a.room for a in engine.legal_actions(state) if a.kind == "visit"}


def test_visited_rooms_and_the_six_notch_limit_are_refused_with_reasons():
    """A visited room, or one that would turn the post past 6, is forbidden."""
    rooms = [None, data.CARD_OTHERS_HELL_5, None, None]
    state = _turn(1, rooms, posts=[1, 4, 1, 1])
    with pytest.raises(engine.IllegalActionError, match="Room 1 has already been visited"):
        engine.apply_action(state, actions.VISIT[1])
    with pytest.raises(engine.IllegalActionError, match="would turn your post to 7"):
        engine.apply_action(state, actions.VISIT[2])


def test_petty_sinner_does_not_rotate_in_the_house_of_pleasure():
    """Privilege of the Petty Sinner: no rotation, so no notch limit either."""
    state = _visit(3, data.CARD_OTHERS_HELL_5, posts=[1, 1, 1, 6])
    assert state.posts[3] == 6


def test_suite5_lust_stone_then_a_room_card_without_rotating_mc22():
    """Suite 5: a sin stone in the Den of Lust, flip the card, use a room's card without
    rotating; that room is used up for the round (MC-22, MC-43)."""
    rooms = [data.CARD_TAKE_GOOD, data.CARD_NEW_CREW, None, None]
    state = act(_turn(1, rooms), actions.VISIT[5])
    assert state.dens[data.LUST][1] == 1 and state.suite5_occupied
    assert engine.pending_decision(state) == "suite5"
    assert {a.room for a in engine.legal_actions(state)} == {1, 2}
    state = act(state, actions.USE_ROOM[2], actions.PLACE_CREW[0])
    assert state.posts[1] == 1 and state.rooms == [data.CARD_TAKE_GOOD, None, None, None]
    assert state.site_crews[0] == 1 and state.hut == 3
    state = act(state, actions.END_TURN)
    with pytest.raises(engine.IllegalActionError, match="Suite 5 is already occupied"):
        engine.apply_action(state, actions.VISIT[5])


def test_mc7_suite5_needs_a_card_left_in_rooms_1_to_4():
    """MC-7: Suite 5 needs at least one card in rooms 1-4."""
    state = _turn(1, [None, None, None, None])
    with pytest.raises(engine.IllegalActionError, match="Suite 5 needs a card"):
        engine.apply_action(state, actions.VISIT[5])


def test_suite6_lust_stone_two_notches_and_the_yellow_letter():
    """Suite 6: Den of Lust stone, two notches, the yellow letter behind the screen."""
    state = act(_turn(1, [None] * 4, suite6_letter=True), actions.VISIT[6])
    assert state.posts[1] == 3 and state.dens[data.LUST][1] == 1
    assert state.letters[1][data.YELLOW] == 1 and not state.suite6_letter
    assert _first(state, "places 1 sin stone") < _first(state, "takes the yellow")
    with pytest.raises(engine.IllegalActionError, match="Suite 6 has no yellow letter"):
        engine.apply_action(_turn(1, [None] * 4, suite6_letter=False), actions.VISIT[6])


def _first(state, fragment):
    return next(i for i, line in enumerate(texts(state)) if fragment in line)


# --- the Pope's incognito visit (MC-9, MC-26) -------------------------------------------------


def _pope(rooms, **fields):
    fields.setdefault("souls", [0, 3, 7, 5])
    return _turn(0, rooms, **fields)


def test_mc9_pope_sets_the_die_secretly_and_the_soul_nearest_hell_guesses():
    """MC-9: the Pope sets the die in secret; the other player nearest Hell guesses."""
    rooms = [data.CARD_NEW_CREW, data.CARD_TAKE_GOOD, None, None]
    state = _pope(rooms)
    assert "visit" not in kinds(state) and "set_pope_die" in kinds(state)
    with pytest.raises(engine.IllegalActionError, match="set the Pope die instead"):
        engine.apply_action(state, actions.VISIT[1])
    state = act(state, actions.SET_POPE_DIE[2])
    assert engine.current_player(state) == 2 and engine.pending_decision(state) == "guess"
    assert not engine.is_private_decision(state)
    assert engine.view_for(state, 2).pope_die is None
    assert engine.view_for(state, 0).pope_die == 2
    assert not any("room 2" in line for line in texts(state, None))


def test_mc9_pope_not_caught_no_notches_no_sin():
    """Not caught: no rotation and no Lust stone; the room's action is carried out."""
    rooms = [data.CARD_NEW_CREW, None, None, None]
    state = act(_pope(rooms, suite6_letter=True), actions.SET_POPE_DIE[6], actions.GUESS_ROOM[1])
    assert state.posts[0] == 1 and state.dens[data.LUST][0] == 0
    assert state.letters[0][data.YELLOW] == 1 and state.souls[0] == 0
    result = [e for e in state.log if e.title == "The Pope's urgent meeting"][-1]
    assert "not caught" in result.lines[1]


def test_mc9_pope_caught_moves_one_step_and_pays_like_any_visitor():
    """Caught: one step towards Hell, and he rotates and places a Lust stone as anyone would."""
    rooms = [data.CARD_NEW_CREW, None, None, None]
    state = act(_pope(rooms, suite6_letter=True), actions.SET_POPE_DIE[6], actions.GUESS_ROOM[6])
    assert state.souls[0] == 1 and state.posts[0] == 3
    assert state.dens[data.LUST][0] == 1 and state.letters[0][data.YELLOW] == 1


def test_mc9_pope_may_only_choose_rooms_he_could_afford_if_caught():
    """MC-9: the die may only show a room legal in the caught case (6-notch limit)."""
    rooms = [data.CARD_OTHERS_HELL_5, data.CARD_NEW_CREW, None, None]
    state = _pope(rooms, posts=[4, 1, 1, 1], suite6_letter=True)
    assert {a.room for a in engine.legal_actions(state) if a.kind == "set_pope_die"} == {2, 5, 6}
    assert actions.SET_POPE_DIE[1] not in engine.legal_actions(state)
    with pytest.raises(engine.IllegalActionError, match="would turn your post to 7"):
        engine.apply_action(state, actions.SET_POPE_DIE[1])


def test_mc26_guesser_may_only_name_rooms_the_pope_could_have_chosen():
    """MC-26: the guess is limited to the rooms open to the Pope (public knowledge)."""
    rooms = [data.CARD_OTHERS_HELL_5, data.CARD_NEW_CREW, None, None]
    state = act(_pope(rooms, posts=[4, 1, 1, 1]), actions.SET_POPE_DIE[2])
    assert {a.room for a in engine.legal_actions(state)} == {2, 5}
    with pytest.raises(engine.IllegalActionError, match="could not have chosen room 1"):
        engine.apply_action(state, actions.GUESS_ROOM[1])


def test_mc26_pope_in_suite5_chooses_the_room_openly_after_the_reveal():
    """MC-26: a Pope in Suite 5 picks the room 1-4 whose card he uses after the reveal."""
    rooms = [data.CARD_NEW_CREW, data.CARD_TAKE_GOOD, None, None]
    state = act(_pope(rooms), actions.SET_POPE_DIE[5], actions.GUESS_ROOM[1])
    assert engine.pending_decision(state) == "suite5" and engine.current_player(state) == 0
    assert state.dens[data.LUST][0] == 0
    state = act(state, actions.USE_ROOM[2], actions.TAKE_GOOD[data.WINE])
    assert state.goods[0][data.WINE] == 1


def test_only_the_pope_uses_the_die():
    """Only the Pope visits incognito."""
    state = _turn(1, [data.CARD_NEW_CREW, None, None, None])
    with pytest.raises(engine.IllegalActionError, match="Only the Pope"):
        engine.apply_action(state, actions.SET_POPE_DIE[1])


# --- the ten cards (MC-7, MC-8, MC-35, MC-37) --------------------------------------------------


def test_mc8_emperor_card_the_emperor_gives_a_letter_of_his_choice_privately():
    """MC-8: the opponent holding the Emperor card chooses which letter to give, privately."""
    letters = [[0] * 4, [1, 0, 2, 0], [0] * 4, [0] * 4]
    state = _visit(2, data.CARD_EMPEROR_LETTER, letters=letters)
    assert engine.pending_decision(state) == "gift" and engine.current_player(state) == 1
    assert {a.colour for a in engine.legal_actions(state)} == {"yellow", "red"}
    state = act(state, actions.GIVE_LETTER[data.RED])
    assert state.letters[1] == [1, 0, 1, 0] and state.letters[2] == [0, 0, 1, 0]
    assert "Ben gives Cleo a Letter of Indulgence." in texts(state)
    assert not any("red" in line for line in texts(state, None)[-3:])
    assert any("gives you a red letter" in line for line in texts(state, 2))
    assert any("You give Cleo a red letter" in line for line in texts(state, 1))
    assert not any("red letter" in line for line in texts(state, 0)[-3:])
    assert engine.pending_decision(state) == "turn" and engine.current_player(state) == 2


def test_mc8_emperor_visiting_the_emperor_card_gets_nothing():
    """MC-8: if the visitor is the Emperor himself, nothing is given."""
    state = _visit(1, data.CARD_EMPEROR_LETTER, letters=[[0] * 4, [1, 1, 1, 1], [0] * 4, [0] * 4])
    assert state.posts[1] == 2 and state.letters[1] == [1, 1, 1, 1]
    assert "Nobody has to give a letter." in texts(state)


def test_mc35_a_giver_with_one_colour_gives_it_without_being_asked():
    """MC-35: a giver holding letters of one colour only has no choice to make."""
    state = _visit(2, data.CARD_EMPEROR_LETTER, letters=[[0] * 4, [0, 2, 0, 0], [0] * 4, [0] * 4])
    assert state.letters[1] == [0, 1, 0, 0] and state.letters[2] == [0, 1, 0, 0]
    assert engine.pending_decision(state) == "turn"


def test_mc7_emperor_without_letters_gives_nothing_and_the_visit_still_counts():
    """MC-7: the action cannot be carried out, the visit still counts and the post turns."""
    state = _visit(2, data.CARD_EMPEROR_LETTER)
    assert state.posts[2] == 2 and state.rooms[0] is None


def test_mc8_pope_card_gives_a_yellow_letter_openly():
    """Pope presents you with a yellow letter: the opponent holding the Pope gives a yellow."""
    state = _visit(2, data.CARD_POPE_YELLOW, letters=[[2, 1, 0, 0], [0] * 4, [0] * 4, [0] * 4])
    assert state.letters[0] == [1, 1, 0, 0] and state.letters[2] == [1, 0, 0, 0]
    assert state.posts[2] == 4
    assert "Anna gives Cleo a yellow Letter of Indulgence." in texts(state)
    nothing = _visit(2, data.CARD_POPE_YELLOW, letters=[[0, 3, 0, 0], [0] * 4, [0] * 4, [0] * 4])
    assert nothing.letters[0] == [0, 3, 0, 0]


def test_mc16_all_others_move_3_or_5_steps_nearest_hell_first():
    """All others move 3 / 5 steps towards Hell, one at a time, nearest Hell first (MC-16)."""
    state = _visit(1, data.CARD_OTHERS_HELL_3, souls=[2, 0, 4, 3])
    # Cleo (4) moves first to 7, then Dirk (3) to 6, then Anna (2) to 5.
    assert state.souls == [5, 0, 7, 6]
    state = _visit(1, data.CARD_OTHERS_HELL_5, souls=[1, 0, 6, 2])
    # Cleo 6 -> 11, Dirk 2 -> 7, Anna 1 -> 6.
    assert state.souls == [6, 0, 11, 7] and state.posts[1] == 4
    state = _visit(1, data.CARD_OTHERS_HELL_3, souls=[2, 4, 3, 5])
    # Dirk 5 -> 8, Cleo 3 -> 6, Anna 2 -> 5 is free.
    assert state.souls == [5, 4, 6, 8]


def test_others_place_two_sin_stones_in_lust_or_greed():
    """Each opponent places 2 sin stones in the Den of Lust / Den of Greed."""
    state = _visit(1, data.CARD_OTHERS_LUST)
    assert state.dens[data.LUST] == [2, 0, 2, 2] and state.posts[1] == 3
    state = _visit(1, data.CARD_OTHERS_GREED)
    assert state.dens[data.GREED] == [2, 0, 2, 2]


def test_mc24_several_players_out_of_stones_resolve_nearest_hell_first():
    """MC-24: several players run out at once: the one nearest Hell chooses first and
    finishes before the next."""
    dens = [[0, 0, 0, 0], [6, 0, 6, 0], [0, 0, 0, 0]]
    state = _visit(1, data.CARD_OTHERS_LUST, sin_stones=[1, 7, 1, 7], dens=dens, souls=[2, 0, 5, 1])
    assert engine.pending_decision(state) == "den_choice" and engine.current_player(state) == 2
    state = act(state, actions.EMPTY_DEN[data.PETTY_SINS])
    assert state.souls[2] == 11 and state.dens[data.LUST][2] == 2
    assert engine.current_player(state) == 0
    state = act(state, actions.EMPTY_DEN[data.LUST])
    # Anna placed her last stone in the Lust den, empties that den (1 stone, 1 step) and
    # places the missing stone: one of hers stays there.
    assert state.souls[0] == 3 and state.dens[data.LUST][0] == 1 and state.sin_stones[0] == 0
    assert state.dens[data.LUST][3] == 2
    audit(state)


def test_mc21_mc37_move_a_building_crew_between_unfinished_sites_only():
    """Move a building crew from one site to another; finished sites take none (MC-21);
    the card must be carried out when possible (MC-37)."""
    state = _visit(
        1,
        data.CARD_MOVE_CREW,
        site_crews=[1, 0, 0],
        hut=2,
        emperor_crew=True,
        spires=[False, False, True],
        naves=[False, False, True],
    )
    assert kinds(state) == {"move_crew"}
    assert {(a.source, a.target) for a in engine.legal_actions(state)} == {(1, 2)}
    state = act(state, actions.MOVE_CREW[(0, 1)])
    assert state.site_crews == [0, 1, 0]
    none = _visit(1, data.CARD_MOVE_CREW)
    assert "No building crew can be moved." in texts(none)


def test_mc7_place_a_new_crew_from_the_hut_or_nothing_when_it_is_empty():
    """Place a new building crew from the hut; with an empty hut nothing happens (MC-7)."""
    state = _visit(1, data.CARD_NEW_CREW)
    assert kinds(state) == {"place_crew"}
    state = act(state, actions.PLACE_CREW[1])
    assert state.hut == 3 and state.site_crews == [0, 1, 0] and state.posts[1] == 2
    empty = _visit(1, data.CARD_NEW_CREW, hut=0, emperor_crew=True, site_crews=[1, 1, 1])
    assert engine.pending_decision(empty) == "turn"
    assert "The builders' hut is empty: no crew can be placed." in texts(empty)


def test_mc37_move_a_pope_stone_card_must_move_one():
    """Move a Pope stone (MC-37: no 'leave them' here, unlike the Pope's preliminary)."""
    state = _visit(1, data.CARD_MOVE_POPE_STONE)
    assert kinds(state) == {"move_pope_stone"}
    state = act(state, actions.MOVE_POPE_STONE[(data.LUST, data.GREED)])
    assert state.pope_stones == [0, 1, 2]


def test_mc7_take_one_good_free_never_an_indulgence_stone():
    """Take 1 good from the market without paying; an indulgence stone is not a good (MC-7)."""
    state = _visit(1, data.CARD_TAKE_GOOD, market=[0, 1, 0, 0, 1])
    assert [a.good for a in engine.legal_actions(state)] == ["wine"]
    state = act(state, actions.TAKE_GOOD[data.WINE])
    assert state.goods[1][data.WINE] == 1 and state.money[1] == 25
    only_stone = _visit(1, data.CARD_TAKE_GOOD, market=[0, 0, 0, 0, 2])
    assert "There is no good in the market to take." in texts(only_stone)
    assert only_stone.market == [0, 0, 0, 0, 2]


def test_mc9_mc42_the_pope_die_is_limited_by_the_second_actions_notch():
    """MC-9 / MC-42: taken as a second action, the Pope's visit must stay within 6 notches
    counting the second action's notch, turned first: at 4 notches Suite 6 (2 more) fits as a
    first action, but not after a purchase."""
    rooms = [data.CARD_OTHERS_HELL_5, data.CARD_NEW_CREW, None, None]
    first = _pope(rooms, posts=[4, 1, 1, 1], suite6_letter=True)
    assert {a.room for a in engine.legal_actions(first) if a.kind == "set_pope_die"} == {2, 5, 6}
    second = act(first, actions.BUY_GOOD[data.BREAD])
    assert {a.room for a in engine.legal_actions(second) if a.kind == "set_pope_die"} == {2, 5}
    with pytest.raises(engine.IllegalActionError, match="would turn your post to 7"):
        engine.apply_action(second, actions.SET_POPE_DIE[6])
    state = act(second, actions.SET_POPE_DIE[2])
    assert state.posts[0] == 4 + data.SECOND_ACTION_NOTCHES


def test_mc17_two_players_the_popes_holder_visits_openly_as_his_other_character():
    """MC-17: a character's privilege works only on that character's turn; in 2 players the
    holder of the Pope visits openly (no die) on his Merchant's turn."""
    rooms = [data.CARD_NEW_CREW, None, None, None]
    state = board(2, rooms=rooms, market=list(MARKET), characters=[0, 1, 0, 1], posts=[1, 1])
    state = at_turn(state, 0, data.MERCHANT)
    assert "visit" in kinds(state) and "set_pope_die" not in kinds(state)
    state = act(state, actions.VISIT[1], actions.PLACE_CREW[0])
    assert state.posts[0] == 1 + data.CARD_NOTCHES[data.CARD_NEW_CREW]
    assert engine.pending_decision(state) == "turn" and engine.current_player(state) == 0
    pope = at_turn(board(2, rooms=rooms, market=list(MARKET), characters=[0, 1, 0, 1]), 0, 0)
    assert "set_pope_die" in kinds(pope) and "visit" not in kinds(pope)


def test_mc22_a_card_used_through_suite5_goes_to_the_discard():
    """Rulebook "Visit Suite 5" ("place the card of your chosen room in the discard pile") /
    MC-22: the card used from Suite 5 leaves its room for the discard pile."""
    rooms = [data.CARD_TAKE_GOOD, data.CARD_NEW_CREW, None, None]
    before = _turn(1, rooms)
    state = act(before, actions.VISIT[5], actions.USE_ROOM[2], actions.PLACE_CREW[0])
    assert state.discard == [*before.discard, data.CARD_NEW_CREW]
    assert state.rooms == [data.CARD_TAKE_GOOD, None, None, None]
    audit(state)
