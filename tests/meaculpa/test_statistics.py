"""Mea Culpa's statistics (``meaculpa_tui.engine.statistics``), checked against game logs.

The seeded game of :func:`test_a_seeded_game_matches_its_log` was read line by line: every
figure asserted there was counted by hand from its public log (the lines quoted in the
docstrings), not computed by the code under test.
"""

from __future__ import annotations

from typing import Any

import pytest

from meaculpa_tui import engine
from meaculpa_tui.engine import statistics
from meaculpa_tui.engine.statistics import CAUSES, game_statistics
from shared.engine.record import GameRecord
from shared.engine.statistics import PublicStep, PublicWalk
from tests.shared.statistics_support import seeded_record, without_take_backs

ANN, BEN = 0, 1


@pytest.fixture(scope="module")
def seeded_game() -> Any:
    """Ann and Ben, seed 2, random moves without take-backs: 322 actions, 7 rounds."""
    record = seeded_record(engine, ["Ann", "Ben"], 2, take_backs=False)
    assert len(record.actions) == 322
    return game_statistics(record)


def test_sins_placed_punished_and_forgiven(seeded_game: Any):
    """Rulebook "The Dens of Sin": the log's "places N sin stone(s) in the ..." lines give Ann
    7 in the Den of Lust, 6 in the Den of Petty Sins, 8 in the Den of Greed; Ben 5, 8 and 0.
    The three punishments read "Ben atones for 4 sins", "... 5 sins", "... 4 sins" (13) and
    "Ann placed the third Pope stone: 1 sin is forgiven", "5 sins are forgiven" twice (11)."""
    ann, ben = seeded_game.seats
    assert ann.sins_placed == (7, 6, 8)
    assert ben.sins_placed == (5, 8, 0)
    assert (ann.sins_punished, ann.sins_forgiven) == (0, 11)
    assert (ben.sins_punished, ben.sins_forgiven) == (13, 0)


def test_steps_towards_hell_by_cause(seeded_game: Any):
    """Ann: caught as the Pope twice ("Ann is caught in the act! Ann moves 1 step towards Hell:
    0 to 1", later 4 to 5; rulebook "The Pope's urgent meeting"), out of sin stones twice
    ("... takes back 2 stones from the Den of Lust. Ann moves 2 steps towards Hell: 1 to 3",
    and 5 to 7 from the Den of Greed; MC-24), the posts of round 4 ("Ann moves 1 step towards
    Hell: 3 to 4"). Ben: three punishments (0 to 4, 4 to 9, 9 to 13) and the final posts
    ("Ben moves 5 steps towards Hell: 13 to 18"). Final scoring ("End of the Game"): "Ben
    (...): ... = 21 steps, 18 to space -3", "Ann (...): ... = 26 steps, 7 to space -19"."""
    ann, ben = seeded_game.seats
    assert ann.hell == {"posts": 1, "dens": 0, "pope_caught": 2, "cards": 0, "no_sin_stones": 4}
    assert ben.hell == {"posts": 5, "dens": 13, "pope_caught": 0, "cards": 0, "no_sin_stones": 0}
    assert (ann.heaven, ann.space) == (26, -19)
    assert (ben.heaven, ben.space) == (21, -3)


def test_donations_and_letters_of_the_evaluations(seeded_game: Any):
    """Rulebook "Evaluating Donations". First evaluation (cathedral 3, compartment I): "Bread
    and wine: Ann 8 (4 loaves and 2 bottles)", "Money: Ben 20 (20 taler), Ann 7 (7 taler)";
    Ann takes 3 letters for bread and wine, Ben 3 and Ann 2 for money. Second (cathedral 2,
    compartment II): "Bread and wine: Ben 4 (2 bottles)" (4 letters to Ben), "Cloth and
    jewels: Ann 2 (1 jewel)" (5 to Ann), "Money: Ann 43 (43 taler), Ben 15 (15 taler)" (2 to
    Ann, 1 to Ben)."""
    first, second = seeded_game.evaluations
    assert (first.number, first.cathedral) == (1, 3)
    assert first.donations == ((4, 2, 0, 0, 7), (0, 0, 0, 0, 20))
    assert first.points == ((8, 0, 7), (0, 0, 20))
    assert (second.number, second.cathedral) == (2, 2)
    assert second.donations == ((0, 0, 0, 1, 43), (0, 2, 0, 0, 15))
    assert second.points == ((0, 2, 43), (4, 0, 15))
    ann, ben = seeded_game.seats
    assert ann.letters_won == (3, 5, 4)
    assert ben.letters_won == (4, 0, 4)


def test_characters_each_round_and_the_chart(seeded_game: Any):
    """Round 7's log: "Ben takes the Emperor", "Ann takes the Merchant", "Ben takes the Pope"
    (the Petty Sinner is left to Ann, two characters each with two players). The game ends
    in round 7, so the chart has a column after each of rounds 1-7 and one at the end."""
    ann, ben = seeded_game.seats
    assert len(ann.characters) == 7
    assert ann.characters[6] == ("Merchant", "Petty Sinner")
    assert ben.characters[6] == ("Pope", "Emperor")
    assert seeded_game.soul_columns == ("Start", "R1", "R2", "R3", "R4", "R5", "R6", "R7", "End")
    assert seeded_game.souls[0] == (0, 0)
    assert seeded_game.souls[-2] == (7, 18)  # after the final posts, before the letters
    assert seeded_game.souls[-1] == (-19, -3)
    chart = seeded_game.chart()
    assert [series.values[-1] for series in chart.series] == [-19, -3]
    assert not chart.higher_is_up


def test_money_at_the_end_only_once_the_game_is_over(seeded_game: Any):
    """Money stays behind the screen all game (rulebook "Game Setup" III): shown at the end."""
    assert seeded_game.over and seeded_game.winners == (ANN,)
    assert all(seat.money_at_end is not None for seat in seeded_game.seats)
    unfinished = game_statistics(
        seeded_record(engine, ["Ann", "Ben"], 2, take_backs=False, limit=200)
    )
    assert not unfinished.over
    assert [seat.money_at_end for seat in unfinished.seats] == [None, None]
    money = next(table for table in unfinished.tables() if table.title == "Money at the end")
    assert money.rows == () and "behind the screens" in money.note
    assert unfinished.soul_columns[-1] == "Now"


@pytest.mark.parametrize(
    ("players", "seed", "variant"), [(2, 0, False), (3, 1, True), (4, 5, False)]
)
def test_every_move_is_explained(players: int, seed: int, variant: bool):
    """Every space a soul moved is counted under a cause (never "other"), with take-backs."""
    names = ["Ann", "Ben", "Cid", "Dan"][:players]
    record = seeded_record(engine, names, seed, sophisticated_penitent=variant)
    stats = game_statistics(record)
    final = record.replay(engine)
    for seat in stats.seats:
        assert "other" not in seat.hell
        assert sum(seat.hell.values()) - seat.heaven == seat.space == final.souls[seat.seat]
        assert set(seat.hell) == set(CAUSES)


@pytest.mark.parametrize("seed", [0, 3])
def test_a_move_taken_back_counts_for_nothing(seed: int):
    """MC-20: a take-back undoes the turn; its moves must not count."""
    record = seeded_record(engine, ["Ann", "Ben", "Cid"], seed)
    assert any(action["kind"] == "take_back" for action in record.actions)
    assert game_statistics(record) == game_statistics(without_take_backs(engine, record))


def test_only_public_views_are_read(monkeypatch: pytest.MonkeyPatch):
    """No step of the walk sees a seat's money, goods, letters or chest, nor a hidden bid."""
    seen: list[PublicStep] = []
    real = statistics._step

    def spy(tally: Any, step: PublicStep) -> None:
        seen.append(step)
        real(tally, step)

    monkeypatch.setattr(statistics, "_step", spy)
    game_statistics(seeded_record(engine, ["Ann", "Ben", "Cid"], 4, limit=300))
    assert len(seen) == 300
    for step in seen:
        for view in (step.before, step.after):
            for secret in (view.money, view.goods, view.letters, view.chests):
                assert secret == [None, None, None]
            if not view.bids_revealed:
                assert view.bid_notches == [None, None, None]
            assert view.pope_die is None and view.checkpoint is None
            assert all(entry.seat is None for entry in view.log)


def test_an_unfinished_game_gives_no_secret_away(monkeypatch: pytest.MonkeyPatch):
    """Games that differ only behind the screens give the same statistics until the end.

    The final state is given other money, goods and letters: an unfinished game's statistics
    must not change (they read nothing secret), a finished one's show the money (so the check
    would catch a secret that leaks). The seed is never among the figures.
    """
    unfinished = seeded_record(engine, ["Ann", "Ben"], 9, take_backs=False, limit=60)
    finished = seeded_record(engine, ["Ann", "Ben"], 9, take_backs=False)
    honest = game_statistics(unfinished)
    real_run = PublicWalk.run

    def other_secrets(self: Any, record: GameRecord) -> Any:
        tally, state = real_run(self, record)
        return tally, state.model_copy(
            update={"money": [999, 998], "goods": [[9] * 4] * 2, "letters": [[9] * 4] * 2}
        )

    monkeypatch.setattr(PublicWalk, "run", other_secrets)
    assert game_statistics(unfinished) == honest
    assert [seat.money_at_end for seat in game_statistics(finished).seats] == [999, 998]
    assert unfinished.seed not in _numbers(honest.model_dump())


def _numbers(data: Any) -> list[Any]:
    if isinstance(data, dict):
        return [item for value in data.values() for item in _numbers(value)]
    if isinstance(data, list | tuple):
        return [item for value in data for item in _numbers(value)]
    return [data]


def test_a_record_with_no_action():
    stats = game_statistics(GameRecord.start(engine, ["Ann", "Ben"], 1))
    assert not stats.over and stats.evaluations == ()
    assert stats.soul_columns == ("Start", "Now")
    assert all(sum(seat.sins_placed) == 0 for seat in stats.seats)


@pytest.mark.parametrize(
    "names",
    [["Ann[/]", "Ann", "[/]", "Bob\\"], ["\U0001f600 Joy", "Joy", "%s", "{0}"], ["Seat 1", "1"]],
)
def test_names_that_end_alike_are_told_apart(names: list[str]):
    """The log's sentences are read by name: a name that ends another ("Ann" in "Ann[/]",
    "Joy" in "😀 Joy") or looks like markup changes no figure."""
    plain = ["Ann", "Ben", "Cid", "Dan"][: len(names)]
    for seed in (1, 6):
        odd = game_statistics(seeded_record(engine, names, seed))
        usual = game_statistics(seeded_record(engine, plain, seed))
        assert odd.model_dump(exclude={"players"}, mode="json")["seats"] == [
            seat | {"name": names[index]}
            for index, seat in enumerate(usual.model_dump(mode="json")["seats"])
        ]
        assert odd.evaluations == usual.evaluations and odd.souls == usual.souls
