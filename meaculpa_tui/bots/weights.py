"""The tuning numbers of the Mea Culpa computer players, in one place.

Every weight is measured in *steps on the Record of Sins*, the unit the game is won in: a
step towards Heaven is +1, a step towards Hell is -1. Money and goods are worth steps only
through what they buy later (letters, winning donations), so their worth shrinks as the last
evaluation of donations comes near.
"""

from __future__ import annotations

from typing import Final

#: Worth of one taler early in the game (a letter costs 4 taler and scores at least 1 step).
TALER_STEPS: Final = 0.14
#: A good behind the screen is worth this share of its sale price (selling costs an action).
GOOD_HOLD_SHARE: Final = 0.85
#: Worth of one letter won in a donation evaluation, before its colour is known.
DONATED_LETTER_STEPS: Final = 1.3
#: Share of an opponent's public donation total assumed to lie in compartment II before the
#: first evaluation (compartment I is assumed to hold all of it: the cautious reading).
OTHERS_SECOND_SHARE: Final = 0.5
#: Worth of each extra donation point above the nearest rival (defends a lead), capped.
MARGIN_STEPS: Final = 0.04
MARGIN_CAP: Final = 6
#: A notch turned while not the highest post still costs a little (others may stop rising).
NOTCH_STEPS: Final = 0.25
#: Expected cost of one sin stone in a den that one Pope-stone move can punish, and in a safe den.
RISKY_SIN_STEPS: Final = 0.9
SAFE_SIN_STEPS: Final = 0.35
#: Worth of a letter an opponent is made to give (the Emperor's card), unseen letters assumed.
GIFT_LETTER_STEPS: Final = 0.8
#: Chance the Pope card's holder has a yellow letter to give.
POPE_YELLOW_CHANCE: Final = 0.3
#: Worth of a building crew placed or moved without a better reason.
CREW_STEPS: Final = 0.2
#: Worth of the Merchant, the Pope and the Emperor cards before their situational bonuses.
MERCHANT_BASE: Final = 2.0
POPE_BASE: Final = 1.2
EMPEROR_BASE: Final = 1.0
PETTY_SINNER_BASE: Final = 0.0
#: Share of the opponents' punishable sins a Pope stone threat is worth (someone may strike).
THREAT_SHARE: Final = 0.3
#: Taler added to a bid for each step the wanted character is worth over the next best.
BID_TALER_PER_STEP: Final = 1.5
#: Never bid more than this share of the purse.
BID_PURSE_SHARE: Final = 0.25
#: Evaluation scale: a lead of this many steps over the best rival is a near-certain win.
STANDING_SCALE: Final = 6.0
#: Money keeps this share of its worth when the last evaluation is one crew away.
LATE_TALER_SHARE: Final = 0.2
#: Extra steps per sin stone a seat would lack (it must empty a den and descend at once).
OUT_OF_STONES_STEPS: Final = 1.5
#: Share of a finish's worth a crew gets when it brings a site one crew short of finishing.
NEAR_FINISH_SHARE: Final = 0.3
#: Share of a site's crew worth lost when a card takes a crew away from it.
CREW_REMOVAL_SHARE: Final = 0.5
#: Extra worth of a sale that pays for a letter waiting in the market.
SELL_FOR_LETTER_STEPS: Final = 0.3
#: The Emperor's donate action may hold two donations, so a coin now is worth a little more.
EMPEROR_DONATION_SHARE: Final = 1.2
#: Worth of each indulgence stone in the market to the Merchant (he may take one per turn),
#: counting at most this many.
MERCHANT_PER_INDULGENCE: Final = 0.5
MERCHANT_INDULGENCE_CAP: Final = 2
#: With both preliminary duties (3 players), placing the crew first is preferred by this much.
DUAL_CREW_FIRST: Final = 1.0
#: Starting bonuses, most wanted first (10 taler for a strong money donation, then the letter).
BONUS_PREFERENCE: Final = (3, 4, 2, 1)
#: Separates gifts of equal cost: give the colour held most.
GIFT_TIE_BREAK: Final = 0.01
