"""``simulate --jobs`` (games shared among processes) and ``--think`` (the search bots' budget)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from meaculpa_tui import __main__ as meaculpa_main
from meaculpa_tui import engine as meaculpa_engine
from meaculpa_tui.bots import BOTS as MEACULPA_BOTS
from shared.cli import GameSpec, run
from shared.engine.bots import COMMON_BOTS, Bot, RandomBot
from shared.engine.protocol import GameEngine
from shared.engine.simulate import TIMING_FIELDS, simulate
from sinners_tui import __main__ as sinners_main
from sinners_tui import engine as sinners_engine
from sinners_tui.bots import BOTS as SINNERS_BOTS
from tests.shared import toy_engine

#: What the ``thinker`` factory of the toy spec was asked for, as (seat, seconds).
THINKER_CALLS: list[tuple[int, float | None]] = []


def _thinker(engine: GameEngine, seat: int, seed: int, seconds: float | None = None) -> Bot:
    THINKER_CALLS.append((seat, seconds))
    return RandomBot(seed)


TOY = GameSpec(
    title="Toy",
    command="toy",
    engine=toy_engine,  # type: ignore[arg-type]
    description="A toy.",
    bots={**COMMON_BOTS, "thinker": _thinker},
    thinking_bots=("thinker",),
)


def _untimed(summary: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in summary.items() if key not in TIMING_FIELDS}


def _summary(capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_two_processes_play_the_same_games_as_one():
    reports = []
    seen: list[list[int]] = []
    for jobs in (1, 2):
        progress: list[int] = []
        reports.append(
            simulate(
                toy_engine,  # type: ignore[arg-type]
                games=40,
                players=3,
                seed=7,
                bot_kinds=["random"] * 3,
                factories=COMMON_BOTS,
                progress=lambda done, total, progress=progress: progress.append(done),
                jobs=jobs,
                keep_outcomes=True,
            )
        )
        seen.append(progress)
    one, two = reports
    assert [o.seed for o in two.outcomes] == list(range(7, 47))
    assert two.outcomes == one.outcomes
    assert _untimed(two.as_json()) == _untimed(one.as_json())
    assert two.decision_seconds["random"].count == one.decision_seconds["random"].count
    for progress in seen:  # the bar moves forward and ends full, in both modes
        assert progress == sorted(progress) and progress[-1] == 40


@pytest.mark.parametrize(
    ("main", "argv"),
    [
        (
            meaculpa_main.main,
            ["--games", "6", "--players", "3", "--seed", "21", "--bots", "heuristic,random,random"],
        ),
        (
            sinners_main.main,
            ["--games", "5", "--players", "3", "--seed", "4", "--bots", "random,heuristic,random"],
        ),
    ],
    ids=["meaculpa", "sinners"],
)
def test_jobs_do_not_change_the_report(main, argv, capsys: pytest.CaptureFixture[str]):
    summaries = []
    for jobs in ("1", "2"):
        assert main(["simulate", *argv, "--jobs", jobs]) == 0
        summaries.append(_summary(capsys))
    one, two = summaries
    assert one["errors"] == 0 and sum(one["wins"]) >= int(argv[1])
    assert _untimed(two) == _untimed(one)
    assert set(TIMING_FIELDS) <= set(two)


def test_think_reaches_the_search_bots_only(capsys: pytest.CaptureFixture[str]):
    THINKER_CALLS.clear()
    argv = ["simulate", "--games", "2", "--players", "2", "--bots", "thinker,random"]
    assert run(TOY, [*argv, "--think", "0.25", "--jobs", "1"]) == 0
    assert THINKER_CALLS == [(0, 0.25), (0, 0.25)]
    THINKER_CALLS.clear()
    assert run(TOY, [*argv, "--jobs", "1"]) == 0  # without --think: the bot's own budget
    assert THINKER_CALLS == [(0, None), (0, None)]
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["errors"] == 0


@pytest.mark.parametrize(
    ("engine", "bots"),
    [(meaculpa_engine, MEACULPA_BOTS), (sinners_engine, SINNERS_BOTS)],
    ids=["meaculpa", "sinners"],
)
def test_search_bot_factories_take_the_budget(engine, bots):
    assert bots["mcts"](engine, 0, 1, seconds=0.125).seconds == 0.125
    assert bots["mcts"](engine, 0, 1).seconds > 0


def test_both_games_offer_think_and_jobs():
    for spec in (meaculpa_main.game_spec(), sinners_main.game_spec()):
        assert tuple(spec.thinking_bots) == ("mcts",)


@pytest.mark.parametrize(
    ("flag", "value", "message"),
    [
        ("--think", "0", "more than 0 seconds"),
        ("--think", "-1", "more than 0 seconds"),
        ("--think", "nan", "more than 0 seconds"),
        ("--think", "soon", "not a number of seconds"),
        ("--jobs", "0", "must be at least 1"),
        ("--jobs", "two", "not a whole number"),
    ],
)
def test_bad_think_and_jobs_are_refused(flag, value, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        run(TOY, ["simulate", flag, value])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {flag}" in err and message in err


def test_the_report_keeps_summaries_only_unless_asked():
    """The parent's memory stays flat: no outcome list, one bounded histogram per bot kind."""
    report = simulate(
        toy_engine,  # type: ignore[arg-type]
        games=30,
        players=2,
        seed=1,
        bot_kinds=["random"] * 2,
        factories=COMMON_BOTS,
    )
    assert report.outcomes == []
    summary = report.as_json()
    assert sum(summary["wins"]) >= 1 and summary["errors"] == 0
    assert (
        summary["decision_times"]["random"]["decisions"] == report.decision_seconds["random"].count
    )


def test_decision_times_give_the_median_within_half_a_percent_in_bounded_memory():
    import random
    import statistics

    from shared.engine.simulate import RELATIVE_ACCURACY, DecisionTimes

    rng = random.Random(4)
    for count in (1, 2, 7, 1000, 20_001):
        samples = [rng.lognormvariate(-9, 2) for _ in range(count)]
        times, halves = DecisionTimes(), (DecisionTimes(), DecisionTimes())
        for index, sample in enumerate(samples):
            times.add(sample)
            halves[index % 2].add(sample)
        halves[0].merge(halves[1])
        exact = statistics.median(samples)
        for sketch in (times, halves[0]):
            assert sketch.count == count and sketch.worst == max(samples)
            assert abs(sketch.median() - exact) <= RELATIVE_ACCURACY * exact
    many = DecisionTimes()
    for exponent in range(-90, 37):  # a nanosecond to an hour, in fine steps
        for step in range(100):
            many.add(10 ** ((exponent + step / 100) / 10))
    assert len(many.buckets) < 3_000
    assert DecisionTimes().median() == 0.0
