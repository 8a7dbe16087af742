"""A footer that redraws once per burst of binding changes.

Textual's footer rebuilds all its keys after every binding change, and a hand-over changes
bindings several times in a row (screens pushed and popped, focus moved), which made each
step noticeably slower. This footer coalesces a burst into one rebuild after the next refresh.
"""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer


class TableFooter(Footer):
    """``Footer`` with coalesced rebuilds (same look, same keys)."""

    _rebuild_pending = False

    def bindings_changed(self, screen: Screen[object]) -> None:
        if self._rebuild_pending:
            return
        will_rebuild = screen.app.app_focus and self.is_attached and screen is self.screen
        super().bindings_changed(screen)
        if will_rebuild:
            self._rebuild_pending = True

    async def recompose(self) -> None:
        self._rebuild_pending = False
        await super().recompose()
