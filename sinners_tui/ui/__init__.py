"""The Sinners screens on the shared hot-seat framework (``shared.ui``)."""

from sinners_tui.ui.app import SinnersApp, launch

__all__ = ["SinnersApp", "launch"]
