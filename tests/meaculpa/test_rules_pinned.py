"""Rules the engine carries out that no other test pinned down: money and the bank, what
carries over between rounds, the market at each preparation, characters, chests, dens, the
cathedral sites, letters of undonated categories, House of Pleasure cards, souls, Suite 6,
the Pope at 6 notches, sin stones, the order of the categories, and the end of the game.

Each test names its rulebook passage or MC-n reading. Properties over seeded random games
(``helpers.random_game``) run a bounded number of games; a take-back (MC-20) is a legal way to
undo the turn so far, so those checks compare a take-back with the turn's checkpoint instead.
"""

from __future__ import annotations

import pytest

from meaculpa_tui import engine
from meaculpa_tui.engine import actions, data, frames, machine, topics
from shared.engine.log import new_entries
from tests.meaculpa.helpers import act, at_turn, audit, board, kinds, random_game, settle, texts

#: Seeded random games per player count (2, 3 and 4) for each property below.
GAMES = 20
MARKET = [2, 2, 1, 1, 1]
NO_GOODS = [0, 0, 0, 0]


def _every_transition(check, games: int = GAMES) -> None:
    """``check(before, action, after)`` on every action of ``games`` games per player count."""
    for players in (2, 3, 4):
        for seed in range(games):
            random_game(players, seed, each=check)


def _turn(seat, character=None, **fields):
    """A 4-player action phase (seat n holds character n) with ``seat`` to act."""
    fields.setdefault("market", list(MARKET))
    fields.setdefault("characters", [0, 1, 2, 3])
    fields.setdefault("posts", [1, 1, 1, 1])
    state = board(**fields)
    return at_turn(state, seat, seat if character is None else character)


def _new_topics(before, after) -> list[str | None]:
    return [entry.topic for entry in new_entries(before.log, after.log)]


# --- money (MC-11) ------------------------------------------------------------------------------


def test_mc11_money_stays_whole_taler_and_every_sale_is_paid_over_random_games():
    """MC-11 ("Money is a number of taler; the bank is unlimited"): in seeded random games every
    seat's money is a whole number of taler after every action, and every sale is paid its
    full price (MC-1) by the bank, however much the bank has paid out before."""
    paid_out = {"total": 0, "sales": 0}

    def check(before, action, after):
        assert all(type(money) is int for money in after.money), after.money
        if action.kind == "sell":
            seat = engine.current_player(before)
            price = data.SELL_PRICE[actions.GOOD_INDEX[action.good]]
            assert after.money[seat] == before.money[seat] + price
            paid_out["total"] += price
            paid_out["sales"] += 1

    _every_transition(check)
    # Enough sales happened for the property to mean something.
    assert paid_out["sales"] > 20


def test_mc11_the_bank_pays_beyond_the_coins_in_the_box():
    """MC-11 ("the bank never runs out"): the 65 coins of the box hold 254 taler; with every
    seat already holding more than that, a sale is still paid in full and a taler bid is
    still paid to the bank in whole taler."""
    coins_in_box = 18 * 1 + 18 * 2 + 16 * 5 + 12 * 10
    rich = [1000, 1000, 1000, 1000]
    assert sum(rich) > coins_in_box
    goods = [[0, 0, 0, 1], NO_GOODS, NO_GOODS, NO_GOODS]
    state = act(_turn(0, money=list(rich), goods=goods), actions.SELL[data.JEWEL])
    assert state.money[0] == 1000 + data.SELL_PRICE[data.JEWEL]
    assert type(state.money[0]) is int


# --- what carries over between rounds ------------------------------------------------------------


def test_money_goods_letters_chests_and_den_stones_carry_over_into_the_next_round():
    """Rulebook "1. Prepare the round" lays out market, characters and rooms only: money,
    goods, letters, the chests' donations and the sin stones in the dens stay as they are
    when the last stone leaves the market and the next round is prepared."""
    goods = [[1, 0, 2, 0], [0, 1, 0, 0], NO_GOODS, [0, 0, 0, 3]]
    letters = [[1, 2, 0, 0], NO_GOODS, [0, 0, 3, 1], [1, 0, 0, 0]]
    chests = [
        [1, 0, 0, 0, 5, 0, 0, 1, 0, 0],
        [0, 0, 0, 0, 0, 0, 2, 0, 0, 10],
        [0] * 10,
        [0, 0, 0, 1, 0, 0, 0, 0, 0, 2],
    ]
    donated = [[c[i] + c[i + data.CHEST_SLOTS] for i in range(data.CHEST_SLOTS)] for c in chests]
    dens = [[1, 0, 2, 0], [2, 2, 0, 0], [0, 1, 1, 3]]
    sin_stones = [7 - sum(den[seat] for den in dens) for seat in range(4)]
    money = [11, 30, 7, 52]
    before = _turn(
        0,
        market=[1, 0, 0, 0, 0],
        money=list(money),
        goods=goods,
        letters=letters,
        chests=chests,
        donated=donated,
        dens=dens,
        sin_stones=sin_stones,
    )
    state = act(before, actions.BUY_GOOD[data.BREAD])
    assert state.round == before.round + 1 and engine.pending_decision(state) == "bid"
    assert state.money == [money[0] - data.BUY_PRICE[data.BREAD], *money[1:]]
    assert state.goods == [[2, 0, 2, 0], *goods[1:]]
    assert state.letters == letters
    assert state.chests == chests and state.donated == donated
    assert state.dens == dens and state.sin_stones == sin_stones


def test_the_market_is_empty_at_every_round_preparation(monkeypatch):
    """Rulebook "The Action Phase ends as soon as the last stone ... is taken from the market"
    and "1. Prepare the round" ("Take 7 stones ... and place them in ... the market"): in
    seeded random games every preparation finds the market empty."""
    prepare = machine.AUTO[frames.PREPARE]
    seen = {"preparations": 0}

    def checking_prepare(g, frame):
        assert not any(g.s.market), f"round {g.s.round} ends with {g.s.market} in the market"
        seen["preparations"] += 1
        prepare(g, frame)

    monkeypatch.setitem(machine.AUTO, frames.PREPARE, checking_prepare)
    _every_transition(lambda before, action, after: None)
    assert seen["preparations"] > 3 * GAMES * 2


def test_a_character_is_kept_to_the_end_of_the_round():
    """Rulebook "Hold on to your chosen character card until the end of the round": in seeded
    random games a character once taken stays with its seat until the next preparation, an
    evaluation of donations in between included; only a new round frees the cards."""
    freed = {"rounds": 0}

    def check(before, action, after):
        if after.round != before.round:
            freed["rounds"] += 1
            return
        if engine.is_over(after):
            return
        for character, seat in enumerate(before.characters):
            if seat is not None:
                assert after.characters[character] == seat, (character, action)

    _every_transition(check)
    assert freed["rounds"] > 0


# --- the Petty Sinner's preliminary visit ---------------------------------------------------------


def test_petty_sinners_preliminary_visit_is_not_a_turn_action_and_he_may_visit_again():
    """Rulebook "Petty Sinner: ... may visit the House of Pleasure immediately ... (before the
    Action Phase)": that visit is no action of a turn. On his first turn he may still visit
    another room as his first action and then take a second action of another kind."""
    rooms = [data.CARD_OTHERS_HELL_3, data.CARD_NEW_CREW, data.CARD_TAKE_GOOD, None]
    state = board(
        rooms=rooms,
        market=[3, 2, 2, 1, 1],
        characters=[0, 1, 2, 3],
        posts=[1, 1, 1, 2],
        stack=[frames.Compare(), frames.NextTurn(), frames.SinnerVisit(3)],
    )
    state = act(state, actions.VISIT[1])
    assert state.rooms[0] is None and state.posts[3] == 2
    # The action phase opens with the Pope, not with a turn of the Petty Sinner.
    assert engine.pending_decision(state) == "turn" and state.active_character == data.POPE
    state = act(state, actions.PASS, actions.PASS, actions.PASS)
    state = act(state, actions.MERCHANT_TAKE_GOOD[data.BREAD])
    assert engine.current_player(state) == 3 and state.active_character == data.PETTY_SINNER
    turn = state.stack[-1]
    assert isinstance(turn, frames.Turn) and (turn.stage, turn.first) == (0, "")
    visits = {a.room for a in engine.legal_actions(state) if a.kind == "visit"}
    assert 1 not in visits and {2, 3} <= visits
    state = act(state, actions.VISIT[2], actions.PLACE_CREW[0])
    assert state.site_crews == [1, 0, 0]
    assert "buy_good" in kinds(state)
    state = act(state, actions.BUY_GOOD[data.WINE])
    assert state.posts[3] == 2 + data.SECOND_ACTION_NOTCHES


# --- selling and chests ---------------------------------------------------------------------------


def test_donated_goods_and_letters_cannot_be_sold():
    """Rulebook "Selling": "Goods already donated and Letters of Indulgence cannot be sold."
    A seat with letters and a full chest but no goods behind its screen has nothing to sell;
    a jewel just donated cannot be sold as the second action."""
    chests = [[1, 1, 1, 1, 5, 1, 1, 1, 1, 5], [0] * 10, [0] * 10, [0] * 10]
    donated = [[2, 2, 2, 2, 10], [0] * 5, [0] * 5, [0] * 5]
    state = _turn(
        0, chests=chests, donated=donated, letters=[[2, 2, 2, 2], NO_GOODS, NO_GOODS, NO_GOODS]
    )
    assert "sell" not in kinds(state)
    for good in data.GOODS:
        with pytest.raises(engine.IllegalActionError):
            engine.apply_action(state, actions.SELL[good])
    # No action of the turn gives money or takes a letter away.
    for action in engine.legal_actions(state):
        after = engine.apply_action(state, action)
        assert after.money[0] <= state.money[0], action
        assert all(count >= 2 for count in after.letters[0]), action
    goods = [[0, 0, 0, 1], NO_GOODS, NO_GOODS, NO_GOODS]
    donating = act(_turn(0, goods=goods), actions.DONATE_GOOD[data.JEWEL], actions.PLACE[1])
    assert donating.chests[0][data.CHEST_SLOTS + data.JEWEL] == 1
    assert "sell" not in kinds(donating)
    with pytest.raises(engine.IllegalActionError):
        engine.apply_action(donating, actions.SELL[data.JEWEL])


def _compartment(chest, index):
    return chest[index * data.CHEST_SLOTS : (index + 1) * data.CHEST_SLOTS]


def test_nothing_leaves_a_chest_before_its_evaluation():
    """Rulebook "Donating": "once a donation has been placed in a chest it may not be removed
    again"; "Evaluating Donations" empties compartment I at the first finished cathedral and
    compartment II at the second. In seeded random games a chest only grows, except that an
    evaluation empties exactly its compartment (the other one untouched) and a take-back
    restores the start of the turn (MC-20)."""
    seen = {"evaluations": 0}

    def check(before, action, after):
        if action.kind == "take_back":
            assert after.chests == before.checkpoint.chests
            return
        for seat, (old, new) in enumerate(zip(before.chests, after.chests, strict=True)):
            if after.evaluations > before.evaluations:
                opened, kept = before.evaluations, 1 - before.evaluations
                assert _compartment(new, opened) == [0] * data.CHEST_SLOTS, seat
                assert _compartment(new, kept) == _compartment(old, kept), seat
                seen["evaluations"] += 1
            else:
                assert all(n >= o for o, n in zip(old, new, strict=True)), (seat, action)

    _every_transition(check)
    assert seen["evaluations"] > 0


# --- the dens of sin ------------------------------------------------------------------------------


def test_den_stones_stay_across_rounds_until_a_punishment_or_a_run_out():
    """Rulebook "The Dens of Sin": sin stones leave a den only when all three Pope stones
    punish it ("All players take back their sin stones from the two punished Dens") or when
    a player who has run out empties one ("Run out of sin stones?"). In seeded random games
    den stones survive every round's end; they go down only with a punishment, a den emptied
    by its owner, or a take-back of the turn (MC-20)."""
    seen = {"kept_over_a_round": 0, "taken_back": 0}

    def check(before, action, after):
        if action.kind == "take_back":
            return
        if after.round != before.round and any(map(any, before.dens)):
            seen["kept_over_a_round"] += 1
        punished = topics.PUNISHMENT in _new_topics(before, after)
        for den in data.DENS:
            for seat, (old, new) in enumerate(zip(before.dens[den], after.dens[den], strict=True)):
                if new < old:
                    assert punished or action.kind == "empty_den", (den, seat, action)
                    seen["taken_back"] += 1

    _every_transition(check)
    assert seen["kept_over_a_round"] > 0 and seen["taken_back"] > 0


def test_a_punishment_blocked_by_space_40_still_takes_the_stones_back():
    """Rulebook "The Dens of Sin" ("All players take back their sin stones from the two
    punished Dens") with movement rule d ("If a poor soul would ever reach Hell, it doesn't
    move at all"): a soul that cannot descend keeps its place, but its stones come back."""
    dens = [[3, 1, 0, 0], [0, 0, 0, 0], [0, 0, 1, 0]]
    state = board(
        dens=dens,
        sin_stones=[4, 6, 6, 7],
        pope_stones=[1, 0, 2],
        souls=[39, 40, 5, 0],
        characters=[3, None, None, None],
        market=[1, 1, 1, 1, 1],
        stack=[frames.Compare(), frames.NextTurn(), frames.PopePrelim(3)],
    )
    state = act(state, actions.MOVE_POPE_STONE[(data.LUST, data.GREED)])
    assert state.souls == [39, 40, 5, 0]
    assert state.dens == [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 1, 0]]
    assert state.sin_stones == [7, 7, 6, 7]
    assert state.pope_stones == list(data.POPE_STONES_AT_HOME)
    audit(state)


def test_a_run_out_blocked_by_space_40_still_takes_the_stones_back():
    """Rulebook "Run out of sin stones?" ("he must immediately take back all sin stones from
    one Den of Sin of his choice, moving his poor soul that many steps towards Hell") with
    movement rule d / MC-24: at space 38 a den of 5 stones would carry the soul past 40, so
    it stays, yet the stones come back and the missing stone is placed."""
    dens = [[5, 0, 0, 0], [0, 0, 0, 0], [2, 0, 0, 0]]
    state = settle(
        board(
            dens=dens,
            sin_stones=[0, 7, 7, 7],
            souls=[38, 0, 0, 0],
            market=[1, 1, 1, 1, 1],
            characters=[None, 0, None, None],
            stack=[frames.Compare(), frames.NextTurn(), frames.Sin(0, data.PETTY_SINS, 1)],
        )
    )
    assert engine.pending_decision(state) == "den_choice"
    state = act(state, actions.EMPTY_DEN[data.LUST])
    assert state.souls[0] == 38
    assert [den[0] for den in state.dens] == [0, 1, 2]
    assert state.sin_stones[0] == 4
    assert any("stays on space 38" in line for line in texts(state))


def test_placing_sin_stones_never_punishes():
    """Rulebook "The Dens of Sin": only "If all 3 Pope stones are beside one single Den of
    Sin" are sins punished, and that happens when a Pope stone is moved. Placing sin stones
    (a greedy buy, a suite, a card's "Place 2 sin stones", the Petty Sinner's two stones)
    never moves a soul, however full the dens without Pope stones are."""
    dens = [[2, 1, 1, 1], [1, 1, 2, 0], [0, 1, 0, 2]]
    sin_stones = [7 - sum(den[seat] for den in dens) for seat in range(4)]
    fields = {
        "dens": dens,
        "sin_stones": sin_stones,
        "pope_stones": [0, 1, 2],
        "souls": [3, 1, 4, 2],
        "rooms": [data.CARD_OTHERS_LUST, data.CARD_OTHERS_GREED, data.CARD_NEW_CREW, None],
        "suite6_letter": True,
    }
    greedy = act(_turn(1, **fields), actions.BUY_GREEDY[data.BREAD])
    suite = act(_turn(2, **fields), actions.VISIT[6])
    card = act(_turn(3, **fields), actions.VISIT[1])
    choosing = board(
        characters=[None] * 4,
        market=list(MARKET),
        stack=[frames.Compare(), frames.NextTurn(), frames.Pick(3)],
        **fields,
    )
    sinner = act(choosing, actions.CHOOSE_CHARACTER[data.PETTY_SINNER])
    placed = {
        "greedy buy": (greedy, data.GREED, 1),
        "suite 6": (suite, data.LUST, 1),
        "card": (card, data.LUST, 2 * 3),
        "petty sinner": (sinner, data.PETTY_SINS, 2),
    }
    for name, (state, den, stones) in placed.items():
        assert sum(state.dens[den]) == sum(dens[den]) + stones, name
        assert state.souls == [3, 1, 4, 2], name
        assert state.pope_stones == [0, 1, 2], name
        assert not any(entry.topic == topics.PUNISHMENT for entry in state.log), name


# --- the cathedral sites --------------------------------------------------------------------------


def test_a_site_never_holds_two_crews_and_naves_and_spires_never_move():
    """Rulebook "The Cathedral Site": two crews at a site are swapped for a nave (or, over a
    nave, a spire) at once, and "Naves or towers may not be moved". In seeded random games no
    site ever shows two crews, and a nave or spire once built never disappears (except when
    the turn that built it is taken back, MC-20); a spire always stands on a nave."""
    built = {"naves": 0}

    def check(before, action, after):
        assert max(after.site_crews) < 2, after.site_crews  # "a second crew": a nave
        assert all(nave for nave, spire in zip(after.naves, after.spires, strict=True) if spire)
        reference = before.checkpoint if action.kind == "take_back" else before
        for site in range(data.SITES):
            assert after.naves[site] >= reference.naves[site], (site, action)
            assert after.spires[site] >= reference.spires[site], (site, action)
        built["naves"] += sum(after.naves) - sum(before.naves)

    _every_transition(check)
    assert built["naves"] > 0


def test_move_a_building_crew_moves_only_crews_and_converts_at_once():
    """Rulebook card "Move a building crew" ("Naves or towers may not be moved"): a site
    holding only a nave offers nothing to move; a crew moved onto a site with one crew makes
    the nave there at once, and the source's nave stays where it is."""
    state = _turn(
        1,
        rooms=[data.CARD_MOVE_CREW, None, None, None],
        naves=[True, False, False],
        site_crews=[1, 0, 1],
        hut=1,
        emperor_crew=True,
    )
    state = act(state, actions.VISIT[1])
    moves = {(a.source, a.target) for a in engine.legal_actions(state)}
    assert moves == {(1, 2), (1, 3), (3, 1), (3, 2)}
    state = act(state, actions.MOVE_CREW[(0, 2)])
    assert state.naves == [True, False, True] and state.spires == [False] * 3
    assert state.site_crews == [0, 0, 0] and state.hut == 3
    only_naves = _turn(
        1,
        rooms=[data.CARD_MOVE_CREW, None, None, None],
        naves=[True, True, False],
        site_crews=[0, 0, 1],
        hut=2,
        emperor_crew=True,
    )
    only_naves = act(only_naves, actions.VISIT[1])
    assert {(a.source, a.target) for a in engine.legal_actions(only_naves)} == {(3, 1), (3, 2)}


# --- evaluating donations -------------------------------------------------------------------------


def _chest(one=(0, 0, 0, 0, 0), two=(0, 0, 0, 0, 0)):
    return [*one, *two]


def _finishing(chests, **fields):
    """Seat 1, the Emperor, is about to place the crew that finishes cathedral 1."""
    donated = [[c[i] + c[i + data.CHEST_SLOTS] for i in range(data.CHEST_SLOTS)] for c in chests]
    fields.setdefault("naves", [True, False, False])
    fields.setdefault("site_crews", [1, 0, 0])
    fields.setdefault("hut", 2)
    fields.setdefault("market", [0, 0, 0, 0, 1])
    fields.setdefault("stack", [frames.Compare(), frames.NextTurn(), frames.EmperorPrelim(1)])
    return board(
        chests=chests,
        donated=donated,
        emperor_crew=True,
        characters=[None, 1, None, None],
        **fields,
    )


def test_letters_of_an_undonated_category_stay_in_the_supply_for_a_later_display():
    """Rulebook "Evaluating Donations": "If no one has donated any bread or wine, leave the
    Letters in the supply" (MC-3: a display holds only what the supply still has). With only
    a red and a green letter left, nobody's bread or wine leaves them for the money display
    of the same cathedral; had someone donated a loaf, the bread and wine display would
    have taken them."""
    money_only = [_chest((0, 0, 0, 0, 5)), _chest(), _chest(), _chest()]
    state = act(_finishing(money_only, letter_supply=[0, 0, 1, 1]), actions.PLACE_CREW[0])
    assert state.letters[0] == [0, 0, 1, 1] and state.letter_supply == [0, 0, 0, 0]
    with_bread = [_chest((0, 0, 0, 0, 5)), _chest(), _chest((1, 0, 0, 0, 0)), _chest()]
    state = act(_finishing(with_bread, letter_supply=[0, 0, 1, 1]), actions.PLACE_CREW[0])
    assert state.letters[2] == [0, 0, 1, 1] and state.letters[0] == [0, 0, 0, 0]


def test_letters_left_by_a_first_evaluation_fill_the_second():
    """Rulebook "Evaluating Donations" ("leave the Letters in the supply"): a first
    evaluation with no donor takes nothing from the supply, so the second evaluation's
    display is complete (MC-3) although only its letters were left."""
    state = act(_finishing([_chest()] * 4, letter_supply=[1, 1, 1, 1]), actions.PLACE_CREW[0])
    assert state.evaluations == 1 and state.letter_supply == [1, 1, 1, 1]
    chests = [_chest(two=(0, 0, 1, 0, 0)), _chest(), _chest(), _chest()]
    second = _finishing(
        chests,
        letter_supply=list(state.letter_supply),
        evaluations=1,
        naves=[True, True, False],
        spires=[True, False, False],
        site_crews=[0, 1, 0],
    )
    second = act(second, actions.PLACE_CREW[1])
    # Cathedral 2, cloth and jewels: R B B B G, of which the supply still holds R, B and G.
    assert engine.is_over(second)
    assert second.letters[0] == [0, 1, 1, 1]


def test_the_three_categories_are_evaluated_in_order_cloth_1_and_jewel_2_points():
    """Rulebook "Evaluating Donations": bread and wine first, then cloth and jewels ("each
    roll of cloth as one point and each jewel as two"), then money. Ben's two jewels (4)
    beat Anna's three rolls of cloth (3); with one jewel (2) Ben would lose to them."""
    chests = [
        _chest((1, 0, 3, 0, 0)),  # Anna: a loaf (1), three rolls of cloth (3)
        _chest((0, 1, 0, 2, 1)),  # Ben: a bottle (2), two jewels (4), 1 taler
        _chest((0, 0, 0, 0, 5)),  # Cleo: 5 taler
        _chest(),
    ]
    state = act(_finishing(chests), actions.PLACE_CREW[0])
    order = []
    while engine.pending_decision(state) == "letter_pick":
        pick = state.stack[-1]
        order.append((pick.category, pick.seat))
        state = act(state, engine.legal_actions(state)[0])
    categories = [category for category, _seat in order]
    assert categories == sorted(categories)
    assert set(categories) == set(data.CATEGORIES)
    first_pick = {}
    for category, seat in order:
        first_pick.setdefault(category, seat)
    assert first_pick == {
        data.CATEGORY_BREAD_WINE: 1,
        data.CATEGORY_CLOTH_JEWELS: 1,
        data.CATEGORY_MONEY: 2,
    }
    result = [e for e in state.log if e.topic == topics.EVALUATION][-1]
    heads = [line.split(":")[0] for line in result.lines if not line.startswith(" ")]
    assert heads[:3] == list(data.CATEGORY_NAMES)
    assert "Cloth and jewels: Ben 4 (2 jewels), Anna 3 (3 rolls of cloth)." in result.lines
    one_jewel = [_chest((0, 0, 3, 0, 0)), _chest((0, 0, 0, 1, 0)), _chest(), _chest()]
    state = act(_finishing(one_jewel), actions.PLACE_CREW[0])
    assert engine.current_player(state) == 0 and state.stack[-1].category == 1


# --- the House of Pleasure ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "copies", "decision"),
    [
        (data.CARD_MOVE_CREW, 2, "card_move_crew"),
        (data.CARD_MOVE_POPE_STONE, 3, "card_pope"),
        (data.CARD_TAKE_GOOD, 2, "card_take"),
    ],
    ids=["move-a-building-crew", "move-a-pope-stone", "take-1-good"],
)
def test_house_of_pleasure_cards_with_two_notches(card, copies, decision):
    """Rulebook "The House of Pleasure Cards": "Move a building crew ... Etched post +2. 2x",
    "Move a Pope stone ... Etched post +2. 3x", "Take 1 Good from the Market ... Etched post
    +2. 2x". The deck holds that many; a visit turns the post 2 notches, is checked against
    the 6-notch limit with those 2 notches, and closes the room."""
    assert engine.new_game(["Anna", "Ben"], 3).deck.count(card) == copies
    fields = {
        "rooms": [card, None, None, None],
        "site_crews": [1, 0, 0],
        "hut": 2,
        "emperor_crew": True,
    }
    state = act(_turn(1, posts=[1, 4, 1, 1], **fields), actions.VISIT[1])
    assert state.posts[1] == 6
    assert state.rooms[0] is None and state.discard[-1] == card
    assert engine.pending_decision(state) == decision
    blocked = _turn(1, posts=[1, 5, 1, 1], **fields)
    assert actions.VISIT[1] not in engine.legal_actions(blocked)
    with pytest.raises(engine.IllegalActionError, match="would turn your post to 7"):
        engine.apply_action(blocked, actions.VISIT[1])


def test_a_pope_whose_post_shows_6_can_only_visit_suite_5_as_his_first_action():
    """Rulebook "A player may not choose a room or suite whose action would cause his etched
    post to be rotated to higher than 6 notches" with MC-9 (the Pope plans for being caught)
    and MC-13 (no second action at 6): at 6 notches only Suite 5, which turns no notch, is
    open to the Pope's die, and only as his first action."""
    rooms = [data.CARD_NEW_CREW, data.CARD_TAKE_GOOD, None, None]
    state = _turn(0, rooms=rooms, posts=[6, 1, 1, 1], suite6_letter=True, souls=[0, 0, 0, 3])
    assert {a.room for a in engine.legal_actions(state) if a.kind == "set_pope_die"} == {5}
    for room in (1, 2, 6):
        with pytest.raises(engine.IllegalActionError):
            engine.apply_action(state, actions.SET_POPE_DIE[room])
    bought = act(state, actions.BUY_GOOD[data.BREAD])
    assert "set_pope_die" not in kinds(bought)
    with pytest.raises(engine.IllegalActionError):
        engine.apply_action(bought, actions.SET_POPE_DIE[5])
    caught = act(state, actions.SET_POPE_DIE[5], actions.GUESS_ROOM[5], actions.USE_ROOM[2])
    caught = act(caught, actions.TAKE_GOOD[data.WINE])
    assert caught.posts[0] == 6 and caught.souls[0] == 1 and caught.dens[data.LUST][0] == 1


def test_suite_6_is_refilled_only_in_round_preparation():
    """Rulebook "1. Prepare the round" ("If there is no yellow Letter of Indulgence in Suite
    6, place one there"): once its letter is taken Suite 6 stays empty for the rest of the
    round. In seeded random games it is filled only when a new round is prepared (a
    take-back of the visit aside, MC-20)."""
    refilled = {"rounds": 0}

    def check(before, action, after):
        if action.kind == "take_back" or before.suite6_letter or not after.suite6_letter:
            return
        assert after.round == before.round + 1, action
        refilled["rounds"] += 1

    _every_transition(check)
    assert refilled["rounds"] > 0
    state = act(_turn(1, rooms=[None] * 4, suite6_letter=True), actions.VISIT[6])
    state = act(state, actions.END_TURN)
    assert not state.suite6_letter and state.letter_supply[data.YELLOW] > 0
    assert data.SUITE_6 not in {a.room for a in engine.legal_actions(state) if a.kind == "visit"}


# --- the record of sins and the end of the game ---------------------------------------------------


def test_a_soul_only_moves_towards_hell_during_play():
    """Rulebook "IMPORTANT NOTE: During the game, your poor soul can only move towards Hell
    ... Only at the end of the game will you use your Letters": in seeded random games no
    soul moves towards Heaven before the final scoring (a take-back restores the start of
    the turn, MC-20)."""
    moved = {"steps": 0}

    def check(before, action, after):
        if engine.is_over(after):
            return
        reference = before.checkpoint if action.kind == "take_back" else before
        for seat, (old, new) in enumerate(zip(reference.souls, after.souls, strict=True)):
            assert new >= old, (seat, action)
        moved["steps"] += sum(after.souls) - sum(before.souls)

    _every_transition(check)
    assert moved["steps"] > 0


def test_a_game_that_ends_in_an_action_phase_compares_the_posts_once():
    """Rulebook "Game End" ("the etched posts are compared once more") with MC-15: a second
    cathedral finished during a turn ends the game at once; the posts are compared one time
    (the round's own comparison does not follow) and the top post descends once."""
    state = _turn(
        1,
        rooms=[data.CARD_NEW_CREW, None, None, None],
        posts=[1, 3, 1, 2],
        evaluations=1,
        naves=[True, True, False],
        spires=[True, False, False],
        site_crews=[0, 1, 0],
        hut=1,
        emperor_crew=True,
    )
    state = act(state, actions.VISIT[1], actions.PLACE_CREW[1])
    assert engine.is_over(state)
    compared = [e.topic for e in state.log if e.topic in (topics.POSTS, topics.FINAL_POSTS)]
    assert compared == [topics.FINAL_POSTS]
    # Ben's post: 3 + 1 for the card = 4, the lowest 1: three steps, once.
    assert state.souls == [0, 3, 0, 0]
