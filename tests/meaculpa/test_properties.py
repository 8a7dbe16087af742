"""Property tests over seeded random games per player count (2, 3, 4): 300 in the suite, and a
thousand in the deep run (``PROPERTY_GAMES=1000 python -m pytest tests/*/test_properties.py``).

Every game must end without an exception, and after EVERY action the components are
conserved (35 goods and 6 indulgence stones, 51 letters, 7 sin stones per seat, 4 crews, the
19 cards), souls share no space except the start space and Heaven, posts stay within 1-6 and
money never goes negative (see ``helpers.audit``). Odd seeds play the Sophisticated Penitent
variant. The games are split into chunks so pytest-xdist spreads them over the cores.
"""

from __future__ import annotations

import os

import pytest

from meaculpa_tui import engine
from tests.meaculpa.helpers import audit, random_game

GAMES_PER_PLAYER_COUNT = int(os.environ.get("PROPERTY_GAMES", "300"))
CHUNKS = 5
PER_CHUNK = GAMES_PER_PLAYER_COUNT // CHUNKS


def _check(before, action, after):
    audit(after)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_and_conserve_everything_after_every_action(players, chunk):
    """Issue 3 property list, checked after every action of each seeded game of the chunk."""
    ended = 0
    for seed in range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK):
        state, actions = random_game(players, seed, each=_check)
        assert engine.is_over(state) and engine.winners(state)
        assert actions > 0
        ended += 1
    assert ended == PER_CHUNK
