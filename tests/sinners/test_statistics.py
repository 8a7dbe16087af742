"""Sinners' statistics (``sinners_tui.engine.statistics``), checked against game logs.

The figures of rounds 1 and 2 of the seeded game below were counted by hand from its public
log (the lines quoted in the docstrings), not computed by the code under test.
"""

from __future__ import annotations

from typing import Any

import pytest

from shared.engine.record import GameRecord
from shared.engine.statistics import PublicStep
from sinners_tui import engine
from sinners_tui.engine import statistics
from sinners_tui.engine.cards import HIDDEN
from sinners_tui.engine.statistics import game_statistics
from tests.shared.statistics_support import seeded_record, without_take_backs


@pytest.fixture(scope="module")
def seeded_game() -> Any:
    """Ann and Ben, seed 1, random moves without take-backs: 468 actions, 6 rounds."""
    record = seeded_record(engine, ["Ann", "Ben"], 1, take_backs=False)
    assert len(record.actions) == 468
    return game_statistics(record)


def test_round_one_matches_its_log(seeded_game: Any):
    """Round 1 ("The Draw Deck is used up: the round is over"). Ann: "starts a set of Greedy"
    and "of Envious" (2 sets), plays Baptism and Holy Orders (2), three "In hand:" lines,
    Belial (no line of its own, SN-13), 6 Sinners (3 Envious, 3 Deceivers), "Round 1: Ann
    scores 19". Ben: one set (Gluttonous), Baptism, Penance, Holy Orders, Penance, Eucharist,
    Baptism (6), two cards in hand, "Sin: not fewer Sinners than every other church: +0",
    6 Sinners, 13 souls (rulebook "Scoring a Round")."""
    ann, ben = seeded_game.rounds[0].seats
    assert (ann.souls, ann.total, ann.sets, ann.sacraments, ann.in_hand) == (19, 19, 2, 2, 3)
    assert (ann.sinners, ann.demon, ann.demon_points) == (6, "Belial", None)
    assert (ben.souls, ben.total, ben.sets, ben.sacraments, ben.in_hand) == (13, 13, 1, 6, 2)
    assert (ben.sinners, ben.demon, ben.demon_points) == (6, "Sin", 0)


def test_round_two_matches_its_log(seeded_game: Any):
    """Round 2 ("Only Ann still holds cards: the round is over"). Ann: a set of Lustful,
    Eucharist and Confirmation, seven cards in hand, "Mulciber: the last one with cards in
    hand: +10" (SN-7), 3 Sinners, 6 souls. Ben: a set of Wrathful (Matrimony lays a couple,
    not a set), Baptism, Matrimony, Holy Orders, Penance, no card left, Asmodeus +0, 8
    Sinners, 13 souls."""
    ann, ben = seeded_game.rounds[1].seats
    assert (ann.souls, ann.total, ann.sets, ann.sacraments, ann.in_hand) == (6, 25, 1, 2, 7)
    assert (ann.sinners, ann.demon, ann.demon_points) == (3, "Mulciber", 10)
    assert (ben.souls, ben.total, ben.sets, ben.sacraments, ben.in_hand) == (13, 26, 1, 4, 0)
    assert (ben.sinners, ben.demon, ben.demon_points) == (8, "Asmodeus", 0)


def test_totals_and_the_chart(seeded_game: Any):
    """The game's totals are the running totals; the chart is the round scoring's
    ``totals_history`` from a 0 at the start; Sacraments played are the second tie-break
    (SN-10) the state keeps."""
    final = seeded_record(engine, ["Ann", "Ben"], 1, take_backs=False).replay(engine)
    assert seeded_game.over and seeded_game.winners == tuple(final.winners)
    assert seeded_game.totals == tuple(final.totals) == (84, 104)
    assert seeded_game.sacraments == tuple(final.sacraments_played)
    assert seeded_game.sacraments == tuple(
        sum(r.seats[seat].sacraments for r in seeded_game.rounds) for seat in (0, 1)
    )
    chart = seeded_game.chart()
    assert chart.columns == ("Start", "R1", "R2", "R3", "R4", "R5", "R6")
    history = engine.totals_history(final)
    assert [list(series.values) for series in chart.series] == [
        [0, *(row[seat] for row in history)] for seat in (0, 1)
    ]


@pytest.mark.parametrize(("players", "seed"), [(2, 0), (3, 4)])
def test_a_play_taken_back_counts_for_nothing(players: int, seed: int):
    """SN-34: a take-back returns to the state before the last play; it must not count."""
    record = seeded_record(engine, ["Ann", "Ben", "Cid"][:players], seed)
    assert any(action["kind"] == "take_back" for action in record.actions)
    assert game_statistics(record) == game_statistics(without_take_backs(engine, record))


def test_only_public_views_are_read(monkeypatch: pytest.MonkeyPatch):
    """No step of the walk sees a card of a hand, of the Draw Deck or of Limbo."""
    seen: list[PublicStep] = []
    real = statistics._step

    def spy(tally: Any, step: PublicStep) -> None:
        seen.append(step)
        real(tally, step)

    monkeypatch.setattr(statistics, "_step", spy)
    game_statistics(seeded_record(engine, ["Ann", "Ben", "Cid"], 2, limit=400))
    assert len(seen) == 400
    for step in seen:
        for view in (step.before, step.after):
            assert all(card == HIDDEN for hand in view.hands for card in hand)
            assert all(card == HIDDEN for card in [*view.deck, *view.limbo])
            assert view.checkpoint is None
            assert all(entry.seat is None for entry in view.log)


def test_an_unfinished_game():
    stats = game_statistics(seeded_record(engine, ["Ann", "Ben"], 1, take_backs=False, limit=200))
    assert not stats.over and stats.winners == ()
    assert stats.current_round == len(stats.rounds) + 1
    assert f"Round {stats.current_round} is being played." in stats.tables()[0].note
    empty = game_statistics(GameRecord.start(engine, ["Ann", "Ben"], 1))
    assert empty.rounds == () and empty.chart().columns == ("Start",)
