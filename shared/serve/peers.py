"""Which address a browser comes from: what its sessions are counted by, and what its ``join``
process is told (``join --peer ADDRESS``), so that its wrong codes slow down its own address
alone (see :mod:`shared.engine.join_tries`, whose :func:`~shared.engine.join_tries.source_of`
is the one rule of what counts as one address: an IPv6 address counts by its /64 network).

By default it is the address of the connection itself. Behind a reverse proxy every browser
comes from the proxy (127.0.0.1 with the README's nginx recipe), so ``serve --trust-proxy``
takes the address the proxy adds at the end of ``X-Forwarded-For`` instead: the last entry,
the one the proxy itself saw (entries before it are whatever the browser sent). Only with a
proxy in front that sets that header may it be trusted; otherwise a browser names itself.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping

#: The address of a browser whose address cannot be read (all such browsers count as one).
UNKNOWN = "unknown"


def ip_address_text(text: str) -> str | None:
    """``text`` as an IP address, written the standard way, without an IPv6 scope (``None``:
    not an IP address)."""
    try:
        return str(ipaddress.ip_address(text.strip().strip("[]").split("%", 1)[0]))
    except ValueError:
        return None


def peer_address(remote: str | None, headers: Mapping[str, str], *, trust_proxy: bool) -> str:
    """The address a browser's request comes from: ``remote`` (the connection's), or with
    ``trust_proxy`` the one the proxy added to ``X-Forwarded-For`` (see the module)."""
    if trust_proxy:
        forwarded = headers.get("X-Forwarded-For", "")
        address = ip_address_text(forwarded.rsplit(",", 1)[-1]) if forwarded else None
        if address is not None:
            return address
    address = ip_address_text(remote or "")
    return UNKNOWN if address is None else address
