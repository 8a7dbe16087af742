"""How long a test waits for what it cannot make happen itself: counted in polls, never seconds.

A whole-game walk bounded by a wall-clock deadline fails on a loaded machine although nothing
is wrong (the same keys, only slower). A walk here is bounded by steps instead: by the keys it
presses, and, while it has no key to press (a bot thinks, a file is polled, a frame settles),
by how many idle polls in a row it makes without any progress. Each poll yields to the app for
:data:`POLL_SECONDS` at least, so on an idle machine :data:`IDLE_POLLS` polls are a minute, and
on a busy one proportionally more: a slow machine makes each poll take longer, not the walk
fail.
"""

from __future__ import annotations

#: What one idle poll yields to the app at least (seconds).
POLL_SECONDS = 0.01
#: Idle polls in a row that call a walk stuck: a minute's worth on an idle machine.
IDLE_POLLS = 6_000


class Patience:
    """Counts idle polls since the last progress; :meth:`exhausted` once there were too many."""

    def __init__(self, polls: int = IDLE_POLLS) -> None:
        self.polls = polls
        self.idle = 0

    def progressed(self) -> None:
        """Something happened (a key was pressed, a bot moved): the count starts again."""
        self.idle = 0

    def exhausted(self) -> bool:
        """Count one idle poll; whether the walk has now waited too long without progress."""
        self.idle += 1
        return self.idle > self.polls
