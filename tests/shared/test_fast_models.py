"""``shared.engine.fast_models`` against the installed pydantic: does unvalidated building still
give models that behave exactly like validated ones?

The adapter writes pydantic's storage slots itself. If a pydantic upgrade changes them, these
tests say which promise broke (a slot gone, a different equality, dump or copy), so the adapter
can be fixed in one place before any game misbehaves.
"""

from __future__ import annotations

import copy
import pickle
from collections.abc import Callable
from typing import Literal

import pydantic
import pytest
from pydantic import BaseModel, ConfigDict, Field

from meaculpa_tui import engine as meaculpa
from shared.engine import fast_models
from shared.engine.fast_models import (
    construct,
    copy_with,
    field_names,
    field_values,
    fields_given,
    plain_assignment,
)
from shared.engine.log import LogEntry
from sinners_tui import engine as sinners
from sinners_tui.engine.state import ScoreLine

UPGRADE = f"with pydantic {pydantic.VERSION}, shared/engine/fast_models.py must be adapted: "


class Leaf(BaseModel):
    """A frozen model nested in another, like a log entry or a score line in a state."""

    model_config = ConfigDict(frozen=True)

    label: str
    points: int = 0
    lines: tuple[str, ...] = ()


class Tree(BaseModel):
    """A mutable model with the kinds of fields the game states have."""

    kind: Literal["a", "b"] = "a"
    numbers: list[int] = Field(default_factory=list)
    nested: list[list[int]] = Field(default_factory=list)
    maybe: int | None = None
    leaves: list[Leaf] = Field(default_factory=list)
    parent: Tree | None = None


def _toy_tree() -> Tree:
    inner = Tree.model_validate({"kind": "b", "numbers": [7]})
    return Tree.model_validate(
        {
            "kind": "b",
            "numbers": [1, 2, 3],
            "nested": [[1], [], [2, 3]],
            "maybe": 4,
            "leaves": [{"label": "x", "points": 2, "lines": ["one", "two"]}],
            "parent": inner.model_dump(),
        }
    )


def _revalidated(model: BaseModel) -> BaseModel:
    """``model`` validated from its JSON: what pydantic itself builds from those values."""
    return type(model).model_validate_json(model.model_dump_json())


#: Validated models of every shape the games build without validation.
VALIDATED: dict[str, Callable[[], BaseModel]] = {
    "toy tree": _toy_tree,
    "toy frozen leaf": lambda: Leaf.model_validate({"label": "x", "points": 1, "lines": ["a"]}),
    "log entry": lambda: LogEntry.model_validate(
        {"text": "t", "seat": 1, "kind": "result", "title": "t", "lines": ["l"]}
    ),
    "Sinners score line": lambda: ScoreLine.model_validate(
        {"label": "Sinners", "points": 3, "section": "church"}
    ),
    "Sinners score breakdown": lambda: _revalidated(
        sinners.score_breakdown(sinners.new_game(["Ann", "Ben"], seed=1), 0)
    ),
    "Sinners state": lambda: _revalidated(sinners.new_game(["Ann", "Ben", "Cid"], seed=1)),
    "Mea Culpa state": lambda: _revalidated(meaculpa.new_game(["Ann", "Ben", "Cid"], seed=1)),
}

NAMES = sorted(VALIDATED)


def _pair(name: str) -> tuple[BaseModel, BaseModel]:
    """A validated model and the same values built by ``construct``."""
    validated = VALIDATED[name]()
    cls = type(validated)
    return validated, construct(cls, field_values(validated).copy(), field_names(cls))


def test_pydantic_models_still_have_the_slots_the_adapter_writes():
    for slot in fast_models.SLOTS:
        descriptor = BaseModel.__dict__.get(slot)
        assert descriptor is not None and hasattr(descriptor, "__set__"), (
            UPGRADE + f"BaseModel has no writable storage slot {slot!r} any more"
        )


@pytest.mark.parametrize("name", NAMES)
def test_validated_models_keep_what_the_adapter_writes(name: str):
    validated = VALIDATED[name]()
    cls = type(validated)
    assert set(validated.__dict__) == set(cls.model_fields), (
        UPGRADE + "a validated model's __dict__ no longer holds exactly its field values"
    )
    assert validated.__pydantic_extra__ is None, (
        UPGRADE + f"a model without extras now keeps {validated.__pydantic_extra__!r} in "
        "__pydantic_extra__, not None"
    )
    assert validated.__pydantic_private__ is None, (
        UPGRADE + f"a model without private attributes now keeps "
        f"{validated.__pydantic_private__!r} in __pydantic_private__, not None"
    )
    assert validated.model_fields_set is validated.__pydantic_fields_set__, (
        UPGRADE + "model_fields_set is no longer the __pydantic_fields_set__ slot"
    )
    assert field_values(validated) is validated.__dict__
    assert fields_given(validated) is validated.model_fields_set


@pytest.mark.parametrize("name", NAMES)
def test_a_fast_built_model_equals_a_validated_one(name: str):
    validated, fast = _pair(name)
    assert fast == validated, UPGRADE + "a model built by construct no longer equals a validated"
    assert validated == fast, UPGRADE + "a validated model no longer equals one built by construct"
    assert repr(fast) == repr(validated), UPGRADE + "a fast-built model prints differently"
    assert fast.model_fields_set == set(type(fast).model_fields)


@pytest.mark.parametrize("name", NAMES)
def test_a_fast_built_model_dumps_the_same(name: str):
    validated, fast = _pair(name)
    assert fast.model_dump_json() == validated.model_dump_json(), (
        UPGRADE + "a model built by construct dumps different JSON"
    )
    assert fast.model_dump() == validated.model_dump(), (
        UPGRADE + "a model built by construct dumps a different dict"
    )
    again = type(fast).model_validate_json(fast.model_dump_json())
    assert again == fast, UPGRADE + "a fast-built model's JSON no longer loads back equal"


@pytest.mark.parametrize("name", NAMES)
def test_a_fast_built_model_copies_the_same(name: str):
    validated, fast = _pair(name)
    for how, copied in (
        ("model_copy()", fast.model_copy()),
        ("model_copy(deep=True)", fast.model_copy(deep=True)),
        ("copy.copy", copy.copy(fast)),
        ("copy.deepcopy", copy.deepcopy(fast)),
        ("pickle", pickle.loads(pickle.dumps(fast))),
    ):
        assert copied == validated, UPGRADE + f"{how} of a fast-built model no longer equals it"
        assert copied.model_dump_json() == validated.model_dump_json(), (
            UPGRADE + f"{how} of a fast-built model dumps different JSON"
        )
        assert field_values(copied) is not field_values(fast), (
            UPGRADE + f"{how} of a fast-built model shares its field values"
        )
    first = next(iter(type(fast).model_fields))
    updated = fast.model_copy(update={first: getattr(validated, first)})
    assert updated == validated, UPGRADE + "model_copy(update=...) of a fast-built model differs"


@pytest.mark.parametrize("name", NAMES)
def test_copy_with_is_a_copy_sharing_the_fields_given(name: str):
    validated, fast = _pair(name)
    values = field_values(fast).copy()
    copied = copy_with(fast, values)
    assert type(copied) is type(fast)
    assert copied == validated
    assert field_values(copied) is values
    assert fields_given(copied) is fields_given(fast)


def test_a_frozen_fast_built_model_is_still_frozen_and_hashes_the_same():
    validated, fast = _pair("toy frozen leaf")
    assert hash(fast) == hash(validated), UPGRADE + "a fast-built frozen model hashes differently"
    with pytest.raises(pydantic.ValidationError):
        fast.points = 5  # type: ignore[misc]


def test_plain_assignment_stores_the_value_and_refuses_unknown_names():
    class Plain(BaseModel):
        numbers: list[int]
        maybe: int | None = None

    plain_assignment(Plain, "a plain model")
    model = Plain.model_validate({"numbers": [1]})
    model.maybe = 3
    model.numbers = [2, 3]
    assert model == Plain.model_validate({"numbers": [2, 3], "maybe": 3}), (
        UPGRADE + "plain assignment no longer changes what the model holds"
    )
    assert model.model_dump_json() == '{"numbers":[2,3],"maybe":3}'
    assert model.model_copy() == model
    with pytest.raises(AttributeError, match="a plain model has no field 'other'"):
        model.other = 1  # type: ignore[attr-defined]
