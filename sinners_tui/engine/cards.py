"""The physical cards: every card of the box has a fixed integer id.

A state holds lists of ids, never card objects, so copying a state is cheap and its JSON stays
small. The facts of each id (type, worth, gender) live in the flat tuples below, built once from
the data module; the engine's hot loops index them directly.

Ids: the first deck (0-62), the second deck (63-125), the ten Murderers (126-135), the nine
Demons (136-144). A two-player game uses only the first deck.
"""

from __future__ import annotations

from typing import Final

from sinners_tui.engine import data

#: Placeholder id in a view for a card the viewer may not see (another hand, the deck, Limbo).
HIDDEN: Final = -1


def _build() -> tuple[list[int], list[int], list[str | None]]:
    types: list[int] = []
    worths: list[int] = []
    genders: list[str | None] = []
    for _deck in range(max(data.DECKS_FOR_PLAYERS.values())):
        for row in data.DECK_ROWS:
            for worth, gender in zip(row.worths, row.genders, strict=True):
                types.append(row.type)
                worths.append(worth)
                genders.append(gender)
    for _ in range(data.MURDERER_COUNT):
        types.append(data.MURDERER)
        worths.append(data.MURDERER_WORTH)
        genders.append(None)
    for demon in data.DEMON_TYPES:
        types.append(demon)
        worths.append(data.DEMON_WORTH)
        genders.append(None)
    return types, worths, genders


_TYPES, _WORTHS, _GENDERS = _build()

CARD_TYPE: Final[tuple[int, ...]] = tuple(_TYPES)
CARD_WORTH: Final[tuple[int, ...]] = tuple(_WORTHS)
CARD_GENDER: Final[tuple[str | None, ...]] = tuple(_GENDERS)
CARD_COUNT: Final = len(CARD_TYPE)

DECK_SIZE: Final = sum(len(row.worths) for row in data.DECK_ROWS)
MURDERER_IDS: Final[tuple[int, ...]] = tuple(
    card for card in range(CARD_COUNT) if CARD_TYPE[card] == data.MURDERER
)
DEMON_IDS: Final[tuple[int, ...]] = tuple(
    card for card in range(CARD_COUNT) if CARD_TYPE[card] in data.DEMON_TYPES
)
#: The Demon card of each demon type.
DEMON_CARD: Final[dict[int, int]] = {CARD_TYPE[card]: card for card in DEMON_IDS}

IS_SINNER: Final[tuple[bool, ...]] = tuple(t in data.SINNER_TYPES for t in CARD_TYPE)
IS_SACRAMENT: Final[tuple[bool, ...]] = tuple(t in data.SACRAMENT_TYPES for t in CARD_TYPE)
IS_DEMON: Final[tuple[bool, ...]] = tuple(t in data.DEMON_TYPES for t in CARD_TYPE)
#: The type a card starts or extends a set of (the nine sins, Doers of Good), else -1.
SET_KIND: Final[tuple[int, ...]] = tuple(t if t in data.SET_TYPES else -1 for t in CARD_TYPE)


def deck_ids(players: int) -> list[int]:
    """The ids of the Draw Deck cards for a table of ``players`` (one or two decks, SN-1)."""
    return list(range(DECK_SIZE * data.DECKS_FOR_PLAYERS[players]))


def full_set(players: int) -> list[int]:
    """Every card a game of ``players`` uses, sorted: its decks, all Murderers, all Demons.

    The conservation tests compare against this: wherever a card is (deck, hand, church, pile,
    Limbo, demon deck or box), it is somewhere exactly once.
    """
    return sorted([*deck_ids(players), *MURDERER_IDS, *DEMON_IDS])


def gender_word(card: int) -> str:
    """ "male", "female" or "" for a card."""
    gender = CARD_GENDER[card]
    if gender == data.MALE:
        return "male"
    if gender == data.FEMALE:
        return "female"
    return ""


def _label(card: int) -> str:
    kind = CARD_TYPE[card]
    name = data.TYPE_NAMES[kind]
    if IS_SACRAMENT[card] or IS_DEMON[card]:
        return name
    gender = gender_word(card)
    if gender:
        return f"{name} ({CARD_WORTH[card]}, {gender})"
    return f"{name} ({CARD_WORTH[card]})"


_LABELS: Final[tuple[str, ...]] = tuple(_label(card) for card in range(CARD_COUNT))
_HIDDEN_LABEL: Final = "a face-down card"

#: ``card_label`` as a table for the engine's log lines, which name a card on almost every
#: action: indexed by card id, and ``HIDDEN`` (-1) reads the last entry, the face-down card.
CARD_LABEL: Final[tuple[str, ...]] = (*_LABELS, _HIDDEN_LABEL)


def card_label(card: int) -> str:
    """A card as players name it: "Lustful (3, female)", "Baptism", "Murderer (5)", "Belial"."""
    if card == HIDDEN:
        return _HIDDEN_LABEL
    return _LABELS[card]


def type_name(kind: int) -> str:
    """The name of a card type ("Wrathful", "Holy Orders")."""
    return data.TYPE_NAMES[kind]
