"""Every number of Sinners in one place: the card list, hand size, thresholds, bonuses, the goal.

The rulebook's card tables lost their values, genders and four abilities; the project's
decisions SN-1 and SN-2 supply them, and they reproduce the rulebook's scoring example. No
other module of the engine writes a rules number as a literal: they all read it from here, so
a reader checking the rules against the code needs to look at this file only.
"""

from __future__ import annotations

from typing import Final, NamedTuple

# --- Card types -------------------------------------------------------------------------------
# Plain integers (not an enum) because they are compared millions of times in random games.

GLUTTONOUS: Final = 0
SLOTHFUL: Final = 1
ENVIOUS: Final = 2
WRATHFUL: Final = 3
SELFISH: Final = 4
GREEDY: Final = 5
LUSTFUL: Final = 6
PROUD: Final = 7
DECEIVER: Final = 8
DOER_OF_GOOD: Final = 9
BAPTISM: Final = 10
PENANCE: Final = 11
MATRIMONY: Final = 12
EUCHARIST: Final = 13
CONFIRMATION: Final = 14
HOLY_ORDERS: Final = 15
ANOINTING: Final = 16
MURDERER: Final = 17
DEATH: Final = 18
SIN: Final = 19
BELIAL: Final = 20
BEELZEBUB: Final = 21
MULCIBER: Final = 22
ASMODEUS: Final = 23
LEVIATHAN: Final = 24
MAMMON: Final = 25
MOLOCH: Final = 26
#: The kinds of sinner a Eucharist lures from the other churches.
EUCHARIST_LURES: Final = (GLUTTONOUS, GREEDY)

TYPE_NAMES: Final[tuple[str, ...]] = (
    "Gluttonous",
    "Slothful",
    "Envious",
    "Wrathful",
    "Selfish",
    "Greedy",
    "Lustful",
    "Proud",
    "Deceiver",
    "Doer of Good",
    "Baptism",
    "Penance",
    "Matrimony",
    "Eucharist",
    "Confirmation",
    "Holy Orders",
    "Anointing",
    "Murderer",
    "Death",
    "Sin",
    "Belial",
    "Beelzebub",
    "Mulciber",
    "Asmodeus",
    "Leviathan",
    "Mammon",
    "Moloch",
)

#: The nine sins (SN-2: Deceiver included; Doers of Good, Murderers, Demons, Sacraments are not).
SINNER_TYPES: Final[frozenset[int]] = frozenset(range(GLUTTONOUS, DECEIVER + 1))
#: Types a set can be started of or extended with (the nine sins and Doers of Good).
SET_TYPES: Final[tuple[int, ...]] = tuple(range(GLUTTONOUS, DOER_OF_GOOD + 1))
SACRAMENT_TYPES: Final[frozenset[int]] = frozenset(range(BAPTISM, ANOINTING + 1))
DEMON_TYPES: Final[tuple[int, ...]] = tuple(range(DEATH, MOLOCH + 1))

MALE: Final = "M"
FEMALE: Final = "F"


class CardRow(NamedTuple):
    """One row of SN-1: a card type, the worth and gender of each copy in ONE deck."""

    type: int
    worths: tuple[int, ...]
    genders: tuple[str | None, ...]


def _genders(pattern: str) -> tuple[str | None, ...]:
    return tuple(pattern)


#: SN-1: one deck (3-5 players shuffle two identical decks together; 2 players use one).
DECK_ROWS: Final[tuple[CardRow, ...]] = (
    CardRow(GLUTTONOUS, (1, 1, 1, 2, 2), _genders("MFMFM")),
    CardRow(SLOTHFUL, (1, 2, 2, 2, 3), _genders("FMFMF")),
    CardRow(ENVIOUS, (1, 1, 2, 2, 3), _genders("MFMFM")),
    CardRow(WRATHFUL, (1, 1, 1, 2, 2), _genders("FMFMF")),
    CardRow(SELFISH, (2, 2, 3, 3, 4), _genders("MFMFM")),
    CardRow(GREEDY, (1, 1, 2, 2, 3), _genders("FMFMF")),
    CardRow(LUSTFUL, (2, 2, 3, 3, 4), _genders("MFMFM")),
    CardRow(PROUD, (2, 2, 3, 3, 4), _genders("FMFMF")),
    CardRow(DECEIVER, (1, 2, 2, 3, 3), _genders("MFMFM")),
    CardRow(DOER_OF_GOOD, (1, 1, 2, 2, 3), (None,) * 5),
    CardRow(BAPTISM, (0, 0, 0), (None,) * 3),
    CardRow(PENANCE, (0, 0, 0), (None,) * 3),
    CardRow(MATRIMONY, (0, 0), (None,) * 2),
    CardRow(EUCHARIST, (0,), (None,)),
    CardRow(CONFIRMATION, (0,), (None,)),
    CardRow(HOLY_ORDERS, (0, 0), (None,) * 2),
    CardRow(ANOINTING, (0,), (None,)),
)

#: Murderers outside the decks: how many exist, and what each is worth.
MURDERER_COUNT: Final = 10
MURDERER_WORTH: Final = 5
#: Murderers used in a round: twice the player count (one face up per church, rest to Limbo).
MURDERERS_PER_PLAYER: Final = 2
#: Demons are worth nothing in themselves; their abilities score.
DEMON_WORTH: Final = 0

#: How many decks a table of n players shuffles together (SN-1).
DECKS_FOR_PLAYERS: Final[dict[int, int]] = {2: 1, 3: 2, 4: 2, 5: 2}
PLAYER_COUNTS: Final[tuple[int, ...]] = tuple(sorted(DECKS_FOR_PLAYERS))

# --- Turn -------------------------------------------------------------------------------------

HAND_SIZE: Final = 12
#: Preaching views this many cards from the top of the Draw Deck.
PREACH_VIEW: Final = 2
PILE_NAMES: Final[tuple[str, ...]] = ("left", "right")
#: A new set needs this many cards, or SLOTHFUL_SET_SIZE with Slothful 3+ in church (SN-16).
SET_SIZE: Final = 3
SLOTHFUL_SET_SIZE: Final = 2
#: Matrimony lays exactly this pair: one male and one female Sinner.
MATRIMONY_GENDERS: Final[tuple[str, str]] = (MALE, FEMALE)
#: Cards that must stay in hand during phase B: the last card is always discarded in phase C.
CARDS_KEPT_FOR_DISCARD: Final = 1

# --- Abilities: how many of a type in church make the ability work ---------------------------

GLUTTONOUS_THRESHOLD: Final = 3
SLOTHFUL_THRESHOLD: Final = 3
ENVIOUS_THRESHOLD: Final = 3
WRATHFUL_ANY_CARD_THRESHOLD: Final = 3
WRATHFUL_TRIGGER_THRESHOLD: Final = 4
SELFISH_THRESHOLD: Final = 2
GREEDY_THRESHOLD: Final = 3
LUSTFUL_THRESHOLD: Final = 3
PROUD_THRESHOLD: Final = 3

# --- Scoring ----------------------------------------------------------------------------------

GLUTTONOUS_BONUS_PER_TYPE: Final = 2
ENVIOUS_BONUS_PER_SACRAMENT: Final = 1
PROUD_BONUS_PER_PLAYER: Final = 3
SIN_BONUS: Final = 10
BEELZEBUB_BONUS: Final = 13
MULCIBER_BONUS: Final = 10
ASMODEUS_BONUS: Final = 10
LEVIATHAN_BONUS_PER_SACRAMENT: Final = 1
MAMMON_BONUS: Final = 10
MOLOCH_BONUS: Final = 10

#: The first total to reach this many souls ends the game after that round (SN-10).
GOAL: Final = 100
