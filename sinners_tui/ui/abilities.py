"""One line per card type saying what it does, in this edition's own words.

Dialogs show these beside a choice (which Demon to summon, which Sacrament to play), so a
player need not leave the decision to look a card up. The longer explanation is in the rules
screen (``rules.md``) and the readings in ``rules_notes.md``.
"""

from __future__ import annotations

from sinners_tui.engine import data

ABILITIES: dict[int, str] = {
    data.GLUTTONOUS: "3 or more: +2 for every other sin in your church.",
    data.SLOTHFUL: "3 or more: new sets need only 2 cards.",
    data.ENVIOUS: "3 or more: +1 for every Sacrament in play.",
    data.WRATHFUL: "3 or more: take any card of a discard pile. "
    "The first time you reach 4: every other player discards a Sinner from their church.",
    data.SELFISH: "2 or more: when preaching, you may keep both cards.",
    data.GREEDY: "3 or more: after taking from a pile, you may take its next card too.",
    data.LUSTFUL: "The first time you reach 3: lure a Sinner from another church into yours.",
    data.PROUD: "3 or more: +3 for every other player whose church holds fewer Sinners.",
    data.DECEIVER: "Stands in for a missing card when you start a set; costs its worth anywhere.",
    data.DOER_OF_GOOD: "Cancels one Deceiver in your church; helps Holy Orders.",
    data.BAPTISM: "Bring a random card from Limbo into your church.",
    data.PENANCE: "Send a Sinner from any church (yours too) to Limbo.",
    data.MATRIMONY: "Lay a male and a female Sinner from your hand into your church.",
    data.EUCHARIST: "Lure every Gluttonous and Greedy of the other churches into yours.",
    data.CONFIRMATION: "While it is in your church, nobody can leave your church.",
    data.HOLY_ORDERS: "Preach again; with a Doer of Good you may first discard a Confirmation.",
    data.ANOINTING: "Look at another player's hand; you may swap a Sinner with them.",
    data.MURDERER: "Worth 5. Without a Murderer your church scores nothing.",
    data.DEATH: "You claim souls even without a Murderer.",
    data.SIN: f"+{data.SIN_BONUS} if your church holds fewer Sinners than every other church.",
    data.BELIAL: "Deceivers in your church cost nothing.",
    data.BEELZEBUB: f"+{data.BEELZEBUB_BONUS} if you are the first to empty your hand.",
    data.MULCIBER: f"+{data.MULCIBER_BONUS} if you are the last one left holding cards.",
    data.ASMODEUS: f"+{data.ASMODEUS_BONUS} for more Lustful than every other church.",
    data.LEVIATHAN: "+1 per Sacrament in play; nobody else scores per Sacrament.",
    data.MAMMON: f"+{data.MAMMON_BONUS} with no Greedy and no Gluttonous in your church.",
    data.MOLOCH: f"+{data.MOLOCH_BONUS} for more Wrathful than every other church.",
}


def ability(kind: int) -> str:
    """What a card type does, in one line."""
    return ABILITIES[kind]


#: What each card does, in the few words that stand beside its group in the hand: the count
#: that makes a set work (from the rules' numbers) and what it then does. The whole sentence
#: (``ABILITIES``) shows when the group is opened.
SHORT_ABILITIES: dict[int, str] = {
    data.GLUTTONOUS: f"{data.GLUTTONOUS_THRESHOLD}+: +{data.GLUTTONOUS_BONUS_PER_TYPE}/other sin",
    data.SLOTHFUL: f"{data.SLOTHFUL_THRESHOLD}+: sets of {data.SLOTHFUL_SET_SIZE}",
    data.ENVIOUS: f"{data.ENVIOUS_THRESHOLD}+: +{data.ENVIOUS_BONUS_PER_SACRAMENT}/Sacrament",
    data.WRATHFUL: f"{data.WRATHFUL_ANY_CARD_THRESHOLD}+: any pile card",
    data.SELFISH: f"{data.SELFISH_THRESHOLD}+: keep both",
    data.GREEDY: f"{data.GREEDY_THRESHOLD}+: a second card",
    data.LUSTFUL: f"{data.LUSTFUL_THRESHOLD}: lure a Sinner",
    data.PROUD: f"{data.PROUD_THRESHOLD}+: +{data.PROUD_BONUS_PER_PLAYER}/smaller church",
    data.DECEIVER: "stands in for a card",
    data.DOER_OF_GOOD: "cancels a Deceiver",
    data.BAPTISM: "a card from Limbo",
    data.PENANCE: "a Sinner to Limbo",
    data.MATRIMONY: "lay a couple",
    data.EUCHARIST: "lure Gluttonous, Greedy",
    data.CONFIRMATION: "nobody leaves",
    data.HOLY_ORDERS: "preach again",
    data.ANOINTING: "swap with a hand",
}


def short_ability(kind: int) -> str:
    """What a card type does, in a few words ("3+: a second card")."""
    return SHORT_ABILITIES.get(kind, "")
