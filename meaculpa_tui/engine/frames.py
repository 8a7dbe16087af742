"""Names of the steps kept on the state's stack, with the layout of each tuple.

Decision steps wait for the seat in position 1; automatic steps run as soon as they are on top.

Decisions::

    ("bonus", seat)                       choose a starting bonus
    ("place", seat, slot, amount, source) choose a compartment; slot 0-3 good, 4 taler;
                                          source "bonus" or "donate"
    ("bid", seat)                         notches, then taler
    ("pick", seat)                        choose a character
    ("pope_prelim", seat)                 may move a Pope stone
    ("emperor_prelim", seat)              must place the crew of the Emperor card
    ("dual_prelim", seat)                 3 players: both of the above, in the seat's order
    ("sinner_visit", seat)                the Petty Sinner's optional visit
    ("den_choice", seat, den, missing)    out of sin stones: which den to empty (MC-24)
    ("turn", seat, character, stage, first_kind)
                                          stage 0 fresh, 1 after one action, 2 after two
    ("donate_more", seat)                 the Emperor's optional second donation
    ("merchant", seat)                    the Merchant's free stone
    ("guess", seat, pope)                 where is the Pope?
    ("suite5", seat)                      which room's card Suite 5 uses
    ("card_place_crew", seat)             card: place a new building crew
    ("card_move_crew", seat)              card: move a building crew
    ("card_pope", seat)                   card: move a Pope stone
    ("card_take", seat)                   card: take one good from the market
    ("gift", giver, receiver)             card: the giver's choice of letter (MC-8)
    ("letter_pick", seat, site, category) a donor picks a letter from the display

Automatic steps::

    ("prepare",)  ("bonus_end",)  ("reveal",)  ("turns",)  ("compare", final)
    ("sin", seat, den, count)  ("greedy_take", seat, good)  ("yellow", seat)
    ("pope_reveal", pope, guess)  ("evaluate", site)  ("eval_cat", site, category)
    ("eval_end", site)  ("game_end",)
"""

from __future__ import annotations

BONUS = "bonus"
PLACE = "place"
BID = "bid"
PICK = "pick"
POPE_PRELIM = "pope_prelim"
EMPEROR_PRELIM = "emperor_prelim"
DUAL_PRELIM = "dual_prelim"
SINNER_VISIT = "sinner_visit"
DEN_CHOICE = "den_choice"
TURN = "turn"
DONATE_MORE = "donate_more"
MERCHANT = "merchant"
GUESS = "guess"
SUITE5 = "suite5"
CARD_PLACE_CREW = "card_place_crew"
CARD_MOVE_CREW = "card_move_crew"
CARD_POPE = "card_pope"
CARD_TAKE = "card_take"
GIFT = "gift"
LETTER_PICK = "letter_pick"

PREPARE = "prepare"
BONUS_END = "bonus_end"
REVEAL = "reveal"
TURNS = "turns"
COMPARE = "compare"
SIN = "sin"
GREEDY_TAKE = "greedy_take"
YELLOW = "yellow"
POPE_REVEAL = "pope_reveal"
EVALUATE = "evaluate"
EVAL_CATEGORY = "eval_cat"
EVAL_END = "eval_end"
GAME_END = "game_end"

SOURCE_BONUS = "bonus"
SOURCE_DONATE = "donate"
