"""A clock for the tests of screens that wait to be read (``shared.ui.read_wait``): it moves
only when the test says, so no test depends on the machine's speed. The fixture ``clock``
(``tests/shared/ui/conftest.py``) sets the wait to :data:`WAIT` on such a clock."""

from __future__ import annotations

#: The wait the tests set (seconds on their own clock).
WAIT = 1.0


class Clock:
    """A clock that moves only when the test says."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now
