"""The options of a decision in the engine's own words: open when legal, closed with the reason.

Both games list a decision as :class:`Choice` items and keep options the rules refuse now,
dimmed, with the reason the engine gives: in a few words on the option's line
(``GameEngine.closed_note``: "only 3 taler"), in full when it is picked
(``GameEngine.refusal_reason``). The reason is read on the deciding seat's own view
(``view_for``), never on the full state, so it cannot tell a player anything that seat may
not know. :class:`ChoiceMaker` binds these builders to one engine, so a game's menus call
``act``, ``refusal`` and ``option`` as plain functions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from shared.engine.protocol import GameEngine
from shared.ui.widgets.choices import Choice

#: The reason of an option the seat's view allows though the full state did not. A view holds
#: less than the state, so this should not happen; the option is closed all the same.
NOT_NOW = "That is not possible now."
NOT_NOW_NOTE = "not possible now"


@dataclass(frozen=True)
class ChoiceMaker:
    """Builders of choices for one engine's decisions."""

    engine: GameEngine

    def act(self, kind: str, **fields: Any) -> Any:
        """The action of ``kind`` with ``fields``, built by the engine's parser from its JSON
        form (as a save file's actions are), so a menu never builds an action by hand."""
        return self.engine.parse_action({"kind": kind, **fields})

    def refusal(self, view: Any, action: Any) -> str:
        """Why ``action`` is closed now, in the engine's words, on the seat's own ``view``."""
        return self.engine.refusal_reason(view, action) or NOT_NOW

    def note(self, view: Any, action: Any) -> str:
        """Why ``action`` is closed now in a few words, for its line in a list."""
        return self.engine.closed_note(view, action) or NOT_NOW_NOTE

    def closed(self, view: Any, label: str, action: Any, value: Any = None) -> Choice:
        """A closed choice labelled ``label``: ``action``'s reason, and its note in short
        (``value``: what the choice stands for, for a hint to find it; none by default)."""
        return Choice(
            label, value, reason=self.refusal(view, action), closed_as=self.note(view, action)
        )

    def option(
        self, view: Any, legal: Sequence[Any], action: Any, label: str | None = None
    ) -> Choice:
        """A choice for ``action``: open when ``legal`` lists it, closed with the reason else.

        An open choice carries the engine's own legal action, so the app applies exactly what
        the engine listed. ``label`` defaults to the engine's ``describe_action``.
        """
        text = label if label is not None else self.engine.describe_action(view, action)
        for candidate in legal:
            if candidate == action:
                return Choice(text, candidate)
        return self.closed(view, text, action, action)
