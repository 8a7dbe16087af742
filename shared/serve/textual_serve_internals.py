"""The one private part of textual-serve that ``serve`` uses, in one place.

textual-serve (pinned in ``pyproject.toml``) keeps each session's process to itself, and only
asks it to quit through its standard input, which a process busy with a flood of keys reads
only minutes later. To end it within seconds :mod:`shared.serve.server` must signal it, so it
reads the process from the private ``AppService._process`` here and nowhere else. After an
upgrade, ``tests/shared/test_serve_internals.py`` names what moved and what it breaks.
"""

from __future__ import annotations

from asyncio.subprocess import Process

from textual_serve.app_service import AppService


def app_process(service: AppService) -> Process | None:
    """The process ``service`` started (``None`` before its start)."""
    process = getattr(service, "_process", None)
    return process if isinstance(process, Process) else None
