"""The terminal the table is drawn on: its colours and its size.

A terminal that shows only 16 colours gets seat colours made for them; one smaller than the
layouts are made for (``MIN_SIZE``) shows a notice instead of a cut-off table, and keys and
clicks do nothing then but quit, so that nothing is decided on a screen nobody can read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from textual import events
from textual.app import App
from textual.geometry import Size

from shared.ui.theme import (
    SIXTEEN_COLOURS,
    SIXTEEN_DARK_SEAT_COLOURS,
    SIXTEEN_LIGHT_SEAT_COLOURS,
    seat_variables,
    shows_sixteen_colours,
    text_grounds,
)
from shared.ui.widgets.too_small import sync_too_small_notice

#: Keys that still work while the terminal is too small (quitting is always possible).
KEYS_WHILE_TOO_SMALL = frozenset({"ctrl+q", "ctrl+c"})


class TerminalFit(App[int]):
    """Colours and size (mixed into ``HotSeatApp``)."""

    #: Smallest terminal (columns, rows) the layouts are made for.
    MIN_SIZE: ClassVar[tuple[int, int]] = (100, 30)
    SEAT_PALETTE_DARK: ClassVar[Sequence[str] | None] = None
    SEAT_PALETTE_LIGHT: ClassVar[Sequence[str] | None] = None

    #: The terminal shows only 16 colours (set by :meth:`run`; see ``shows_sixteen_colours``).
    sixteen_colours = False
    _too_small = False

    def run(self, *, headless: bool = False, **options: Any) -> int | None:
        """Run on the terminal, first finding out whether it shows only 16 colours."""
        self.sixteen_colours = not headless and self.console.color_system in SIXTEEN_COLOURS
        if self.sixteen_colours:  # the variables were worked out when the app was made
            self.stylesheet.set_variables(self.get_css_variables())
        return super().run(headless=headless, **options)

    def get_theme_variable_defaults(self) -> dict[str, str]:
        theme = self.current_theme
        palette: Sequence[str] | None
        if shows_sixteen_colours(self):  # (the terminal's own 16 colours)
            palette = SIXTEEN_DARK_SEAT_COLOURS if theme.dark else SIXTEEN_LIGHT_SEAT_COLOURS
            seats = seat_variables(theme.dark, palette)
        else:
            palette = self.SEAT_PALETTE_DARK if theme.dark else self.SEAT_PALETTE_LIGHT
            seats = seat_variables(theme.dark, palette, text_grounds(theme))
        return {**super().get_theme_variable_defaults(), **seats}

    def on_resize(self, event: events.Resize) -> None:
        self._sync_size(event.size)

    def _sync_size(self, size: Size) -> None:
        minimum = Size(*self.MIN_SIZE)
        self._too_small = size.width < minimum.width or size.height < minimum.height
        sync_too_small_notice(self.screen, minimum, size)

    async def on_event(self, event: events.Event) -> None:
        """While the terminal is too small, keys and clicks do nothing (but quitting)."""
        if (
            self._too_small
            and isinstance(event, events.Key | events.MouseEvent)
            and not (isinstance(event, events.Key) and event.key in KEYS_WHILE_TOO_SMALL)
        ):
            return
        await super().on_event(event)
