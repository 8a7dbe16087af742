"""How much of the host one stranger may take: sessions, message sizes, time without a key.

Each browser's session is a ``join`` process of its own on the host (some 50 MB at the code
prompt, more at a table), so the number of sessions is what bounds the host's memory, and no
address may take them all:

- :data:`MAX_SESSIONS` (``serve --max-sessions``): 12 in all. Two full tables of five (the
  most a game seats) and two pages opened again while their old sessions end: 12 sessions at
  the code prompt and ``serve`` itself hold some 680 MB (RSS; 490 MB with shared pages
  counted once).
- :data:`MAX_PER_ADDRESS` (``--max-per-address``): 5 from one address, a whole table of five
  behind one home's router; a stranger alone can take no more than that.
- :data:`MAX_MESSAGE_BYTES`: 4 KiB a message. The page sends keys (a few bytes each), its
  size and pings; a pasted code is some twenty. Each byte typed costs the ``join`` process a
  key event, and a 2 MB message kept one busy (and growing to gigabytes) for minutes.
- :data:`KEY_BYTES_PER_SECOND` and :data:`KEY_BURST_BYTES`: keys at 8 KiB a second, after a
  burst of 32 KiB; a page sending more has its session ended, with a sentence. A person types
  some ten keys a second, and a mouse moved fast across the page sends some 2 KiB; each key
  costs a ``join`` some 2 KB until it has handled it, and keys sent faster than it handles
  them made one grow by gigabytes, even in small messages.
- :data:`MAX_PROCESS_MB` (``--max-process-mb``): 300. A ``join`` holds some 50 MB at the code
  prompt and under 100 MB at a table; letters typed for minutes within the budget above still
  made one grow by about 1 MB a second, so a session whose process passes this is ended, with
  a sentence (read from ``/proc``, where there is one): the processes of ``serve`` hold at
  most the sessions times this.
- :data:`IDLE_MINUTES` (``--idle-minutes``): 60. A seat may wait long between its decisions
  while the others think; an hour without a single key is a page left open, and its session
  ends (the seat itself waits at the table: its code puts it back).
- :data:`QUIT_SECONDS` and :data:`KILL_SECONDS`: a session whose page is gone is asked to quit,
  then ended for good, whatever it was doing, within a few seconds.

:class:`Seats` counts the sessions, in all and by address; a session counts from its start
until its process has ended, so the count is the processes alive.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from shared.engine.words import plural

MAX_SESSIONS = 12
MAX_PER_ADDRESS = 5
MAX_MESSAGE_BYTES = 4 * 1024
KEY_BYTES_PER_SECOND = 8 * 1024
KEY_BURST_BYTES = 32 * 1024
MAX_PROCESS_MB = 300
#: Seconds between two looks at a session's memory.
MEMORY_CHECK_SECONDS = 2.0
IDLE_MINUTES = 60.0
#: What a page shows when it sent keys faster than its budget (a close reason).
FLOOD_SENTENCE = (
    "This page sent keys faster than anyone types, so its session ended. Reload the page to "
    "come back."
)
#: Seconds a session's process has to quit once asked to, then to end once told to.
QUIT_SECONDS = 2.0
KILL_SECONDS = 1.0


@dataclass(frozen=True)
class Limits:
    """The limits of one ``serve``."""

    sessions: int = MAX_SESSIONS
    per_address: int = MAX_PER_ADDRESS
    message_bytes: int = MAX_MESSAGE_BYTES
    idle_seconds: float = IDLE_MINUTES * 60
    key_rate: float = KEY_BYTES_PER_SECOND
    key_burst: float = KEY_BURST_BYTES
    process_mb: int = MAX_PROCESS_MB

    def memory_sentence(self) -> str:
        """What a page shows when its session's process grew past ``process_mb`` (a close
        reason)."""
        return (
            f"This session took more than the {self.process_mb} MB a table needs, so it ended. "
            "Reload the page to come back."
        )

    def idle_sentence(self) -> str:
        """What a page shows when its session ended for want of a key (a close reason: at
        most 123 bytes)."""
        return (
            f"This session ended after {duration_words(self.idle_seconds)} without a key. "
            "Reload the page and type your code: your seat waits."
        )


def duration_words(seconds: float) -> str:
    """``"60 minutes"``, ``"1 minute"``, ``"90 seconds"``, ``"1.5 seconds"``."""
    if seconds >= 60 and seconds % 60 == 0:
        minutes = int(seconds // 60)
        return f"{minutes} minute" + ("" if minutes == 1 else "s")
    return f"{seconds:g} second" + ("" if seconds == 1 else "s")


class Seats:
    """The sessions running, in all and by source (an address as
    :func:`shared.engine.join_tries.source_of` counts it)."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.by_source: Counter[str] = Counter()

    @property
    def total(self) -> int:
        return sum(self.by_source.values())

    def refusal(self, source: str) -> str | None:
        """Why no session may start for ``source`` now, in one sentence (``None``: it may)."""
        if self.total >= self.limits.sessions:
            count = self.limits.sessions
            taken = (
                "its one browser session is"
                if count == 1
                else f"all {count} of its browser sessions are"
            )
            return f"This server is full: {taken} taken. Try again in a few minutes."
        if self.by_source[source] >= self.limits.per_address:
            open_here = plural(self.limits.per_address, "session", "sessions")
            return (
                f"Your address has {open_here} open here, the most it may have: close one, "
                "then reload this page."
            )
        return None

    def take(self, source: str) -> str | None:
        """Count a session for ``source`` when one may start; else the sentence saying why not."""
        refusal = self.refusal(source)
        if refusal is None:
            self.by_source[source] += 1
        return refusal

    def give_back(self, source: str) -> None:
        """A session of ``source`` has ended (its process too)."""
        self.by_source[source] -= 1
        if self.by_source[source] <= 0:
            del self.by_source[source]


class KeyBudget:
    """The bytes of keys a page may still send: ``burst`` at first, refilled at ``rate`` a
    second (a token bucket), on the clock ``now`` (seconds)."""

    def __init__(self, rate: float, burst: float, now: float) -> None:
        self.rate = rate
        self.burst = burst
        self.left = burst
        self.since = now

    def spend(self, size: int, now: float) -> bool:
        """Spend ``size`` bytes; whether the page is still within its budget."""
        self.left = min(self.burst, self.left + (now - self.since) * self.rate)
        self.since = now
        self.left -= size
        return self.left >= 0
