"""Shared helpers of the Mea Culpa engine tests: seeded random play and the conservation audit."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from meaculpa_tui import engine
from meaculpa_tui.engine import data, frames
from meaculpa_tui.engine.state import State

NAMES = ("Anna", "Ben", "Cleo", "Dirk")


def audit(state: State) -> None:
    """Conservation and bounds that must hold after every action (issue's property list)."""
    n = len(state.players)
    pending_goods = [0] * len(data.GOODS)
    for frame in state.stack:
        if frame[0] == frames.PLACE and int(frame[2]) != data.CHEST_MONEY:
            pending_goods[int(frame[2])] += int(frame[3])
    for good in data.GOODS:
        total = (
            state.bag[good]
            + state.market[good]
            + sum(state.goods[seat][good] for seat in range(n))
            + sum(
                state.chests[seat][c * data.CHEST_SLOTS + good]
                for seat in range(n)
                for c in range(data.COMPARTMENTS)
            )
            + sum(data.BONUS_GOODS[b - 1][good] for b in state.bonuses)
            + pending_goods[good]
        )
        assert total == data.GOOD_COUNTS[good], (data.GOOD_NAMES[good], total)
    assert state.bag[data.INDULGENCE] + state.market[data.INDULGENCE] == data.INDULGENCE_STONES
    assert min(state.bag) >= 0 and min(state.market) >= 0
    for colour in data.COLOURS:
        total = (
            state.letter_supply[colour]
            + state.display.count(colour)
            + (1 if colour == data.YELLOW and state.suite6_letter else 0)
            + sum(state.letters[seat][colour] for seat in range(n))
        )
        assert total == data.LETTER_SUPPLY[colour], (data.COLOUR_NAMES[colour], total)
        assert state.letter_supply[colour] >= 0
    assert sum(data.LETTER_SUPPLY) == 51
    for seat in range(n):
        stones = state.sin_stones[seat] + sum(state.dens[den][seat] for den in data.DENS)
        assert stones == data.SIN_STONES_PER_PLAYER, (seat, stones)
        assert state.sin_stones[seat] >= 0
        assert min(state.dens[den][seat] for den in data.DENS) >= 0
        assert state.money[seat] >= 0, (seat, state.money[seat])
        assert min(state.goods[seat]) >= 0 and min(state.letters[seat]) >= 0
        assert min(state.chests[seat]) >= 0
        chest = state.chests[seat]
        for slot in range(data.CHEST_SLOTS):
            assert state.donated[seat][slot] == chest[slot] + chest[data.CHEST_SLOTS + slot]
        assert data.POST_MIN <= state.posts[seat] <= data.POST_MAX, state.posts
    crews = state.hut + int(state.emperor_crew) + sum(state.site_crews)
    assert crews == data.BUILDING_CREWS, crews
    assert sum(state.pope_stones) == data.POPE_STONES
    spaces = [pos for pos in state.souls if pos not in (data.START_SPACE, data.HEAVEN)]
    if state.phase == "over":
        spaces = [pos for pos in state.souls if pos != data.HEAVEN]
    assert len(spaces) == len(set(spaces)), state.souls
    assert all(data.HEAVEN <= pos <= data.LAST_SPACE for pos in state.souls)
    if state.phase != "over":
        assert all(pos >= data.START_SPACE for pos in state.souls)
    cards = sorted(
        [*state.deck, *state.discard, *(card for card in state.rooms if card is not None)]
    )
    expected = sorted(c for c, copies in enumerate(data.CARD_COPIES) for _ in range(copies))
    assert cards == expected


def random_game(
    players: int,
    seed: int,
    *,
    variant: bool | None = None,
    each: Callable[[State, Any, State], None] | None = None,
    max_actions: int = 20_000,
) -> tuple[State, int]:
    """Play one seeded game with uniformly random legal actions; returns (final state, actions).

    ``each(before, action, after)`` is called after every action.
    """
    if variant is None:
        variant = seed % 2 == 1
    state = engine.new_game(list(NAMES[:players]), seed, sophisticated_penitent=variant)
    rng = random.Random(seed * 7919 + players)
    count = 0
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        assert legal, engine.prompt(state)
        action = legal[rng.randrange(len(legal))]
        after = engine.apply_action(state, action)
        if each is not None:
            each(state, action, after)
        state = after
        count += 1
        assert count < max_actions, "the game does not end"
    return state, count


def states_of(players: int, seed: int, **kwargs: Any) -> Iterator[State]:
    """Every state of one random game."""
    collected: list[State] = []

    def keep(before: State, action: Any, after: State) -> None:
        collected.append(after)

    random_game(players, seed, each=keep, **kwargs)
    yield from collected
