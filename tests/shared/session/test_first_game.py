"""First-game mode, proven on the table session at engine speed (``shared.session.teaching``).

Whole seeded games of both games are walked with the mode on (``tests.session_walk``, which
also checks where each lesson is shown): every kind of decision a person here meets is
explained to that person once, before their first decision of the kind (a public decision once
to the table), and each phase of the round once; no lesson names another seat's secret (it is
built again from a state whose every other secret was changed, and must come out the same,
without the changed values); turning the mode off ends the lessons; a resumed game remembers
the lessons given.
"""

from __future__ import annotations

import random
import typing
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from meaculpa_tui.engine import frames
from meaculpa_tui.spec import game_spec as meaculpa_spec
from meaculpa_tui.ui.lessons import POPE_TURN
from meaculpa_tui.ui.lessons import lessons as meaculpa_lessons
from shared.engine.record import GameRecord
from shared.engine.saves import load_record
from shared.session.handover import HUMAN
from shared.session.seats import load_teaching
from shared.session.table import HeldSession, open_session
from shared.session.teaching import Teaching, TeachingMemory, decision_topic, phase_topic
from sinners_tui.engine.state import Phase
from sinners_tui.spec import game_spec as sinners_spec
from sinners_tui.ui.lessons import lessons as sinners_lessons
from tests.session_walk import SessionWalk

SPECS = {"meaculpa": meaculpa_spec, "sinners": sinners_spec}
LESSONS = {"meaculpa": meaculpa_lessons, "sinners": sinners_lessons}
MAX_STEPS = 20_000
SEED = 4_411_027
#: Two people and a bot; three people and a bot (the curtain between them every time).
MIXES = {
    "two people and a bot": ["human", "heuristic", "human"],
    "three people and a bot": ["human", "human", "random", "human"],
}
#: A value no game has, put in place of every secret a lesson may not show.
SENTINEL = 987_654


def _session(game: str, kinds: list[str], seed: int, **kwargs: Any) -> HeldSession:
    spec = SPECS[game]()
    names = ["Ann", "Ben", "Cid", "Dee"][: len(kinds)]
    record = kwargs.pop("record", None) or GameRecord.start(spec.engine, names, seed)
    teaching = Teaching(LESSONS[game](), kwargs.pop("memory", None))
    session = open_session(
        spec,
        record,
        kinds,
        public_results_on_board=game == "meaculpa",
        teaching=teaching,
        **kwargs,
    )
    assert isinstance(session, HeldSession)
    return session


# --- what a lesson could never show -------------------------------------------------------------


def _poisoned(game: str, state: Any, seat: int | None) -> Any:
    """``state`` with every secret ``seat`` may not see changed (``None``: every seat's)."""
    others = [other for other in range(len(state.players)) if other != seat]
    if game == "sinners":
        hands = [list(hand) for hand in state.hands]
        for other in others:
            hands[other] = [0] * len(hands[other])  # (the same count, other cards)
        return state.model_copy(update={"hands": hands, "rng": SENTINEL})
    update: dict[str, Any] = {"rng": SENTINEL}
    for name, value in (
        ("money", SENTINEL),
        ("goods", [SENTINEL] * 4),
        ("letters", [SENTINEL] * 4),
        ("chests", [SENTINEL] * 10),
    ):
        update[name] = [
            value if i in others else held for i, held in enumerate(getattr(state, name))
        ]
    if not state.bids_revealed:
        update["bid_taler"] = [
            SENTINEL if i in others else bid for i, bid in enumerate(state.bid_taler)
        ]
    return state.model_copy(update=update)


class TeachingWalk(SessionWalk):
    """A walk that also checks each lesson against its game and each decision against the
    lessons given before it."""

    game: str = ""
    #: The kinds of decision people here made, and the phases they made them in.
    decided: set[str]
    phases: set[str]

    def _teach(self, event: Any) -> None:
        lesson = event.lesson
        session = self.session
        assert session.teaching is not None
        lessons = session.teaching.lessons
        seat = lesson.seat
        private = seat is not None and session.is_private_decision()
        poisoned = _poisoned(self.game, session.known, seat if private else None)
        engine = session.engine
        view = engine.view_for(poisoned, seat) if private else engine.public_view(poisoned)
        # built from the poisoned view, and from the poisoned state itself: a lesson that read
        # a secret (even one its view happened to hold) would come out different
        for source in (view, poisoned):
            if seat is None:
                again = lessons.phase_lesson(lesson.topic.removeprefix("phase:"), source)
            else:
                kind = lesson.topic.split(":")[1]
                again = lessons.decision_lesson(kind, source, seat)
            assert replace(again, topic=lesson.topic) == lesson, "it changed with a secret"
        assert str(SENTINEL) not in lesson.words()
        super()._teach(event)

    def _result(self, entry: Any) -> None:
        session = self.session
        assert session.teaching is not None
        phase = session.teaching.lessons.result_phase(entry.topic)
        if phase is not None and entry.seat is None:
            if session.teaching.on:
                given = {lesson.topic for lesson in self.lessons}
                assert phase_topic(phase) in given, f"{phase} shown before its lesson"
            self.phases.add(phase_topic(phase))
        super()._result(entry)

    def _decide(self, seat: int, private: bool) -> None:
        session = self.session
        assert session.teaching is not None
        lessons = session.teaching.lessons
        public = session.public()
        kind, phase = lessons.decision_kind(public), lessons.phase(public)
        given = {lesson.topic for lesson in self.lessons}
        topic = decision_topic(str(kind), seat if private else None)
        if session.teaching.on:
            assert kind is not None and topic in given, topic
            assert phase is not None and phase_topic(phase) in given, phase
        self.decided.add(topic)
        self.phases.add(phase_topic(str(phase)))
        super()._decide(seat, private)


def _walk(session: HeldSession, game: str, seed: int) -> TeachingWalk:
    walk = TeachingWalk(session, random.Random(seed), seed)
    walk.game, walk.decided, walk.phases = game, set(), set()
    return walk


@pytest.mark.parametrize("game", sorted(SPECS))
@pytest.mark.parametrize("mix", sorted(MIXES))
def test_every_kind_of_decision_is_taught_once_before_it_and_never_a_secret(game, mix):
    kinds = MIXES[mix]
    walk = _walk(_session(game, kinds, SEED), game, SEED)
    while walk.step():
        assert walk.steps < MAX_STEPS, "the game did not end"
    topics = Counter(lesson.topic for lesson in walk.lessons)
    assert all(count == 1 for count in topics.values()), topics
    taught = set(topics)
    assert {t for t in taught if t.startswith("decision:")} == walk.decided
    assert {t for t in taught if t.startswith("phase:")} == walk.phases
    assert len(walk.decided) >= 6 and walk.curtains > 0
    assert kinds.count(HUMAN) > 1


def test_the_lesson_files_explain_every_kind_of_decision_of_both_games():
    meaculpa = {record._field_defaults["kind"] for record in typing.get_args(frames.DecisionFrame)}
    assert set(meaculpa_lessons().decisions) == meaculpa | {POPE_TURN}
    sinners = set(typing.get_args(Phase)) - {"over"}
    assert set(sinners_lessons().decisions) == sinners
    for lessons in (meaculpa_lessons(), sinners_lessons()):
        assert set(lessons.decision_examples) == set(lessons.decisions)
        assert set(lessons.phase_examples) <= set(lessons.phases)
        for text in lessons.texts.values():
            assert text.rules and text.paragraphs and (text.step or text.kind == "decision")


@pytest.mark.parametrize("game", sorted(SPECS))
def test_turned_off_mid_game_no_lesson_comes_again(game):
    walk = _walk(_session(game, ["human", "human", "random"], SEED), game, SEED)
    while len(walk.lessons) < 4:
        assert walk.step()
    walk.session.set_teaching(False)
    given = len(walk.lessons)
    while walk.step():
        assert walk.steps < MAX_STEPS
    assert len(walk.lessons) == given
    assert not walk.session.teaching_on


@pytest.mark.parametrize("game", sorted(SPECS))
def test_a_resumed_game_teaches_on_where_it_stopped(game, tmp_path: Path):
    """The mode and the lessons given are kept beside the save with the seat kinds (the game
    record holds only what the rules need); resumed, no lesson comes twice."""
    save = tmp_path / "game.json"
    kinds = ["human", "human", "heuristic"]
    first = _session(game, kinds, SEED)
    first.take_save(save, background=False)
    walk = _walk(first, game, SEED)
    while len(walk.lessons) < 5:
        assert walk.step()
    first.save()
    first.close()
    memory = load_teaching(save)
    assert memory == TeachingMemory(True, frozenset(lesson.topic for lesson in walk.lessons))
    record = load_record(save, SPECS[game]().engine)
    assert "teaching" not in record.model_dump_json()
    again = _walk(_session(game, kinds, SEED, record=record, memory=memory), game, SEED)
    again.lessons = list(walk.lessons)  # (what was read before: no decision waits for it)
    while again.step():
        assert again.steps < MAX_STEPS
    new = [lesson.topic for lesson in again.lessons[len(walk.lessons) :]]
    assert new and not set(new) & memory.explained


def test_the_mode_off_is_remembered_and_an_old_companion_file_has_none(tmp_path: Path):
    save = tmp_path / "game.json"
    session = _session("meaculpa", ["human", "human"], SEED, memory=TeachingMemory(False))
    session.take_save(save, background=False)
    session.save()
    session.close()
    assert load_teaching(save) == TeachingMemory(False)
    (tmp_path / "other.json").write_text("{}")
    assert load_teaching(tmp_path / "other.json") is None
