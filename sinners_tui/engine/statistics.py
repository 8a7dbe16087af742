"""Statistics of a Sinners game, computed from its record and what the whole table saw.

:func:`game_statistics` replays the record action by action (``shared.engine.statistics``'s
:class:`PublicWalk`, which follows take-backs, SN-34) and reads only public views:

- each round's souls and running totals (rulebook "Scoring a Round", SN-8), the same numbers
  as the round scoring dialog's chart (``totals_history``);
- the sets laid in the round (a set picked in phase B and laid into the church);
- the Sacraments played, the second tie-break (SN-10), which no screen showed before;
- the cards left in hand when the round ended (they cost their worth, SN-8);
- each church's Demon and the points its own bonus line gave (Death and Belial give none:
  they change how the other cards score, SN-13).

A round ends only with a discard (phase C), so the churches and hands it is scored on are
the public view just before that discard, less the card discarded. A hand's cards are never
read, only how many there are, which every player sees.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pydantic import BaseModel, ConfigDict

from shared.engine.record import GameRecord
from shared.engine.statistics import ChartSeries, PublicStep, PublicWalk, StatChart, StatTable
from sinners_tui import engine
from sinners_tui.engine import data
from sinners_tui.engine.legal import demon_of
from sinners_tui.engine.scoring import totals_history
from sinners_tui.engine.views import public_view


class SeatRound(BaseModel):
    """One seat's figures for one round."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    seat: int
    souls: int
    #: Running total after this round.
    total: int
    sets: int
    sacraments: int
    #: Cards left in hand when the round ended.
    in_hand: int
    #: Sinners in the church when the round ended (the first tie-break, SN-10).
    sinners: int
    demon: str | None
    #: Points of the Demon's own bonus line; ``None`` for none (Death, Belial, no Demon).
    demon_points: int | None


class RoundStatistics(BaseModel):
    """Every seat's figures for one finished round."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    number: int
    seats: tuple[SeatRound, ...]


class SinnersStatistics(BaseModel):
    """Every figure of one game (see the module)."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    game: str = "sinners"
    over: bool
    players: tuple[str, ...]
    winners: tuple[int, ...]
    #: The finished rounds, in order.
    rounds: tuple[RoundStatistics, ...]
    #: The round being played (the last one, once the game is over).
    current_round: int
    #: Per seat over the game: souls, sets laid and Sacraments played.
    totals: tuple[int, ...]
    sets: tuple[int, ...]
    sacraments: tuple[int, ...]
    #: Rounds played because of a tie (SN-10, SN-21).
    extra_rounds: int

    def tables(self) -> list[StatTable]:
        """The game's totals, then every round seat by seat."""
        left = [
            sum(r.seats[seat].in_hand for r in self.rounds) for seat in range(len(self.players))
        ]
        demon = [
            sum(r.seats[seat].demon_points or 0 for r in self.rounds)
            for seat in range(len(self.players))
        ]
        return [
            StatTable(
                title="The game",
                columns=("Player", "Souls", "Sets", "Sacraments", "Left in hand", "Demon points"),
                rows=tuple(
                    (
                        name,
                        str(self.totals[seat]),
                        str(self.sets[seat]),
                        str(self.sacraments[seat]),
                        str(left[seat]),
                        str(demon[seat]),
                    )
                    for seat, name in enumerate(self.players)
                ),
                note="Sacraments played are the second tie-break, after the Sinners in church."
                + ("" if self.over else f" Round {self.current_round} is being played."),
            ),
            StatTable(
                title="Round by round",
                columns=(
                    "Round",
                    "Player",
                    "Souls",
                    "Total",
                    "Sets",
                    "Sacr.",
                    "In hand",
                    "Sinners",
                    "Demon",
                    "Demon pts",
                ),
                rows=tuple(
                    (
                        str(played.number),
                        self.players[item.seat],
                        f"{item.souls:+d}",
                        str(item.total),
                        str(item.sets),
                        str(item.sacraments),
                        str(item.in_hand),
                        str(item.sinners),
                        item.demon or "-",
                        "-" if item.demon_points is None else f"{item.demon_points:+d}",
                    )
                    for played in self.rounds
                    for item in played.seats
                ),
                note="Death and Belial score no line of their own: they change how cards score."
                if self.rounds
                else "No round has been scored yet.",
            ),
        ]

    def chart(self) -> StatChart:
        """Every seat's total after each round (the round scoring's chart, drawn the same
        way as Mea Culpa's Record of Sins)."""
        return StatChart(
            title="Totals after each round",
            columns=("Start", *(f"R{played.number}" for played in self.rounds)),
            series=tuple(
                ChartSeries(
                    seat=seat,
                    name=name,
                    values=(0, *(played.seats[seat].total for played in self.rounds)),
                )
                for seat, name in enumerate(self.players)
            ),
            higher_is_up=True,
            top_label="Souls",
        )


@dataclass
class _Tally:
    """The running figures while the record is replayed (plain data: copied per step)."""

    seats: int
    sets: list[int]
    #: Sacraments played by each seat before the current round (replaced, never changed).
    sacraments_before: list[int]
    #: The finished rounds (a tuple, replaced when a round ends: copies share it).
    rounds: tuple[tuple[SeatRound, ...], ...] = ()


def _snapshot(tally: _Tally) -> _Tally:
    """A copy for the take-back history: only the list the steps change in place is copied."""
    return replace(tally, sets=list(tally.sets))


def _step(tally: _Tally, step: PublicStep) -> None:
    before, after, actor = step.before, step.after, step.actor
    if (
        before.phase == "build"
        and after.phase != "build"
        and actor is not None
        and after.round == before.round
        and len(after.churches[actor]) > len(before.churches[actor])
    ):
        tally.sets[actor] += 1
    if len(after.round_scores) <= len(before.round_scores):
        return
    # A discard ended the round: ``before`` holds the churches and hands it was scored on.
    scores = after.round_scores[-1]
    totals = totals_history(after)[-1]
    breakdowns = after.last_round
    row: list[SeatRound] = []
    for seat in range(tally.seats):
        demon = demon_of(before.churches[seat])
        demon_name = None if demon is None else data.TYPE_NAMES[demon]
        points = next(
            (
                line.points
                for line in breakdowns[seat].lines
                if demon_name is not None
                and line.section == "bonus"
                and line.label.startswith(f"{demon_name}:")
            ),
            None,
        )
        row.append(
            SeatRound(
                seat=seat,
                souls=scores[seat],
                total=totals[seat],
                sets=tally.sets[seat],
                sacraments=after.sacraments_played[seat] - tally.sacraments_before[seat],
                in_hand=len(before.hands[seat]) - (1 if seat == actor else 0),
                sinners=breakdowns[seat].sinners,
                demon=demon_name,
                demon_points=points,
            )
        )
    tally.rounds = (*tally.rounds, tuple(row))
    tally.sets = [0] * tally.seats
    tally.sacraments_before = list(after.sacraments_played)


def game_statistics(record: GameRecord) -> SinnersStatistics:
    """The statistics of the game in ``record`` (finished or not; see the module)."""
    count = len(record.players)
    walk = PublicWalk(engine, _Tally(count, [0] * count, [0] * count), _step, snapshot=_snapshot)
    tally, state = walk.run(record)
    view = public_view(state)
    over = engine.is_over(state)
    rounds = tuple(
        RoundStatistics(number=number, seats=row)
        for number, row in enumerate(tally.rounds, start=1)
    )
    return SinnersStatistics(
        over=over,
        players=tuple(record.players),
        winners=tuple(view.winners) if over else (),
        rounds=rounds,
        current_round=view.round,
        totals=tuple(view.totals),
        sets=tuple(
            sum(r.seats[seat].sets for r in rounds) + (0 if over else tally.sets[seat])
            for seat in range(count)
        ),
        sacraments=tuple(view.sacraments_played),
        extra_rounds=view.extra_rounds,
    )
