"""What a seat can work out from its own view: letter worth, den danger, posts, donation ranks.

Everything here reads only fields a view keeps for every seat (souls, posts, dens, Pope
stones, public donation totals, sites, market) plus the reading seat's own secrets, so the
same functions serve the heuristic bot on a view and the search on a sampled full state.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import lru_cache
from typing import TypeVar

from meaculpa_tui.bots import weights
from meaculpa_tui.engine import data
from meaculpa_tui.engine.evaluation import pick_order
from meaculpa_tui.engine.state import State, hell_key

T = TypeVar("T")

#: Values worked out for the state most recently asked about (a decision asks many times).
_memo: dict[Hashable, object] = {}
_memo_state: list[State | None] = [None]


def _cached(s: State, key: Hashable, compute: Callable[[], T]) -> T:
    """``compute()`` once per state and key: the bots ask the same questions many times."""
    if _memo_state[0] is not s:
        _memo.clear()
        _memo_state[0] = s
    if key in _memo:
        return _memo[key]  # type: ignore[return-value]
    value = _memo[key] = compute()
    return value


# --- letters ------------------------------------------------------------------------------------


def letter_steps(letters: list[int]) -> int:
    """Steps towards Heaven the letters score at the end: 8 a full set, 1 any other letter."""
    sets = min(letters)
    return sets * data.SET_STEPS + (sum(letters) - sets * len(data.COLOURS))


def letter_gain(letters: list[int], colour: int) -> float:
    """Worth of one more letter of ``colour``: its score now plus progress towards a set."""
    more = list(letters)
    more[colour] += 1
    gain: float = letter_steps(more) - letter_steps(letters)
    # A colour we are short of brings the next set nearer even if it does not complete it.
    if more[colour] <= max(letters):
        gain += (data.SET_STEPS - len(data.COLOURS)) / len(data.COLOURS)
    return float(gain)


def letter_loss(letters: list[int], colour: int) -> float:
    """What giving away a letter of ``colour`` costs."""
    fewer = list(letters)
    fewer[colour] -= 1
    return float(letter_steps(letters) - letter_steps(fewer))


# --- time -----------------------------------------------------------------------------------------


def site_progress(s: State, site: int) -> int:
    """Crews a site has had: 2 per nave plus those on it (4 finishes it)."""
    if s.spires[site]:
        return 2 * data.CREWS_PER_PART
    return data.CREWS_PER_PART * s.naves[site] + s.site_crews[site]


def leading_site(s: State) -> int:
    """The unfinished site nearest completion (the next evaluation, most likely)."""
    return _cached(s, "leading_site", lambda: _leading_site(s))


def _leading_site(s: State) -> int:
    open_sites = [site for site in range(data.SITES) if not s.spires[site]]
    return max(open_sites, key=lambda site: site_progress(s, site)) if open_sites else 0


def urgency(s: State) -> float:
    """0 early, 1 when the last evaluation is one crew away: money then buys nothing more."""
    total = 2 * data.CREWS_PER_PART * data.LAST_EVALUATION
    done = 2 * data.CREWS_PER_PART * s.evaluations + site_progress(s, leading_site(s))
    return min(1.0, done / (total - 1))


def taler_worth(s: State) -> float:
    """Steps one taler is worth now."""
    return _cached(s, "taler_worth", lambda: _taler_worth(s))


def _taler_worth(s: State) -> float:
    return weights.TALER_STEPS * (1.0 - (1.0 - weights.LATE_TALER_SHARE) * urgency(s))


# --- dens -----------------------------------------------------------------------------------------


def risky_dens(stones: list[int]) -> frozenset[int]:
    """Dens one Pope-stone move can punish (a den with two stones draws the third)."""
    return _risky_dens(tuple(stones))


@lru_cache(maxsize=64)
def _risky_dens(stones: tuple[int, ...]) -> frozenset[int]:
    risky: set[int] = set()
    for target in data.DENS:
        if stones[target] == data.POPE_STONES - 1:
            risky |= {den for den in data.DENS if den != target}
    return frozenset(risky)


def sin_cost(s: State, den: int, count: int, seat: int) -> float:
    """Expected steps ``count`` sin stones in ``den`` cost ``seat`` (running out costs more)."""
    each = weights.RISKY_SIN_STEPS if den in risky_dens(s.pope_stones) else weights.SAFE_SIN_STEPS
    short = max(0, count - s.sin_stones[seat])
    return each * count + short * weights.OUT_OF_STONES_STEPS


def punishment_gain(s: State, seat: int, target: int) -> float:
    """Relative steps ``seat`` gains if all Pope stones meet at ``target`` by its hand.

    Every other seat descends one step per stone in the two other dens; the placer is forgiven.
    Measured against the best-placed rival, which is what decides the game.
    """
    n = len(s.players)
    hits = [sum(s.dens[den][o] for den in data.DENS if den != target) for o in range(n)]
    others = [o for o in range(n) if o != seat]
    if not others:
        return 0.0
    return sum(hits[o] for o in others) / len(others)


# --- posts ----------------------------------------------------------------------------------------


def notch_cost(s: State, seat: int, notches: int) -> float:
    """Steps turning the post ``notches`` higher is likely to cost at the comparison."""
    if notches <= 0:
        return 0.0
    return (
        post_penalty(s, seat, s.posts[seat] + notches)
        - post_penalty(s, seat, s.posts[seat])
        + weights.NOTCH_STEPS * notches
    )


def post_penalty(s: State, seat: int, post: int) -> float:
    """Steps towards Hell a post of ``post`` would cost if the posts were compared now."""
    others = [s.posts[o] for o in range(len(s.players)) if o != seat]
    if not others:
        return 0.0
    top = max(others)
    if post < top:
        return 0.0
    if post == top:
        # Tied: only the tied soul farther from Hell moves.
        rivals = [o for o in range(len(s.players)) if o != seat and s.posts[o] == top]
        if all(hell_key(s, seat) > hell_key(s, o) for o in rivals):
            return 0.0
    return float(post - min(others))


# --- donations ------------------------------------------------------------------------------------


def points_of(row: list[int], category: int, base: int = 0) -> int:
    """Donation points of a chest or donation row (``base`` picks a compartment)."""
    if category == data.CATEGORY_MONEY:
        return row[base + data.CHEST_MONEY]
    return sum(
        row[base + good] * data.DONATION_POINTS[good]
        for good in data.GOODS
        if data.CATEGORY_OF_GOOD[good] == category
    )


def own_points(s: State, seat: int, compartment: int, category: int) -> int:
    """``seat``'s points in a compartment: exact from its own chest, else its public total."""
    chest = s.chests[seat]
    if chest is None:
        return points_of(s.donated[seat], category)
    return points_of(chest, category, compartment * data.CHEST_SLOTS)


def rival_points(s: State, seat: int, compartment: int, category: int) -> list[tuple[float, int]]:
    """Estimated points of each other seat in ``compartment``, from public donation totals."""
    share = 1.0
    if compartment == 1 and s.evaluations == 0:
        share = weights.OTHERS_SECOND_SHARE
    return [
        (points_of(s.donated[o], category) * share, o) for o in range(len(s.players)) if o != seat
    ]


def display_size(s: State, compartment: int, category: int) -> int:
    """Letters likely laid out when ``compartment`` is evaluated in ``category``."""
    if compartment == s.evaluations:
        return len(data.SITE_LETTERS[leading_site(s)][category])
    sizes = [len(data.SITE_LETTERS[site][category]) for site in range(data.SITES)]
    return round(sum(sizes) / len(sizes))


def expected_letters(
    s: State, seat: int, mine: float, rivals: Sequence[tuple[float, int]], letters: int
) -> float:
    """Letters ``seat`` takes with ``mine`` points against ``rivals`` (ties: nearer Hell)."""
    if mine <= 0 or letters <= 0:
        return 0.0
    ahead = 0
    donors = 1
    key: tuple[int, int] | None = None
    for points, other in rivals:
        if points <= 0:
            continue
        donors += 1
        if points > mine:
            ahead += 1
        elif points == mine:
            key = key or hell_key(s, seat)
            if hell_key(s, other) > key:
                ahead += 1
    if ahead >= 2:
        return 0.0
    if donors == 1:
        return float(letters)
    if len(s.players) == data.TWO_PLAYERS:
        order = pick_order([seat, -1] if ahead == 0 else [-1, seat], letters, len(s.players))
        return float(order.count(seat))
    return float((letters + 1) // 2 if ahead == 0 else letters // 2)


def donation_outlook(s: State, seat: int, compartment: int, category: int, extra: int) -> float:
    """Steps expected from ``compartment`` in ``category`` after donating ``extra`` points."""
    key = ("outlook", seat, compartment, category, extra)
    return _cached(s, key, lambda: _donation_outlook(s, seat, compartment, category, extra))


def _donation_outlook(s: State, seat: int, compartment: int, category: int, extra: int) -> float:
    mine = own_points(s, seat, compartment, category) + extra
    rivals = rival_points(s, seat, compartment, category)
    size = display_size(s, compartment, category)
    letters = expected_letters(s, seat, mine, rivals, size)
    best_rival = max((p for p, _ in rivals), default=0.0)
    margin = min(max(0.0, mine - best_rival), weights.MARGIN_CAP) if mine else 0.0
    return letters * weights.DONATED_LETTER_STEPS + margin * weights.MARGIN_STEPS


def open_compartments(s: State) -> list[int]:
    """Compartments still to be evaluated."""
    return list(range(s.evaluations, data.COMPARTMENTS))


def best_compartment(s: State, seat: int, category: int, points: int) -> tuple[float, int]:
    """(gain in steps, compartment) of the best place for ``points`` more in ``category``."""
    best = (-1.0, open_compartments(s)[0] if open_compartments(s) else data.COMPARTMENTS - 1)
    for compartment in open_compartments(s):
        gain = donation_outlook(s, seat, compartment, category, points) - donation_outlook(
            s, seat, compartment, category, 0
        )
        if gain > best[0]:
            best = (gain, compartment)
    return best


def standing_lead(s: State, seat: int, compartment: int) -> float:
    """Steps ``seat`` expects from evaluating ``compartment`` now, over the average rival."""
    key = ("lead", seat, compartment)
    return _cached(s, key, lambda: _standing_lead(s, seat, compartment))


def _standing_lead(s: State, seat: int, compartment: int) -> float:
    mine = sum(donation_outlook(s, seat, compartment, c, 0) for c in data.CATEGORIES)
    n = len(s.players)
    others = []
    for o in range(n):
        if o == seat:
            continue
        total = 0.0
        for category in data.CATEGORIES:
            own = points_of(s.donated[o], category)
            rivals = [
                (points_of(s.donated[x], category), x) for x in range(n) if x not in (o, seat)
            ]
            rivals.append((own_points(s, seat, compartment, category), seat))
            size = len(data.SITE_LETTERS[leading_site(s)][category])
            total += expected_letters(s, o, own, rivals, size) * weights.DONATED_LETTER_STEPS
        others.append(total)
    return mine - (sum(others) / len(others) if others else 0.0)
