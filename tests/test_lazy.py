"""Modules and names imported at their first use (``shared.lazy``), and every package whose
names are lazy still hands out each name it exports."""

from __future__ import annotations

import importlib
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from shared.lazy import lazy_module, lazy_names, load_deferred, loaded

#: Every package that exports names lazily.
LAZY_PACKAGES = [
    "shared.engine",
    "shared.ui",
    "shared.ui.dialogs",
    "shared.ui.widgets",
    "meaculpa_tui.engine",
    "sinners_tui.engine",
]


def _run(tmp_path: Path, code: str) -> str:
    """Run ``code`` in a new process with a throw-away package ``pkg`` on its path."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "heavy.py").write_text("import sys\nsys.stdout.write('ran ')\nVALUE = 7\n")
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        env={"PYTHONPATH": f"{tmp_path}:{root}", "PATH": ""},
    )
    return done.stdout


def test_a_lazy_module_runs_at_its_first_attribute_and_only_once(tmp_path: Path):
    out = _run(
        tmp_path,
        """
        import sys
        from shared.lazy import lazy_module, loaded
        heavy = lazy_module("pkg.heavy")
        print("made", loaded("pkg.heavy"), end=" ")
        print(heavy.VALUE, heavy.VALUE, loaded("pkg.heavy"), end=" ")
        import pkg.heavy
        print(pkg.heavy is heavy)
        """,
    )
    assert out == "made False ran 7 7 True True\n"


def test_load_deferred_runs_every_lazy_module_not_yet_used(tmp_path: Path):
    out = _run(
        tmp_path,
        """
        from shared.lazy import lazy_module, load_deferred, loaded
        lazy_module("pkg.heavy")
        print("before", end=" ")
        load_deferred()
        print(loaded("pkg.heavy"))
        """,
    )
    assert out == "before ran True\n"


def test_a_module_already_imported_is_returned_as_it_is():
    assert lazy_module("json") is sys.modules["json"]
    assert loaded("json")
    load_deferred()  # (nothing new to run)


def test_a_missing_module_is_refused_at_once():
    with pytest.raises(ModuleNotFoundError):
        lazy_module("shared.no_such_module")


def test_a_lazy_name_is_imported_then_kept_and_an_unknown_one_refused(tmp_path: Path):
    out = _run(
        tmp_path,
        """
        import sys, types
        from shared.lazy import lazy_names
        box = types.ModuleType("box")
        sys.modules["box"] = box
        box.__getattr__ = lazy_names("box", {"VALUE": "pkg.heavy"})
        print("made", end=" ")
        print(box.VALUE, "VALUE" in vars(box), end=" ")
        try:
            box.OTHER
        except AttributeError as error:
            print(error)
        """,
    )
    assert out == "made ran 7 True module 'box' has no attribute 'OTHER'\n"


@pytest.mark.parametrize("package", LAZY_PACKAGES)
def test_every_exported_name_of_a_lazy_package_is_there(package: str):
    module = importlib.import_module(package)
    for name in module.__all__:
        assert getattr(module, name) is not None, f"{package}.{name}"


def test_the_lazy_names_getattr_refuses_what_it_does_not_export():
    getattr_ = lazy_names("shared.ui", {})
    with pytest.raises(AttributeError):
        getattr_("HotSeatApp")
