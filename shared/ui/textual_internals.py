"""Every use of Textual's private or undocumented parts, in one place.

Textual offers no public way to do three things the screens need, so they reach into its
internals here and nowhere else (``textual`` is pinned in ``pyproject.toml``). After an upgrade,
``tests/shared/ui/test_textual_internals.py`` names what moved and what it breaks:

- :func:`composed_strips` reads the lines a screen shows through the private
  ``Screen._compositor``; the dim tint behind dialogs (:class:`shared.ui.widgets.tint.TintedScreen`)
  blends them.
- :func:`translucent_background` recognises the undocumented
  ``textual.renderables.background_screen.BackgroundScreen`` that ``Screen.render`` returns for
  a modal screen with a translucent background, so a dialog can draw the tint its faster way.
  Should that class go away, dialogs keep Textual's own tint: the same picture, drawn slower.
- :class:`HeldFrames` keeps a screen from drawing while its app holds frames: it overrides the
  private ``Screen._compositor_refresh``, which a layout inside Textual's ``batch_update``
  still calls (queued), drawing a frame the batch was meant to spare.
- :func:`scroll_option_into_view` brings an option of a list into view without highlighting
  it (the hint's mark on a Demon below the fold), through ``OptionList``'s private line map
  (``_update_lines``, ``_index_to_line``, ``_heights``): ``scroll_to_highlight`` does it only
  for the highlighted option, and highlighting a costly option is what a list must never do.
  Should the map go away, the mark is still made, only perhaps below the fold.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.color import Color
from textual.geometry import Region, Size
from textual.screen import Screen
from textual.strip import Strip
from textual.widgets import OptionList

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


class HeldFrames(Screen[Any]):
    """A screen that draws nothing while its app holds frames (``HotSeatApp._hold_frames``).

    The app asks through two optional methods: ``frames_held()`` (whether to draw nothing now)
    and ``frame_skipped()`` (a frame was left out: the app redraws the screen when it shows
    frames again). An app without them draws as Textual does.

    The table's screens and the curtain are held; the dialogs are not: a decision dialog's
    own early frame is often the first one showing the next decision, and holding it made
    that decision show later (measured in Sinners), for no frame saved.
    """

    def _compositor_refresh(self) -> None:
        held: Callable[[], bool] | None = getattr(self.app, "frames_held", None)
        if held is not None and held():
            getattr(self.app, "frame_skipped", lambda: None)()
            return
        super()._compositor_refresh()


def scroll_option_into_view(option_list: OptionList, index: int) -> bool:
    """Scroll ``option_list`` so that the option at ``index`` is in view, its highlight
    unchanged. Returns whether the list knew where that option stands."""
    try:
        option_list._update_lines()
        y = option_list._index_to_line[index]
        height = option_list._heights[index]
    except (AttributeError, KeyError, IndexError):
        return False
    width = option_list.scrollable_content_region.width
    option_list.scroll_to_region(Region(0, y, width, height), animate=False, immediate=True)
    return True
