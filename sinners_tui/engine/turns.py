"""Where a turn goes: whose turn is next, and the start of phase B.

A turn is phase A (``drawing``), phase B (``church``, ``sacraments``, ``abilities``) and phase C
(``church.discard``). Every rule that ends an effect comes back to phase B through
``enter_play`` (usually via ``abilities.resume``), which skips straight to phase C when nothing
at all can be played.
"""

from __future__ import annotations

from sinners_tui.engine.context import Ctx
from sinners_tui.engine.legal import play_actions
from sinners_tui.engine.state import State


def begin_turn(ctx: Ctx, seat: int) -> None:
    """Phase A of ``seat``'s turn, with the once-per-turn limits of the last turn lifted."""
    ctx.d.update(phase="draw", turn=seat, pile_used=None, set_started=False, sacrament_played=False)


def next_seat(s: State, seat: int) -> int:
    """The next seat in turn order still holding cards (``seat`` itself if none does)."""
    hands = s.hands
    count = len(hands)
    for step in range(1, count):
        other = (seat + step) % count
        if hands[other]:
            return other
    return seat


def enter_play(ctx: Ctx) -> None:
    """Phase B; straight on to phase C when nothing at all can be played."""
    d = ctx.d
    d["phase"] = "play"
    options = play_actions(ctx.s)
    if len(options) == 1:
        d["phase"] = "discard"
    else:
        ctx.hint = ("play", options)
