"""The ``mcts`` bot: the heuristic's best few moves compared on shared samples of full states.

:func:`determinize` turns the bot's view into a full state: money, goods and letters behind
the other screens come from the public log (:mod:`meaculpa_tui.bots.ledger`), the split of each
chest between its compartments, bids not yet revealed, a Pope die not yet revealed and the
order of the House of Pleasure deck are dealt at random consistently with what is public, and
the random generator gets a fresh state (so bag draws differ between samples). The search
(:mod:`shared.engine.mcts`) plays every candidate from each sample, continues with short
play-outs in the heuristic's habits (:func:`rollout_policy`) and scores positions with
:func:`evaluate`: each soul's estimated final place after letters, expected donations, sins
and posts, relative to the best rival.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from meaculpa_tui import engine
from meaculpa_tui.bots import knowledge, weights
from meaculpa_tui.bots.heuristic import choose_action, good_worth, ranked_actions
from meaculpa_tui.bots.ledger import Ledger, read_ledger
from meaculpa_tui.engine import data, frames
from meaculpa_tui.engine.legal import visitable_rooms
from meaculpa_tui.engine.state import State, hell_key
from shared.engine.fast_models import construct, field_values, fields_given
from shared.engine.mcts import MctsBot, SearchGame

#: Default thinking time per decision, in seconds (the issue allows at most 2).
DEFAULT_SECONDS = 1.0
#: Play-out actions after the searched move, before the position is scored: about a round of
#: turns at four seats. Shorter play-outs let the evaluation's blind spots choose the move
#: (depth 12 won 38% of 96 games against three heuristic bots at 0.25 s a decision, 40 won 50%;
#: 80 won no more, at four times the median decision).
ROLLOUT_DEPTH = 40
#: Taler amounts the search considers for a bid (the heuristic's bids lie among them).
BID_TALER_CHOICES = frozenset((0, 1, 2, 3, 5, 8))
#: Notches the search considers for a bid: a high post costs steps at the comparison.
BID_NOTCH_CHOICES = frozenset((1, 2, 3))
#: Chance an opponent's donation went into compartment I before the first evaluation.
FIRST_COMPARTMENT_SHARE = 0.5
#: Root actions searched: the heuristic's best few (the search cannot tell more apart in time).
ROOT_CANDIDATES = 4
#: Decisions left to the heuristic: narrow, or decided by a rule the search cannot improve.
HEURISTIC_DECISIONS = frozenset(
    (frames.BONUS, frames.BID, frames.LETTER_PICK, frames.GIFT, frames.DEN_CHOICE, frames.GUESS)
)

#: What an opponent's hidden bid is dealt from (the bots bid low; people mostly do too).
SAMPLED_BID_NOTCHES = (1, 1, 2, 3)
SAMPLED_BID_TALER = (0, 0, 1, 2, 3, 5)
#: Share of its worth a compartment evaluated after the next one is counted with (the game
#: may end, or rivals catch up, before then).
LATER_EVALUATION_SHARE = 0.8
#: Play-out habits: how often a held good is donated or sold, and a coin donated.
ROLLOUT_GOOD_CHANCE = 0.5
ROLLOUT_COIN_CHANCE = 0.3

_MASK = (1 << 64) - 1


# --- sampling the hidden parts ------------------------------------------------------------------


def _ledger_of(view: State, cache: dict[str, Any]) -> Ledger:
    """The ledger of ``view``'s log, read once per decision."""
    key = (id(view), len(view.log))
    if cache.get("key") != key:
        cache["key"] = key
        cache["ledger"] = read_ledger(view)
    return cache["ledger"]


def determinize(
    view: State, seat: int, rng: random.Random, cache: dict[str, Any] | None = None
) -> State:
    """A full state that agrees with every public part of ``view`` and with ``seat``'s secrets."""
    ledger = _ledger_of(view, cache if cache is not None else {})
    n = len(view.players)
    values = dict(field_values(view))
    money = list(view.money)
    goods = [list(row) if row is not None else None for row in view.goods]
    letters = [list(row) if row is not None else None for row in view.letters]
    chests = [list(row) if row is not None else None for row in view.chests]
    for o in range(n):
        if o == seat:
            continue
        money[o] = max(0, ledger.money[o])
        goods[o] = [max(0, x) for x in ledger.goods[o]]
        letters[o] = [max(0, x) for x in ledger.letters[o]]
        chests[o] = _deal_chest(view, ledger, o, rng)
    _balance_letters(view, letters, seat, rng)
    values["money"] = money
    values["goods"] = goods
    values["letters"] = letters
    values["chests"] = chests
    if not view.bids_revealed:
        notches, taler = list(view.bid_notches), list(view.bid_taler)
        waiting = {f.seat for f in view.stack if isinstance(f, frames.Bid)}
        for o in range(n):
            if o != seat and o not in waiting:
                notches[o] = rng.choice(SAMPLED_BID_NOTCHES)
                taler[o] = min(money[o] or 0, rng.choice(SAMPLED_BID_TALER))
        values["bid_notches"], values["bid_taler"] = notches, taler
    if view.pope_die is None:
        reveal = next((f for f in view.stack if isinstance(f, frames.PopeReveal)), None)
        if reveal is not None:
            post = view.posts[reveal.pope]
            values["pope_die"] = rng.choice(visitable_rooms(view, post, True))
    deck = list(view.deck)
    rng.shuffle(deck)
    values["deck"] = deck
    values["rng"] = rng.getrandbits(64) & _MASK
    # The search never reads the log; an empty one keeps each simulated action cheap.
    values["log"] = []
    values["stack"] = list(view.stack)
    return construct(State, values, set(fields_given(view)))


def _deal_chest(view: State, ledger: Ledger, seat: int, rng: random.Random) -> list[int]:
    """Split a seat's public donations between its compartments (after the first evaluation
    everything left is taken to lie in compartment II)."""
    slots = data.CHEST_SLOTS
    chest = [0] * (slots * data.COMPARTMENTS)
    donated = view.donated[seat]
    if view.evaluations >= 1:
        chest[slots:] = donated
        return chest
    for good in data.GOODS:
        for _ in range(donated[good]):
            compartment = 0 if rng.random() < FIRST_COMPARTMENT_SHARE else 1
            chest[compartment * slots + good] += 1
    coins = list(ledger.coins[seat])
    rest = donated[data.CHEST_MONEY] - sum(coins)
    if rest > 0:
        coins.append(rest)
    total = 0
    for coin in coins:
        if total + coin > donated[data.CHEST_MONEY]:
            coin = donated[data.CHEST_MONEY] - total
        compartment = 0 if rng.random() < FIRST_COMPARTMENT_SHARE else 1
        chest[compartment * slots + data.CHEST_MONEY] += coin
        total += coin
    return chest


def _balance_letters(
    view: State, letters: list[list[int] | None], seat: int, rng: random.Random
) -> None:
    """Make the letters add up to the 51 of the game (a gift's unknown colour may be off)."""
    held = [0] * len(data.COLOURS)
    for row in letters:
        for colour, count in enumerate(row or ()):
            held[colour] += count
    others = [o for o in range(len(view.players)) if o != seat]
    for colour in data.COLOURS:
        outside = view.letter_supply[colour] + view.display.count(colour)
        outside += int(colour == data.YELLOW and view.suite6_letter)
        missing = data.LETTER_SUPPLY[colour] - outside - held[colour]
        while missing > 0 and others:
            row = letters[rng.choice(others)]
            assert row is not None
            row[colour] += 1
            missing -= 1
        while missing < 0:
            owners = [o for o in others if (letters[o] or [0] * 4)[colour] > 0]
            if not owners:
                break
            row = letters[rng.choice(owners)]
            assert row is not None
            row[colour] -= 1
            missing += 1


# --- scoring ------------------------------------------------------------------------------------


def estimated_places(s: State) -> list[float]:
    """Each soul's expected final space (lower is nearer Heaven) on a full state."""
    cached = _places_memo
    if cached and cached[0] is s:
        return cached[1]
    places = _estimated_places(s)
    _places_memo[:] = [s, places]
    return places


#: The last state scored and its places (each seat on a path asks about the same state).
_places_memo: list[Any] = []


def _estimated_places(s: State) -> list[float]:
    n = len(s.players)
    places = [float(s.souls[o]) for o in range(n)]
    tw = knowledge.taler_worth(s)
    risky = knowledge.risky_dens(s.pope_stones)
    for o in range(n):
        letters = s.letters[o] or [0] * len(data.COLOURS)
        places[o] -= knowledge.letter_steps(letters)
        goods = s.goods[o] or [0] * len(data.GOODS)
        places[o] -= (s.money[o] or 0) * tw + sum(good_worth(s, g) * goods[g] for g in data.GOODS)
        for den in data.DENS:
            each = weights.RISKY_SIN_STEPS if den in risky else weights.SAFE_SIN_STEPS
            places[o] += each * s.dens[den][o]
    for compartment in knowledge.open_compartments(s):
        weight = 1.0 if compartment == s.evaluations else LATER_EVALUATION_SHARE
        for category in data.CATEGORIES:
            points = [
                knowledge.points_of(
                    s.chests[o] or [0] * 10, category, compartment * data.CHEST_SLOTS
                )
                for o in range(n)
            ]
            size = knowledge.display_size(s, compartment, category)
            for o in range(n):
                if points[o]:
                    rivals = [(points[x], x) for x in range(n) if x != o]
                    won = knowledge.expected_letters(s, o, points[o], rivals, size)
                    places[o] -= weight * won * weights.DONATED_LETTER_STEPS
    if s.bids_revealed and s.phase != "over":
        posts = s.posts
        high, low = max(posts), min(posts)
        if high > low:
            tied = [o for o in range(n) if posts[o] == high]
            mover = min(tied, key=lambda o: hell_key(s, o))
            places[mover] += high - low
    return places


def evaluate(state: State, seat: int) -> float:
    """How good ``state`` is for ``seat`` in [0, 1]: 1 or 0 once the game is over."""
    if state.phase == "over":
        return 1.0 if seat in state.winning_seats else 0.0
    places = estimated_places(state)
    rivals = [places[o] for o in range(len(places)) if o != seat]
    lead = min(rivals) - places[seat] if rivals else 0.0
    return 1.0 / (1.0 + math.exp(-lead / weights.STANDING_SCALE))


# --- the engine as the search sees it -------------------------------------------------------------


def search_options(state: State, legal: Sequence[Any]) -> list[Any]:
    """The legal actions worth searching: no take-backs, a few bid sizes only."""
    kept = [a for a in legal if a.kind != "take_back"]
    if kept and kept[0].kind == "bid_taler":
        kept = [a for a in kept if a.taler in BID_TALER_CHOICES] or kept[:1]
    elif kept and kept[0].kind == "bid_notches":
        kept = [a for a in kept if a.notches in BID_NOTCH_CHOICES]
    return kept


class SearchEngine:
    """The Mea Culpa engine with the narrowed action lists of :func:`search_options`."""

    GAME_NAME = engine.GAME_NAME

    @staticmethod
    def is_over(state: State) -> bool:
        return state.phase == "over"

    @staticmethod
    def current_player(state: State) -> int | None:
        return engine.current_player(state)

    @staticmethod
    def legal_actions(state: State) -> list[Any]:
        return search_options(state, engine.legal_actions(state))

    @staticmethod
    def apply_action(state: State, action: Any) -> State:
        return engine.apply_action(state, action)


def rollout_policy(state: State, legal: Sequence[Any], rng: random.Random) -> Any:
    """A quick play-out move: the heuristic's habits in a few rules, cheap enough to play
    hundreds of moves per decision (the full heuristic would leave the search a handful)."""
    frame = state.stack[-1]
    if isinstance(frame, frames.Turn):
        return _quick_turn(state, frame.seat, frame.stage, legal, rng)
    if frame.kind in (frames.BID, frames.SINNER_VISIT, frames.DONATE_MORE):
        return legal[0]
    return legal[rng.randrange(len(legal))]


def _quick_turn(
    state: State, seat: int, stage: int, legal: Sequence[Any], rng: random.Random
) -> Any:
    """Buy a letter, else a good now and then, else donate or sell a held good, else stop."""
    if stage:
        return legal[0]
    kinds: dict[str, list[Any]] = {}
    for action in legal:
        kinds.setdefault(action.kind, []).append(action)
    for kind in ("buy_letter", "buy_good"):
        if kind in kinds:
            return kinds[kind][rng.randrange(len(kinds[kind]))]
    for kind in ("donate_good", "sell"):
        if kind in kinds and rng.random() < ROLLOUT_GOOD_CHANCE:
            return kinds[kind][rng.randrange(len(kinds[kind]))]
    if "donate_coin" in kinds and rng.random() < ROLLOUT_COIN_CHANCE:
        return kinds["donate_coin"][-1]
    return legal[0]


def search_game() -> SearchGame:
    """The Mea Culpa search, with its own ledger cache."""
    cache: dict[str, Any] = {}

    def deal(view: State, seat: int, rng: random.Random) -> State:
        return determinize(view, seat, rng, cache)

    return SearchGame(
        engine=SearchEngine(),  # type: ignore[arg-type]
        determinize=deal,
        evaluate=evaluate,
        rollout_policy=rollout_policy,
    )


class MeaCulpaMctsBot:
    """Searches the decisions that matter; leaves narrow, rule-like ones to the heuristic."""

    kind = "mcts"
    uses_view = True

    def __init__(
        self, seed: int = 0, seconds: float = DEFAULT_SECONDS, rollout_depth: int = ROLLOUT_DEPTH
    ) -> None:
        self._search = MctsBot(
            search_game(), seed=seed, seconds=seconds, rollout_depth=rollout_depth
        )

    @property
    def seconds(self) -> float:
        return self._search.seconds

    def choose(self, view: State, seat: int, legal: Sequence[Any]) -> Any:
        """One legal action: searched, or the heuristic's for a narrow decision."""
        options = search_options(view, legal)
        if len(options) == 1:
            return options[0]
        if engine.pending_decision(view) in HEURISTIC_DECISIONS:
            return choose_action(view, seat, legal)
        candidates = ranked_actions(view, seat, options)[:ROOT_CANDIDATES]
        if len(candidates) == 1:
            return candidates[0]
        return self._search.choose(view, seat, candidates)


__all__ = ["MeaCulpaMctsBot", "determinize", "evaluate"]
