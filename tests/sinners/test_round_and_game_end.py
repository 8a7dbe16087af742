"""Ending a round (SN-7, SN-12, SN-32), sitting out, and ending the game (SN-10, SN-21)."""

from __future__ import annotations

from sinners_tui import engine
from sinners_tui.engine import actions
from tests.sinners.helpers import Table, conserved, play


def _discard_last(state):
    """The acting seat discards its (only) card onto the first legal pile."""
    return play(state, engine.legal_actions(state)[0])


def test_sn7a_two_players_the_round_ends_as_soon_as_either_hand_is_empty():
    """Rulebook "Ending a Round" / SN-7 (a): with 2 players, when either hand is empty."""
    table = Table(2)
    state = table.state(
        hands=[[table.take("Proud", 2)], [table.take("Greedy", 1), table.take("Envious", 1)]],
        churches=[[table.take("Murderer")], [table.take("Murderer")]],
        phase="discard",
    )
    after = _discard_last(state)
    assert after.round == 2 and after.round_scores == [[5, 5 - 1 - 1]]
    assert "Only Ben still holds cards" in " ".join(e.text for e in after.log)


def test_sn7a_three_players_the_round_ends_when_only_one_holds_cards():
    table = Table(3)
    hands = [[table.take("Proud", 2)], [table.take("Greedy", 1)], [table.take("Envious", 1)]]
    churches = [[table.take("Murderer")] for _ in range(3)]
    state = table.state(hands=hands, churches=churches, phase="discard")
    after = _discard_last(state)
    assert after.round == 1 and after.hands[0] == [] and after.first_out == 0
    assert after.turn == 1 and after.phase == "draw"
    assert "sits out" in after.log[-1].text


def test_empty_hands_sit_out_until_the_round_ends():
    """Rulebook Phase C: once your hand is empty you skip your turns."""
    table = Table(3)
    hands = [[table.take("Proud", 2)], [], [table.take("Envious", 1), table.take("Greedy", 1)]]
    churches = [[table.take("Murderer")] for _ in range(3)]
    state = table.state(hands=hands, churches=churches, phase="discard", first_out=1)
    state = play(state, engine.legal_actions(state)[1])
    assert state.round == 2  # seats 0 and 1 are empty: only seat 2 holds cards
    table = Table(3)
    hands = [[table.take("Proud", 2), table.take("Lustful")], [], [table.take("Envious", 1)]]
    churches = [[table.take("Murderer")] for _ in range(3)]
    state = table.state(hands=hands, churches=churches, phase="discard", first_out=1)
    after = _discard_last(state)
    assert after.turn == 2  # seat 1 is skipped


def test_sn7b_last_card_drawn_ends_the_round_at_the_end_of_that_turn():
    """SN-7 (b): the turn is played to its end, then the round ends."""
    table = Table(2)
    hand = [table.take("Proud", 2), table.take("Greedy", 1)]
    churches = [[table.take("Murderer")], [table.take("Murderer")]]
    state = table.state(
        hands=[hand, [table.take("Envious", 1)]], churches=churches, phase="draw", deck_size=2
    )
    state = play(state, actions.PREACH)
    state = play(state, actions.KEEP[0][state.viewed[0]])
    assert state.deck == [] and state.deck_emptied and state.round == 1
    assert state.phase in ("play", "discard")
    if state.phase == "play":
        state = play(state, actions.END_PLAY)
    after = _discard_last(state)
    assert after.round == 2
    assert "Draw Deck is used up" in " ".join(e.text for e in after.log)


def test_sn12_selfish_keeping_both_last_cards_ends_the_round_after_the_turn():
    table = Table(2)
    churches = [[table.take("Murderer"), *table.many("Selfish", 2)], [table.take("Murderer")]]
    state = table.state(
        hands=[[table.take("Proud", 2)], [table.take("Envious", 1)]],
        churches=churches,
        phase="draw",
        deck_size=2,
    )
    state = play(state, actions.PREACH, actions.KEEP_BOTH)
    assert state.deck_emptied
    if state.phase == "play":
        state = play(state, actions.END_PLAY)
    assert _discard_last(state).round == 2


def test_sn7_sn32_mulciber_scores_when_the_round_ends_with_one_holder_even_if_the_deck_ran_out():
    """SN-7: Mulciber scores only when the round ended by (a). SN-32: a hand emptying in the
    turn the deck ran out counts as (a)."""
    table = Table(2)
    mul = table.take("Mulciber")
    churches = [[table.take("Murderer")], [table.take("Murderer"), mul]]
    state = table.state(
        hands=[[table.take("Proud", 2)], [table.take("Envious", 1)]],
        churches=churches,
        phase="discard",
        deck=[],
        deck_emptied=True,
    )
    after = _discard_last(state)
    assert after.round_scores == [[5, 5 - 1 + 10]]
    # Ended by the deck alone (both still hold cards): no Mulciber bonus.
    table = Table(2)
    mul = table.take("Mulciber")
    churches = [[table.take("Murderer")], [table.take("Murderer"), mul]]
    state = table.state(
        hands=[[table.take("Proud", 2), table.take("Greedy", 1)], [table.take("Envious", 1)]],
        churches=churches,
        phase="discard",
        deck=[],
        deck_emptied=True,
    )
    after = _discard_last(state)
    assert after.round_scores[0][1] == 5 - 1


def test_sn7_beelzebub_rewards_the_first_to_empty_the_hand():
    """SN-7: Beelzebub scores +13 for the first player to empty their hand in the round."""
    table = Table(3)
    churches = [
        [table.take("Murderer"), table.take("Beelzebub")],
        [table.take("Murderer")],
        [table.take("Murderer"), table.take("Mulciber")],
    ]
    hands = [[table.take("Proud", 2)], [table.take("Greedy", 1)], [table.take("Envious", 1)]]
    state = table.state(hands=hands, churches=churches, phase="discard")
    state = _discard_last(state)
    assert state.first_out == 0
    state = state.model_copy(update={"phase": "discard", "turn": 1})
    after = _discard_last(state)  # seat 1 empties too: only seat 2 holds cards
    assert after.round_scores == [[5 + 13, 5, 5 - 1 + 10]]


def test_sn10_the_highest_total_wins_after_a_round_reaching_100():
    """SN-10 / rulebook "End of the Game"; SN-12: no minimum number of rounds."""
    table = Table(2)
    state = table.state(
        hands=[[table.take("Proud", 2)], [table.take("Envious", 1)]],
        churches=[[table.take("Murderer")], [table.take("Murderer")]],
        phase="discard",
        totals=[96, 50],
    )
    after = _discard_last(state)
    assert engine.is_over(after) and engine.winners(after) == [0]
    assert engine.current_player(after) is None and engine.legal_actions(after) == []
    assert after.round == 1
    end = after.log[-1]
    assert end.kind == "result" and end.title == "Game over: Ann wins"
    assert conserved(after)


def test_sn10_a_player_below_100_can_still_win_with_the_highest_total():
    table = Table(2)
    state = table.state(
        hands=[[table.take("Proud", 2)], [table.take("Envious", 1)]],
        churches=[[table.take("Murderer")], [table.take("Murderer"), *table.many("Lustful", 4)]],
        phase="discard",
        totals=[96, 95],
    )
    after = _discard_last(state)
    assert after.totals[0] == 101 and after.totals[1] > 101
    assert engine.winners(after) == [1]


def test_sn10_tie_broken_by_sinners_in_church():
    table = Table(2)
    state = table.state(
        hands=[[table.take("Proud", 2)], [table.take("Doer of Good", 2)]],
        churches=[
            [table.take("Murderer"), table.take("Greedy", 2)],
            [table.take("Murderer"), table.take("Envious", 1), table.take("Gluttonous", 1)],
        ],
        phase="discard",
        totals=[100, 102],
    )
    after = _discard_last(state)
    assert after.totals == [107, 107]
    assert engine.winners(after) == [1]
    assert any("Sinners in church" in line for line in after.log[-1].lines)


def test_sn10_then_by_sacraments_played_over_the_game():
    table = Table(2)
    state = table.state(
        hands=[[table.take("Proud", 2)], [table.take("Envious", 1)]],
        churches=[[table.take("Murderer")], [table.take("Murderer")]],
        phase="discard",
        totals=[100, 101],
        sacraments_played=[3, 2],
    )
    after = _discard_last(state)
    assert after.totals == [105, 105]
    assert engine.winners(after) == [0]
    lines = after.log[-1].lines
    assert any("Sacraments played" in line for line in lines)


def test_sn10_sn21_still_tied_everyone_plays_another_normal_round():
    """SN-10 / SN-21: a full tie means one more round; totals keep adding up."""
    table = Table(2)
    state = table.state(
        hands=[[table.take("Proud", 2)], [table.take("Envious", 1)]],
        churches=[[table.take("Murderer")], [table.take("Murderer")]],
        phase="discard",
        totals=[100, 101],
        sacraments_played=[2, 2],
    )
    after = _discard_last(state)
    assert not engine.is_over(after) and after.round == 2 and after.extra_rounds == 1
    assert after.totals == [105, 105]
    assert after.log[-1].kind == "event"
    assert any(e.title == "Tie: one more round" for e in after.log if e.kind == "result")
    assert after.phase == "draft" and all(len(h) == 12 for h in after.hands)
    assert after.start_seat == 0  # lowest total, ties to the earlier seat (SN-9)


def test_sn21_totals_may_be_negative_and_keep_adding():
    table = Table(2)
    state = table.state(
        hands=[[table.take("Proud", 2)], [table.take("Lustful", 4), table.take("Selfish", 4)]],
        churches=[[table.take("Murderer")], [table.take("Murderer")]],
        phase="discard",
        totals=[0, -3],
    )
    after = _discard_last(state)
    assert after.totals == [5, -3 + 5 - 8]
    assert engine.totals_history(after) == [[5, -3]]  # history counts rounds played from zero
