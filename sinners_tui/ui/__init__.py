"""The Sinners screens on the shared hot-seat framework (``shared.ui``)."""

from __future__ import annotations

from sinners_tui.ui.app import SinnersApp

__all__ = ["SinnersApp"]
