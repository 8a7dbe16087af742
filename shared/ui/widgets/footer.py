"""The footer: the keys that work right now, on one line, clickable.

Textual's ``Footer`` builds one widget per key and rebuilds them all after every binding
change; a hand-over changes bindings several times (screens pushed and popped, focus moved),
and on a small machine that footer work was the largest part of a step's time. This footer
draws the same information as one line of text, redrawn (not rebuilt) when the bindings
change, and maps a click back to the key under the pointer. A binding change that leaves the
keys on the bar as they are (focus moving inside a dialog, a screen pushed with the same keys)
draws nothing: each redraw of a bar under a dialog is a frame of the whole dialog.
"""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget

#: Key and label of the command palette, shown at the right end.
PALETTE_HINT = ("^p", "palette")


def key_list(displays: list[str]) -> str:
    """Keys of one command as they read on the bar: ``1-9`` for a run of digits, ``1-9/a-c``
    when letters follow (``a-c/e`` where a letter is left out), else ``⏎/esc``."""
    runs: list[list[str]] = []
    for key in displays:
        if runs and len(key) == 1 and len(runs[-1][-1]) == 1 and ord(key) == ord(runs[-1][-1]) + 1:
            runs[-1].append(key)
        else:
            runs.append([key])
    return "/".join(f"{run[0]}-{run[-1]}" if len(run) > 2 else "/".join(run) for run in runs)


class KeyBar(Widget):
    """One line at the bottom of a screen listing its active, visible bindings."""

    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        width: 1fr;
        background: $footer-background;
        color: $footer-foreground;
    }
    KeyBar > .keybar--key { color: $footer-key-foreground; text-style: bold; }
    KeyBar > .keybar--description { color: $footer-description-foreground; }
    KeyBar > .keybar--disabled { color: $text-disabled; }
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "keybar--key",
        "keybar--description",
        "keybar--disabled",
    }

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        #: Cell ranges of the drawn keys, for clicks: (start, end, key, enabled).
        self._spans: list[tuple[int, int, str, bool]] = []
        #: The commands last drawn (``None``: not drawn yet).
        self._drawn: dict[str, tuple[list[str], list[str], bool]] | None = None
        #: A comparison with the drawn commands is queued (one for a burst of changes).
        self._check_queued = False

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen[object]) -> None:
        """Compare the keys with the drawn ones once the burst of changes is over (a hand-over
        changes bindings several times in a row, and listing them asks every screen's
        ``check_action``)."""
        if not self._check_queued:
            self._check_queued = True
            self.call_later(self._redraw_if_changed)

    def _redraw_if_changed(self) -> None:
        self._check_queued = False
        if self._drawn is None or self.commands() != self._drawn:
            self.refresh()

    def render(self) -> Content:
        key_style = self.get_visual_style("keybar--key")
        text_style = self.get_visual_style("keybar--description")
        off_style = self.get_visual_style("keybar--disabled")
        parts: list[tuple[str, object] | str] = []
        spans: list[tuple[int, int, str, bool]] = []
        column = 0
        self._drawn = self.commands()
        for description, (keys, displays, enabled) in self._drawn.items():
            key = f" {key_list(displays)} "
            label = f"{description} "
            parts.append((key, key_style if enabled else off_style))
            parts.append((label, text_style if enabled else off_style))
            spans.append((column, column + len(key) + len(label), keys[0], enabled))
            column += len(key) + len(label)
        if self.app.ENABLE_COMMAND_PALETTE:
            key, label = PALETTE_HINT
            padding = max(1, self.size.width - column - len(key) - len(label) - 3)
            parts.append(" " * padding)
            parts.append((f" {key} ", key_style))
            parts.append((f"{label} ", text_style))
            start = column + padding
            spans.append((start, start + len(key) + len(label) + 3, "ctrl+p", True))
        self._spans = spans
        return Content.assemble(*parts)  # type: ignore[arg-type]

    def commands(self) -> dict[str, tuple[list[str], list[str], bool]]:
        """The shown bindings by description: their keys, how the keys read, and whether the
        command works now.

        A command bound twice to the same key (screen and app) shows once; bound to several
        keys (Enter and Escape both continue) it shows once with every key, Escape last, so a
        key that works is never left out and no command is listed twice.
        """
        commands: dict[str, tuple[list[str], list[str], bool]] = {}
        for _, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if not binding.show:
                continue
            display = self.app.get_key_display(binding)
            keys, displays, was_enabled = commands.get(binding.description, ([], [], enabled))
            if display not in displays:
                keys.append(binding.key)
                displays.append(display)
            commands[binding.description] = (keys, displays, was_enabled or enabled)
        for description, (keys, displays, enabled) in commands.items():
            pairs = sorted(zip(keys, displays, strict=True), key=lambda pair: pair[0] == "escape")
            commands[description] = ([k for k, _ in pairs], [d for _, d in pairs], enabled)
        return commands

    def on_click(self, event: events.Click) -> None:
        for start, end, key, enabled in self._spans:
            if start <= event.x < end:
                if enabled:
                    self.app.simulate_key(key.split(",")[0])
                else:
                    self.app.bell()
                return
