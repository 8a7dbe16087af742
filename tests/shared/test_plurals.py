"""Counts in messages agree with their nouns: "1 name was given", never "1 names were given".

Issue 32, point 8 found "try again in 1 seconds"; each message below printed a count of one
with a plural noun before it went through ``shared.engine.words.plural``. A source check keeps
counts of time units from coming back without it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from shared.cli import GameSpec, run
from shared.engine.record import GameRecord
from shared.engine.transcript import write_transcript
from shared.session.seats import check_seat_kinds
from sinners_tui import engine as sinners
from tests.shared import toy_engine
from tests.sinners.helpers import Table

SPEC = GameSpec(title="Toy", command="toy", engine=toy_engine, description="A toy.")
ROOT = Path(__file__).resolve().parents[2]


def test_one_name_given_is_said_so(capsys: pytest.CaptureFixture[str]):
    for command in (["--players", "Ann"], ["host", "--players", "Ann"]):
        with pytest.raises(SystemExit):
            run(SPEC, command)
        assert "1 name was given" in capsys.readouterr().err


def test_one_entry_in_bots_is_said_so(capsys: pytest.CaptureFixture[str]):
    with pytest.raises(SystemExit):
        run(SPEC, ["simulate", "--players", "2", "--bots", "random"])
    assert "2 seats but 1 entry in --bots" in capsys.readouterr().err


def test_one_kind_for_two_seats_is_said_so():
    with pytest.raises(ValueError, match=r"2 seats, 1 kind$"):
        check_seat_kinds(["human"], 2, {})


def test_a_transcript_after_one_action_says_one_action(tmp_path):
    record = GameRecord.start(toy_engine, ["Ann", "Ben"], seed=3)
    record = record.with_action(toy_engine.legal_actions(record.initial_state(toy_engine))[0])
    text = write_transcript(toy_engine, record, title="Toy")
    assert text.rstrip().endswith("The game goes on after 1 action.")


def test_one_hidden_card_and_one_sacrament_in_a_sinners_breakdown():
    table = Table(2)
    state = table.state(
        hands=[[table.take("Proud", 2)], [table.take("Greedy", 1)]],
        churches=[
            [table.take("Murderer"), table.take("Leviathan"), table.take("Baptism")],
            [table.take("Murderer")],
        ],
    )
    view = sinners.view_for(state, 0)
    texts = [line.label for line in sinners.score_breakdown(view, 1).lines]
    assert any(text.startswith("1 card in hand, not shown") for text in texts), texts
    texts = [line.label for line in sinners.score_breakdown(state, 0).lines]
    assert "Leviathan: 1 Sacrament in play" in texts, texts


def test_a_serve_limit_of_one_is_said_in_the_singular():
    from shared.serve.limits import Limits, Seats

    crowded = Seats(Limits(sessions=2, per_address=1))
    assert crowded.take("a") is None
    assert "Your address has 1 session open here" in str(crowded.take("a"))
    full = Seats(Limits(sessions=1, per_address=1))
    assert full.take("a") is None
    assert "This server is full: its one browser session is taken." in str(full.take("b"))


#: A count of a time unit written straight into an f-string: "{wait} seconds".
_TIME_COUNT = re.compile(r"\{[^{}]+\} (seconds|minutes|hours|days)\b")


def test_no_message_counts_time_without_agreeing_with_the_count():
    sources = [
        path
        for folder in ("shared", "meaculpa_tui", "sinners_tui")
        for path in (ROOT / folder).rglob("*.py")
    ]
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in sources
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if _TIME_COUNT.search(line)
    ]
    assert not found, found
