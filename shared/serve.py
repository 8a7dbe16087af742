"""``serve``: the join screen in web browsers, through the optional ``textual-serve``.

``textual-serve`` runs the given command once per browser that opens the page and shows its
screen there; the command here is the game's own ``join``, so each browser asks for its code
and plays its seat at the host's table (every process runs on this machine, next to the table
file; a browser only ever gets the screen of its own seat). It is an optional extra
(``pip install "sinful-tables[web]"``), imported only when ``serve`` runs, so the games never
need it otherwise.

The page is textual-serve's own with three additions (:data:`ADDITIONS`): a script, so that
its terminal takes the keyboard as soon as it opens and a player can type their code at once
(the page alone waits for a first click, and keys typed before it are lost without a sign),
a title, so that the browser's tab names the game rather than the address, and the page's
own font from the server itself.

The browsers' ``join`` processes get a data folder of their own (:func:`served_data_dir`),
holding only the game's tables folder, a link to the host's: the code prompt's "New game"
(Ctrl+N, the palette) opens the setup screen, which lists the unfinished games of its data
folder to continue or delete, and a browser without a code must never reach the host's own
games. A game started there is saved in that folder, which goes when ``serve`` ends.
"""

from __future__ import annotations

import errno
import importlib
import os
import shlex
import socket
import sys
import tempfile
from pathlib import Path
from types import ModuleType

from shared.engine.names import visible
from shared.engine.table_store import tables_dir

#: What to say when the extra is missing.
MISSING = (
    "'serve' needs textual-serve, an optional extra: pip install \"sinful-tables[web]\" "
    '(in a checkout: pip install ".[web]").'
)


#: What to say when the browsers' data folder cannot link to the tables.
NO_LINK = (
    "'serve' cannot link the tables folder into the browsers' own data folder (see "
    "shared/serve.py), so it does not start: a browser could reach this account's own games."
)

#: textual-serve's page template (in its package's ``templates`` folder).
PAGE = "app_index.html"
#: Added before the page's ``</body>``: the terminal's input takes the keyboard once the page's
#: own ``onload`` (which makes the terminal) has run.
FOCUS_SCRIPT = """<script>
  window.addEventListener("load", () => setTimeout(() => {
    const input = document.querySelector("#terminal textarea");
    if (input) input.focus();
  }, 0));
</script>
"""
#: Added before the page's ``</head>``: a title (it has none), the name textual-serve gives the
#: page, the game's title (``serve``'s ``title``, a constant of the game, never user text); and
#: the monospace font the page asks for, from the copy textual-serve serves itself (the page
#: loads it from a font service alone, so without the internet every cell looked different).
PAGE_HEAD = (
    "<title>{{ application.name }}</title>\n"
    '<style>@font-face { font-family: "Roboto Mono"; '
    'src: url("{{ config.static.url }}fonts/RobotoMono-VariableFont_wght.ttf"); }</style>\n'
)
#: What goes where: each addition just before the tag that ends its part of the page.
ADDITIONS = {"</head>": PAGE_HEAD, "</body>": FOCUS_SCRIPT}


def page_templates(server_module: ModuleType, folder: Path) -> Path | None:
    """Write textual-serve's page with :data:`ADDITIONS` into ``folder``; returns the folder,
    or ``None`` (textual-serve's page as it is) when its template is not where this version
    keeps it or lacks a tag an addition goes before."""
    source = getattr(server_module, "__file__", None)
    if source is None:
        return None
    try:
        text = (Path(source).parent / "templates" / PAGE).read_text(encoding="utf-8")
    except OSError:
        return None
    for tag, addition in ADDITIONS.items():
        if tag not in text:
            return None
        text = text.replace(tag, addition + tag, 1)
    (folder / PAGE).write_text(text, "utf-8")
    return folder


#: The variable that names the data folder (see :func:`shared.engine.saves.data_dir`).
DATA_DIR_VARIABLE = "SINFUL_TABLES_DATA_DIR"


def served_data_dir(game: str, folder: Path) -> Path | None:
    """A data folder in ``folder`` for the browsers' ``join`` processes: ``game``'s tables
    folder only, a link to the host's (see the module); ``None`` when no link can be made."""
    base = folder / "data"
    (base / game).mkdir(parents=True)
    try:
        (base / game / "tables").symlink_to(tables_dir(game), target_is_directory=True)
    except OSError:
        return None
    return base


def listen_problem(host: str, port: int) -> str | None:
    """Why ``serve`` could not listen on ``host`` and ``port``, in one sentence (``None``: it
    can), found by binding a socket there for a moment before the server starts.

    The server (aiohttp) would fail with a traceback instead: for a host name that resolves
    to nothing, an address this machine does not have, or a port another program (another
    ``serve``, often) listens on already.
    """
    shown = repr(visible(host))
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (OSError, UnicodeError, ValueError):  # (socket.gaierror is an OSError)
        return f"'serve' cannot listen on {shown}: no address of that name is known here."
    for family, kind, protocol, _name, address in found:
        try:
            with socket.socket(family, kind, protocol) as probe:
                # as the server's own socket does: a port left in TIME_WAIT is free to take
                probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                probe.bind(address)
        except OSError as error:
            return cannot_listen(host, port, error)
    return None


def cannot_listen(host: str, port: int, error: OSError) -> str:
    """The sentence for an ``error`` binding ``host`` and ``port``."""
    if error.errno == errno.EADDRINUSE:
        return f"The port {port} is in use: is another serve running?"
    if error.errno == errno.EADDRNOTAVAIL:
        return f"'serve' cannot listen on {visible(host)!r}: it is not an address of this host."
    if error.errno in (errno.EACCES, errno.EPERM):
        return (
            f"'serve' may not listen on port {port}: ports below 1024 usually need the "
            "administrator; pick a higher one, like 8000."
        )
    reason = error.strerror or type(error).__name__
    return f"'serve' cannot listen on {visible(host)!r} port {port} ({reason})."


def join_command(package: str) -> str:
    """The shell command each browser's session runs: this Python, the game's ``join``.

    ``-P``: the folder ``serve`` was started in is not put first on the module path, so a
    folder that holds a ``shared/`` (or a game's package) of its own cannot stand in for the
    installed one in every browser's process (it left each browser a blank terminal).
    """
    return f"{shlex.quote(sys.executable)} -P -m {package} join"


def serve(
    command: str, *, game: str, title: str, host: str, port: int, public_url: str | None
) -> int:
    """Serve ``command`` (``game``'s ``join``) to browsers until interrupted; returns the exit
    code (1, after one sentence, when it cannot listen where it is asked to)."""
    try:
        server_module = importlib.import_module("textual_serve.server")
    except ImportError:
        print(MISSING, file=sys.stderr)
        return 1
    problem = listen_problem(host, port)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="sinful-tables-serve-") as folder:
        data = served_data_dir(game, Path(folder))
        if data is None:
            print(NO_LINK, file=sys.stderr)
            return 1
        options = {"host": host, "port": port, "title": title, "public_url": public_url}
        templates = page_templates(server_module, Path(folder))
        if templates is not None:
            options["templates_path"] = str(templates)
        before = os.environ.get(DATA_DIR_VARIABLE)
        os.environ[DATA_DIR_VARIABLE] = str(data)  # (each session's process inherits it)
        try:
            server_module.Server(command, **options).serve()
        except OSError as error:  # (taken in the moment since the look above)
            print(cannot_listen(host, port, error), file=sys.stderr)
            return 1
        finally:
            if before is None:
                del os.environ[DATA_DIR_VARIABLE]
            else:
                os.environ[DATA_DIR_VARIABLE] = before
    return 0
