"""Text from players and files, shown exactly as written.

Textual reads a plain ``str`` as content markup almost everywhere it shows one: ``Static`` and
``Label`` (unless made with ``markup=False``), ``border_title`` and ``border_subtitle``, toasts
(unless ``markup=False``) and, as Rich markup, ``DataTable`` cells and headers. A player called
``Ann[/]`` would end the app with a ``MarkupError``; one called ``[link=x]Bob[/link]`` would be
shown as a link to something else. So names, log lines, titles built from them and file paths
reach the screen as :class:`~textual.content.Content` (or Rich ``Text``), which Textual shows as
it is. Styled text with names in it is built with ``Content.assemble``/``Content.styled``, whose
plain string parts are literal too; never with markup in an f-string.
"""

from __future__ import annotations

from rich.text import Text
from textual.content import Content


def literal(text: str | Content) -> Content:
    """``text`` as content Textual shows as written (styled content is kept as it is)."""
    return text if isinstance(text, Content) else Content(text)


def literal_cell(text: str | Text) -> Text:
    """A ``DataTable`` cell or header shown as written (a plain string there is Rich markup)."""
    return text if isinstance(text, Text) else Text(text, end="")
