"""Rules for two and three players that no other test pinned down (rulebook "Rules for
Two-player and Three-player Games", MC-9, MC-17, MC-38): the order of turns, who guesses the
Pope's room, what "opponent" means with two characters, the one etched post, and which
duties and privileges a left-over character passes on."""

from __future__ import annotations

from meaculpa_tui import engine
from meaculpa_tui.engine import actions, data, frames
from tests.meaculpa.helpers import act, at_turn, board, kinds, settle

MARKET = [3, 3, 2, 2, 2]
NO_GOODS = [0, 0, 0, 0]


def _action_phase(players, characters, **fields):
    """The action phase opening with the first character held (nobody has acted yet)."""
    fields.setdefault("market", list(MARKET))
    state = board(
        players,
        characters=list(characters),
        stack=[frames.Compare(), frames.NextTurn()],
        **fields,
    )
    return settle(state)


def _turn_order(state, turns):
    """(seat, character) of the next ``turns`` turns, everyone passing. The Merchant takes a
    bread at the end of his own turns, never at the end of his holder's other character's
    (MC-12, MC-17: a privilege works on that character's turn only)."""
    seen = []
    for _ in range(turns):
        assert engine.pending_decision(state) == "turn"
        turn = state.stack[-1]
        assert isinstance(turn, frames.Turn)
        seen.append((turn.seat, turn.character))
        state = act(state, actions.PASS)
        merchant = engine.pending_decision(state) == "merchant"
        assert merchant == (turn.character == data.MERCHANT), turn
        if merchant:
            state = act(state, actions.MERCHANT_TAKE_GOOD[data.BREAD])
    return seen


# --- two players (MC-17) -------------------------------------------------------------------------


def test_mc17_two_players_one_turn_per_character_in_character_order_two_in_a_row():
    """MC-17 / rulebook "Two Players": each player holds two characters and plays one turn for
    each, in character order (Pope, Emperor, Merchant, Petty Sinner), so a player may play
    two turns in a row."""
    state = _action_phase(2, [0, 0, 1, 1])
    assert _turn_order(state, 5) == [(0, 0), (0, 1), (1, 2), (1, 3), (0, 0)]
    state = _action_phase(2, [1, 0, 0, 1])
    assert _turn_order(state, 5) == [(1, 0), (0, 1), (0, 2), (1, 3), (1, 0)]


def test_mc9_mc17_two_players_the_popes_guesser_is_the_opponent():
    """MC-9 ("the guesser is the player other than the Pope whose soul is nearest Hell") in a
    two-player game: the opponent guesses, even when the Pope's own soul is nearer Hell and
    the Pope's holder also holds another character."""
    rooms = [data.CARD_NEW_CREW, None, None, None]
    state = _action_phase(2, [0, 0, 1, 1], rooms=rooms, souls=[9, 2])
    state = act(state, actions.SET_POPE_DIE[1])
    assert engine.pending_decision(state) == "guess" and engine.current_player(state) == 1
    state = _action_phase(2, [1, 0, 1, 0], rooms=rooms, souls=[2, 9])
    state = act(state, actions.SET_POPE_DIE[1])
    assert engine.pending_decision(state) == "guess" and engine.current_player(state) == 0


def test_mc8_mc17_opponent_cards_never_strike_ones_own_second_character():
    """Rulebook cards ("If an opponent has the Emperor card", "Each opponent moves his poor
    soul", "Each opponent places 2 of his sin stones") with MC-8 and MC-17: in a two-player
    game the opponent is the other player, once, whichever characters he holds; one's own
    second character is never an opponent."""
    letters = [[1, 1, 0, 0], [0, 0, 2, 0]]
    # Anna holds the Pope and the Emperor and visits as the Emperor.
    pope_card = _action_phase(
        2, [0, 0, 1, 1], rooms=[data.CARD_POPE_YELLOW, None, None, None], letters=letters
    )
    pope_card = at_turn(pope_card, 0, data.EMPEROR)
    state = act(pope_card, actions.VISIT[1])
    assert state.letters == letters
    assert "take_back" in kinds(state)  # nothing behind a screen was looked at (MC-47)
    hell = at_turn(
        _action_phase(2, [0, 0, 1, 1], rooms=[data.CARD_OTHERS_HELL_3, None, None, None]),
        0,
        data.EMPEROR,
    )
    hell = act(hell, actions.VISIT[1])
    assert hell.souls == [0, 3]
    lust = at_turn(
        _action_phase(2, [0, 0, 1, 1], rooms=[data.CARD_OTHERS_LUST, None, None, None]),
        0,
        data.EMPEROR,
    )
    lust = act(lust, actions.VISIT[1])
    assert lust.dens[data.LUST] == [0, 2]
    # Ben, the Merchant, visits the Emperor card: Anna, his opponent, holds the Emperor.
    gift = at_turn(
        _action_phase(
            2, [0, 0, 1, 1], rooms=[data.CARD_EMPEROR_LETTER, None, None, None], letters=letters
        ),
        1,
        data.MERCHANT,
    )
    gift = act(gift, actions.VISIT[1])
    assert engine.pending_decision(gift) == "gift" and engine.current_player(gift) == 0


def test_mc17_two_players_one_etched_post_serves_both_characters():
    """MC-17 ("Your one etched post serves both your characters"): the notches Anna turns as
    the Emperor count on her Merchant's turn straight after, against the 6-notch limit, and
    in the round's comparison."""
    rooms = [data.CARD_OTHERS_HELL_5, data.CARD_POPE_YELLOW, data.CARD_OTHERS_LUST, None]
    state = _action_phase(2, [1, 0, 0, 1], rooms=rooms, posts=[1, 1])
    state = act(state, actions.PASS)  # Ben's Pope
    assert state.stack[-1] == frames.Turn(0, data.EMPEROR, 0, "")
    state = act(state, actions.VISIT[1], actions.END_TURN)
    assert state.posts == [1 + data.CARD_NOTCHES[data.CARD_OTHERS_HELL_5], 1]
    assert state.stack[-1] == frames.Turn(0, data.MERCHANT, 0, "")
    visits = {a.room for a in engine.legal_actions(state) if a.kind == "visit"}
    assert 2 not in visits and 3 in visits  # 4 + 3 > 6, 4 + 2 = 6
    state = act(state, actions.VISIT[3], actions.END_TURN)
    assert state.posts == [6, 1]
    # Anna's Merchant stone empties the market: the posts are compared, one post each.
    assert engine.pending_decision(state) == "merchant"
    state = state.model_copy(update={"market": [0, 0, 0, 0, 1]})
    state = act(state, actions.MERCHANT_TAKE_LETTER[data.RED])
    assert state.round == 2
    result = [e for e in state.log if e.title == "Round 1: etched posts compared"][-1]
    assert result.lines[0] == "Anna 6, Ben 1."
    # Ben stands on 5 (the card), so Anna's 5 steps end on 6.
    assert result.lines[-1] == "Anna moves 5 steps towards Hell: 0 to 6."


# --- three players (rulebook "Three Players", MC-38) ------------------------------------------


def test_three_players_the_left_over_characters_turns_are_skipped():
    """Rulebook "Three Players" ("One card will remain"): the turns go round the three
    characters held; the one left over never has a turn."""
    pope_left = _action_phase(3, [None, 0, 1, 2])
    assert _turn_order(pope_left, 4) == [(0, 1), (1, 2), (2, 3), (0, 1)]
    emperor_left = _action_phase(3, [0, None, 1, 2])
    assert _turn_order(emperor_left, 4) == [(0, 0), (1, 2), (2, 3), (0, 0)]
    sinner_left = _action_phase(3, [2, 0, 1, None])
    assert _turn_order(sinner_left, 4) == [(2, 0), (0, 1), (1, 2), (2, 0)]


def test_three_players_the_emperor_with_the_pope_left_over_does_not_visit_incognito():
    """Rulebook "Three Players": "If the Pope remains, the Emperor ... gets that of the Pope
    (placement of Pope stone)": only the preliminary action passes over. On his turns the
    Emperor visits the House of Pleasure openly, turning his post; there is no Pope die."""
    rooms = [data.CARD_NEW_CREW, None, None, None]
    state = _action_phase(3, [None, 0, 1, 2], rooms=rooms)
    assert "visit" in kinds(state) and "set_pope_die" not in kinds(state)
    state = act(state, actions.VISIT[1])
    assert state.posts[0] == 1 + data.CARD_NOTCHES[data.CARD_NEW_CREW]
    assert engine.current_player(state) == 0 and state.pope_die is None


def test_three_players_the_pope_with_the_emperor_left_over_donates_once():
    """Rulebook "Three Players": "If the Emperor remains, the Pope ... gets that of the
    Emperor (use of builders)": the Emperor's privilege of two donations does not pass over.
    The Emperor himself keeps it when the Pope is left over."""
    goods = [[2, 0, 0, 1], NO_GOODS, NO_GOODS]
    pope = _action_phase(3, [0, None, 1, 2], goods=goods)
    pope = act(pope, actions.DONATE_GOOD[data.BREAD], actions.PLACE[0])
    assert engine.pending_decision(pope) == "turn"
    assert "donate_good" not in kinds(pope) and pope.goods[0] == [1, 0, 0, 1]
    emperor = _action_phase(3, [None, 0, 1, 2], goods=goods)
    emperor = act(emperor, actions.DONATE_GOOD[data.BREAD], actions.PLACE[0])
    assert engine.pending_decision(emperor) == "donate_more"
