"""The page a browser opens: textual-serve's own with a few additions, or, when ``serve`` is
full, a page of one sentence.

The additions (:data:`ADDITIONS`): a script, so that its terminal takes the keyboard as soon as
it opens and a player can type their code at once (the page alone waits for a first click,
and keys typed before it are lost without a sign); a title, so that the browser's tab names
the game rather than the address; the page's own font from the server itself; and a script
that shows why the server ended a session (full, no key for an hour) where the page would
say only "Session ended.".
"""

from __future__ import annotations

import html
from pathlib import Path
from types import ModuleType

#: textual-serve's page template (in its package's ``templates`` folder).
PAGE = "app_index.html"
#: Added before the page's ``</body>``: the terminal's input takes the keyboard once the page's
#: own ``onload`` (which makes the terminal) has run.
FOCUS_SCRIPT = """<script>
  window.addEventListener("load", () => setTimeout(() => {
    const input = document.querySelector("#terminal textarea");
    if (input) input.focus();
  }, 0));
</script>
"""
#: Added before the page's ``</head>``, before the page's own script opens its websocket (at
#: ``onload``): each websocket of the page shows the reason the server gave when it closed in
#: the page's "Session ended." box (as text, never markup). The server closes with a reason
#: only to say why in one sentence (see :mod:`shared.serve.server`).
CLOSE_REASON_SCRIPT = """<script>
  window.WebSocket = class extends window.WebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener("close", (event) => {
        const message = document.querySelector(".closed-dialog .message");
        if (message && event.reason) message.textContent = event.reason;
      });
    }
  };
</script>
"""
#: Added before the page's ``</head>``: a title (it has none), the name textual-serve gives the
#: page, the game's title (``serve``'s ``title``, a constant of the game, never user text); and
#: the monospace font the page asks for, from the copy textual-serve serves itself (the page
#: loads it from a font service alone, so without the internet every cell looked different).
PAGE_HEAD = (
    "<title>{{ application.name }}</title>\n"
    '<style>@font-face { font-family: "Roboto Mono"; '
    'src: url("{{ config.static.url }}fonts/RobotoMono-VariableFont_wght.ttf"); }</style>\n'
    + CLOSE_REASON_SCRIPT
)
#: What goes where: each addition just before the tag that ends its part of the page.
ADDITIONS = {"</head>": PAGE_HEAD, "</body>": FOCUS_SCRIPT}


def page_templates(server_module: ModuleType, folder: Path) -> Path | None:
    """Write textual-serve's page with :data:`ADDITIONS` into ``folder``; returns the folder,
    or ``None`` (textual-serve's page as it is) when its template is not where this version
    keeps it or lacks a tag an addition goes before."""
    source = getattr(server_module, "__file__", None)
    if source is None:
        return None
    try:
        text = (Path(source).parent / "templates" / PAGE).read_text(encoding="utf-8")
    except OSError:
        return None
    for tag, addition in ADDITIONS.items():
        if tag not in text:
            return None
        text = text.replace(tag, addition + tag, 1)
    (folder / PAGE).write_text(text, "utf-8")
    return folder


#: The page instead of the game's when ``serve`` is full: its title, then the sentence saying
#: why, both as text.
FULL_PAGE = """<!DOCTYPE html>
<html>
  <head><meta charset="utf-8"><title>{title}</title></head>
  <body style="background: #0c181f; color: #f2f2f2; font: 18px sans-serif; margin: 3em">
    <h1>{title}</h1>
    <p>{sentence}</p>
  </body>
</html>
"""


def full_page(title: str, sentence: str) -> str:
    """The page saying ``sentence`` (why no session can start now) under the game's title."""
    return FULL_PAGE.format(title=html.escape(title), sentence=html.escape(sentence))
