"""``host``, ``join``, ``watch`` and ``serve`` on the real command lines of both games."""

from __future__ import annotations

import dataclasses
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from meaculpa_tui.spec import game_spec as meaculpa_spec
from shared.cli import LaunchRequest, run
from shared.engine.table_store import TableStore, table_path
from shared.serve.page import FOCUS_SCRIPT, PAGE, PAGE_HEAD, page_templates
from shared.ui.openings import StartGame, opening_for
from sinners_tui.spec import game_spec as sinners_spec
from tests.remote_support import table_reads

SPECS = {"meaculpa": meaculpa_spec, "sinners": sinners_spec}


def _capturing(game: str) -> tuple[Any, list[LaunchRequest]]:
    asked: list[LaunchRequest] = []

    def launch(request: LaunchRequest) -> int:
        asked.append(request)
        return 0

    return dataclasses.replace(SPECS[game](), launch=launch), asked


@pytest.mark.parametrize("game", list(SPECS))
def test_host_asks_for_a_table_with_the_players_bots_and_seat(game):
    spec, asked = _capturing(game)
    argv = ["host", "--players", "Ann,Ben,Cid", "--bots", "human,heuristic,human", "--sit", "Ann"]
    assert run(spec, [*argv, "--seed", "5"]) == 0
    (request,) = asked
    assert request.table_mode == "host" and request.sit == "Ann" and request.seed == 5
    assert request.players == ["Ann", "Ben", "Cid"]
    assert request.bots == ["human", "heuristic", "human"]


def test_host_refuses_a_seat_that_names_no_player(capsys):
    spec, asked = _capturing("meaculpa")
    with pytest.raises(SystemExit) as exit_info:
        run(spec, ["host", "--players", "Ann,Ben", "--sit", "Zoe"])
    assert exit_info.value.code == 2
    assert "'Zoe' is not among Ann, Ben" in capsys.readouterr().err
    assert not asked


@pytest.mark.parametrize("game", list(SPECS))
def test_join_with_or_without_a_code(game):
    spec, asked = _capturing(game)
    assert run(spec, ["join"]) == 0
    assert run(spec, ["join", "abcdef-0123456789"]) == 0
    assert [(r.table_mode, r.code) for r in asked] == [
        ("join", None),
        ("join", "abcdef-0123456789"),
    ]


@pytest.mark.parametrize("game", list(SPECS))
def test_join_names_a_corrupted_table_file_and_leaves_it_alone(game, capsys):
    spec, asked = _capturing(game)
    path = table_path(spec.engine.GAME_NAME, "abcdef")
    path.write_bytes(b"SQLite format 3\x00" + bytes(range(256)) * 16)
    before = path.read_bytes()
    assert run(spec, ["join", "abcdef-0123456789"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    (line,) = captured.err.strip().splitlines()
    assert line.startswith(f"Cannot use the table file {path}: ")
    assert path.read_bytes() == before
    assert not asked


def test_join_names_a_table_of_the_other_game(capsys):
    spec, _asked = _capturing("meaculpa")
    path = table_path("meaculpa", "abcdef")
    TableStore.create(path, sinners_spec().engine, ["Ann", "Ben"], ["human", "human"], 3)
    assert run(spec, ["join", "abcdef-0123456789"]) == 1
    assert "holds a table of 'sinners'" in capsys.readouterr().err


def test_watch_checks_the_table_it_names(capsys):
    spec, asked = _capturing("sinners")
    assert run(spec, ["watch", "../../etc"]) == 1
    assert "is not a table id" in capsys.readouterr().err
    assert run(spec, ["watch", "abcdef"]) == 1
    assert "there is no such file" in capsys.readouterr().err
    assert run(spec, ["watch"]) == 1
    assert "There is no Sinners table to watch on this host." in capsys.readouterr().err
    TableStore.create(table_path("sinners", "abcdef"), spec.engine, ["A", "B"], ["human"] * 2, 1)
    assert run(spec, ["watch"]) == 0
    assert asked[-1].table_mode == "watch" and asked[-1].table is None


def test_serve_without_the_extra_says_how_to_get_it(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "textual_serve", None)
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)
    assert run(meaculpa_spec(), ["serve"]) == 1
    assert 'pip install "sinful-tables[web]"' in capsys.readouterr().err


@pytest.mark.parametrize("game", list(SPECS))
def test_serve_serves_the_games_join_screen(game, monkeypatch):
    pytest.importorskip("textual_serve", reason="needs the web extra")
    from shared.serve.server import TableServer

    served: list[TableServer] = []
    monkeypatch.setattr(TableServer, "serve", lambda self: served.append(self))
    argv = ["serve", "--port", "8123", "--public-url", "https://example.org/play"]
    argv += ["--max-sessions", "7", "--max-per-address", "2", "--idle-minutes", "0.5"]
    argv += ["--max-process-mb", "200"]
    assert run(SPECS[game](), argv) == 0
    (server,) = served
    assert server.command.endswith(f" -m {game}_tui join")
    assert server.host == "127.0.0.1" and server.port == 8123
    assert server.public_url == "https://example.org/play"
    assert server.limits.sessions == 7 and server.limits.per_address == 2
    assert server.limits.idle_seconds == 30 and server.limits.process_mb == 200
    assert not server.trust_proxy


def test_serve_has_limits_by_default(monkeypatch):
    pytest.importorskip("textual_serve", reason="needs the web extra")
    from shared.serve.limits import Limits
    from shared.serve.server import TableServer

    served: list[TableServer] = []
    monkeypatch.setattr(TableServer, "serve", lambda self: served.append(self))
    assert run(meaculpa_spec(), ["serve", "--port", "8123", "--trust-proxy"]) == 0
    (server,) = served
    assert server.limits == Limits()
    assert server.public_url == "http://127.0.0.1:8123" and server.trust_proxy


def test_host_again_names_its_table_alone(capsys):
    spec, asked = _capturing("meaculpa")
    with pytest.raises(SystemExit):
        run(spec, ["host", "--table", "abcdef", "--players", "Ann,Ben"])
    assert "give it alone" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        run(spec, ["host"])
    assert "host needs --players" in capsys.readouterr().err
    assert run(spec, ["host", "--table", "abcdef"]) == 1
    assert "there is no such file" in capsys.readouterr().err
    path = table_path("meaculpa", "abcdef")
    TableStore.create(path, spec.engine, ["Ann", "Ben"], ["human", "heuristic"], 3)[0].close()
    assert run(spec, ["host", "--table", "abcdef"]) == 0
    assert (asked[-1].table_mode, asked[-1].table) == ("host", "abcdef")


def _fake_textual_serve(folder: Path, page: str | None) -> types.ModuleType:
    """A module standing where textual-serve's server module would, with its page template."""
    module = types.ModuleType("textual_serve.server")
    module.__file__ = str(folder / "server.py")
    if page is not None:
        (folder / "templates").mkdir()
        (folder / "templates" / PAGE).write_text(page, encoding="utf-8")
    return module


def test_serve_page_gets_a_title_and_the_focus_script(tmp_path):
    page = '<html><head></head><body><div id="terminal"></div></body></html>'
    module = _fake_textual_serve(tmp_path, page)
    out = tmp_path / "out"
    out.mkdir()
    assert page_templates(module, out) == out
    written = (out / PAGE).read_text(encoding="utf-8")
    assert written == (
        f'<html><head>{PAGE_HEAD}</head><body><div id="terminal"></div>{FOCUS_SCRIPT}</body></html>'
    )


@pytest.mark.parametrize(
    "page", [None, "<html><head></head>no end of body</html>", "<html><body></body></html>"]
)
def test_serve_page_stays_textual_serves_own_when_it_cannot_be_changed(tmp_path, page):
    module = _fake_textual_serve(tmp_path, page)
    assert page_templates(module, tmp_path) is None
    assert page_templates(types.ModuleType("textual_serve.server"), tmp_path) is None


@pytest.mark.parametrize("command", ["join", "watch"])
def test_join_and_watch_never_read_the_seed_or_the_moves(command, monkeypatch):
    """From the command line to the opened table: only the host's window deals."""
    spec, asked = _capturing("meaculpa")
    path = table_path("meaculpa", "abcdef")
    store, codes = TableStore.create(path, spec.engine, ["Ann", "Ben"], ["human", "human"], 3)
    store.close()
    reads = table_reads(monkeypatch)
    assert run(spec, ["join", codes[1]] if command == "join" else ["watch", "abcdef"]) == 0
    (request,) = asked
    opening = opening_for(spec, request)
    assert isinstance(opening, StartGame) and opening.table is not None
    assert not opening.table.deals
    assert reads and "secret" not in reads and "moves" not in reads, sorted(set(reads))
