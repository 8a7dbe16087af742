"""Play a Mea Culpa game by keys and watch every hand-over (for the play and privacy tests).

:func:`play` drives a real app with :class:`tests.meaculpa.ui.autoplay.KeyPlayer` (real key
presses through the curtain, the dialogs and the turn menu) and records, at every hand-over,
what the screen showed: the curtain itself, and the next seat's screen when it first appears,
together with the private lines of the seat that had the keyboard before. The tests then check
the record without playing the game again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from textual.screen import ModalScreen

from meaculpa_tui import engine
from meaculpa_tui.engine import data, frames
from meaculpa_tui.engine.state import State
from meaculpa_tui.ui.app import MeaCulpaApp
from meaculpa_tui.ui.private import purse_text
from shared.engine.record import GameRecord
from shared.engine.saves import load_record
from shared.ui import CurtainScreen, GameOverScreen, PlayerScreen, ResultsDialog
from tests.meaculpa.ui.autoplay import KeyPlayer
from tests.meaculpa.ui.demo import Policy, new_record
from tests.meaculpa.ui.support import SIZE, mea_app, start
from tests.ui_support import flush_saves, run_app, screen_text

#: Labels of the purse rows that hold a seat's secrets (MC-10).
SECRET_LABELS = ("Money", "Goods", "Letters", "Chest I ", "Chest II", "Your bid")
#: Characters of a secret row compared with the screen: label and value, short enough never
#: to be wrapped in the side panel.
TOKEN_LENGTH = 24
#: Longest a scripted game may take, in key presses.
MAX_PRESSES = 3000
#: Longest wait for the app to ask for a key (bots and the table loop run concurrently).
STUCK_AFTER = 30.0


def secret_tokens(state: State, seat: int) -> list[str]:
    """The beginnings of the purse rows holding ``seat``'s secrets, as its screen shows them."""
    rows = purse_text(engine.view_for(state, seat), seat).plain.splitlines()
    return [row[:TOKEN_LENGTH] for row in rows if row.startswith(SECRET_LABELS)]


@dataclass
class HandOver:
    """One pass of the keyboard, as the screen showed it."""

    previous: int | None
    previous_secrets: list[str]
    next_seat: int
    curtain_text: str
    curtain_alone: bool
    next_secrets: list[str] = field(default_factory=list)
    next_text: str | None = None
    next_own_entries: list[str] = field(default_factory=list)


@dataclass
class Playthrough:
    """What a whole scripted game by keys showed."""

    record: GameRecord
    state: State
    presses: int
    hand_overs: list[HandOver]
    results: list[str]
    final_text: str
    autosaved: GameRecord | None


async def play(
    players: int,
    seed: int,
    policy: Policy,
    *,
    done: Callable[[MeaCulpaApp], bool] | None = None,
    options: dict[str, bool] | None = None,
    names: Sequence[str] | None = None,
    seats: Sequence[str] | None = None,
) -> Playthrough:
    """Play by keys from a new game until ``done`` (default: the game-over screen).

    ``names`` replace the scripted seat names (the rules never look at a name, so the game
    is the same); ``seats`` makes some of them bots.
    """
    record = new_record(players, seed, **(options or {}))
    if names is not None:
        record = GameRecord.model_validate({**record.model_dump(), "players": list(names)})
    app = mea_app(start(record, seats))
    finished = done or (lambda a: isinstance(a.screen, GameOverScreen))
    hand_overs: list[HandOver] = []
    results: list[str] = []
    async with run_app(app, SIZE) as pilot:
        player = KeyPlayer(app, policy)
        presses = 0
        curtain: CurtainScreen | None = None
        result: ResultsDialog | None = None
        shown_seat: int | None = None
        last_unlocked: int | None = None
        waited = 0.0
        while not finished(app):
            screen = app.screen
            if app.unlocked is not None:
                last_unlocked = app.unlocked
            if isinstance(screen, CurtainScreen) and screen is not curtain:
                await pilot.pause()  # let the curtain draw before reading it
                curtain = screen
                shown_seat = None
                previous = last_unlocked
                hand_overs.append(
                    HandOver(
                        previous=previous,
                        previous_secrets=[]
                        if previous is None
                        else secret_tokens(app.state, previous),
                        next_seat=screen.player_seat or 0,
                        curtain_text=screen_text(app),
                        curtain_alone=not any(
                            isinstance(s, PlayerScreen) for s in app.screen_stack
                        ),
                    )
                )
            # the seat's screen as drawn: the top screen but dialogs (one may be built beneath
            # the seat's summary of what happened since its last turn, not yet on screen)
            top = next(s for s in reversed(app.screen_stack) if not isinstance(s, ModalScreen))
            if isinstance(top, PlayerScreen) and top.seat != shown_seat and hand_overs:
                shown_seat = top.seat
                hand_over = hand_overs[-1]
                if hand_over.next_text is None and top.seat == hand_over.next_seat:
                    await pilot.pause()  # let the seat's screen draw before reading it
                    hand_over.next_text = screen_text(app)
                    hand_over.next_secrets = secret_tokens(app.state, top.seat)
                    hand_over.next_own_entries = [
                        entry.text for entry in app.state.log if entry.seat == top.seat
                    ]
            if isinstance(screen, ResultsDialog) and screen is not result:
                result = screen
                results.append(screen.title_text)
            key = player()
            if key is None:
                await pilot.pause(0.005)
                waited += 0.005
                if waited > STUCK_AFTER:
                    raise AssertionError("no key to press:\n" + screen_text(app))
                continue
            waited = 0.0
            await pilot.press(key)
            presses += 1
            if presses > MAX_PRESSES:
                raise AssertionError("the game did not end:\n" + screen_text(app))
        final_text = screen_text(app)
        assert app.record is not None
        path = app.save_path
        flush_saves(app)
        autosaved = load_record(path, engine) if path is not None and path.exists() else None
        return Playthrough(
            app.record, app.state, presses, hand_overs, results, final_text, autosaved
        )


def second_round_bidding(app: MeaCulpaApp) -> bool:
    """The curtain before the first bid of round 2 (every result of round 1 was read)."""
    state = app.state
    return (
        state.round >= 2
        and engine.pending_decision(state) == frames.BID
        and isinstance(app.screen, CurtainScreen)
    )


def public_texts(state: State) -> list[str]:
    """Every public log entry as one string (title, text and lines)."""
    return [
        " ".join([entry.title, entry.text, *entry.lines])
        for entry in state.log
        if entry.seat is None
    ]


POPE_MEETING = "urgent meeting"
ROOM_WORDS = tuple(f"room {room}" for room in range(1, data.ORDINARY_ROOMS + 1)) + tuple(
    f"Suite {room}" for room in (data.SUITE_5, data.SUITE_6)
)
