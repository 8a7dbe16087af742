"""Saving every move off the key path: a writer thread that always writes the newest record.

A save replaces its file atomically (a temporary file, ``fsync``, rename, ``fsync`` of the
folder: :func:`shared.engine.files.atomic_write_text`), which takes 10-20 ms on an ordinary
disk, one to two hundred times what the rule of a move costs. Made on the key path, every
move's screen waited for it. The :class:`Autosaver` takes the record the moment a move is
committed and writes it in a thread of its own while the next screen is drawn; ``fsync``
releases the interpreter's lock, so the two truly run side by side.

Only the newest record is ever written: when moves come faster than the disk, the ones in
between are skipped (each record holds every move before it), and an older record is never
written after a newer one. Whether the last write worked is reported after each write,
through ``report`` (called in the writer thread: the caller hands it on to its own thread),
as ``None`` or the sentence the screens show, so a failure stays on screen until a save
works. :meth:`Autosaver.flush` waits for the newest record to be on disk (quitting, the end of
a game, tests); a game closed by ``kill -9`` loses at most the move whose write was under way,
never a file: the old one stays whole until the rename.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from shared.lazy import lazy_module
from shared.session.seats import save_seat_kinds

if TYPE_CHECKING:
    from shared.engine import saves
    from shared.engine.record import GameRecord
else:
    saves = lazy_module("shared.engine.saves")


def not_saved_message(error: OSError, folder: Path) -> str:
    """What the screens say: "This game is not being saved: permission denied (/the/folder)."."""
    reason = error.strerror or str(error) or type(error).__name__
    if reason[:1].isupper() and reason[1:2].islower():
        reason = reason[0].lower() + reason[1:]
    return f"This game is not being saved: {reason} ({folder})."


class Autosaver:
    """Writes one game's record into ``path``, newest first, and beside it the seat kinds
    with the table's settings (first-game mode) whenever they changed.

    ``background=False`` writes at once in the caller's thread (the engine-speed tests of the
    session, and anything that must not start a thread).
    """

    def __init__(
        self,
        path: Path,
        seats: Sequence[str],
        report: Callable[[str | None], None],
        *,
        background: bool = True,
    ) -> None:
        self.path = path
        self._seats = list(seats)
        #: The companion file as last written (``None``: not yet).
        self._companion_saved: dict[str, Any] | None = None
        self._report = report
        self._background = background
        self._pending: tuple[GameRecord, dict[str, Any]] | None = None
        self._writing = False
        self._closed = False
        self._changed = threading.Condition()
        self._thread: threading.Thread | None = None

    def save(self, record: GameRecord, settings: Mapping[str, Any] | None = None) -> None:
        """Write ``record`` soon (at once without a background thread), and the table's
        ``settings`` beside it when they changed."""
        pending = (record, dict(settings or {}))
        if not self._background:
            self._write(*pending)
            return
        with self._changed:
            self._pending = pending
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name=f"autosave {self.path.name}", daemon=True
                )
                self._thread.start()
            self._changed.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until the newest record handed over is written (or failed); returns whether
        it was within ``timeout``."""
        with self._changed:
            return self._changed.wait_for(
                lambda: self._pending is None and not self._writing, timeout=timeout
            )

    def close(self, timeout: float | None = None) -> None:
        """Write what is pending, then end the thread."""
        self.flush(timeout)
        with self._changed:
            self._closed = True
            self._changed.notify_all()

    def _run(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None:
                    return
                pending, self._pending = self._pending, None
                self._writing = True
            try:
                self._write(*pending)
            finally:
                with self._changed:
                    self._writing = False
                    self._changed.notify_all()

    def _write(self, record: GameRecord, settings: dict[str, Any]) -> None:
        """Save the seat kinds and settings (when changed) and the record; report how it
        went."""
        try:
            if settings != self._companion_saved:
                save_seat_kinds(self.path, self._seats, settings)
                self._companion_saved = settings
            saves.save_record(record, self.path)
        except OSError as error:
            self._report(not_saved_message(error, self.path.parent))
        else:
            self._report(None)
