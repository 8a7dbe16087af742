"""A record's landmarks, open screens' rule and transcript, on seeded games of both games."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from shared.cli import LaunchRequest, run
from shared.engine import landmarks as marks
from shared.engine.open_screens import OPEN_SCREENS_REFUSED
from shared.engine.protocol import public_view_of as public_view
from shared.engine.saves import save_record
from shared.engine.transcript import write_transcript
from tests.replays import GAMES, SEED, seeded_record

BOTH = pytest.mark.parametrize("game", ["meaculpa", "sinners"])
#: The landmark kinds of a result each game scores (the other game has none).
SCORED = {"meaculpa": marks.EVALUATION, "sinners": marks.SCORING}


def _marks(game: str) -> list[frozenset[str]]:
    engine, _ = GAMES[game]
    views = [public_view(engine, state) for state in seeded_record(game).states(engine)]
    return marks.record_landmarks(views, engine.landmarks)


@BOTH
def test_every_landmark_of_a_seeded_game_is_where_the_public_views_say(game):
    engine, _ = GAMES[game]
    record = seeded_record(game)
    views = [public_view(engine, state) for state in record.states(engine)]
    found = _marks(game)
    assert found[0] == frozenset()
    rounds = [i for i, mark in enumerate(found) if marks.ROUND in mark]
    assert rounds and all(
        engine.round_number(views[i]) == engine.round_number(views[i - 1]) + 1 for i in rounds
    )
    handovers = [i for i, mark in enumerate(found) if marks.HANDOVER in mark]
    assert all(
        engine.current_player(views[i]) != engine.current_player(views[i - 1]) for i in handovers
    )
    assert len(handovers) > 20
    scored = [i for i, mark in enumerate(found) if SCORED[game] in mark]
    assert scored, "a whole game has at least one evaluation or scoring"
    other = {marks.EVALUATION, marks.SCORING} - {SCORED[game]}
    assert not any(mark & other for mark in found)


@BOTH
def test_landmarks_are_read_from_public_views_only(game):
    """The same record gives the same landmarks from the full states as from public views,
    and none of them depends on a private log line."""
    engine, _ = GAMES[game]
    states = list(seeded_record(game).states(engine))
    full = marks.record_landmarks(states, engine.landmarks)
    assert full == _marks(game)


def test_next_landmark_walks_both_ways_and_stops_at_the_ends():
    found = [frozenset(), frozenset({"round"}), frozenset(), frozenset({"round", "hand-over"})]
    assert marks.next_landmark(found, 0, "round", 1) == 1
    assert marks.next_landmark(found, 1, "round", 1) == 3
    assert marks.next_landmark(found, 3, "round", 1) is None
    assert marks.next_landmark(found, 3, "round", -1) == 1
    assert marks.next_landmark(found, 1, "round", -1) is None
    assert marks.next_landmark(found, 0, "evaluation", 1) is None


@BOTH
def test_a_transcript_holds_the_public_log_step_by_step_and_no_secret(game):
    engine, spec = GAMES[game]
    record = seeded_record(game, 80)
    text = write_transcript(engine, record, title=spec.title)
    final = record.replay(engine)
    public = [entry.text for entry in final.log if entry.seat is None]
    private = [entry.text for entry in final.log if entry.seat is not None]
    for line in public:
        assert line in text
    assert not [line for line in private if line not in public and line in text]
    assert "== Round 1 ==" in text and "Step 1:" in text
    assert str(SEED) not in text and "Behind" not in text
    assert text.rstrip().endswith(f"The game goes on after {len(record.actions)} actions.")


@BOTH
def test_a_plain_transcript_has_no_empty_step_lines(game):
    """Found in use: a step that added no public line (a secret choice) left a bare
    "Step 12: Ann" with nothing under it. Each step written has its lines; the steps keep the
    replay's numbers."""
    engine, spec = GAMES[game]
    record = seeded_record(game)
    lines = write_transcript(engine, record, title=spec.title).splitlines()
    steps = [number for number, line in enumerate(lines) if line.startswith("Step ")]
    assert steps
    bare = [lines[n] for n in steps if n + 1 >= len(lines) or not lines[n + 1].startswith("  ")]
    assert bare == []
    numbers = [int(lines[n].split()[1].rstrip(":")) for n in steps]
    assert numbers == sorted(set(numbers)) and numbers[-1] <= len(record.actions)


@BOTH
def test_open_transcripts_of_a_running_game_are_refused(game):
    engine, spec = GAMES[game]
    with pytest.raises(ValueError, match="only once the game is over"):
        write_transcript(engine, seeded_record(game, 80), title=spec.title, open_screens=True)


@BOTH
def test_an_open_transcript_of_a_finished_game_shows_every_seats_secrets(game):
    engine, spec = GAMES[game]
    record = seeded_record(game)
    text = write_transcript(
        engine, record, title=spec.title, open_screens=True, secrets_text=spec.secrets_text
    )
    final = record.replay(engine)
    for entry in final.log:
        assert entry.text in text
    for name in record.players:
        assert f"Behind {name}'s screen:" in text
        assert f"(to {name})" in text
    assert f"seed {SEED}" in text and "Game over after" in text


@BOTH
def test_replay_command_writes_transcripts_and_refuses_open_screens_midway(
    game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    _, spec = GAMES[game]
    running = save_record(seeded_record(game, 40), tmp_path / "running.json")
    finished = save_record(seeded_record(game), tmp_path / "finished.json")
    assert run(spec, ["replay", str(running), "--open"]) == 1
    assert capsys.readouterr().err.strip() == OPEN_SCREENS_REFUSED
    assert run(spec, ["replay", str(running), "--transcript", "--open"]) == 1
    assert capsys.readouterr().err.strip() == OPEN_SCREENS_REFUSED
    assert run(spec, ["replay", str(running), "--transcript"]) == 0
    assert capsys.readouterr().out.startswith(f"{spec.title}: Ann, Ben, Cat")
    out = tmp_path / "game.txt"
    assert run(spec, ["replay", str(finished), "--transcript", str(out), "--open"]) == 0
    assert "Behind Ann's screen:" in out.read_text(encoding="utf-8")


@BOTH
def test_replay_open_of_a_finished_game_asks_the_app_for_open_screens(game, tmp_path: Path):
    _, spec = GAMES[game]
    finished = save_record(seeded_record(game), tmp_path / "finished.json")
    asked: list[LaunchRequest] = []
    spec = dataclasses.replace(spec, launch=lambda request: asked.append(request) or 0)
    assert run(spec, ["replay", str(finished), "--open"]) == 0
    assert run(spec, ["replay", str(finished)]) == 0
    assert [(r.replay, r.open_screens) for r in asked] == [(finished, True), (finished, False)]
