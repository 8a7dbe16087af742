"""Golden playthroughs: plain-text transcripts of seeded games, committed as a behaviour pin.

For each game, player count and variant in :data:`CASES` this plays one seeded game with a
uniform random chooser (``random.Random(seed)`` picking among the legal actions, nothing else
consulted) and writes every step: the step number, the round, the seat to act (name and
number), every legal action with its label, the action chosen, and the log entries the step
added. Labels are worded from the acting seat's own view (``view_for``), as the menus are.
Log entries written are the public ones and those private to the acting seat (marked
"(to <name>)"); entries private to another seat are left out. Result entries are written with
their title and lines.

Whole games are written: with random play every game of both engines ends within a few
hundred to a thousand steps, so each transcript stays readable (at most a few hundred kB)
while covering every phase, the scoring and the end of the game. Steps are capped at
:data:`MAX_STEPS` as a guard only; a capped transcript says so in its last line.

``tests/golden/test_transcripts.py`` regenerates each transcript in memory and diffs it
against the committed file. After a deliberate behaviour change, regenerate and commit them::

    python -m tests.golden.generate            # every transcript
    python -m tests.golden.generate sinners-4p-seed1   # one, by file stem

and review the ``git diff`` of ``tests/golden/`` as the readable record of what changed.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import meaculpa_tui.engine as meaculpa
import sinners_tui.engine as sinners
from shared.engine.log import LogEntry
from shared.engine.transcript import entry_lines

HERE = Path(__file__).resolve().parent
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")
#: A guard against a game that never ends; no seeded case comes near it today.
MAX_STEPS = 3000


@dataclass(frozen=True)
class Case:
    """One transcript: a game, a player count, a seed and the variant's options."""

    game: str
    players: int
    seed: int
    variant: str = ""
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def stem(self) -> str:
        variant = f"-{self.variant}" if self.variant else ""
        return f"{self.game}-{self.players}p{variant}-seed{self.seed}"

    @property
    def path(self) -> Path:
        return HERE / f"{self.stem}.txt"

    @property
    def engine(self) -> ModuleType:
        return {"meaculpa": meaculpa, "sinners": sinners}[self.game]


CASES: tuple[Case, ...] = (
    # Mea Culpa: 2 players is the 2-player rules (each holds two characters).
    Case("meaculpa", 2, 1),
    Case("meaculpa", 3, 1),
    Case("meaculpa", 4, 1),
    Case("meaculpa", 2, 2, "sophisticated", {"sophisticated_penitent": True}),
    Case("meaculpa", 4, 2, "sophisticated", {"sophisticated_penitent": True}),
    # Sinners: 2 to 5 players, and the beginner variant without Demons.
    Case("sinners", 2, 1),
    Case("sinners", 3, 1),
    Case("sinners", 4, 1),
    Case("sinners", 5, 1),
    Case("sinners", 3, 2, "beginner", {"beginner": True}),
)


def _entry_lines(entry: LogEntry, names: Sequence[str]) -> list[str]:
    return entry_lines(entry, names)


def transcript(case: Case) -> str:
    """The whole transcript of ``case`` as text (deterministic for the code under test)."""
    engine = case.engine
    names = list(NAMES[: case.players])
    rng = random.Random(case.seed)
    state = engine.new_game(names, case.seed, **case.options)
    options = ", ".join(f"{key}={value}" for key, value in sorted(case.options.items()))
    out = [
        f"# {case.game}, {case.players} players ({', '.join(names)}), seed {case.seed}, "
        f"options: {options or 'none'}",
        "# Written by tests/golden/generate.py (random chooser seeded with the game's seed).",
        "# Regenerate on purpose with: python -m tests.golden.generate",
        "",
        "Set-up log:",
    ]
    seen = 0

    def new_entries(seat: int | None) -> list[str]:
        nonlocal seen
        lines: list[str] = []
        for entry in state.log[seen:]:
            if entry.seat is None or entry.seat == seat:
                lines.extend(_entry_lines(entry, names))
        seen = len(state.log)
        return lines

    out.extend(new_entries(None))
    step = 0
    while not engine.is_over(state):
        if step >= MAX_STEPS:
            out += ["", f"(stopped after {MAX_STEPS} steps)"]
            break
        step += 1
        seat = engine.current_player(state)
        assert seat is not None
        view = engine.view_for(state, seat)
        legal = engine.legal_actions(state)
        labels = [engine.describe_action(view, action) for action in legal]
        pick = rng.randrange(len(legal))
        out += ["", f"Step {step}, round {engine.round_number(state)}: {names[seat]} (seat {seat})"]
        out += [f"  {'*' if i == pick else ' '} {i + 1}. {label}" for i, label in enumerate(labels)]
        out.append(f"  chosen: {pick + 1}. {labels[pick]}")
        state = engine.apply_action(state, legal[pick])
        entries = new_entries(seat)
        if entries:
            out.append("  log:")
            out.extend(entries)
    if engine.is_over(state):
        winners = ", ".join(names[seat] for seat in engine.winners(state))
        out += ["", f"Game over after {step} steps; winners: {winners or 'none'}"]
    return "\n".join(out) + "\n"


def main(argv: Sequence[str]) -> int:
    wanted = set(argv)
    unknown = wanted - {case.stem for case in CASES}
    if unknown:
        print(f"unknown transcript(s): {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    for case in CASES:
        if wanted and case.stem not in wanted:
            continue
        text = transcript(case)
        case.path.write_text(text, encoding="utf-8")
        print(f"wrote {case.path.relative_to(HERE.parent.parent)} ({len(text)} characters)")
    return 0


if __name__ == "__main__":
    if __package__ in (None, ""):
        sys.path.insert(0, str(HERE.parent.parent))
    raise SystemExit(main(sys.argv[1:]))
