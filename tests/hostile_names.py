"""Player names a screen might misread: markup, escapes, format strings, HTML, wide and
right-to-left text, combining marks and the longest name allowed.

Every one of them is a valid name (see ``shared.engine.names``), so each must appear on every
screen exactly as written. The UI tests of both games play tables of them.
"""

from __future__ import annotations

from shared.engine.names import MAX_NAME_LENGTH

LONGEST = "Bartholomew-Maximilian"[:MAX_NAME_LENGTH]

HOSTILE_NAMES: tuple[str, ...] = (
    "[/]",
    "Ann[/]",
    "Bob[/i]",
    "[link=x]Bob[/link]",
    "[bold red]Eve",
    "[@click=app.quit]Q",
    "[$accent]Var",
    "\\[x]",
    "Bob\\",
    ":smile:",
    "$var",
    "%s",
    "{0}",
    "<b>",
    "&amp;",
    "\u05e9\u05e8\u05d4",  # Sarah, in Hebrew: written right to left
    "\U0001f600 Joy",  # an emoji: two columns wide
    "Sa\u0331m",  # a combining mark with no precomposed letter
    LONGEST,
)


def tables(size: int) -> list[list[str]]:
    """:data:`HOSTILE_NAMES` in tables of ``size`` seats (the last one topped up)."""
    names = list(HOSTILE_NAMES)
    fillers = iter(f"Seat {n}" for n in range(1, size + 1))
    while len(names) % size:
        names.append(next(fillers))
    return [names[start : start + size] for start in range(0, len(names), size)]
