"""The golden playthroughs still come out as committed (see ``tests/golden/generate.py``)."""

from __future__ import annotations

import difflib

import pytest

from tests.golden.generate import CASES, Case, transcript

#: How much of a unified diff a failure shows.
DIFF_LINES = 60


@pytest.mark.parametrize("case", CASES, ids=[case.stem for case in CASES])
def test_transcript_matches_the_committed_file(case: Case) -> None:
    assert case.path.exists(), (
        f"{case.path.name} is missing; write it with: python -m tests.golden.generate {case.stem}"
    )
    expected = case.path.read_text(encoding="utf-8")
    actual = transcript(case)
    if actual == expected:
        return
    diff = list(
        difflib.unified_diff(
            expected.splitlines(),
            actual.splitlines(),
            fromfile=f"committed {case.path.name}",
            tofile="generated now",
            lineterm="",
        )
    )
    shown = "\n".join(diff[:DIFF_LINES])
    more = f"\n... ({len(diff) - DIFF_LINES} more diff lines)" if len(diff) > DIFF_LINES else ""
    pytest.fail(
        f"the {case.stem} playthrough changed:\n{shown}{more}\n"
        "If the change is intended, regenerate and commit the transcripts with:\n"
        f"    python -m tests.golden.generate {case.stem}",
        pytrace=False,
    )


def test_every_transcript_on_disk_has_a_case() -> None:
    """A transcript left behind by a removed case would never be checked again."""
    known = {case.path.name for case in CASES}
    on_disk = {path.name for path in CASES[0].path.parent.glob("*.txt")}
    assert on_disk <= known, f"stale transcripts: {sorted(on_disk - known)}"
