"""Privacy and the hand-over rule, proven on the table session at engine speed.

Whole seeded games of both games, for every table mix (one person with bots; people only;
people and bots; a table file with a host and joined seats), walked through the session the way
the app draws it (``tests.session_walk``): no seat's own screen is up while another seat or a bot
acts, a curtain comes before every seat's screen when people share the keyboard, a private
result shows only on its seat's screen, and the seed is never handed to a screen. The rendered
whole-game walks (``tests/*/ui/test_mixed_tables.py``, ``test_remote_table.py``) prove that the
screens follow the session.
"""

from __future__ import annotations

import random

import pytest

from meaculpa_tui.spec import game_spec as meaculpa_spec
from shared.cli import LaunchRequest
from shared.engine.record import GameRecord
from shared.engine.table_store import table_id_of
from shared.session import events
from shared.session.handover import HUMAN, Step
from shared.session.table import HeldSession, JoinedSession, open_session
from shared.ui.openings import StartGame, opening_for
from sinners_tui.spec import game_spec as sinners_spec
from tests.session_walk import SessionWalk, walk_joined

SPECS = {"meaculpa": meaculpa_spec, "sinners": sinners_spec}
#: Steps of a walk at most: every game here ends well before (Sinners with random people can
#: take several rounds); a walk that reaches it fails, it does not pass silently.
MAX_STEPS = 20_000
SEED = 738_000_011

MIXES = {
    "one person and bots": ["human", "random", "heuristic"],
    "two people": ["human", "human"],
    "three people": ["human", "human", "human"],
    "people and bots": ["human", "random", "human", "heuristic"],
}


def _session(game: str, kinds: list[str], seed: int) -> HeldSession:
    spec = SPECS[game]()
    names = ["Ann", "Ben", "Cid", "Dee"][: len(kinds)]
    record = GameRecord.start(spec.engine, names, seed)
    session = open_session(spec, record, kinds, public_results_on_board=game == "meaculpa")
    assert isinstance(session, HeldSession)
    return session


@pytest.mark.parametrize("game", sorted(SPECS))
@pytest.mark.parametrize("mix", sorted(MIXES))
def test_no_seat_is_shown_while_another_or_a_bot_acts_over_whole_games(game, mix):
    kinds = MIXES[mix]
    people = kinds.count(HUMAN)
    for offset in range(3):
        seed = SEED + offset
        walk = SessionWalk(_session(game, kinds, seed), random.Random(seed), seed)
        while walk.step():
            assert walk.steps < MAX_STEPS, "the game did not end"
        assert walk.session.is_over()
        assert walk.decisions > 0 and walk.results > 0
        if people > 1:
            assert walk.curtains > 0 and walk.hand_overs > 0
        if people < len(kinds):
            assert walk.bot_moves > 0


@pytest.mark.parametrize("game", sorted(SPECS))
def test_a_table_file_keeps_each_seat_to_its_own_view(game):
    """A host with a bot and one person, and a joined seat for each other person: every joined
    session holds only its seat's view, exactly the host's ``view_for`` of that seat."""
    spec = SPECS[game]()
    seed = SEED
    request = LaunchRequest(
        players=["Ann", "Ben", "Cid"],
        bots=["human", "human", "heuristic"],
        seed=seed,
        table_mode="host",
        sit="Ann",
    )
    opening = opening_for(spec, request)
    assert isinstance(opening, StartGame) and opening.table is not None
    codes = dict(opening.table.codes)
    host = open_session(spec, opening.record, opening.seats, table=opening.table)
    rng = random.Random(seed)
    walks = [SessionWalk(host, rng, seed)]
    for seat, code in codes.items():
        if seat == 0:
            continue
        joined = opening_for(spec, LaunchRequest(table_mode="join", code=code))
        assert isinstance(joined, StartGame) and joined.table is not None
        session = open_session(spec, joined.record, joined.seats, table=joined.table)
        assert isinstance(session, JoinedSession)
        walks.append(SessionWalk(session, rng, seed))
    for _ in range(MAX_STEPS):
        if host.is_over():
            break
        for walk in walks:
            if isinstance(walk.session, JoinedSession):
                walk_joined(walk)
                own = walk.session.table.own
                if walk.session.version == host.version and own is not None:
                    assert walk.session.known == host.engine.view_for(host.known, own)
            else:
                walk.session.poll()
                walk.step()
    assert host.is_over()
    assert all(walk.decisions > 0 for walk in walks)
    assert all(walk.homes > 0 for walk in walks)  # (the host's window too: Ann sits there)
    for walk in walks:
        walk.session.close()


@pytest.mark.parametrize("game", sorted(SPECS))
def test_a_joined_seat_opens_on_its_own_screen_and_again_when_it_rejoins(game):
    """Issue 32, point 7: the first event of a joined seat's session puts its own screen up
    while another seat decides (no curtain: one person per window), and so does the first
    event of the session it rejoins with; a watcher's never does."""
    spec = SPECS[game]()
    request = LaunchRequest(
        players=["Ann", "Ben", "Cid"],
        bots=["human", "human", "heuristic"],
        seed=SEED,
        table_mode="host",
        sit="Ann",
    )
    opening = opening_for(spec, request)
    assert isinstance(opening, StartGame) and opening.table is not None
    host = open_session(spec, opening.record, opening.seats, table=opening.table)
    code = opening.table.codes[1]
    table = table_id_of(code)

    def joined(mode: str = "join") -> JoinedSession:
        again = opening_for(spec, LaunchRequest(table_mode=mode, code=code, table=table))
        assert isinstance(again, StartGame) and again.table is not None
        session = open_session(spec, again.record, again.seats, table=again.table)
        assert isinstance(session, JoinedSession)
        return session

    def first_opens_the_seat(session: JoinedSession) -> None:
        event = session.next_event()
        assert isinstance(event, events.OpenHome), event
        assert event.home == 1 and event.seat != 1 and not event.plan.curtain
        assert event.plan.step is Step.REMOTE

    ben, watcher = joined(), joined("watch")
    first_opens_the_seat(ben)
    assert isinstance(watcher.next_event(), events.AwaitRemote)
    rng = random.Random(SEED)
    walks = [SessionWalk(host, rng, SEED), SessionWalk(ben, rng, SEED)]
    while not (walks[1].decisions > 0 and host.engine.current_player(host.known) == 0):
        for walk in walks:
            if walk.session is host:
                host.poll()
                walk.step()
            else:
                walk_joined(walk)
        assert walks[0].steps < MAX_STEPS
    ben.close()
    back = joined()
    first_opens_the_seat(back)
    for session in (back, watcher, host):
        session.close()


@pytest.mark.parametrize("game", sorted(SPECS))
def test_the_walk_catches_a_session_that_forgets_to_close_a_seat(game, monkeypatch):
    """The checks are real: a session whose hand-over rule never closes a private screen (and
    never lowers the curtain) fails the walk within one game."""
    from dataclasses import replace

    from shared.session import table

    real = table.plan_turn

    def leaky(*args, **kwargs):
        return replace(real(*args, **kwargs), close_private=False, curtain=False)

    monkeypatch.setattr(table, "plan_turn", leaky)
    walk = SessionWalk(_session(game, MIXES["people and bots"], SEED), random.Random(1), SEED)
    with pytest.raises(AssertionError):
        while walk.step():
            assert walk.steps < MAX_STEPS


@pytest.mark.parametrize(
    ("game", "seed", "words"),
    [("sinners", SEED, "takes your"), ("meaculpa", SEED + 1, "gives you a")],
)
def test_after_the_curtain_a_seat_is_told_what_the_others_did_to_it_in_secret(game, seed, words):
    """Issue "every key" 9: whoever was anointed (a card taken, one given) or handed a letter by
    a present reads it on its own page after its curtain, first; only its own lines (checked by
    the walk at every page), never another seat's."""
    walk = SessionWalk(_session(game, MIXES["three people"], seed), random.Random(seed), seed)
    told: list[tuple[int, str]] = []
    check = walk._check_since

    def keep(seat, since, news):
        told.extend((seat, line) for line in news)
        check(seat, since, news)

    walk._check_since = keep  # type: ignore[method-assign]
    while walk.step():
        assert walk.steps < MAX_STEPS
    assert any(words in line for _, line in told), told


def test_what_happened_since_lists_a_results_details_not_only_its_title():
    """Issue "every key" 8: "Bids revealed" with the bids, a round's start with its market."""
    from shared.engine.log import LogEntry
    from shared.engine.since import summary_lines

    result = LogEntry(
        text="Bids revealed", kind="result", title="Bids revealed", lines=("Ann: 2", "Ben: 1")
    )
    assert summary_lines(result) == ["Bids revealed", "Ann: 2", "Ben: 1"]
    assert summary_lines(LogEntry(text="Ann buys a jewel.")) == ["Ann buys a jewel."]
    walk = SessionWalk(_session("meaculpa", MIXES["three people"], SEED), random.Random(1), SEED)
    seen: list[str] = []
    check = walk._check_since

    def keep(seat, since, news):
        seen.extend(since)
        check(seat, since, news)

    walk._check_since = keep  # type: ignore[method-assign]
    for _ in range(400):
        walk.step()
    details = {
        line
        for entry in walk.session.known.log
        if entry.kind == "result" and entry.seat is None
        for line in entry.lines
    }
    assert details & set(seen), "no result's details ever reached a summary"


def test_a_game_refused_as_in_use_leaves_the_game_played_so_far_locked_and_saved(tmp_path):
    """Starting a game another window has open is refused (``GameInUseError``), and the game
    this window was playing keeps its lock and goes on being saved."""
    from shared.engine import autosaves
    from shared.engine.saves import load_record

    first = _session("meaculpa", ["human", "human"], SEED)
    first.take_save(tmp_path / "first.json", background=False)
    elsewhere = autosaves.GameLock.acquire(tmp_path / "second.json")
    try:
        second = _session("meaculpa", ["human", "human"], SEED + 1)
        with pytest.raises(autosaves.GameInUseError):
            second.take_save(tmp_path / "second.json", background=False, previous=first)
        assert first.holds_lock_on(tmp_path / "first.json")
        walk = SessionWalk(first, random.Random(1), SEED)
        while walk.decisions == 0:
            walk.step()
        assert load_record(tmp_path / "first.json", first.engine) == first.record
        assert len(first.record.actions) >= 1
    finally:
        elsewhere.release()
        first.close()
