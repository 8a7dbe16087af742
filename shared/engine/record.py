"""A game record: who played, with which options and seed, and every action in order.

Replaying a record through its engine gives the identical state, so the record is all a save
file needs to hold, and a finished game can be stepped through move by move.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt, field_validator
from pydantic_core import PydanticCustomError

from shared.engine.names import name_problems
from shared.engine.protocol import GameEngine


class GameRecord(BaseModel):
    """Set-up plus the actions taken, as plain JSON-ready data."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    game: str
    players: list[str]
    #: Strict: a seed written as text (``"5"``) or ``true`` is refused, not read as a number.
    seed: StrictInt
    options: dict[str, Any] = Field(default_factory=dict)
    actions: list[dict[str, Any]] = Field(default_factory=list)

    @field_validator("players")
    @classmethod
    def _names_follow_the_rule(cls, players: list[str]) -> list[str]:
        """A record (a save file above all) holds only names the screens can show.

        The engines check the same rule when a game starts; checking it here as well lets a
        save edited by hand be refused with the one sentence that says what is wrong.
        """
        problems = name_problems(players)
        if problems:
            # the sentence is passed as a value, so braces in a name are never a template
            raise PydanticCustomError("player_name", "{problem}", {"problem": problems[0]})
        return players

    @classmethod
    def start(cls, engine: GameEngine, players: list[str], seed: int, **options: Any) -> GameRecord:
        """An empty record for a new game of ``engine``."""
        return cls(game=engine.GAME_NAME, players=list(players), seed=seed, options=options)

    def initial_state(self, engine: GameEngine) -> Any:
        """The state before the first action."""
        return engine.new_game(self.players, self.seed, **self.options)

    def with_action(self, action: BaseModel) -> GameRecord:
        """A copy of this record with ``action`` appended (records are never edited in place)."""
        return self.model_copy(update={"actions": [*self.actions, action.model_dump(mode="json")]})

    def truncated(self, length: int) -> GameRecord:
        """A copy holding only the first ``length`` actions (used by take-back and replay)."""
        return self.model_copy(update={"actions": self.actions[:length]})

    def states(self, engine: GameEngine) -> Iterator[Any]:
        """Every state of the game: the initial one, then one after each action."""
        state = self.initial_state(engine)
        yield state
        for data in self.actions:
            state = engine.apply_action(state, engine.parse_action(data))
            yield state

    def replay(self, engine: GameEngine) -> Any:
        """The state after all recorded actions."""
        state = self.initial_state(engine)
        for data in self.actions:
            state = engine.apply_action(state, engine.parse_action(data))
        return state
