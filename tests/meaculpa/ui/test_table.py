"""Mouse and bots at the Mea Culpa table, and the MC-29 warning of the compartment dialog."""

from __future__ import annotations

from meaculpa_tui.ui.choices import place_decision
from shared.ui import CurtainScreen, PlayerScreen, SealDialog, SinceScreen
from tests.meaculpa.ui.demo import new_record
from tests.meaculpa.ui.moments import deciding_view
from tests.meaculpa.ui.support import SIZE, mea_app, start
from tests.ui_support import run_app, screen_text, wait_until


async def test_the_mouse_lifts_the_curtain_and_chooses_a_bonus_and_its_compartment():
    app = mea_app(start(new_record(2, seed=8)))

    async def click_option(words: str, title: str) -> None:
        """Click where the dialog shows ``words`` (the option's first line): the lowest such
        line, as the dialog stands at the foot, below the seat's own list of its options."""
        await wait_until(pilot, lambda: getattr(app.screen, "title_text", "") == title)
        await pilot.pause()
        rows = screen_text(app).splitlines()
        row = max(y for y, line in enumerate(rows) if words in line)
        await pilot.click(offset=(rows[row].index(words), row))

    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.click("#curtain-name")
        await wait_until(pilot, lambda: isinstance(app.screen, SinceScreen))
        await pilot.click("#since-help")  # what happened since: a click goes on too
        await click_option("Take starting bonus 3", "Starting bonus")
        await click_option("2. Put", "Which compartment?")
        await wait_until(pilot, lambda: isinstance(app.screen, SealDialog))
        assert len(app.record.actions) == 1  # the compartment waits for the seal
        await pilot.click("#seal")
        await wait_until(pilot, lambda: len(app.record.actions) == 2)
    assert app.record.actions == [
        {"kind": "choose_bonus", "bonus": 3},
        {"kind": "place_donation", "compartment": 2},
    ]


async def test_one_person_plays_with_bots_without_a_curtain():
    app = mea_app(start(new_record(3, seed=2), ["random", "human", "random"]))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.awaiting == 1)
        seats = [s.seat for s in app.screen_stack if isinstance(s, PlayerScreen)]
        assert seats == [1]  # only the person's own screen, never a bot's
        assert not any(isinstance(screen, CurtainScreen) for screen in app.screen_stack)
        text = screen_text(app)
        assert "Ben's screen" in text and f"Money    {app.state.money[1]} taler" in text


def test_the_compartment_dialog_warns_once_compartment_i_was_opened():
    view, seat, legal = deciding_view("compartment")
    assert "never counts again" not in place_decision(view, seat, legal).prompt.plain
    opened = view.model_copy(update={"evaluations": 1})
    decision = place_decision(opened, seat, legal)
    assert "never counts again" in decision.prompt.plain and "costly bluff" in decision.prompt.plain
    assert "MC-29" not in decision.prompt.plain  # (the rule's id is for this test, not players)
    assert "never evaluated now" in decision.choices[0].label


def test_the_dens_mark_a_name_of_punctuation_by_its_seats_mark():
    """Found in play: the dens box cut ``[/]`` to ``[/``; a name whose first letters are not
    letters or digits (or begin as another's do) is marked as on the Record of Sins."""
    from meaculpa_tui import engine as mea_engine
    from meaculpa_tui.engine import data
    from meaculpa_tui.ui.table_text import dens_text
    from shared.initials import seat_marks

    names = ["Ann", "[/]", "Annie"]
    state = mea_engine.new_game(names, 3)
    dens = [[1, 2, 3] for _ in data.DENS]
    text = dens_text(mea_engine.public_view(state.model_copy(update={"dens": dens}))).plain
    marks = seat_marks(names)
    assert "[/" not in text
    assert f"{marks[1]} 2" in text and f"{marks[0]} 1" in text and f"{marks[2]} 3" in text
    plain = dens_text(
        mea_engine.public_view(
            mea_engine.new_game(["Ann", "Ben"], 3).model_copy(
                update={"dens": [[1, 1] for _ in data.DENS]}
            )
        )
    ).plain
    assert "An 1" in plain and "Be 1" in plain  # (plain names keep their first two letters)
