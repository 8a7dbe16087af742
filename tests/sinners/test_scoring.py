"""Scoring a round: the rulebook's example, SN-8, SN-13, SN-14, SN-2 and every Demon."""

from __future__ import annotations

from sinners_tui import engine
from sinners_tui.engine import data
from sinners_tui.engine.scoring import score_round, summary
from tests.sinners.helpers import Table, conserved, play

SACRAMENT_NAMES = ["Baptism", "Penance", "Matrimony", "Holy Orders"]


def _sacraments(table: Table, count: int) -> list[int]:
    result = []
    names = ["Baptism"] * 6 + ["Penance"] * 6 + ["Holy Orders"] * 4 + ["Matrimony"] * 4
    for name in names[:count]:
        result.append(table.take(name))
    return result


def _rulebook_example(table: Table) -> tuple[list[list[int]], list[list[int]]]:
    """The three churches and hands of the rulebook's "Scoring Example" (3 players)."""
    in_play = _sacraments(table, 13)  # 11 in the churches, 2 in Player 2's hand
    church1 = [
        *table.many("Murderer", 2),
        table.take("Envious", 1),
        table.take("Envious", 2),
        table.take("Slothful", 1),
        table.take("Slothful", 2),
        table.take("Slothful", 3),
        table.take("Greedy", 1),
        table.take("Greedy", 1),
        table.take("Greedy", 2),
        table.take("Lustful", 3),
        table.take("Lustful", 3),
        table.take("Gluttonous", 2),
        table.take("Beelzebub"),
        *in_play[:5],
    ]
    church2 = [
        *table.many("Murderer", 2),
        *table.many("Wrathful", 3, worth=1),
        table.take("Proud", 2),
        table.take("Proud", 3),
        table.take("Deceiver", 3),
        table.take("Belial"),
        *in_play[5:8],
    ]
    hand2 = [table.take("Slothful", 2), table.take("Deceiver", 2), *in_play[11:13]]
    church3 = [
        table.take("Murderer"),
        table.take("Selfish", 2),
        table.take("Selfish", 2),
        table.take("Selfish", 4),
        table.take("Envious", 1),
        table.take("Envious", 1),
        table.take("Envious", 3),
        *table.many("Gluttonous", 3, worth=1),
        table.take("Slothful", 2),
        table.take("Proud", 3),
        table.take("Moloch"),
        *in_play[8:11],
    ]
    return [church1, church2, church3], [[], hand2, []]


def test_rulebook_scoring_example_gives_44_14_45():
    """Rulebook "Scoring Example": Player 1 scores 44, Player 2 14, Player 3 45 (SN-1 values)."""
    churches, hands = _rulebook_example(Table(3))
    result = score_round(churches, hands, first_out=0, last_holder=1)
    assert [item.total for item in result] == [44, 14, 45]


def test_the_summary_of_a_round_counts_as_the_rulebook_example_tells_it():
    """Rulebook "Scoring Example", in its own words: "2 Murderers (+10), 2 Envious (+3), 3
    Slothful (+6), 3 Greedy (+4), 2 Lustful (+6), 1 Gluttonous (+2)" and Beelzebub's +13;
    Player 2's 4 cards in hand (-4) and the Deceiver Belial cancels; Player 3's set bonuses.
    Sacraments (worth nothing) are left out, and the parts add up to the round's score."""
    churches, hands = _rulebook_example(Table(3))
    result = score_round(churches, hands, first_out=0, last_holder=1)
    told = [[(part.words, part.cards, part.points) for part in summary(item)] for item in result]
    assert sorted(told[0]) == sorted(
        [
            ("Murderers", 2, 10),
            ("Envious", 2, 3),
            ("Slothful", 3, 6),
            ("Greedy", 3, 4),
            ("Lustful", 2, 6),
            ("Gluttonous", 1, 2),
            ("Beelzebub", 0, 13),
        ]
    )
    assert sorted(told[1]) == sorted(
        [
            ("Murderers", 2, 10),
            ("Wrathful", 3, 3),
            ("Proud", 2, 5),
            ("Deceiver cancelled", 1, 0),
            ("in hand", 4, -4),
        ]
    )
    assert ("Gluttonous set", 0, 8) in told[2] and ("Envious set", 0, 11) in told[2]
    assert ("Murderer", 1, 5) in told[2]
    for item in result:
        assert sum(part.points for part in summary(item)) == item.total


def test_rulebook_scoring_example_through_a_round_end():
    """The example played out: Player 3 discards the last card, the round ends (SN-7 a), and
    the log shows each player's score card by card with the totals."""
    table = Table(3)
    churches, hands = _rulebook_example(table)
    last = table.take("Doer of Good", 1)
    hands[2] = [last]
    state = table.state(
        hands=hands, churches=churches, phase="discard", turn=2, first_out=0, pile_used=None
    )
    after = engine.apply_action(state, engine.legal_actions(state)[0])
    assert after.round_scores == [[44, 14, 45]]
    assert after.totals == [44, 14, 45]
    results = [entry for entry in after.log if entry.kind == "result"]
    titles = [entry.title for entry in results]
    assert "Round 1: Ann scores 44" in titles
    assert "Round 1: Ben scores 14" in titles
    assert "Round 1: Cid scores 45" in titles
    ben = next(entry for entry in results if entry.title == "Round 1: Ben scores 14")
    assert any(
        line.startswith("In hand: Slothful (2,") and line.endswith(": -2") for line in ben.lines
    )
    assert any(
        line.startswith("Deceiver (3,") and "cancelled by Belial" in line for line in ben.lines
    )
    assert "Round score: 14" in ben.lines
    assert any(entry.title == "Totals after round 1" for entry in results)
    assert after.round == 2 and conserved(after)
    assert [b.total for b in engine.last_round_breakdowns(after)] == [44, 14, 45]
    assert engine.totals_history(after) == [[44, 14, 45]]


def test_sn13_no_murderer_scores_zero_whatever_the_cards():
    """SN-8 / SN-13: without a Murderer (and without Death) the round scores 0."""
    table = Table(2)
    churches = [
        [*table.many("Lustful", 3), table.take("Sin")],
        [table.take("Murderer"), table.take("Greedy", 1)],
    ]
    hands = [[table.take("Proud", 4)], []]
    result = score_round(churches, hands, first_out=1, last_holder=0)
    assert result[0].total == 0 and not result[0].scores
    assert result[1].total == 6


def test_sn13_death_claims_souls_without_a_murderer():
    """SN-13 / Death: the church scores although it holds no Murderer."""
    table = Table(2)
    churches = [
        [table.take("Lustful", 2), table.take("Lustful", 3), table.take("Death")],
        [table.take("Murderer")],
    ]
    hands = [[table.take("Proud", 4)], [table.take("Greedy", 1)]]
    result = score_round(churches, hands, first_out=None, last_holder=None)
    assert result[0].scores and result[0].total == 2 + 3 - 4
    assert any("Death" in line.label for line in result[0].lines)


def test_sn8_sacraments_in_hand_score_nothing_other_cards_cost_their_worth():
    table = Table(2)
    churches = [[table.take("Murderer")], [table.take("Murderer")]]
    hands = [[table.take("Baptism"), table.take("Doer of Good", 3), table.take("Deceiver", 2)], []]
    result = score_round(churches, hands, first_out=1, last_holder=0)
    assert result[0].total == 5 - 3 - 2


def test_sn8_round_score_may_be_negative():
    table = Table(2)
    churches = [[table.take("Murderer")], [table.take("Murderer")]]
    hands = [[table.take("Proud", 4), table.take("Lustful", 4)], []]
    assert score_round(churches, hands, first_out=1, last_holder=0)[0].total == 5 - 8


def test_sn2_deceiver_in_church_costs_its_worth():
    """SN-2: a Deceiver in church scores minus its worth unless cancelled."""
    table = Table(2)
    churches = [
        [table.take("Murderer"), table.take("Deceiver", 3)],
        [table.take("Murderer")],
    ]
    result = score_round(churches, [[], []], first_out=None, last_holder=None)
    assert result[0].total == 5 - 3


def test_sn14_doers_of_good_cancel_the_highest_deceivers():
    """SN-14: one Doer, Deceivers worth 1 and 3: the 3 is cancelled, the 1 still costs 1."""
    table = Table(2)
    churches = [
        [
            table.take("Murderer"),
            table.take("Deceiver", 1),
            table.take("Deceiver", 3),
            table.take("Doer of Good", 2),
        ],
        [table.take("Murderer")],
    ]
    result = score_round(churches, [[], []], first_out=None, last_holder=None)
    assert result[0].total == 5 - 1 + 2


def test_belial_cancels_every_deceiver_in_church_but_not_in_hand():
    table = Table(2)
    churches = [
        [table.take("Murderer"), *table.many("Deceiver", 2, worth=3), table.take("Belial")],
        [table.take("Murderer")],
    ]
    hands = [[table.take("Deceiver", 2)], []]
    result = score_round(churches, hands, first_out=1, last_holder=0)
    assert result[0].total == 5 - 2


def test_sn8_gluttonous_counts_other_sinner_types_deceiver_yes_doer_no():
    table = Table(2)
    churches = [
        [
            table.take("Murderer"),
            *table.many("Gluttonous", 3, worth=1),
            table.take("Deceiver", 1),
            table.take("Proud", 2),
            table.take("Doer of Good", 1),
        ],
        [table.take("Murderer")],
    ]
    result = score_round(churches, [[], []], first_out=None, last_holder=None)
    # 5 + 3 (Gluttonous) - 1 (Deceiver, no... a Doer cancels it) + 2 + 1, bonus 2 types x 2
    assert result[0].total == 5 + 3 + 0 + 2 + 1 + 4


def test_sn8_envious_scores_per_sacrament_in_every_church():
    table = Table(2)
    churches = [
        [table.take("Murderer"), *table.many("Envious", 3), table.take("Baptism")],
        [table.take("Murderer"), table.take("Penance"), table.take("Anointing")],
    ]
    result = score_round(churches, [[], [table.take("Matrimony")]], first_out=0, last_holder=1)
    assert result[0].total == 5 + (1 + 1 + 2) + 3


def test_sn8_leviathan_blocks_other_per_sacrament_bonuses():
    """SN-8: Leviathan scores its owner +1 per Sacrament in play; others lose Envious' bonus."""
    table = Table(2)
    churches = [
        [table.take("Murderer"), *table.many("Envious", 3), table.take("Baptism")],
        [table.take("Murderer"), table.take("Penance"), table.take("Leviathan")],
    ]
    result = score_round(churches, [[], []], first_out=None, last_holder=None)
    assert result[0].total == 5 + 4
    assert result[1].total == 5 + 2


def test_sn30_leviathan_owner_keeps_own_envious_bonus():
    """SN-30: Leviathan's owner scores both the Envious and the Leviathan bonus."""
    table = Table(2)
    churches = [
        [
            table.take("Murderer"),
            *table.many("Envious", 3),
            table.take("Baptism"),
            table.take("Leviathan"),
        ],
        [table.take("Murderer"), table.take("Penance")],
    ]
    result = score_round(churches, [[], []], first_out=None, last_holder=None)
    assert result[0].total == 5 + 4 + 2 + 2


def test_sn2_proud_scores_three_per_player_with_fewer_sinners():
    table = Table(3)
    churches = [
        [table.take("Murderer"), *table.many("Proud", 3, worth=2)],
        [table.take("Murderer"), table.take("Greedy", 1)],
        [table.take("Murderer"), *table.many("Greedy", 3, worth=1), table.take("Lustful", 2)],
    ]
    result = score_round(churches, [[], [], []], first_out=None, last_holder=None)
    assert result[0].total == 5 + 6 + 3
    # the breakdown's words agree with the count (it said "1 other churches hold")
    labels = [line.label for line in result[0].lines]
    assert "Proud set: 1 other church holds fewer Sinners" in labels


def test_demon_sin_fewer_sinners_than_every_other_church():
    table = Table(3)
    churches = [
        [table.take("Murderer"), table.take("Greedy", 1), table.take("Sin")],
        [table.take("Murderer"), *table.many("Greedy", 2, worth=1)],
        [table.take("Murderer"), *table.many("Proud", 2, worth=2)],
    ]
    result = score_round(churches, [[], [], []], first_out=None, last_holder=None)
    assert result[0].total == 5 + 1 + data.SIN_BONUS
    churches[1] = [churches[1][0], churches[1][1]]
    result = score_round(churches, [[], [], []], first_out=None, last_holder=None)
    assert result[0].total == 5 + 1


def test_demon_beelzebub_first_to_finish():
    table = Table(2)
    churches = [[table.take("Murderer"), table.take("Beelzebub")], [table.take("Murderer")]]
    assert score_round(churches, [[], []], first_out=0, last_holder=1)[0].total == 18
    assert score_round(churches, [[], []], first_out=1, last_holder=0)[0].total == 5


def test_demon_mulciber_last_one_holding_cards():
    table = Table(2)
    churches = [[table.take("Murderer"), table.take("Mulciber")], [table.take("Murderer")]]
    assert score_round(churches, [[], []], first_out=1, last_holder=0)[0].total == 15
    assert score_round(churches, [[], []], first_out=None, last_holder=None)[0].total == 5


def test_demons_asmodeus_and_moloch_need_more_than_every_other_church():
    table = Table(2)
    churches = [
        [
            table.take("Murderer"),
            table.take("Lustful", 2),
            table.take("Wrathful", 1),
            table.take("Asmodeus"),
        ],
        [table.take("Murderer"), table.take("Wrathful", 1), table.take("Moloch")],
    ]
    result = score_round(churches, [[], []], first_out=None, last_holder=None)
    assert result[0].total == 5 + 2 + 1 + data.ASMODEUS_BONUS
    assert result[1].total == 5 + 1  # a tie on Wrathful is not "more"
    churches[1].append(table.take("Wrathful", 1))
    result = score_round(churches, [[], []], first_out=None, last_holder=None)
    assert result[1].total == 5 + 2 + data.MOLOCH_BONUS


def test_demon_mammon_no_greedy_and_no_gluttonous():
    table = Table(2)
    churches = [[table.take("Murderer"), table.take("Mammon")], [table.take("Murderer")]]
    assert score_round(churches, [[], []], first_out=None, last_holder=None)[0].total == 15
    churches[0].append(table.take("Greedy", 1))
    assert score_round(churches, [[], []], first_out=None, last_holder=None)[0].total == 6


def test_demon_death_and_belial_add_no_line_of_their_own():
    table = Table(2)
    churches = [[table.take("Murderer"), table.take("Death")], [table.take("Murderer")]]
    result = score_round(churches, [[], []], first_out=None, last_holder=None)
    assert result[0].total == 5 and len(result[0].lines) == 1


def test_live_breakdown_helper_matches_scoring():
    table = Table(2)
    state = table.state(
        hands=[[table.take("Proud", 2)], [table.take("Greedy", 1)]],
        churches=[[table.take("Murderer"), table.take("Lustful", 3)], [table.take("Murderer")]],
    )
    breakdown = engine.score_breakdown(state, 0)
    assert breakdown.total == 5 + 3 - 2
    assert [line.section for line in breakdown.lines] == ["church", "church", "hand"]


def test_round_end_through_play_adds_totals():
    """A played round end adds the round's scores to the totals (SN-21: they keep adding)."""
    table = Table(2)
    state = table.state(
        hands=[[table.take("Proud", 2)], [table.take("Greedy", 1)]],
        churches=[[table.take("Murderer")], [table.take("Murderer")]],
        phase="discard",
        totals=[10, -4],
    )
    after = play(state, engine.legal_actions(state)[0])
    assert after.totals == [10 + 5, -4 + 5 - 1]


def test_sn11_live_breakdown_on_a_view_never_guesses_a_hidden_hand():
    table = Table(2)
    state = table.state(
        hands=[[table.take("Proud", 2)], [table.take("Greedy", 1), table.take("Envious", 2)]],
        churches=[[table.take("Murderer")], [table.take("Murderer")]],
    )
    view = engine.view_for(state, 0)
    assert engine.score_breakdown(view, 0) == engine.score_breakdown(state, 0)
    other = engine.score_breakdown(view, 1)
    assert other.total == 5 and other.lines[-1].section == "note"


def test_sn2_doers_of_good_never_cancel_deceivers_in_hand():
    """Rulebook "Scoring a Round" / SN-2: a Doer of Good cancels a Deceiver in the church only;
    a Deceiver left in hand still costs its worth."""
    table = Table(2)
    churches = [
        [table.take("Murderer"), table.take("Doer of Good", 1)],
        [table.take("Murderer")],
    ]
    hands = [[table.take("Deceiver", 3)], []]
    result = score_round(churches, hands, first_out=1, last_holder=0)
    assert result[0].total == 5 + 1 - 3


def test_sn20_a_set_bonus_is_scored_once_per_type():
    """SN-20: all the Gluttonous of a church count together, once: six Gluttonous (two
    decks) with one other sin score the Gluttonous bonus once, +2, not once per three."""
    table = Table(3)
    gluttonous = table.many("Gluttonous", 6, worth=1)
    churches = [
        [table.take("Murderer"), *gluttonous, table.take("Proud", 2)],
        [table.take("Murderer")],
        [table.take("Murderer")],
    ]
    result = score_round(churches, [[], [], []], first_out=None, last_holder=None)
    assert result[0].total == 5 + 6 + 2 + 2
    bonuses = [line for line in result[0].lines if line.section == "bonus"]
    assert [line.points for line in bonuses] == [2]
