"""Applying an action: ``apply_action`` accepts only what ``legal.legal_actions`` lists, then runs
the rule of the action's kind on a working copy of the state.

Rules may assume the action is legal. The copy (``context.Ctx``) collects the new log entries
and joins them to the log once, at the end, so a long log is copied at most once per action.
When a rule computed the new state's legal actions anyway, they are handed to the cache.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat
from operator import is_
from typing import Any

from shared.engine.errors import IllegalActionError
from sinners_tui.engine import (
    abilities,
    actions,
    church,
    drawing,
    rounds,
    sacraments,
    take_back,
)
from sinners_tui.engine.context import Ctx
from sinners_tui.engine.legal import LEGAL, with_take_back
from sinners_tui.engine.state import State

#: The rule applying each kind of action.
HANDLERS: dict[str, Callable[[Ctx, Any], None]] = {
    "summon": rounds.summon,
    "preach": drawing.preach,
    "take": drawing.take,
    "keep": drawing.keep,
    "keep_both": drawing.keep_both,
    "take_next": drawing.take_next,
    "start_set": church.start_set,
    "pick": church.pick,
    "finish_set": church.finish_set,
    "extend": church.extend,
    "sacrament": sacraments.sacrament,
    "end_play": church.end_play,
    "discard": church.discard,
    "penance": sacraments.penance,
    "matrimony": sacraments.matrimony,
    "remove_confirmation": sacraments.remove_confirmation,
    "keep_confirmation": sacraments.keep_confirmation,
    "anoint": sacraments.anoint,
    "anoint_take": sacraments.anoint_take,
    "anoint_no_swap": sacraments.anoint_no_swap,
    "anoint_give": sacraments.anoint_give,
    "lure": abilities.lure,
    "wrath_discard": abilities.wrath_discard,
}


def apply_action(state: State, action: actions.Action) -> State:
    """The state after ``action``; refuses anything ``legal_actions`` does not list."""
    held = LEGAL.last  # the usual case (a bot or player just listed them), without a call
    legal = held[1] if held[0] is state else LEGAL.get(state)
    if not any(map(is_, legal, repeat(action))) and action not in legal:
        from sinners_tui.engine.explain import refusal_reason

        raise IllegalActionError(refusal_reason(state, action))
    if action.kind == "take_back":  # SN-34: an earlier state comes back, no rule runs
        return take_back.taken_back(state)
    ctx = Ctx(state)
    take_back.before_action(state, ctx.d, action.kind)
    HANDLERS[action.kind](ctx, action)
    take_back.after_action(state, ctx.d, action.kind)
    new = ctx.finish()
    hint = ctx.hint
    if hint is not None and hint[0] == new.phase:
        LEGAL.prime(new, with_take_back(new, hint[1]))
    return new
