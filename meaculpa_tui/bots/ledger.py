"""What every seat holds, read from the public log: money, goods and letters behind the screens.

Nothing behind a screen changes unseen in Mea Culpa except through public acts: purchases,
sales, donations, the Merchant's stone, a card's free good, bids paid at the reveal, letters
picked or taken. Replaying those log lines from the start of the game gives each seat's money,
goods and letters exactly; the one gap is the colour of a letter given by the Emperor's card,
which only giver and receiver learn (MC-36), so the ledger assumes the giver's most plentiful
colour. The search deals hidden parts from here instead of guessing blindly.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from meaculpa_tui.engine import data, topics
from meaculpa_tui.engine.state import State

_MERCHANT_STAND_IN = " (nearest Hell, in the Merchant's place)"
_BID_PAID = "(pays the taler to the bank)"


@dataclass
class Ledger:
    """Each seat's money, goods and letters as the public log shows them."""

    money: list[int]
    goods: list[list[int]]
    letters: list[list[int]]
    #: Coins each seat has donated since the last evaluation, in order.
    coins: list[list[int]] = field(default_factory=list)


def read_ledger(view: State) -> Ledger:
    """Replay the public log of ``view`` into a :class:`Ledger`."""
    names = view.players
    n = len(names)
    ledger = Ledger(
        money=[data.STARTING_TALER] * n,
        goods=[[0] * len(data.GOODS) for _ in range(n)],
        letters=[[0] * len(data.COLOURS) for _ in range(n)],
        coins=[[] for _ in range(n)],
    )
    by_length = sorted(range(n), key=lambda seat: -len(names[seat]))
    for entry in view.log:
        if entry.seat is not None:
            continue
        text = entry.text
        if entry.kind == "result":
            if entry.topic == topics.BIDS:
                _bids(ledger, names, entry.lines)
            elif entry.topic == topics.EVALUATION:
                ledger.coins = [[] for _ in range(n)]
            continue
        for seat in by_length:
            name = names[seat]
            if text.startswith(name + " "):
                _sentence(ledger, names, seat, text[len(name) + 1 :])
                break
    return ledger


def _bids(ledger: Ledger, names: list[str], lines: tuple[str, ...] | list[str]) -> None:
    for line in lines:
        if not line.endswith(_BID_PAID + "."):
            continue
        for seat, name in enumerate(names):
            head = f". {name}: "
            if head in line:
                # "2. Ann: 1 notch + 3 taler = 4 (pays the taler to the bank)."
                taler = line.split(head, 1)[1].split(" + ", 1)[1].split(" taler", 1)[0]
                ledger.money[seat] -= int(taler)
                break


def _sentence(ledger: Ledger, names: list[str], seat: int, rest: str) -> None:
    """Apply one public sentence whose subject is ``seat`` (``rest`` follows the name)."""
    if rest.startswith(_MERCHANT_STAND_IN[1:]):
        rest = rest[len(_MERCHANT_STAND_IN) :]
    goods, letters = ledger.goods[seat], ledger.letters[seat]
    if rest.startswith("takes starting bonus "):
        bonus = int(rest[len("takes starting bonus ")].strip())
        colour = data.BONUS_LETTER[bonus - 1]
        if colour is not None:
            letters[colour] += 1
        return
    if rest.startswith("greedily buys "):
        for good in data.GOODS:
            if rest.startswith(f"greedily buys {data.GREEDY_GOODS} {data.GOOD_PLURAL[good]} for"):
                goods[good] += data.GREEDY_GOODS
                ledger.money[seat] -= data.BUY_PRICE[good]
                return
        return
    if rest.startswith("buys "):
        for colour in data.BUYABLE_COLOURS:
            if rest.startswith(f"buys a {data.COLOUR_NAMES[colour]} Letter"):
                letters[colour] += 1
                ledger.money[seat] -= data.LETTER_PRICE
                return
        for good in data.GOODS:
            if rest.startswith(f"buys {data.GOOD_ONE[good]} for"):
                goods[good] += 1
                ledger.money[seat] -= data.BUY_PRICE[good]
                return
        return
    if rest.startswith("sells "):
        for good in data.GOODS:
            if rest.startswith(f"sells {data.GOOD_ONE[good]} for"):
                goods[good] -= 1
                ledger.money[seat] += data.SELL_PRICE[good]
                return
        return
    if rest.startswith("donates "):
        for good in data.GOODS:
            if rest == f"donates {data.GOOD_ONE[good]}.":
                goods[good] -= 1
                return
        for coin in data.COINS:
            if rest == f"donates a {coin}-taler coin.":
                ledger.money[seat] -= coin
                ledger.coins[seat].append(coin)
                return
        return
    if rest.startswith("takes "):
        for good in data.GOODS:
            if rest.startswith(f"takes {data.GOOD_ONE[good]} from the market"):
                goods[good] += 1
                return
        for colour in data.BUYABLE_COLOURS:
            if rest.endswith(f"swaps it for a {data.COLOUR_NAMES[colour]} letter."):
                letters[colour] += 1
                return
        if rest.startswith("takes the yellow Letter"):
            letters[data.YELLOW] += 1
        return
    if rest.startswith("puts ") and rest.endswith(" taler into the chest."):
        ledger.coins[seat].append(int(rest.split(" ")[1]))
        return
    if rest.startswith("picks a "):
        for colour in data.COLOURS:
            if rest == f"picks a {data.COLOUR_NAMES[colour]} letter.":
                letters[colour] += 1
                return
        return
    if rest.startswith("gives "):
        _gift(ledger, names, seat, rest[len("gives ") :])


def _gift(ledger: Ledger, names: list[str], giver: int, rest: str) -> None:
    for receiver in sorted(range(len(names)), key=lambda seat: -len(names[seat])):
        name = names[receiver]
        if not rest.startswith(name + " "):
            continue
        what = rest[len(name) + 1 :]
        held = ledger.letters[giver]
        colour = max(data.COLOURS, key=lambda c: held[c])
        for known in data.COLOURS:
            if what == f"a {data.COLOUR_NAMES[known]} Letter of Indulgence.":
                colour = known
        held[colour] -= 1
        ledger.letters[receiver][colour] += 1
        return
