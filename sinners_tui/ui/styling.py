"""How cards read on screen: short tokens, colours by sin, cards grouped by sin.

The engine names a card in full ("Lustful (3, female)"), which is right for the log and for
menus. On the table, where a church may hold twenty cards, a card is a short token instead:
its worth and a gender sign under the name of its sin ("Lustful 3♀ 2♂"). Every group is
coloured by its sin through a theme variable (``$sin-lustful``), so colours follow the theme.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from textual.content import Content

from sinners_tui.engine import data
from sinners_tui.engine.cards import (
    CARD_GENDER,
    CARD_TYPE,
    CARD_WORTH,
    HIDDEN,
    IS_DEMON,
    IS_SACRAMENT,
    card_label,
)

#: Signs for the genders printed on Sinners.
GENDER_SIGNS = {data.MALE: "\u2642", data.FEMALE: "\u2640"}
#: How a face-down card looks (another hand, the deck, Limbo).
CARD_BACK = "\u2592"

#: Each card type's colour group: the nine sins and Doers of Good by name, then families.
SACRAMENT_GROUP = "sacrament"
MURDERER_GROUP = "murderer"
DEMON_GROUP = "demon"

#: Colours of the groups on dark themes and on light themes (theme variables ``sin-<group>``).
DARK_COLOURS: dict[str, str] = {
    "gluttonous": "#f0883e",
    "slothful": "#9aa8bd",
    "envious": "#56d364",
    "wrathful": "#ff7b72",
    "selfish": "#2dd4bf",
    "greedy": "#e3b341",
    "lustful": "#ff7eb6",
    "proud": "#79c0ff",
    "deceiver": "#b1bac4",
    "doer-of-good": "#f0f6fc",
    SACRAMENT_GROUP: "#d2a8ff",
    MURDERER_GROUP: "#ff5f56",
    DEMON_GROUP: "#bc8cff",
}
LIGHT_COLOURS: dict[str, str] = {
    "gluttonous": "#b35900",
    "slothful": "#4d5b70",
    "envious": "#1a7f37",
    "wrathful": "#cf222e",
    "selfish": "#0b7a70",
    "greedy": "#8a6100",
    "lustful": "#bf3989",
    "proud": "#0550ae",
    "deceiver": "#57606a",
    "doer-of-good": "#24292f",
    SACRAMENT_GROUP: "#8250df",
    MURDERER_GROUP: "#a40e26",
    DEMON_GROUP: "#6639ba",
}


def group_of(kind: int) -> str:
    """The colour group of a card type ("wrathful", "doer-of-good", "sacrament", ...)."""
    if kind in data.SACRAMENT_TYPES:
        return SACRAMENT_GROUP
    if kind == data.MURDERER:
        return MURDERER_GROUP
    if kind in data.DEMON_TYPES:
        return DEMON_GROUP
    return data.TYPE_NAMES[kind].lower().replace(" ", "-")


def colour_variables(dark: bool) -> dict[str, str]:
    """Theme variables ``sin-<group>`` for a dark or a light theme."""
    colours = DARK_COLOURS if dark else LIGHT_COLOURS
    return {f"sin-{group}": colour for group, colour in colours.items()}


def style_of(kind: int) -> str:
    """The text style of a card type (its group's colour; Murderers and Demons in bold)."""
    group = group_of(kind)
    bold = "bold " if group in (MURDERER_GROUP, DEMON_GROUP) else ""
    italic = "italic " if kind == data.DECEIVER else ""
    return f"{bold}{italic}$sin-{group}"


def type_name(kind: int) -> str:
    """The name of a card type."""
    return data.TYPE_NAMES[kind]


def token(card: int) -> str:
    """A card's worth and gender, the short form used inside a group ("3♀", "5")."""
    if card == HIDDEN:
        return CARD_BACK
    if IS_SACRAMENT[card] or IS_DEMON[card]:
        return ""
    return f"{CARD_WORTH[card]}{GENDER_SIGNS.get(CARD_GENDER[card] or '', '')}"


def short_label(card: int) -> str:
    """A card in a few letters: "Lustful 3♀", "Murderer 5", "Baptism", "Belial"."""
    if card == HIDDEN:
        return "a face-down card"
    name = type_name(CARD_TYPE[card])
    worth = token(card)
    return f"{name} {worth}" if worth else name


def long_label(card: int) -> str:
    """The engine's own name of a card ("Lustful (3, female)")."""
    return card_label(card)


def sort_key(card: int) -> tuple[int, int, str, int]:
    """Table order: by type as the rules list them, higher worth first, men before women."""
    return (CARD_TYPE[card], -CARD_WORTH[card], CARD_GENDER[card] or "", card)


@dataclass(frozen=True)
class Group:
    """The cards of one type, in table order."""

    kind: int
    cards: tuple[int, ...]

    @property
    def name(self) -> str:
        return type_name(self.kind)

    @property
    def worth(self) -> int:
        return sum(CARD_WORTH[card] for card in self.cards)


def grouped(cards: Iterable[int]) -> list[Group]:
    """``cards`` (face-down ones left out) grouped by type, in table order."""
    by_kind: dict[int, list[int]] = {}
    for card in sorted((c for c in cards if c != HIDDEN), key=sort_key):
        by_kind.setdefault(CARD_TYPE[card], []).append(card)
    return [Group(kind, tuple(cards)) for kind, cards in by_kind.items()]


def group_content(
    group: Group, *, count: bool = False, stand_ins: Mapping[int, int] | None = None
) -> Content:
    """One group as styled text: "Wrathful 1♀ 2♂" (``count``: with a times sign and the count).

    ``stand_ins`` (a church's record, Deceiver -> sin) names the set each stand-in Deceiver
    fills: "Deceiver 1♂, 3♂ (for Proud)". The Deceivers lie in their own group, so without
    it nobody could tell which set a Deceiver completes.
    """
    style = style_of(group.kind)
    parts: list[tuple[str, str] | str] = [(group.name, f"bold {style}")]
    if stand_ins and any(card in stand_ins for card in group.cards):
        return Content.assemble(*parts, *_stand_in_parts(group.cards, stand_ins, style))
    tokens = " ".join(filter(None, (token(card) for card in group.cards)))
    several = len(group.cards) > 1
    if group.kind == data.MURDERER:  # all worth the same: "Murderer 5", then the count
        parts.append((f" {token(group.cards[0])}", style))
        tokens = ""
    if several and (count or not tokens):
        parts.append((f" \u00d7{len(group.cards)}", style))
    if tokens:
        parts.append((f" {tokens}", style))
    return Content.assemble(*parts)


def _stand_in_parts(
    cards: Sequence[int], stand_ins: Mapping[int, int], style: str
) -> list[tuple[str, str]]:
    """The tokens of a Deceiver group: plain Deceivers first, then the stand-ins of each sin
    (in table order) followed by the sin they stand in for, the runs joined by commas."""
    runs: list[list[tuple[str, str]]] = []
    plain = [card for card in cards if card not in stand_ins]
    if plain:
        runs.append([(" ".join(token(card) for card in plain), style)])
    for sin in sorted({stand_ins[card] for card in cards if card in stand_ins}):
        filling = " ".join(token(card) for card in cards if stand_ins.get(card) == sin)
        runs.append([(f"{filling} (for ", style), (type_name(sin), style_of(sin)), (")", style)])
    parts: list[tuple[str, str]] = []
    for index, run in enumerate(runs):
        parts.append((", " if index else " ", style))
        parts.extend(run)
    return parts


def card_content(card: int) -> Content:
    """One card as styled text ("Lustful 3♀" in the Lustful colour)."""
    if card == HIDDEN:
        return Content(CARD_BACK)
    return Content.styled(short_label(card), style_of(CARD_TYPE[card]))


def join(pieces: Sequence[Content], separator: str = "  ") -> Content:
    """Pieces of styled text side by side."""
    return Content(separator).join(pieces)


def is_sacrament(card: int) -> bool:
    """Whether a card is a Sacrament."""
    return card != HIDDEN and IS_SACRAMENT[card]


def kind_of(card: int) -> int:
    """A card's type."""
    return CARD_TYPE[card]


def worth_of(card: int) -> int:
    """A card's worth in souls."""
    return CARD_WORTH[card]
