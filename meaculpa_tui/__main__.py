"""Command line of Mea Culpa: `meaculpa`, `meaculpa simulate`, `meaculpa replay FILE`."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from shared.startup import hold_collections

hold_collections()  # until the first frame: see shared.startup

from meaculpa_tui.spec import game_spec  # noqa: E402
from shared.cli import run  # noqa: E402


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `meaculpa` command."""
    return run(game_spec(), argv)


if __name__ == "__main__":
    sys.exit(main())
