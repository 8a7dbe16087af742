"""Which address a browser comes from: the key its sessions are counted by, and what its
``join`` process is told (``join --peer``) so that wrong codes slow down their source alone.

By default it is the address of the connection itself. Behind a reverse proxy every browser
comes from the proxy (127.0.0.1 with the README's nginx recipe), so ``serve --trust-proxy``
takes the address the proxy adds at the end of ``X-Forwarded-For`` instead: the last entry,
the one the proxy itself saw (entries before it are whatever the browser sent). Only with a
proxy in front that sets that header may it be trusted; otherwise a browser names itself.

An IPv6 address counts by its /64 network: one home is given a whole /64, and could
otherwise take a new address for each session. An IPv4 address inside IPv6 counts as itself.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping

#: The key of a browser whose address cannot be read (all such browsers count as one).
UNKNOWN = "unknown"
#: The prefix an IPv6 address counts by.
IPV6_PREFIX = 64


def address_key(text: str) -> str | None:
    """The key of the address ``text`` (``None``: not an IP address)."""
    try:
        address = ipaddress.ip_address(text.strip().split("%", 1)[0])
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, IPV6_PREFIX), strict=False))
    return str(address)


def source_key(remote: str | None, headers: Mapping[str, str], *, trust_proxy: bool) -> str:
    """The key of a browser's request: ``remote`` (the connection's address), or with
    ``trust_proxy`` the address the proxy added to ``X-Forwarded-For`` (see the module)."""
    if trust_proxy:
        forwarded = headers.get("X-Forwarded-For", "")
        key = address_key(forwarded.rsplit(",", 1)[-1]) if forwarded else None
        if key is not None:
            return key
    key = address_key(remote or "")
    return UNKNOWN if key is None else key
