"""The notice that replaces every screen while the terminal is below the supported size.

Rather than let a layout break, the app mounts this notice into the active screen whenever
the terminal is too small and gives the screen the class ``-too-small``, which hides every
other child of the screen (hidden widgets are not laid out at all, so nothing is squeezed to
zero width). The notice names the size to enlarge to. The app also ignores keys and clicks
meanwhile (apart from quitting), so nobody acts on a screen they cannot see.

Textual takes the focus from a widget that is hidden, so the notice would leave a screen with
no focused widget and the keys of its decision dead once the terminal is big again. The
widget that had the focus when the notice came gets it back when the notice goes (or, when it
is gone meanwhile, the first widget the screen would focus of its own accord).
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

#: The class a screen gets while the terminal is too small.
TOO_SMALL_CLASS = "-too-small"

#: App-wide rules: on a too-small screen only the notice is displayed.
TOO_SMALL_CSS = f"""
Screen.{TOO_SMALL_CLASS} > * {{ display: none !important; }}
Screen.{TOO_SMALL_CLASS} > TooSmallNotice {{ display: block !important; }}
"""

#: The widget that had the focus of each screen when its notice came (``None``: no widget).
_FOCUS_BEFORE: WeakKeyDictionary[Screen[object], Widget | None] = WeakKeyDictionary()


def too_small_message(minimum: Size, current: Size) -> str:
    """The notice text, e.g. 'Please enlarge the terminal to at least 100x30 (now 80x24).'"""
    return (
        f"Please enlarge the terminal to at least {minimum.width}x{minimum.height} "
        f"(now {current.width}x{current.height}).\n\nCtrl+Q quits; the game is saved."
    )


class TooSmallNotice(Static):
    """Covers the whole screen with the please-enlarge message."""

    DEFAULT_CSS = """
    TooSmallNotice {
        width: 100%;
        height: 100%;
        background: $background;
        color: $text-warning;
        content-align: center middle;
        text-align: center;
        text-style: bold;
        padding: 0 1;
    }
    """


def sync_too_small_notice(screen: Screen[object], minimum: Size, current: Size) -> None:
    """Mount, update or remove the notice on ``screen`` to match the terminal size."""
    too_small = current.width < minimum.width or current.height < minimum.height
    if too_small and screen not in _FOCUS_BEFORE:
        _FOCUS_BEFORE[screen] = screen.focused
    screen.set_class(too_small, TOO_SMALL_CLASS)
    notices = list(screen.query_children(TooSmallNotice))
    if not too_small:
        for notice in notices:
            notice.remove()
        if screen in _FOCUS_BEFORE:
            focused = _FOCUS_BEFORE.pop(screen)
            # after the next layout: the screen's widgets are displayed (and any Hide that
            # took the focus is handled) by then
            screen.call_after_refresh(_give_focus_back, screen, focused)
        return
    message = too_small_message(minimum, current)
    if notices:
        notices[0].update(message)
    else:
        screen.mount(TooSmallNotice(message, markup=False))


def _give_focus_back(screen: Screen[object], focused: Widget | None) -> None:
    """Focus ``focused`` again, or what the screen focuses by itself (its ``AUTO_FOCUS``),
    unless the screen is too small again or something else took the focus meanwhile."""
    if screen.has_class(TOO_SMALL_CLASS) or screen.focused is not None:
        return
    if (
        focused is not None
        and focused.is_attached
        and screen in focused.ancestors
        and focused.focusable
    ):
        focused.focus()
        return
    auto_focus = screen.app.AUTO_FOCUS if screen.AUTO_FOCUS is None else screen.AUTO_FOCUS
    if auto_focus:
        for widget in screen.query(auto_focus):
            if widget.focusable:
                widget.focus()
                return
