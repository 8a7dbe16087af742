"""A round of each game played in real web browsers through ``serve``: the browser table check.

Not part of the test suite (it needs a browser); run it by hand to see ``serve`` work end to
end. It needs, outside the project:

- Chromium: ``apt-get install -y chromium`` (Debian's, at ``/usr/bin/chromium``);
- a Python with Playwright and pyte (a terminal emulator), e.g. a throwaway venv:
  ``python3 -m venv /tmp/pw && /tmp/pw/bin/pip install playwright pyte`` (no browser
  download: Playwright drives the Chromium above);
- the project's own environment with the web extra (``pip install -e ".[web]"``), whose
  Python runs the games (``--python``, default ``.venv/bin/python`` of this checkout);
- tmux, where the host's window runs (the host's screen is a real terminal, as a host's is).

Run it from the repository root with the Playwright Python::

    /tmp/pw/bin/python benchmarks/browser_table.py [--game meaculpa|sinners|both]
        [--python PATH] [--port 8123] [--public-url URL] [--out DIR]

For each game it hosts a table of Ann, Ben (people) and Cid (a bot) in a private tmux server
with data folders of its own, reads the two join codes from the host's screen (and presses
Enter there, as the host would), starts ``GAME serve --port PORT`` (with ``--public-url``, it
opens the page at that address instead, e.g. a local reverse proxy in front of the port), and
opens one browser page per person. Each page types its code at the join screen (with no click
first: the page gives its terminal the keyboard) and then plays: the terminal output the page
receives over its websocket is fed into a terminal emulator beside the browser, and a simple
reader of that screen picks the keys a person would press (Enter to go on or seal, the first
allowed option of a choice, Pass in a turn, a bid of 0), which the driver types into the page
like a person. It stops when the second round begins (or the game ends), and checks on every
screen it read that no page ever showed another seat's own screen. Then one page is closed
and opened again, and the same code puts that seat back.

To check the README's recipe for a public address, put nginx (``apt-get install -y nginx``)
in front of the port with the README's ``location`` block in a ``server`` that listens on
``127.0.0.1:8124`` (run it as ``nginx -c CONF -p FOLDER`` with a config of its own), then run
this script with ``--port 8123 --public-url http://127.0.0.1:8124``: the pages, their script
and their websockets then all go through nginx (its access log shows ``GET /ws ... 101``).

It writes PNG screenshots to ``--out`` (default ``benchmarks/browser-shots``, not kept in the
repository): the join screen, each game's first page deciding and first page waiting, and
what the browser keys F1 and Ctrl+P opened. It prints the keys pressed, the time from the
code's Enter to the seat's board, and the time the round took.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

import pyte
from playwright.sync_api import Page, WebSocket, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
PEOPLE = ["Ann", "Ben"]
PLAYERS = "Ann,Ben,Cid"
BOTS = "human,human,heuristic"
TITLES = {"meaculpa": "Mea Culpa", "sinners": "Sinners"}
PACKAGES = {"meaculpa": "meaculpa_tui", "sinners": "sinners_tui"}
#: Seconds a whole round may take, and the screens may stay as they are, before the run
#: gives up (a screen this reader cannot play).
ROUND_TIMEOUT = 600.0
STUCK_TIMEOUT = 30.0
UNKNOWN_AFTER = 5.0
#: A join code as the host's screen shows it, after the player's name.
CODE = re.compile(r"\b(Ann|Ben)\s+([0-9a-f]{6}-[0-9a-f]{10})\b")
#: A line of a dialog's list (▊…▎), and one of a side panel (│…│).
DIALOG_LINE = re.compile(r"▊ ?(.*?)\s*▎")
PANEL_LINE = re.compile(r"│ ?(.*?)\s*│")
#: The start of a numbered option: ``N. text``.
NUMBERED = re.compile(r"(\d+)\. (.*)")
#: Options a quick player prefers, in this order (ending a turn rather than starting more).
PREFERRED = ("Pass", "End the turn", "End turn", "Done", "Stop", "No ")
#: Footer words after which Enter is what a person presses.
ENTER_WORDS = ("Seal", "I have the keyboard", "Go on", "Continue", "More", "Confirm", "OK")


#: What marks an option that cannot be chosen now: its few words of why, after a cross
#: ("(\u2717 taken by Ann)", "(\u2717 you have only 3 taler)"; ``shared.ui.widgets.choices``).
CLOSED_MARKS = ("(\u2717 ",)


def choose_key(screen: str) -> str | None:
    """The key a quick player presses on this screen, or ``None`` (nothing to do: waiting).

    It reads only what the screen shows: the footer names the keys that work, a dialog or
    side panel numbers its options and marks those not allowed.
    """
    lines = screen.rstrip("\n").split("\n")
    footer = lines[-1] if lines else ""
    if any(word in footer for word in ENTER_WORDS):
        return "Enter"
    choose = re.search(r"(\S+) Choose", footer)  # "1-4 Choose", "1/2 Choose", "1-9/a/b Choose"
    if choose is None:
        return None
    top = max(int(number) for number in re.findall(r"\d+", choose.group(1)))
    options = numbered_options(lines)
    allowed = [o for o in options if o[1] <= top and not any(m in o[2] for m in CLOSED_MARKS)]
    for word in PREFERRED:
        for _in_dialog, number, text in allowed:
            if text.startswith(word):
                return str(number)
    in_dialog = [number for in_dialog, number, _text in allowed if in_dialog]
    return str(in_dialog[0]) if in_dialog else "1"


def numbered_options(lines: list[str]) -> list[tuple[bool, int, str]]:
    """Every ``N. text`` option on the screen: (in a dialog?, N, text), a dialog's option
    with the lines it wraps onto (where a closed option's words may stand)."""
    options: list[tuple[bool, int, str]] = []
    for line in lines:
        for in_dialog, pattern in ((True, DIALOG_LINE), (False, PANEL_LINE)):
            for match in pattern.finditer(line):
                numbered = NUMBERED.match(match.group(1))
                if numbered:
                    options.append((in_dialog, int(numbered.group(1)), numbered.group(2)))
                elif in_dialog and options and options[-1][0] and match.group(1):
                    last = options[-1]
                    options[-1] = (True, last[1], f"{last[2]} {match.group(1)}")
    return options


@dataclass
class Seat:
    """One browser page at the table, and the terminal screen its websocket drew."""

    name: str
    code: str
    page: Page
    screen: pyte.Screen = field(default_factory=lambda: pyte.Screen(80, 24))
    presses: int = 0
    #: Screens on which this page showed another seat's own screen (should stay empty).
    leaks: list[str] = field(default_factory=list)
    #: Keys the footer offered that this reader did not know (screens it could not play).
    unknown: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.stream = pyte.ByteStream(self.screen)
        self.page.on("websocket", self._attach)

    def _attach(self, websocket: WebSocket) -> None:
        query = parse_qs(urlparse(websocket.url).query)
        self.screen.resize(int(query["height"][0]), int(query["width"][0]))
        websocket.on("framereceived", self._received)
        websocket.on("framesent", self._sent)

    def _received(self, payload: str | bytes) -> None:
        if isinstance(payload, bytes):  # terminal output; text frames are JSON (pong, …)
            self.stream.feed(payload)

    def _sent(self, payload: str | bytes) -> None:
        if isinstance(payload, str) and payload.startswith('["resize"'):
            size = json.loads(payload)[1]
            self.screen.resize(size["height"], size["width"])

    def text(self) -> str:
        return "\n".join(line.rstrip() for line in self.screen.display)

    def title(self) -> str:
        return self.screen.display[0].strip()

    def wait_for(self, words: str, timeout: float = 30.0) -> float:
        """Wait until the screen shows ``words``; returns the seconds it took."""
        start = time.monotonic()
        while words not in self.text():
            if time.monotonic() - start > timeout:
                raise TimeoutError(f"{self.name}'s page never showed {words!r}:\n{self.text()}")
            self.page.wait_for_timeout(50)
        return time.monotonic() - start


def tmux(socket: str, *args: str) -> str:
    done = subprocess.run(
        ["tmux", "-L", socket, *args], capture_output=True, text=True, check=True, timeout=30
    )
    return done.stdout


def host_table(socket: str, game: str, python: str, env: dict[str, str]) -> dict[str, str]:
    """Host a table in tmux; returns the people's codes (the host's codes dialog closed)."""
    prefix = " ".join(f"{key}={shlex.quote(value)}" for key, value in env.items())
    command = (
        f"cd {shlex.quote(str(ROOT))} && env {prefix} {shlex.quote(python)} -m "
        f"{PACKAGES[game]} host --players {PLAYERS} --bots {BOTS} --seed 11"
    )
    tmux(socket, "new-session", "-d", "-s", "host", "-x", "120", "-y", "40", command)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        codes = dict(CODE.findall(tmux(socket, "capture-pane", "-p", "-t", "host")))
        if len(codes) == len(PEOPLE):
            tmux(socket, "send-keys", "-t", "host", "Enter")  # the host read them out
            return codes
        time.sleep(0.2)
    raise TimeoutError("the host's screen showed no codes")


def start_serve(game: str, python: str, env: dict[str, str], port: int, public: str | None):
    options = ["--public-url", public] if public else []
    return subprocess.Popen(
        [python, "-m", PACKAGES[game], "serve", "--port", str(port), *options],
        cwd=ROOT,
        env={**os.environ, **env},
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def end_group(process: subprocess.Popen[Any]) -> None:
    """End ``serve`` and the ``join`` processes it started (its own process group)."""
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=10)
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)


def open_page(browser: Any, url: str, timeout: float = 30.0) -> Page:
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    deadline = time.monotonic() + timeout
    while True:
        try:
            response = page.goto(url, timeout=5000)
            if response is not None and response.ok:
                return page  # (a proxy answers 502 until serve listens)
        except Exception:
            if time.monotonic() > deadline:
                raise
        if time.monotonic() > deadline:
            raise TimeoutError(f"{url} did not answer")
        page.wait_for_timeout(300)


def round_over(game: str, title: str) -> bool:
    """The second round has begun (or the game is over): the title bar says so."""
    return "Round 2" in title or "Game over" in title or "game over" in title


def play_game(browser: Any, game: str, args: argparse.Namespace, out: Path) -> dict[str, Any]:
    """Host, serve and play one round of ``game`` in two pages; returns what was measured."""
    folder = Path(tempfile.mkdtemp(prefix=f"browser-table-{game}-"))
    env = {
        "SINFUL_TABLES_DATA_DIR": str(folder / "data"),
        "SINFUL_TABLES_CONFIG_DIR": str(folder / "config"),
        "PYTHONPATH": str(ROOT),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    socket = f"browser-table-{os.getpid()}"
    report: dict[str, Any] = {"game": game}
    server = None
    seats: list[Seat] = []
    try:
        codes = host_table(socket, game, args.python, env)
        server = start_serve(game, args.python, env, args.port, args.public_url)
        url = (args.public_url or f"http://127.0.0.1:{args.port}") + "/"
        for name in PEOPLE:
            page = open_page(browser, url)
            seats.append(Seat(name, codes[name], page))
        title = TITLES[game]
        for seat in seats:
            seat.wait_for(f"Join a table of {title}")
        seats[0].page.screenshot(path=out / f"{game}-join.png")
        report["tab"] = seats[0].page.title()
        report["join_s"] = {}
        for seat in seats:
            seat.page.keyboard.type(seat.code)
            seat.page.keyboard.press("Enter")
            report["join_s"][seat.name] = round(seat.wait_for(f"{title} —", 30.0), 2)
        report.update(play_round(game, seats, out))
        for seat in seats:
            report[seat.name] = {
                "presses": seat.presses,
                "leaks": len(seat.leaks),
                "unknown": sorted(set(seat.unknown)),
            }
        seats[-1], report["rejoin_s"] = rejoin(browser, url, seats[-1], title)
    finally:
        for seat in seats:
            if not seat.page.is_closed():
                seat.page.close()
        if server is not None:
            end_group(server)
        subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True, timeout=30)
        shutil.rmtree(folder, ignore_errors=True)
    return report


def rejoin(browser: Any, url: str, seat: Seat, title: str) -> tuple[Seat, float]:
    """Close the seat's tab, open the page again and type the same code: the seat is back
    (the title bar names the game's round again); returns the new page's seat and the
    seconds from Enter to it."""
    seat.page.close()
    again = Seat(seat.name, seat.code, open_page(browser, url))
    again.wait_for(f"Join a table of {title}")
    again.page.keyboard.type(seat.code)
    again.page.keyboard.press("Enter")
    return again, round(again.wait_for("Round 2", 30.0), 2)


def probe_browser_keys(seat: Seat, stem: Path) -> dict[str, str]:
    """Whether F1, ? and Ctrl+P reach the app from the page (they open the rules, the rules
    again, the command palette), with a picture of each; Escape closes them again.
    (Playwright's keys go to the page itself: whether a browser keeps a key for its own menus
    shows only by hand.)"""
    seen = {}
    probes = (("F1", "Playing here"), ("?", "Playing here"), ("Control+p", "Search for commands"))
    for key, words in probes:
        seat.page.keyboard.press(key)
        try:
            seat.wait_for(words, 5.0)
            seen[key] = "reached the app"
        except TimeoutError:
            seen[key] = "did not reach the app"
        picture = {"?": "question-mark"}.get(key, key.lower().replace("+", "-"))
        seat.page.screenshot(path=f"{stem}-{picture}.png")
        seat.page.keyboard.press("Escape")
        seat.page.wait_for_timeout(500)
    return seen


def play_round(game: str, seats: list[Seat], out: Path) -> dict[str, Any]:
    """Both pages play until the second round; screenshots of a seat deciding and waiting."""
    start = time.monotonic()
    pictures = {"deciding": False, "waiting": False}
    keys: dict[str, str] = {}
    others = {seat.name: [o.name for o in seats if o is not seat] for seat in seats}
    #: Each page's screen while it had no key to press, and since when (a screen that stays
    #: so for UNKNOWN_AFTER seconds while not waiting is one the reader cannot play).
    quiet: dict[str, tuple[str, float]] = {}
    last_seen, changed = "", time.monotonic()
    while True:
        seen = "\n\n".join(seat.text() for seat in seats)
        if seen != last_seen:
            last_seen, changed = seen, time.monotonic()
        if time.monotonic() - start > ROUND_TIMEOUT or time.monotonic() - changed > STUCK_TIMEOUT:
            raise TimeoutError("the round did not go on:\n" + seen)
        titles = [seat.title() for seat in seats]
        if all(round_over(game, title) for title in titles):
            break
        for seat in seats:
            text = seat.text()
            for other in others[seat.name]:
                if f"{other}'s screen" in text:
                    seat.leaks.append(text)
            key = choose_key(text)
            footer = text.rstrip().split("\n")[-1].strip()
            if key is None:
                if "Waiting for" in seat.title() and not pictures["waiting"]:
                    seat.page.screenshot(path=out / f"{game}-waiting.png")
                    pictures["waiting"] = True
                    keys = probe_browser_keys(seat, out / game)
                elif "Waiting for" not in seat.title():
                    shown, since = quiet.setdefault(seat.name, (text, time.monotonic()))
                    if shown != text:
                        quiet[seat.name] = (text, time.monotonic())
                    elif time.monotonic() - since > UNKNOWN_AFTER and footer not in seat.unknown:
                        seat.unknown.append(footer)
                continue
            if "Choose" in footer and not pictures["deciding"]:
                seat.page.screenshot(path=out / f"{game}-deciding.png")
                pictures["deciding"] = True
            seat.page.keyboard.press(key)
            seat.presses += 1
            seat.page.wait_for_timeout(250)  # (the next frame arrives before the next look)
        seats[0].page.wait_for_timeout(200)
    return {"round_s": round(time.monotonic() - start, 1), "titles": titles, "keys": keys}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--game", choices=["meaculpa", "sinners", "both"], default="both")
    parser.add_argument("--python", default=str(ROOT / ".venv" / "bin" / "python"))
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--port", type=int, default=8123)
    parser.add_argument("--public-url", help="open the page here (a proxy to --port)")
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "browser-shots")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    games = ["meaculpa", "sinners"] if args.game == "both" else [args.game]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        try:
            for game in games:
                print(json.dumps(play_game(browser, game, args, args.out), indent=1))
        finally:
            browser.close()
    print("load average:", " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    sys.exit(main())
