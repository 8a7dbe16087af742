"""The two error types a player can meet, each with a message written for a person."""

from __future__ import annotations

from pathlib import Path

from shared.engine.names import visible


class IllegalActionError(ValueError):
    """An action the rules do not allow right now.

    The message is shown to the player as it is, so it says *why* in plain words
    ("You have only 3 taler; a jewel costs 6."), never an internal name.
    """


class SaveFileError(Exception):
    """A save file that cannot be used: missing, broken, of the other game, or too new.

    The file is never modified when this is raised; ``path`` and ``problem`` let the user
    interface say which file and what is wrong with it. The message shows the path through
    :func:`~shared.engine.names.visible`: a control character in a file's name is written as
    its escape, never sent to the terminal.
    """

    #: What the file is, as the screens name it.
    kind = "save file"

    def __init__(self, path: Path | str, problem: str) -> None:
        self.path = Path(path)
        self.problem = problem
        super().__init__(f"Cannot use the {self.kind} {visible(str(self.path))}: {problem}")
