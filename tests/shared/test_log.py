"""Log entries carry their own privacy."""

from shared.engine.log import LogEntry, visible_log


def test_private_entries_reach_only_their_seat():
    entries = [
        LogEntry(text="Ann buys bread."),
        LogEntry(text="You keep 5 taler.", seat=1),
        LogEntry(text="Bids revealed", kind="result", title="Bids", lines=("Ann 3+2",)),
    ]
    assert [e.text for e in visible_log(entries, 0)] == ["Ann buys bread.", "Bids revealed"]
    assert len(visible_log(entries, 1)) == 3
    assert len(visible_log(entries, None)) == 2


def test_round_trips_through_json():
    entry = LogEntry(text="x", seat=2, kind="result", title="T", lines=("a", "b"))
    assert LogEntry.model_validate_json(entry.model_dump_json()) == entry
