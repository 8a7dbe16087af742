"""What start-up leaves for later still behaves as before (issue "Instant")."""

from __future__ import annotations

import gc
from types import ModuleType
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from meaculpa_tui.engine import actions as meaculpa_actions
from sinners_tui.engine import actions as sinners_actions


def _cached_actions(module: ModuleType) -> list[BaseModel]:
    """Every action instance in ``module``'s tables (tuples, nested tuples, dicts)."""
    found: list[BaseModel] = []

    def walk(value: Any) -> None:
        if isinstance(value, module._Action):
            found.append(value)
        elif isinstance(value, tuple):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)

    for value in vars(module).values():
        walk(value)
    return found


@pytest.mark.parametrize("module", [meaculpa_actions, sinners_actions], ids=["meaculpa", "sinners"])
def test_cached_actions_equal_validated_ones(module: ModuleType):
    cached = _cached_actions(module)
    assert len(cached) > 50
    for action in cached:
        validated = type(action).model_validate(action.model_dump(exclude_unset=True))
        assert validated == action and hash(validated) == hash(action)
        assert validated.model_fields_set == action.model_fields_set
        assert module.parse_action(action.model_dump(mode="json")) == action


def test_actions_still_refuse_bad_values():
    with pytest.raises(ValidationError):
        meaculpa_actions.parse_action({"kind": "donate_coin", "taler": 7})
    with pytest.raises(ValidationError):
        meaculpa_actions.ChooseBonus(bonus=0)
    with pytest.raises(ValidationError):
        meaculpa_actions.parse_action({"kind": "pass", "extra": 1})
    with pytest.raises(ValidationError):
        sinners_actions.parse_action({"kind": "summon", "card": "x"})
    with pytest.raises(ValidationError):
        sinners_actions.parse_action({"kind": "preach", "extra": 1})


def test_collections_held_for_start_up_are_resumed_by_the_command_line(capsys):
    from shared.cli import GameSpec, run
    from shared.startup import hold_collections
    from tests.shared import toy_engine

    spec = GameSpec(title="Toy", command="toy", engine=toy_engine, description="A toy.")
    assert gc.isenabled()
    hold_collections()
    try:
        assert not gc.isenabled()
        assert run(spec, ["simulate", "--games", "1", "--players", "2", "--jobs", "1"]) == 0
        assert gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()


def test_holding_leaves_collections_alone_when_they_are_off():
    from shared.startup import hold_collections, resume_collections

    gc.disable()
    try:
        hold_collections()
        resume_collections()
        assert not gc.isenabled()
    finally:
        gc.enable()


async def test_collections_held_for_start_up_are_resumed_at_the_first_frame():
    from shared.startup import hold_collections
    from tests.shared.ui.bench_toy import new_app

    hold_collections()
    try:
        app = new_app()
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()


@pytest.mark.parametrize("game", ["meaculpa", "sinners"])
def test_starting_an_app_leaves_what_only_later_screens_need_unimported(game: str):
    """The command line and the app's classes import no log panel (``RichLog`` brings
    ``rich.pretty``), no results table (``DataTable``), no rules screen (Markdown), no
    simulation and no search bot: the setup screen's first frame needs none of them."""
    import subprocess
    import sys

    later = [
        "textual.widgets._rich_log",
        "textual.widgets._data_table",
        "rich.pretty",
        "shared.ui.screens.rules",
        "shared.engine.simulate",
        "shared.engine.mcts",
    ]
    code = (
        f"import sys, {game}_tui.__main__, {game}_tui.ui.app; "
        f"print([name for name in {later!r} if name in sys.modules])"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == "[]"


#: What a game's setup screen may have run by its first frame: of the rules, only the game's
#: name, numbers and words (``data``, ``topics``, Sinners' card names), and nothing of pydantic,
#: the records, the saves, the table files, the screens of play or the dialogs.
FIRST_FRAME_CHILD = """
import json, sys
from textual.app import App
from shared.lazy import loaded
from shared.ui.app import HotSeatApp
from shared.ui.screens.setup import SetupScreen

found = []

def note_modules():
    if not found:
        found.extend(name for name in sorted(sys.modules) if loaded(name))

# the first two things done after the first frame, whichever comes first: the app's and the
# setup screen's (which lists the saved games)
def at_first_frame(app):
    note_modules()
    app.exit()

build_rest = SetupScreen._build_rest

async def noted_build_rest(screen):
    note_modules()
    await build_rest(screen)

HotSeatApp._after_first_frame = at_first_frame
SetupScreen._build_rest = noted_build_rest
run = App.run
App.run = lambda app, **options: run(app, headless=True, size=(100, 30))
import {game}_tui.__main__ as command
command.main([])
print(json.dumps(found))
"""


@pytest.mark.parametrize("game", ["meaculpa", "sinners"])
def test_the_setup_screen_is_drawn_before_pydantic_the_rules_or_the_saves_load(
    game: str, tmp_path, monkeypatch
):
    """The command without arguments draws its setup screen first, and only then loads what
    a game needs (``shared.lazy``): with an unfinished game saved too, which is listed right
    after the first frame."""
    import importlib
    import json
    import os
    import subprocess
    import sys

    from shared.engine.autosaves import new_autosave_path
    from shared.engine.record import GameRecord
    from shared.engine.saves import save_record

    folder = tmp_path / "data"
    monkeypatch.setenv("SINFUL_TABLES_DATA_DIR", str(folder))
    engine = importlib.import_module(f"{game}_tui.engine")
    record = GameRecord.start(engine, ["Ann", "Ben"], 7)
    state = record.initial_state(engine)
    record = record.with_action(engine.legal_actions(state)[0])
    save_record(record, new_autosave_path(game))
    env = {
        **os.environ,
        "SINFUL_TABLES_DATA_DIR": str(folder),
        "SINFUL_TABLES_CONFIG_DIR": str(tmp_path / "config"),
    }
    done = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME_CHILD.format(game=game)],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        env=env,
    )
    modules = json.loads(done.stdout.strip().splitlines()[-1])
    assert modules, done.stderr
    light = {f"{game}_tui.engine", f"{game}_tui.engine.data", f"{game}_tui.engine.topics"}
    light |= {"sinners_tui.engine.cards"} if game == "sinners" else set()
    heavy = [
        name
        for name in modules
        if name.split(".")[0] in ("pydantic", "pydantic_core")
        or (name.startswith(f"{game}_tui.engine") and name not in light)
        or name.startswith(f"{game}_tui.bots.")
        or name
        in (
            "shared.engine.record",
            "shared.engine.saves",
            "shared.engine.log",
            "shared.engine.autosaves",
            "shared.engine.games_memo",
            "shared.engine.table_store",
            "shared.engine.statistics",
            # the screens of play and the dialogs, and what only they use
            "shared.ui.screens.table",
            "shared.ui.screens.messages",
            "shared.ui.dialogs.base",
            "shared.ui.dialogs.confirm",
            "shared.ui.widgets.choices",
        )
    ]
    assert heavy == []
