"""A full three-player round by keys: bonuses, secret bids, characters, turns, posts compared."""

from __future__ import annotations

import pytest

from tests.meaculpa.ui.demo import quick_policy
from tests.meaculpa.ui.playthrough import play, second_round_bidding

SEED = 93


@pytest.mark.long(10)
async def test_three_players_play_a_full_round_by_keys():
    game = await play(3, SEED, quick_policy(SEED), done=second_round_bidding)
    kinds = [action["kind"] for action in game.record.actions]
    assert kinds.count("choose_bonus") == 3
    assert kinds.count("bid_notches") == 3 and kinds.count("bid_taler") == 3
    assert kinds.count("choose_character") == 3
    assert "pass" in kinds or "end_turn" in kinds
    assert game.results[:2] == ["Round 1", "Bids revealed"]
    assert game.results[-2:] == ["Round 1: etched posts compared", "Round 2"]
    # every secret bid was entered behind the curtain, one seat after the other
    bidders = [h.next_seat for h in game.hand_overs if "makes a secret bid" in h.curtain_text]
    assert bidders[:3] == [0, 1, 2]
    for hand_over in game.hand_overs:
        for token in hand_over.previous_secrets:
            assert token not in hand_over.curtain_text
