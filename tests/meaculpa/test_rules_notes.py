"""The rules notes and the tests stay in step: every MC-n the notes explain is proven."""

from __future__ import annotations

import re
from pathlib import Path

import meaculpa_tui

NOTES = Path(meaculpa_tui.__file__).parent / "rules_notes.md"
TESTS = Path(__file__).parent


def _ids(text: str) -> set[int]:
    return {int(number) for number in re.findall(r"MC-(\d+)", text)}


def test_every_binding_decision_mc1_to_mc32_is_in_the_rules_notes():
    """DECISIONS.md MC-1..MC-32 are all explained to the players."""
    assert set(range(1, 33)) <= _ids(NOTES.read_text(encoding="utf-8"))


def test_new_decision_ids_are_numbered_from_mc33_without_gaps():
    """New readings of this project are numbered MC-33 onwards."""
    ids = _ids(NOTES.read_text(encoding="utf-8"))
    assert ids == set(range(1, max(ids) + 1))


def test_every_mc_id_in_the_rules_notes_appears_in_a_test_file():
    """Each MC-n of the rules notes is cited by at least one test file of the engine."""
    cited: set[int] = set()
    for path in TESTS.glob("test_*.py"):
        if path.name != Path(__file__).name:
            cited |= _ids(path.read_text(encoding="utf-8"))
    missing = sorted(_ids(NOTES.read_text(encoding="utf-8")) - cited)
    assert not missing, f"no test cites MC-{missing}"


def test_rules_notes_mark_the_readings_as_this_projects_own():
    """The notes say plainly that they are the project's reading, not the publisher's."""
    text = NOTES.read_text(encoding="utf-8")
    assert "this\nproject's reading of the rules" in text or "project's reading" in text


def test_mc5_card_table_in_the_notes_matches_the_data_module():
    """MC-5: the card table players read lists the engine's notches and copies."""
    from meaculpa_tui.engine import data

    text = NOTES.read_text(encoding="utf-8")
    rows = re.findall(r"^\| (.+?)\s+\| \+(\d)\s+\| (\d)\s+\|$", text, flags=re.M)
    assert [(int(n), int(c)) for _, n, c in rows] == list(
        zip(data.CARD_NOTCHES, data.CARD_COPIES, strict=True)
    )
