"""Snapshots of the shared screens on the toy game, at one fixed size and theme.

Regenerate after an intended change with ``pytest tests/shared/ui/test_snapshots.py -n0
--snapshot-update`` and look at the SVGs before committing them.
"""

from __future__ import annotations

from shared.ui import CurtainScreen, SetupScreen
from shared.ui.openings import ShowSetup
from tests.shared.ui.toy_app import start, toy_app
from tests.ui_support import assert_svg_snapshot, run_app, wait_until

SIZE = (100, 30)


async def test_curtain(snapshot):
    app = toy_app(start(["Ann", "Ben"], seed=1))
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert_svg_snapshot(snapshot, app)


async def test_setup(snapshot):
    app = toy_app(ShowSetup())
    async with run_app(app, SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, SetupScreen))
        assert_svg_snapshot(snapshot, app)
