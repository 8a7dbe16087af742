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


# --- hand-built situations ---------------------------------------------------------------------


def board(
    players: int = 4,
    *,
    variant: bool = False,
    seed: int = 0,
    names: tuple[str, ...] = NAMES,
    **fields: Any,
) -> State:
    """A board after the starting bonuses with nothing pending yet.

    Seats lie on the start space with seat 0 nearest Hell (``start_order`` 0, 1, ...). The bag
    holds every stone not given in ``market``; ``rooms`` cards are taken out of the deck.
    """
    from meaculpa_tui.engine.rounds import setup_state

    state = setup_state(list(names[:players]), seed, variant)
    market = fields.pop("market", [0, 0, 0, 0, 0])
    bag = [*data.GOOD_COUNTS, data.INDULGENCE_STONES]
    bag = [count - taken for count, taken in zip(bag, market, strict=True)]
    for seat_goods in fields.get("goods", []):
        for good, count in enumerate(seat_goods):
            bag[good] -= count
    rooms = fields.pop("rooms", [None] * data.ORDINARY_ROOMS)
    deck = sorted(c for c, copies in enumerate(data.CARD_COPIES) for _ in range(copies))
    for card in rooms:
        if card is not None:
            deck.remove(card)
    values: dict[str, Any] = {
        "bonuses": [],
        "stack": [],
        "round": 1,
        "phase": "actions",
        "start_order": list(range(players)),
        "bag": bag,
        "market": list(market),
        "rooms": list(rooms),
        "deck": deck,
    }
    values.update(fields)
    return state.model_copy(update=values)


def settle(state: State) -> State:
    """Run the automatic steps on top of the stack until a decision is pending."""
    from meaculpa_tui.engine.context import Game
    from meaculpa_tui.engine.machine import complete, run

    g = Game(state)
    run(g)
    return complete(g)


def at_turn(state: State, seat: int, character: int, stage: int = 0, first: str = "") -> State:
    """``state`` in the action phase with ``seat`` to act as ``character``."""
    characters = list(state.characters)
    if characters[character] is None:
        characters[character] = seat
    stack = [("compare", 0), ("turns",), ("turn", seat, character, stage, first)]
    return settle(
        state.model_copy(
            update={"stack": stack, "active_character": character, "characters": characters}
        )
    )


def act(state: State, *actions: Any) -> State:
    """Apply ``actions`` one after the other."""
    for action in actions:
        state = engine.apply_action(state, action)
    return state


def kinds(state: State) -> set[str]:
    """The kinds of the legal actions."""
    return {action.kind for action in engine.legal_actions(state)}


def texts(state: State, seat: int | None = None) -> list[str]:
    """Every log text ``seat`` may read (None: public only), result lines included."""
    from shared.engine.log import visible_log

    out = []
    for entry in visible_log(state.log, seat):
        out.append(entry.text)
        out.extend(entry.lines)
    return out


def bid_all(state: State, bids: dict[int, tuple[int, int]]) -> State:
    """Every seat bids (notches, taler) as given, in the order the engine asks."""
    from meaculpa_tui.engine import actions as A

    while engine.pending_decision(state) == "bid":
        seat = engine.current_player(state)
        assert seat is not None
        notches, taler = bids[seat]
        state = act(state, A.BID_NOTCHES[notches - 1], A.bid_taler(taler))
    return state


def bidding(players: int = 4, **fields: Any) -> State:
    """A board waiting for everyone's bid (the round is prepared)."""
    stack: list[tuple[Any, ...]] = [("compare", 0), ("turns",), ("reveal",)]
    stack += [("bid", seat) for seat in reversed(range(players))]
    fields.setdefault("emperor_crew", True)
    fields.setdefault("hut", 3)
    fields.setdefault("phase", "bidding")
    fields.setdefault("market", [2, 1, 2, 1, 1])
    return board(players, stack=stack, **fields)
