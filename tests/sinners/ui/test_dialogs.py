"""The decision dialogs: piles by keys and mouse, refusals in the engine's words, reopening."""

from __future__ import annotations

from typing import Any

from shared.engine.log import LogEntry
from shared.ui import PlayerScreen, ResultsDialog, RulesScreen
from shared.ui.widgets.choices import CLOSED_MARK, choice_key
from sinners_tui import engine
from sinners_tui.engine import data, topics
from sinners_tui.engine.cards import IS_SACRAMENT
from sinners_tui.ui import styling
from sinners_tui.ui.dialogs import DecisionDialog, PileChoice
from sinners_tui.ui.piles import PilesDialog
from sinners_tui.ui.private import DecisionHint
from sinners_tui.ui.results import RoundScoringDialog
from tests.sinners.ui import screenshots as shots
from tests.sinners.ui.driver import open_with
from tests.ui_support import run_app, screen_text, wait_until

SIZE = (120, 36)


def reason(app: Any) -> str:
    return str(app.screen.query_one("#reason").render())


async def _dialog(pilot: Any) -> DecisionDialog:
    await shots.to_dialog(pilot)
    dialog = pilot.app.screen
    assert isinstance(dialog, DecisionDialog)
    return dialog


async def test_discarding_onto_the_pile_of_phase_a_is_refused_with_the_reason():
    record = shots.record_until(
        shots.PLAYERS, 0, lambda s: s.phase == "discard" and s.pile_used is not None
    )
    app = shots.app_at(record)
    async with run_app(app, SIZE) as pilot:
        dialog = await _dialog(pilot)
        used = app.state.pile_used
        assert dialog.pile == 1 - used  # the allowed pile comes first
        done = len(app.record.actions)
        await pilot.click(f"#pile-button-{used}")  # the closed pile is not chosen: it says why
        await pilot.pause()
        assert dialog.pile == 1 - used and len(app.record.actions) == done
        assert "in phase A, so discard onto the" in reason(app)
        await pilot.press("1")  # the discard is deliberate: a digit only chooses the card
        await pilot.pause()
        assert reason(app).startswith("Enter: Discard ") and len(app.record.actions) == done
        await pilot.press("enter")
        await wait_until(pilot, lambda: len(app.record.actions) == done + 1)
        assert app.record.actions[-1]["pile"] == 1 - used


async def test_a_click_chooses_the_pile_of_the_unkept_card():
    app = shots.app_at(shots.position("preach"))
    async with run_app(app, SIZE) as pilot:
        dialog = await _dialog(pilot)
        assert dialog.pile == 0
        await pilot.click("#pile-button-1")
        assert dialog.pile == 1
        done = len(app.record.actions)
        await pilot.press("1")
        await wait_until(pilot, lambda: len(app.record.actions) == done + 1)
        assert app.record.actions[-1]["kind"] == "keep"
        assert app.record.actions[-1]["pile"] == 1


async def test_an_empty_pile_is_offered_closed_and_says_why():
    app = shots.app_at(shots.position("draw"))
    async with run_app(app, SIZE) as pilot:
        dialog = await _dialog(pilot)
        closed = [c for c in dialog.choices if c.reason is not None]
        assert any("left pile" in c.label for c in closed)
        assert f"({CLOSED_MARK} the pile is empty)" in screen_text(app)
        index = next(i for i, c in enumerate(dialog.choices) if c.reason is not None)
        done = len(app.record.actions)
        await pilot.press(str(index + 1))
        await pilot.pause()
        assert "pile is empty" in reason(app)
        assert len(app.record.actions) == done


async def test_a_second_sacrament_in_one_turn_is_refused_with_the_reason():
    def second_sacrament(state: Any) -> bool:
        hand = state.hands[state.turn] if state.phase == "play" else []
        return state.sacrament_played and any(IS_SACRAMENT[card] for card in hand)

    record = shots.record_until(shots.PLAYERS, 0, second_sacrament)
    app = shots.app_at(record)
    async with run_app(app, SIZE) as pilot:
        dialog = await _dialog(pilot)
        sacraments = {styling.type_name(kind) for kind in data.SACRAMENT_TYPES}
        index = next(
            i
            for i, c in enumerate(dialog.choices)
            if c.reason and c.label.split(" \u00d7")[0].split(" \u00b7")[0] in sacraments
        )
        await pilot.press(choice_key(index + 1) or "")
        await pilot.pause()
        assert "already played a Sacrament this turn" in reason(app)


async def test_escape_shows_the_hand_and_d_or_a_click_reopens_the_dialog():
    app = shots.app_at(shots.mid_round())
    async with run_app(app, SIZE) as pilot:
        await _dialog(pilot)
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        text = screen_text(app)
        assert "Your hand" in text and "d or a click here opens your choices" in text
        await pilot.press("d")
        await wait_until(pilot, lambda: isinstance(app.screen, DecisionDialog))
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))
        await pilot.click(DecisionHint)
        await wait_until(pilot, lambda: isinstance(app.screen, DecisionDialog))


async def test_every_pile_choice_knows_its_action_per_pile():
    app = shots.app_at(shots.position("wrath"))
    async with run_app(app, SIZE) as pilot:
        dialog = await _dialog(pilot)
        legal = engine.legal_actions(app.state)
        offered = [a for c in dialog.choices for a in c.value.actions.values()]
        assert all(isinstance(c.value, PileChoice) for c in dialog.choices)
        assert set(offered) <= set(legal)
        labels = {engine.describe_action(app.state, a) for a in legal}
        covered = {engine.describe_action(app.state, a) for a in offered}
        assert covered == labels  # alike cards are offered once, but every move is there


async def test_p_lists_both_piles_card_by_card():
    app = shots.app_at(shots.mid_round())
    async with run_app(app, SIZE) as pilot:
        await shots.to_hand(pilot)
        text = await open_with(pilot, "p", PilesDialog)
        for index, name in enumerate(("Left", "Right")):
            assert f"{name} pile: {len(app.state.piles[index])} cards" in text
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, PlayerScreen))


async def test_f1_shows_the_rules_and_the_rules_notes():
    app = shots.app_at(shots.start_of_game())
    async with run_app(app, SIZE) as pilot:
        await shots.to_curtain(pilot)
        text = await open_with(pilot, "f1", RulesScreen)
        screen = app.screen
        assert screen.rules.startswith("# Sinners: how the game goes")
        assert "SN-1" in screen.notes and "SN-33" in screen.notes
        assert "Sinners: how the game goes" in text


def _result(topic: str | None, title: str) -> LogEntry:
    return LogEntry(text=title, kind="result", title=title, topic=topic)


async def test_results_become_one_scoring_dialog_and_a_game_over_screen():
    """The dialog is chosen by the entry's topic; its title plays no part in the choice."""
    app = shots.app_at(shots.round_end())
    async with run_app(app, SIZE) as pilot:
        await shots.to_scoring(pilot)
        assert isinstance(app.screen, RoundScoringDialog)
        assert app.make_result_dialog(_result(topics.ROUND_SCORE, "Runde 1: Ann")) is None
        assert app.make_result_dialog(_result(topics.GAME_OVER, "Ann gewinnt")) is None
        assert isinstance(
            app.make_result_dialog(_result(topics.TOTALS, "Summen")), RoundScoringDialog
        )
        assert isinstance(app.make_result_dialog(_result(topics.TIE, "Gleichstand")), ResultsDialog)
        untagged = _result(None, "Totals after round 1")
        assert isinstance(app.make_result_dialog(untagged), ResultsDialog)


async def test_the_game_over_screen_shows_the_tie_breaks_when_used():
    app = shots.app_at(shots.finished_game())
    async with run_app(app, SIZE) as pilot:
        await shots.to_game_over(pilot)
        view = engine.public_view(app.state)
        tie = LogEntry(
            text="Game over: Ann wins",
            kind="result",
            title="Game over: Ann wins",
            lines=(
                "Tied on 104 souls: Ann, Ben.",
                "Tie-break, Sinners in church this round: Ann 7, Ben 5.",
            ),
        )
        view = view.model_copy(update={"log": [*view.log, tie]})
        await app.push_screen(app.make_game_over_screen(view, [0]))
        await pilot.pause()
        text = screen_text(app)
        assert "Tie-break, Sinners in church this round: Ann 7, Ben 5." in text
        await pilot.press("end")  # the statistics and their chart follow the result
        await pilot.pause()
        assert "Totals after each round" in text + screen_text(app)
