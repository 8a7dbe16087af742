"""What the screens take from Textual's internals is still there (``shared.ui.textual_internals``).

Each test names, when it fails after an upgrade, the Textual part that moved and what it breaks
here, so the fix starts at the right place.
"""

from __future__ import annotations

from typing import Any

import pytest
import textual
from textual.app import App, ComposeResult
from textual.color import Color
from textual.geometry import Size
from textual.screen import ModalScreen, Screen
from textual.widgets import OptionList, Static

from shared.ui.textual_internals import (
    HeldFrames,
    composed_strips,
    scroll_option_into_view,
    translucent_background,
)
from tests.ui_support import run_app, wait_until

SIZE = (30, 3)


def broke(what: str, consequence: str) -> str:
    return f"textual {textual.__version__} {what}: {consequence}"


class Probe(ModalScreen[None]):
    """A modal screen noting what Textual renders as its translucent background."""

    def __init__(self) -> None:
        super().__init__()
        self.backgrounds: list[tuple[Screen[object], Color] | None] = []

    def render(self) -> Any:
        rendered = super().render()
        self.backgrounds.append(translucent_background(rendered))
        return rendered


class OneLine(App[None]):
    def compose(self) -> ComposeResult:
        yield Static("hello, internals")


async def test_a_screen_still_gives_the_lines_it_shows():
    app = OneLine()
    async with run_app(app, SIZE) as pilot:
        await pilot.pause()
        try:
            strips = composed_strips(app.screen, Size(*SIZE))
        except AttributeError as error:
            pytest.fail(
                broke(
                    f"no longer has Screen._compositor.render_strips ({error})",
                    "the dim tint behind dialogs (shared.ui.widgets.tint.TintedScreen) needs "
                    "a new way to read the screen beneath",
                )
            )
        first = "".join(segment.text for segment in strips[0])
        assert len(strips) == SIZE[1] and first.startswith("hello, internals"), broke(
            "composes a screen's lines differently",
            "the dim tint behind dialogs would show something else than the screen beneath",
        )


async def test_a_translucent_modal_background_is_still_recognised():
    app = OneLine()
    async with run_app(app, SIZE) as pilot:
        beneath = app.screen
        probe = Probe()
        await app.push_screen(probe)
        await wait_until(pilot, lambda: bool(probe.backgrounds), what="the modal screen drawn")
        found = [background for background in probe.backgrounds if background is not None]
        assert found, broke(
            "no longer renders a modal screen's translucent background as "
            "textual.renderables.background_screen.BackgroundScreen",
            "dialogs fall back to Textual's own, slower tint; teach "
            "shared.ui.textual_internals.translucent_background what Screen.render returns now",
        )
        screen, color = found[-1]
        assert screen is beneath and 0 < color.a < 1, broke(
            "gives a translucent background another screen or colour",
            "the dim tint behind dialogs would blend the wrong screen",
        )


class HoldingApp(App[None]):
    """An app that holds frames while ``held`` is true, as ``HotSeatApp`` does."""

    def __init__(self) -> None:
        super().__init__()
        self.held = False
        self.skipped = 0
        self.frames = 0

    def frames_held(self) -> bool:
        return self.held

    def frame_skipped(self) -> None:
        self.skipped += 1

    def _display(self, screen: Screen[object], renderable: Any) -> None:
        if renderable is not None:
            self.frames += 1
        super()._display(screen, renderable)


class HeldScreen(HeldFrames):
    def compose(self) -> ComposeResult:
        yield Static("before", id="line")


async def test_a_held_screen_draws_nothing_until_frames_show():
    app = HoldingApp()
    async with run_app(app, SIZE) as pilot:
        screen = HeldScreen()
        await app.push_screen(screen)
        await pilot.pause()
        app.held = True
        drawn = app.frames
        screen.query_one("#line", Static).update("after, held")
        screen.refresh(layout=True)
        await pilot.pause()
        assert app.frames == drawn, broke(
            "draws a screen other than through Screen._compositor_refresh",
            "the table would draw the screens between an answer and its next wait again "
            "(shared.ui.textual_internals.HeldFrames no longer holds them)",
        )
        assert app.skipped > 0, broke(
            "no longer calls Screen._compositor_refresh to draw a screen",
            "HeldFrames overrides a method that is not called: nothing is held any more",
        )
        app.held = False
        screen.refresh()
        await wait_until(pilot, lambda: app.frames > drawn, what="the frame once shown")


class LongList(App[None]):
    def compose(self) -> ComposeResult:
        yield OptionList(*[f"option {n}" for n in range(30)])


async def test_an_option_below_the_fold_still_scrolls_into_view_unhighlighted():
    app = LongList()
    async with run_app(app, (30, 8)) as pilot:
        listing = app.query_one(OptionList)
        listing.highlighted = None
        await pilot.pause()
        assert scroll_option_into_view(listing, 25), broke(
            "OptionList no longer maps options to lines (_update_lines, _index_to_line, _heights)",
            "a hint's mark below the fold stays out of view",
        )
        await pilot.pause()
        assert listing.scroll_offset.y > 0 and listing.highlighted is None
