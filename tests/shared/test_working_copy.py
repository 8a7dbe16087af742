"""``WorkingCopy``: an action changes a copy, never its input, and pays only for what it touches."""

from __future__ import annotations

from pydantic import BaseModel, Field

from shared.engine.log import LogEntry
from shared.engine.working_copy import WorkingCopy, item_owner


class Board(BaseModel):
    players: list[str]
    coins: list[int]
    hands: list[list[int]]
    log: list[LogEntry] = Field(default_factory=list)


class Copy(WorkingCopy[Board]):
    __slots__ = ()
    hand = item_owner("hands")


def _board() -> Board:
    return Board(players=["Ann", "Ben"], coins=[1, 2], hands=[[1], [2, 3]])


def test_the_input_is_never_changed_and_untouched_lists_are_shared():
    board = _board()
    before = board.model_copy(deep=True)
    copy = Copy(board)
    copy.own("coins")[0] += 5
    copy.hand(1).append(4)
    copy.own_item("hands", 0).clear()
    copy.say("Ann takes five coins.")
    after = copy.finish()
    assert board == before
    assert after.coins == [6, 2] and after.hands == [[], [2, 3, 4]]
    assert after.players is board.players, "a list nobody changed is not copied"
    assert [entry.text for entry in after.log] == ["Ann takes five coins."]


def test_a_list_is_copied_once_and_a_new_one_not_at_all():
    board = _board()
    copy = Copy(board)
    assert copy.own("coins") is copy.own("coins")
    assert copy.hand(0) is copy.hand(0) is copy.own_item("hands", 0)
    fresh = [9]
    copy.set("coins", fresh)
    assert copy.own("coins") is fresh


def test_log_entries_keep_who_may_read_them():
    copy = Copy(_board())
    copy.say("public")
    copy.tell(1, "for Ben")
    copy.result("scores", "Scores", ["Ann 3"], seat=0)
    log = copy.finish().log
    assert [(entry.text, entry.seat, entry.kind) for entry in log] == [
        ("public", None, "event"),
        ("for Ben", 1, "event"),
        ("Scores", 0, "result"),
    ]
    assert log[2].lines == ("Ann 3",) and log[2].topic == "scores"
    assert log[0].topic is None
    assert log == [LogEntry.model_validate(entry.model_dump()) for entry in log]
    assert copy.name(1) == "Ben"


def test_reset_starts_over_from_another_state_keeping_the_entries():
    board, earlier = _board(), _board()
    copy = Copy(board)
    copy.own("coins")[0] = 0
    copy.say("kept")
    copy.reset(earlier)
    copy.own("coins")[1] = 7
    after = copy.finish()
    assert after.coins == [1, 7] and earlier.coins == [1, 2] and board.coins == [1, 2]
    assert [entry.text for entry in after.log] == ["kept"]


def test_a_fresh_copy_changes_the_state_it_was_given():
    board = _board()
    copy = Copy(board, fresh=True)
    coins = copy.own("coins")
    coins.append(3)
    copy.hand(0).append(5)
    assert copy.finish() is board
    assert board.coins is coins and board.coins == [1, 2, 3] and board.hands[0] == [1, 5]
