"""The text of the rendered screen, drawn as ``App.export_screenshot`` draws it, without the SVG.

``export_screenshot`` renders the whole screen through the screen's compositor into a
recording Rich console and then writes that recording out as an SVG; reading the SVG back
(:func:`tests.ui_support.screen_text`) gives the characters on screen. Writing and parsing the
SVG is four fifths of the cost, and the tables shared between several apps check every frame
of every app (:mod:`tests.remote_support`): half of such a test's time went there.

:func:`rendered_text` makes the same render (the same compositor call, the same console) and
takes the console's recording as plain text instead. It reaches into two private parts of
Textual, ``Screen._compositor`` and ``App._background_screens``, here and nowhere else in the
tests; ``tests/test_rendered_text.py`` says which one moved after an upgrade, and checks that
this text is the SVG's, frame by frame, through a game.
"""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console
from textual.app import App


def rendered_text(app: App[Any]) -> str:
    """The characters on ``app``'s screen, line by line, trailing spaces dropped (what
    :func:`tests.ui_support.screen_text` reads from ``export_screenshot``)."""
    width, height = app.size
    console = Console(
        width=width,
        height=height,
        file=io.StringIO(),
        force_terminal=True,
        color_system="truecolor",
        record=True,
        legacy_windows=False,
        safe_box=False,
    )
    render = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    console.print(render)
    lines = console.export_text(styles=False).splitlines()
    return "\n".join(line.rstrip() for line in lines[:height]).rstrip("\n")
