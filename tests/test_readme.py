"""The README's two set-up commands are the ones CI runs, and stay exactly two."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", section, flags=re.S)


def test_exactly_two_setup_commands():
    commands = _readme_commands()
    assert len(commands) == 2
    assert commands[0].endswith("meaculpa")
    assert commands[1].endswith("pytest")


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    match = re.search(r"TEST_COMMAND='(.+)'", ci)
    assert match
    assert match.group(1) == _readme_commands()[1]
