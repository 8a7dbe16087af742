"""Command line of Sinners: `sinners`, `sinners simulate`, `sinners replay FILE`."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from shared.startup import hold_collections

hold_collections()  # until the first frame: see shared.startup

from shared.cli import GameOption, GameSpec, LaunchRequest, run  # noqa: E402
from sinners_tui import engine  # noqa: E402
from sinners_tui.bots import BOTS, THINKING_BOTS  # noqa: E402


def launch(request: LaunchRequest) -> int:
    """Start the app (imported only now, so ``sinners simulate`` never loads the screens)."""
    from sinners_tui.ui.app import launch as launch_app

    return launch_app(request)


def game_spec() -> GameSpec:
    """How Sinners plugs into the shared command line."""
    return GameSpec(
        title="Sinners",
        command="sinners",
        engine=engine,  # type: ignore[arg-type]
        description="Sinners, a hot-seat game for 2-5 players in the terminal.",
        options=[
            GameOption(
                name="beginner",
                flag="--beginner",
                help="beginner variant: no Demons are summoned",
            )
        ],
        rounds_of=engine.round_number,
        launch=launch,
        has_round_cap=True,
        bots=dict(BOTS),
        thinking_bots=THINKING_BOTS,
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `sinners` command."""
    return run(game_spec(), argv)


if __name__ == "__main__":
    sys.exit(main())
