"""Synthesise every sound Dreadboard plays into assets/sounds/ (standard library only).

    python tools/make_sounds.py                 # every sound, and LICENSE.txt
    python tools/make_sounds.py --only zombie/horror --out DIR   # one sound (its path under sounds/), into DIR

The five table sounds every screen uses (a die, a card, a chip, a warning, a click) are here; each game's own
cues and its ambient loop are in tools/game_sounds.py, built from tools/sound_kit.py. Every sound is made from
sine waves, filtered noise and envelopes with a fixed random seed per file, so running this again writes
byte-identical files (tests/ui/test_sounds.py rebuilds one and compares). The results are the project's own
work, CC0.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import zlib
from pathlib import Path

from game_sounds import GAMES
from sound_kit import AMBIENCE_RATE, RATE, mix, noise_burst, silence, tone, write

OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def dice_rattle(rng: random.Random) -> list:
    """Two dice shaken and thrown onto felt: a cluster of hard clicks thinning out."""
    out = silence(0.9)
    t = 0.0
    for k in range(26):
        t += rng.uniform(0.008, 0.03) * (1.0 + k / 12.0)
        if t > 0.8:
            break
        click = noise_burst(rng, 0.05, rng.uniform(0.004, 0.009), rng.uniform(0.35, 0.7), 0.92)
        body = tone(rng.uniform(900, 1600), 0.05, 0.006, harmonics=((1, 1.0), (2.7, 0.35)))
        gain = 0.75 * (1.0 - t / 1.0) ** 1.2
        mix(out, click, t, gain)
        mix(out, body, t, gain * 0.35)
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
    mix(out, noise_burst(rng, 0.04, 0.006, 0.25), 0.31, 0.35)
    return out


def chip_clink(rng: random.Random) -> list:
    """Two ceramic chips touching: bright inharmonic partials, quickly damped, twice."""
    out = silence(0.35)
    partials = ((1, 1.0), (2.76, 0.55), (5.4, 0.3), (8.93, 0.15))
    mix(out, tone(2350, 0.3, 0.045, 0.0008, partials), 0.0, 0.55)
    mix(out, noise_burst(rng, 0.02, 0.003, 0.8, 0.9), 0.0, 0.4)
    mix(out, tone(2610, 0.25, 0.03, 0.0008, partials), 0.075, 0.3)
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
    out = tone(1250, 0.06, 0.008, 0.0005, ((1, 1.0), (3.1, 0.25)))
    mix(out, noise_burst(rng, 0.02, 0.002, 0.6, 0.9), 0.0, 0.3)
    return out


SOUNDS = {
    "dice_rattle": dice_rattle,
    "card_slide": card_slide,
    "chip_clink": chip_clink,
    "warning_sting": warning_sting,
    "ui_click": ui_click,
}


LICENSE = """Every sound in this folder and its sub-folders is made by the Dreadboard project: the five table
sounds (dice_rattle.wav, card_slide.wav, chip_clink.wav, warning_sting.wav, ui_click.wav) and each game's
own cues and ambient loop (crimson_creek/, terrorscape/, the_thing/, who_goes_there/, zombie/: card, die,
attack, horror, win, lose, ambience). They are synthesised from sine waves and seeded noise by
tools/make_sounds.py, using only the Python standard library; running it again rebuilds them byte for byte.

They are dedicated to the public domain under CC0 1.0 Universal:
https://creativecommons.org/publicdomain/zero/1.0/
"""


def recipes() -> dict:
    """Every sound: its path under sounds/ (without .wav) -> (recipe, seed, rate, is a loop)."""
    out = {name: (make, 20261129 + i, RATE, False) for i, (name, make) in enumerate(SOUNDS.items())}
    for game, cues in GAMES.items():
        for cue, make in cues.items():
            key = f"{game}/{cue}"
            loop = cue == "ambience"
            # the seed comes from the name (a stable checksum), so adding a sound never changes another
            out[key] = (make, 20261202 + zlib.crc32(key.encode()), AMBIENCE_RATE if loop else RATE, loop)
    return out


def build(key: str, out_dir: Path) -> Path:
    make, seed, rate, loop = recipes()[key]
    path = out_dir / f"{key}.wav"
    write(path, make(random.Random(seed)), peak=0.5 if loop else 0.85, rate=rate, loop=loop, fade_in="/" in key)
    return path


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="one sound, e.g. zombie/horror or dice_rattle")
    ap.add_argument("--out", type=Path, default=OUT, help="the folder to write into (default assets/sounds)")
    args = ap.parse_args(argv)
    keys = [args.only] if args.only else list(recipes())
    unknown = [k for k in keys if k not in recipes()]
    if unknown:
        ap.error(f"no sound {unknown[0]!r}; the sounds are: {', '.join(recipes())}")
    for key in keys:
        print(f"wrote {build(key, args.out)}")
    if not args.only:
        (args.out / "LICENSE.txt").write_text(LICENSE, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
