"""The board's sections as styled text, built from a public view only.

Each function takes a view (``public_view`` or a seat's ``view_for``) and reads only what every
player may know (MC-10): the board shows the same on the public screen and on a seat's own
screen, and a seat's secrets live in the purse panel alone. Plain functions keep the board
cheap to rebuild and easy to test without starting Textual.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations

from textual.content import Content

from meaculpa_tui.engine import data, frames
from meaculpa_tui.engine.state import State, pending_step
from meaculpa_tui.ui.abilities import leftover_text
from meaculpa_tui.ui.styling import (
    Part,
    goods_legend,
    initial_mark,
    join,
    letter_row,
    lines,
    muted,
    name,
    plural,
    stone_chip,
)
from shared.initials import seat_marks

#: Every fifth space of the Record of Sins is drawn a little stronger, to count by eye.
TRACK_TICK = 5
TRACK_CELL = "\u00b7"
TRACK_TICK_CELL = "\u2022"
HEAVEN_MARK = "\u2600"
HELL_MARK = "\u2020"
POPE_STONE_MARK = "\u271d"
CREW_MARK = "\u2692"
BUILT_MARK = "\u25a0"
UNBUILT_MARK = "\u25a1"
TURN_MARK = "\u25b6"
#: Width of each letter display column of the sites box.
DISPLAY_WIDTH = 12
#: Letters of a name in the narrow dens box.
SHORT_NAME = 2
#: Width of the player-name column of the players' table.
NAME_WIDTH = 8


def current_seat(view: State) -> int | None:
    """The seat whose decision is pending (from the stack, which is public)."""
    frame = pending_step(view)
    return None if frame is None else frame.seat


def pending(view: State) -> str | None:
    """The kind of the pending decision."""
    frame = pending_step(view)
    return None if frame is None else frame.kind


# --- the record of sins ------------------------------------------------------------------------


def _cells(view: State, spaces: range, span: int = 1) -> Content:
    """``span`` cells per space: a dot, or the initials of the souls standing there, or their
    number where the space has no cell to spare for them (a blank cell keeps two souls'
    initials on neighbouring spaces apart)."""
    by_space: dict[int, list[int]] = {}
    for seat, space in enumerate(view.souls):
        by_space.setdefault(space, []).append(seat)
    parts: list[Part] = []
    empty = ""  # a run of empty spaces becomes one span: fewer spans render faster
    for space in spaces:
        seats = by_space.get(space)
        if not seats:
            tick = space % TRACK_TICK == 0 and space != 0
            empty += (TRACK_TICK_CELL if tick else TRACK_CELL).ljust(span)
            continue
        if empty:
            parts.append((empty, "$text-muted"))
            empty = ""
        if len(seats) == 1 or len(seats) < span:
            parts += [initial_mark(view.players, seat) for seat in seats]
            shown = len(seats)
        else:
            parts.append((str(len(seats)), "bold reverse $foreground"))
            shown = 1
        empty = " " * (span - shown)
    if empty:
        parts.append((empty, "$text-muted"))
    return Content.assemble(*parts)


#: The most cells a space of the track takes on a wide screen.
TRACK_MOST_SPAN = 3
#: The cells of a track row beside its spaces (the numbers at both ends, Heaven or Hell).
TRACK_LABELS = 17


def track_span(width: int) -> int:
    """Cells per space for a track box ``width`` cells wide: one at 100x30, more on a wide
    screen, so the track fills the box and souls close together read apart."""
    spaces = data.LAST_SPACE - data.START_SPACE + 1
    return max(1, min(TRACK_MOST_SPAN, (width - TRACK_LABELS) // spaces))


def track_text(view: State, span: int = 1) -> Content:
    """Both halves of the Record of Sins from the start space outwards (``span`` cells a
    space), and every soul."""
    heaven_souls = [seat for seat, space in enumerate(view.souls) if space == data.HEAVEN]
    heaven_parts: list[Part] = [(f"{HEAVEN_MARK} Heaven", "bold $text-success")]
    for seat in heaven_souls:
        heaven_parts += [" ", initial_mark(view.players, seat)]
    first_heaven = data.START_SPACE - 1
    last_heaven = data.HEAVEN + 1
    heaven_row = Content.assemble(
        (f"{first_heaven:>3} ", ""),
        _cells(view, range(first_heaven, last_heaven - 1, -1), span),
        (f" {last_heaven:<3} ", ""),
        *heaven_parts,
    )
    hell_row = Content.assemble(
        (f"{data.START_SPACE:>3} ", ""),
        _cells(view, range(data.START_SPACE, data.LAST_SPACE + 1), span),
        (f" {data.LAST_SPACE} ", ""),
        (f"{HELL_MARK} Hell", "bold $text-error"),
    )
    return lines([heaven_row, hell_row, souls_line(view)])


def souls_line(view: State) -> Content:
    """Every soul from nearest Heaven to nearest Hell, with the start order where it matters.

    Each name follows its mark on the track, so the track reads without colour.
    """
    order = view.start_order
    seats = sorted(
        range(len(view.players)),
        key=lambda seat: (view.souls[seat], len(order) - order.index(seat)),
    )
    parts: list[Part] = [
        Content.assemble(
            initial_mark(view.players, seat),
            " ",
            name(view.players, seat),
            f" {view.souls[seat]}" if view.souls[seat] != data.HEAVEN else " in Heaven",
        )
        for seat in seats
    ]
    line = Content.assemble(muted("Heaven side first: "), join(parts))
    sharing = [seat for seat in order if view.souls[seat] == data.START_SPACE]
    if len(sharing) > 1:
        shared = join([name(view.players, seat) for seat in sharing], ", ")
        line = lines(
            [line, Content.assemble(muted("Sharing space 0, nearest Hell first: "), shared)]
        )
    return line


# --- the players -------------------------------------------------------------------------------


def characters_of(view: State, seat: int) -> list[int]:
    """The characters a seat holds this round (two each with two players)."""
    return [c for c in data.CHARACTERS if view.characters[c] == seat]


def _post_cell(view: State, seat: int) -> Content:
    if view.bids_revealed or view.phase in ("actions", "characters", "over"):
        return Content(f"{view.posts[seat]:>4}")
    if pending(view) == frames.BID:
        bidding = current_seat(view)
        assert bidding is not None
        if seat < bidding:
            return Content.styled(" bid", "$text-muted")
        if seat == bidding:
            return Content.styled(" ...", "$text-warning")
    return Content.styled("   -", "$text-muted")


def _character_word(character: int, held: Sequence[int]) -> str:
    """A held character's name; next to another character the Petty Sinner is "Sinner"."""
    if len(held) > 1 and character == data.PETTY_SINNER:
        return "Sinner"
    return data.CHARACTER_NAMES[character]


@cache
def character_width(players: int) -> int:
    """Width of the character column: the longest a seat can hold, and a space.

    With two players each seat holds two characters ("Emperor+Merchant").
    """
    per_seat = data.CHARACTERS_PER_SEAT_TWO_PLAYERS if players == data.TWO_PLAYERS else 1
    return 1 + max(
        len("+".join(_character_word(character, held) for character in held))
        for held in combinations(data.CHARACTERS, per_seat)
    )


def _character_cell(view: State, seat: int, width: int) -> Content:
    held = characters_of(view, seat)
    if not held:
        return Content.styled("-".ljust(width), "$text-muted")
    parts: list[Part] = []
    for index, character in enumerate(held):
        if index:
            parts.append("+")
        active = view.active_character == character and view.phase == "actions"
        parts.append((_character_word(character, held), "bold underline" if active else ""))
    cell = Content.assemble(*parts)
    return cell.pad_right(max(0, width - cell.cell_length))


#: More stones of one good than this are written as one letter and a count.
LETTERS_UP_TO = 4


def donated_cell(slots: list[int]) -> Content:
    """What a seat has donated (public): a coloured letter per good, then the taler."""
    parts: list[Part] = []
    for good in data.GOODS:
        count = slots[good]
        if not count:
            continue
        if count > LETTERS_UP_TO:
            parts.append(Content.assemble(stone_chip(good), f"\u00d7{count}"))
        else:
            parts.append(stone_chip(good, count))
    if slots[data.CHEST_MONEY]:
        parts.append(f"{slots[data.CHEST_MONEY]} taler")
    return join(parts, " ") if parts else muted("-")


def players_title() -> str:
    """The players box title, with the key to the goods' letters in the donations."""
    return f"Players \u00b7 donated: {goods_legend()}"


def players_text(view: State) -> Content:
    """One row per seat: who is to decide, the seat's mark and name, character, post, sin
    stones left, donations."""
    deciding = current_seat(view)
    width = character_width(len(view.players))
    player = "player".ljust(NAME_WIDTH + 2)  # (the seat's mark, a space, the name)
    header = muted("  " + player + " " + "character".ljust(width) + "post sins  donated")
    rows: list[Content] = [header]
    marks = seat_marks(view.players)
    for seat, player in enumerate(view.players):
        marker = (TURN_MARK + " ", "bold $accent") if seat == deciding else ("  ", "")
        rows.append(
            Content.assemble(
                marker,
                (marks[seat], f"bold reverse $seat-{seat}"),
                " ",
                Content(player)
                .truncate(NAME_WIDTH, ellipsis=True, pad=True)
                .stylize(f"bold $seat-{seat}"),
                " ",
                _character_cell(view, seat, width),
                _post_cell(view, seat),
                f" {view.sin_stones[seat]:>4}  ",
                donated_cell(view.donated[seat]),
            )
        )
    leftover = leftover_text(view)
    if leftover:
        rows.append(muted(leftover))
    return lines(rows)


# --- dens, sites, market, house ----------------------------------------------------------------


def dens_text(view: State) -> Content:
    """Each den: its Pope stones and every seat's sin stones there."""
    rows = []
    width = max(len(den) for den in DEN_SHORT)
    for den in data.DENS:
        stones = view.pope_stones[den]
        pope = Content.styled((POPE_STONE_MARK * stones).ljust(data.POPE_STONES), "bold $warning")
        sins: list[Part] = [
            Content.assemble(short_name(view.players, seat), f" {count}")
            for seat, count in enumerate(view.dens[den])
            if count
        ]
        rows.append(
            Content.assemble(
                DEN_SHORT[den].ljust(width),
                " ",
                pope,
                " ",
                join(sins, "  ") if sins else muted("-"),
            )
        )
    return lines(rows)


def short_name(names: list[str], seat: int) -> Content:
    """The first letters of a name in the seat's colour (for the narrow dens box).

    Cut by terminal columns, not characters, so a wide character cannot push the box wider.
    Where those letters are not all letters or digits (``[/]`` gave ``[/``), or another seat's
    begin the same, the seat's one-cell mark of the Record of Sins stands instead, which that
    box's line names (``shared.initials``).
    """
    shorts = [Content(name).truncate(SHORT_NAME).plain.casefold() for name in names]
    short = shorts[seat]
    if short.isalnum() and shorts.count(short) == 1:
        return Content.styled(names[seat], f"bold $seat-{seat}").truncate(SHORT_NAME)
    return Content.styled(seat_marks(names)[seat], f"bold $seat-{seat}")


#: Den names short enough for the board's narrow box.
DEN_SHORT = ("Lust", "Petty", "Greed")


def _site_row(view: State, site: int) -> Content:
    crews = view.site_crews[site]
    finished = view.spires[site]
    crew_cell = Content.styled((CREW_MARK * crews).ljust(data.CREWS_PER_PART), "bold $accent")
    nave = (BUILT_MARK if view.naves[site] else UNBUILT_MARK, "bold" if view.naves[site] else "")
    spire = (BUILT_MARK if finished else UNBUILT_MARK, "bold" if finished else "")
    displays = [letter_row(colours, "") for colours in data.SITE_LETTERS[site]]
    state = muted("finished") if finished else Content("")
    return Content.assemble(
        f"{site + 1:>3}   ",
        crew_cell,
        "    ",
        nave,
        "    ",
        spire,
        "    ",
        *(display.pad_right(DISPLAY_WIDTH - display.cell_length) for display in displays),
        state,
    )


def sites_text(view: State) -> Content:
    """The three sites: crews, nave, spire and the letters printed below each."""
    header = muted("site crews nave spire  bread+wine  cloth+jewel money")
    rows = [header, *(_site_row(view, site) for site in range(data.SITES))]
    if view.display:
        frame = pending_step(view)
        category = frame.category if isinstance(frame, frames.LetterPick) else None
        what = data.CATEGORY_NAMES[category] if category is not None else "Display"
        queue = join([name(view.players, seat) for seat in view.pick_queue], ", ")
        rows.append(
            Content.assemble(
                ("Laid out: ", "bold"),
                muted(f"{what} "),
                letter_row(view.display),
                muted("  picks: "),
                queue,
            )
        )
    return lines(rows)


def sites_title(view: State) -> str:
    """The sites box title: the builders' hut and the crew on the Emperor card."""
    emperor = ", 1 on the Emperor card" if view.emperor_crew else ""
    done = f" \u00b7 evaluations {view.evaluations} of {data.LAST_EVALUATION}"
    return f"Cathedral sites (hut: {plural(view.hut, 'crew', 'crews')}{emperor}){done}"


def market_text(view: State) -> Content:
    """Stones in the market (a letter each) with the fixed prices (MC-1)."""
    rows = [muted("".ljust(MARKET_NAME) + "stones".ljust(MARKET_STONES) + " buy/sell")]
    for stone in data.STONES:
        count = view.market[stone]
        stones = stone_chip(stone, count) if count else muted("-")
        if stone == data.INDULGENCE:
            price = muted(f" {data.LETTER_PRICE:>3}/letter")
        else:
            price = muted(f" {data.BUY_PRICE[stone]:>3}/{data.SELL_PRICE[stone]}")
        rows.append(
            Content.assemble(
                MARKET_WORDS[stone].ljust(MARKET_NAME),
                stones.pad_right(max(0, MARKET_STONES - stones.cell_length)),
                price,
            )
        )
    return lines(rows)


#: The stones' names in the narrow market box.
MARKET_WORDS = ("bread", "wine", "cloth", "jewel", "indul.")
#: Column widths of the market box: the stone's name and its letters.
MARKET_NAME = 7
MARKET_STONES = 7


def market_title(view: State) -> str:
    return f"Market (bag: {sum(view.bag)})"


def room_line(view: State, room: int) -> Content:
    """A room or suite: its card and notch cost, or why it is closed this round."""
    label = Content.styled(f"{room} ", "bold")
    if room <= data.ORDINARY_ROOMS:
        card = view.rooms[room - 1]
        if card is None:
            if view.round == 0:
                return Content.assemble(label, muted("no card before the first round"))
            return Content.assemble(label, muted("closed: visited this round"))
        return Content.assemble(
            label, (f"+{data.CARD_NOTCHES[card]} ", "bold $warning"), data.CARD_TITLES[card]
        )
    if room == data.SUITE_5:
        if view.round == 0:
            return Content.assemble(label, muted("Suite 5: opens with the first round"))
        if view.suite5_occupied:
            return Content.assemble(label, muted("Suite 5: occupied (closed this round)"))
        return Content.assemble(
            label,
            ("+0 ", "bold $warning"),
            "Suite 5 \u201cWelcome\u201d: a sin of lust, ",
            "use a card of room 1-4",
        )
    if view.suite6_letter:
        return Content.assemble(
            label,
            (f"+{data.SUITE_6_NOTCHES} ", "bold $warning"),
            "Suite 6: a sin of lust, take the yellow letter ",
            letter_row([data.YELLOW]),
        )
    return Content.assemble(label, muted("Suite 6: no yellow letter (closed)"))


def house_text(view: State) -> Content:
    """Rooms 1-4 with their cards, Suite 5 and Suite 6."""
    return lines(room_line(view, room) for room in data.ROOMS)


def house_title(view: State) -> str:
    return (
        f"House of Pleasure (deck {len(view.deck)}, discards {len(view.discard)}) "
        "\u00b7 +N: notches"
    )


def board_title(view: State) -> str:
    """The board's frame title: the round and its phase."""
    phase = {
        "bonus": "starting bonuses",
        "bidding": "secret bids",
        "characters": "choosing characters",
        "actions": "action phase",
        "over": "game over",
    }.get(view.phase, view.phase)
    if view.round == 0:
        return f"Before the first round \u00b7 {phase}"
    return f"Round {view.round} \u00b7 {phase}"
