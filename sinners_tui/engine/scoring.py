"""Scoring a round (rulebook "Scoring a Round", SN-8, SN-13, SN-14, SN-2) line by line.

The same function serves the end of a round and the user interface's live preview, so what a
player is shown is exactly what is scored.
"""

from __future__ import annotations

from typing import NamedTuple

from shared.engine.fast_models import construct, field_names
from shared.engine.words import plural
from sinners_tui.engine import data
from sinners_tui.engine.cards import (
    CARD_COUNT,
    CARD_TYPE,
    CARD_WORTH,
    HIDDEN,
    IS_SACRAMENT,
    card_label,
)
from sinners_tui.engine.legal import count_sinners, demon_of
from sinners_tui.engine.state import ScoreBreakdown, ScoreLine, State

_LINE_FIELDS = field_names(ScoreLine)
_BREAKDOWN_FIELDS = field_names(ScoreBreakdown)


def _line(label: str, points: int, section: str) -> ScoreLine:
    return construct(
        ScoreLine, {"label": label, "points": points, "section": section}, _LINE_FIELDS
    )


def _breakdown_model(
    seat: int, scores: bool, lines: tuple[ScoreLine, ...], total: int, sinners: int
) -> ScoreBreakdown:
    return construct(
        ScoreBreakdown,
        {"seat": seat, "scores": scores, "lines": lines, "total": total, "sinners": sinners},
        _BREAKDOWN_FIELDS,
    )


def _sort_key(card: int) -> tuple[int, int, int]:
    return (CARD_TYPE[card], -CARD_WORTH[card], card)


# Each card's score lines never change, and ScoreLine is frozen: build them once.
_ALL_CARDS = range(CARD_COUNT)
_SORT_KEY = tuple(_sort_key(card) for card in _ALL_CARDS)
_CHURCH_LINE = tuple(
    _line(f"{card_label(card)} (Sacrament)", 0, "church")
    if IS_SACRAMENT[card]
    else _line(
        card_label(card),
        -CARD_WORTH[card] if CARD_TYPE[card] == data.DECEIVER else CARD_WORTH[card],
        "church",
    )
    for card in _ALL_CARDS
)
_BELIAL_LINE = tuple(
    _line(f"{card_label(card)}: cancelled by Belial", 0, "church") for card in _ALL_CARDS
)
_DOER_LINE = tuple(
    _line(f"{card_label(card)}: cancelled by a Doer of Good", 0, "church") for card in _ALL_CARDS
)
_HAND_LINE = tuple(
    _line(f"In hand: {card_label(card)} scores nothing", 0, "hand")
    if IS_SACRAMENT[card]
    else _line(f"In hand: {card_label(card)}", -CARD_WORTH[card], "hand")
    for card in _ALL_CARDS
)


#: The card type of every church or hand line (its label names one card), for the summary.
_LINE_TYPE = {
    line.label: CARD_TYPE[card]
    for lines in (_CHURCH_LINE, _BELIAL_LINE, _DOER_LINE, _HAND_LINE)
    for card, line in enumerate(lines)
}
#: Card types named as nouns take a plural; the sins are adjectives ("3 Slothful").
_PLURALS = {
    data.MURDERER: "Murderers",
    data.DECEIVER: "Deceivers",
    data.DOER_OF_GOOD: "Doers of Good",
}


class SummaryPart(NamedTuple):
    """One part of a round's score in a few words: a kind of card in the church, the
    cancelled Deceivers, the hand, or a bonus."""

    #: "Slothful", "Murderers", "Deceivers cancelled", "in hand", "Beelzebub", "Proud set".
    words: str
    #: The cards it counts (0 for a bonus or a note).
    cards: int
    points: int
    #: The card type it counts (None: the hand, a bonus, a note), for a screen's colours.
    kind: int | None = None


def summary(breakdown: ScoreBreakdown) -> list[SummaryPart]:
    """A breakdown in a few parts, as the rulebook's scoring example tells a round ("2
    Murderers (+10), 2 Envious (+3) ... Beelzebub +13"): the church's cards by type (the
    Sacraments, worth nothing, left out), its cancelled Deceivers, the hand, then each bonus
    and note by its name. The points add up to the breakdown's total."""
    parts: dict[tuple[str, int | None], list[int]] = {}
    for line in breakdown.lines:
        kind = _LINE_TYPE.get(line.label)
        if line.section == "church" and kind is not None:
            if kind in data.SACRAMENT_TYPES:
                continue
            cancelled = "cancelled" in line.label
            many = _PLURALS.get(kind, data.TYPE_NAMES[kind])
            words = f"{many} cancelled" if cancelled else many
            key: tuple[str, int | None] = (words, kind)
        elif line.section == "hand":
            key = ("in hand", None)
        else:
            key = (line.label.split(":")[0], None)
        counted = parts.setdefault(key, [0, 0])
        counted[0] += line.section in ("church", "hand")
        counted[1] += line.points
    return [
        SummaryPart(_singular(words, kind, count), count, points, kind)
        for (words, kind), (count, points) in parts.items()
    ]


def _singular(words: str, kind: int | None, count: int) -> str:
    """``words`` for one card: "Murderer", "Deceiver cancelled"."""
    if count != 1 or kind not in _PLURALS:
        return words
    return words.replace(_PLURALS[kind], data.TYPE_NAMES[kind], 1)


def score_round(
    churches: list[list[int]],
    hands: list[list[int]],
    *,
    first_out: int | None,
    last_holder: int | None,
) -> list[ScoreBreakdown]:
    """Every seat's breakdown for these churches and hands.

    ``first_out``: the first seat to empty its hand (Beelzebub); ``last_holder``: the seat left
    holding cards when the round ended because only one did (Mulciber, SN-7), else None.
    """
    seats = range(len(churches))
    counts = []
    for church in churches:
        row = [0] * len(data.TYPE_NAMES)
        for card in church:
            row[CARD_TYPE[card]] += 1
        counts.append(row)
    sinners = [count_sinners(church) for church in churches]
    sacraments_in_play = sum(1 for church in churches for card in church if IS_SACRAMENT[card])
    demons = [demon_of(church) for church in churches]
    leviathan_owner = next((s for s in seats if demons[s] == data.LEVIATHAN), None)
    return [
        _breakdown(
            seat,
            churches,
            hands[seat],
            counts,
            sinners,
            demons,
            sacraments_in_play,
            leviathan_owner,
            first_out,
            last_holder,
        )
        for seat in seats
    ]


def _breakdown(
    seat: int,
    churches: list[list[int]],
    hand: list[int],
    counts: list[list[int]],
    sinners: list[int],
    demons: list[int | None],
    sacraments_in_play: int,
    leviathan_owner: int | None,
    first_out: int | None,
    last_holder: int | None,
) -> ScoreBreakdown:
    church = churches[seat]
    mine = counts[seat]
    demon = demons[seat]
    others = [s for s in range(len(churches)) if s != seat]
    if not mine[data.MURDERER] and demon != data.DEATH:
        line = _line("No Murderer in the church: the round scores 0", 0, "note")
        return _breakdown_model(seat, False, (line,), 0, sinners[seat])
    lines: list[ScoreLine] = []
    if not mine[data.MURDERER]:
        lines.append(_line("Death: souls are claimed without a Murderer", 0, "note"))
    lines.extend(_church_lines(church, demon, mine[data.DOER_OF_GOOD]))
    known = [card for card in hand if card != HIDDEN]
    lines.extend([_HAND_LINE[card] for card in sorted(known, key=_SORT_KEY.__getitem__)])
    if len(known) < len(hand):  # a view of another seat: its hand is secret (SN-11)
        hidden = len(hand) - len(known)
        held = plural(hidden, "card", "cards")
        lines.append(_line(f"{held} in hand, not shown: not counted here", 0, "note"))
    per_sacrament_blocked = leviathan_owner is not None and leviathan_owner != seat
    if mine[data.GLUTTONOUS] >= data.GLUTTONOUS_THRESHOLD:
        types = sum(1 for kind in data.SINNER_TYPES if kind != data.GLUTTONOUS and mine[kind])
        lines.append(
            _line(
                f"Gluttonous set: {types} other Sinner types in the church",
                types * data.GLUTTONOUS_BONUS_PER_TYPE,
                "bonus",
            )
        )
    if mine[data.ENVIOUS] >= data.ENVIOUS_THRESHOLD:
        if per_sacrament_blocked:
            lines.append(
                _line("Envious set: no bonus while another church holds Leviathan", 0, "bonus")
            )
        else:
            lines.append(
                _line(
                    f"Envious set: {plural(sacraments_in_play, 'Sacrament', 'Sacraments')} in play",
                    sacraments_in_play * data.ENVIOUS_BONUS_PER_SACRAMENT,
                    "bonus",
                )
            )
    if mine[data.PROUD] >= data.PROUD_THRESHOLD:
        fewer = sum(1 for s in others if sinners[s] < sinners[seat])
        lines.append(
            _line(
                f"Proud set: {plural(fewer, 'other church holds', 'other churches hold')} "
                "fewer Sinners",
                fewer * data.PROUD_BONUS_PER_PLAYER,
                "bonus",
            )
        )
    if demon is not None:
        demon_line = _demon_line(
            seat, demon, counts, sinners, others, sacraments_in_play, first_out, last_holder
        )
        if demon_line is not None:
            lines.append(demon_line)
    total = sum(line.points for line in lines)
    return _breakdown_model(seat, True, tuple(lines), total, sinners[seat])


def _church_lines(church: list[int], demon: int | None, doers: int) -> list[ScoreLine]:
    lines: list[ScoreLine] = []
    deceivers = sorted(
        (card for card in church if CARD_TYPE[card] == data.DECEIVER),
        key=lambda card: (-CARD_WORTH[card], card),
    )
    # SN-14: each Doer of Good cancels one Deceiver, the highest-worth ones first.
    cancelled_by_doer = set(deceivers[:doers]) if demon != data.BELIAL else set()
    for card in sorted(church, key=_SORT_KEY.__getitem__):
        kind = CARD_TYPE[card]
        if kind in data.DEMON_TYPES:
            continue
        if kind == data.DECEIVER:
            if demon == data.BELIAL:
                lines.append(_BELIAL_LINE[card])
            elif card in cancelled_by_doer:
                lines.append(_DOER_LINE[card])
            else:
                lines.append(_CHURCH_LINE[card])
        else:
            lines.append(_CHURCH_LINE[card])
    return lines


def _more_than_all(counts: list[list[int]], seat: int, others: list[int], kind: int) -> bool:
    return all(counts[seat][kind] > counts[s][kind] for s in others)


def _demon_line(
    seat: int,
    demon: int,
    counts: list[list[int]],
    sinners: list[int],
    others: list[int],
    sacraments_in_play: int,
    first_out: int | None,
    last_holder: int | None,
) -> ScoreLine | None:
    """The Demon's bonus line (0 points with the reason when its condition is not met)."""
    if demon == data.SIN:
        met = all(sinners[seat] < sinners[s] for s in others)
        return _line(
            "Sin: fewer Sinners than every other church"
            if met
            else "Sin: not fewer Sinners than every other church",
            data.SIN_BONUS if met else 0,
            "bonus",
        )
    if demon == data.BEELZEBUB:
        met = first_out == seat
        return _line(
            "Beelzebub: first to finish the round" if met else "Beelzebub: not first to finish",
            data.BEELZEBUB_BONUS if met else 0,
            "bonus",
        )
    if demon == data.MULCIBER:
        met = last_holder == seat
        return _line(
            "Mulciber: the last one with cards in hand"
            if met
            else "Mulciber: not the last one with cards in hand",
            data.MULCIBER_BONUS if met else 0,
            "bonus",
        )
    if demon == data.ASMODEUS:
        met = _more_than_all(counts, seat, others, data.LUSTFUL)
        return _line(
            "Asmodeus: more Lustful than every other church"
            if met
            else "Asmodeus: not more Lustful than every other church",
            data.ASMODEUS_BONUS if met else 0,
            "bonus",
        )
    if demon == data.MOLOCH:
        met = _more_than_all(counts, seat, others, data.WRATHFUL)
        return _line(
            "Moloch: more Wrathful than every other church"
            if met
            else "Moloch: not more Wrathful than every other church",
            data.MOLOCH_BONUS if met else 0,
            "bonus",
        )
    if demon == data.MAMMON:
        met = not counts[seat][data.GREEDY] and not counts[seat][data.GLUTTONOUS]
        return _line(
            "Mammon: no Greedy and no Gluttonous in the church"
            if met
            else "Mammon: Greedy or Gluttonous in the church",
            data.MAMMON_BONUS if met else 0,
            "bonus",
        )
    if demon == data.LEVIATHAN:
        return _line(
            f"Leviathan: {plural(sacraments_in_play, 'Sacrament', 'Sacraments')} in play",
            sacraments_in_play * data.LEVIATHAN_BONUS_PER_SACRAMENT,
            "bonus",
        )
    return None  # Death and Belial change how cards score; they add no line of their own.


def live_breakdown(state: State, seat: int) -> ScoreBreakdown:
    """What ``seat`` would score if the round ended now (the user interface's preview).

    Mulciber is never counted here: whether the round will end with one hand left is unknown.
    On a view, another seat's hidden hand is left out (with a note saying so).
    """
    return score_round(state.churches, state.hands, first_out=state.first_out, last_holder=None)[
        seat
    ]


def totals_history(state: State) -> list[list[int]]:
    """Every seat's running total after each finished round (one row per round)."""
    running = [0] * len(state.players)
    history: list[list[int]] = []
    for row in state.round_scores:
        running = [total + score for total, score in zip(running, row, strict=True)]
        history.append(running)
    return history
