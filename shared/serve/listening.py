"""Where ``serve`` listens, and the address players open.

The page ``serve`` sends names the address its script and websocket come from: ``--public-url``
when given, else the address it listens on. Listening on every address (``--host 0.0.0.0`` or
``::``) without ``--public-url`` would send every browser to ``ws://0.0.0.0:…``, which no
other machine can open, so ``serve`` refuses it in one sentence naming what to pass
(:func:`wildcard_problem`); on start-up it says which address players open
(:func:`players_line`).
"""

from __future__ import annotations

import errno
import ipaddress
import socket

from shared.engine.names import visible

#: An address no packet is sent to: connecting a UDP socket there only picks the address this
#: host would send from (RFC 5737's TEST-NET-1).
ROUTE_PROBE = ("192.0.2.1", 9)


def _address(host: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(host)
    except ValueError:
        return None


def is_every_address(host: str) -> bool:
    """Whether ``host`` means every address of this machine (``0.0.0.0``, ``::``, empty)."""
    address = _address(host)
    return host == "" or (address is not None and address.is_unspecified)


def is_this_machine_only(host: str) -> bool:
    """Whether ``host`` is reachable from this machine alone (a loopback address)."""
    address = _address(host)
    return host == "localhost" or (address is not None and address.is_loopback)


def listening_url(host: str, port: int) -> str:
    """The address of ``host`` and ``port`` as a browser writes it (an IPv6 address in
    brackets; no port for HTTP's own)."""
    address = _address(host)
    name = f"[{host}]" if isinstance(address, ipaddress.IPv6Address) else host
    return f"http://{name}" if port == 80 else f"http://{name}:{port}"


def this_hosts_address() -> str | None:
    """The address this host sends from to other machines (``None``: no route is known)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(ROUTE_PROBE)
            address = str(probe.getsockname()[0])
    except OSError:
        return None
    return None if is_every_address(address) or is_this_machine_only(address) else address


def wildcard_problem(host: str, port: int, public_url: str | None) -> str | None:
    """Why ``serve`` may not listen on ``host`` as asked, in one sentence (``None``: it may)."""
    if public_url is not None or not is_every_address(host):
        return None
    example = listening_url(this_hosts_address() or "ADDRESS-OF-THIS-HOST", port)
    return (
        f"'serve --host {visible(host)}' listens on every address of this host, so it needs "
        f"the address players open: add --public-url {example} (or give --host that address)."
    )


def players_line(url: str, host: str, public_url: str | None) -> str:
    """The start-up line saying which address players open."""
    where = (
        " (on this machine only: see --host and --public-url in the README)"
        if public_url is None and is_this_machine_only(host)
        else ""
    )
    return f"Players open {visible(url)}{where}. Ctrl+C stops serving."


def trust_warning(host: str, trust_proxy: bool) -> str | None:
    """The start-up warning for ``--trust-proxy`` on an address beyond this machine, where a
    browser reaching ``serve`` itself names its own address (``None``: nothing to warn of)."""
    if not trust_proxy or is_this_machine_only(host):
        return None
    return (
        f"Warning: with --trust-proxy, 'serve' should listen on 127.0.0.1 behind the proxy: on "
        f"{visible(host)!r} a browser that reaches it directly may name any address it likes."
    )


def listen_problem(host: str, port: int) -> str | None:
    """Why ``serve`` could not listen on ``host`` and ``port``, in one sentence (``None``: it
    can), found by binding a socket there for a moment before the server starts.

    The server (aiohttp) would fail with a traceback instead: for a host name that resolves
    to nothing, an address this machine does not have, or a port another program (another
    ``serve``, often) listens on already.
    """
    shown = repr(visible(host))
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (OSError, UnicodeError, ValueError):  # (socket.gaierror is an OSError)
        return f"'serve' cannot listen on {shown}: no address of that name is known here."
    for family, kind, protocol, _name, address in found:
        try:
            with socket.socket(family, kind, protocol) as probe:
                # as the server's own socket does: a port left in TIME_WAIT is free to take
                probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                probe.bind(address)
        except OSError as error:
            return cannot_listen(host, port, error)
    return None


def cannot_listen(host: str, port: int, error: OSError) -> str:
    """The sentence for an ``error`` binding ``host`` and ``port``."""
    if error.errno == errno.EADDRINUSE:
        return f"The port {port} is in use: is another serve running?"
    if error.errno == errno.EADDRNOTAVAIL:
        return f"'serve' cannot listen on {visible(host)!r}: it is not an address of this host."
    if error.errno in (errno.EACCES, errno.EPERM):
        return (
            f"'serve' may not listen on port {port}: ports below 1024 usually need the "
            "administrator; pick a higher one, like 8000."
        )
    reason = error.strerror or type(error).__name__
    return f"'serve' cannot listen on {visible(host)!r} port {port} ({reason})."
