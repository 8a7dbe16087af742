"""The one dialog every Sinners decision uses: what you see, what you may choose, which pile.

Each decision (see ``decisions``) fills it with some context (the cards you preached, the hand
Anointing lets you look at), a list of choices, and, when a card goes onto a discard pile, a
pile switch: Left and Right arrows (or a click) choose the pile, digits or arrows and Enter
choose the card. A choice the rules refuse stays in the list, dimmed, and says why (the
engine's own words) when picked; so does a pile the rules refuse for that choice.

A dialog may take Escape as a move (``cancel``: going back a step, e.g. dropping a set being
picked) and may ask for a deliberate choice (``deliberate``: the discard, which ends the turn,
takes a press to choose the card and Enter to discard it; see ``DeliberateChoiceList``).

A choice may open a list of its own in the same dialog (``Opens``): a group of cards of the hand
opens what may be done with them, a church opens its Sinners. A long list so becomes a short
one of groups, each reached by the same two keys every time; Escape comes back to the groups.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.content import Content
from textual.widgets import Static

from shared.ui import Choice, ChoiceList, DeliberateChoiceList, Dialog
from shared.ui.text import literal
from shared.ui.widgets.choices import HintLine
from sinners_tui.engine import data

PILE_COUNT = len(data.PILE_NAMES)
#: The smallest terminal (columns, rows) on which a dialog's notes show below its list.
NOTES_MIN_SIZE = (160, 50)
#: The fewest rows a list is given (frame included) when the dialog's box has less room left.
MIN_LIST_ROWS = 5


@dataclass(frozen=True)
class PileChoice:
    """A choice whose action depends on the pile: the legal action per pile, else the reason."""

    actions: Mapping[int, Any]
    reasons: Mapping[int, str] = field(default_factory=dict)
    #: The same moves with an alike card of the other deck, offered once with this one: a
    #: hint that names that card marks this choice (``shared.ui.widgets.choices.stands_for``).
    leads_to: tuple[Any, ...] = ()


@dataclass(frozen=True)
class PileSwitch:
    """The pile switch: its prompt, the pile chosen first, how each pile looks now, and the
    piles no card may go onto now, with the rules' reason (marked before a card is chosen)."""

    prompt: str
    selected: int
    labels: Sequence[Content]
    closed: Mapping[int, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Opens:
    """A choice that opens a list of its own in the dialog (Escape comes back): a group of the
    hand and what may be done with it, a church and its Sinners.

    ``leads_to`` names the moves a hint for which marks this choice (``stands_for``): the
    moves of the group itself, not those it merely also offers (a Deceiver standing in for
    another sin's set is marked under that sin).
    """

    title: str
    prompt: str
    choices: Sequence[Choice]
    context: Sequence[Content] = ()
    leads_to: tuple[Any, ...] = ()


class PileButton(Static):
    """One pile of the switch; a click chooses it (it never takes the focus from the list)."""

    def __init__(self, index: int, label: Content, *, selected: bool, closed: bool) -> None:
        super().__init__(label, id=f"pile-button-{index}", classes="pile-button")
        self.index = index
        self.set_class(selected, "-selected")
        self.set_class(closed, "-closed")

    def on_click(self, event: events.Click) -> None:
        event.stop()
        screen = self.screen
        if isinstance(screen, DecisionDialog):
            screen.choose_pile(self.index)


class PileChoiceList(ChoiceList):
    """The choices of a dialog with a pile switch: Left and Right choose the pile.

    The list always has the focus, and a list's own Left and Right (scrolling sideways,
    which it never needs) would hide the dialog's from the key bar.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "screen.pile(0)", "Left pile", key_display="\u2190"),
        Binding("right", "screen.pile(1)", "Right pile", key_display="\u2192"),
    ]


class DeliberatePileChoiceList(DeliberateChoiceList, PileChoiceList):
    """A deliberate choice (see ``DeliberateChoiceList``) with the pile keys (the discard).

    Deliberate first: Textual's styles and queries follow the first base only (bindings follow
    every base), so it is styled and found as a deliberate list.
    """


class DecisionDialog(Dialog[Any]):
    """Returns the chosen action (``None`` on Escape: the screen's own list stays usable).

    The dialog stands beside the churches (see ``app.tcss``); where five churches are taller
    than the screen, PgUp/PgDn scroll the table under the dialog, the choices keeping the keys.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        # Escape makes the dialog's step back, when it has one, else it only hides the
        # dialog (a class's own binding of a key replaces its bases': both are named here)
        Binding("escape", "back", "Back"),
        Binding("escape", "step_back", "Cancel"),
        Binding("escape", "cancel", "Hide"),
    ]

    beside_table = True

    def __init__(
        self,
        title: str,
        choices: Sequence[Choice],
        *,
        prompt: str = "",
        context: Sequence[Content] = (),
        piles: PileSwitch | None = None,
        kind: str = "",
        cancel: Any = None,
        deliberate: bool = False,
        notes: Sequence[Content] = (),
    ) -> None:
        super().__init__(classes=f"sinners-dialog {kind}".strip())
        self.title_text = title
        self.prompt = prompt
        self.context = list(context)
        self.choices = list(choices)
        self.piles = piles
        #: The pile chosen now (with a pile switch).
        self.pile = piles.selected if piles is not None else None
        #: Which decision this is (a CSS class too), for tests and styling.
        self.kind = kind
        #: The move Escape makes (``None``: Escape only closes the dialog).
        self.cancel = cancel
        #: No single press chooses: a press highlights, Enter (or a second click) chooses.
        self.deliberate = deliberate
        #: The group whose own list is shown (``None``: the dialog's own choices).
        self.opened: Opens | None = None
        #: Lines below the list for a terminal with room to spare (``NOTES_MIN_SIZE``).
        self.notes = list(notes)
        #: The rows the list is held to, when the box has less room than it wants (``_fit_list``).
        self.list_limit: int | None = None

    @property
    def shown(self) -> list[Choice]:
        """The choices on screen now: the opened group's, else the dialog's own."""
        return list(self.opened.choices) if self.opened is not None else self.choices

    def compose_body(self) -> ComposeResult:
        if self.prompt or self.has_groups:
            yield Static(self.prompt, classes="dialog-prompt", id="prompt", markup=False)
        for index, line in enumerate(self.context):
            yield Static(line, classes="dialog-context", id=f"context-{index}", markup=False)
        if self.has_groups:  # the opened group's own lines, empty until a group opens
            yield Static(
                "", classes="dialog-context group-context", id="group-context", markup=False
            )
        if self.piles is not None:
            yield Static(self.piles.prompt, classes="pile-prompt", markup=False)
            with Horizontal(id="pile-switch"):
                for index, label in enumerate(self.piles.labels):
                    closed = index in self.piles.closed
                    yield PileButton(index, label, selected=index == self.pile, closed=closed)
            for reason in self.piles.closed.values():
                yield Static(reason, classes="pile-closed", markup=False)
        yield self._list_type()(self.choices, id="choices")
        yield Static("", id="reason", classes="dialog-reason", markup=False)
        if self.notes:
            yield Static(
                Content("\n").join(self.notes), id="notes", classes="dialog-notes", markup=False
            )

    def _list_type(self) -> type[ChoiceList]:
        if self.piles is None:
            return DeliberateChoiceList if self.deliberate else ChoiceList
        return DeliberatePileChoiceList if self.deliberate else PileChoiceList

    def on_mount(self) -> None:
        for context in self.query("#group-context"):
            context.display = False
        self._fit_notes()
        self.query_one(ChoiceList).focus()
        self.call_after_refresh(self._fit_list)

    def on_resize(self) -> None:
        self._fit_notes()
        self.call_after_refresh(self._fit_list)

    def _fit_list(self) -> None:
        """Give the list the rows the dialog's box has left: a list taller than that scrolls
        in its own frame, with a scrollbar and its highlighted choice in view, instead of
        running on below the box's foot where a choice is cut off unseen (found in phase C at
        100x30 with ten cards in hand: the take-back, key 9, armed with no row to be seen)."""
        if not self.is_mounted:
            return
        box = self.query_one("#dialog")
        choices = self.query_one(ChoiceList)
        wanted = choices.virtual_size.height + choices.styles.gutter.height
        others = box.virtual_size.height - choices.outer_size.height
        room = box.content_region.height - others
        fits = wanted <= room or room <= 0
        limit = None if fits else max(room, MIN_LIST_ROWS)
        if limit != self.list_limit:
            self.list_limit = limit
            choices.styles.max_height = limit
            if choices.highlighted is not None:
                self.call_after_refresh(choices.scroll_to_highlight)

    def say(self, words: str) -> None:
        """Show ``words`` under the list (what Enter does, why a choice is refused); the list
        makes room for them."""
        self.query_one("#reason", Static).update(words)
        self.call_after_refresh(self._fit_list)

    def _fit_notes(self) -> None:
        """The notes show only on a terminal with room for them beside the whole list (on a
        smaller one they would be cut off at the foot of the dialog)."""
        width, height = NOTES_MIN_SIZE
        size = self.app.size
        for notes in self.query("#notes"):
            notes.display = size.width >= width and size.height >= height

    @property
    def has_groups(self) -> bool:
        """Whether a choice opens a list of its own (see ``Opens``)."""
        return any(isinstance(choice.value, Opens) for choice in self.choices)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "back":
            return self.opened is not None
        if self.opened is not None and action in ("cancel", "step_back"):
            return False  # Escape goes back to the groups first
        if action == "pile":  # only the other pile, if it is open: the chosen one is no key
            if self.piles is None or not parameters or parameters[0] in self.piles.closed:
                return False
            return parameters[0] != self.pile
        if action == "cancel":  # the key bar names Escape by what it does
            return self.cancel is None
        if action == "step_back":
            return self.cancel is not None
        return super().check_action(action, parameters)

    def action_pile(self, index: int) -> None:
        """Choose the pile ``index`` (Left/Right arrows)."""
        self.choose_pile(index)

    def choose_pile(self, index: int) -> None:
        """Make ``index`` the pile the card goes onto."""
        if self.piles is None or not 0 <= index < PILE_COUNT:
            return
        if index in self.piles.closed:  # a click on the marked pile says why again
            self.say(self.piles.closed[index])
            return
        self.pile = index
        for button in self.query(PileButton):
            button.set_class(button.index == index, "-selected")
        self.say("")
        choices = self.query_one(ChoiceList)
        choices.focus()
        self.refresh_bindings()
        if self.deliberate and choices.highlighted is not None:
            self.say_what_enter_does(choices.choices[choices.highlighted])

    def open_group(self, group: Opens) -> None:
        """Show ``group``'s own list in place of the dialog's choices (Escape comes back).

        A hint shown on the groups is asked again for the group's list, so the move it
        recommends is marked there too (or the line names it, when it lies elsewhere).
        """
        self._show_list(group)

    def action_back(self) -> None:
        """Escape inside a group: back to the dialog's own choices."""
        if self.opened is not None:
            self._show_list(None)

    def _show_list(self, group: Opens | None) -> None:
        choices = self.query_one(ChoiceList)
        hinted = bool(self.query(HintLine))
        self.opened = group
        choices.set_choices(self.shown)
        title = self.title_text if group is None else group.title
        self.query_one("#dialog").border_title = literal(title)
        self.query_one("#prompt", Static).update(self.prompt if group is None else group.prompt)
        context = self.query_one("#group-context", Static)
        lines = [] if group is None else list(group.context)
        context.update(Content("\n").join(lines))
        context.display = bool(lines)
        self.say("")
        self.refresh_bindings()
        if hinted:  # (once the line about the list before is gone)
            self.call_after_refresh(self.action_hint)

    def action_step_back(self) -> None:
        """Escape, when the dialog has a step back: make it."""
        self.action_cancel()

    def action_cancel(self) -> None:
        """Escape: the dialog's step back when it has one, else just close."""
        if self.cancel is not None:
            self.choose(self.cancel)
        else:
            self.dismiss(None)

    def on_deliberate_choice_list_armed(self, event: DeliberateChoiceList.Armed) -> None:
        event.stop()
        self.say_what_enter_does(event.choice)

    def say_what_enter_does(self, choice: Choice) -> None:
        """Under the list: what Enter will do now, or why it would be refused."""
        value = choice.value
        words = choice.reason
        if words is None and isinstance(value, PileChoice):
            assert self.pile is not None
            pile = data.PILE_NAMES[self.pile]
            if self.pile in value.actions:
                words = f"Enter: {choice.label} onto the {pile} pile."
            else:
                words = value.reasons.get(self.pile, f"Not onto the {pile} pile.")
        elif words is None:
            words = f"Enter: {choice.label}."
        self.say(words)

    def on_choice_list_picked(self, event: ChoiceList.Picked) -> None:
        event.stop()
        value = event.choice.value
        if isinstance(value, Opens):
            self.open_group(value)
            return
        if not isinstance(value, PileChoice):
            self.choose(value)
            return
        assert self.pile is not None
        action = value.actions.get(self.pile)
        if action is not None:
            self.choose(action)
            return
        other = data.PILE_NAMES[self.pile]
        self.say(value.reasons.get(self.pile, f"Not onto the {other} pile."))

    def choose(self, action: Any) -> None:
        """Close with ``action``."""
        self.dismiss(action)

    def on_choice_list_refused(self, event: ChoiceList.Refused) -> None:
        event.stop()
        self.say(event.choice.reason or "")
