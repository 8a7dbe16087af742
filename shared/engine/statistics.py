"""What both games' statistics share: the tables and the chart they are shown as, and the walk
through a game record that sees only what the whole table saw.

Each game computes its figures in ``<game>_tui.engine.statistics.game_statistics(record)``
and hands them over as :class:`StatTable` rows and one :class:`StatChart`, plain data the
command line prints (``meaculpa stats FILE``) and the game-over screen shows, so both say the
same thing. :class:`PublicWalk` replays a record action by action and folds, for each
action, the public view before and after it and the public log entries it wrote: a statistic
built on it can never read a seat's secret. Taking a move back is followed, so a statistic
counts only what still stands (see :class:`PublicWalk`).

The models here and in each game's statistics build their validators when first used
(``defer_build``): statistics are asked for at a game's end, and building the first model at
import (Pydantic then also looks for its plugins) took some 20 ms of every start-up.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict

from shared.engine.log import LogEntry
from shared.engine.protocol import GameEngine, public_view_of
from shared.engine.record import GameRecord

#: The kind of action (``"kind"`` in its JSON form) that takes a move back, in both games.
TAKE_BACK = "take_back"


class StatTable(BaseModel):
    """One table of figures: a title, column headings, and rows of cells already worded."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    #: A sentence under the table (what a figure means, why one is missing).
    note: str = ""


class ChartSeries(BaseModel):
    """One seat's line on a chart: a value per column (``None``: not reached yet)."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    seat: int
    name: str
    values: tuple[int | None, ...]


class StatChart(BaseModel):
    """A chart of every seat's value after each round, drawn as text by the screens."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    title: str
    #: The heading of each column ("Start", "R1", ..., "End").
    columns: tuple[str, ...]
    series: tuple[ChartSeries, ...]
    #: Whether larger values are drawn higher (Sinners' totals) or lower (Mea Culpa's spaces,
    #: which count towards Hell).
    higher_is_up: bool = True
    #: Words for the top and the bottom of the value axis ("Heaven", "Hell"); may be empty.
    top_label: str = ""
    bottom_label: str = ""
    #: Values that stand for a named place ("Heaven" for -35), shown by name on the axis.
    named_values: tuple[tuple[int, str], ...] = ()


class GameStatistics(Protocol):
    """What a game's statistics offer the command line and the screens."""

    #: Whether the game is over (an unfinished game's statistics hold public figures only).
    over: bool

    def tables(self) -> list[StatTable]:
        """The figures, as the tables the screens and the command line print."""
        ...

    def chart(self) -> StatChart:
        """The chart of the game round by round."""
        ...

    def model_dump(self, *, mode: str = ...) -> dict[str, Any]:
        """Every figure as JSON-ready data (``stats --json``)."""
        ...


@dataclass(frozen=True)
class PublicStep:
    """One action seen from the table: the public views around it and what it logged."""

    #: The public view the action was taken from; after a take-back, the view it went back to.
    before: Any
    after: Any
    action: Any
    #: The seat that took the action (``None`` never happens between actions of a running game).
    actor: int | None
    #: The public log entries this action wrote, in order.
    entries: tuple[LogEntry, ...]
    #: Whether the action took a move back (the running figures were set back first).
    took_back: bool = False


Tally = TypeVar("Tally")


class PublicWalk(Generic[Tally]):
    """Folds a record's public steps into a running tally that follows take-backs.

    ``step(tally, public_step)`` changes the tally in place. The tally after each action is
    remembered (a copy made by ``snapshot``: a deep copy unless the game gives a cheaper one)
    for as long as a take-back may still return there; when a move is taken back, the tally
    of the position the game went back to is restored before the take-back's own step is
    folded in. Mea Culpa's take-back cuts the log back to the start of the turn (MC-20): the
    position gone back to is the latest whose public log the new log begins with. Sinners'
    keeps the log and returns to the state before the last play (SN-34): it is the latest
    position whose public view, the log aside, is the one now shown.

    Whether anything can still be taken back is public (the take-back is offered or not): a
    state without a ``checkpoint`` ends the window, and the positions before it are dropped.
    """

    def __init__(
        self,
        engine: GameEngine,
        tally: Tally,
        step: Callable[[Tally, PublicStep], None],
        *,
        snapshot: Callable[[Tally], Tally] = copy.deepcopy,
    ) -> None:
        self.engine = engine
        self.tally = tally
        self.step = step
        self.snapshot = snapshot

    def run(self, record: GameRecord) -> tuple[Tally, Any]:
        """The tally after the whole record, and the (full) final state."""
        engine, snapshot = self.engine, self.snapshot
        state = record.initial_state(engine)
        before = _public(engine, state)
        history: list[tuple[Any, Tally]] = [(before, snapshot(self.tally))]
        for data in record.actions:
            action = engine.parse_action(data)
            actor = engine.current_player(state)
            state = engine.apply_action(state, action)
            after = _public(engine, state)
            took_back = data.get("kind") == TAKE_BACK
            start = before
            if took_back:
                start, tally = _gone_back_to(history, after)
                self.tally = snapshot(tally)
            entries = tuple(after.log[len(start.log) :])
            self.step(self.tally, PublicStep(start, after, action, actor, entries, took_back))
            if getattr(state, "checkpoint", None) is None:
                history.clear()  # nothing before this position can be gone back to
            history.append((after, snapshot(self.tally)))
            before = after
        return self.tally, state


def _public(engine: GameEngine, state: Any) -> Any:
    """The public board."""
    return public_view_of(engine, state)


def _gone_back_to(history: Sequence[tuple[Any, Tally]], after: Any) -> tuple[Any, Tally]:
    """The remembered position a take-back returned to, and its tally (see PublicWalk)."""
    log = after.log
    latest = history[-1][0]
    if len(log) < len(latest.log) or not _begins_with(log, latest.log):
        for view, tally in reversed(history):  # the log was cut back: Mea Culpa
            if _begins_with(log, view.log):
                return view, tally
    else:
        bare = after.model_copy(update={"log": []})
        for view, tally in reversed(history[:-1]):  # the log was kept: Sinners
            if view.model_copy(update={"log": []}) == bare:
                return view, tally
    return history[-1]  # nothing matched: count on from the latest position


def _begins_with(log: Sequence[LogEntry], prefix: Sequence[LogEntry]) -> bool:
    return len(prefix) <= len(log) and (not prefix or log[len(prefix) - 1] == prefix[-1])
