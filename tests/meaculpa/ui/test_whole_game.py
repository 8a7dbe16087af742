"""A whole two-player game by keys, watched at every hand-over (played once, checked often).

The game is played through the real screens: the curtain, every decision dialog, the turn
menu and its dialogs, the results. The same playthrough proves the game can be played to the
end and that no hand-over ever shows the previous seat's secrets: it is played once, in one
test, because playing it costs far more than checking it.
"""

from __future__ import annotations

import re

import pytest

from meaculpa_tui import engine
from tests.meaculpa.ui.demo import quick_policy
from tests.meaculpa.ui.playthrough import (
    POPE_MEETING,
    ROOM_WORDS,
    Playthrough,
    play,
    public_texts,
)

#: A seed whose scripted two-player game is short (under a hundred actions, five rounds).
SEED = 119
#: The scripted players donate nothing in their turns (their starting bonuses are donations).
DONATIONS = 0.0


@pytest.mark.long(35)
async def test_a_whole_two_player_game_by_keys_with_privacy_at_every_hand_over():
    """One playthrough, every check (a game by keys is too slow to play once per check)."""
    game = await play(2, SEED, quick_policy(SEED, DONATIONS))
    check_played_to_the_end(game)
    check_every_hand_over_hides_the_previous_seat(game)
    check_a_seat_sees_only_its_own_private_log_entries(game)
    check_the_public_log_never_tells_a_secret(game)


def check_played_to_the_end(game: Playthrough) -> None:
    assert engine.is_over(game.state)
    assert game.state.evaluations == 2
    winner = game.record.players[engine.winners(game.state)[0]]
    assert "Game over" in game.final_text and winner in game.final_text
    assert "Final scoring" in game.final_text and "towards Heaven" in game.final_text
    assert game.autosaved == game.record  # every action was saved at once
    for title in ("Round 1", "Bids revealed", "First evaluation", "Final scoring"):
        assert any(seen.startswith(title) for seen in game.results), title


def check_every_hand_over_hides_the_previous_seat(game: Playthrough) -> None:
    assert len(game.hand_overs) > 20
    for hand_over in game.hand_overs:
        name = game.record.players[hand_over.next_seat]
        assert f"Pass the keyboard to {name}" in hand_over.curtain_text
        assert hand_over.curtain_alone  # no private screen even below the curtain
        assert "Money" not in hand_over.curtain_text and "(only you)" not in hand_over.curtain_text
        for token in hand_over.previous_secrets:
            assert token not in hand_over.curtain_text, token
        if hand_over.next_text is None:
            continue  # the game moved on (e.g. to a public result) before the screen showed
        assert hand_over.next_secrets[0] in hand_over.next_text  # the seat sees its own money
        if hand_over.previous is not None and hand_over.previous != hand_over.next_seat:
            for token in hand_over.previous_secrets:
                if token not in hand_over.next_secrets:
                    assert token not in hand_over.next_text, token


def check_a_seat_sees_only_its_own_private_log_entries(game: Playthrough) -> None:
    for hand_over in game.hand_overs:
        if hand_over.next_text is None:
            continue
        for line in hand_over.next_text.splitlines():
            if "(only you)" not in line:
                continue
            start = line.split("(only you)", 1)[1].strip().rstrip("│ ").strip()
            assert any(entry.startswith(start[:20]) for entry in hand_over.next_own_entries), line


def check_the_public_log_never_tells_a_secret(game: Playthrough) -> None:
    public = public_texts(game.state)
    for text in public:
        assert "into compartment" not in text  # which compartment stays secret (MC-10)
        assert not re.search(r"\bbid(s)? \d", text)
        if POPE_MEETING in text and "Pope die shows" not in text:
            assert not any(word in text for word in ROOM_WORDS), text  # the die is secret
    reveals = [i for i, text in enumerate(public) if text.startswith("Bids revealed")]
    starts = [i for i, text in enumerate(public) if re.match(r"Round \d+ Round \d+", text)]
    for start_index, reveal in zip(starts, reveals, strict=False):
        for text in public[start_index + 1 : reveal]:
            assert not re.search(r"\d+ notch", text), text  # no bid before the reveal
