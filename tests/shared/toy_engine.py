"""A tiny game with a secret, standing in for the real engines in the framework's tests.

Each seat is dealt a hidden number 1-9. On a turn the seat adds 1 or 2 to a shared counter;
who brings the counter to 10 or more loses and the others win. The counter is public; the
dealt numbers are private.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from shared.engine import chance
from shared.engine.errors import IllegalActionError

GAME_NAME = "toy"
MIN_PLAYERS = 2
MAX_PLAYERS = 3


class Add(BaseModel):
    model_config = ConfigDict(frozen=True)
    kind: Literal["add"] = "add"
    amount: int


class Pass(BaseModel):
    model_config = ConfigDict(frozen=True)
    kind: Literal["pass"] = "pass"


Action = Annotated[Add | Pass, Field(discriminator="kind")]
_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


class ToyState(BaseModel):
    model_config = ConfigDict(frozen=True)
    players: list[str]
    secrets: list[int | None]
    counter: int = 0
    turn: int = 0
    loser: int | None = None
    rng: int


def new_game(players: Sequence[str], seed: int, **options: Any) -> ToyState:
    rng = chance.seed_state(seed)
    secrets: list[int | None] = []
    for _ in players:
        value, rng = chance.randbelow(9, rng)
        secrets.append(value + 1)
    return ToyState(players=list(players), secrets=secrets, rng=rng)


def current_player(state: ToyState) -> int | None:
    return None if state.loser is not None else state.turn % len(state.players)


def legal_actions(state: ToyState) -> list[Any]:
    return [] if state.loser is not None else [Add(amount=1), Add(amount=2)]


def apply_action(state: ToyState, action: Any) -> ToyState:
    if state.loser is not None:
        raise IllegalActionError("The game is over.")
    if not isinstance(action, Add) or action.amount not in (1, 2):
        raise IllegalActionError("Add 1 or 2.")
    counter = state.counter + action.amount
    seat = state.turn % len(state.players)
    return state.model_copy(
        update={
            "counter": counter,
            "turn": state.turn + 1,
            "loser": seat if counter >= 10 else None,
        }
    )


def view_for(state: ToyState, seat: int) -> ToyState:
    secrets = [value if i == seat else None for i, value in enumerate(state.secrets)]
    return state.model_copy(update={"secrets": secrets, "rng": 0})


def is_over(state: ToyState) -> bool:
    return state.loser is not None


def winners(state: ToyState) -> list[int]:
    if state.loser is None:
        return []
    return [i for i in range(len(state.players)) if i != state.loser]


def parse_action(data: Mapping[str, Any]) -> Any:
    return _ADAPTER.validate_python(data)


def describe_action(state: ToyState, action: Any) -> str:
    return f"Add {action.amount}" if isinstance(action, Add) else "Pass"
