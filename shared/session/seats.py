"""Who plays each seat: a person ("human") or a bot kind, and where that is remembered.

A game record holds only what the rules need (names, seed, options, actions), so the seat
kinds are kept in a small companion file beside the save (``autosave-<id>.seats.json`` next
to ``autosave-<id>.json``, see :mod:`shared.engine.autosaves`). Resuming then gives the bots
back their seats. The companion file is optional: a record without one is resumed with every
seat human.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from shared.engine.bots import Bot, BotFactory
from shared.engine.errors import SaveFileError
from shared.engine.files import atomic_write_text
from shared.engine.protocol import GameEngine
from shared.engine.words import plural
from shared.lazy import lazy_module
from shared.session.handover import HUMAN, REMOTE
from shared.session.teaching import TeachingMemory

if TYPE_CHECKING:
    from shared.engine import autosaves, saves
else:
    # the seats file sits beside a save, read and written once a game is on (shared.lazy)
    autosaves = lazy_module("shared.engine.autosaves")
    saves = lazy_module("shared.engine.saves")

#: Multiplier spreading a game's seed over its bots, as the simulator does.
BOT_SEED_STRIDE = 7919


def all_human(count: int) -> list[str]:
    """Seat kinds for a table of people only."""
    return [HUMAN] * count


def check_seat_kinds(kinds: Sequence[str], count: int, bots: Mapping[str, BotFactory]) -> None:
    """Raise ``ValueError`` with a clear message unless ``kinds`` fits ``count`` seats."""
    if len(kinds) != count:
        given = plural(len(kinds), "kind", "kinds")
        raise ValueError(
            f"give one player kind per seat: {plural(count, 'seat', 'seats')}, {given}"
        )
    for kind in kinds:
        if kind != HUMAN and kind not in bots:
            choices = ", ".join([HUMAN, *sorted(bots)])
            raise ValueError(f"unknown player kind {kind!r}; choose from {choices}")


def make_bots(
    engine: GameEngine, kinds: Sequence[str], bots: Mapping[str, BotFactory], seed: int
) -> dict[int, Bot]:
    """One bot per bot seat this process runs, seeded from the game's seed."""
    return {
        seat: bots[kind](engine, seat, seed * BOT_SEED_STRIDE + seat)
        for seat, kind in enumerate(kinds)
        if kind not in (HUMAN, REMOTE)
    }


def seats_path(save_path: Path) -> Path:
    """The companion file holding the seat kinds of ``save_path``."""
    return autosaves.seats_file(save_path)


def save_seat_kinds(
    save_path: Path, kinds: Sequence[str], settings: Mapping[str, Any] | None = None
) -> None:
    """Remember the seat kinds beside ``save_path`` (written atomically), with the table's
    ``settings`` (first-game mode: :func:`load_teaching`)."""
    atomic_write_text(seats_path(save_path), json.dumps({"seats": list(kinds), **(settings or {})}))


def _companion(save_path: Path) -> Any:
    """The companion file's JSON (raises what reading or parsing it raises)."""
    return json.loads(saves.read_save_bytes(seats_path(save_path)))


def load_seat_kinds(
    save_path: Path, count: int, bots: Mapping[str, BotFactory]
) -> list[str] | None:
    """The remembered seat kinds of ``save_path``, or ``None`` when missing or unusable.

    The companion file is read as carefully as the save itself (a regular file only, at most
    the save size limit): a pipe or device in its place must not hang the resumed game, and
    brackets nested too deeply for ``json`` (``RecursionError``) only mean "no seat kinds".
    """
    try:
        data = _companion(save_path)
        kinds = [str(kind) for kind in data["seats"]]
        check_seat_kinds(kinds, count, bots)
    except (SaveFileError, OSError, ValueError, KeyError, TypeError, RecursionError):
        return None
    return kinds


def load_teaching(save_path: Path) -> TeachingMemory | None:
    """First-game mode as the table left it beside ``save_path`` (``None``: never on, or
    unreadable, read as carefully as :func:`load_seat_kinds`)."""
    try:
        data = _companion(save_path)
    except (SaveFileError, OSError, ValueError, RecursionError):
        return None
    return TeachingMemory.from_json(data.get("teaching") if isinstance(data, dict) else None)
