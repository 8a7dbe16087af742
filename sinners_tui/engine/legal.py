"""What the rules allow right now: the helpers every part of the engine asks, and legal_actions.

``legal_actions`` is the single authority on legality: ``apply_action`` accepts exactly the
actions listed here (see ``machine``), so the two can never disagree. The last computed list is
kept for the state it belongs to (``LEGAL``, see ``shared.engine.legal_cache``), because a
player or bot almost always asks for the legal actions of a state and then applies one of them
to that same state.
"""

from __future__ import annotations

from shared.engine.legal_cache import LegalCache
from sinners_tui.engine import actions, data
from sinners_tui.engine.cards import CARD_GENDER, CARD_TYPE, IS_SACRAMENT, IS_SINNER, SET_KIND
from sinners_tui.engine.state import State

_KEEP = data.CARDS_KEPT_FOR_DISCARD
#: Matrimony itself, the couple it lays, and the card kept for the discard (SN-27).
_MATRIMONY_HAND = 1 + len(data.MATRIMONY_GENDERS) + _KEEP
#: Per-kind counters indexed by ``SET_KIND``: one slot per set type, the last for "no set kind".
_KIND_SLOTS = len(data.SET_TYPES) + 1


# --- Facts about churches and hands ------------------------------------------------------------


def count_type(cards: list[int], kind: int) -> int:
    """How many of ``cards`` are of type ``kind``."""
    n = 0
    for card in cards:
        if CARD_TYPE[card] == kind:
            n += 1
    return n


def count_sinners(cards: list[int]) -> int:
    """How many of ``cards`` are Sinners (the nine sins, Deceivers included; SN-2)."""
    n = 0
    for card in cards:
        if IS_SINNER[card]:
            n += 1
    return n


def is_protected(church: list[int]) -> bool:
    """Confirmation: nobody can leave this church."""
    return count_type(church, data.CONFIRMATION) > 0


def demon_of(church: list[int]) -> int | None:
    """The demon type summoned into this church, if any."""
    for card in church:
        if CARD_TYPE[card] in data.DEMON_TYPES:
            return CARD_TYPE[card]
    return None


def new_set_size(church: list[int]) -> int:
    """Cards a new set needs: 3, or 2 with Slothful 3+ in the church (SN-16)."""
    if count_type(church, data.SLOTHFUL) >= data.SLOTHFUL_THRESHOLD:
        return data.SLOTHFUL_SET_SIZE
    return data.SET_SIZE


def may_join_set(kind: int, sin: int) -> bool:
    """Whether a card of type ``kind`` may be picked for a new set of ``sin``: a card of that
    sin, or a Deceiver standing in for a missing one (SN-15; ``build_actions`` reads the same
    rule, unrolled for speed)."""
    return kind in (sin, data.DECEIVER)


def others_in_turn_order(players: int, seat: int) -> list[int]:
    """The other seats, starting with the one after ``seat`` (turn order is seat order, SN-9)."""
    return [(seat + step) % players for step in range(1, players)]


def set_is_complete(real: int, stand_ins: int, size: int) -> bool:
    """A new set of ``real`` cards of its type plus ``stand_ins`` Deceivers may be laid.

    Deceivers only replace missing copies (SN-2, SN-15): with stand-ins the set has exactly the
    minimum size; without them any number from the minimum up. One real card is always needed.
    """
    if real < 1:
        return False
    if stand_ins == 0:
        return real >= size
    return real + stand_ins == size


def set_completable(
    real: int, stand_ins: int, free_real: int, free_stand: int, hand: int, size: int
) -> bool:
    """Whether picks so far can still become a complete set that leaves a card to discard.

    ``free_real``/``free_stand``: cards of the set's type / Deceivers still unpicked in hand;
    ``hand``: unpicked cards in hand. Phase B may never play the last card (rulebook, phase C).
    """
    if stand_ins == 0:
        more = max(size, 1) - real
        more = max(more, 0)
        if more <= free_real and hand - more >= _KEEP:
            return True
    low_real = max(real, 1)
    low_stand = max(stand_ins, 1)
    total_more = size - real - stand_ins
    if total_more < 0 or hand - total_more < _KEEP:
        return False
    for final_real in range(low_real, size - low_stand + 1):
        if final_real - real <= free_real and (size - final_real) - stand_ins <= free_stand:
            return True
    return False


def holds(state: State, seat: int, kind: int, threshold: int) -> bool:
    """Whether ``seat``'s church holds at least ``threshold`` cards of ``kind``."""
    return count_type(state.churches[seat], kind) >= threshold


def penance_targets(state: State) -> list[int]:
    """Sinners Penance may send to Limbo: in any unprotected church, the player's own too."""
    targets: list[int] = []
    for church in state.churches:
        if not is_protected(church):
            targets.extend(card for card in church if IS_SINNER[card])
    return targets


def lure_targets(state: State, seat: int) -> list[int]:
    """Sinners ``seat`` may lure: in every other unprotected church (SN-2)."""
    targets: list[int] = []
    for other in others_in_turn_order(len(state.players), seat):
        church = state.churches[other]
        if not is_protected(church):
            targets.extend(card for card in church if IS_SINNER[card])
    return targets


def confirmation_cards(state: State) -> list[int]:
    """Confirmations lying in any church (Holy Orders may discard one, SN-18)."""
    return [
        card for church in state.churches for card in church if CARD_TYPE[card] == data.CONFIRMATION
    ]


def anoint_seats(state: State, seat: int) -> list[int]:
    """Players Anointing may look at: the others still holding cards (SN-19)."""
    return [other for other in others_in_turn_order(len(state.players), seat) if state.hands[other]]


def matrimony_possible(hand: list[int]) -> bool:
    """Matrimony needs a male and a female Sinner in hand (SN-17)."""
    genders = {CARD_GENDER[card] for card in hand if IS_SINNER[card]}
    return data.MALE in genders and data.FEMALE in genders


def owner_of(state: State, card: int) -> int:
    """The seat whose church holds ``card``."""
    for seat, church in enumerate(state.churches):
        if card in church:
            return seat
    raise ValueError(f"card {card} is in no church")


def current_player(state: State) -> int | None:
    """The seat whose decision is awaited (another player during a Wrathful discard)."""
    if state.phase == "over":
        return None
    if state.phase == "wrath":
        return state.wrath_queue[0]
    if state.phase == "lure" and state.trigger_seat is not None:
        return state.trigger_seat
    return state.turn


# --- Legal actions by phase --------------------------------------------------------------------


def _draw_actions(state: State) -> list[actions.Action]:
    result: list[actions.Action] = [actions.PREACH]
    piles = state.piles
    if not any(piles):
        return result
    # Counted only when a pile has a card: at the start of a round both piles are empty.
    any_card = (
        count_type(state.churches[state.turn], data.WRATHFUL) >= data.WRATHFUL_ANY_CARD_THRESHOLD
    )
    for pile_index, pile in enumerate(piles):
        if not pile:
            continue
        table = actions.TAKE[pile_index]
        if any_card:
            result.extend([table[card] for card in pile])
        elif not IS_SACRAMENT[pile[-1]]:
            result.append(table[pile[-1]])
    return result


def _preach_actions(state: State) -> list[actions.Action]:
    result: list[actions.Action] = [table[card] for card in state.viewed for table in actions.KEEP]
    if count_type(state.churches[state.turn], data.SELFISH) >= data.SELFISH_THRESHOLD:
        result.append(actions.KEEP_BOTH)
    return result


def play_actions(state: State) -> list[actions.Action]:
    """Phase B's choices: new sets, extensions, Sacraments; ``EndPlay`` is always last.

    Nothing may be played that would empty the hand: its last card is discarded in phase C.

    Written for speed (it runs whenever a turn reaches phase B): one pass over the church and
    one over the hand fill per-kind counts (``SET_KIND`` is -1 for a card of no set kind, so
    slot -1 collects those and is then ignored), and the answers are read from the counts.
    """
    seat = state.turn
    hand = state.hands[seat]
    size_of_hand = len(hand)
    if size_of_hand <= _KEEP:
        return [actions.END_PLAY]
    set_kind = SET_KIND
    in_church = [0] * _KIND_SLOTS
    for card in state.churches[seat]:
        in_church[set_kind[card]] += 1
    in_church[-1] = 0
    in_hand = [0] * _KIND_SLOTS
    extend = actions.EXTEND
    extends: list[actions.Action] = []
    sacraments: list[int] = []
    for card in hand:
        kind = set_kind[card]
        in_hand[kind] += 1
        if in_church[kind]:
            extends.append(extend[card])
        elif kind < 0 and IS_SACRAMENT[card]:
            sacraments.append(card)
    result: list[actions.Action] = []
    if not state.set_started:
        size = data.SET_SIZE
        if in_church[data.SLOTHFUL] >= data.SLOTHFUL_THRESHOLD:
            size = data.SLOTHFUL_SET_SIZE
        if size_of_hand - size >= _KEEP:
            deceivers = in_hand[data.DECEIVER]
            start_set = actions.START_SET
            # With at least one real card, Deceivers fill the set up to its size (SN-15):
            # a set can start when real cards plus usable Deceivers reach the size.
            for kind in data.SET_TYPES:
                real = in_hand[kind]
                if real and real + (0 if kind == data.DECEIVER else deceivers) >= size:
                    result.append(start_set[kind])
    result += extends
    if sacraments and not state.sacrament_played:
        sacrament = actions.SACRAMENT
        for card in sacraments:
            if CARD_TYPE[card] == data.MATRIMONY and not (
                size_of_hand >= _MATRIMONY_HAND and matrimony_possible(hand)
            ):
                continue
            result.append(sacrament[card])
    result.append(actions.END_PLAY)
    return result


def build_actions(state: State) -> list[actions.Action]:
    """Picks for the set being started, and ``FinishSet`` once it may be laid.

    One pass over the hand sorts the unpicked cards that could join (of the set's type, or
    Deceivers standing in) in hand order; the second pass the rule reads as is only runs when
    both kinds of card may be picked and their order must be merged.
    """
    seat = state.turn
    kind = state.building_sin
    assert kind is not None
    hand = state.hands[seat]
    picked = state.building
    size = new_set_size(state.churches[seat])
    card_type = CARD_TYPE
    real = stand = 0
    for card in picked:
        if card_type[card] == kind:
            real += 1
        else:
            stand += 1
    reals: list[int] = []
    stands: list[int] = []
    for card in hand:
        card_kind = card_type[card]
        if card_kind == kind:
            if card not in picked:
                reals.append(card)
        elif card_kind == data.DECEIVER and card not in picked:
            stands.append(card)
    # A set of Deceivers has no stand-ins: every Deceiver is a real card of it.
    free_real = len(reals)
    free_stand = len(stands)
    free_hand = len(hand) - len(picked)
    real_ok = free_real > 0 and set_completable(
        real + 1, stand, free_real - 1, free_stand, free_hand - 1, size
    )
    stand_ok = free_stand > 0 and set_completable(
        real, stand + 1, free_real, free_stand - 1, free_hand - 1, size
    )
    pick = actions.PICK
    if real_ok and stand_ok:
        result: list[actions.Action] = [
            pick[card]
            for card in hand
            if card not in picked and card_type[card] in (kind, data.DECEIVER)
        ]
    elif real_ok:
        result = [pick[card] for card in reals]
    elif stand_ok:
        result = [pick[card] for card in stands]
    else:
        result = []
    if set_is_complete(real, stand, size):
        result.append(actions.FINISH_SET)
    return result


def _matrimony_actions(state: State) -> list[actions.Action]:
    hand = state.hands[state.turn]
    first = state.matrimony_first
    if first is None:
        genders = {CARD_GENDER[card] for card in hand if IS_SINNER[card]}
        return [
            actions.MATRIMONY[card]
            for card in hand
            if IS_SINNER[card] and _opposite(CARD_GENDER[card]) in genders
        ]
    wanted = _opposite(CARD_GENDER[first])
    return [
        actions.MATRIMONY[card]
        for card in hand
        if card != first and IS_SINNER[card] and CARD_GENDER[card] == wanted
    ]


def _opposite(gender: str | None) -> str | None:
    if gender == data.MALE:
        return data.FEMALE
    if gender == data.FEMALE:
        return data.MALE
    return None


def _discard_actions(state: State) -> list[actions.Action]:
    hand = state.hands[state.turn]
    if state.pile_used is None:
        # Each card's discards onto either pile, in pile order, are one prebuilt tuple.
        either = actions.DISCARD_EITHER
        result: list[actions.Action] = []
        for card in hand:
            result += either[card]
        return result
    table = actions.DISCARD[1 - state.pile_used]
    return [table[card] for card in hand]


def _anoint_take_actions(state: State) -> list[actions.Action]:
    assert state.anoint_seat is not None
    result: list[actions.Action] = [
        actions.ANOINT_TAKE[card] for card in state.hands[state.anoint_seat] if IS_SINNER[card]
    ]
    result.append(actions.ANOINT_NO_SWAP)
    return result


def _anoint_give_actions(state: State) -> list[actions.Action]:
    return [
        actions.ANOINT_GIVE[card]
        for card in state.hands[state.turn]
        if IS_SINNER[card] and card != state.anoint_taken
    ]


def _wrath_actions(state: State) -> list[actions.Action]:
    seat = state.wrath_queue[0]
    return [
        table[card]
        for card in state.churches[seat]
        if IS_SINNER[card]
        for table in actions.WRATH_DISCARD
    ]


def _compute(state: State) -> list[actions.Action]:
    return with_take_back(state, _phase_actions(state))


def with_take_back(state: State, moves: list[actions.Action]) -> list[actions.Action]:
    """``moves`` and, last, the take-back while a play of this turn may be taken back (SN-34)."""
    if state.checkpoint is not None and current_player(state) == state.turn:
        return [*moves, actions.TAKE_BACK]
    return moves


def _phase_actions(state: State) -> list[actions.Action]:
    phase = state.phase
    if phase == "draw":
        return _draw_actions(state)
    if phase == "discard":
        return _discard_actions(state)
    if phase == "play":
        return play_actions(state)
    if phase == "preach":
        return _preach_actions(state)
    if phase == "build":
        return build_actions(state)
    if phase == "draft":
        return [actions.SUMMON[card] for card in state.demon_deck]
    if phase == "greedy":
        return [actions.TAKE_NEXT, actions.LEAVE_NEXT]
    if phase == "matrimony":
        return _matrimony_actions(state)
    if phase == "penance":
        return [actions.PENANCE[card] for card in penance_targets(state)]
    if phase == "confirmation":
        result: list[actions.Action] = [
            table[card]
            for card in confirmation_cards(state)
            for table in actions.REMOVE_CONFIRMATION
        ]
        result.append(actions.KEEP_CONFIRMATION)
        return result
    if phase == "anoint_target":
        return [actions.anoint_target(seat) for seat in anoint_seats(state, state.turn)]
    if phase == "anoint_take":
        return _anoint_take_actions(state)
    if phase == "anoint_give":
        return _anoint_give_actions(state)
    if phase == "lure":
        assert state.trigger_seat is not None
        return [actions.LURE[card] for card in lure_targets(state, state.trigger_seat)]
    if phase == "wrath":
        return _wrath_actions(state)
    return []


#: The legal actions of the state asked about last (a shared list: callers must not change it).
LEGAL: LegalCache[State, list[actions.Action]] = LegalCache(_compute)


def legal_actions(state: State) -> list[actions.Action]:
    """Every legal decision of the seat to act, as small steps (empty once the game is over)."""
    held = LEGAL.last
    if held[0] is state:  # the usual case, checked here to save a call
        return list(held[1])
    return list(LEGAL.get(state))
