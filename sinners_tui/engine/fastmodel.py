"""Building pydantic models without validation, as cheaply as Python allows.

A random game applies about a thousand actions and writes about as many log entries; pydantic's
``model_construct`` spends most of its time looking for aliases and defaults that these models
do not have. ``construct`` does exactly what ``model_construct`` ends with when every field is
given, and nothing else. It is only used with data the engine itself built.

The four storage slots every pydantic model has are filled through their slot descriptors'
``__set__`` directly: ``object.__setattr__`` would first look the name up along the class's
MRO on every call, which costs about a third more than the assignment itself.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)

_new = object.__new__
_SLOTS = BaseModel.__dict__
set_dict = _SLOTS["__dict__"].__set__
set_fields_set = _SLOTS["__pydantic_fields_set__"].__set__
set_extra = _SLOTS["__pydantic_extra__"].__set__
set_private = _SLOTS["__pydantic_private__"].__set__


def all_fields(cls: type[BaseModel]) -> set[str]:
    """The set of every field name of ``cls``, to share between instances built by ``construct``.

    Sharing one set is safe: pydantic only ever adds a field name to it on assignment, and every
    name is in it already.
    """
    return set(cls.model_fields)


def construct(cls: type[M], values: dict[str, Any], fields: set[str]) -> M:
    """An instance of ``cls`` holding ``values``, which must name every field, validly typed.

    ``fields`` is ``all_fields(cls)``, computed once by the caller.
    """
    model = _new(cls)
    set_dict(model, values)
    set_fields_set(model, fields)
    set_extra(model, None)
    set_private(model, None)
    return model
