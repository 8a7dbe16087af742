"""Modules and names imported at their first use, so a game's first frame waits for none of them.

A player waits for the setup screen only as long as Python takes to import what that screen
needs. pydantic alone (some 70 ms here) is a quarter of a bare Textual app's whole start, and
the rules engines, the records and the saves, all pydantic models, take as long again; the
setup screen needs none of them. So the modules on the way to the first frame name those
modules through this one, and they are imported when first used, or at the first quiet
moment after the first frame (:func:`load_deferred`), whichever comes first.

Two tools, both on the standard library's documented means:

- :func:`lazy_module` is ``import name`` deferred: a module object whose code runs at its first
  attribute use (``importlib.util.LazyLoader``). Code writes ``record.GameRecord`` where it
  wrote ``GameRecord``; ``mypy`` sees the real module through an ``if TYPE_CHECKING`` import.
- :func:`lazy_names` is ``from module import name`` deferred, for a package's re-exports: the
  package's ``__getattr__`` (PEP 562) imports a name's module when the name is first asked for.

``tests/test_startup.py`` starts each game to its setup screen in a new process and checks
that neither pydantic nor a rules engine was imported before its first frame.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Callable, Mapping
from types import ModuleType

#: The modules made lazy here and not yet run by :func:`load_deferred`, in the order asked for.
_DEFERRED: list[str] = []


def lazy_module(name: str) -> ModuleType:
    """The module ``name``, whose code runs at the first use of one of its attributes.

    A module already imported is returned as it is. Its parent package is imported now (a
    package's own ``__init__`` should be light for this to help).
    """
    loaded = sys.modules.get(name)
    if loaded is not None:
        return loaded
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    parent, _, child = name.rpartition(".")
    if parent:
        setattr(sys.modules[parent], child, module)  # as an import would
    _DEFERRED.append(name)
    return module


def lazy_names(package: str, exports: Mapping[str, str]) -> Callable[[str], object]:
    """A package's ``__getattr__``: each name of ``exports`` (name -> module) is imported from
    its module when first asked for, then kept in the package like an ordinary import."""

    def __getattr__(name: str) -> object:
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__


def loaded(name: str) -> bool:
    """Whether the module ``name`` has run (a lazy one that was never used has not)."""
    return type(sys.modules.get(name)) is ModuleType


def load_deferred() -> None:
    """Run every deferred module now, on the main thread: at a quiet moment after the first
    frame, so that no key press waits for an import, and before a game's bots think.

    Python 3.11's ``LazyLoader`` takes no lock: two threads using a module for the first
    time at once could both run it, so no bot's thread may be the first to use one. Each
    module is run once and then forgotten here, so the call before every bot's move costs
    nothing once the first has run them.
    """
    while _DEFERRED:  # (a module run here may make more lazy: they are run too)
        module = sys.modules.get(_DEFERRED.pop(0))
        if module is not None:
            _ = module.__name__  # (any attribute runs a lazy module's code)
