"""The Mea Culpa screens: board, player screen, dialogs and results on the shared framework."""

from __future__ import annotations

from meaculpa_tui.ui.app import MeaCulpaApp

__all__ = ["MeaCulpaApp"]
