"""From the command line's request to a running app, the last step of a game's ``launch``.

A game's ``launch`` (in its ``spec`` module) is then one line::

    def launch(request: LaunchRequest) -> int:
        return launch_app(MeaCulpaApp, game_spec(), request)
"""

from __future__ import annotations

from shared.cli import GameSpec, LaunchRequest
from shared.session.table import HeldSession
from shared.ui.app import HotSeatApp
from shared.ui.openings import opening_for


def launch_app(app_class: type[HotSeatApp], spec: GameSpec, request: LaunchRequest) -> int:
    """Build the app for ``request`` and run it; returns the process exit code."""
    app = app_class(spec, opening_for(spec, request))
    app.run()
    farewell = parting_line(spec, app)
    if farewell is not None:
        print(farewell)
    return int(app.return_code or 0)


def parting_line(spec: GameSpec, app: HotSeatApp) -> str | None:
    """What the terminal says once a hot-seat game is left unfinished: that it is saved and
    the command that continues it (a table quit mid-game, with Ctrl+Q or the palette, should
    not leave the players wondering whether it is lost). ``None`` when there is nothing to
    continue, the game was not saved, or it lives in a table file (``host --table`` goes on)."""
    session = app.session
    if not isinstance(session, HeldSession) or session.table is not None:
        return None
    if session.is_over() or session.not_saved is not None or session.save_path is None:
        return None
    return f"The game is saved: `{spec.command} --resume` continues it."
