"""The screens of a table played from several processes: the host's codes, the code prompt.

:class:`CodesScreen` shows the host (and only the host: no other process has the codes, the
table file holds only their hashes) the join code of each person's seat. :class:`JoinScreen`
asks ``join`` for a code when none was given, or after a wrong one, and dismisses with the
opening the code leads to. Every name and message is shown literally.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Input, Static

from shared.cli import GameSpec
from shared.ui.openings import AskCode, Opening, join_guard, join_opening
from shared.ui.widgets.footer import KeyBar

if TYPE_CHECKING:
    from shared.engine.join_tries import JoinGuard


def codes_text(codes: Mapping[int, str], names: Sequence[str]) -> str:
    """One line per seat with a code: "Ben   3fa9c2-1b2c3d4e5f"."""
    width = max((len(names[seat]) for seat in codes), default=0)
    return "\n".join(f"{names[seat]:<{width}}   {codes[seat]}" for seat in sorted(codes))


class CodesScreen(ModalScreen[None]):
    """The join codes, for the host's eyes: each player types theirs into ``join``."""

    DEFAULT_CSS = """
    CodesScreen {
        align: center middle;
        & #codes-box {
            width: 72; height: auto; border: thick $primary; background: $surface;
            padding: 1 2;
        }
        & #codes-title { text-style: bold; margin-bottom: 1; }
        & #codes-list { text-style: bold; margin: 1 0; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape", "close", "Go on"),
    ]

    def __init__(self, codes: Mapping[int, str], names: Sequence[str], command: str = "") -> None:
        super().__init__()
        self.codes = dict(codes)
        self.names = list(names)
        self.command = command

    def compose(self) -> ComposeResult:
        join = f"{self.command} join" if self.command else "join"
        with Vertical(id="codes-box"):
            yield Static("Join codes (for the host's eyes only)", id="codes-title")
            yield Static(
                f"Tell each player their own code; they open their seat with '{join} CODE' "
                "in any terminal on this host, or in a browser through 'serve'.",
                markup=False,
            )
            yield Static(codes_text(self.codes, self.names), id="codes-list", markup=False)
            yield Static(
                "A seat that leaves rejoins with the same code. The palette (ctrl+p) shows "
                "the codes again.",
                markup=False,
            )
        yield KeyBar()

    def action_close(self) -> None:
        self.dismiss(None)


class JoinScreen(Screen[Opening | None]):
    """Asks for a join code; dismisses with the seat's opening (``None``: Escape, give up)."""

    DEFAULT_CSS = """
    JoinScreen {
        align: center middle;
        & #join-box {
            width: 72; height: auto; border: thick $primary; background: $surface;
            padding: 1 2;
        }
        & #join-title { text-style: bold; margin-bottom: 1; }
        & #join-message { color: $text-warning; margin-top: 1; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "give_up", "Quit"),
    ]

    def __init__(self, spec: GameSpec, message: str = "", guard: JoinGuard | None = None) -> None:
        super().__init__()
        self.spec = spec
        self.message = message
        #: This connection's count of wrong codes (and its address's), kept across tries.
        self.guard = guard or join_guard(spec)

    def compose(self) -> ComposeResult:
        with Vertical(id="join-box"):
            yield Static(f"Join a table of {self.spec.title}", id="join-title", markup=False)
            yield Static("Type the code the host gave you for your seat, then Enter.")
            yield Input(placeholder="your code, like 3fa9c2-1b2c3d4e5f", id="join-code")
            yield Static(self.message, id="join-message", markup=False)
        yield KeyBar()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        opening = join_opening(self.spec, event.value, self.guard)
        if isinstance(opening, AskCode):
            self.query_one("#join-message", Static).update(opening.message)
            self.query_one("#join-code", Input).value = ""
            return
        self.dismiss(opening)

    def action_give_up(self) -> None:
        self.dismiss(None)
