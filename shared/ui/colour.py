"""Colour arithmetic for readable seat colours: WCAG contrast, and lightness moved in OKLab.

A seat colour is text on the theme's background, so it must keep a contrast of at least
4.5:1 (WCAG 2 AA for normal text) on whatever theme the players pick. Rather than one
palette per theme, each seat has one hue and chroma, and :func:`readable_on` moves only its
lightness, in OKLab (where lightness changes leave the hue alone), until it is readable on
every given background. Colours are sRGB triples of floats from 0 to 1.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

RGB = tuple[float, float, float]

#: WCAG 2 AA contrast for normal-size text.
READABLE_CONTRAST = 4.5


def to_linear(channel: float) -> float:
    """An sRGB channel (0-1) in linear light."""
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def from_linear(channel: float) -> float:
    """A linear-light channel (0-1) encoded as sRGB."""
    if channel <= 0.0031308:
        return 12.92 * channel
    return 1.055 * channel ** (1 / 2.4) - 0.055


def parse_hex(text: str) -> RGB:
    """``"#f47067"`` as an sRGB triple."""
    text = text.lstrip("#")
    return (int(text[0:2], 16) / 255, int(text[2:4], 16) / 255, int(text[4:6], 16) / 255)


def to_hex(rgb: RGB) -> str:
    """An sRGB triple as ``"#rrggbb"`` (each channel clamped to 0-1)."""
    return "#" + "".join(f"{round(min(1.0, max(0.0, channel)) * 255):02x}" for channel in rgb)


def luminance(rgb: RGB) -> float:
    """WCAG 2 relative luminance."""
    r, g, b = (to_linear(channel) for channel in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(first: RGB, second: RGB) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def to_oklab(rgb: RGB) -> RGB:
    """OKLab (Ottosson 2020) of an sRGB colour: lightness and two opponent axes."""
    r, g, b = (to_linear(channel) for channel in rgb)
    long = math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    medium = math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    short = math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return (
        0.2104542553 * long + 0.7936177850 * medium - 0.0040720468 * short,
        1.9779984951 * long - 2.4285922050 * medium + 0.4505937099 * short,
        0.0259040371 * long + 0.7827717662 * medium - 0.8086757660 * short,
    )


def from_oklab(lab: RGB) -> RGB:
    """The sRGB colour of an OKLab triple (may fall outside 0-1: see :func:`in_gamut`)."""
    lightness, a, b = lab
    long = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3
    medium = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3
    short = (lightness - 0.0894841775 * a - 1.2914855480 * b) ** 3
    linear = (
        4.0767416621 * long - 3.3077115913 * medium + 0.2309699292 * short,
        -1.2684380046 * long + 2.6097574011 * medium - 0.3413193965 * short,
        -0.0041960863 * long - 0.7034186147 * medium + 1.7076147010 * short,
    )
    return tuple(  # type: ignore[return-value]
        math.copysign(from_linear(abs(channel)), channel) for channel in linear
    )


def in_gamut(rgb: RGB) -> bool:
    """Whether every channel is a displayable 0-1 value."""
    return all(-1e-6 <= channel <= 1 + 1e-6 for channel in rgb)


def with_lightness(rgb: RGB, lightness: float) -> RGB:
    """``rgb`` at another OKLab lightness, same hue; chroma is reduced only to stay in gamut."""
    _, a, b = to_oklab(rgb)
    for step in range(101):
        scale = 1 - step / 100
        candidate = from_oklab((lightness, a * scale, b * scale))
        if in_gamut(candidate):
            return tuple(min(1.0, max(0.0, channel)) for channel in candidate)  # type: ignore[return-value]
    return (lightness, lightness, lightness)  # (unreachable: grey is always in gamut)


def readable_on(rgb: RGB, backgrounds: Iterable[RGB], minimum: float = READABLE_CONTRAST) -> RGB:
    """``rgb``, lightened or darkened as little as needed to reach ``minimum`` on each background.

    Lightened when the backgrounds are dark, darkened when they are light (judged by the
    darkest one against white and black). If even white or black falls short, the best
    reachable colour is returned. Candidates are rounded to ``#rrggbb`` before they are
    measured, so the colour the stylesheet gets is the one that was checked.
    """
    grounds = list(backgrounds)
    if all(contrast(rgb, ground) >= minimum for ground in grounds):
        return rgb
    dark = min(luminance(ground) for ground in grounds) < 0.18
    start = to_oklab(rgb)[0]
    steps = 200
    best = rgb
    for step in range(1, steps + 1):
        target = start + (1 - start if dark else -start) * step / steps
        best = parse_hex(to_hex(with_lightness(rgb, target)))
        if all(contrast(best, ground) >= minimum for ground in grounds):
            return best
    return best
