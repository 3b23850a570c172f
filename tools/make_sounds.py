"""Synthesise the table's sound effects into assets/sounds/ (standard library only).

    python tools/make_sounds.py

Every sound is made from sine waves, filtered noise and envelopes with a fixed random seed, so
running this again writes byte-identical files. The results are the project's own work, CC0.
"""
from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def _silence(seconds: float) -> list:
    return [0.0] * int(RATE * seconds)


def _mix(dst: list, src: list, at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    need = start + len(src)
    if need > len(dst):
        dst.extend([0.0] * (need - len(dst)))
    for i, v in enumerate(src):
        dst[start + i] += v * gain


def _env(n: int, attack: float, decay: float) -> list:
    """Exponential decay after a linear attack, both in seconds."""
    a = max(1, int(attack * RATE))
    out = []
    for i in range(n):
        if i < a:
            out.append(i / a)
        else:
            out.append(math.exp(-(i - a) / (decay * RATE)))
    return out


def _noise_burst(rng: random.Random, seconds: float, decay: float, lowpass: float, highpass: float = 0.0) -> list:
    """Filtered white noise with a fast attack: the click of a die or a chip on wood."""
    n = int(seconds * RATE)
    env = _env(n, 0.0015, decay)
    out, lp, hp_prev_in, hp = [], 0.0, 0.0, 0.0
    for i in range(n):
        x = rng.uniform(-1.0, 1.0)
        lp += lowpass * (x - lp)
        if highpass:
            hp = highpass * (hp + lp - hp_prev_in)
            hp_prev_in = lp
            y = hp
        else:
            y = lp
        out.append(y * env[i])
    return out


def _tone(freq: float, seconds: float, decay: float, attack: float = 0.002, harmonics=((1, 1.0),), detune: float = 0.0) -> list:
    n = int(seconds * RATE)
    env = _env(n, attack, decay)
    out = []
    for i in range(n):
        t = i / RATE
        f = freq * (1.0 + detune * t)
        v = sum(g * math.sin(2 * math.pi * f * h * t) for h, g in harmonics)
        out.append(v * env[i])
    return out


def dice_rattle(rng: random.Random) -> list:
    """Two dice shaken and thrown onto felt: a cluster of hard clicks thinning out."""
    out = _silence(0.9)
    t = 0.0
    for k in range(26):
        t += rng.uniform(0.008, 0.03) * (1.0 + k / 12.0)
        if t > 0.8:
            break
        click = _noise_burst(rng, 0.05, rng.uniform(0.004, 0.009), rng.uniform(0.35, 0.7), 0.92)
        body = _tone(rng.uniform(900, 1600), 0.05, 0.006, harmonics=((1, 1.0), (2.7, 0.35)))
        gain = 0.75 * (1.0 - t / 1.0) ** 1.2
        _mix(out, click, t, gain)
        _mix(out, body, t, gain * 0.35)
    return out


def card_slide(rng: random.Random) -> list:
    """A card drawn across the cloth: swelling, then fading band-limited noise, and a soft tap."""
    n = int(0.38 * RATE)
    out, lp = [], 0.0
    for i in range(n):
        t = i / n
        shape = math.sin(math.pi * min(1.0, t * 1.15)) ** 1.5
        lp += (0.08 + 0.25 * t) * (rng.uniform(-1, 1) - lp)
        out.append(lp * shape * 1.6)
    _mix(out, _noise_burst(rng, 0.04, 0.006, 0.25), 0.31, 0.35)
    return out


def chip_clink(rng: random.Random) -> list:
    """Two ceramic chips touching: bright inharmonic partials, quickly damped, twice."""
    out = _silence(0.35)
    partials = ((1, 1.0), (2.76, 0.55), (5.4, 0.3), (8.93, 0.15))
    _mix(out, _tone(2350, 0.3, 0.045, 0.0008, partials), 0.0, 0.55)
    _mix(out, _noise_burst(rng, 0.02, 0.003, 0.8, 0.9), 0.0, 0.4)
    _mix(out, _tone(2610, 0.25, 0.03, 0.0008, partials), 0.075, 0.3)
    return out


def warning_sting(rng: random.Random) -> list:
    """A horror sting: a low swell, then a dissonant cluster (minor second + tritone) with a shriek on top."""
    seconds = 1.6
    n = int(seconds * RATE)
    out = []
    lp = 0.0
    for i in range(n):
        t = i / RATE
        swell = min(1.0, t / 0.08) * math.exp(-max(0.0, t - 0.08) / 0.55)
        low = math.sin(2 * math.pi * 55 * t) + 0.5 * math.sin(2 * math.pi * 58.3 * t)
        cluster = (
            math.sin(2 * math.pi * 440 * t)
            + 0.8 * math.sin(2 * math.pi * 466.2 * t)
            + 0.6 * math.sin(2 * math.pi * 622.3 * t)
        )
        vibrato = 1.0 + 0.012 * math.sin(2 * math.pi * 6.5 * t)
        shriek = math.sin(2 * math.pi * 1760 * vibrato * t) * math.exp(-t / 0.35)
        lp += 0.05 * (rng.uniform(-1, 1) - lp)
        out.append(swell * (0.45 * low + 0.28 * cluster + 0.18 * shriek + 0.6 * lp))
    return out


def ui_click(rng: random.Random) -> list:
    """A short, dry button tick."""
    out = _tone(1250, 0.06, 0.008, 0.0005, ((1, 1.0), (3.1, 0.25)))
    _mix(out, _noise_burst(rng, 0.02, 0.002, 0.6, 0.9), 0.0, 0.3)
    return out


SOUNDS = {
    "dice_rattle": dice_rattle,
    "card_slide": card_slide,
    "chip_clink": chip_clink,
    "warning_sting": warning_sting,
    "ui_click": ui_click,
}


def _write(path: Path, samples: list, peak: float = 0.85) -> None:
    top = max((abs(s) for s in samples), default=1.0) or 1.0
    scale = peak / top
    # 4 ms fade out so no file ends on a click
    fade = int(0.004 * RATE)
    for i in range(1, min(fade, len(samples)) + 1):
        samples[-i] *= (i - 1) / fade
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s * scale)) * 32767)) for s in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


LICENSE = """The sound effects in this folder (dice_rattle.wav, card_slide.wav, chip_clink.wav,
warning_sting.wav, ui_click.wav) are made by the Dreadboard project: they are synthesised from
sine waves and seeded noise by tools/make_sounds.py, using only the Python standard library.

They are dedicated to the public domain under CC0 1.0 Universal:
https://creativecommons.org/publicdomain/zero/1.0/
"""


def main(out_dir: Path = OUT) -> int:
    out_dir.mkdir(parents=True, exist_ok=True)
    for i, (name, make) in enumerate(SOUNDS.items()):
        rng = random.Random(20261129 + i)
        _write(out_dir / f"{name}.wav", make(rng))
        print(f"wrote {out_dir / (name + '.wav')}")
    (out_dir / "LICENSE.txt").write_text(LICENSE, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT))
