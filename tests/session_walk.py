"""Whole games walked through a table session at engine speed, with the screens' rules checked.

:class:`SessionWalk` plays a :class:`~shared.session.table.TableSession` the way the Textual app
does (``shared.ui.app``): it asks for the next event, "shows" it, and answers it (a random legal
choice for a person, the bot's own choice for a bot), but instead of drawing it keeps track of
the one thing privacy depends on, whose own screen would be up (:attr:`SessionWalk.open`), and
checks at every event:

- a seat's own screen is up only while that seat decides or reads its own result; with two or
  more people at the keyboard it is closed before a bot's move, a public result, a public
  decision, another seat's screen and the end;
- a curtain comes before every seat's own screen when two or more people share the keyboard;
- at a table shared by processes, a window's one seat (its home) has its own screen up from
  the first step on, while the others and the bots decide, and never behind a curtain; a
  window with no seat never shows one;
- a private result is shown only on its seat's screen;
- no view handed to a screen (the board's, the open seat's), no result and no "since" line
  holds the seed;
- a choice for a seat that does not decide is ignored;
- a lesson of first-game mode (``Teach``) about a seat's private decision is shown only on that
  seat's own screen, one about a public decision or a phase of the round never on another
  seat's; none holds the seed. It is read at once (:attr:`SessionWalk.lessons` keeps them).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from shared.engine.since import summary_lines
from shared.session import events
from shared.session.handover import HUMAN
from shared.session.table import JoinedSession, TableSession


@dataclass
class SessionWalk:
    session: TableSession
    rng: random.Random
    seed: int
    #: The seat whose own screen would be up now (``None``: only the board).
    open: int | None = None
    steps: int = 0
    curtains: int = 0
    hand_overs: int = 0
    bot_moves: int = 0
    decisions: int = 0
    results: int = 0
    summaries: int = 0
    news: int = 0
    #: Home screens opened (a window's one seat at a table file, between its decisions).
    homes: int = 0
    #: Every kind of event met, by name.
    met: set[str] = field(default_factory=set)
    #: The lessons of first-game mode shown, in order.
    lessons: list[Any] = field(default_factory=list)
    _last_human: int | None = None

    @property
    def people(self) -> int:
        return sum(1 for kind in self.session.seats if kind == HUMAN)

    def step(self) -> bool:
        """Handle one event; ``False`` once the game is over (or only others can go on)."""
        session = self.session
        event = session.next_event()
        self.steps += 1
        self.met.add(type(event).__name__)
        plan = event.plan
        if plan.close_private:
            self.open = None
        assert session.unlocked == self.open, (session.unlocked, self.open, event)
        if isinstance(event, events.ShowResult):
            self._result(event.entry)
            return True
        if isinstance(event, events.GameOver):
            assert self.open is None, "the end is shown at the board"
            return False
        seat = event.seat
        assert seat is not None
        if isinstance(event, events.OpenSeat):
            self._open_seat(seat, event)
        elif isinstance(event, events.OpenHome):
            self._open_home(event)
        elif isinstance(event, events.TellSince):
            assert self.people == 1
            self._check_since(seat, event.since, event.news)
            session.mark_read(seat)
        elif isinstance(event, events.Teach):
            self._teach(event)
        elif isinstance(event, events.Decide):
            self._decide(seat, event.private)
        elif isinstance(event, events.BotMoves):
            self._check_home()
            if self.people > 1:
                assert self.open is None, "a bot moves while a person's screen is up"
            session.play_bot(seat, session.bot_decision(seat))
            self.bot_moves += 1
        elif isinstance(event, events.AwaitRemote):
            self._check_home()
            if self.people > 1:
                assert self.open is None
            return session.pull()
        return True

    def _result(self, entry: Any) -> None:
        self.results += 1
        if entry.seat is None:
            if self.people > 1 or self.session.public_results_on_board:
                assert self.open is None, "a public result over a seat's own screen"
        else:
            assert entry.seat == self.open, "a private result on another seat's screen"
        self._no_seed(entry.text, entry.title, *entry.lines)

    def _open_seat(self, seat: int, event: events.OpenSeat) -> None:
        assert self.open is None, "a seat's screen opens over another's"
        if self.people > 1:
            assert event.plan.curtain, "a hand-over between people without the curtain"
            self.curtains += 1
            if self._last_human is not None and self._last_human != seat:
                self.hand_overs += 1
        if self.people > 1:
            assert event.summary, "the page of what happened must follow every curtain"
        self._check_since(seat, event.since, event.news)
        if event.summary:
            self.session.mark_read(seat)
            self.summaries += 1
        self.session.seat_opened(seat)
        self.open = seat
        self._last_human = seat

    @property
    def home(self) -> int | None:
        """The seat whose screen stays up between its decisions: the one person's seat of a
        window at a table file (``None``: hot-seat, a watcher, a host who only hosts)."""
        session = self.session
        people = [seat for seat, kind in enumerate(session.seats) if kind == HUMAN]
        return people[0] if session.table is not None and len(people) == 1 else None

    def _open_home(self, event: events.OpenHome) -> None:
        assert self.home is not None and event.home == self.home, "a home screen in hot-seat"
        assert self.open is None, "a seat's screen opens over another's"
        assert not event.plan.curtain
        self.session.seat_opened(event.home)
        self.open = event.home
        self.homes += 1

    def _check_home(self) -> None:
        """While another seat or a bot decides, a window's home seat has its screen up."""
        if self.home is not None:
            assert self.open == self.home, "the window's own seat is not on screen"
            self._no_seed(self.session.view_for(self.home))

    def _check_since(self, seat: int, since: Any, news: Any) -> None:
        """The summary's public lines are public, its news are the seat's own lines."""
        log = list(getattr(self.session.known, "log", ()) or ())
        public = {line for e in log if e.seat is None for line in summary_lines(e)}
        own = {line for e in log if e.seat == seat for line in summary_lines(e)}
        assert set(since) <= public, "a summary line that is not public"
        assert set(news) <= own, "news for a seat that is not its own"
        self.news += len(news)
        self._no_seed(*since, *news)

    def _teach(self, event: events.Teach) -> None:
        lesson = event.lesson
        if lesson.seat is not None:
            assert lesson.seat == event.seat, "a lesson about another seat's decision"
            if self.session.is_private_decision():
                assert self.open == lesson.seat, "a lesson of a private decision off its screen"
            else:
                assert self.open is None, "a lesson of a public decision over a seat's screen"
        self._no_seed(lesson.words())
        self.lessons.append(lesson)
        self.session.lesson_read(lesson.topic)

    def _decide(self, seat: int, private: bool) -> None:
        session = self.session
        if private:
            assert self.open == seat, "a private decision without its own screen"
            self._no_seed(session.view_for(seat))
        else:
            assert self.open is None, "a public decision over a seat's own screen"
        self._no_seed(session.public())
        others = [other for other in range(len(session.seats)) if other != seat]
        if others:
            assert session.choose(self.rng.choice(others), session.legal_moves()[0]) == ""
        legal = session.legal_moves()
        assert legal, "a person decides with nothing to choose"
        refused = session.choose(seat, self.rng.choice(legal))
        assert refused is None, refused
        self.decisions += 1

    def _no_seed(self, *shown: Any) -> None:
        """Nothing handed to a screen holds the seed (it fixes every hidden card)."""
        secret = str(self.seed)
        for item in shown:
            text = item if isinstance(item, str) else item.model_dump_json()
            assert secret not in text, "the seed is shown while the game runs"


def walk_joined(walk: SessionWalk) -> bool:
    """One step of a joined seat's session: wait for the host's answer, or go on."""
    session = walk.session
    assert isinstance(session, JoinedSession)
    if session.table.sent is not None:
        return session.pull()
    return walk.step()
