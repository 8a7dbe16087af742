"""A file the test process may not read, also when the tests run as root."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest


def refuse_reading_when_root(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Root reads a mode-000 file anyway: there, the system's refusal is simulated."""
    if not (hasattr(os, "geteuid") and os.geteuid() == 0):
        return
    real_open = os.open

    def refusing_open(target: Any, *args: Any, **kwargs: Any) -> int:
        if Path(target) == path:
            raise PermissionError(13, "Permission denied", str(target))
        return real_open(target, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing_open)
