"""The cathedral sites and evaluating donations (MC-2, MC-3, MC-15, MC-21, MC-35), with the
rulebook's donation example."""

from __future__ import annotations

from meaculpa_tui import engine
from meaculpa_tui.engine import actions, data, frames
from tests.meaculpa.helpers import act, audit, board, texts

R, G, B, Y = data.RED, data.GREEN, data.BLUE, data.YELLOW
RULEBOOK_NAMES = ("Dominik", "Johanna", "Paula", "Gregor")
DOMINIK, JOHANNA, PAULA, GREGOR = range(4)


def chest(compartment_one=(0, 0, 0, 0, 0), compartment_two=(0, 0, 0, 0, 0)):
    return [*compartment_one, *compartment_two]


def _finishing(players=4, chests=None, emperor=0, **fields):
    """The Emperor (``emperor``) is about to place the crew that finishes cathedral 1."""
    chests = chests or [chest() for _ in range(players)]
    donated = [[c[i] + c[i + 5] for i in range(5)] for c in chests]
    goods_in_chests = [sum(c[g] + c[g + 5] for c in chests) for g in range(4)]
    bag = [n - used for n, used in zip(data.GOOD_COUNTS, goods_in_chests, strict=True)]
    bag.append(data.INDULGENCE_STONES - 1)
    fields.setdefault("naves", [True, False, False])
    fields.setdefault("site_crews", [1, 0, 0])
    fields.setdefault("hut", 2)
    characters = [None, emperor, None, None]
    fields.setdefault("stack", [frames.Compare(), frames.NextTurn(), frames.EmperorPrelim(emperor)])
    state = board(
        players,
        chests=chests,
        donated=donated,
        emperor_crew=True,
        characters=characters,
        **fields,
    )
    return state.model_copy(update={"bag": bag, "market": [0, 0, 0, 0, 1]})


def test_mc2_letters_below_the_sites_follow_the_decision_table():
    """MC-2: the printed letters per site and category, in display order."""
    assert data.SITE_LETTERS == (
        ((R, B, B, B, G), (B, Y, G, R), (B, R, G)),
        ((B, G, R, Y), (R, B, B, B, G), (G, B, R)),
        ((G, B, R), (B, G, R, Y), (R, B, B, B, G)),
    )


def test_two_crews_make_a_nave_and_two_more_a_spire_that_finishes_the_cathedral():
    """A nave from two crews; a nave and two crews: a spire, finished, evaluated at once."""
    state = _finishing(naves=[False, False, False])
    state = act(state, actions.PLACE_CREW[0])
    assert state.naves[0] and not state.spires[0] and state.hut == 4 and state.evaluations == 0
    state = act(_finishing(), actions.PLACE_CREW[0])
    assert state.spires[0] and state.evaluations == 1 and state.hut == 4


def _donation_example(paula_loaves=4):
    chests = [
        chest((1, 3, 0, 0, 0)),  # Dominik: 1 loaf, 3 bottles = 7 points
        chest((3, 1, 0, 0, 0)),  # Johanna: 3 loaves, 1 bottle = 5 points
        chest((paula_loaves, 0, 0, 0, 0)),  # Paula: loaves
        chest((0, 2, 0, 0, 0)),  # Gregor: 2 bottles = 4 points
    ]
    # Paula's soul is nearer Hell than Johanna's.
    return _finishing(
        chests=chests, names=RULEBOOK_NAMES, start_order=[GREGOR, PAULA, DOMINIK, JOHANNA]
    )


def test_rulebook_donation_example_top_two_donors_alternate_picks():
    """Donation example: Dominik picks red, Johanna blue, Dominik blue, Johanna the last blue,
    leaving Dominik the green; Paula and Gregor get nothing."""
    state = act(_donation_example(), actions.PLACE_CREW[0])
    assert engine.pending_decision(state) == "letter_pick"
    assert state.display == [R, B, B, B, G]
    assert engine.current_player(state) == DOMINIK
    state = act(state, actions.PICK_LETTER[R])
    assert engine.current_player(state) == JOHANNA
    state = act(state, actions.PICK_LETTER[B])
    state = act(state, actions.PICK_LETTER[B])
    state = act(state, actions.PICK_LETTER[B])
    # The green one is left for Dominik: no choice, taken at once (MC-35).
    assert state.letters[DOMINIK] == [0, 1, 1, 1]
    assert state.letters[JOHANNA] == [0, 2, 0, 0]
    assert state.letters[PAULA] == [0, 0, 0, 0] == state.letters[GREGOR]
    result = [e for e in state.log if e.kind == "result"][-1]
    assert result.title.startswith("First evaluation of donations (cathedral 1")
    ranking = result.lines[0]
    assert ranking.startswith("Bread and wine: Dominik 7 (1 loaf and 3 bottles), Johanna 5")
    assert ranking.index("Gregor 4") < ranking.index("Paula 4")  # tie: Gregor nearer Hell
    assert "Dominik takes 3 letters: 1 blue, 1 red, 1 green." in result.lines
    assert "Johanna takes 2 letters: 2 blue." in result.lines
    assert "Paula takes no letter." in result.lines
    assert "Cloth and jewels: nobody donated; the letters stay in the supply." in result.lines
    audit(state)


def test_rulebook_donation_example_tie_goes_to_the_donor_nearer_hell():
    """'Had Paula given another loaf, she would have been tied with Johanna': the one nearer
    Hell (Paula here) is the bigger donor."""
    state = act(_donation_example(paula_loaves=5), actions.PLACE_CREW[0], actions.PICK_LETTER[R])
    assert engine.current_player(state) == PAULA


def test_single_donor_takes_all_and_no_donor_leaves_the_letters_in_the_supply():
    """Only one donor: he takes the whole display. No donor: the letters stay in the supply."""
    chests = [chest((0, 0, 0, 0, 7)), chest(), chest(), chest()]
    state = act(_finishing(chests=chests), actions.PLACE_CREW[0])
    # Money at site 1: B R G, all to Anna; bread/wine and cloth/jewels: nobody.
    assert state.letters[0] == [0, 1, 1, 1]
    assert state.letter_supply == [10, 10, 14, 14]
    assert engine.pending_decision(state) == "turn"


def test_evaluation_returns_donations_to_bag_and_bank_and_empties_only_compartment_one():
    """All players return donated goods to the bag and money to the bank; compartment II stays."""
    chests = [
        chest((2, 0, 1, 0, 5), (1, 1, 1, 1, 10)),
        chest((0, 0, 0, 1, 0), (0, 0, 0, 0, 0)),
        chest(),
        chest(),
    ]
    before = _finishing(chests=chests)
    bag = before.bag
    state = act(before, actions.PLACE_CREW[0])
    while engine.pending_decision(state) == "letter_pick":
        state = act(state, engine.legal_actions(state)[0])
    assert state.chests[0] == [0, 0, 0, 0, 0, 1, 1, 1, 1, 10]
    assert state.donated[0] == [1, 1, 1, 1, 10] and state.donated[1] == [0] * 5
    assert state.bag[:4] == [bag[0] + 2, bag[1], bag[2] + 1, bag[3] + 1]
    assert state.money == [25, 25, 25, 25]
    audit(state)


def test_mc3_display_holds_only_letters_the_supply_still_has():
    """MC-3: a missing colour is simply not given."""
    chests = [chest((1, 0, 0, 0, 0)), chest((2, 0, 0, 0, 0)), chest(), chest()]
    state = _finishing(chests=chests, letter_supply=[10, 1, 0, 15])
    state = act(state, actions.PLACE_CREW[0])
    # R B B B G with one blue and no red left: B G.
    assert engine.pending_decision(state) == "letter_pick"
    assert state.display == [B, G] and engine.current_player(state) == 1
    state = act(state, actions.PICK_LETTER[G])
    assert state.letters[1] == [0, 0, 0, 1] and state.letters[0] == [0, 1, 0, 0]


def test_two_player_evaluation_biggest_donor_takes_two_then_two_then_the_rest():
    """Two players: the biggest donor takes two letters, his opponent two, the biggest donor
    any left."""
    chests = [chest((0, 2, 0, 0, 0)), chest((1, 0, 0, 0, 0))]
    state = act(_finishing(2, chests=chests), actions.PLACE_CREW[0])
    assert state.display == [R, B, B, B, G]
    order = []
    while engine.pending_decision(state) == "letter_pick":
        order.append(engine.current_player(state))
        state = act(state, engine.legal_actions(state)[0])
    assert order == [0, 0, 1, 1]  # the fifth letter is Anna's without a choice (MC-35)
    assert sum(state.letters[0]) == 3 and sum(state.letters[1]) == 2


def test_letter_picks_are_public_decisions_of_the_picking_seat():
    """The picks are public log entries; the picking seat decides."""
    state = act(_donation_example(), actions.PLACE_CREW[0], actions.PICK_LETTER[G])
    assert "Dominik picks a green letter." in texts(state, None)


def test_mc15_second_evaluation_ends_the_game_at_once_even_during_character_choice():
    """MC-15: the second evaluation ends the game wherever it happens: the posts are compared
    as they stand, then the letters are scored."""
    chests = [chest(compartment_two=(0, 0, 0, 0, 3)), chest(), chest(), chest()]
    state = _finishing(
        chests=chests,
        evaluations=1,
        spires=[False, True, False],
        naves=[True, True, False],
        posts=[2, 5, 1, 1],
        phase="characters",
        stack=[
            frames.Compare(),
            frames.NextTurn(),
            frames.Pick(2),
            frames.Pick(3),
            frames.EmperorPrelim(0),
        ],
    )
    state = act(state, actions.PLACE_CREW[0])
    assert engine.is_over(state) and engine.current_player(state) is None
    assert engine.legal_actions(state) == []
    titles = [e.title for e in state.log if e.kind == "result"]
    assert titles[-3:] == [
        "Second evaluation of donations (cathedral 1, compartment II)",
        "Game end: etched posts compared",
        "Final scoring",
    ]
    # Posts 2, 5, 1, 1: Ben descends 4 steps.
    assert state.souls[1] == 4
    # Anna took B R G: 3 single letters -> 3 steps towards Heaven.
    assert state.souls[0] == -3
    assert engine.winners(state) == [0]


def test_first_evaluation_during_character_choice_is_completed_and_the_choice_goes_on():
    """Rulebook "Evaluating Donations" ("play continues where it was interrupted"), the
    counterpart of MC-15: an Emperor's preliminary crew that finishes a cathedral while
    characters are still being chosen evaluates compartment I at once (letters handed out,
    donations returned); then the next seat chooses its character."""
    chests = [chest((0, 0, 0, 0, 7)), chest(), chest(), chest()]
    state = _finishing(
        chests=chests,
        phase="characters",
        stack=[
            frames.Compare(),
            frames.NextTurn(),
            frames.Pick(2),
            frames.Pick(3),
            frames.EmperorPrelim(0),
        ],
    )
    state = act(state, actions.PLACE_CREW[0])
    assert not engine.is_over(state) and state.evaluations == 1
    titles = [e.title for e in state.log if e.kind == "result"]
    assert titles[-1].startswith("First evaluation of donations")
    assert state.letters[0] == [0, 1, 1, 1] and state.chests[0] == [0] * 10
    # The stack's top comes first: Dirk (seat 3) chooses next, then Cleo.
    assert engine.pending_decision(state) == "pick" and engine.current_player(state) == 3
    audit(state)
