"""The app icons as PNG files, drawn pixel by pixel (standard library only):
a domino tile on the felt green of the table."""

from __future__ import annotations

import struct
import zlib

FELT = (31, 107, 67)
IVORY = (255, 252, 242)
EDGE = (207, 198, 173)
PIP = (20, 20, 20)


def png_bytes(width: int, height: int, rows: list[bytes]) -> bytes:
    """An 8-bit RGB PNG from raw rows (3 bytes a pixel)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    raw = b"".join(b"\0" + row for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def _inside_rounded(x: float, y: float, left: float, top: float, right: float, bottom: float, radius: float) -> bool:
    if not (left <= x <= right and top <= y <= bottom):
        return False
    cx = min(max(x, left + radius), right - radius)
    cy = min(max(y, top + radius), bottom - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius**2


def domino_icon(size: int, safe_zone: float = 1.0) -> bytes:
    """A vertical 1|2 domino centred on green. safe_zone < 1 shrinks the tile so a
    maskable icon keeps it inside the circle every platform may cut out."""
    scale = size * safe_zone
    half_w, half_h = 0.24 * scale, 0.42 * scale
    mid = size / 2
    left, right, top, bottom = mid - half_w, mid + half_w, mid - half_h, mid + half_h
    radius = 0.07 * scale
    border = max(1.0, 0.018 * scale)
    pip_r = 0.055 * scale
    pips = [(mid, mid - half_h / 2)]  # the top half shows 1
    pips += [(mid - half_w / 2, mid + half_h / 4), (mid + half_w / 2, mid + 3 * half_h / 4)]  # the bottom half 2
    rows = []
    for py in range(size):
        y = py + 0.5
        row = bytearray()
        for px in range(size):
            x = px + 0.5
            colour = FELT
            if _inside_rounded(x, y, left, top, right, bottom, radius):
                colour = EDGE
                if _inside_rounded(x, y, left + border, top + border, right - border, bottom - border, radius - border):
                    colour = IVORY
                    if abs(y - mid) < border / 2 and abs(x - mid) < half_w * 0.7:
                        colour = EDGE
                    elif any((x - cx) ** 2 + (y - cy) ** 2 <= pip_r**2 for cx, cy in pips):
                        colour = PIP
            row += bytes(colour)
        rows.append(bytes(row))
    return png_bytes(size, size, rows)
