"""Draw the app icon with code into assets/images/ (icon.png, and icon.ico for Windows builds).

    python tools/make_icon.py

A bone-white die, seen face on, whose single pip is a drop of blood, with a drip running down
from its top edge. Drawn at 1024 px and scaled down smoothly, so every size is anti-aliased.
Nothing random: running this again writes the same pictures. The icon is the project's own work
(see assets/images/LICENSE.txt). The .ico holds PNG images (16..256 px), which Windows Vista and
later read, so no image library beyond pygame is needed.
"""
from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "images"
MASTER = 1024
PNG_SIZE = 256
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)

BONE = (226, 214, 190)
BONE_DARK = (178, 164, 140)
EDGE = (96, 84, 70)
BLOOD = (150, 14, 22)
BLOOD_DARK = (96, 6, 14)
SHINE = (255, 170, 170)


def _teardrop(cx: float, cy: float, r: float, n: int = 180, point_up: bool = True) -> list:
    """A drop: round at the bottom, pointed at the top (x = sin t * sin(t/2)^1.6, y = cos t)."""
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = math.sin(t) * math.sin(t / 2) ** 1.6
        y = -math.cos(t) if point_up else math.cos(t)
        pts.append((cx + x * r, cy + y * r * 1.35))
    return pts


def draw(size: int = MASTER) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    u = size / 64.0  # one "icon pixel" of a 64 px icon
    body = pygame.Rect(round(7 * u), round(7 * u), round(50 * u), round(50 * u))
    radius = round(11 * u)
    # soft shadow: a few widening translucent rounded rects
    for i in range(6, 0, -1):
        shadow = body.move(round(1.5 * u), round(2.5 * u)).inflate(round(i * u * 0.8), round(i * u * 0.8))
        pygame.draw.rect(s, (0, 0, 0, 26), shadow, border_radius=radius + round(i * u * 0.4))
    # the die: a darker rim, then the face in two tones for a little depth
    pygame.draw.rect(s, BONE_DARK, body, border_radius=radius)
    face = body.inflate(-round(3 * u), -round(3 * u)).move(-round(0.6 * u), -round(0.8 * u))
    pygame.draw.rect(s, BONE, face, border_radius=radius - round(2 * u))
    pygame.draw.rect(s, EDGE, body, width=max(1, round(1.2 * u)), border_radius=radius)
    # a drip from the top edge, ending in a bead
    dx = face.x + face.w * 0.72
    top = face.y - round(0.4 * u)
    drip_w = 3.2 * u
    drip_len = 15 * u
    pygame.draw.rect(s, BLOOD, pygame.Rect(round(dx - drip_w / 2), round(top), round(drip_w), round(drip_len)))
    pygame.draw.ellipse(s, BLOOD, pygame.Rect(round(dx - 5 * u), round(top - 1.2 * u), round(10 * u), round(3.4 * u)))
    pygame.draw.circle(s, BLOOD, (round(dx), round(top + drip_len)), round(2.6 * u))
    # the single pip: a drop of blood in the middle of the face
    cx, cy = body.centerx, body.centery + 2 * u
    r = 8.5 * u
    pygame.draw.polygon(s, BLOOD_DARK, _teardrop(cx + 0.6 * u, cy + 0.8 * u, r))
    pygame.draw.polygon(s, BLOOD, _teardrop(cx, cy, r))
    pygame.draw.circle(s, SHINE, (round(cx - r * 0.35), round(cy + r * 0.25)), round(r * 0.22))
    return s


def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    img = master
    while img.get_width() // 2 >= size:  # halve step by step: smoother than one big jump
        img = pygame.transform.smoothscale(img, (img.get_width() // 2, img.get_height() // 2))
    if img.get_width() != size:
        img = pygame.transform.smoothscale(img, (size, size))
    return img


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(images: list) -> bytes:
    """An .ico file whose entries are PNG images: [(size, png_bytes), ...]."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images:
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def main(out: Path = OUT) -> int:
    out.mkdir(parents=True, exist_ok=True)
    master = draw(MASTER)
    (out / "icon.png").write_bytes(png_bytes(scaled(master, PNG_SIZE)))
    (out / "icon.ico").write_bytes(ico_bytes([(n, png_bytes(scaled(master, n))) for n in ICO_SIZES]))
    print(f"wrote {out / 'icon.png'} ({PNG_SIZE} px) and {out / 'icon.ico'} ({', '.join(map(str, ICO_SIZES))} px)")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT))
