"""apply_action accepts exactly the legal actions and explains every refusal in a sentence."""

from __future__ import annotations

import random

import pytest

from sinners_tui import engine
from sinners_tui.engine import actions, data
from tests.sinners.helpers import NAMES


def _candidates(state: engine.State, rng: random.Random) -> list[object]:
    seat = engine.current_player(state) or 0
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
        actions.PREACH,
        actions.KEEP_BOTH,
        actions.END_PLAY,
        actions.FINISH_SET,
        actions.TAKE_NEXT,
        actions.KEEP_CONFIRMATION,
        actions.ANOINT_NO_SWAP,
        actions.start_set(rng.randrange(len(data.TYPE_NAMES))),
        actions.anoint_target(rng.randrange(len(state.players))),
        actions.SUMMON[card],
        actions.PICK[card],
        actions.EXTEND[card],
        actions.SACRAMENT[card],
        actions.PENANCE[card],
        actions.MATRIMONY[card],
        actions.ANOINT_TAKE[card],
        actions.ANOINT_GIVE[card],
        actions.LURE[card],
        actions.TAKE[pile][card],
        actions.KEEP[pile][card],
        actions.DISCARD[pile][card],
        actions.REMOVE_CONFIRMATION[pile][card],
        actions.WRATH_DISCARD[pile][card],
    ]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_exactly_the_legal_actions_are_accepted_and_refusals_are_explained(players: int):
    rng = random.Random(players)
    for seed in range(2):
        state = engine.new_game(NAMES[:players], seed)
        step = 0
        while not engine.is_over(state):
            step += 1
            legal = engine.legal_actions(state)
            before = state.model_dump_json() if step % 8 == 0 else None
            for action in rng.sample(_candidates(state, rng), 6):
                if action in legal:
                    engine.apply_action(state, action)
                    continue
                with pytest.raises(engine.IllegalActionError) as refused:
                    engine.apply_action(state, action)
                message = str(refused.value)
                assert message.endswith(".") and message[0].isupper(), message
            assert before is None or state.model_dump_json() == before
            state = engine.apply_action(state, legal[rng.randrange(len(legal))])
