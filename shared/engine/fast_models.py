"""Building and changing pydantic models without validation: the one place that knows how.

Both engines make a new state for every action and a log entry for nearly every one, always
from values they built themselves. pydantic's ``model_construct`` would spend most of that time
looking for aliases and defaults these models do not have, and ``model_copy`` copies more than
an action needs. So this module writes a model's storage directly, exactly as
``model_construct`` ends up doing when every field is given, and nothing else.

That storage is pydantic's internals: four slots every ``BaseModel`` has (the field values in
``__dict__``, the set of fields given, the extra and the private values; the last two are
``None`` for these models, which allow neither). Nothing else in the project touches them.
``tests/shared/test_fast_models.py`` checks, for the installed pydantic, that the slots exist
and that a model built here equals, dumps and copies like a validated one, and says which of
those broke if an upgrade changes them.

The slots are written through their descriptors' ``__set__`` directly: ``object.__setattr__``
would first look the name up along the class's MRO on every call, which costs about a third
more than the assignment itself.
"""

from __future__ import annotations

from collections.abc import Callable, Set
from operator import attrgetter
from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)

#: The storage slots of every pydantic model, in the order ``construct`` fills them.
SLOTS = ("__dict__", "__pydantic_fields_set__", "__pydantic_extra__", "__pydantic_private__")


def _slot_setter(name: str) -> Callable[[BaseModel, Any], None]:
    """The setter of ``BaseModel``'s storage slot ``name``; fails at import if pydantic lost it."""
    descriptor = BaseModel.__dict__.get(name)
    setter = getattr(descriptor, "__set__", None)
    if setter is None:
        raise ImportError(
            f"pydantic's BaseModel has no storage slot {name!r} any more: "
            "shared/engine/fast_models.py must be adapted to the installed pydantic"
        )
    return setter


_new = object.__new__
_set_dict = _slot_setter("__dict__")
_set_fields_set = _slot_setter("__pydantic_fields_set__")
_set_extra = _slot_setter("__pydantic_extra__")
_set_private = _slot_setter("__pydantic_private__")


def field_names(cls: type[BaseModel]) -> set[str]:
    """Every field name of ``cls``: the "fields given" of an instance that ``construct`` fills.

    One set may be shared by all such instances: pydantic only ever adds a field name to it (on
    assignment), and every name is in it already.
    """
    return set(cls.model_fields)


def construct(cls: type[M], values: dict[str, Any], fields_set: Set[str]) -> M:
    """An instance of ``cls`` holding ``values`` (the dict itself, not a copy), unvalidated.

    ``values`` must name every field of ``cls``, each validly typed; ``fields_set`` says which
    of them count as given (``field_names(cls)``, computed once, or another instance's set).
    """
    model = _new(cls)
    _set_dict(model, values)
    _set_fields_set(model, fields_set)
    _set_extra(model, None)
    _set_private(model, None)
    return model


#: ``field_values(model)``: the dict ``model`` keeps its field values in (the live one: a caller
#: copies it first). A C-level getter, as every action of a game asks for it.
field_values: Callable[[BaseModel], dict[str, Any]] = attrgetter("__dict__")


def copy_with(model: M, values: dict[str, Any]) -> M:
    """A model of ``model``'s class holding ``values``, sharing ``model``'s set of fields given.

    The cheap copy an engine changes: ``copy_with(s, field_values(s).copy())`` is a shallow copy
    (its lists are still ``s``'s), for code that copies a list before changing it in place.
    This is ``construct`` written out, as every action of a game makes one.
    """
    copy = _new(type(model))
    _set_dict(copy, values)
    _set_fields_set(copy, model.__pydantic_fields_set__)
    _set_extra(copy, None)
    _set_private(copy, None)
    return copy


def fields_given(model: BaseModel) -> set[str]:
    """``model``'s own set of fields given (``model_fields_set``, read without the property)."""
    return model.__pydantic_fields_set__


def plain_assignment(cls: type[BaseModel], what: str) -> None:
    """Let ``model.field = value`` on ``cls``'s instances store the value and nothing else.

    For a state the rules set a few fields of on every action: pydantic's own assignment hook
    (no validation is configured on these models anyway) costs more than the rule being
    applied. A name that is not a field is still refused, naming the model as ``what``.
    """
    names = frozenset(cls.model_fields)

    def __setattr__(self: BaseModel, name: str, value: Any) -> None:
        if name not in names:
            raise AttributeError(f"{what} has no field {name!r}")
        self.__dict__[name] = value

    cls.__setattr__ = __setattr__  # type: ignore[method-assign, assignment]
