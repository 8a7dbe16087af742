"""Statistics of a Mea Culpa game, computed from its record and what the whole table saw.

:func:`game_statistics` replays the record action by action (``shared.engine.statistics``'s
:class:`PublicWalk`) and reads only the public view after each step and the public log lines:

- sins placed (per den), punished (atoned for, each a step towards Hell) and forgiven (the
  placer of the third Pope stone, rulebook "The Dens of Sin"), from the log lines;
- the spaces each soul moved towards Hell by cause: the etched posts compared ("End of a
  Round"), a punishment in the Dens of Sin, the Pope caught in the House of Pleasure, the
  cards of the House of Pleasure, and running out of sin stones (MC-24); and towards Heaven
  with the letters at the end ("End of the Game"). A soul that jumps occupied spaces moves
  farther than its steps (MC-4): the spaces it actually moved are counted, so the figures add
  up to its space on the Record of Sins;
- the donations each evaluation opened (the public chest totals before and after it, MC-15)
  and the letters each seat picked there by category ("Evaluating Donations");
- who held which character each round, and every soul's space after each round.

Money stays behind the screen for the whole game (the rules never reveal it), so money at the
end is given only once the game is over, when the game-over screen shows it; for an unfinished
game it is ``None``. Nothing else secret (goods, letters received as gifts, chests, bids) is
read at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict

from meaculpa_tui import engine
from meaculpa_tui.engine import data, topics
from meaculpa_tui.engine.views import public_view
from shared.engine.log import LogEntry
from shared.engine.record import GameRecord
from shared.engine.statistics import (
    ChartSeries,
    PublicStep,
    PublicWalk,
    StatChart,
    StatTable,
)

#: The causes of a move towards Hell, as keys of :attr:`SeatStatistics.hell`.
POSTS, DENS, POPE_CAUGHT, CARDS, NO_SIN_STONES, OTHER = (
    "posts",
    "dens",
    "pope_caught",
    "cards",
    "no_sin_stones",
    "other",
)
CAUSES = (POSTS, DENS, POPE_CAUGHT, CARDS, NO_SIN_STONES)
CAUSE_HEADINGS = ("Posts", "Dens", "Pope caught", "Cards", "No stones")
#: The cause of the moves a result entry reports, by its topic.
_RESULT_CAUSES = {
    topics.POSTS: POSTS,
    topics.FINAL_POSTS: POSTS,
    topics.PUNISHMENT: DENS,
    topics.POPE_MEETING: POPE_CAUGHT,
    topics.CARD: CARDS,
}
#: Slots of a compartment as the donations table names them (bread, wine, cloth, jewels, taler).
SLOT_HEADINGS = ("Bread", "Wine", "Cloth", "Jewels", "Taler")
CATEGORY_HEADINGS = ("Bread+wine", "Cloth+jewels", "Money")

# The engine's sentences (effects.py, evaluation.py), read back for the public facts in them.
_TO_HELL = re.compile(r" moves (\d+) steps? towards Hell: (\d+) to (\d+)\.")
_TO_HEAVEN = re.compile(r" moves (\d+) steps? towards Heaven: (-?\d+) to (Heaven|space (-?\d+))\.")
#: A line of the final scoring: "Ben (2 yellow, 5 blue, 4 red, 2 green): 2 sets + 5 letters =
#: 21 steps, 13 to space -8." (the name is before the last " (" ahead of the steps).
_FINAL_MOVE = re.compile(r" = (\d+) steps?, (-?\d+) to (Heaven|space (-?\d+))\.$")
_PLACES = re.compile(r" places (\d+) sin stones? in the (.+)\.")
_ATONES = re.compile(r" atones for (\d+) sins?\. ")
_FORGIVEN = re.compile(r" placed the third Pope stone: (\d+) sins? (?:is|are) forgiven\.")


class SeatStatistics(BaseModel):
    """One seat's figures over the game."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    seat: int
    name: str
    #: Sin stones placed, per den (lust, petty sins, greed).
    sins_placed: tuple[int, int, int]
    #: Sins atoned for in a punishment (each one step towards Hell).
    sins_punished: int
    #: Sins forgiven to the seat that placed the third Pope stone.
    sins_forgiven: int
    #: Spaces moved towards Hell, by cause (:data:`CAUSES`, plus ``other`` if ever unexplained).
    hell: dict[str, int]
    #: Spaces moved towards Heaven with the letters at the end of the game.
    heaven: int
    #: Letters picked at the evaluations, per category (bread and wine, cloth and jewels, money).
    letters_won: tuple[int, int, int]
    #: The characters the seat held, one tuple of names per round.
    characters: tuple[tuple[str, ...], ...]
    #: The soul's space now (-35 is Heaven).
    space: int
    #: Taler behind the screen at the end; ``None`` while the game runs (secret).
    money_at_end: int | None


class EvaluationStatistics(BaseModel):
    """What one evaluation of donations opened, seat by seat."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    number: int
    #: The finished cathedral (1-3).
    cathedral: int | None
    #: Per seat: bread, wine, cloth, jewels and taler in the compartment evaluated.
    donations: tuple[tuple[int, ...], ...]
    #: Per seat: points in each category (bread and wine, cloth and jewels, money).
    points: tuple[tuple[int, int, int], ...]


class MeaCulpaStatistics(BaseModel):
    """Every figure of one game (see the module)."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    game: str = "meaculpa"
    over: bool
    players: tuple[str, ...]
    winners: tuple[int, ...]
    #: Rounds begun (the round being played, for an unfinished game).
    rounds: int
    seats: tuple[SeatStatistics, ...]
    evaluations: tuple[EvaluationStatistics, ...]
    #: The headings of :attr:`souls` ("Start", "R1", ..., then "End" or "Now").
    soul_columns: tuple[str, ...]
    #: Every soul's space at each heading, one tuple of spaces (per seat) per heading.
    souls: tuple[tuple[int, ...], ...]

    def tables(self) -> list[StatTable]:
        """The figures as tables (sins, steps, donations, letters, characters, money)."""
        names = self.players
        tables = [
            StatTable(
                title="Sins",
                columns=("Player", "Lust", "Petty sins", "Greed", "Placed", "Punished", "Forgiven"),
                rows=tuple(
                    (
                        seat.name,
                        *map(str, seat.sins_placed),
                        str(sum(seat.sins_placed)),
                        str(seat.sins_punished),
                        str(seat.sins_forgiven),
                    )
                    for seat in self.seats
                ),
                note="Stones placed per den; punished: atoned for, one step towards Hell each.",
            ),
            StatTable(
                title="Spaces moved on the Record of Sins",
                columns=("Player", *CAUSE_HEADINGS, "To Hell", "To Heaven", "Space"),
                rows=tuple(
                    (
                        seat.name,
                        *(str(seat.hell.get(cause, 0)) for cause in CAUSES),
                        str(sum(seat.hell.values())),
                        str(seat.heaven),
                        _space_name(seat.space),
                    )
                    for seat in self.seats
                ),
                note="Towards Hell by cause: posts compared, punished dens, the Pope caught, "
                "House of Pleasure cards, out of sin stones.",
            ),
        ]
        tables.append(
            StatTable(
                title="Donations evaluated",
                columns=("No.", "Site", "Player", *SLOT_HEADINGS, *CATEGORY_HEADINGS),
                rows=tuple(
                    (
                        str(evaluation.number),
                        str(evaluation.cathedral or "-"),
                        names[seat],
                        *map(str, evaluation.donations[seat]),
                        *map(str, evaluation.points[seat]),
                    )
                    for evaluation in self.evaluations
                    for seat in range(len(names))
                ),
                note="" if self.evaluations else "No cathedral has been finished yet.",
            )
        )
        tables.append(
            StatTable(
                title="Letters won at the evaluations",
                columns=("Player", *CATEGORY_HEADINGS, "Total"),
                rows=tuple(
                    (seat.name, *map(str, seat.letters_won), str(sum(seat.letters_won)))
                    for seat in self.seats
                ),
            )
        )
        rounds = max((len(seat.characters) for seat in self.seats), default=0)
        tables.append(
            StatTable(
                title="Characters held",
                columns=("Round", *data.CHARACTER_NAMES),
                rows=tuple(
                    (
                        str(number + 1),
                        *(
                            next(
                                (
                                    seat.name
                                    for seat in self.seats
                                    if number < len(seat.characters)
                                    and character in seat.characters[number]
                                ),
                                "-",
                            )
                            for character in data.CHARACTER_NAMES
                        ),
                    )
                    for number in range(rounds)
                ),
            )
        )
        if self.over:
            tables.append(
                StatTable(
                    title="Money at the end",
                    columns=("Player", "Taler"),
                    rows=tuple((seat.name, str(seat.money_at_end)) for seat in self.seats),
                )
            )
        else:
            tables.append(
                StatTable(
                    title="Money at the end",
                    columns=("Player", "Taler"),
                    rows=(),
                    note="Money stays behind the screens until the game is over.",
                )
            )
        return tables

    def chart(self) -> StatChart:
        """Every soul's space on the Record of Sins after each round."""
        return StatChart(
            title="Record of Sins after each round",
            columns=self.soul_columns,
            series=tuple(
                ChartSeries(
                    seat=seat,
                    name=name,
                    values=tuple(row[seat] for row in self.souls),
                )
                for seat, name in enumerate(self.players)
            ),
            higher_is_up=False,
            top_label="Heaven",
            bottom_label="Hell",
            named_values=((data.HEAVEN, "Heaven"),),
        )


def _space_name(space: int) -> str:
    return "Heaven" if space == data.HEAVEN else str(space)


@dataclass
class _Tally:
    """The running figures while the record is replayed (plain data: copied per step)."""

    names: list[str]
    spaces: list[int]
    placed: list[list[int]]
    punished: list[int]
    forgiven: list[int]
    hell: list[dict[str, int]]
    heaven: list[int]
    letters: list[list[int]]
    #: The category whose letters are being picked, once laid out.
    category: int | None = None
    #: The cathedral whose spire was built last (the one being evaluated).
    site: int | None = None
    evaluations: list[tuple[int, int | None, list[list[int]]]] = field(default_factory=list)
    #: Seat holding each character, per round from 1.
    characters: dict[int, list[int | None]] = field(default_factory=dict)
    #: Spaces after each round's posts are compared, per round.
    after_round: dict[int, list[int]] = field(default_factory=dict)


def _new_tally(names: list[str]) -> _Tally:
    n = len(names)
    return _Tally(
        names=names,
        spaces=[0] * n,
        placed=[[0] * len(data.DENS) for _ in range(n)],
        punished=[0] * n,
        forgiven=[0] * n,
        hell=[{} for _ in range(n)],
        heaven=[0] * n,
        letters=[[0] * len(data.CATEGORIES) for _ in range(n)],
    )


def _named_seat(tally: _Tally, prefix: str, *, at: int | None = None) -> int | None:
    """The seat whose name ends ``prefix`` (and whose soul is on space ``at``, if given).

    A name counts only where no letter or digit runs into it from the left; should two names
    still fit ("Ann" and "Jo Ann"), the longer is the one the sentence begins with.
    """
    fits = [
        seat
        for seat, name in enumerate(tally.names)
        if prefix.endswith(name)
        and (len(prefix) == len(name) or not prefix[-len(name) - 1].isalnum())
        and (at is None or tally.spaces[seat] == at)
    ]
    return max(fits, key=lambda seat: len(tally.names[seat])) if fits else None


def _follow_moves(tally: _Tally, text: str, cause: str | None) -> None:
    """Move the souls as the sentences of ``text`` say, counting each move under ``cause``."""
    for match in _TO_HELL.finditer(text):
        start, target = int(match.group(2)), int(match.group(3))
        seat = _named_seat(tally, text[: match.start()], at=start)
        if seat is None:
            continue
        tally.spaces[seat] = target
        key = cause or OTHER
        tally.hell[seat][key] = tally.hell[seat].get(key, 0) + target - start
    for match in _TO_HEAVEN.finditer(text):
        start = int(match.group(2))
        target = data.HEAVEN if match.group(3) == "Heaven" else int(match.group(4))
        seat = _named_seat(tally, text[: match.start()], at=start)
        if seat is None:
            continue
        tally.spaces[seat] = target
        tally.heaven[seat] += start - target


def _follow_final_move(tally: _Tally, line: str) -> None:
    """Move a soul as a line of the final scoring says (its letters' steps towards Heaven)."""
    match = _FINAL_MOVE.search(line)
    if match is None:
        return
    start = int(match.group(2))
    target = data.HEAVEN if match.group(3) == "Heaven" else int(match.group(4))
    seat = _named_seat(tally, line[: line.rfind(" (", 0, match.start())], at=start)
    if seat is not None:
        tally.spaces[seat] = target
        tally.heaven[seat] += start - target


def _read_event(tally: _Tally, text: str) -> None:
    """Sins placed, letters laid out and picked, and a den emptied for want of stones."""
    placed = _PLACES.search(text)
    if placed and placed.group(2) in data.DEN_NAMES:
        seat = _named_seat(tally, text[: placed.start()])
        if seat is not None and text[: placed.start()] == tally.names[seat]:
            tally.placed[seat][data.DEN_NAMES.index(placed.group(2))] += int(placed.group(1))
            return
    for category, title in enumerate(data.CATEGORY_NAMES):
        if text.startswith(f"{title}: the letters ") and text.endswith(" laid out for the donors."):
            tally.category = category
            return
    for colour in data.COLOUR_NAMES:
        ending = f" picks a {colour} letter."
        if text.endswith(ending):
            seat = _named_seat(tally, text[: -len(ending)])
            if seat is not None and tally.category is not None:
                tally.letters[seat][tally.category] += 1
                return
    # The only event that moves a soul: an empty supply empties a den (MC-24).
    _follow_moves(tally, text, NO_SIN_STONES)


def _read_result(tally: _Tally, entry: LogEntry, round_number: int) -> None:
    """Moves by their cause, the sins punished or forgiven, and where the souls stand."""
    if entry.topic == topics.FINAL_SCORING:
        for line in entry.lines:
            _follow_final_move(tally, line)
        return
    cause = _RESULT_CAUSES.get(entry.topic or "")
    for line in entry.lines:
        if entry.topic == topics.PUNISHMENT:
            for pattern, counts in ((_ATONES, tally.punished), (_FORGIVEN, tally.forgiven)):
                match = pattern.search(line)
                if match:
                    seat = _named_seat(tally, line[: match.start()])
                    if seat is not None:
                        counts[seat] += int(match.group(1))
        _follow_moves(tally, line, cause)
    if entry.topic in (topics.POSTS, topics.FINAL_POSTS):
        tally.after_round[round_number] = list(tally.spaces)


def _step(tally: _Tally, step: PublicStep) -> None:
    before, after = step.before, step.after
    for site in range(data.SITES):
        if after.spires[site] and not before.spires[site]:
            tally.site = site
    for entry in step.entries:
        if entry.kind == "result":
            if entry.topic == topics.EVALUATION:
                opened = [
                    [
                        was - now
                        for was, now in zip(before.donated[seat], after.donated[seat], strict=True)
                    ]
                    for seat in range(len(tally.names))
                ]
                tally.evaluations.append((len(tally.evaluations) + 1, tally.site, opened))
                tally.category = None
            _read_result(tally, entry, before.round)
        else:
            _read_event(tally, entry.text)
    if after.phase in ("characters", "actions"):
        # Characters are chosen one by one and held to the end of the round (the next
        # round's bidding clears them): the last reading of a round is what was held.
        tally.characters[after.round] = list(after.characters)
    if step.took_back or not step.entries:
        return
    # Every move is told in the log; should a sentence ever go unread, the difference is
    # counted as "other" so the figures still add up to the board (tests keep it at zero).
    for seat, (mine, theirs) in enumerate(zip(tally.spaces, after.souls, strict=True)):
        if mine != theirs:
            if theirs > mine:
                tally.hell[seat][OTHER] = tally.hell[seat].get(OTHER, 0) + theirs - mine
            tally.spaces[seat] = theirs


def _points(slots: list[int]) -> tuple[int, int, int]:
    points = [0, 0, 0]
    for good in data.GOODS:
        points[data.CATEGORY_OF_GOOD[good]] += slots[good] * data.DONATION_POINTS[good]
    points[data.CATEGORY_MONEY] += slots[data.CHEST_MONEY]
    return points[0], points[1], points[2]


def game_statistics(record: GameRecord) -> MeaCulpaStatistics:
    """The statistics of the game in ``record`` (finished or not; see the module)."""
    names = list(record.players)
    tally, state = PublicWalk(engine, _new_tally(names), _step).run(record)
    over = engine.is_over(state)
    view = public_view(state)
    rounds = max(1, view.round)
    characters = [
        tuple(
            tuple(data.CHARACTER_NAMES[c] for c, holder in enumerate(holders) if holder == seat)
            for _, holders in sorted(tally.characters.items())
        )
        for seat in range(len(names))
    ]
    columns = ["Start"]
    souls: list[tuple[int, ...]] = [tuple([0] * len(names))]
    for number, spaces in sorted(tally.after_round.items()):
        columns.append(f"R{number}")
        souls.append(tuple(spaces))
    columns.append("End" if over else "Now")
    souls.append(tuple(view.souls))
    seats = tuple(
        SeatStatistics(
            seat=seat,
            name=name,
            sins_placed=(tally.placed[seat][0], tally.placed[seat][1], tally.placed[seat][2]),
            sins_punished=tally.punished[seat],
            sins_forgiven=tally.forgiven[seat],
            hell={cause: tally.hell[seat].get(cause, 0) for cause in CAUSES}
            | ({OTHER: tally.hell[seat][OTHER]} if OTHER in tally.hell[seat] else {}),
            heaven=tally.heaven[seat],
            letters_won=(tally.letters[seat][0], tally.letters[seat][1], tally.letters[seat][2]),
            characters=characters[seat],
            space=view.souls[seat],
            money_at_end=state.money[seat] if over else None,
        )
        for seat, name in enumerate(names)
    )
    return MeaCulpaStatistics(
        over=over,
        players=tuple(names),
        winners=tuple(engine.winners(state)) if over else (),
        rounds=rounds,
        seats=seats,
        evaluations=tuple(
            EvaluationStatistics(
                number=number,
                cathedral=None if site is None else site + 1,
                donations=tuple(tuple(slots) for slots in opened),
                points=tuple(_points(slots) for slots in opened),
            )
            for number, site, opened in tally.evaluations
        ),
        soul_columns=tuple(columns),
        souls=tuple(souls),
    )
