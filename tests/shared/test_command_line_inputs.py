"""What the command line is given, through the real commands in new processes: ``serve``'s
port and host, file names holding control characters, a huge name in a save, and a save's
lenient values and byte-order mark. Each ends in one sentence (or argparse's usage and exit 2),
never a traceback; each process is bounded by a generous timeout."""

from __future__ import annotations

import importlib.util
import json
import os
import socket
import subprocess
import sys
from typing import Any

import pytest

from meaculpa_tui import engine as meaculpa
from shared.engine.errors import SaveFileError
from shared.engine.names import MAX_NAME_CODE_POINTS, name_problems, visible
from shared.engine.record import GameRecord
from shared.engine.saves import load_record, save_record
from shared.settings import load_settings
from tests.shared.promptly import call_promptly

#: Seconds a command may take before the test fails (it takes well under one).
TIMEOUT = 60


def _command(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "meaculpa_tui", *argv],
        capture_output=True,
        text=True,
        errors="surrogateescape",
        stdin=subprocess.DEVNULL,
        timeout=TIMEOUT,
        env={**os.environ, "TERM": "dumb"},
        check=False,
    )


def _one_sentence(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 1, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    (line,) = done.stderr.splitlines()
    return line


# ---------------------------------------------------------------------- serve


@pytest.mark.parametrize("port", ["-1", "0", "70000", "9" * 30, "eighty"])
def test_serve_refuses_a_port_out_of_range_with_its_usage_line(port: str):
    done = _command("serve", "--port", port)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith("usage: meaculpa serve")
    assert "argument --port: " in done.stderr


needs_serve = pytest.mark.skipif(
    importlib.util.find_spec("textual_serve") is None, reason="needs the web extra"
)


@needs_serve
def test_serve_names_an_unknown_host_in_one_sentence():
    line = _one_sentence(_command("serve", "--host", "no-such-host.invalid", "--port", "18765"))
    assert (
        line
        == "'serve' cannot listen on 'no-such-host.invalid': no address of that name is known here."
    )


@needs_serve
def test_serve_names_an_address_this_host_does_not_have():
    line = _one_sentence(_command("serve", "--host", "192.0.2.1", "--port", "18765"))
    assert "it is not an address of this host" in line


@needs_serve
def test_serve_says_when_its_port_is_in_use():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        line = _one_sentence(_command("serve", "--port", str(port)))
    assert line == f"The port {port} is in use: is another serve running?"


@needs_serve
@pytest.mark.parametrize("host", ["0.0.0.0", "::"])
def test_serve_on_every_address_without_a_public_url_says_what_to_pass(host: str):
    """Its page would send every browser to 0.0.0.0, which no other machine can open."""
    line = _one_sentence(_command("serve", "--host", host, "--port", "18766"))
    assert line.startswith(f"'serve --host {host}' listens on every address of this host")
    assert "add --public-url http://" in line and ":18766" in line


# ---------------------------------------------------------------------- paths made visible


def test_visible_writes_control_characters_as_escapes_and_leaves_the_rest():
    assert visible("saves/Zoë [1].json") == "saves/Zoë [1].json"
    assert visible("x\x1b[2J.json") == "x\\x1b[2J.json"
    assert visible("a\nb\tc\u200fd") == "a\\nb\\tc\\u200fd"
    assert visible("bytes-\udcff.json") == "bytes-\\udcff.json"


@pytest.mark.parametrize("name", ["x\x1b[2J.json", "two\nlines.json", "bad-\udcff.json"])
def test_a_file_name_with_control_characters_is_shown_with_them_made_visible(name, tmp_path):
    path = tmp_path / name
    path.write_bytes(b"garbage")
    done = subprocess.run(
        [sys.executable, "-m", "meaculpa_tui", "--load", os.fsencode(path)],
        capture_output=True,
        stdin=subprocess.DEVNULL,
        timeout=TIMEOUT,
        check=False,
    )
    assert done.returncode == 1
    assert b"\x1b" not in done.stderr and b"Traceback" not in done.stderr
    (line,) = done.stderr.decode().splitlines()
    assert line == f"Cannot use the save file {visible(str(path))}: " + (
        "it is not a save file (it is damaged or not text)."
    )


def test_a_settings_file_in_a_folder_with_control_characters_is_named_visibly(tmp_path):
    path = tmp_path / "conf\x1b[31m" / "settings.json"
    path.parent.mkdir()
    path.write_text("not json")
    problem = load_settings(path).problem
    assert problem is not None and "\x1b" not in problem
    assert visible(str(path)) in problem


def test_a_transcript_written_to_a_name_with_a_line_break_is_named_on_one_line(tmp_path):
    save = tmp_path / "game.json"
    save_record(GameRecord.start(meaculpa, ["Ann", "Ben"], seed=3), save)
    out = tmp_path / "trans\ncript.txt"
    done = _command("replay", str(save), "--transcript", str(out))
    assert done.returncode == 0, done.stderr
    (line,) = done.stdout.splitlines()
    assert line == f"Wrote {visible(str(out))} (0 actions)."


# ---------------------------------------------------------------------- a huge name


def _envelope(**changes: Any) -> dict[str, Any]:
    record = json.loads(GameRecord.start(meaculpa, ["Ann", "Ben"], seed=3).model_dump_json())
    envelope = {"format": "sinful-tables", "schema_version": 1, "record": record}
    for key, value in changes.items():
        if key in envelope:
            envelope[key] = value
        else:
            record[key] = value
    return envelope


def test_a_huge_name_is_refused_by_its_length_alone():
    huge = "A" * 5_000_000
    (problem,) = call_promptly(lambda: name_problems([huge, "Ben"]))
    assert problem == "Names may be at most 20 characters: 'AAAAAAAAAAAAAAAAAAAA…' is far longer."
    hidden = "\x1b" + "B" * (MAX_NAME_CODE_POINTS + 1)
    assert name_problems([hidden]) == [
        "Names may be at most 20 characters: the name of seat 1 is far longer."
    ]


def test_a_save_holding_one_huge_name_is_refused_at_once(tmp_path):
    path = tmp_path / "huge-name.json"
    path.write_text(json.dumps(_envelope(players=["A" * 19_000_000, "Ben"])))
    line = _one_sentence(_command("--load", str(path)))
    assert line.startswith(f"Cannot use the save file {path}: its contents are damaged (")
    assert "is far longer" in line


# ---------------------------------------------------------------------- lenient values


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"schema_version": True}, "it has no readable format version."),
        ({"schema_version": "1"}, "it has no readable format version."),
        ({"schema_version": -1}, "its format version -1 is no version of these games."),
        ({"schema_version": 0}, "its format version 0 is no version of these games."),
        ({"seed": "5"}, "its contents are damaged (record.seed: Input should be a valid integer)."),
        (
            {"seed": True},
            "its contents are damaged (record.seed: Input should be a valid integer).",
        ),
        ({"seed": 5.0}, "its contents are damaged (record.seed: Input should be a valid integer)."),
    ],
)
def test_a_lenient_value_in_a_save_is_refused_with_its_reason(changes, words, tmp_path):
    path = tmp_path / "lenient.json"
    path.write_text(json.dumps(_envelope(**changes)))
    line = _one_sentence(_command("stats", str(path)))
    assert line == f"Cannot use the save file {path}: {words}"
    with pytest.raises(SaveFileError, match="Cannot use the save file"):
        load_record(path, meaculpa)


def test_a_save_and_a_settings_file_with_a_byte_order_mark_are_both_read(tmp_path):
    save = tmp_path / "bom.json"
    save.write_bytes(b"\xef\xbb\xbf" + json.dumps(_envelope()).encode())
    done = _command("stats", "--json", str(save))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["over"] is False
    settings = tmp_path / "settings.json"
    settings.write_bytes(b'\xef\xbb\xbf{"theme": "nord"}')
    loaded = load_settings(settings)
    assert loaded.problem is None and loaded.settings.theme == "nord"


def test_a_save_and_a_settings_file_in_utf_16_are_both_refused(tmp_path):
    save = tmp_path / "utf16.json"
    save.write_bytes(json.dumps(_envelope()).encode("utf-16"))
    line = _one_sentence(_command("stats", str(save)))
    assert line.endswith("it is not a save file (it is damaged or not text).")
    settings = tmp_path / "settings.json"
    settings.write_bytes('{"theme": "nord"}'.encode("utf-16"))
    assert "it is not valid JSON" in (load_settings(settings).problem or "")


def test_a_save_of_nothing_but_a_byte_order_mark_is_empty(tmp_path):
    path = tmp_path / "bom-only.json"
    path.write_bytes(b"\xef\xbb\xbf\n")
    with pytest.raises(SaveFileError, match=r"it is empty\.$"):
        load_record(path)
