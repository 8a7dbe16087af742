"""Regenerate the SVG screenshots in this folder.

    python screenshots/generate.py            # every game's shots
    python screenshots/generate.py --list     # their names
    python screenshots/generate.py --only meaculpa-board meaculpa-curtain
    python screenshots/generate.py --demo --out /tmp/shots   # the framework's toy game

Each game lists its shots in ``tests/<game>/ui/screenshots.py`` as ``shots() -> list[Shot]``
(see ``tests.shared.ui.screenshots``; they live with the tests, which use the same positions,
and are not installed with the games); a game without that module yet is skipped. Open the
SVGs (any browser) and fix what looks wrong before committing them.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import sys
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # run from anywhere inside the repository

from tests.shared.ui.screenshots import Shot, render_all  # noqa: E402

#: Modules whose ``shots()`` list the screenshots, one per game.
SHOT_MODULES = ("tests.meaculpa.ui.screenshots", "tests.sinners.ui.screenshots")


def game_shots() -> list[Shot]:
    """The shots of every game that lists some."""
    shots: list[Shot] = []
    for name in SHOT_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as error:
            if error.name != name:
                raise
            continue
        shots.extend(module.shots())
    return shots


def demo_shots() -> list[Shot]:
    """Shots of the toy game the framework is tested with (not committed anywhere)."""
    from tests.shared.ui.demo_shots import shots

    return shots()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Regenerate the SVG screenshots.")
    parser.add_argument("--out", type=Path, default=HERE, help="folder for the SVG files")
    parser.add_argument("--only", nargs="+", default=(), metavar="NAME", help="these shots")
    parser.add_argument("--list", action="store_true", help="list the shots and stop")
    parser.add_argument("--demo", action="store_true", help="the toy game's shots instead")
    args = parser.parse_args(argv)
    from shared.ui import read_wait

    read_wait.READ_SECONDS = 0.0  # (the shots' keys come at once, as in the tests)
    shots = demo_shots() if args.demo else game_shots()
    if args.list:
        for shot in shots:
            print(shot.name)
        return 0
    unknown = set(args.only) - {shot.name for shot in shots}
    if unknown:
        parser.error(f"no such shot: {', '.join(sorted(unknown))}")
    for path in asyncio.run(render_all(shots, args.out, args.only)):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
