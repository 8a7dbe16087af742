"""Command line of Mea Culpa: `meaculpa`, `meaculpa simulate`, `meaculpa replay FILE`."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from shared.startup import hold_collections

hold_collections()  # until the first frame: see shared.startup

from meaculpa_tui import engine  # noqa: E402
from meaculpa_tui.bots import BOTS, THINKING_BOTS  # noqa: E402
from shared.cli import GameOption, GameSpec, LaunchRequest, run  # noqa: E402


def game_spec() -> GameSpec:
    """How Mea Culpa plugs into the shared command line."""
    return GameSpec(
        title="Mea Culpa",
        command="meaculpa",
        engine=engine,  # type: ignore[arg-type]
        description="Mea Culpa, a hot-seat game for 2-4 players in the terminal.",
        options=[
            GameOption(
                name="sophisticated_penitent",
                flag="--sophisticated-penitent",
                help="variant for the Sophisticated Penitent: taking back a move is a petty "
                "sin (not for the Petty Sinner)",
            )
        ],
        rounds_of=engine.round_number,
        bots=dict(BOTS),
        thinking_bots=THINKING_BOTS,
        launch=launch,
    )


def launch(request: LaunchRequest) -> int:
    """Start the app (imported here, so ``meaculpa simulate`` never loads the screens)."""
    from meaculpa_tui.ui.app import MeaCulpaApp
    from shared.ui.launch import launch_app

    return launch_app(MeaCulpaApp, game_spec(), request)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `meaculpa` command."""
    return run(game_spec(), argv)


if __name__ == "__main__":
    sys.exit(main())
