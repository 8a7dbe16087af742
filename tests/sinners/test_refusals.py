"""apply_action accepts exactly the legal actions and explains every refusal in a sentence."""

from __future__ import annotations

import random

import pytest

from sinners_tui import engine as E
from sinners_tui.engine import actions as A
from sinners_tui.engine import data as D
from tests.sinners.helpers import NAMES


def _candidates(state: E.SinnersState, rng: random.Random) -> list[object]:
    seat = E.current_player(state) or 0
    cards = [
        *state.hands[seat],
        *state.hands[(seat + 1) % len(state.players)],
        *(c for church in state.churches for c in church),
        *(c for pile in state.piles for c in pile),
        *state.demon_deck,
    ]
    card = rng.choice(cards) if cards else 0
    pile = rng.randrange(2)
    return [
        A.PREACH,
        A.KEEP_BOTH,
        A.END_PLAY,
        A.FINISH_SET,
        A.TAKE_NEXT,
        A.KEEP_CONFIRMATION,
        A.ANOINT_NO_SWAP,
        A.start_set(rng.randrange(len(D.TYPE_NAMES))),
        A.anoint_target(rng.randrange(len(state.players))),
        A.SUMMON[card],
        A.PICK[card],
        A.EXTEND[card],
        A.SACRAMENT[card],
        A.PENANCE[card],
        A.MATRIMONY[card],
        A.ANOINT_TAKE[card],
        A.ANOINT_GIVE[card],
        A.LURE[card],
        A.TAKE[pile][card],
        A.KEEP[pile][card],
        A.DISCARD[pile][card],
        A.REMOVE_CONFIRMATION[pile][card],
        A.WRATH_DISCARD[pile][card],
    ]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_exactly_the_legal_actions_are_accepted_and_refusals_are_explained(players: int):
    rng = random.Random(players)
    for seed in range(2):
        state = E.new_game(NAMES[:players], seed)
        step = 0
        while not E.is_over(state):
            step += 1
            legal = E.legal_actions(state)
            before = state.model_dump_json() if step % 8 == 0 else None
            for action in rng.sample(_candidates(state, rng), 6):
                if action in legal:
                    E.apply_action(state, action)
                    continue
                with pytest.raises(E.IllegalActionError) as refused:
                    E.apply_action(state, action)
                message = str(refused.value)
                assert message.endswith(".") and message[0].isupper(), message
            assert before is None or state.model_dump_json() == before
            state = E.apply_action(state, legal[rng.randrange(len(legal))])
