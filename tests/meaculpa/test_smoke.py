"""A first random game per player count runs to its end with the conservation audit."""

from __future__ import annotations

import pytest

from tests.meaculpa.helpers import audit, random_game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_and_conserve_components(players):
    """Rulebook 'Game End': every seeded random game ends; components are conserved."""
    for seed in range(5):
        state, actions = random_game(players, seed, each=lambda b, a, after: audit(after))
        assert state.phase == "over" and actions > 0
