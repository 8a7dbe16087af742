"""The step machine: applies a decision, then runs every automatic step until the next decision.

``apply_action`` clones the input once, checks the action against the legal list (the single
source of truth, cached per state so a caller that just listed the actions pays nothing
twice), applies the decision to the top step of the stack and runs automatic steps until a
decision is pending again. The input state is never changed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from meaculpa_tui.engine import evaluation, frames, rounds, turns
from meaculpa_tui.engine.context import Game
from meaculpa_tui.engine.explain import refusal_reason
from meaculpa_tui.engine.frames import DecisionFrame
from meaculpa_tui.engine.legal import legal_for
from meaculpa_tui.engine.rounds import free_characters, take_character
from meaculpa_tui.engine.state import State, clone
from shared.engine.errors import IllegalActionError
from shared.engine.legal_cache import LegalCache

#: Each takes the step of its kind (the record, ``frames.Sin`` for ``frames.SIN``...).
AutoStep = Callable[[Game, Any], None]
Decision = Callable[[Game, Any, Any], None]

AUTO: dict[str, AutoStep] = {
    frames.PREPARE: rounds.prepare,
    frames.BONUS_END: rounds.bonus_end,
    frames.REVEAL: rounds.reveal,
    frames.TURNS: turns.next_turn,
    frames.COMPARE: rounds.compare,
    frames.SIN: turns.sin,
    frames.GREEDY_TAKE: turns.greedy_take,
    frames.YELLOW: turns.yellow,
    frames.POPE_REVEAL: turns.pope_reveal,
    frames.EVALUATE: evaluation.evaluate,
    frames.EVAL_CATEGORY: evaluation.evaluate_category,
    frames.EVAL_END: evaluation.evaluation_end,
    frames.GAME_END: rounds.game_end,
}

DECIDE: dict[str, Decision] = {
    frames.BONUS: rounds.apply_bonus,
    frames.PLACE: rounds.apply_place,
    frames.BID: rounds.apply_bid,
    frames.PICK: rounds.apply_pick,
    frames.POPE_PRELIM: rounds.apply_pope_prelim,
    frames.EMPEROR_PRELIM: rounds.apply_emperor_prelim,
    frames.DUAL_PRELIM: rounds.apply_dual_prelim,
    frames.SINNER_VISIT: rounds.apply_sinner_visit,
    frames.DEN_CHOICE: turns.apply_den_choice,
    frames.TURN: turns.apply_turn,
    frames.DONATE_MORE: turns.apply_donate_more,
    frames.MERCHANT: turns.merchant_take,
    frames.GUESS: turns.apply_guess,
    frames.SUITE5: turns.apply_suite5,
    frames.CARD_PLACE_CREW: turns.apply_card_place_crew,
    frames.CARD_MOVE_CREW: turns.apply_card_move_crew,
    frames.CARD_POPE: turns.apply_card_pope,
    frames.CARD_TAKE: turns.apply_card_take,
    frames.GIFT: turns.apply_gift,
    frames.LETTER_PICK: evaluation.apply_letter_pick,
}


def run(g: Game) -> None:
    """Run automatic steps (and choices that offer no choice) until a decision is pending."""
    s = g.s
    stack = s.stack
    auto = AUTO
    while stack:
        frame = stack[-1]
        kind = frame.kind
        step = auto.get(kind)
        if step is not None:
            step(g, frame)
            continue
        if kind == frames.TURN or kind == frames.MERCHANT:
            # The action phase ends the moment the market is empty, whoever's turn it is.
            if not any(s.market):
                stack.pop()
                g.close_take_back()
                continue
        elif kind == frames.PICK:
            free = free_characters(s)
            if len(free) == 1:
                stack.pop()
                take_character(g, frame.seat, free[0])  # type: ignore[union-attr]
                continue
        elif kind == frames.LETTER_PICK and evaluation.pick_is_forced(s):
            evaluation.forced_picks(g)
            continue
        break


def start(state: State) -> State:
    """Run a freshly set-up state to its first decision."""
    g = Game(state)
    rounds.describe_start(g)
    run(g)
    return complete(g)


def _legal_tuple(state: State) -> tuple[Any, ...]:
    return tuple(legal_for(state))


#: The legal actions of the state asked about last, as a tuple nobody can change.
LEGAL: LegalCache[State, tuple[Any, ...]] = LegalCache(_legal_tuple)


def _match(legal: Sequence[Any], action: Any) -> Any:
    for candidate in legal:
        if candidate is action:
            return candidate
    for candidate in legal:
        if candidate == action:
            return candidate
    return None


def apply(state: State, action: Any) -> State:
    """The state after ``action``; refuses an illegal one with a reason, input untouched."""
    held = LEGAL.last
    legal = held[1] if held[0] is state else LEGAL.get(state)
    for chosen in legal:
        if chosen is action:
            break
    else:
        chosen = _match(legal, action)
    if chosen is None:
        raise IllegalActionError(refusal_reason(state, action))
    g = Game(state)
    s = g.s
    frame: DecisionFrame = s.stack[-1]  # type: ignore[assignment]  # an action was legal
    # Another player's choice closes the take-back window of the turn (MC-32).
    if state.checkpoint is not None and s.characters[s.active_character or 0] != frame.seat:
        g.close_take_back()
    DECIDE[frame.kind](g, frame, chosen)
    run(g)
    return complete(g)


def complete(g: Game) -> State:
    """The finished working state; a turn that starts now is remembered for a take-back."""
    new = g.finish()
    stack = new.stack
    if stack:
        top = stack[-1]
        if isinstance(top, frames.Turn) and top.stage == 0 and new.checkpoint is None:
            # The turn starts: remember it for a take-back (MC-20).
            g.set("checkpoint", clone(new))
    return new
