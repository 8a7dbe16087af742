"""The example in ``shared.ui.table_app``'s docstring (the hooks) stays true to Mea Culpa's code."""

from __future__ import annotations

import re
from pathlib import Path

import shared.ui.launch
import shared.ui.table_app as framework
from meaculpa_tui import spec
from meaculpa_tui.ui import app as mea_app
from meaculpa_tui.ui.app import MeaCulpaApp


def _example() -> str:
    assert framework.__doc__
    return framework.__doc__.split("\nExample", 1)[1]


def test_the_class_attributes_are_the_games_own():
    settings = re.findall(r"^ {8}([A-Z_]+) = (.+)$", _example(), flags=re.M)
    assert {name for name, _ in settings} == {"TITLE", "GAME_PACKAGE", "TABLE_CSS_PATH"}
    for name, text in settings:
        value = eval(text, {"Path": Path, "__file__": mea_app.__file__})
        assert getattr(MeaCulpaApp, name) == value, name


def test_every_hook_and_name_it_uses_exists():
    example = _example()
    defined = set(re.findall(r"def (\w+)\(", example))
    assert defined <= set(dir(MeaCulpaApp)) | {"launch"}
    assert spec.launch.__name__ in defined
    known = vars(mea_app) | vars(spec) | vars(shared.ui.launch)
    called = set(re.findall(r"(?<![.\w])([A-Za-z_]\w*)\(", example)) - defined
    assert called and all(name in known for name in called), called - set(known)
    for module, name in re.findall(r"(?<![.\w])([a-z_]+)\.([A-Za-z_]\w*)\(", example):
        if module not in ("self", "super"):
            assert hasattr(known[module], name), f"{module}.{name}"
