"""From the command line's request to a running app, the last step of a game's ``launch``.

A game's ``launch`` (in its ``spec`` module) is then one line::

    def launch(request: LaunchRequest) -> int:
        return launch_app(MeaCulpaApp, game_spec(), request)
"""

from __future__ import annotations

from shared.cli import GameSpec, LaunchRequest
from shared.ui.app import HotSeatApp
from shared.ui.openings import opening_for


def launch_app(app_class: type[HotSeatApp], spec: GameSpec, request: LaunchRequest) -> int:
    """Build the app for ``request`` and run it; returns the process exit code."""
    app = app_class(spec, opening_for(spec, request))
    app.run()
    return int(app.return_code or 0)
