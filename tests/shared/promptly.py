"""A guard for calls that must return at once, such as reading a named pipe given as a save."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

#: Refusing a file that is not a regular one takes milliseconds; this only bounds a regression.
PROMPTLY = 10.0


def call_promptly(call: Callable[[], Any], unblock: Path | None = None) -> Any:
    """``call()``'s result (or exception), failing the test if it takes longer than PROMPTLY.

    The call runs in a thread because a regressed reader blocks for ever in ``open`` on a
    named pipe, out of reach of any timeout in the test itself. Opening the pipe ``unblock``
    from the other end afterwards lets that thread finish instead of lingering.
    """
    outcome: list[Any] = []

    def target() -> None:
        try:
            outcome.append(call())
        except BaseException as error:  # handed back to the test below
            outcome.append(error)

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(PROMPTLY)
    if thread.is_alive():
        if unblock is not None:
            os.close(os.open(unblock, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail(f"the call took longer than {PROMPTLY} s")
    if isinstance(outcome[0], BaseException):
        raise outcome[0]
    return outcome[0]
