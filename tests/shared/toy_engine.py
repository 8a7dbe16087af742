"""A tiny game with a secret, standing in for the real engines in the framework's tests.

Each seat is dealt a hidden number 1-9, told to it as a secret word in a private log entry.
On a turn the seat adds 1 or 2 to a shared counter; who brings the counter to 10 or more loses
and the others win. The counter is public; the dealt numbers are private.

With the ``announce`` option, the seat to move once the counter first reaches 5 must first
make a public announcement (high or low), so the framework's public-decision path (no
curtain, decided on the board) is exercised as well.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from shared.engine import chance
from shared.engine.errors import IllegalActionError
from shared.engine.landmarks import step_landmarks
from shared.engine.log import LogEntry, visible_log

GAME_NAME = "toy"
MIN_PLAYERS = 2
MAX_PLAYERS = 3

#: The counter value that loses the game.
LIMIT = 10
#: The counter value that triggers the announcement when the option is on.
ANNOUNCE_AT = 5
#: Each secret number is also told as a word, so tests can look for it on screen.
WORDS = ("AMBER", "BASALT", "CINDER", "DAMASK", "EMBER", "FLINT", "GARNET", "HEMLOCK", "INDIGO")


class Add(BaseModel):
    model_config = ConfigDict(frozen=True)
    kind: Literal["add"] = "add"
    amount: int


class Pass(BaseModel):
    model_config = ConfigDict(frozen=True)
    kind: Literal["pass"] = "pass"


class Announce(BaseModel):
    model_config = ConfigDict(frozen=True)
    kind: Literal["announce"] = "announce"
    high: bool


Action = Annotated[Add | Pass | Announce, Field(discriminator="kind")]
_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)
_ADDS = [Add(amount=1), Add(amount=2)]
_ANNOUNCEMENTS = [Announce(high=True), Announce(high=False)]


class ToyState(BaseModel):
    model_config = ConfigDict(frozen=True)
    players: list[str]
    secrets: list[int | None]
    counter: int = 0
    turn: int = 0
    loser: int | None = None
    rng: int
    log: list[LogEntry] = Field(default_factory=list)
    announce: bool = False
    announcing: bool = False


def secret_word(number: int) -> str:
    """The word that stands for a secret number."""
    return WORDS[number - 1]


def new_game(
    players: Sequence[str], seed: int, *, announce: bool = False, **options: Any
) -> ToyState:
    if options:
        raise TypeError(f"unknown option {next(iter(options))!r}; the toy game knows 'announce'")
    rng = chance.seed_state(seed)
    secrets: list[int | None] = []
    for _ in players:
        value, rng = chance.randbelow(9, rng)
        secrets.append(value + 1)
    log = [LogEntry(text=f"A new game for {', '.join(players)}.")]
    log += [
        LogEntry(text=f"Your secret word is {secret_word(value)}.", seat=seat)
        for seat, value in enumerate(secrets)
        if value is not None
    ]
    return ToyState(players=list(players), secrets=secrets, rng=rng, log=log, announce=announce)


def current_player(state: ToyState) -> int | None:
    return None if state.loser is not None else state.turn % len(state.players)


def legal_actions(state: ToyState) -> list[Any]:
    if state.loser is not None:
        return []
    return list(_ANNOUNCEMENTS if state.announcing else _ADDS)


def apply_action(state: ToyState, action: Any) -> ToyState:
    if state.loser is not None:
        raise IllegalActionError("The game is over.")
    seat = state.turn % len(state.players)
    name = state.players[seat]
    if state.announcing:
        if not isinstance(action, Announce):
            raise IllegalActionError("Announce first: high or low.")
        word = "high" if action.high else "low"
        entry = LogEntry(
            text=f"{name} announces: {word}.",
            kind="result",
            title="Announcement",
            lines=(f"{name} expects the loser's secret to be {word}.",),
        )
        number = state.secrets[seat] or 0
        hint = LogEntry(
            text=f"Remember: your word is {secret_word(number)}.",
            seat=seat,
            kind="result",
            title="Your hint",
            lines=(f"The counter is {state.counter}; your number is {number}.",),
        )
        return state.model_copy(update={"announcing": False, "log": [*state.log, entry, hint]})
    if not isinstance(action, Add) or action.amount not in (1, 2):
        raise IllegalActionError("Add 1 or 2.")
    counter = state.counter + action.amount
    loser = seat if counter >= LIMIT else None
    entries = [LogEntry(text=f"{name} adds {action.amount}; the counter is {counter}.")]
    if loser is not None:
        others = [p for i, p in enumerate(state.players) if i != seat]
        entries.append(
            LogEntry(
                text=f"{name} reached {counter} and loses.",
                kind="result",
                title="Game over",
                lines=(
                    f"{name} brought the counter to {counter}.",
                    f"Winners: {', '.join(others)}",
                ),
            )
        )
    announcing = state.announce and loser is None and state.counter < ANNOUNCE_AT <= counter
    return state.model_copy(
        update={
            "counter": counter,
            "turn": state.turn + 1,
            "loser": loser,
            "announcing": announcing,
            "log": [*state.log, *entries],
        }
    )


def view_for(state: ToyState, seat: int) -> ToyState:
    secrets = [value if i == seat else None for i, value in enumerate(state.secrets)]
    return state.model_copy(
        update={"secrets": secrets, "rng": 0, "log": visible_log(state.log, seat)}
    )


def public_view(state: ToyState) -> ToyState:
    return state.model_copy(
        update={
            "secrets": [None] * len(state.secrets),
            "rng": 0,
            "log": visible_log(state.log, None),
        }
    )


def is_over(state: ToyState) -> bool:
    return state.loser is not None


def winners(state: ToyState) -> list[int]:
    if state.loser is None:
        return []
    return [i for i in range(len(state.players)) if i != state.loser]


def round_number(state: ToyState) -> int:
    return state.turn // len(state.players) + 1


def is_private_decision(state: ToyState) -> bool:
    return state.loser is None and not state.announcing


def landmarks(before: ToyState, after: ToyState) -> frozenset[str]:
    """A new round and a new deciding seat (the toy game scores nothing on the way)."""
    return step_landmarks(
        before, after, round_number=round_number, current_player=current_player, topics={}
    )


def parse_action(data: Mapping[str, Any]) -> Any:
    return _ADAPTER.validate_python(data)


def parse_view(text: str) -> ToyState:
    return ToyState.model_validate_json(text)


def describe_action(state: ToyState, action: Any) -> str:
    if isinstance(action, Add):
        return f"Add {action.amount}"
    if isinstance(action, Announce):
        return "Announce high" if action.high else "Announce low"
    return "Pass"


def refusal_reason(state: ToyState, action: Any) -> str | None:
    """The reason ``apply_action`` would refuse ``action`` with (``None``: it is allowed)."""
    try:
        apply_action(state, action)
    except IllegalActionError as error:
        return str(error)
    return None


def closed_note(state: ToyState, action: Any) -> str | None:
    """The refusal in short: its first clause."""
    reason = refusal_reason(state, action)
    return None if reason is None else reason.rstrip(".").split(";")[0]
