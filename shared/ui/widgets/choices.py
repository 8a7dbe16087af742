"""A list of choices picked with a key of their own, the arrows and Enter, or the mouse.

Each choice has a key shown before its label: 1-9, then letters (``CHOICE_KEYS``), so a tenth
option is as quick to pick as the first. The letters leave out those another key bar of the
same screen uses (``d`` decide, ``l`` log, ``p`` piles, ``q`` quit, ``y``/``n`` yes and no), so
a letter in a list never hides a command. Builders list the options of a kind of decision in a
fixed order, closed ones in place, so a choice keeps its key from one turn to the next.

Both the decision panel and the choose dialog stand on it. A choice may carry a *reason*:
it is then shown dimmed, with why in a few words after its label ("Buy a jewel for 6 taler
(\u2717 you have only 3 taler)"), and, when picked, the whole reason is announced instead of the
choice being made, so a player learns why an option is closed rather than wondering where it
went; it keeps its place, so every choice keeps its key whether open or closed. For a
step that cannot be taken back, ``DeliberateChoiceList`` asks for two presses instead of one.

The learner's hint (**h**) marks the choice it recommends in the list itself (``show_hint``)
and says why in one line just above the list, where the top of the list is in view; both are
gone when the list shows the next decision (``set_choices``) or closes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.message import Message
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from shared.ui.textual_internals import scroll_option_into_view

#: Choices that get a digit key (1-9).
DIGIT_KEYS = 9
#: The key of each choice in list order: the digits, then letters no dialog or table binds
#: (not d decide, h hint, l log, n no, p piles, q quit, y yes).
CHOICE_KEYS = "123456789abcefgijkmorstuvwxz"

#: Beside the choice a hint recommends, and at the start of the hint's line: a sign and a
#: word, so the mark is seen without its colour.
HINT_MARK = "\u25c6 hint"
HINT_LINE_START = "\u25c6 Hint"
#: Before the words of a closed choice, inside their brackets: the choice reads as closed
#: without its dim colour ("Buy a jewel for 6 taler (\u2717 you have only 3 taler)").
CLOSED_MARK = "\u2717"


@dataclass(frozen=True)
class Choice:
    """One option: what it says, what it stands for, and why it is closed (if it is)."""

    label: str
    value: Any
    reason: str | None = None
    #: Picking it gives something up for good (a Demon summoned, taler paid, a turn passed):
    #: the list never opens with it highlighted, so a stray Enter cannot make it.
    costly: bool = False
    #: The few words a closed choice says after its label, in brackets, about why it is closed
    #: ("only 3 taler", "taken by Cid": the engine's ``closed_note``); without them, the
    #: first clause of ``reason``. A closed option never just says that it is not allowed.
    #: ``""``: the cross alone, where a row has no room for words (a group of a Sinners hand,
    #: whose key says why); the list's prompt then says what a cross means.
    closed_as: str | None = None
    #: The label as styled text, when its words have colours of their own (a Sinners card
    #: group in its sin's colour); ``label`` stays its plain words (hints, tests, the reason).
    styled: Content | None = None

    @property
    def note(self) -> str:
        """What a closed choice says after its label (``""`` for an open one, and for one
        closed with the cross alone)."""
        if self.reason is None or self.closed_as == "":
            return ""
        return self.closed_as or first_clause(self.reason)


#: Words that begin a reason's sentence and read in lower case inside brackets (a name, which
#: may begin one too, keeps its capital).
_PLAIN_STARTS = frozenset(
    {"A", "It", "No", "Not", "Now", "Only", "That", "The", "There", "This", "You", "Your"}
)


def first_clause(sentence: str) -> str:
    """``"You have only 3 taler; a jewel costs 6."`` as ``"you have only 3 taler"``: a reason
    in short, for the line of a closed choice that was given no words of its own."""
    for stop in ("; ", ": ", ". ", " (", ", and "):
        sentence = sentence.split(stop, 1)[0]
    sentence = sentence.rstrip(".")
    first, _, rest = sentence.partition(" ")
    if first in _PLAIN_STARTS:
        return " ".join(filter(None, (first.lower(), rest)))
    return sentence


def choice_key(number: int) -> str | None:
    """The key of the choice numbered ``number`` (1-based), or ``None`` past the last key."""
    return CHOICE_KEYS[number - 1] if 1 <= number <= len(CHOICE_KEYS) else None


def safe_default(choices: Sequence[Choice]) -> int | None:
    """The choice a list opens highlighted: the first open one that costs nothing, else none
    (Enter then makes nothing until the player moves to a choice)."""
    return next(
        (i for i, c in enumerate(choices) if c.reason is None and not c.costly),
        None,
    )


def stands_for(value: Any, action: Any) -> bool:
    """Whether a choice whose value is ``value`` makes ``action``: the value itself, one of
    its ``actions`` (a choice whose action also depends on a switch, such as a Sinners pile),
    or one of the actions the dialog it opens offers (``leads_to``: a menu's "Buy…")."""
    if value == action:
        return True
    actions = getattr(value, "actions", None)
    if isinstance(actions, Mapping) and action in actions.values():
        return True
    return action in getattr(value, "leads_to", ())


def hinted_index(choices: Sequence[Choice], action: Any, label: str = "") -> int | None:
    """The choice a hint for ``action`` marks: the one that makes it, else the open one that
    reads as the hint's ``label`` (alike cards, offered once, make the same move with another
    card of the two decks)."""
    for i, choice in enumerate(choices):
        if stands_for(choice.value, action):
            return i
    for i, choice in enumerate(choices):
        if label and choice.label == label and choice.reason is None:
            return i
    return None


def choice_prompt(number: int, choice: Choice, *, hinted: bool = False) -> Content:
    key = choice_key(number)
    key = f"{key}. " if key is not None else "   "
    mark = Content.styled(f"  {HINT_MARK}", "bold $text-accent") if hinted else Content("")
    label = choice.styled if choice.styled is not None else Content(choice.label)
    if choice.reason is None:
        return Content.assemble((key, "bold"), label, mark)
    note = f" ({CLOSED_MARK} {choice.note})" if choice.note else f" {CLOSED_MARK}"
    return Content.assemble((key, "dim"), label.stylize("dim"), (note, "dim italic"), mark)


class HintLine(Static):
    """The hint's one line, just above the list it marks: the recommended key and why."""

    DEFAULT_CSS = """
    HintLine {
        height: auto;
        width: auto;
        max-width: 100%;
        color: $text-accent;
    }
    """


class PickFirstLine(Static):
    """Says, just above a list with nothing highlighted, why Enter did nothing: a first-time
    player presses Enter and would otherwise see no change at all."""

    DEFAULT_CSS = """
    PickFirstLine {
        height: auto;
        width: auto;
        max-width: 100%;
        color: $text-warning;
    }
    """

    TEXT = "Nothing is chosen yet: press a choice's key, or the arrows, then Enter."


class ChoiceList(OptionList):
    """An option list of :class:`Choice` items that posts ``Picked`` or ``Refused``."""

    DEFAULT_CSS = """
    ChoiceList {
        height: auto;
        max-height: 16;
    }
    """

    #: One key per choice; the key bar names only the keys that have a choice (1-3).
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(key, f"pick({n})", "Choose") for n, key in enumerate(CHOICE_KEYS, start=1)
    ]

    class Picked(Message):
        """An allowed choice was made."""

        def __init__(self, choice_list: ChoiceList, choice: Choice) -> None:
            super().__init__()
            self.choice_list = choice_list
            self.choice = choice

        @property
        def control(self) -> ChoiceList:
            return self.choice_list

    class Refused(Message):
        """A closed choice was picked; ``choice.reason`` says why it is closed."""

        def __init__(self, choice_list: ChoiceList, choice: Choice) -> None:
            super().__init__()
            self.choice_list = choice_list
            self.choice = choice

        @property
        def control(self) -> ChoiceList:
            return self.choice_list

    def __init__(
        self,
        choices: Sequence[Choice],
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        self.choices = list(choices)
        #: The index of the choice a hint recommends (marked), if any.
        self.hinted: int | None = None
        options = [Option(choice_prompt(n, c)) for n, c in enumerate(self.choices, start=1)]
        super().__init__(*options, name=name, id=id, classes=classes)

    #: Whether a choice is highlighted when the list opens (Enter then makes it): the first
    #: open choice that costs nothing (``safe_default``).
    HIGHLIGHT_FIRST: ClassVar[bool] = True

    def default_highlight(self) -> int | None:
        """The choice highlighted when the list opens or changes."""
        return safe_default(self.choices) if self.HIGHLIGHT_FIRST else None

    def on_mount(self) -> None:
        self.highlighted = self.default_highlight()

    def watch_highlighted(self, highlighted: int | None) -> None:
        super().watch_highlighted(highlighted)
        if highlighted is not None and self.is_mounted:
            self._drop_pick_first()

    def on_key(self, event: events.Key) -> None:
        """Enter with nothing highlighted: say so above the list, instead of nothing at all."""
        if event.key != "enter" or self.highlighted is not None or not self.choices:
            return
        event.prevent_default()
        event.stop()
        shown = any(isinstance(widget, PickFirstLine) for widget in self._lines_above())
        if not shown and isinstance(self.parent, Widget):
            self.parent.mount(PickFirstLine(PickFirstLine.TEXT, markup=False), before=self)

    def _lines_above(self) -> list[Widget]:
        """The lines mounted just above this list (the hint's, the pick-first note)."""
        parent = self.parent
        siblings = [] if parent is None else list(parent.children)
        index = siblings.index(self) if self in siblings else 0
        above: list[Widget] = []
        for widget in reversed(siblings[:index]):
            if not isinstance(widget, HintLine | PickFirstLine):
                break
            above.append(widget)
        return above

    def _drop_pick_first(self) -> None:
        for widget in self._lines_above():
            if isinstance(widget, PickFirstLine):
                widget.remove()

    def set_choices(self, choices: Sequence[Choice]) -> None:
        """Show other choices in place (cheaper than mounting a new list); a hint about the
        choices before is gone."""
        self.choices = list(choices)
        self.hinted = None
        line = self._hint_line()
        if line is not None:
            line.remove()
        self._drop_pick_first()
        self.clear_options()
        self.add_options([Option(choice_prompt(n, c)) for n, c in enumerate(self.choices, start=1)])
        self.highlighted = self.default_highlight()
        self.refresh_bindings()

    def show_hint(self, action: Any, why: str, *, label: str = "") -> bool:
        """Mark the choice that makes ``action`` and say ``why`` in one line above the list
        (again: the same mark and line, never a second). Returns whether a choice was marked;
        when none makes it (the action lies behind a choice that opens another list) the
        line says ``label`` and why."""
        index = hinted_index(self.choices, action, label)
        if index != self.hinted:
            for old in (self.hinted, index):
                if old is not None:
                    prompt = choice_prompt(old + 1, self.choices[old], hinted=old == index)
                    self.replace_option_prompt_at_index(old, prompt)
            self.hinted = index
        if index is not None and self.is_mounted:
            scroll_option_into_view(self, index)  # a mark below the fold is a mark unseen
        key = None if index is None else choice_key(index + 1)
        if key is not None and index is not None and self.choices[index].value != action:
            # the choice opens the list that holds the action: the line names the action too
            text = (
                f"{HINT_LINE_START} ({key}): {label}: {why}"
                if why
                else f"{HINT_LINE_START} ({key}): {label}"
            )
        elif key is not None:
            text = f"{HINT_LINE_START} ({key}): {why}" if why else f"{HINT_LINE_START} ({key})"
        else:  # the move is in another list (a Buy dialog whose hint is a donation)
            where = f"{HINT_LINE_START}, not in this list: {label}"
            text = f"{where}: {why}" if why else where
        line = self._hint_line()
        if line is not None:
            line.update(text)
        elif isinstance(self.parent, Widget):
            self.parent.mount(HintLine(text, markup=False), before=self)
        return index is not None

    def _hint_line(self) -> HintLine | None:
        """The hint's line just above this list, if one is shown."""
        return next((w for w in self._lines_above() if isinstance(w, HintLine)), None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A key without a choice is no key here (hidden from the key bar, and inert)."""
        if action == "pick" and parameters:
            number = parameters[0]
            return isinstance(number, int) and 1 <= number <= len(self.choices)
        return True

    def action_pick(self, number: int) -> None:
        """Pick the choice with this number (1-based), as if it were selected."""
        if 1 <= number <= len(self.choices):
            self.highlighted = number - 1
            self._pick(number - 1)

    def _on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self._pick(event.option_index)

    def _pick(self, index: int) -> None:
        choice = self.choices[index]
        if choice.reason is None:
            self.post_message(self.Picked(self, choice))
        else:
            self.post_message(self.Refused(self, choice))


class DeliberateChoiceList(ChoiceList):
    """A choice list for a step that cannot be taken back: no single press makes a choice.

    It opens with nothing highlighted. A digit, an arrow or a click only highlights a choice
    (``Armed`` says which, so the dialog can say what Enter will do); Enter, or a click on the
    choice already highlighted, makes it. A key meant for the dialog before this one (the same
    digit again, Enter, the second click of a double click) so lands on nothing, however fast
    it comes: what Enter does was always shown after the last key pressed.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select", "Confirm", key_display="\u23ce"),
    ]

    class Armed(Message):
        """A press highlighted ``choice``: Enter would now make it."""

        def __init__(self, choice_list: DeliberateChoiceList, choice: Choice) -> None:
            super().__init__()
            self.choice_list = choice_list
            self.choice = choice

        @property
        def control(self) -> DeliberateChoiceList:
            return self.choice_list

    #: Nothing is highlighted until the player presses a key in this list.
    HIGHLIGHT_FIRST = False

    def action_pick(self, number: int) -> None:
        """Highlight the choice with this number (1-based); Enter then makes it."""
        if 1 <= number <= len(self.choices):
            self.highlighted = number - 1

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter is no key (nor on the key bar) until a press has highlighted a choice."""
        if action == "select":
            return self.highlighted is not None
        return super().check_action(action, parameters)

    def watch_highlighted(self, highlighted: int | None) -> None:
        """Say which choice Enter would make, once a press has highlighted one."""
        super().watch_highlighted(highlighted)
        if self.is_mounted:
            self.refresh_bindings()
        if highlighted is not None and self.is_mounted:
            self.post_message(self.Armed(self, self.choices[highlighted]))

    async def _on_click(self, event: events.Click) -> None:
        """A click highlights; a click on the highlighted choice makes it."""
        event.prevent_default()  # not OptionList's click, which makes the choice at once
        clicked = event.style.meta.get("option")
        if clicked is None:
            return
        if clicked == self.highlighted:
            self.action_select()
        else:
            self.highlighted = clicked
