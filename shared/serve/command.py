"""The ``serve`` command: what it checks before it listens, the folders it makes for the
browsers' processes, and the server it runs until interrupted (see :mod:`shared.serve`)."""

from __future__ import annotations

import importlib
import os
import shlex
import sys
import tempfile
from pathlib import Path

from shared.engine.files import DATA_DIR_VARIABLE
from shared.serve.folders import served_data_dir
from shared.serve.limits import Limits
from shared.serve.listening import (
    cannot_listen,
    listen_problem,
    listening_url,
    trust_warning,
    wildcard_problem,
)
from shared.serve.page import page_templates

#: What to say when the extra is missing.
MISSING = (
    "'serve' needs textual-serve, an optional extra: pip install \"sinful-tables[web]\" "
    '(in a checkout: pip install ".[web]").'
)

#: What to say when the browsers' data folder cannot link to the tables.
NO_LINK = (
    "'serve' cannot link the tables folder into the browsers' own data folder (see "
    "shared/serve/folders.py), so it does not start: a browser could reach this account's "
    "own games."
)


def join_command(package: str) -> str:
    """The shell command each browser's session runs: this Python, the game's ``join``.

    ``-P``: the folder ``serve`` was started in is not put first on the module path, so a
    folder that holds a ``shared/`` (or a game's package) of its own cannot stand in for the
    installed one in every browser's process (it left each browser a blank terminal).
    """
    return f"{shlex.quote(sys.executable)} -P -m {package} join"


def serve(
    command: str,
    *,
    game: str,
    title: str,
    host: str,
    port: int,
    public_url: str | None,
    limits: Limits,
    trust_proxy: bool = False,
) -> int:
    """Serve ``command`` (``game``'s ``join``) to browsers until interrupted, within
    ``limits``; returns the exit code (1, after one sentence, when it cannot listen where it is
    asked to, or would send browsers to an address they cannot open)."""
    try:
        server_module = importlib.import_module("textual_serve.server")
        from shared.serve.server import TableServer  # (imports textual-serve's modules)
    except ImportError:
        print(MISSING, file=sys.stderr)
        return 1
    problem = wildcard_problem(host, port, public_url) or listen_problem(host, port)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    warning = trust_warning(host, trust_proxy)
    if warning is not None:
        print(warning, file=sys.stderr)
    with tempfile.TemporaryDirectory(prefix="sinful-tables-serve-") as folder:
        data = served_data_dir(game, Path(folder))
        if data is None:
            print(NO_LINK, file=sys.stderr)
            return 1
        templates = page_templates(server_module, Path(folder))
        server = TableServer(
            command,
            limits=limits,
            trust_proxy=trust_proxy,
            folder=Path(folder),
            host=host,
            port=port,
            title=title,
            public_url=public_url or listening_url(host, port),
            given_url=public_url,
            **({} if templates is None else {"templates_path": str(templates)}),
        )
        before = os.environ.get(DATA_DIR_VARIABLE)
        os.environ[DATA_DIR_VARIABLE] = str(data)  # (each session's process inherits it)
        try:
            server.serve()
        except OSError as error:  # (taken in the moment since the look above)
            print(cannot_listen(host, port, error), file=sys.stderr)
            return 1
        finally:
            if before is None:
                del os.environ[DATA_DIR_VARIABLE]
            else:
                os.environ[DATA_DIR_VARIABLE] = before
    return 0
