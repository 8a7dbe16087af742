"""Every reading in the rules notes is proven by a test that names it (DECISIONS.md)."""

from __future__ import annotations

import re
from pathlib import Path

import sinners_tui
from sinners_tui.engine import cards, data

NOTES = Path(sinners_tui.__file__).parent / "rules_notes.md"
TESTS = Path(__file__).parent


def _ids(text: str) -> set[str]:
    return set(re.findall(r"\bSN-(\d+)\b", text))


def test_every_sn_id_in_the_rules_notes_is_cited_by_a_test():
    notes = _ids(NOTES.read_text(encoding="utf-8"))
    cited: set[str] = set()
    for path in TESTS.glob("test_*.py"):
        if path.name == Path(__file__).name:
            continue
        text = path.read_text(encoding="utf-8")
        # A test cites an id in its name (sn12) or its docstring / comment (SN-12).
        cited |= _ids(text) | set(re.findall(r"def test_[a-z0-9_]*?sn(\d+)", text))
        cited |= set(re.findall(r"_sn(\d+)_", text))
    missing = sorted(notes - cited, key=int)
    assert not missing, f"rules notes ids without a test: {', '.join('SN-' + m for m in missing)}"


def test_rules_notes_cover_the_binding_decisions_sn1_to_sn23():
    notes = _ids(NOTES.read_text(encoding="utf-8"))
    assert {str(n) for n in range(1, 24)} <= notes


def test_rules_notes_mark_the_readings_as_the_projects_own():
    text = NOTES.read_text(encoding="utf-8")
    assert "this project's reading of the rules" in text


def test_sn1_the_notes_count_of_sacraments_is_the_sum_of_their_copies_and_the_datas():
    """SN-1: "plus N Sacraments (3 Baptism, ...)": N is the sum of the copies listed, which are
    the copies of one deck in data.py, and the deck size of the notes adds up with them."""
    text = " ".join(NOTES.read_text(encoding="utf-8").split())
    named = re.search(r"plus (\d+) Sacraments \(([^)]*)\)", text)
    assert named, "SN-1 no longer lists its Sacraments as 'plus N Sacraments (...)'"
    listed: dict[str, int] = {}
    for item in named.group(2).split(","):
        copies, name = item.strip().split(" ", 1)
        listed[name] = int(copies)
    in_data = {
        data.TYPE_NAMES[row.type]: len(row.worths)
        for row in data.DECK_ROWS
        if row.type in data.SACRAMENT_TYPES
    }
    assert listed == in_data
    assert int(named.group(1)) == sum(listed.values()) == sum(in_data.values())
    deck = re.search(r"One deck holds (\d+) cards", text)
    assert deck, "SN-1 no longer says how many cards one deck holds"
    sinners_and_doers = sum(
        len(row.worths) for row in data.DECK_ROWS if row.type not in data.SACRAMENT_TYPES
    )
    assert int(deck.group(1)) == cards.DECK_SIZE == sinners_and_doers + sum(in_data.values())
