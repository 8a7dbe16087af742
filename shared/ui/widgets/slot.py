"""A place on a screen that holds one widget built from the current view.

When the game moves on, the app builds a fresh widget from the new view and hands it to the
slot. By default the slot swaps the old widget for the new one. A game widget that is costly
to rebuild may define ``update_from(fresh) -> bool`` and copy what it needs from the fresh
(never mounted) widget instead; the slot then keeps the mounted one.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Container
from textual.widget import Widget


class Slot(Container):
    """Holds one built widget and swaps or updates it."""

    DEFAULT_CSS = """
    Slot {
        height: auto;
    }
    """

    def __init__(
        self, content: Widget | None = None, *, id: str | None = None, classes: str | None = None
    ) -> None:
        super().__init__(id=id, classes=classes)
        self._content = content

    def compose(self) -> ComposeResult:
        if self._content is not None:
            yield self._content

    @property
    def content(self) -> Widget | None:
        """The widget shown now."""
        return self._content

    async def show(self, fresh: Widget | None) -> None:
        """Show ``fresh`` (or nothing), reusing the mounted widget when it can update itself."""
        current = self._content
        if (
            current is not None
            and fresh is not None
            and type(current) is type(fresh)
            and current.is_mounted
        ):
            update = getattr(current, "update_from", None)
            if update is not None and update(fresh):
                return
        self._content = fresh
        await self.remove_children()
        if fresh is not None:
            await self.mount(fresh)
