"""The options of every decision, with closed options explained by the engine's own message.

A decision is shown as a list of :class:`shared.ui.Choice`: the legal actions of the deciding
seat (as the engine lists them) and, where it helps a player to see them, the actions that are
not allowed now, each with the reason the engine gives when it refuses it (the shared
:class:`shared.ui.engine_choices.ChoiceMaker`). A kind of decision always lists the same
candidates in the same order (goods order, room order, den order), closed ones in place, so
an option keeps its key from turn to turn. Nothing here reads another seat's secrets: the
view is ``view_for(state, seat)`` (or the public view for the public guess).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from textual.content import Content

from meaculpa_tui import engine
from meaculpa_tui.engine import actions, data, frames
from meaculpa_tui.engine.explain import duty_of, empty_card_note
from meaculpa_tui.engine.state import State, pending_step_as
from meaculpa_tui.ui.abilities import privilege_text
from meaculpa_tui.ui.bid import bid_review
from meaculpa_tui.ui.styling import letter_counts, letter_row, lines, muted, plural, room_title
from meaculpa_tui.ui.table import board_box
from shared.ui import Choice, Review, seal_review
from shared.ui.engine_choices import ChoiceMaker

#: The shared builders of choices, in the Mea Culpa engine's words.
MAKER = ChoiceMaker(engine)
act = MAKER.act
refusal = MAKER.refusal
option = MAKER.option


def options(
    view: State, legal: Sequence[Any], candidates: Iterable[Any], *, costly: bool = False
) -> list[Choice]:
    """Choices for ``candidates`` in their fixed order, closed ones in place (so each keeps
    its key from turn to turn); ``costly``: each spends something (none is highlighted)."""
    made = [option(view, legal, action) for action in candidates]
    return [replace(choice, costly=costly) for choice in made]


# --- candidate actions ---------------------------------------------------------------------------

GOODS = data.GOOD_NAMES
ROOMS = data.ROOMS


def buy_candidates() -> list[Any]:
    result: list[Any] = []
    for good in GOODS:
        result += [act("buy_good", good=good), act("buy_greedy", good=good)]
    return [*result, act("buy_letter", colour="red"), act("buy_letter", colour="green")]


def sell_candidates() -> list[Any]:
    return [act("sell", good=good) for good in GOODS]


def donation_candidates() -> list[Any]:
    return [act("donate_good", good=good) for good in GOODS] + [
        act("donate_coin", taler=coin) for coin in data.COINS
    ]


def visit_candidates(pope: bool) -> list[Any]:
    kind = "set_pope_die" if pope else "visit"
    return [act(kind, room=room) for room in ROOMS]


def pope_stone_candidates(legal: Sequence[Any]) -> list[Any]:
    """Every move of a Pope stone, den by den, then leaving them (where the duty is optional)."""
    moves = [
        act("move_pope_stone", source=source, target=target)
        for source in data.DEN_KEYS
        for target in data.DEN_KEYS
        if source != target
    ]
    keep = act("keep_pope_stones")
    return [*moves, keep] if keep in legal else moves


def merchant_candidates(legal: Sequence[Any]) -> list[Any]:
    """Every stone of the market in stone order (an indulgence as a red or a green letter, or
    as nothing when neither is left)."""
    goods = [act("merchant_take", stone=good) for good in GOODS]
    nothing = act("merchant_take", stone="indulgence")
    if nothing in legal:
        return [*goods, nothing]
    letters = [act("merchant_take", stone="indulgence", colour=c) for c in ("red", "green")]
    return goods + letters


def room_card(view: State, room: int) -> str:
    """What a room or suite offers this round, or that it is closed."""
    if room <= data.ORDINARY_ROOMS:
        card = view.rooms[room - 1]
        return "closed" if card is None else data.CARD_TITLES[card]
    if room == data.SUITE_5:
        return "closed" if view.suite5_occupied else "a sin of lust; use the card of a room 1-4"
    return "a sin of lust; take the yellow letter" if view.suite6_letter else "closed"


def room_notches(view: State, room: int) -> int:
    """Notches a visit to ``room`` turns (for a visitor who turns the post)."""
    if room <= data.ORDINARY_ROOMS:
        card = view.rooms[room - 1]
        return 0 if card is None else data.CARD_NOTCHES[card]
    return data.SUITE_6_NOTCHES if room == data.SUITE_6 else 0


def room_label(
    view: State,
    room: int,
    post: int | None,
    *,
    caught: bool = False,
    guess: bool = False,
    note: str | None = None,
) -> str:
    """``Room 2 (+1, post 3 to 4): The Emperor presents ...``; ``post=None``: no turning;
    ``guess``: the short form the guesser reads (``Room 2 (+1 if caught): ...``); ``note``:
    the engine's words for a card that gives this visitor nothing, added in brackets."""
    what = room_card(view, room)
    name = room_title(room)
    if what == "closed":  # the closed option's note says why ("visited this round already")
        return name
    notches = room_notches(view, room)
    if guess:
        return f"{name} (+{notches} if caught): {what}"
    if post is None:
        cost = "no notches for you"
    elif notches == 0:
        cost = "+0"
    else:
        cost = f"+{notches}, post {post} to {post + notches}"
    if caught:
        cost = f"if caught: {cost}"
    empty = f" ({note})" if note else ""
    return f"{name} ({cost}): {what}{empty}"


def room_options(
    view: State,
    legal: Sequence[Any],
    actions: Sequence[Any],
    post: int | None,
    caught: bool,
    *,
    guess: bool = False,
) -> list[Choice]:
    """One option per room, labelled with its card and what it costs this visitor, and, when
    an open room's card gives this visitor nothing, the engine's note saying why (MC-8)."""
    return [
        option(
            view,
            legal,
            action,
            room_label(
                view,
                action.room,
                post,
                caught=caught,
                guess=guess,
                note=empty_card_note(view, action) if action in legal else None,
            ),
        )
        for action in actions
    ]


# --- a decision as a dialog or a panel -----------------------------------------------------------


@dataclass(frozen=True)
class Decision:
    """What a dialog (or the panel after Escape) shows for one pending decision.

    ``review``: for a secret choice the rules never let a player take back, what a pick goes
    through before it reaches the engine (the seal; for the bid, the taler and then the seal).
    """

    title: str
    prompt: Content
    choices: list[Choice]
    review: Review | None = None
    #: The board box the decision is read from (``table.board_box``), shown inside the
    #: dialog, whose band covers it (the side panel, beside the board, leaves it out).
    board: Content | None = None


def lowered(text: str) -> str:
    """``Put 1 loaf ...`` as the end of a sentence: ``put 1 loaf ...``."""
    return text[:1].lower() + text[1:]


def pick_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    choices = []
    for character, key in enumerate(data.CHARACTER_KEYS):
        action = act("choose_character", character=key)
        holder = view.characters[character]
        if holder is None:
            label = f"{data.CHARACTER_NAMES[character]}: {privilege_text(view, character)}"
        else:  # the closed option's note says by whom
            label = data.CHARACTER_NAMES[character]
        choices.append(option(view, legal, action, label))
    prompt = lines(
        [
            "In bid order each player takes a character and does its preliminary action.",
            muted("Turn order in the action phase: Pope, Emperor, Merchant, Petty Sinner."),
        ]
    )
    # a character is taken for the round: the list opens with none highlighted
    return Decision("Choose a character", prompt, [replace(c, costly=True) for c in choices])


def bonus_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    prompt = lines(
        [
            "From the soul nearest Heaven onwards, each player takes one starting bonus.",
            "Goods and taler are donated at once: you choose the chest compartment next,",
            "in secret. The letter goes behind your screen.",
        ]
    )
    bonuses = [act("choose_bonus", bonus=n) for n in range(1, len(data.BONUSES) + 1)]
    return Decision("Starting bonus", prompt, options(view, legal, bonuses, costly=True))


def place_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    rows: list[Content | str] = [
        "Nobody sees which compartment you choose (what you donate is public).",
        muted("Compartment I opens at the first evaluation, compartment II at the second."),
    ]
    if view.evaluations >= 1:
        rows.append(
            Content.styled(
                "Compartment I has been opened already: a donation there never counts again "
                "(only a costly bluff).",
                "bold $text-warning",
            )
        )
    seal = seal_review(
        "Seal the compartment", lambda action: lowered(engine.describe_action(view, action))
    )
    places = [act("place_donation", compartment=n) for n in range(1, data.COMPARTMENTS + 1)]
    # once compartment I has been opened, the first option is a donation that never counts
    # again: the list opens with nothing highlighted, so Enter alone never chooses it
    return Decision(
        "Which compartment?",
        lines(rows),
        options(view, legal, places, costly=view.evaluations >= 1),
        seal,
        board=board_box(view, "sites"),
    )


def notches_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    money = view.money[seat]
    prompt = lines(
        [
            "Secretly turn your etched post to 1-6 notches; you may add taler next.",
            "Bid = notches + taler. The highest bid chooses a character first (ties: the",
            "soul nearer Hell). Whoever shows most notches keeps the taler; all others pay.",
            Content.styled(
                "The notches stay all round: the post showing most at the end goes to Hell.",
                "$text-warning",
            ),
            muted(f"You have {money} taler. Nothing is shown until everyone has bid."),
        ]
    )
    bids = [act("bid_notches", notches=n) for n in range(data.POST_MIN, data.POST_MAX + 1)]
    # the notches stay all round: the list opens with nothing highlighted, so an Enter meant
    # for the screen before it never sets the post
    choices = options(view, legal, bids, costly=True)
    return Decision("Your secret bid: notches", prompt, choices, bid_review(view, seat))


def pope_stone_note(view: State, action: Any) -> str:
    """What a Pope stone move would set off: three stones together punish two dens."""
    if getattr(action, "kind", "") != "move_pope_stone":
        return ""
    target = data.DEN_KEYS.index(action.target)
    if view.pope_stones[target] + 1 == data.POPE_STONES:
        return " (all three there: the other two dens are punished, your sins forgiven)"
    return ""


def crew_note(view: State, action: Any) -> str:
    """What a crew placed or moved would build."""
    kind = getattr(action, "kind", "")
    if kind not in ("place_crew", "move_crew"):
        return ""
    site = (action.site if kind == "place_crew" else action.target) - 1
    if view.spires[site] or view.site_crews[site] + 1 < data.CREWS_PER_PART:
        return ""
    if not view.naves[site]:
        return " (completes the nave)"
    compartment = data.COMPARTMENT_NAMES[min(view.evaluations, data.COMPARTMENTS - 1)]
    return f" (finishes the cathedral: compartment {compartment} is evaluated at once)"


def noted(
    view: State,
    legal: Sequence[Any],
    candidates: Iterable[Any],
    label: Callable[[Any], str | None] | None = None,
) -> list[Choice]:
    """Choices whose labels say what the move would set off (an open one: a closed move sets
    off nothing, and its label stays on one line); ``label``: a label of the list's own in
    place of the engine's words (where it gives ``None``, the engine's)."""
    made = []
    for action in candidates:
        choice = option(view, legal, action, None if label is None else label(action))
        if choice.reason is None:
            note = pope_stone_note(view, action) + crew_note(view, action)
            choice = Choice(choice.label + note, choice.value)
        made.append(choice)
    return made


def dens_prompt(view: State, first: str) -> Content:
    stones = ", ".join(f"{data.DEN_NAMES[den]} {view.pope_stones[den]}" for den in data.DENS)
    return lines([first, muted(f"Pope stones now: {stones}.")])


def pope_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    optional = pending_kind(view) == frames.POPE_PRELIM
    first = (
        f"{duty_of(view, seat, data.POPE, starts=True)} you may move one Pope stone to another den."
        if optional
        else "The card lets you move one Pope stone to another den."
    )
    moves = pope_stone_candidates(legal)
    prompt, choices = dens_prompt(view, first), noted(view, legal, moves)
    return Decision("Move a Pope stone", prompt, choices, board=board_box(view, "dens"))


def crew_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    kind = pending_kind(view)
    sites = [act("place_crew", site=site) for site in range(1, data.SITES + 1)]
    if kind == frames.CARD_MOVE_CREW:
        sites = [
            act("move_crew", source=a, target=b)
            for a in range(1, data.SITES + 1)
            for b in range(1, data.SITES + 1)
            if a != b
        ]
        title, first = "Move a building crew", "Move one crew from one site to another."
    elif kind == frames.EMPEROR_PRELIM:
        duty = duty_of(view, seat, data.EMPEROR, starts=True)
        title, first = "The Emperor's crew", f"{duty} you must place the crew of his card."
    else:
        title, first = "Place a new building crew", "Take a crew from the hut and place it."
    prompt = lines(
        [first, muted("Two crews build the nave; two more over a nave build the spire.")]
    )
    return Decision(title, prompt, noted(view, legal, sites), board=board_box(view, "sites"))


def dual_label(action: Any) -> str | None:
    """A short label for the two duties' list, whose ten options stand on one row each beside
    the board box at 100x30: the long ones ("Move a Pope stone from the Den of Lust to…")
    would all be cut to the same words."""
    if action.kind == "move_pope_stone":
        source = data.DEN_NAMES[actions.DEN_INDEX[action.source]].removeprefix("Den of ")
        target = data.DEN_NAMES[actions.DEN_INDEX[action.target]].removeprefix("Den of ")
        return f"Pope stone: {source} to {target}"
    if action.kind == "place_crew":
        return f"Crew on site {action.site}"
    return None  # (the engine's own words)


def dual_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    first = "The card left over gives you both duties: choose which to do first."
    sites = [act("place_crew", site=site) for site in range(1, data.SITES + 1)]
    moves = pope_stone_candidates(legal) + sites
    return Decision(
        "Pope stone and crew",
        dens_prompt(view, first),
        noted(view, legal, moves, dual_label),
        board=board_box(view, "sites"),
    )


def sinner_visit_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    choices = room_options(view, legal, visit_candidates(False), None, False)
    choices.append(option(view, legal, act("skip_visit")))
    prompt = lines(
        [
            "As the Petty Sinner you may visit the House of Pleasure before the action phase.",
            muted("Your post does not turn in the House of Pleasure."),
        ]
    )
    return Decision("The Petty Sinner's visit", prompt, choices)


def den_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    frame = pending_step_as(view, frames.DenChoice)
    choices = []
    for den_index, key in enumerate(data.DEN_KEYS):
        action = act("empty_den", den=key)
        count = view.dens[den_index][seat]
        label = (
            f"Empty the {data.DEN_NAMES[den_index]}: take back "
            f"{plural(count, 'stone', 'stones')}, {plural(count, 'step', 'steps')} towards Hell"
        )
        choices.append(option(view, legal, action, label))
    prompt = lines(
        [
            f"You have no sin stones left for the {data.DEN_NAMES[frame.den]} "
            f"({plural(frame.missing, 'stone', 'stones')} missing).",
            "Take back all your stones from one den and move that many steps towards Hell;",
            "then the missing stones are placed.",
        ]
    )
    return Decision("Out of sin stones", prompt, choices, board=board_box(view, "dens"))


def merchant_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    choices = options(view, legal, merchant_candidates(legal))
    if view.characters[data.MERCHANT] == seat:
        first = "As the Merchant you take one stone from the market free of charge."
    else:
        first = (
            "Nobody is the Merchant: as the player nearest Hell you take his stone from the "
            "market, free of charge."
        )
    rows: list[Content | str] = [first, muted("An indulgence stone becomes a red or green letter.")]
    prompt = lines(rows)
    return Decision("The Merchant's stone", prompt, choices, board=board_box(view, "market"))


def guess_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    pope = pending_step_as(view, frames.Guess).pope
    guesses = [act("guess_room", room=room) for room in ROOMS]
    # the guess is made at the board right after the Pope sealed the die: it opens with no
    # room highlighted, so the Pope's stray Enter never guesses for the other player
    choices = [
        replace(choice, costly=True)
        for choice in room_options(view, legal, guesses, view.posts[pope], True, guess=True)
    ]
    prompt = lines(
        [
            f"{view.players[pope]}, the Pope, has an urgent meeting in the House of Pleasure.",
            f"{view.players[seat]} guesses where, advised by everyone. Caught: the Pope goes",
            "1 step towards Hell and pays notches and sins; missed: his visit costs nothing.",
        ]
    )
    return Decision("Where is the Pope?", prompt, choices)


def suite5_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    rooms = [act("use_room", room=r) for r in range(1, data.ORDINARY_ROOMS + 1)]
    choices = room_options(view, legal, rooms, None, False)
    prompt = lines(["In Suite 5 you use the card of one room 1-4, without turning your post."])
    return Decision("Suite 5", prompt, choices)


def card_take_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    choices = options(view, legal, [act("take_good", good=good) for good in GOODS])
    prompt = lines(["Take one good from the market without paying."])
    return Decision("Take 1 good", prompt, choices, board=board_box(view, "market"))


def gift_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    receiver = pending_step_as(view, frames.Gift).receiver
    letters = view.letters[seat]
    assert letters is not None
    choices = options(view, legal, [act("give_letter", colour=c) for c in data.COLOUR_NAMES])
    prompt = lines(
        [
            f"As the Emperor you must give {view.players[receiver]} one of your letters.",
            "Only the two of you learn its colour.",
            Content.assemble("Your letters: ", letter_counts(letters)),
        ]
    )
    seal = seal_review(
        "Seal your gift", lambda action: f"a {action.colour} letter for {view.players[receiver]}"
    )
    return Decision("A letter for " + view.players[receiver], prompt, choices, seal)


def letter_pick_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    category = pending_step_as(view, frames.LetterPick).category
    letters = view.letters[seat]
    assert letters is not None
    picks = [act("pick_letter", colour=c) for c in data.COLOUR_NAMES]
    choices = options(view, legal, picks, costly=True)
    prompt = lines(
        [
            Content.assemble(
                f"{data.CATEGORY_NAMES[category]}: laid out ", letter_row(view.display)
            ),
            Content.assemble("Your letters: ", letter_counts(letters)),
            muted("A set of all four colours is worth 8 steps; any other letter 1."),
        ]
    )
    return Decision("Pick a letter", prompt, choices)


def donate_more_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    # the donations on the keys of the first donation's dialog, "no second donation" after them
    choices = options(view, legal, donation_candidates(), costly=True)
    choices.append(option(view, legal, act("finish_donating")))
    prompt = lines(
        [
            "As the Emperor your donate action may hold a second donation.",
            muted("What you donate is shown to everyone; the compartment stays secret."),
        ]
    )
    return Decision("A second donation?", prompt, choices, board=board_box(view, "sites"))


def pending_kind(view: State) -> str | None:
    return engine.pending_decision(view)


DECISIONS = {
    frames.BONUS: bonus_decision,
    frames.PLACE: place_decision,
    frames.PICK: pick_decision,
    frames.POPE_PRELIM: pope_decision,
    frames.CARD_POPE: pope_decision,
    frames.EMPEROR_PRELIM: crew_decision,
    frames.CARD_PLACE_CREW: crew_decision,
    frames.CARD_MOVE_CREW: crew_decision,
    frames.DUAL_PRELIM: dual_decision,
    frames.SINNER_VISIT: sinner_visit_decision,
    frames.DEN_CHOICE: den_decision,
    frames.MERCHANT: merchant_decision,
    frames.GUESS: guess_decision,
    frames.SUITE5: suite5_decision,
    frames.CARD_TAKE: card_take_decision,
    frames.GIFT: gift_decision,
    frames.LETTER_PICK: letter_pick_decision,
    frames.DONATE_MORE: donate_more_decision,
}


def decision_for(view: State, seat: int, legal: Sequence[Any]) -> Decision | None:
    """The list decision pending for ``seat`` (``None`` for the bid and the turn)."""
    kind = pending_kind(view)
    if kind == frames.BID:
        return notches_decision(view, seat, legal) if _bidding_notches(view, seat) else None
    maker = DECISIONS.get(kind or "")
    return None if maker is None else maker(view, seat, legal)


def _bidding_notches(view: State, seat: int) -> bool:
    return view.bid_notches[seat] is None


def bidding_taler(view: State, seat: int) -> bool:
    """Whether ``seat`` is to add taler to a bid whose notches are set."""
    return pending_kind(view) == frames.BID and not _bidding_notches(view, seat)


def house_decision(view: State, seat: int, legal: Sequence[Any]) -> Decision:
    """The House of Pleasure in a turn: rooms 1-6 (the Pope sets his die instead)."""
    turn = pending_step_as(view, frames.Turn)
    pope = turn.character == data.POPE
    post: int | None = view.posts[seat]
    if turn.stage > 0 and post is not None:
        post += data.SECOND_ACTION_NOTCHES  # turned before a second action (MC-42)
    if turn.character == data.PETTY_SINNER:
        post = None
    choices = room_options(view, legal, visit_candidates(pope), post, pope)
    if pope:
        first = (
            "As the Pope you visit incognito: set the Pope die in secret. The player nearest "
            "Hell then guesses; caught, you go 1 step towards Hell and pay as anyone; missed, "
            "the visit costs nothing. You may only pick a room you could afford if caught."
        )
        title = "The Pope's secret die"
    elif post is None:
        first = "Choose a room not visited this round. As the Petty Sinner you turn no notches."
        title = "Visit the House of Pleasure"
    else:
        first = "Choose a room not visited this round; its card tells the notches you turn."
        title = "Visit the House of Pleasure"
    limit = f"Your post may never pass {data.POST_MAX} notches."
    seal = seal_review("Seal the Pope die", lambda action: pope_die_words(view, action.room))
    return Decision(title, lines([first, muted(limit)]), choices, seal if pope else None)


def pope_die_words(view: State, room: int) -> str:
    """``Room 2 (The Emperor presents ...)``: where the die sends the Pope."""
    return f"{room_title(room)} ({room_card(view, room)})"
