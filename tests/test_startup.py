"""What start-up leaves for later still behaves as before (issue "Instant")."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ValidationError

from meaculpa_tui.engine import actions


def _cached_actions() -> list[BaseModel]:
    found: list[BaseModel] = []
    for value in vars(actions).values():
        items = value.values() if isinstance(value, dict) else value
        if isinstance(items, tuple | type({}.values())):
            found.extend(item for item in items if isinstance(item, actions._Action))
        elif isinstance(value, actions._Action):
            found.append(value)
    return found


def test_cached_actions_equal_validated_ones():
    cached = _cached_actions()
    assert len(cached) > 50
    for action in cached:
        fields = action.model_dump(exclude_unset=True)
        validated = type(action).model_validate(fields)
        assert validated == action and hash(validated) == hash(action)
        assert validated.model_fields_set == action.model_fields_set
        assert actions.parse_action(action.model_dump(mode="json")) == action


def test_actions_still_refuse_bad_values():

    with pytest.raises(ValidationError):
        actions.parse_action({"kind": "donate_coin", "taler": 7})
    with pytest.raises(ValidationError):
        actions.ChooseBonus(bonus=0)
    with pytest.raises(ValidationError):
        actions.parse_action({"kind": "pass", "extra": 1})
