"""Every use of Textual's private or undocumented parts, in one place.

Textual offers no public way to do two things the dialogs need, so the screens reach into its
internals here and nowhere else (``textual`` is pinned in ``pyproject.toml``). After an upgrade,
``tests/shared/ui/test_textual_internals.py`` names what moved and what it breaks:

- :func:`composed_strips` reads the lines a screen shows through the private
  ``Screen._compositor``; the dim tint behind dialogs (:class:`shared.ui.widgets.tint.TintedScreen`)
  blends them.
- :func:`translucent_background` recognises the undocumented
  ``textual.renderables.background_screen.BackgroundScreen`` that ``Screen.render`` returns for
  a modal screen with a translucent background, so a dialog can draw the tint its faster way.
  Should that class go away, dialogs keep Textual's own tint: the same picture, drawn slower.
"""

from __future__ import annotations

from textual.color import Color
from textual.geometry import Size
from textual.screen import Screen
from textual.strip import Strip

try:
    from textual.renderables.background_screen import BackgroundScreen
except ImportError:  # pragma: no cover - only after a Textual upgrade; the test says so
    BackgroundScreen = None  # type: ignore[assignment, misc]


def composed_strips(screen: Screen[object], size: Size) -> list[Strip]:
    """The lines ``screen`` shows, at ``size``, as its compositor last arranged them."""
    return screen._compositor.render_strips(size)


def translucent_background(rendered: object) -> tuple[Screen[object], Color] | None:
    """The screen beneath and the tint, if ``rendered`` (what a modal screen's ``render``
    returned) is Textual's dimmed copy of the screen beneath; else ``None``."""
    if BackgroundScreen is not None and isinstance(rendered, BackgroundScreen):
        return rendered.screen, rendered.color
    return None
