"""The setup screen: how many players, their names in seat order, who is a bot, the options.

It returns a :class:`shared.cli.LaunchRequest`, the same thing the command line produces, so
"start from the setup screen" and "start from ``--players``" are one code path.

Above the form it lists the unfinished games of the data folder (players, round, when last
played), to continue one (``LaunchRequest(game=path)``, like ``--resume``) or to delete one
after a confirmation. A game another window has open is marked and refused with a sentence
naming it; a file that cannot be used is listed with its reason and only read.

The dropdowns (the player count, each seat's kind) are painted as :class:`SelectSlot` stand-ins
and built right after the first frame: Textual's ``Select`` is a handful of widgets each, and
building its five or six took some 45 ms of a new process's time to its first frame. The
stand-ins look the same and take no focus, and the screen reads their values until the
dropdowns replace them. The Start and Quit buttons stand in as :class:`ButtonSlot` likewise
(``Button``'s stylesheet alone took some 5 ms). The rows of the seats beyond the player count,
hidden until more players are chosen, are mounted then too (some 2 ms a row); their fields
exist from the start, so the form reads them all the same. The unfinished games are listed
then as well: listing reads the saves, whose pydantic models the first frame does without (see
``shared.lazy``).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Header, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from shared.cli import GameSpec, LaunchRequest
from shared.engine.bots import BOT_LEVELS, level_name
from shared.engine.names import clean_name, name_problems, visible
from shared.lazy import lazy_module
from shared.session.handover import HUMAN
from shared.ui.theme import seat_class
from shared.ui.widgets.button_slot import ButtonSlot
from shared.ui.widgets.footer import KeyBar
from shared.ui.widgets.select_slot import SelectSlot
from shared.ui.widgets.tickbox import Tickbox

if TYPE_CHECKING:
    from shared.engine import autosaves
    from shared.engine.autosaves import SavedGame
    from shared.ui.dialogs import confirm as confirms
else:
    autosaves = lazy_module("shared.engine.autosaves")  # listed after the first frame
    confirms = lazy_module("shared.ui.dialogs.confirm")  # asked only once a key is pressed


def default_name(seat: int) -> str:
    """The suggested name of a seat ("Player 1")."""
    return f"Player {seat + 1}"


def setup_problems(names: Sequence[str], seed_text: str) -> list[str]:
    """Everything wrong with the entered names and seed, as sentences for the players.

    The names follow the rule of :mod:`shared.engine.names`, the same as on the command line
    and in a save, so a name refused here would be refused everywhere.
    """
    problems = name_problems([clean_name(name) for name in names])
    if seed_text.strip():
        try:
            int(seed_text.strip())
        except ValueError:
            problems.append("The seed must be a whole number, or empty for a random game.")
    return problems


#: The words beside first-game mode's box (``--teach``; see ``shared.session.teaching``).
FIRST_GAME_LABEL = "First game: explain each kind of decision the first time it comes up"


def seat_kind_options(bots: Iterable[str]) -> list[tuple[str, str]]:
    """The choices of a seat's dropdown: a person, then each bot by its level, weakest first
    ("Bot: Easy"), a kind without a level by its own name after them; each chooses the kind."""
    kinds = set(bots)
    levelled = [kind for kind in BOT_LEVELS.values() if kind in kinds]
    others = sorted(kinds - set(levelled))
    return [("Human", HUMAN)] + [(f"Bot: {level_name(kind)}", kind) for kind in levelled + others]


#: The question Escape asks when something was typed on the form.
LEAVE_QUESTION = "Leave without starting a game? The names and choices entered here are lost."

#: How the list of unfinished games is used.
SAVED_GAMES_HELP = "Enter continues the highlighted game, Delete deletes it, Tab: a new game."


class SavedGamesList(OptionList):
    """The unfinished games; Enter continues the highlighted one, Delete deletes it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select", "Continue"),
        Binding("delete", "screen.delete_game", "Delete"),
    ]


class SetupScreen(Screen[LaunchRequest]):
    """Returns the players' choices as a ``LaunchRequest`` (``None`` when they quit)."""

    DEFAULT_CSS = """
    SetupScreen {
        & #setup { padding: 0 2; }
        & #setup-title { text-style: bold; margin: 1 0; }
        & .setup-row { height: auto; margin-bottom: 1; }
        & .seat-row { height: 1; margin-bottom: 1; }
        & .setup-label { width: 12; }
        & .seat-row Input { width: 24; margin-right: 2; }
        & .seat-row .seat-kind { width: 24; }
        & .player-count { width: 20; }
        & #seed { width: 24; }
        & Checkbox { margin-bottom: 1; }
        & #setup-problems { color: $text-error; height: auto; margin-bottom: 1; }
        & #setup-buttons { height: auto; }
        & #setup-buttons > * { margin-right: 2; }  /* (the buttons and their stand-ins) */
        & #saved-title { text-style: bold; margin-top: 1; }
        & #saved-games { height: auto; max-height: 5; border: none; padding: 0; }
        & #saved-buttons { height: auto; }
        & #saved-buttons Button { margin-right: 2; }
        & #saved-help { color: $text-muted; width: 1fr; height: auto; }
        & #saved-message { color: $text-warning; height: auto; }
    }
    """

    #: No automatic focus: :meth:`on_mount` places it. Textual's would first focus the
    #: scrolling form itself and restyle every field in it twice (focus, then blur), which
    #: was a sixth of the time to the first frame.
    AUTO_FOCUS = ""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start", priority=True),
        Binding("escape", "quit_setup", "Quit"),
    ]

    def __init__(
        self,
        spec: GameSpec,
        prefill: LaunchRequest | None = None,
        message: str = "",
        *,
        current: Path | None = None,
        list_saved: bool = True,
    ) -> None:
        super().__init__()
        self.spec = spec
        self.prefill = prefill or LaunchRequest()
        self.message = message
        #: The unfinished games listed (after the first frame, see :meth:`_list_games`): none
        #: without ``list_saved`` (an app that does not autosave, e.g. for screenshots), and
        #: never the game this window plays, ``current``.
        self.games: list[SavedGame] = []
        self._list_saved = list_saved
        self._current = current
        engine = spec.engine
        self.min_players = engine.MIN_PLAYERS
        self.max_players = engine.MAX_PLAYERS
        #: The form as it opened, to tell whether anything was typed since.
        self._opened_as: tuple[object, ...] = ()
        #: The theme the widgets were styled with as they mounted, until the first resume.
        self._theme_at_mount: str | None = None
        #: The dropdowns' stand-ins by the id of their dropdown, until it is built.
        self._slots: dict[str, SelectSlot] = {}
        #: Every seat's row and name field (the rows beyond the count are mounted later).
        self._seat_rows: list[Horizontal] = []
        self._name_fields: list[Input] = []
        #: The rows still to be mounted (see the module's docstring).
        self._later_rows: list[Horizontal] = []

    def _slot(
        self, options: Sequence[tuple[str, Hashable]], value: Hashable, select_id: str, classes: str
    ) -> SelectSlot:
        slot = SelectSlot(options, value, select_id=select_id, classes=classes)
        self._slots[select_id] = slot
        return slot

    def _initial_count(self) -> int:
        for given in (self.prefill.players, self.prefill.bots):
            if given and self.min_players <= len(given) <= self.max_players:
                return len(given)
        return self.min_players

    def compose(self) -> ComposeResult:
        names = list(self.prefill.players or [])
        kinds = list(self.prefill.bots or [])
        kind_options = seat_kind_options(self.spec.bots)
        known_kinds = {value for _, value in kind_options}
        yield Header()
        with VerticalScroll(id="setup"):
            yield Static(f"New game of {self.spec.title}", id="setup-title", markup=False)
            with Horizontal(classes="setup-row"):
                yield Label("Players", classes="setup-label")
                yield self._slot(
                    [(f"{n} players", n) for n in range(self.min_players, self.max_players + 1)],
                    self._initial_count(),
                    "player-count",
                    classes="player-count",
                )
            yield Static("Names in seat order (seat 1 begins):", classes="setup-row")
            for seat in range(self.max_players):
                name = names[seat] if seat < len(names) else default_name(seat)
                kind = kinds[seat] if seat < len(kinds) and kinds[seat] in known_kinds else HUMAN
                field = Input(name, id=f"name-{seat}", compact=True)
                row = Horizontal(
                    Label(
                        f"Seat {seat + 1}", classes=f"setup-label {seat_class(seat)}", markup=False
                    ),
                    field,
                    self._slot(kind_options, kind, f"kind-{seat}", classes="seat-kind"),
                    classes="seat-row",
                    id=f"seat-row-{seat}",
                )
                self._seat_rows.append(row)
                self._name_fields.append(field)
                if seat < self._initial_count():
                    yield row
                else:
                    self._later_rows.append(row)
            for option in self.spec.options:
                yield Tickbox(
                    option.setup_label,
                    value=bool(self.prefill.options.get(option.name)),
                    compact=True,
                    id=f"option-{option.name}",
                )
            yield Tickbox(FIRST_GAME_LABEL, value=self.prefill.teach, compact=True, id="teach")
            with Horizontal(classes="setup-row"):
                yield Label("Seed", classes="setup-label")
                seed = "" if self.prefill.seed is None else str(self.prefill.seed)
                yield Input(
                    seed,
                    placeholder="empty: a random game",
                    type="integer",
                    compact=True,
                    id="seed",
                )
            yield Static(self.message, id="setup-problems", markup=False)
            with Horizontal(id="setup-buttons"):
                yield ButtonSlot("Start", variant="primary", button_id="start")
                yield ButtonSlot("Quit", button_id="quit")
        yield KeyBar()

    def saved_games_widgets(self) -> list[Widget]:
        """The list of unfinished games with its keys (nothing when there are none)."""
        if not self.games:
            return []
        listing = SavedGamesList(
            *(Option(self._game_prompt(game)) for game in self.games), id="saved-games"
        )
        buttons = Horizontal(
            Button("Continue", compact=True, action="screen.continue_game"),
            Button("Delete", compact=True, action="screen.delete_game"),
            Static(SAVED_GAMES_HELP, id="saved-help"),
            id="saved-buttons",
        )
        message = Static("", id="saved-message", markup=False)
        return [Static("Unfinished games", id="saved-title"), listing, buttons, message]

    @staticmethod
    def _game_prompt(game: SavedGame) -> Text:
        line = game.line()
        if autosaves.lock_holder(game.path) is not None:
            line += " · open in another window"
        return Text(line, style="" if game.usable else "italic")

    def on_mount(self) -> None:
        """The keyboard starts on the names; the unfinished games, listed right after the first
        frame, take it if nothing was typed yet (see :meth:`_list_games`)."""
        self._theme_at_mount = self.app.theme
        self._show_seat_rows(self._initial_count())
        self._opened_as = self._form()
        self.query_one("#name-0", Input).focus()
        self.call_after_refresh(self._build_rest)

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        """Textual restyles every widget of a screen when it is resumed, in case the theme or
        the stylesheet changed while it lay beneath another. When the screen first opens, its
        widgets were styled as they mounted, a moment before, so that would do the same work
        again: some 5 ms of a new process's time to its first frame. Skipped then (unless the
        theme changed since); this handler runs before Textual's own, which reads the flag."""
        theme, self._theme_at_mount = self._theme_at_mount, None
        if theme is not None and theme == self.app.theme:
            event.refresh_styles = False

    async def _build_rest(self) -> None:
        """After the first frame: list the unfinished games, mount the hidden seat rows, and
        put the dropdowns and the buttons in place of their stand-ins.

        They are mounted hidden, and shown in the same frame as the stand-ins go, so no frame
        shows a dropdown half built or a row twice as wide.
        """
        if not self.is_attached:
            return
        await self._list_games()
        if self._later_rows:
            rows, self._later_rows = self._later_rows, []
            await self.mount_all(rows, after=self._seat_rows[-len(rows) - 1])
        stand_ins = [*self._slots.values(), *self.query(ButtonSlot)]
        if not stand_ins or not self.is_attached:
            return
        built: list[tuple[Widget, Widget]] = [(slot, slot.build()) for slot in stand_ins]
        for _, widget in built:
            widget.display = False
        for slot, widget in built:
            if not self.is_attached:
                return  # (the screen was left before its stand-ins were replaced)
            await self.mount(widget, before=slot)  # (into the slot's row, before it)
        with self.app.batch_update():
            for slot, widget in built:
                slot.display = False
                widget.display = True
        self._slots = {}
        await self.query("SelectSlot, ButtonSlot").remove()

    async def _list_games(self) -> None:
        """List the unfinished games above the form, and give the keyboard to the list so
        that Enter continues the one played last, as the list says, unless names were given
        (a new game asked for from a game) or something was typed meanwhile.

        Listing reads the saves (pydantic models, and a game's rules for a file played since
        the last listing), so it comes after the first frame: the form is there at once.
        """
        if not self._list_saved:
            return
        games = autosaves.list_games(self.spec.engine)
        self.games = [game for game in games if game.path != self._current]
        shown = self.saved_games_widgets()
        if not shown or not self.is_attached:
            return
        untouched = self.focused is self.query_one("#name-0", Input) and (
            self._form() == self._opened_as
        )
        await self.query_one("#setup", VerticalScroll).mount_all(shown, before=0)
        if untouched and not self.prefill.players:
            self.query_one(SavedGamesList).focus()

    def _choice(self, select_id: str) -> Hashable:
        """The value of the dropdown ``select_id`` (of its stand-in until it is built)."""
        slot = self._slots.get(select_id)
        if slot is not None:
            return slot.value
        value: Hashable = self.query_one(f"#{select_id}", Select).value
        return value

    def highlighted_game(self) -> SavedGame | None:
        """The game highlighted in the list (``None``: no list, or nothing highlighted)."""
        found = self.query(SavedGamesList)
        index = found.first().highlighted if found else None
        if index is None or not 0 <= index < len(self.games):
            return None
        return self.games[index]

    def _say(self, text: str) -> None:
        self.query_one("#saved-message", Static).update(text)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_continue_game()

    def action_continue_game(self) -> None:
        """Continue the highlighted game, unless it cannot be used or is open elsewhere."""
        game = self.highlighted_game()
        if game is None:
            return
        if game.error is not None:
            self._say(str(game.error))
            return
        try:
            autosaves.check_not_open(game.path, self.spec.engine)
        except autosaves.GameInUseError as error:
            self._say(str(error))
            return
        self.dismiss(LaunchRequest(game=game.path))

    def action_delete_game(self) -> None:
        """Delete the highlighted game, after asking (not while another window has it)."""
        game = self.highlighted_game()
        if game is None:
            return
        try:
            autosaves.check_not_open(game.path, self.spec.engine)
        except autosaves.GameInUseError as error:
            self._say(f"{error} It cannot be deleted while it is open.")
            return
        when = autosaves.when_played(game.modified)
        question = (
            f"Delete {game.title}, last played {when}? It cannot be continued afterwards."
            if game.error is None
            else f"Delete the file {game.path.name}? It cannot be used: "
            f"{game.error.problem.removesuffix('.')}. It is removed for good."
        )

        def answered(yes: bool | None) -> None:
            if yes:
                self._delete(game)

        self.app.push_screen(confirms.ConfirmDialog(question, title="Delete game"), answered)

    def _delete(self, game: SavedGame) -> None:
        try:
            autosaves.delete_game(game.path, self.spec.engine)
        except autosaves.GameInUseError as error:
            self._say(f"{error} It cannot be deleted while it is open.")
            return
        except OSError as error:
            self._say(
                f"The game could not be deleted: {error.strerror} ({visible(str(game.path))})."
            )
            return
        index = self.games.index(game)
        del self.games[index]
        listing = self.query_one(SavedGamesList)
        listing.remove_option_at_index(index)
        self._say(f"Deleted {game.title}.")
        if not self.games:
            for selector in ("#saved-title", "#saved-games", "#saved-buttons"):
                self.query_one(selector).display = False
            self.query_one("#name-0", Input).focus()

    @property
    def player_count(self) -> int:
        """The number of players chosen."""
        value = self._choice("player-count")
        return value if isinstance(value, int) else self.min_players

    def _show_seat_rows(self, count: int) -> None:
        for seat, row in enumerate(self._seat_rows):
            row.display = seat < count

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "player-count":
            self._show_seat_rows(self.player_count)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter goes on to the next name (then the seed, then Start): a name is often
        finished with Enter, and that must not start the game before the others are typed."""
        event.stop()
        fields = [
            field
            for field in self.query(Input)
            if field.display and field.parent is not None and field.parent.display
        ]
        later = fields[fields.index(event.input) + 1 :] if event.input in fields else []
        target = later[0] if later else next(iter(self.query("#start")), None)
        if target is not None:  # (Start is there once built, right after the first frame)
            target.focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_quit_setup()

    def _form(self) -> tuple[object, ...]:
        """Everything the form holds: names, seat kinds, the count, options and seed."""
        names = tuple(field.value for field in [*self._name_fields, self.query_one("#seed", Input)])
        choices = ["player-count", *(f"kind-{seat}" for seat in range(self.max_players))]
        kinds = tuple(self._choice(select_id) for select_id in choices)
        ticks = tuple(field.value for field in self.query(Tickbox))
        return (*names, *kinds, *ticks)

    def action_quit_setup(self) -> None:
        """Leave without starting a game, after asking when something was typed."""
        if self._form() == self._opened_as:
            self.dismiss(None)
            return

        def answered(leave: bool | None) -> None:
            if leave:
                self.dismiss(None)

        dialog = confirms.ConfirmDialog(
            LEAVE_QUESTION, title="Leave the setup", yes="Leave", no="Stay", safe_no=True
        )
        self.app.push_screen(dialog, answered)

    def request(self) -> tuple[LaunchRequest | None, list[str]]:
        """The request as entered, or the problems that prevent it."""
        count = self.player_count
        names = [field.value for field in self._name_fields[:count]]
        seed_text = self.query_one("#seed", Input).value
        problems = setup_problems(names, seed_text)
        if problems:
            return None, problems
        kinds = [str(self._choice(f"kind-{seat}")) for seat in range(count)]
        options = {
            option.name: True
            for option in self.spec.options
            if self.query_one(f"#option-{option.name}", Tickbox).value
        }
        request = LaunchRequest(
            players=[clean_name(name) for name in names],
            seed=int(seed_text) if seed_text.strip() else None,
            options=options,
            bots=kinds,
            teach=self.query_one("#teach", Tickbox).value,
        )
        return request, []

    def action_start(self) -> None:
        """Start the game, or list what must be fixed first."""
        request, problems = self.request()
        if request is None:
            self.query_one("#setup-problems", Static).update("\n".join(problems))
            return
        self.dismiss(request)
