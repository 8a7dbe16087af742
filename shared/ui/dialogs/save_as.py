"""Save the game under a file name of the player's choosing."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.validation import Length
from textual.widgets import Button, Input, Static

from shared.engine.errors import SaveFileError
from shared.engine.names import visible
from shared.lazy import lazy_module
from shared.ui.dialogs.base import Dialog

if TYPE_CHECKING:
    from shared.engine import saves
    from shared.engine.record import GameRecord
else:
    saves = lazy_module("shared.engine.saves")  # written only when asked: see shared.lazy


class SaveAsDialog(Dialog[Path]):
    """Writes ``record`` with ``saves.save_record``; returns the path, or ``None`` on Escape.

    A failure (a missing folder that cannot be made, no permission, a folder given as the
    name) is explained in the dialog, which stays open. An existing file is replaced only
    after a second press of Save.
    """

    def __init__(self, record: GameRecord, default_path: Path) -> None:
        super().__init__()
        self.record = record
        self.default_path = default_path
        self._confirmed_overwrite: Path | None = None
        self.title_text = "Save the game as"

    def compose_body(self) -> ComposeResult:
        yield Static("File name (the game can be continued with --load FILE):")
        yield Input(
            str(self.default_path),
            id="path",
            validators=[Length(minimum=1, failure_description="Enter a file name.")],
        )
        yield Static("", id="reason", classes="dialog-reason", markup=False)
        with Horizontal(classes="dialog-buttons"):
            yield Button("Save", variant="primary", id="save")
            yield Button("Cancel", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#path", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._save()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "save":
            self._save()
        else:
            self.dismiss(None)

    def _save(self) -> None:
        reason = self.query_one("#reason", Static)
        text = self.query_one("#path", Input).value.strip()
        if not text:
            reason.update("Enter a file name.")
            return
        path = Path(text).expanduser()
        if path.is_dir():
            reason.update(f"{visible(str(path))} is a folder; add a file name.")
            return
        blocking = next((p for p in path.parents if p.exists() and not p.is_dir()), None)
        if blocking is not None:
            reason.update(f"{blocking} is a file, so it cannot hold {path.name}.")
            return
        if path.exists() and self._confirmed_overwrite != path:
            self._confirmed_overwrite = path
            reason.update(f"{visible(str(path))} exists. Press Save again to replace it.")
            return
        try:
            saved = saves.save_record(self.record, path)
        except (OSError, SaveFileError) as error:
            detail = getattr(error, "strerror", None) or str(error)
            reason.update(f"Could not save to {visible(str(path))}: {detail}.")
            return
        self.dismiss(saved)
