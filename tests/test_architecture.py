"""Architecture rules that are checked, not hoped for: pure engines, layers, and a clean lint."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent))
    assert found, f"{name} is not installed beside the test interpreter"
    return found


def test_import_contracts_hold():
    """The import-linter contracts in pyproject.toml: engines and the pure core never import
    textual or rich, each game is layered (engine, bots, screens, spec, command line), the games
    are independent, nothing installed imports the tests, and no package has an import cycle."""
    result = subprocess.run(
        [_tool("lint-imports")], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_is_clean():
    result = subprocess.run(
        [_tool("ruff"), "check", "."], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_types_check():
    """mypy finds nothing in the packages (configured in pyproject's ``[tool.mypy]``)."""
    result = subprocess.run([_tool("mypy")], cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_engines_import_without_textual():
    """Importing an engine must not pull textual or rich in, even indirectly at run time."""
    code = (
        "import sys, meaculpa_tui.engine, sinners_tui.engine, shared.engine.saves, "
        "shared.engine.simulate;"
        "bad=[m for m in ('textual','rich') if m in sys.modules]; print(bad); sys.exit(bool(bad))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
