"""Sinners words on screen: the phase Holy Orders is played in, the pile phase C may not use
(marked before a card is chosen), and counts that agree ("1 card", "1 Sinner")."""

from __future__ import annotations

from shared.ui.widgets.footer import KeyBar
from sinners_tui import engine
from sinners_tui.engine import data
from sinners_tui.engine.cards import IS_SINNER
from sinners_tui.ui.decisions import decision_dialog
from sinners_tui.ui.dialogs import DecisionDialog, PileButton
from sinners_tui.ui.piles import PilesDialog
from sinners_tui.ui.status import phase_words
from sinners_tui.ui.table import church_subtitle, stock_line
from tests.shared.ui.screenshots import SHOT_SIZE
from tests.sinners.ui import screenshots as shots
from tests.ui_support import flat_text, run_app, screen_text, wait_until

SIZE = SHOT_SIZE


def test_preaching_for_holy_orders_is_not_called_phase_a():
    record = shots.record_until(
        shots.PLAYERS,
        shots.SEED,
        lambda s: s.phase == "preach" and s.preach_for_orders,
        choose=shots.sacrament_lover(data.HOLY_ORDERS),
    )
    view = engine.public_view(record.replay(engine))
    words = phase_words(view)
    assert "phase A" not in words and "Holy Orders" in words, words


async def test_the_pile_phase_c_may_not_use_is_marked_before_a_card_is_chosen():
    record = shots.discarding()
    state = record.replay(engine)
    assert state.pile_used is not None
    closed, other = state.pile_used, 1 - state.pile_used
    app = shots.app_at(record)
    async with run_app(app, SIZE) as pilot:
        await shots.to_dialog(pilot)
        dialog = app.screen
        assert isinstance(dialog, DecisionDialog) and dialog.pile == other
        text = flat_text(screen_text(app))
        # beside the churches the pile buttons are narrow: the heading says which is closed
        assert "Onto (the other pile is closed)" in text
        assert f"You used the {data.PILE_NAMES[closed]} pile in phase A" in text
        assert dialog.query_one(f"#pile-button-{closed}", PileButton).has_class("-closed")
        bar = dialog.query_one(KeyBar).commands()
        assert not any("pile" in description for description in bar), bar  # no open other pile
        await pilot.press("left" if closed == 0 else "right")
        await pilot.pause()
        assert dialog.pile == other


def test_counts_of_one_read_in_the_singular():
    state = shots.mid_round().replay(engine)
    view = engine.public_view(state)
    one_sinner = next(card for card in range(len(IS_SINNER)) if IS_SINNER[card])
    churches = [list(church) for church in view.churches]
    churches[0] = [one_sinner]
    view = view.model_copy(update={"churches": churches, "deck": view.deck[:1]})
    assert "1 Sinner" in church_subtitle(view, 0) and "1 Sinners" not in church_subtitle(view, 0)
    assert "1 card " in stock_line(view).plain


async def test_a_pile_of_one_card_says_1_card():
    view = engine.public_view(shots.mid_round().replay(engine))
    piles = [list(pile) for pile in view.piles]
    piles[0] = piles[0][:1] or [0]
    view = view.model_copy(update={"piles": piles})
    app = shots.app_at(shots.mid_round())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: app.state is not None)
        dialog = PilesDialog(view)
        app.push_screen(dialog)
        await wait_until(pilot, lambda: app.screen is dialog)
        text = screen_text(app)
        assert "Left pile: 1 card" in text and "1 cards" not in text


def test_an_anointing_target_with_one_card_says_1_card():
    record = shots.record_until(
        shots.PLAYERS,
        shots.SEED,
        lambda s: s.phase == "anoint_target",
        choose=shots.sacrament_lover(data.ANOINTING),
    )
    state = record.replay(engine)
    seat = engine.current_player(state)
    view = engine.view_for(state, seat)
    legal = engine.legal_actions(state)
    target = legal[0].seat
    hands = [list(hand) for hand in view.hands]
    hands[target] = hands[target][:1]
    dialog = decision_dialog(view.model_copy(update={"hands": hands}), seat, legal)
    assert dialog is not None
    labels = [choice.label for choice in dialog.choices]
    assert any(label.endswith("(1 card)") for label in labels), labels
