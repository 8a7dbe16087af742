"""Shared helpers of the Mea Culpa engine tests: seeded random play and the conservation audit."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from meaculpa_tui import engine
from meaculpa_tui.engine import data, frames
from meaculpa_tui.engine.state import State

NAMES = ("Anna", "Ben", "Cleo", "Dirk")


_GOODS_TOTAL = [*data.GOOD_COUNTS, data.INDULGENCE_STONES]
_SLOTS = data.CHEST_SLOTS
_CARDS = sorted(c for c, copies in enumerate(data.CARD_COPIES) for _ in range(copies))


def audit(state: State, *, cards: bool = True) -> None:
    """Conservation and bounds that must hold after every action (the issue's list).

    35 goods and 6 indulgence stones (bag, market, screens, chests, unchosen bonuses, items
    waiting for their compartment), 51 letters (supply, display, Suite 6, screens), 7 sin
    stones per seat, 4 crews, one soul per space except the start space and Heaven, posts
    1-6, money never negative; and the 19 cards (deck, discards, rooms). Written for speed:
    the property tests run it after every action of thousands of games.
    """
    n = len(state.players)
    stones = [b + m for b, m in zip(state.bag, state.market, strict=True)]
    letters = list(state.letter_supply)
    for colour in state.display:
        letters[colour] += 1
    if state.suite6_letter:
        letters[data.YELLOW] += 1
    posts = state.posts
    money = state.money
    low = min
    dens = state.dens
    for seat in range(n):
        goods = state.goods[seat]
        chest = state.chests[seat]
        one, two = chest[:_SLOTS], chest[_SLOTS:]
        both = [x + y for x, y in zip(one, two, strict=True)]
        assert state.donated[seat] == both, seat
        stones[0] += goods[0] + both[0]
        stones[1] += goods[1] + both[1]
        stones[2] += goods[2] + both[2]
        stones[3] += goods[3] + both[3]
        held = state.letters[seat]
        letters = [x + y for x, y in zip(letters, held, strict=True)]
        assert low(goods) >= 0 and low(held) >= 0 and low(chest) >= 0, seat
        assert money[seat] >= 0 and 1 <= posts[seat] <= 6, seat  # type: ignore[operator]
        lust, petty, greed = dens[0][seat], dens[1][seat], dens[2][seat]
        supply = state.sin_stones[seat]
        assert supply + lust + petty + greed == 7 and low(supply, lust, petty, greed) >= 0
    for frame in state.stack:
        if isinstance(frame, frames.Place) and frame.slot != data.CHEST_MONEY:
            stones[frame.slot] += frame.amount
    for bonus in state.bonuses:
        for good, count in enumerate(data.BONUS_GOODS[bonus - 1]):
            stones[good] += count
    assert stones == _GOODS_TOTAL, stones
    assert min(state.bag) >= 0 and min(state.market) >= 0
    assert letters == list(data.LETTER_SUPPLY), letters
    assert min(state.letter_supply) >= 0
    crews = state.hut + state.emperor_crew + sum(state.site_crews)
    assert crews == data.BUILDING_CREWS, crews
    assert state.hut >= 0 and min(state.site_crews) >= 0
    assert sum(state.pope_stones) == data.POPE_STONES and min(state.pope_stones) >= 0
    souls = state.souls
    over = state.phase == "over"
    spaces = [p for p in souls if p != data.HEAVEN and (over or p != data.START_SPACE)]
    assert len(spaces) == len(set(spaces)), souls
    lowest = data.HEAVEN if over else data.START_SPACE
    assert lowest <= min(souls) and max(souls) <= data.LAST_SPACE, souls
    if cards:
        hand = [*state.deck, *state.discard, *(c for c in state.rooms if c is not None)]
        assert len(hand) == data.DECK_SIZE and sorted(hand) == _CARDS


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
    stack = [frames.Compare(), frames.NextTurn(), frames.Turn(seat, character, stage, first)]
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
    from meaculpa_tui.engine import actions

    while engine.pending_decision(state) == "bid":
        seat = engine.current_player(state)
        assert seat is not None
        notches, taler = bids[seat]
        state = act(state, actions.BID_NOTCHES[notches - 1], actions.bid_taler(taler))
    return state


def bidding(players: int = 4, **fields: Any) -> State:
    """A board waiting for everyone's bid (the round is prepared)."""
    stack: list[frames.Frame] = [frames.Compare(), frames.NextTurn(), frames.Reveal()]
    stack += [frames.Bid(seat) for seat in reversed(range(players))]
    fields.setdefault("emperor_crew", True)
    fields.setdefault("hut", 3)
    fields.setdefault("phase", "bidding")
    fields.setdefault("market", [2, 1, 2, 1, 1])
    return board(players, stack=stack, **fields)
