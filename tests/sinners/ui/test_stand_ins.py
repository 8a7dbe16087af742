"""A church names the set each stand-in Deceiver fills (SN-15): "Deceiver 3♂ (for Proud)"."""

from __future__ import annotations

from sinners_tui.engine import data
from sinners_tui.engine.cards import CARD_TYPE
from sinners_tui.ui.table import church_body
from tests.sinners.ui import screenshots as shots
from tests.ui_support import run_app, screen_text


def cards_of(kind: int, count: int) -> list[int]:
    return [card for card, card_kind in enumerate(CARD_TYPE) if card_kind == kind][:count]


def test_a_stand_in_is_named_with_the_sin_it_stands_in_for():
    prouds = cards_of(data.PROUD, 2)
    plain, *standing = cards_of(data.DECEIVER, 3)
    church = [*prouds, plain, *standing]
    text = church_body(church, stand_ins={card: data.PROUD for card in standing}).plain
    assert "Deceiver " in text and text.endswith(" (for Proud)")
    head, tail = text.split("Deceiver ")[1].split(", ")
    assert "for" not in head and tail.count("(for Proud)") == 1  # the plain one first
    assert "(for" not in church_body(church).plain  # without a record: plain Deceivers


def test_stand_ins_for_two_sins_each_name_their_own():
    dec = cards_of(data.DECEIVER, 2)
    church = [*cards_of(data.PROUD, 1), *cards_of(data.GREEDY, 1), *dec]
    text = church_body(church, stand_ins={dec[0]: data.PROUD, dec[1]: data.GREEDY}).plain
    assert "(for Greedy), " in text and text.endswith("(for Proud)")  # in table order


def has_stand_in(state: shots.State) -> bool:
    return state.phase == "draw" and any(state.stand_ins)


async def test_the_table_shows_which_set_a_stand_in_fills():
    record = shots.record_until(shots.PLAYERS, shots.SEED, has_stand_in)
    state = record.replay(shots.engine)  # type: ignore[arg-type]
    seat = next(seat for seat, record in enumerate(state.stand_ins) if record)
    sin = next(iter(state.stand_ins[seat].values()))
    app = shots.app_at(record, ["random"] * len(shots.PLAYERS), bot_delay=shots.BOARD_PAUSE)
    async with run_app(app, (200, 60)) as pilot:
        await pilot.pause()
        text = screen_text(app)
    assert f"(for {data.TYPE_NAMES[sin]})" in text
