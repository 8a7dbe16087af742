"""Colour science for the palette tests: simulated colour-vision deficiencies and CIEDE2000.

Small and dependency-free on purpose (the formulas fit on a page, and the project does not
need a colour library at run time):

- :func:`simulate` applies the Machado, Oliveira and Fernandes (2009) matrices at full
  severity to linear sRGB, the model used by most simulators (colorspacious, DaltonLens).
- :func:`delta_e_2000` is the CIEDE2000 colour difference of Sharma, Wu and Dalal (2005),
  checked against their published test pairs in ``test_palette.py``.
"""

from __future__ import annotations

import math

from shared.ui.colour import RGB, from_linear, to_linear

#: Machado et al. (2009), severity 1.0, applied to linear RGB.
MACHADO: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def simulate(rgb: RGB, deficiency: str) -> RGB:
    """How ``rgb`` (sRGB, 0-1) looks with ``deficiency`` (a key of :data:`MACHADO`)."""
    linear = [to_linear(channel) for channel in rgb]
    matrix = MACHADO[deficiency]
    mixed = [
        sum(weight * value for weight, value in zip(row, linear, strict=True)) for row in matrix
    ]
    return tuple(from_linear(min(1.0, max(0.0, value))) for value in mixed)  # type: ignore[return-value]


#: The D65 white point of sRGB, for CIELAB.
WHITE = (0.95047, 1.0, 1.08883)


def lab(rgb: RGB) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (to_linear(channel) for channel in rgb)
    xyz = (
        0.4124564 * r + 0.3575761 * g + 0.1804375 * b,
        0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
        0.0193339 * r + 0.1191920 * g + 0.9503041 * b,
    )

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = (f(value / white) for value, white in zip(xyz, WHITE, strict=True))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e_2000(first: tuple[float, float, float], second: tuple[float, float, float]) -> float:
    """The CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_mean = (h1p + h2p + 360) / 2
    else:
        h_mean = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt(
        (dl / s_l) ** 2 + (dc / s_c) ** 2 + (dhh / s_h) ** 2 + r_t * (dc / s_c) * (dhh / s_h)
    )


def distance(first: RGB, second: RGB, deficiency: str | None = None) -> float:
    """CIEDE2000 between two sRGB colours, as seen with ``deficiency`` (``None``: typical)."""
    if deficiency is not None:
        first, second = simulate(first, deficiency), simulate(second, deficiency)
    return delta_e_2000(lab(first), lab(second))
