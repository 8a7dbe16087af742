"""``serve``: the join screen in web browsers, through the optional ``textual-serve``.

``textual-serve`` runs the given command once per browser that opens the page and shows its
screen there; the command here is the game's own ``join``, so each browser asks for its code
and plays its seat at the host's table (every process runs on this machine, next to the table
file; a browser only ever gets the screen of its own seat). It is an optional extra
(``pip install "sinful-tables[web]"``), imported only when ``serve`` runs, so the games never
need it otherwise.
"""

from __future__ import annotations

import importlib
import shlex
import sys

#: What to say when the extra is missing.
MISSING = (
    "'serve' needs textual-serve, an optional extra: pip install \"sinful-tables[web]\" "
    '(in a checkout: pip install ".[web]").'
)


def join_command(package: str) -> str:
    """The shell command each browser's session runs: this Python, the game's ``join``."""
    return f"{shlex.quote(sys.executable)} -m {package} join"


def serve(command: str, *, title: str, host: str, port: int, public_url: str | None) -> int:
    """Serve ``command`` to browsers until interrupted; returns the exit code."""
    try:
        server_module = importlib.import_module("textual_serve.server")
    except ImportError:
        print(MISSING, file=sys.stderr)
        return 1
    server = server_module.Server(command, host=host, port=port, title=title, public_url=public_url)
    server.serve()
    return 0
