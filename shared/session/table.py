"""One table's game flow, with no screen: who decides, applying a choice, saving, bots, results.

A :class:`TableSession` is everything a table knows and decides apart from drawing. What the
table does next is one event at a time (:meth:`TableSession.next_event`, the types in
:mod:`shared.session.events`): close the private screens, show a result, open a seat's own
screen behind the curtain, let a person or a bot decide, wait for a seat played elsewhere, or
end. What comes in is a seat's choice (:meth:`TableSession.choose`), a bot's move
(:meth:`TableSession.play_bot`), or the others' moves from a table file
(:meth:`TableSession.pull`). Why this shape: the events are exactly the points where a screen
must change and a person may have to act, so the Textual app maps each to a screen and each key
to ``choose``, and the same walk runs at engine speed in tests with no screen at all, which is
where privacy and the hand-over rule are proven for every table mix.

The path of one move, from key to engine to screen to save:

1. ``next_event`` returned :class:`~shared.session.events.Decide` for Ann; the app showed her
   decision and waits.
2. Ann's key becomes an action; the app calls ``choose(ann, action)``. The session checks that
   Ann's decision is the one awaited, lets the engine apply it (a refusal comes back as the
   engine's sentence, and nothing changes), stores it at the table file if there is one, adds
   it to the record, moves Ann's "since" mark on, queues the new results, and hands the record
   to the :class:`~shared.session.autosave.Autosaver`, which writes it in its own thread.
3. ``choose`` returns; the listener's :meth:`SessionListener.moved` has told the app the game
   moved on. The app asks ``next_event`` again and draws what it says (while the save runs).

Two kinds of session stand behind the one interface. A :class:`HeldSession` holds the whole
state (a hot-seat game, and the host of a table file, which deals). A :class:`JoinedSession`
holds only one seat's view, as the host last wrote it (a joined seat or a watcher): its moves
go to the host, who checks them on the whole state, and its legal moves come with the view.
Neither ever lets a screen read more than a view: :meth:`TableSession.view_for` and
:meth:`TableSession.public` are what the screens get.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from shared.engine.bots import Bot, BotFactory, Hint, bot_decision, explains, seat_hint
from shared.engine.errors import IllegalActionError
from shared.engine.protocol import GameEngine
from shared.engine.protocol import public_view_of as public_view
from shared.lazy import lazy_module
from shared.session import events
from shared.session.batch import actions_of
from shared.session.handover import (
    HUMAN,
    Step,
    TurnPlan,
    home_seat,
    human_count,
    is_private_decision,
    plan_turn,
    results_close_private,
)
from shared.session.seats import make_bots, save_seat_kinds

if TYPE_CHECKING:
    from shared.engine import autosaves
    from shared.engine import since as since_log
    from shared.engine.log import LogEntry
    from shared.engine.record import GameRecord
    from shared.session.autosave import Autosaver
    from shared.session.remote import TableLink
    from shared.session.teaching import Lesson, Teaching
else:
    autosaves = lazy_module("shared.engine.autosaves")
    since_log = lazy_module("shared.engine.since")

#: The bot kind that gives hints: its choices are explainable, and cheap enough to ask at once.
HINT_BOT = "heuristic"


class TableSpec(Protocol):
    """What a session needs of a game's description (``shared.cli.GameSpec`` has it all; the
    session names only this, so that nothing of the command line comes with it)."""

    @property
    def engine(self) -> GameEngine: ...

    @property
    def bots(self) -> Mapping[str, BotFactory]: ...


class SessionListener(Protocol):
    """What a session tells whoever draws it, the moment it happens (``saved`` may come from
    any thread: the autosave reports from its own)."""

    def moved(self) -> None:
        """The game moved on (a choice, a bot's move, a move from the table file)."""

    def saved(self, problem: str | None) -> None:
        """The last save worked (``None``) or why it did not, in the screens' words."""

    def refused(self, reason: str) -> None:
        """The host refused the move this seat sent: say why; the seat decides again."""

    def failed(self, message: str) -> None:
        """A move at the table file cannot be played: the table stops here (it stays
        saved)."""


class _Silent:
    """A listener for a session nobody draws (the engine-speed tests, a benchmark)."""

    def moved(self) -> None:
        pass

    def saved(self, problem: str | None) -> None:
        pass

    def refused(self, reason: str) -> None:
        pass

    def failed(self, message: str) -> None:
        pass


def log_of(view: Any) -> list[LogEntry]:
    """The log entries a state or view carries (none for engines without a log)."""
    return list(getattr(view, "log", ()) or ())


class TableSession:
    """The flow every table shares; :class:`HeldSession` and :class:`JoinedSession` say where
    the game's state comes from and where a choice goes."""

    def __init__(
        self,
        spec: TableSpec,
        record: GameRecord,
        seats: Sequence[str],
        known: Any,
        marks: dict[int, list[LogEntry]],
        *,
        table: TableLink | None = None,
        listener: SessionListener | None = None,
        public_results_on_board: bool = False,
        teaching: Teaching | None = None,
        decided: frozenset[int] | None = None,
    ) -> None:
        self.spec = spec
        #: Public results are read at the board even by a lone person (the game's choice; with
        #: two or more people they always are, ``handover.results_close_private``).
        self.public_results_on_board = public_results_on_board
        self.engine: GameEngine = spec.engine
        #: The game so far: every move, replayable (a joined seat's holds none until the end).
        self.record = record
        #: "human", "remote" or a bot kind, per seat.
        self.seats = list(seats)
        #: What this process knows of the game: the whole state (:class:`HeldSession`) or its
        #: seat's view (:class:`JoinedSession`). Screens get views of it, never itself.
        self.known = known
        #: The table file shared with other processes (``None``: a hot-seat game).
        self.table = table
        self.listener: SessionListener = listener or _Silent()
        #: The bots this process runs, by seat.
        self.bots: dict[int, Bot] = make_bots(self.engine, self.seats, spec.bots, record.seed)
        #: The seat whose own screen is open (``None``: nobody's; only the board is shown).
        self.unlocked: int | None = None
        #: The human seat whose decision the table waits for (see :attr:`awaiting`).
        self._awaiting: int | None = None
        #: The bot seat deciding right now (``None``: none).
        self.thinking: int | None = None
        #: The seat played elsewhere whose move is awaited (``None``: none).
        self.remote: int | None = None
        #: Why the game is not being saved, as the screens say it (``None``: it is).
        self.not_saved: str | None = None
        #: Seats nobody plays now (at a table file), as last looked at.
        self.away: set[int] = set()
        #: Whether the host's process is gone (a joined seat only), as last looked at.
        self.host_away = False
        self._results: list[LogEntry] = []
        #: Each seat's mark: the public log as it stood after its last decision (or after it
        #: last read what happened since), see :mod:`shared.engine.since`.
        self._marks = marks
        #: The seats that made a decision this game (``None``: not known here, as at a joined
        #: seat: none is said to decide for the first time).
        self._decided = None if decided is None else set(decided)
        #: Each seat's private mark: its own log entries when it last read (see
        #: :meth:`news_lines`); none is news when the session opens.
        self._news_marks = {
            seat: since_log.own_entries(known, seat) for seat in range(len(self.seats))
        }
        self._hint_bots: dict[int, Bot | None] = {}
        #: The last failure of the table file told (``None``: none since it worked).
        self._table_problem: str | None = None
        #: First-game mode (``None``: this table never had it on), see
        #: :mod:`shared.session.teaching`.
        self.teaching = teaching

    # ------------------------------------------------------------------ what the table shows

    @property
    def names(self) -> list[str]:
        return list(self.record.players)

    @property
    def version(self) -> int:
        """How many moves the game has had (a joined seat: as of its latest view)."""
        return len(self.record.actions)

    def public(self) -> Any:
        """The board as everyone may see it."""
        return public_view(self.engine, self.known)

    def view_for(self, seat: int) -> Any:
        """What ``seat`` may see: the only thing a seat's screen is built from."""
        return self.engine.view_for(self.known, seat)

    def legal_moves(self) -> list[Any]:
        """The legal moves of the seat that decides."""
        return list(self.engine.legal_actions(self.known))

    def is_over(self) -> bool:
        return bool(self.engine.is_over(self.known))

    def round_number(self) -> int | None:
        """The round being played (``None``: the game is over)."""
        return None if self.is_over() else int(self.engine.round_number(self.known))

    def is_private_decision(self) -> bool:
        """Whether the pending decision needs the deciding seat's own screen."""
        return is_private_decision(self.engine, self.known)

    @property
    def humans(self) -> int:
        """How many people play at this keyboard."""
        return human_count(self.seats)

    # ------------------------------------------------------------------ what happens next

    @property
    def home(self) -> int | None:
        """The seat whose own screen this window keeps up while the others decide: its one
        person's, at a table file (``handover.home_seat``); ``None``: the board."""
        return home_seat(self.seats, shared=self.table is not None)

    def plan(self) -> TurnPlan:
        """The next step given who is unlocked; a public result waiting to be read by the whole
        table closes the private screens first (``results_close_private``)."""
        home = self.home
        if self._public_result_closes_private():
            plan = plan_turn(self.engine, self.known, self.seats, None, home)
            return replace(plan, close_private=True)
        return plan_turn(self.engine, self.known, self.seats, self.unlocked, home)

    def next_event(self) -> events.TableEvent:
        """What the table does next (see :mod:`shared.session.events`).

        Asking again without handling the event gives the same event, except that a result
        shown is taken from the queue and a private screen closed stays closed.
        """
        plan = self.plan()
        if plan.close_private:
            self.unlocked = None
        lesson = self._result_lesson()
        if lesson is not None:
            return events.Teach(plan, lesson)
        entry = self.next_result()
        if entry is not None:
            return events.ShowResult(plan, entry)
        seat = plan.seat
        if plan.step is Step.OVER or seat is None:
            return events.GameOver(plan, tuple(self.engine.winners(self.known)))
        if plan.home is not None and self.unlocked != plan.home:
            return events.OpenHome(plan, plan.home)
        if plan.step is Step.BOT:
            return events.BotMoves(plan)
        if plan.step is Step.REMOTE:
            return events.AwaitRemote(plan)
        lesson = self._phase_lesson()
        if lesson is not None:
            return events.Teach(plan, lesson)
        if plan.step is Step.PRIVATE and self.unlocked != seat:
            if not plan.curtain:
                return events.OpenSeat(plan, (), (), summary=False)
            news = tuple(self.news_lines(seat))
            lines = tuple(self.since_lines(seat))
            first = self.first_decision(seat)
            return events.OpenSeat(plan, lines, news, summary=True, first=first)
        if self.humans == 1:
            lines, news = tuple(self.since_lines(seat)), tuple(self.news_lines(seat))
            if lines or news:
                return events.TellSince(plan, lines, news, first=self.first_decision(seat))
        lesson = self._decision_lesson(seat, private=plan.step is Step.PRIVATE)
        if lesson is not None:
            return events.Teach(plan, lesson)
        self._awaiting = seat
        return events.Decide(plan, private=plan.step is Step.PRIVATE)

    # ------------------------------------------------------------------ first-game mode

    def _phase_lesson(self) -> Lesson | None:
        """How a round goes, when a person here is about to act in a phase not taught yet
        (from the public board: it is read by the whole table)."""
        teaching = self.teaching
        if teaching is None or not teaching.on:
            return None
        return teaching.phase_due(self.public())

    def _result_lesson(self) -> Lesson | None:
        """How a round goes, before the public result that shows a phase nobody decides in
        (the round's scoring), when that phase was not taught yet."""
        teaching = self.teaching
        if teaching is None or not teaching.on:
            return None
        entry = self.next_result(peek=True)
        if entry is None or entry.seat is not None:
            return None
        return teaching.result_due(entry.topic, self.public())

    def _decision_lesson(self, seat: int, *, private: bool) -> Lesson | None:
        """The lesson of ``seat``'s decision not taught yet: from its own view, and only while
        its own screen is up, for a private decision; from the board for a public one."""
        teaching = self.teaching
        if teaching is None or not teaching.on:
            return None
        if private and self.unlocked != seat:
            return None  # (never: the seat's screen opens first; kept as the rule's guard)
        view = self.view_for(seat) if private else self.public()
        return teaching.decision_due(view, seat, private=private)

    @property
    def teaching_on(self) -> bool:
        return self.teaching is not None and self.teaching.on

    def lesson_read(self, topic: str) -> None:
        """The lesson ``topic`` was read: it is not given again this game (and that is saved
        with the table's settings)."""
        if self.teaching is not None:
            self.teaching.given(topic)
            self._settings_changed()

    def set_teaching(self, on: bool, lessons: Any = None) -> None:
        """Turn first-game mode on or off (any player may, at any time); turning it on for a
        table that never had it needs the game's ``lessons``."""
        from shared.session.teaching import Teaching

        if self.teaching is None:
            if not on or lessons is None:
                return
            self.teaching = Teaching(lessons)
        self.teaching.turn(on)
        self._settings_changed()

    def table_settings(self) -> dict[str, Any]:
        """What this table keeps beside its save besides the seat kinds (first-game mode)."""
        if self.teaching is None:
            return {}
        return {"teaching": self.teaching.memory.as_json()}

    def _settings_changed(self) -> None:
        """The table's settings changed: kept with the next save (a held game saves now)."""

    def seat_opened(self, seat: int) -> None:
        """``seat``'s own screen is shown now (its player has the keyboard)."""
        self.unlocked = seat

    def close_private(self) -> None:
        """Every private screen is closed: nobody's secrets are on screen."""
        self.unlocked = None

    @property
    def awaiting(self) -> int | None:
        """The human seat whose decision the table waits for now (``None``: nobody's, and
        while a joined seat's move is on its way to the host)."""
        return self._awaiting

    @property
    def deciding(self) -> int | None:
        """The seat :meth:`choose` takes a choice from (a joined seat stays deciding while its
        move is on its way, so that a refusal asks it again)."""
        return self._awaiting

    def stop_awaiting(self) -> None:
        """The table no longer waits for a decision (another game or the setup screen took
        over, or the decision was made)."""
        self._awaiting = None

    # ------------------------------------------------------------------ since, results

    def since_lines(self, seat: int) -> list[str]:
        """What happened since ``seat`` last decided, from the public log only, results with
        their detail lines."""
        entries = since_log.since(self._marks.get(seat, []), self.known)
        return [line for entry in entries for line in since_log.summary_lines(entry)]

    def first_decision(self, seat: int) -> bool:
        """Whether ``seat``'s coming decision is its first of the game (its since page has no
        last decision to speak of)."""
        return self._decided is not None and seat not in self._decided

    def news_lines(self, seat: int) -> list[str]:
        """What the others' moves did to ``seat`` in secret since it last read (a card taken
        and one given, a letter received): its own log lines, for its own screen only."""
        entries = since_log.own_news(self._news_marks.get(seat, []), self.known, seat)
        return [line for entry in entries for line in since_log.summary_lines(entry)]

    def mark_read(self, seat: int) -> None:
        """``seat`` has read (or made) everything of the log it may read so far."""
        self._marks[seat] = since_log.public_log(self.known)
        self._news_marks[seat] = since_log.own_entries(self.known, seat)

    def next_result(self, *, peek: bool = False) -> LogEntry | None:
        """The first queued result that may be shown now (public, or the unlocked seat's).

        A private result of a human seat waits until that seat's screen is unlocked; one of a
        bot seat is dropped, as nobody may see it; with nobody at this keyboard (a host that
        sits at no seat) every result is left to the log. ``peek`` leaves it in the queue.
        """
        if self.table is not None and self.humans == 0:
            self._results = []
            return None
        self._results = [
            entry
            for entry in self._results
            if entry.seat is None or self.seats[entry.seat] == HUMAN
        ]
        for index, entry in enumerate(self._results):
            if entry.seat is None or entry.seat == self.unlocked:
                return entry if peek else self._results.pop(index)
        return None

    def _public_result_closes_private(self) -> bool:
        """Whether a queued public result must be read at the board first."""
        return (
            self.unlocked is not None
            and results_close_private(self.seats, self.public_results_on_board)
            and any(entry.seat is None for entry in self._results)
        )

    # ------------------------------------------------------------------ choices

    def choose(self, seat: int | None, chosen: Any) -> str | None:
        """A person's choice: ``None`` when it is taken, else why not, in a player's words
        (``""``: no decision of that seat is awaited, a late key that needs no answer).

        Only the awaited seat may act (``seat``, when given, must be that seat), so a late key
        cannot act out of turn. A batch (a sealed choice made in steps) is taken whole or not
        at all, and every action in it must be that seat's.
        """
        deciding = self._awaiting
        if deciding is None or (seat is not None and seat != deciding):
            return ""
        return self._take(deciding, actions_of(chosen))

    def _take(self, seat: int, steps: Sequence[Any]) -> str | None:
        raise NotImplementedError

    def seat_hint(self, seat: int) -> Hint | None:
        """What the hint bot would do for the deciding ``seat`` (the action, so a screen can
        mark it among the choices, its description and why), from that seat's own view and
        legal moves only (``None``: the game has no hint bot)."""
        bot = self._hint_bot(seat)
        if bot is None or seat != self._awaiting:
            return None
        return seat_hint(self.engine, self.view_for(seat), seat, self.legal_moves(), bot)

    def may_hint(self, seat: int) -> bool:
        return self._hint_bot(seat) is not None

    def _hint_bot(self, seat: int) -> Bot | None:
        if seat not in self._hint_bots:
            factory = self.spec.bots.get(HINT_BOT)
            bot = None if factory is None else factory(self.engine, seat, 0)
            self._hint_bots[seat] = bot if bot is not None and explains(bot) else None
        return self._hint_bots[seat]

    # ------------------------------------------------------------------ bots and other tables

    def bot_decision(self, seat: int) -> Any:
        """The bot of ``seat``'s choice, from its view only (safe to run in a thread: it reads
        a state that never changes)."""
        return bot_decision(self.engine, self.known, self.bots[seat])

    def play_bot(self, seat: int, action: Any) -> None:
        """Play the bot's ``action``; raises ``IllegalActionError`` (or the engine's error)
        when it cannot be, and nothing changes then."""
        raise NotImplementedError

    def pull(self) -> bool:
        """Take what other processes stored at the table file; returns whether anything came."""
        return False

    def poll(self) -> PollNews:
        """A look at the table file (every ``remote.POLL_SECONDS``): beat, who is away, and
        the others' moves while the table waits for them."""
        news = PollNews()
        table = self.table
        if table is None:
            return news
        table.beat()
        if table.deals and table.take_proposals() and self.remote is None:
            self.pull()  # (the loop is busy elsewhere: the move joins the state now)
        away = table.away()
        if away != self.away or table.host_away != self.host_away:
            self.away = away
            self.host_away = table.host_away
            news.away_changed = True
        if (self.remote is not None or self._awaiting is not None) and self.pull():
            news.moved = True
        if table.problem is not None and table.problem != self._table_problem:
            news.problem = table.problem
        news.notices = table.notices()
        self._table_problem = table.problem
        return news

    # ------------------------------------------------------------------ the one change of state

    def _advance(self, known: Any) -> None:
        """The one place the game moves on: the acting seat's mark moves on, the new results
        are queued, and the listener is told."""
        before = log_of(self.known)
        actor = self.engine.current_player(self.known)
        self.known = known
        if actor is not None:
            self.mark_read(actor)
            if self._decided is not None:
                self._decided.add(actor)
        self._results.extend(e for e in log_of(known)[len(before) :] if e.kind == "result")
        self.listener.moved()

    # ------------------------------------------------------------------ ending

    def save_seats_beside(self, path: Path) -> bool:
        """Keep the seat kinds beside a copy saved elsewhere; returns whether it worked."""
        try:
            save_seat_kinds(path, self.seats, self.table_settings())
        except OSError:
            return False
        return True

    def close(self) -> None:
        """The table ends in this process: pending saves written, the game and the file let
        go."""
        if self.table is not None:
            self.table.close()


class PollNews:
    """What a look at the table file brought (:meth:`TableSession.poll`)."""

    def __init__(
        self, *, moved: bool = False, away_changed: bool = False, problem: str | None = None
    ) -> None:
        #: Moves came (the table loop goes on).
        self.moved = moved
        #: Who is away (or whether the host is) changed: the status line says it again.
        self.away_changed = away_changed
        #: A new failure of the file to tell (``None``: none new).
        self.problem = problem
        #: What the host refused that did not come through the game, one sentence each.
        self.notices: list[str] = []


class HeldSession(TableSession):
    """A session that holds the whole state: a hot-seat game, or the host of a table file.

    Its game is saved after every move into its own autosave, locked while this process plays
    it (:class:`~shared.engine.autosaves.GameLock`), unless it is a table file's game, which
    the file keeps: then every move goes through the file first, which may refuse it.
    """

    def __init__(
        self,
        spec: TableSpec,
        record: GameRecord,
        seats: Sequence[str],
        *,
        table: TableLink | None = None,
        listener: SessionListener | None = None,
        public_results_on_board: bool = False,
        teaching: Teaching | None = None,
    ) -> None:
        state, marks = since_log.replay_with_marks(spec.engine, record)
        super().__init__(
            spec,
            record,
            seats,
            state,
            marks,
            table=table,
            listener=listener,
            public_results_on_board=public_results_on_board,
            teaching=teaching,
            decided=since_log.decided_seats(spec.engine, record),
        )
        self._lock: autosaves.GameLock | None = None
        self._saver: Autosaver | None = None

    @property
    def state(self) -> Any:
        """The whole state of the game (never for a screen: see :meth:`view_for`)."""
        return self.known

    # ------------------------------------------------------------------ saving

    @property
    def save_path(self) -> Path | None:
        """This game's own autosave (``None``: not saved here, e.g. a table file's game)."""
        return None if self._saver is None else self._saver.path

    def take_save(
        self,
        save_path: Path | None,
        *,
        background: bool = True,
        previous: TableSession | None = None,
    ) -> None:
        """Save this game into ``save_path`` (continuing that game in place) or, when
        ``None``, into a new autosave of its own, locked while this process plays it.

        Raises ``GameInUseError`` when another window has that game open. The lock of the
        ``previous`` session of this process passes on when it is on the same file.
        """
        from shared.session.autosave import Autosaver

        engine = self.engine
        target = save_path or autosaves.new_autosave_path(engine.GAME_NAME)
        if isinstance(previous, HeldSession) and previous.holds_lock_on(target):
            lock = previous._hand_over_lock()
        else:  # (refused: the game played so far keeps its lock and its saves)
            title = autosaves.game_title(self.record.players, self.round_number())
            lock = autosaves.GameLock.acquire(target, title, engine)
        self._lock = lock
        self._saver = Autosaver(target, self.seats, self._saved, background=background)
        self.not_saved = None

    def holds_lock_on(self, target: Path) -> bool:
        """Whether this session holds the lock of the game saved in ``target``."""
        return self._lock is not None and self._lock.save == target

    def _hand_over_lock(self) -> autosaves.GameLock:
        """Give this session's lock to the new session of the same game: this one's saves are
        written first, and it saves no more."""
        lock, self._lock = self._lock, None
        assert lock is not None
        if self._saver is not None:
            self._saver.close()
            self._saver = None
        return lock

    def save(self) -> None:
        """Hand the record to the autosave (written in its own thread)."""
        if self._saver is not None:
            self._saver.save(self.record, self.table_settings())

    def _settings_changed(self) -> None:
        self.save()

    def flush_saves(self, timeout: float | None = None) -> bool:
        """Wait until the newest record is written; returns whether it was in time."""
        return True if self._saver is None else self._saver.flush(timeout)

    def _saved(self, problem: str | None) -> None:
        self.not_saved = problem
        self.listener.saved(problem)

    def close(self) -> None:
        if self._saver is not None:
            self._saver.close(timeout=10)
        if self._lock is not None:
            self._lock.release()
            self._lock = None
        super().close()

    # ------------------------------------------------------------------ moves

    def _take(self, seat: int, steps: Sequence[Any]) -> str | None:
        new_state = self.known
        try:
            for step in steps:
                if self.engine.current_player(new_state) != seat:
                    raise IllegalActionError("That choice is no longer yours to make.")
                new_state = self.engine.apply_action(new_state, step)
        except IllegalActionError as error:
            return str(error)
        refused = self._publish(seat, steps)
        if refused is not None:
            self.pull()  # (what made it stale is shown next)
            return refused
        self._awaiting = None  # a second, hasty key must not act for the next seat
        self._commit(steps, new_state)
        return None

    def play_bot(self, seat: int, action: Any) -> None:
        new_state = self.engine.apply_action(self.known, action)
        refused = self._publish(seat, (action,))
        if refused is not None and not self.pull():  # (a move taken from the proposals came first)
            raise IllegalActionError(refused)
        if refused is None:
            self._commit((action,), new_state)

    def _publish(self, seat: int, actions: Sequence[Any]) -> str | None:
        """Store this process's move at the table file, if any: ``None`` when it is taken
        there, else why it was refused (late, not this seat's, illegal)."""
        if self.table is None:
            return None
        return self.table.publish(self.version, seat, actions)

    def pull(self) -> bool:
        """Take the moves the other processes stored since this one's last, each replayed
        through the engine (a move the engine refuses stops the table, as a failing bot does).
        """
        if self.table is None:
            return False
        moves = self.table.new_moves(self.version)
        if not moves:
            return False
        state, actions = self.known, []
        try:
            for move in moves:
                action = self.engine.parse_action(move.action)
                state = self.engine.apply_action(state, action)
                actions.append(action)
        except (ValueError, TypeError) as error:
            from shared.engine.saves import reason_of  # (one clause, never pydantic's dump)

            self.listener.failed(
                f"Move {move.index + 1} at the table cannot be played ({reason_of(error)})."
            )
            return False
        self._commit(actions, state)
        return True

    def _commit(self, actions: Sequence[Any], new_state: Any) -> None:
        """Record, move on, and hand the record to the autosave."""
        for action in actions:
            self.record = self.record.with_action(action)
        self._advance(new_state)
        self.save()


class JoinedSession(TableSession):
    """A session that holds one seat's view (a joined seat, or a watcher's public board).

    It never replays the record (that needs the seed): it plays from its seat's view as the
    host wrote it, with the legal moves the host computed, and sends its moves to the host,
    who checks them on the whole state. Once the game is over it reads the whole record, for
    the replay and the statistics (the seed is no secret then).
    """

    def __init__(
        self,
        spec: TableSpec,
        record: GameRecord,
        seats: Sequence[str],
        table: TableLink,
        *,
        listener: SessionListener | None = None,
    ) -> None:
        seen = table.first_view()
        if seen is None:
            raise ValueError(table.problem or f"the table file {table.store.path} has no view")
        own = table.own
        marks = {} if own is None else {own: seen.mark}
        super().__init__(spec, record, seats, seen.view, marks, table=table, listener=listener)
        self.table: TableLink = table

    @property
    def version(self) -> int:
        seen = self.table.seen
        return seen.count if seen is not None else 0

    def legal_moves(self) -> list[Any]:
        seen = self.table.seen
        return list(seen.legal) if seen is not None else []

    @property
    def awaiting(self) -> int | None:
        return None if self.table.sent is not None else self._awaiting

    def _take(self, seat: int, steps: Sequence[Any]) -> str | None:
        """Send the move to the host, who answers through :meth:`pull`. A first step that is
        not among the legal moves the host wrote with the view is refused at once; the view
        alone cannot say more (a take-back, say, depends on what it leaves out)."""
        if steps[0] not in self.legal_moves():
            reason = self.engine.refusal_reason(self.known, steps[0])
            return reason or "That choice is not open now."
        return self.table.send(self.version, seat, steps)

    def play_bot(self, seat: int, action: Any) -> None:
        raise IllegalActionError("Only the host's process plays the bots.")

    def pull(self) -> bool:
        """Take its seat's newer view, and the host's answer to the move sent (a refusal is
        told, and the decision asked again). Returns whether anything came: an answer alone
        counts, since the seat's loop waits for it before it asks the next decision."""
        news = self.table.pull_view()
        if news.refused is not None:
            self.listener.refused(news.refused)
        if news.view is not None:
            self._advance(news.view.view)
            if self.engine.is_over(news.view.view):
                self._read_whole_record()
        return news.view is not None or news.answered

    def _read_whole_record(self) -> None:
        """The game is over: the whole record is no secret any more (replay, statistics).
        A file damaged meanwhile keeps the record this seat had, and says why."""
        import sqlite3  # (only a table file's session gets here)

        try:
            self.record = self.table.store.record()
        except (sqlite3.Error, ValueError, TypeError) as error:
            self.listener.failed(f"The finished game cannot be read from the table file ({error}).")


def open_session(
    spec: TableSpec,
    record: GameRecord,
    seats: Sequence[str],
    *,
    table: TableLink | None = None,
    listener: SessionListener | None = None,
    public_results_on_board: bool = False,
    teaching: Teaching | None = None,
) -> TableSession:
    """The session of ``record`` played with these seat kinds: held here, or a joined seat's
    at a table file that another process deals. Raises ``ValueError`` or ``TypeError`` when
    the game cannot start (a record the engine refuses, a table file with no view)."""
    if table is not None and not table.deals:
        return JoinedSession(spec, record, seats, table, listener=listener)
    return HeldSession(
        spec,
        record,
        seats,
        table=table,
        listener=listener,
        public_results_on_board=public_results_on_board,
        teaching=teaching,
    )
