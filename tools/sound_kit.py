"""The building blocks tools/make_sounds.py synthesises every sound from (standard library only).

Samples are lists of floats at a given rate (RATE for the cues, AMBIENCE_RATE for the loops); every random
choice comes from the `random.Random` a recipe is handed, so a recipe run twice gives the same samples.
"""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
AMBIENCE_RATE = 11025  # the loops are low washes: half the rate keeps the folder small and loses nothing heard


def silence(seconds: float, rate: int = RATE) -> list:
    return [0.0] * int(rate * seconds)


def mix(dst: list, src: list, at: float, gain: float = 1.0, rate: int = RATE) -> None:
    start = int(at * rate)
    need = start + len(src)
    if need > len(dst):
        dst.extend([0.0] * (need - len(dst)))
    for i, v in enumerate(src):
        dst[start + i] += v * gain


def env(n: int, attack: float, decay: float, rate: int = RATE) -> list:
    """Exponential decay after a linear attack, both in seconds."""
    a = max(1, int(attack * rate))
    out = []
    for i in range(n):
        if i < a:
            out.append(i / a)
        else:
            out.append(math.exp(-(i - a) / (decay * rate)))
    return out


def noise_burst(rng: random.Random, seconds: float, decay: float, lowpass: float, highpass: float = 0.0,
                rate: int = RATE) -> list:
    """Filtered white noise with a fast attack: the click of a die or a chip on wood."""
    n = int(seconds * rate)
    shape = env(n, 0.0015, decay, rate)
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
        out.append(y * shape[i])
    return out


def tone(freq: float, seconds: float, decay: float, attack: float = 0.002, harmonics=((1, 1.0),),
         detune: float = 0.0, rate: int = RATE) -> list:
    n = int(seconds * rate)
    shape = env(n, attack, decay, rate)
    out = []
    for i in range(n):
        t = i / rate
        f = freq * (1.0 + detune * t)
        v = sum(g * math.sin(2 * math.pi * f * h * t) for h, g in harmonics)
        out.append(v * shape[i])
    return out


def glide(f0: float, f1: float, seconds: float, harmonics=((1, 1.0),), attack: float = 0.01, release: float = 0.1,
          wobble: float = 0.0, wobble_hz: float = 6.0, rate: int = RATE) -> list:
    """A tone sliding from f0 to f1 (exponentially), with an optional vibrato, faded in and out."""
    n = int(seconds * rate)
    out, phase = [], 0.0
    for i in range(n):
        t = i / n
        f = f0 * (f1 / f0) ** t * (1.0 + wobble * math.sin(2 * math.pi * wobble_hz * i / rate))
        phase += 2 * math.pi * f / rate
        v = sum(g * math.sin(phase * h) for h, g in harmonics)
        out.append(v * fade_shape(i, n, attack * rate, release * rate))
    return out


def fade_shape(i: int, n: int, attack: float, release: float) -> float:
    a = min(1.0, i / attack) if attack > 0 else 1.0
    r = min(1.0, (n - i) / release) if release > 0 else 1.0
    return a * r


def lowpass(samples: list, k: float) -> list:
    out, y = [], 0.0
    for x in samples:
        y += k * (x - y)
        out.append(y)
    return out


def highpass(samples: list, k: float) -> list:
    out, y, prev = [], 0.0, 0.0
    for x in samples:
        y = k * (y + x - prev)
        prev = x
        out.append(y)
    return out


def noise(rng: random.Random, seconds: float, rate: int = RATE) -> list:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * rate))]


def resonate(samples: list, freqs, q: float, rate: int = RATE) -> list:
    """A two-pole resonator swept along `freqs` (a callable of the sample index, in Hz) with bandwidth f/q: wind
    in a gap, a throat's formant, a creak."""
    out, y1, y2 = [], 0.0, 0.0
    c = rr = g = 0.0
    for i, x in enumerate(samples):
        if i % 32 == 0:
            f = min(freqs(i), rate * 0.45)
            r = math.exp(-math.pi * f / q / rate)
            c, rr, g = 2 * r * math.cos(2 * math.pi * f / rate), r * r, 1 - r
        y = c * y1 - rr * y2 + g * x
        y2, y1 = y1, y
        out.append(y)
    return out


def shaped(samples: list, shape) -> list:
    """Each sample times shape(i / n)."""
    n = max(1, len(samples))
    return [v * shape(i / n) for i, v in enumerate(samples)]


def chord(freqs, seconds: float, attack: float, release: float, harmonics=((1, 1.0), (2, 0.3), (3, 0.12)),
          detune: float = 0.0015, rate: int = RATE) -> list:
    """A soft pad: each note twice, slightly detuned, with a slow swell and release."""
    n = int(seconds * rate)
    out = [0.0] * n
    for f in freqs:
        for d in (-detune, detune):
            w = 2 * math.pi * f * (1 + d) / rate
            for i in range(n):
                out[i] += sum(g * math.sin(w * h * i) for h, g in harmonics)
    return [v * fade_shape(i, n, attack * rate, release * rate) for i, v in enumerate(out)]


def groan(rng: random.Random, f0: float, f1: float, seconds: float, vowel=(700, 1150), rate: int = RATE) -> list:
    """A throat: a buzzy glide (many harmonics) through two formant resonances, with a rough flutter."""
    n = int(seconds * rate)
    src, phase = [], 0.0
    for i in range(n):
        t = i / n
        f = f0 * (f1 / f0) ** t * (1 + 0.03 * math.sin(2 * math.pi * 5.3 * i / rate) + 0.02 * rng.uniform(-1, 1))
        phase = (phase + f / rate) % 1.0
        src.append((2 * phase - 1) * (0.7 + 0.3 * math.sin(2 * math.pi * 23 * i / rate)))
    a = resonate(src, lambda i: vowel[0], 9, rate)
    b = resonate(src, lambda i: vowel[1], 11, rate)
    return [(x + 0.7 * y) * fade_shape(i, n, 0.08 * rate, 0.3 * rate) for i, (x, y) in enumerate(zip(a, b))]


def seamless(samples: list, seconds: float, overlap: float, rate: int) -> list:
    """The first `seconds` of `samples` (which must run `overlap` longer) as a loop without a seam: its head
    is cross-faded (equal power) with what followed its end, so the last sample leads straight into the first."""
    n, x = int(seconds * rate), int(overlap * rate)
    assert len(samples) >= n + x, "a loop needs its overlap made too"
    out = samples[:n]
    for i in range(x):
        a = math.sin(0.5 * math.pi * i / x)
        out[i] = samples[i] * a + samples[n + i] * math.cos(0.5 * math.pi * i / x)
    return out


def write(path: Path, samples: list, peak: float = 0.85, rate: int = RATE, loop: bool = False,
          fade_in: bool = False) -> None:
    """16-bit mono WAV, scaled so its loudest sample is `peak`. A cue ends on a 4 ms fade (and with `fade_in`
    starts on a 2 ms one) so it never clicks; a loop is left as it is (its end runs into its start)."""
    top = max((abs(s) for s in samples), default=1.0) or 1.0
    scale = peak / top
    if fade_in and not loop:
        lead = int(0.002 * rate)
        for i in range(min(lead, len(samples))):
            samples[i] *= i / lead
    if not loop:
        fade = int(0.004 * rate)
        for i in range(1, min(fade, len(samples)) + 1):
            samples[-i] *= (i - 1) / fade
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s * scale)) * 32767)) for s in samples)
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(frames)
