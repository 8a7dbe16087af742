"""Every number of Mea Culpa in one place: components, prices, letter displays, cards, track.

The rulebook gives the component counts and most rules; the board's prices, the letters printed
below the cathedral sites and the card list come from the project's rules decisions (MC-1,
MC-2, MC-3, MC-4, MC-5). Nothing else in the engine writes a game number as a literal, so a
change of edition or a house rule is one edit here.

Indices used throughout the engine:

* goods and market stones: 0 bread, 1 wine, 2 cloth, 3 jewel, 4 indulgence stone;
* letter colours: 0 yellow, 1 blue, 2 red, 3 green;
* characters: 0 Pope, 1 Emperor, 2 Merchant, 3 Petty Sinner (also their turn order);
* dens of sin: 0 Lust, 1 Petty Sins, 2 Greed;
* cathedral sites 0..2 (shown to players as 1..3), donation categories 0 bread and wine,
  1 cloth and jewels, 2 money;
* chest compartments 0 and 1 (shown as I and II).
"""

from __future__ import annotations

from typing import Final, Literal

# --- players -----------------------------------------------------------------------------------

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 4
#: Player counts with their own rules (two characters each; a character left over).
TWO_PLAYERS: Final = 2
THREE_PLAYERS: Final = 3
STARTING_TALER: Final = 25
SIN_STONES_PER_PLAYER: Final = 7

# --- goods, market and bag (MC-1) --------------------------------------------------------------

BREAD, WINE, CLOTH, JEWEL, INDULGENCE = 0, 1, 2, 3, 4
GOODS: Final = (BREAD, WINE, CLOTH, JEWEL)
STONES: Final = (BREAD, WINE, CLOTH, JEWEL, INDULGENCE)
GoodName = Literal["bread", "wine", "cloth", "jewel"]
StoneName = Literal["bread", "wine", "cloth", "jewel", "indulgence"]
GOOD_NAMES: Final[tuple[GoodName, ...]] = ("bread", "wine", "cloth", "jewel")
STONE_NAMES: Final[tuple[StoneName, ...]] = ("bread", "wine", "cloth", "jewel", "indulgence")
#: How the goods read in a sentence ("a loaf of bread", "2 loaves of bread").
GOOD_ONE: Final = ("a loaf of bread", "a bottle of wine", "a roll of cloth", "a jewel")
GOOD_SHORT: Final = ("loaf", "bottle", "roll of cloth", "jewel")
GOOD_PLURAL: Final = ("loaves", "bottles", "rolls of cloth", "jewels")
STONE_ONE: Final = (*GOOD_ONE, "an indulgence stone")

#: Cubes of each good in the game (rulebook components), and indulgence stones.
GOOD_COUNTS: Final = (10, 9, 9, 7)
INDULGENCE_STONES: Final = 6
TOTAL_GOODS: Final = sum(GOOD_COUNTS)
BUY_PRICE: Final = (2, 4, 3, 6)
SELL_PRICE: Final = (6, 9, 7, 12)
#: Stones drawn from the bag into the market at each round's preparation (MC-14).
MARKET_DRAW: Final = 7
#: A greedy buy takes this many identical goods for the price of one.
GREEDY_GOODS: Final = 2

# --- letters of indulgence (MC-2, MC-3) --------------------------------------------------------

YELLOW, BLUE, RED, GREEN = 0, 1, 2, 3
COLOURS: Final = (YELLOW, BLUE, RED, GREEN)
ColourName = Literal["yellow", "blue", "red", "green"]
COLOUR_NAMES: Final[tuple[ColourName, ...]] = ("yellow", "blue", "red", "green")
LETTER_SUPPLY: Final = (10, 11, 15, 15)
TOTAL_LETTERS: Final = sum(LETTER_SUPPLY)
LETTER_PRICE: Final = 4
#: Colours a bought letter or the Merchant's swapped letter may have.
BUYABLE_COLOURS: Final = (RED, GREEN)

# --- money (MC-11) ------------------------------------------------------------------------------

COINS: Final = (1, 2, 5, 10)

# --- donations ----------------------------------------------------------------------------------

CATEGORY_BREAD_WINE, CATEGORY_CLOTH_JEWELS, CATEGORY_MONEY = 0, 1, 2
CATEGORIES: Final = (CATEGORY_BREAD_WINE, CATEGORY_CLOTH_JEWELS, CATEGORY_MONEY)
CATEGORY_NAMES: Final = ("Bread and wine", "Cloth and jewels", "Money")
CATEGORY_OF_GOOD: Final = (
    CATEGORY_BREAD_WINE,
    CATEGORY_BREAD_WINE,
    CATEGORY_CLOTH_JEWELS,
    CATEGORY_CLOTH_JEWELS,
)
DONATION_POINTS: Final = (1, 2, 1, 2)
#: A chest slot per good plus one for taler; a chest holds two compartments of these.
CHEST_MONEY: Final = 4
CHEST_SLOTS: Final = 5
COMPARTMENTS: Final = 2
COMPARTMENT_NAMES: Final = ("I", "II")
#: The Emperor's donate action may hold this many donations (MC-11, MC-23).
EMPEROR_DONATIONS: Final = 2

# --- cathedral sites (MC-2, MC-21) --------------------------------------------------------------

SITES: Final = 3
BUILDING_CREWS: Final = 4
#: Crews on one site that become a nave (or, with a nave there, a spire).
CREWS_PER_PART: Final = 2
#: Letters printed below each site, per category, in display order (MC-2).
SITE_LETTERS: Final = (
    (
        (RED, BLUE, BLUE, BLUE, GREEN),
        (BLUE, YELLOW, GREEN, RED),
        (BLUE, RED, GREEN),
    ),
    (
        (BLUE, GREEN, RED, YELLOW),
        (RED, BLUE, BLUE, BLUE, GREEN),
        (GREEN, BLUE, RED),
    ),
    (
        (GREEN, BLUE, RED),
        (BLUE, GREEN, RED, YELLOW),
        (RED, BLUE, BLUE, BLUE, GREEN),
    ),
)
#: The game ends with this evaluation of donations (MC-15).
LAST_EVALUATION: Final = 2
#: In a 2-player evaluation each donor takes this many letters at a time.
TWO_PLAYER_PICKS: Final = 2

# --- characters ---------------------------------------------------------------------------------

POPE, EMPEROR, MERCHANT, PETTY_SINNER = 0, 1, 2, 3
CHARACTERS: Final = (POPE, EMPEROR, MERCHANT, PETTY_SINNER)
CharacterName = Literal["pope", "emperor", "merchant", "petty_sinner"]
CHARACTER_KEYS: Final[tuple[CharacterName, ...]] = ("pope", "emperor", "merchant", "petty_sinner")
CHARACTER_NAMES: Final = ("Pope", "Emperor", "Merchant", "Petty Sinner")
#: Characters each seat takes in a 2-player game (MC-17).
CHARACTERS_PER_SEAT_TWO_PLAYERS: Final = 2

# --- etched posts and bids (MC-6, MC-13) --------------------------------------------------------

POST_MIN: Final = 1
POST_MAX: Final = 6
#: Rotation paid for a second action in one turn.
SECOND_ACTION_NOTCHES: Final = 1

# --- dens of sin --------------------------------------------------------------------------------

LUST, PETTY_SINS, GREED = 0, 1, 2
DENS: Final = (LUST, PETTY_SINS, GREED)
DenName = Literal["lust", "petty_sins", "greed"]
DEN_KEYS: Final[tuple[DenName, ...]] = ("lust", "petty_sins", "greed")
DEN_NAMES: Final = ("Den of Lust", "Den of Petty Sins", "Den of Greed")
POPE_STONES: Final = 3
#: Pope stones beside each den at the start and after every punishment.
POPE_STONES_AT_HOME: Final = (1, 1, 1)
#: Sin stones the Petty Sinner places as his preliminary action.
PETTY_SINNER_STONES: Final = 2
#: Sin stones for a greedy buy, a suite visit, and a take-back in the variant (MC-20).
GREED_STONES: Final = 1
SUITE_LUST_STONES: Final = 1
TAKE_BACK_STONES: Final = 1

# --- house of pleasure (MC-5, MC-7, MC-8) -------------------------------------------------------

ORDINARY_ROOMS: Final = 4
SUITE_5: Final = 5
SUITE_6: Final = 6
ROOMS: Final = (1, 2, 3, 4, SUITE_5, SUITE_6)
SUITE_6_NOTCHES: Final = 2
#: Steps towards Hell of a Pope caught in the act.
POPE_CAUGHT_STEPS: Final = 1

(
    CARD_EMPEROR_LETTER,
    CARD_POPE_YELLOW,
    CARD_OTHERS_HELL_3,
    CARD_OTHERS_HELL_5,
    CARD_OTHERS_LUST,
    CARD_OTHERS_GREED,
    CARD_MOVE_CREW,
    CARD_NEW_CREW,
    CARD_MOVE_POPE_STONE,
    CARD_TAKE_GOOD,
) = range(10)
CARD_TITLES: Final = (
    "The Emperor presents you with a Letter of Indulgence",
    "The Pope presents you with a yellow Letter of Indulgence",
    "All others move 3 steps towards Hell",
    "All others move 5 steps towards Hell",
    "All others place 2 sin stones in the Den of Lust",
    "All others place 2 sin stones in the Den of Greed",
    "Move a building crew",
    "Place a new building crew",
    "Move a Pope stone",
    "Take 1 good from the market",
)
CARD_NOTCHES: Final = (1, 3, 2, 3, 2, 2, 2, 1, 2, 2)
CARD_COPIES: Final = (2, 1, 1, 1, 2, 2, 2, 3, 3, 2)
#: The deck holds 19 cards, not the 24 of the component list (MC-5).
DECK_SIZE: Final = sum(CARD_COPIES)
#: Steps and stones of the cards that strike every opponent.
CARD_HELL_STEPS: Final = {CARD_OTHERS_HELL_3: 3, CARD_OTHERS_HELL_5: 5}
CARD_SIN_DEN: Final = {CARD_OTHERS_LUST: LUST, CARD_OTHERS_GREED: GREED}
CARD_SIN_STONES: Final = 2

# --- record of sins (MC-4, MC-19) ---------------------------------------------------------------

START_SPACE: Final = 0
#: The last space before Hell; no soul goes beyond it.
LAST_SPACE: Final = 40
#: Heaven lies this many steps from the start; a soul there is stored at ``-HEAVEN_DISTANCE``.
HEAVEN_DISTANCE: Final = 35
HEAVEN: Final = -HEAVEN_DISTANCE
#: Letter scoring at game end: one set of every colour, and any other letter.
SET_STEPS: Final = 8
SINGLE_LETTER_STEPS: Final = 1

# --- starting bonuses (rulebook, MC-18, MC-25) --------------------------------------------------

#: Each bonus: goods it holds (per good), taler, letter colour or None.
BONUS_GOODS: Final = ((1, 1, 0, 0), (0, 0, 0, 1), (0, 0, 0, 0), (0, 0, 0, 0))
BONUS_TALER: Final = (0, 0, 10, 0)
BONUS_LETTER: Final = (None, None, None, BLUE)
BONUS_NAMES: Final = ("1 loaf and 1 bottle", "1 jewel", "10 taler", "a blue Letter of Indulgence")
BONUSES: Final = (1, 2, 3, 4)
