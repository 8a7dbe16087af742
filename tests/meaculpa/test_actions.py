"""3. Action phase: turn order, buying, selling, donating, passing, second actions and the
Merchant's privilege (MC-1, MC-3, MC-11, MC-12, MC-13, MC-23, MC-29, MC-33, MC-34, MC-42)."""

from __future__ import annotations

import pytest

from meaculpa_tui import engine
from meaculpa_tui.engine import actions, data, frames
from tests.meaculpa.helpers import act, at_turn, board, kinds, texts

ALL_CHARACTERS = [0, 1, 2, 3]  # seat 0 Pope, 1 Emperor, 2 Merchant, 3 Petty Sinner
MARKET = [2, 2, 1, 1, 1]


def _turn(seat=0, character=None, **fields):
    fields.setdefault("market", list(MARKET))
    fields.setdefault("characters", list(ALL_CHARACTERS))
    fields.setdefault("posts", [1, 1, 1, 1])
    state = board(**fields)
    return at_turn(state, seat, seat if character is None else character)


def test_action_phase_turns_follow_pope_emperor_merchant_petty_sinner_and_repeat():
    """The Pope starts, then Emperor, Merchant, Petty Sinner, then again the Pope."""
    state = board(
        market=list(MARKET), characters=[2, 0, 3, 1], stack=[frames.Compare(), frames.NextTurn()]
    )
    from tests.meaculpa.helpers import settle

    state = settle(state)
    seen = []
    for _ in range(5):
        seen.append((engine.current_player(state), state.active_character))
        state = act(state, actions.PASS)
        if engine.pending_decision(state) == "merchant":
            state = act(state, actions.MERCHANT_TAKE_GOOD[data.CLOTH])
    assert seen == [(2, 0), (0, 1), (3, 2), (1, 3), (2, 0)]


def test_mc1_buying_a_good_pays_the_fixed_price_and_goes_behind_the_screen():
    """MC-1: bread 2, wine 4, cloth 3, jewel 6 taler."""
    for good, price in zip(data.GOODS, (2, 4, 3, 6), strict=True):
        state = act(_turn(), actions.BUY_GOOD[good])
        assert state.money[0] == 25 - price
        assert state.goods[0][good] == 1
        assert state.market[good] == MARKET[good] - 1


def test_buying_without_enough_money_is_refused_with_the_price():
    """A player-readable refusal: 'You have only 3 taler; a jewel costs 6.'"""
    state = _turn(money=[3, 25, 25, 25])
    with pytest.raises(engine.IllegalActionError, match=r"You have only 3 taler; a jewel costs 6"):
        engine.apply_action(state, actions.BUY_GOOD[data.JEWEL])


def test_mc43_greedy_buy_two_identical_goods_for_one_price_and_a_greed_stone():
    """Greedily buy two goods: one price, two goods, a sin stone in the Den of Greed first."""
    state = act(_turn(), actions.BUY_GREEDY[data.WINE])
    assert state.money[0] == 21 and state.goods[0][data.WINE] == 2 and state.market[1] == 0
    assert state.dens[data.GREED][0] == 1
    lines = texts(state)
    assert lines.index("Anna places 1 sin stone in the Den of Greed.") > lines.index(
        "Anna greedily buys 2 bottles for 4 taler."
    )
    with pytest.raises(engine.IllegalActionError, match="only one"):
        engine.apply_action(_turn(), actions.BUY_GREEDY[data.CLOTH])


def test_mc3_buying_a_letter_costs_4_taler_and_swaps_the_indulgence_stone():
    """Letter of Indulgence: 4 taler, the stone goes back into the bag, red or green letter."""
    state = _turn()
    assert {actions.BUY_LETTER[data.RED], actions.BUY_LETTER[data.GREEN]} <= set(
        engine.legal_actions(state)
    )
    bag = state.bag[data.INDULGENCE]
    state = act(state, actions.BUY_LETTER[data.GREEN])
    assert state.money[0] == 21 and state.letters[0] == [0, 0, 0, 1]
    assert state.market[data.INDULGENCE] == 0 and state.bag[data.INDULGENCE] == bag + 1
    assert state.letter_supply == [10, 11, 15, 14]


def test_mc3_no_red_or_green_letter_left_means_no_letter_can_be_bought():
    """MC-3: buying needs a red or green letter in the supply."""
    state = _turn(letter_supply=[10, 11, 0, 1])
    assert actions.BUY_LETTER[data.RED] not in engine.legal_actions(state)
    assert actions.BUY_LETTER[data.GREEN] in engine.legal_actions(state)
    with pytest.raises(engine.IllegalActionError, match="No red letter is left"):
        engine.apply_action(state, actions.BUY_LETTER[data.RED])
    state = _turn(letter_supply=[10, 11, 0, 0])
    assert "buy_letter" not in kinds(state)
    with pytest.raises(engine.IllegalActionError, match="No green letter is left"):
        engine.apply_action(state, actions.BUY_LETTER[data.GREEN])


def test_no_indulgence_stone_means_no_letter():
    """If no indulgence stones are available, you cannot buy a Letter."""
    state = _turn(market=[2, 2, 1, 1, 0])
    with pytest.raises(engine.IllegalActionError, match="no indulgence stone"):
        engine.apply_action(state, actions.BUY_LETTER[data.RED])


def test_mc1_selling_a_good_returns_it_to_the_bag_for_the_sale_price():
    """Selling: the good goes into the bag; the bank pays 6 / 9 / 7 / 12 taler (MC-1)."""
    goods = [[1, 1, 1, 1], [0] * 4, [0] * 4, [0] * 4]
    for good, price in zip(data.GOODS, (6, 9, 7, 12), strict=True):
        before = _turn(goods=goods)
        state = act(before, actions.SELL[good])
        assert state.money[0] == 25 + price and state.goods[0][good] == 0
        assert state.bag[good] == before.bag[good] + 1
    with pytest.raises(engine.IllegalActionError, match="no jewels to sell"):
        engine.apply_action(_turn(goods=[[1, 0, 0, 0], [0] * 4, [0] * 4, [0] * 4]), actions.SELL[3])


def test_mc11_donating_one_good_or_one_coin_shown_then_a_secret_compartment():
    """Donating / MC-11: show one good or one coin (1, 2, 5, 10), then a secret compartment."""
    state = _turn(money=[7, 25, 25, 25], goods=[[0, 0, 1, 0], [0] * 4, [0] * 4, [0] * 4])
    coins = {a.taler for a in engine.legal_actions(state) if a.kind == "donate_coin"}
    assert coins == {1, 2, 5}
    state = act(state, actions.DONATE_COIN[5])
    assert engine.pending_decision(state) == "place" and state.money[0] == 2
    state = act(state, actions.PLACE[1])
    assert state.chests[0][data.CHEST_SLOTS + data.CHEST_MONEY] == 5
    assert state.donated[0][data.CHEST_MONEY] == 5
    assert "Anna donates a 5-taler coin." in texts(state)
    assert not any("compartment II" in line for line in texts(state, 1))
    assert any("compartment II" in line for line in texts(state, 0))
    with pytest.raises(engine.IllegalActionError, match="only 2 taler"):
        engine.apply_action(_turn(money=[2, 25, 25, 25]), actions.DONATE_COIN[5])


def test_mc11_mc23_emperor_may_make_one_or_two_donations():
    """The Emperor's privilege: two donations, each into its own compartment (or just one)."""
    goods = [[0] * 4, [2, 0, 0, 1], [0] * 4, [0] * 4]
    state = act(_turn(1, goods=goods), actions.DONATE_GOOD[data.BREAD], actions.PLACE[0])
    assert engine.pending_decision(state) == "donate_more"
    assert "finish_donating" in kinds(state)
    both = act(state, actions.DONATE_GOOD[data.JEWEL], actions.PLACE[1])
    assert both.chests[1][data.BREAD] == 1 and both.chests[1][data.CHEST_SLOTS + data.JEWEL] == 1
    assert engine.pending_decision(both) == "turn"
    one = act(state, actions.FINISH_DONATING)
    assert engine.pending_decision(one) == "turn" and one.goods[1] == [1, 0, 0, 1]
    # Other characters make only one donation.
    other = act(_turn(0, goods=[[2, 0, 0, 0], [0] * 4, [0] * 4, [0] * 4]), actions.DONATE_GOOD[0])
    assert engine.pending_decision(act(other, actions.PLACE[0])) == "turn"


def test_mc13_second_action_of_another_kind_for_one_more_notch():
    """MC-13: a second action must be of another kind and turns the post one notch higher."""
    state = act(_turn(), actions.BUY_GOOD[data.BREAD])
    assert "buy_good" not in kinds(state) and "buy_letter" not in kinds(state)
    assert {"end_turn", "sell", "take_back"} <= kinds(state)
    with pytest.raises(engine.IllegalActionError, match="another kind"):
        engine.apply_action(state, actions.BUY_GOOD[data.WINE])
    state = act(state, actions.SELL[data.BREAD])
    assert state.posts[0] == 2
    assert kinds(state) == {"end_turn", "take_back"}
    with pytest.raises(engine.IllegalActionError, match="two actions"):
        engine.apply_action(state, actions.DONATE_COIN[1])


def test_mc13_no_second_action_with_six_notches_showing():
    """The post never goes above 6 notches, so at 6 there is no second action."""
    state = act(_turn(posts=[6, 1, 1, 1]), actions.BUY_GOOD[data.BREAD])
    assert kinds(state) == {"end_turn", "take_back"}
    with pytest.raises(engine.IllegalActionError, match="6 notches"):
        engine.apply_action(state, actions.SELL[data.BREAD])


def test_mc33_pass_ends_the_turn_and_end_turn_follows_an_action():
    """MC-33: pass ends the turn at once; after an action the player ends the turn himself."""
    state = _turn(1)
    assert "end_turn" not in kinds(state)
    with pytest.raises(engine.IllegalActionError, match="pass first"):
        engine.apply_action(state, actions.END_TURN)
    passed = act(state, actions.PASS)
    assert engine.current_player(passed) == 2 and "Ben passes." in texts(passed)
    acted = act(state, actions.BUY_GOOD[0])
    with pytest.raises(engine.IllegalActionError, match="end your turn instead"):
        engine.apply_action(acted, actions.PASS)
    assert engine.current_player(act(acted, actions.END_TURN)) == 2


def test_mc12_merchant_takes_a_stone_at_the_end_of_each_turn_also_after_passing():
    """MC-12: the Merchant takes any one stone free at the end of his turn, also after a pass."""
    state = act(_turn(2), actions.PASS)
    assert engine.pending_decision(state) == "merchant" and engine.current_player(state) == 2
    state = act(state, actions.MERCHANT_TAKE_GOOD[data.JEWEL])
    assert state.goods[2][data.JEWEL] == 1 and state.market[data.JEWEL] == 0
    assert engine.current_player(state) == 3


def test_mc3_merchant_swaps_an_indulgence_stone_for_a_red_or_green_letter():
    """Merchant privilege: an indulgence stone becomes a red or green letter; the stone goes
    back into the bag; with neither colour left it goes back for nothing (MC-3)."""
    state = act(_turn(2), actions.PASS)
    assert actions.MERCHANT_TAKE_LETTER[data.RED] in engine.legal_actions(state)
    state = act(state, actions.MERCHANT_TAKE_LETTER[data.RED])
    assert state.letters[2][data.RED] == 1 and state.market[data.INDULGENCE] == 0
    empty = act(_turn(2, letter_supply=[10, 11, 0, 0]), actions.PASS)
    assert actions.MERCHANT_TAKE_NOTHING in engine.legal_actions(empty)
    empty = act(empty, actions.MERCHANT_TAKE_NOTHING)
    assert empty.letters[2] == [0, 0, 0, 0] and empty.market[data.INDULGENCE] == 0
    assert empty.bag[data.INDULGENCE] == data.INDULGENCE_STONES


def test_mc12_three_players_without_merchant_nearest_hell_takes_at_end_of_own_turn():
    """MC-12: 3 players, Merchant left over: the player nearest Hell at the end of his own turn
    takes the stone; the others do not."""
    state = board(3, market=list(MARKET), characters=[0, 1, None, 2], souls=[0, 4, 2])
    state = at_turn(state, 0, data.POPE)
    state = act(state, actions.PASS)
    assert engine.pending_decision(state) == "turn" and engine.current_player(state) == 1
    state = act(state, actions.PASS)
    assert engine.pending_decision(state) == "merchant" and engine.current_player(state) == 1
    state = act(state, actions.MERCHANT_TAKE_GOOD[data.BREAD])
    assert "Ben (nearest Hell, in the Merchant's place) takes a loaf of bread" in texts(state)[-1]


def test_market_empty_ends_the_action_phase_at_once_whoever_took_the_last_stone():
    """The action phase ends as soon as the last stone is taken, regardless of whose turn."""
    state = _turn(0, market=[1, 0, 0, 0, 0])
    state = act(state, actions.BUY_GOOD[data.BREAD])
    assert state.round == 2 and engine.pending_decision(state) == "bid"
    assert "The market is empty: the action phase ends." in texts(state)


def test_mc34_merchant_stone_comes_after_end_turn_and_cannot_be_taken_back():
    """MC-34: after 'End turn' the Merchant takes his stone; no take-back is offered then."""
    state = act(_turn(2), actions.BUY_GOOD[0], actions.END_TURN)
    assert engine.pending_decision(state) == "merchant"
    assert "take_back" not in kinds(state)
    with pytest.raises(engine.IllegalActionError):
        engine.apply_action(state, actions.TAKE_BACK)


def test_mc42_second_action_notch_counts_for_the_visit_limit():
    """MC-42: the second action's notch is turned first; the visit must still fit in 6."""
    rooms = [data.CARD_POPE_YELLOW, data.CARD_NEW_CREW, None, None]
    state = act(_turn(1, posts=[1, 2, 1, 1], rooms=rooms), actions.BUY_GOOD[0])
    visits = {a.room for a in engine.legal_actions(state) if a.kind == "visit"}
    # post 2 + 1 notch + 3 (Pope card) = 6 fits; suite 6 needs a yellow letter (none here)
    assert visits == {1, 2, 5}
    state = act(_turn(1, posts=[1, 3, 1, 1], rooms=rooms), actions.BUY_GOOD[0])
    assert {a.room for a in engine.legal_actions(state) if a.kind == "visit"} == {2, 5}
    with pytest.raises(engine.IllegalActionError, match="would turn your post to 7"):
        engine.apply_action(state, actions.VISIT[1])


def test_mc29_compartment_one_after_the_first_evaluation_is_allowed_with_a_warning():
    """MC-29: donations into compartment I stay allowed after the first evaluation (never
    evaluated); the label warns the player."""
    state = act(_turn(0, evaluations=1), actions.DONATE_COIN[1])
    label = engine.describe_action(state, actions.PLACE[0])
    assert "never evaluated" in label
    assert "never evaluated" not in engine.describe_action(state, actions.PLACE[1])
    state = act(state, actions.PLACE[0])
    assert state.chests[0][data.CHEST_MONEY] == 1


def test_mc13_the_petty_sinner_pays_the_second_actions_notch():
    """Rulebook "Privilege of the Petty Sinner" (no rotation in the House of Pleasure) and the
    second action "by rotating your etched post one notch higher" / MC-13, MC-42: the privilege
    spares the room's notches, not the notch of a second action."""
    rooms = [data.CARD_OTHERS_HELL_5, None, None, None]
    state = act(_turn(3, rooms=rooms), actions.BUY_GOOD[data.BREAD], actions.VISIT[1])
    assert state.posts[3] == 1 + data.SECOND_ACTION_NOTCHES


def test_mc12_the_merchants_stone_costs_neither_money_nor_a_notch():
    """Rulebook "Merchant Privilege" ("free of charge") / MC-12: the stone at the end of his
    turn costs no taler and turns no post."""
    state = act(_turn(2), actions.PASS)
    money, posts = list(state.money), list(state.posts)
    state = act(state, actions.MERCHANT_TAKE_GOOD[data.WINE])
    assert state.goods[2][data.WINE] == 1
    assert state.money == money and state.posts == posts
