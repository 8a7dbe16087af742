"""Speed of the Sinners rules engine: random 4-player games per second, µs per apply_action.

Run from the repository root: ``python benchmarks/bench_sinners_engine.py [--games N]``
(see ``engine_speed.py`` beside this file for what is measured and how).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_speed import main

from sinners_tui import engine

if __name__ == "__main__":
    main(engine, __doc__.splitlines()[0])  # type: ignore[arg-type]
