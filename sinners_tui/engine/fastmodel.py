"""Building pydantic models without validation, as cheaply as Python allows.

A random game applies about a thousand actions and writes about as many log entries; pydantic's
``model_construct`` spends most of its time looking for aliases and defaults that these models
do not have. ``construct`` does exactly what ``model_construct`` ends with when every field is
given, and nothing else. It is only used with data the engine itself built.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)

_setattr = object.__setattr__
_new = object.__new__


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
    _setattr(model, "__dict__", values)
    _setattr(model, "__pydantic_fields_set__", fields)
    _setattr(model, "__pydantic_extra__", None)
    _setattr(model, "__pydantic_private__", None)
    return model
