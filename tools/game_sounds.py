"""Each game's own sounds, for tools/make_sounds.py: a card, a die, an attack, the game's horror (a bite, an
infection, a Thing revealed, Klein striking), a win, a loss and a quiet ambient loop.

A recipe takes a seeded `random.Random` and returns samples at sound_kit.RATE (the loops at AMBIENCE_RATE). The
shared recipes (a card, a die) are tuned per game so the five tables do not sound alike: a camp table's wood, a
metal mess table, plastic on felt.
"""
from __future__ import annotations

import math
import random

from sound_kit import (AMBIENCE_RATE, RATE, chord, glide, groan, highpass, lowpass, mix, noise, noise_burst,
                       resonate, seamless, shaped, silence, tone)

LOOP_SECONDS = 16.0  # every loop: long enough not to be heard repeating in a quiet room, small on disk
LOOP_OVERLAP = 2.0


# -- shared recipes ---------------------------------------------------------------------------------------------
def card(rng: random.Random, seconds: float, bright: float, tap: float, grit: float = 0.0) -> list:
    """A card drawn across the cloth and put down: swelling band-limited noise, then a soft tap."""
    n = int(seconds * RATE)
    out, lp = [], 0.0
    for i in range(n):
        t = i / n
        lp += (bright * (0.3 + t)) * (rng.uniform(-1, 1) - lp)
        crackle = grit * rng.uniform(-1, 1) if rng.random() < 0.02 else 0.0
        out.append((lp * 1.6 + crackle) * math.sin(math.pi * min(1.0, t * 1.15)) ** 1.5)
    mix(out, noise_burst(rng, 0.05, 0.007, 0.25), seconds * 0.82, tap)
    return out


def dice(rng: random.Random, clicks: int, body: tuple, ring: float = 0.0, hardness: float = 0.5) -> list:
    """Dice thrown: a cluster of knocks thinning out, each a click and a short body tone (wood, plastic, metal)."""
    out = silence(1.0)
    t = 0.0
    for k in range(clicks):
        t += rng.uniform(0.01, 0.035) * (1.0 + k / 10.0)
        if t > 0.85:
            break
        gain = 0.75 * (1.0 - t) ** 1.2
        mix(out, noise_burst(rng, 0.05, rng.uniform(0.003, 0.008), hardness + rng.uniform(0, 0.3), 0.9), t, gain)
        mix(out, tone(rng.uniform(*body), 0.06, 0.008, harmonics=((1, 1.0), (2.7, 0.35))), t, gain * 0.4)
        if ring:
            mix(out, tone(rng.uniform(2900, 3400), 0.25, 0.06, harmonics=((1, 1.0), (2.4, 0.3))), t, gain * ring)
    return out


def ambience(rng: random.Random, layers) -> list:
    """A loop of LOOP_SECONDS built from layer recipes (each given rng and a length, at AMBIENCE_RATE)."""
    total = LOOP_SECONDS + LOOP_OVERLAP
    out = silence(total, AMBIENCE_RATE)
    for make, gain in layers:
        mix(out, make(rng, total), 0.0, gain, AMBIENCE_RATE)
    return seamless(out[:int(total * AMBIENCE_RATE)], LOOP_SECONDS, LOOP_OVERLAP, AMBIENCE_RATE)


def wind(rng, seconds, centre=420.0, swing=260.0, q=3.0, speed=0.0625, gusts=0.5):
    """Noise through a slowly wandering resonance, its level breathing: wind round a cabin or a hut."""
    rate = AMBIENCE_RATE
    src = noise(rng, seconds, rate)
    phase = rng.uniform(0, 2 * math.pi)
    howl = resonate(src, lambda i: centre + swing * math.sin(2 * math.pi * speed * i / rate + phase), q, rate)
    return [v * (1 - gusts + gusts * (0.5 + 0.5 * math.sin(2 * math.pi * speed * 2 * i / rate + phase * 2)) ** 2)
            for i, v in enumerate(howl)]


def events_layer(rng, seconds, every: float, make, jitter: float = 0.4):
    """Short sounds (a cricket, a creak) placed along the loop, roughly `every` seconds apart."""
    out = silence(seconds, AMBIENCE_RATE)
    t = rng.uniform(0, every)
    while t < seconds - 1.0:
        mix(out, make(rng), t, rng.uniform(0.5, 1.0), AMBIENCE_RATE)
        t += every * rng.uniform(1 - jitter, 1 + jitter)
    return out


def amb_tone(freq, seconds, decay, harmonics=((1, 1.0),)):
    return tone(freq, seconds, decay, 0.005, harmonics, rate=AMBIENCE_RATE)


# -- Crimson Creek: a summer camp at night, a killer with a hatchet --------------------------------------------
def cc_card(rng):
    return card(rng, 0.3, 0.12, 0.4)


def cc_die(rng):
    return dice(rng, 18, (500, 800), hardness=0.35)  # wooden dice on a picnic table


def cc_attack(rng):
    """A hatchet: a swish through the air, a chop into wood and the wood's crack."""
    out = silence(0.9)
    swish = shaped(highpass(noise(rng, 0.22), 0.7), lambda t: math.sin(math.pi * t) ** 2)
    mix(out, swish, 0.0, 0.5)
    mix(out, tone(95, 0.6, 0.09, harmonics=((1, 1.0), (1.5, 0.4))), 0.2, 0.9)
    mix(out, noise_burst(rng, 0.3, 0.05, 0.5), 0.2, 0.8)
    mix(out, tone(1900, 0.4, 0.05, harmonics=((1, 1.0), (2.3, 0.4), (3.9, 0.2))), 0.2, 0.12)
    return out


def cc_horror(rng):
    """Klein strikes: four stabbed bowed notes, high and harsh, each with a breath of noise, ringing away."""
    out = silence(2.2)
    for k, f in enumerate((1244.5, 1318.5, 1244.5, 1318.5)):
        stab = glide(f, f * 0.985, 0.22, ((1, 1.0), (2, 0.5), (3, 0.33), (4, 0.25), (5, 0.2)), 0.004, 0.15, 0.01)
        mix(out, stab, k * 0.17, 0.5 - k * 0.06)
        mix(out, noise_burst(rng, 0.12, 0.04, 0.6, 0.8), k * 0.17, 0.2)
    mix(out, tone(61.7, 1.4, 0.5, 0.01, ((1, 1.0), (2, 0.3))), 0.0, 0.6)
    return out


def cc_win(rng):
    """Dawn over the lake: a warm major chord swelling, and birds."""
    out = chord((261.6, 329.6, 392.0, 523.3), 2.6, 0.6, 1.2)
    for k in range(5):
        mix(out, glide(3200, 4300, 0.07, attack=0.005, release=0.03), 1.0 + k * 0.23 + rng.uniform(0, 0.05), 0.12)
    return out


def cc_lose(rng):
    """The last of the teens falls: a low minor chord sinking, and a thud."""
    out = silence(2.6)
    for f in (110.0, 130.8, 164.8):
        mix(out, glide(f, f * 0.94, 2.4, ((1, 1.0), (2, 0.4), (3, 0.2)), 0.2, 1.0), 0.0, 0.35)
    mix(out, tone(55, 1.0, 0.2, harmonics=((1, 1.0), (2, 0.3))), 0.05, 0.9)
    mix(out, noise_burst(rng, 0.3, 0.06, 0.3), 0.05, 0.5)
    return out


def cc_ambience(rng):
    """The woods at night: crickets, a little wind in the pines, an owl now and then."""
    def cricket(rng):
        out = []
        for k in range(3):
            out += [v * 0.6 for v in amb_tone(4100 + rng.uniform(-80, 80), 0.03, 0.01)] + [0.0] * int(0.02 * AMBIENCE_RATE)
        return out

    def owl(rng):
        out = silence(1.2, AMBIENCE_RATE)
        for at, f in ((0.0, 380), (0.45, 360), (0.62, 350)):
            mix(out, glide(f, f * 0.92, 0.3, attack=0.05, release=0.15, rate=AMBIENCE_RATE), at, 0.5, AMBIENCE_RATE)
        return out

    return ambience(rng, ((lambda r, s: events_layer(r, s, 0.35, cricket, 0.6), 0.35),
                          (lambda r, s: wind(r, s, 380, 150, 2.5, 0.0625, 0.6), 0.5),
                          (lambda r, s: events_layer(r, s, 7.0, owl, 0.3), 0.35)))


# -- Terrorscape: survivors in a house, a killer moving unseen ------------------------------------------------
def ts_card(rng):
    return card(rng, 0.34, 0.08, 0.5)


def ts_die(rng):
    return dice(rng, 14, (900, 1300), hardness=0.5)  # heavy combat dice


def ts_attack(rng):
    """A blade: a fast bright slash, a metal scrape and a blow."""
    out = silence(0.8)
    slash = shaped(highpass(noise(rng, 0.16), 0.85), lambda t: t ** 0.5 * (1 - t) ** 2 * 4)
    mix(out, slash, 0.0, 0.7)
    mix(out, tone(2650, 0.5, 0.09, 0.001, ((1, 1.0), (2.76, 0.5), (5.1, 0.25))), 0.1, 0.2)
    mix(out, tone(80, 0.4, 0.07), 0.12, 0.8)
    mix(out, noise_burst(rng, 0.2, 0.03, 0.4), 0.12, 0.6)
    return out


def ts_horror(rng):
    """A survivor taken: a scream falling away, with its echo from the far rooms."""
    out = silence(2.4)
    scream = groan(rng, 880, 420, 1.1, (950, 1500))
    mix(out, scream, 0.0, 0.8)
    mix(out, lowpass(scream, 0.3), 0.35, 0.3)
    mix(out, lowpass(scream, 0.2), 0.7, 0.15)
    return out


def ts_win(rng):
    """The door gives: a rising arpeggio of bells over an open fifth."""
    out = chord((146.8, 220.0), 2.4, 0.3, 1.0, ((1, 1.0), (2, 0.2)))
    for k, f in enumerate((587.3, 740.0, 880.0, 1174.7)):
        mix(out, tone(f, 1.4, 0.4, 0.003, ((1, 1.0), (2.0, 0.3), (3.0, 0.1))), 0.2 + k * 0.18, 0.3)
    return out


def ts_lose(rng):
    """A heartbeat slowing to nothing, then a low drone."""
    out = silence(3.0)
    t = 0.0
    for k in range(5):
        for dt, g in ((0.0, 1.0), (0.16, 0.6)):
            mix(out, tone(52, 0.25, 0.05, 0.004, ((1, 1.0), (2, 0.25))), t + dt, g * (1 - k * 0.15))
        t += 0.45 + k * 0.12
    mix(out, chord((55.0, 58.3), 1.6, 0.5, 0.8, ((1, 1.0), (2, 0.2))), 1.4, 0.3)
    return out


def ts_ambience(rng):
    """An old house: a low hum, a clock in another room, a floorboard now and then."""
    def creak(rng):
        f = rng.uniform(180, 320)
        return glide(f, f * rng.uniform(1.2, 1.6), rng.uniform(0.4, 0.8), ((1, 1.0), (2, 0.6), (3, 0.4)),
                     0.1, 0.2, 0.04, 31, AMBIENCE_RATE)

    def hum(rng, seconds):
        n = int(seconds * AMBIENCE_RATE)
        return [math.sin(2 * math.pi * 55 * i / AMBIENCE_RATE) + 0.5 * math.sin(2 * math.pi * 82.5 * i / AMBIENCE_RATE)
                for i in range(n)]

    def clock(rng, seconds):
        out = silence(seconds, AMBIENCE_RATE)
        for k in range(int(seconds)):  # once a second: the loop is a whole number of seconds
            mix(out, noise_burst(rng, 0.03, 0.004, 0.7, 0.9, AMBIENCE_RATE), k + 0.25, 0.9 if k % 2 else 0.7,
                AMBIENCE_RATE)
        return out

    return ambience(rng, ((hum, 0.12), (clock, 0.25), (lambda r, s: events_layer(r, s, 5.0, creak, 0.5), 0.12),
                          (lambda r, s: wind(r, s, 250, 80, 2.0, 0.125, 0.8), 0.2)))


# -- The Thing: an Antarctic station, and something that copies whoever it takes ------------------------------
def tt_card(rng):
    out = card(rng, 0.3, 0.1, 0.3)
    mix(out, tone(3100, 0.08, 0.012, 0.001), 0.25, 0.06)  # a metal table's tick
    return out


def tt_die(rng):
    return dice(rng, 16, (1100, 1600), ring=0.08, hardness=0.55)  # dice on a metal mess table


def tt_attack(rng):
    """The Thing attacks: a roar that is too low and too many throats at once."""
    out = silence(1.4)
    for f0, f1, g in ((90, 60, 0.6), (135, 85, 0.4), (61, 50, 0.5)):
        mix(out, groan(rng, f0, f1, 1.2, (420, 800)), rng.uniform(0, 0.05), g)
    mix(out, lowpass(noise(rng, 1.0), 0.15), 0.0, 0.4)
    return out


def tt_horror(rng):
    """An infection: something wet moving under skin, bubbling, and a low swell beneath it."""
    out = silence(1.8)
    for k in range(14):
        f = rng.uniform(180, 520)
        mix(out, glide(f, f * 0.45, rng.uniform(0.04, 0.09), attack=0.004, release=0.03), rng.uniform(0.0, 1.3),
            rng.uniform(0.15, 0.35))
    wet = shaped(lowpass(noise(rng, 1.6), 0.05), lambda t: math.sin(math.pi * t) * (0.6 + 0.4 * math.sin(t * 40)))
    mix(out, wet, 0.0, 1.2)
    mix(out, glide(48, 41, 1.7, ((1, 1.0), (2, 0.4)), 0.5, 0.6, 0.02, 3.0), 0.0, 0.5)
    return out


def tt_win(rng):
    """Rescue on the radio: two beeps, and a chord that lets the breath out."""
    out = chord((196.0, 246.9, 293.7, 370.0), 2.8, 0.7, 1.3)
    for k in range(2):
        mix(out, tone(1500, 0.12, 0.2, 0.005), 0.05 + k * 0.22, 0.15)
    return out


def tt_lose(rng):
    """The Thing wins: two low synth notes pulsing like a heart, a cluster rising over them."""
    out = silence(3.0)
    for k in range(6):
        f = 41.2 if k % 2 == 0 else 43.65
        mix(out, tone(f, 0.45, 0.15, 0.01, ((1, 1.0), (2, 0.5), (3, 0.3))), k * 0.42, 0.8)
    mix(out, chord((329.6, 349.2, 466.2), 2.2, 1.2, 0.6, ((1, 1.0),)), 0.7, 0.25)
    return out


def tt_ambience(rng):
    """Wind over the station, and a slow synth pulse under it like a heartbeat you cannot stop hearing."""
    def pulse(rng, seconds):
        out = silence(seconds, AMBIENCE_RATE)
        k = 0
        while k * 1.6 < seconds - 0.5:  # ten beats to the loop
            mix(out, amb_tone(41.2, 0.5, 0.12, ((1, 1.0), (2, 0.6), (3, 0.3))), k * 1.6, 1.0, AMBIENCE_RATE)
            mix(out, amb_tone(41.2, 0.4, 0.1, ((1, 1.0), (2, 0.6), (3, 0.3))), k * 1.6 + 0.3, 0.6, AMBIENCE_RATE)
            k += 1
        return out

    return ambience(rng, ((lambda r, s: wind(r, s, 600, 380, 4.0, 0.0625, 0.7), 0.55), (pulse, 0.3)))


# -- Who Goes There?: a camp in the snow, a fire, a Thing among the crew --------------------------------------
def wg_card(rng):
    out = card(rng, 0.28, 0.14, 0.35)
    mix(out, highpass(noise_burst(rng, 0.12, 0.04, 0.9), 0.95), 0.05, 0.1)  # frost on the cardboard
    return out


def wg_die(rng):
    return dice(rng, 20, (1300, 1900), hardness=0.6)  # plastic dice on a board


def wg_attack(rng):
    """A strike: a heavy blow, a crunch of something giving, and the breath knocked out."""
    out = silence(0.9)
    mix(out, tone(70, 0.5, 0.08, 0.002, ((1, 1.0), (2.2, 0.3))), 0.0, 1.0)
    for k in range(4):
        mix(out, noise_burst(rng, 0.06, 0.01, rng.uniform(0.5, 0.9), 0.8), 0.02 + k * 0.025, 0.5)
    mix(out, shaped(lowpass(noise(rng, 0.35), 0.2), lambda t: math.sin(math.pi * t)), 0.2, 0.4)
    return out


def wg_horror(rng):
    """A Thing revealed: a shriek that rises and rings wrong, over a ripping of flesh."""
    out = silence(2.0)
    n = int(1.6 * RATE)
    phase = 0.0
    shriek = []
    for i in range(n):
        t = i / n
        f = 500 * (4.0 ** t)
        phase += 2 * math.pi * f / RATE
        ring = math.sin(2 * math.pi * 73 * i / RATE)
        shriek.append(math.sin(phase) * ring * math.sin(math.pi * t) ** 0.6)
    mix(out, shriek, 0.1, 0.6)
    mix(out, shaped(noise(rng, 0.5), lambda t: (1 - t) ** 2), 0.0, 0.4)
    mix(out, chord((277.2, 293.7, 415.3), 1.8, 0.2, 0.8, ((1, 1.0),)), 0.1, 0.2)
    return out


def wg_win(rng):
    """The helicopter comes: its blades thudding nearer under a rising chord."""
    out = chord((220.0, 277.2, 329.6, 440.0), 3.0, 0.9, 1.2)
    for k in range(34):
        t = k / 12.0
        mix(out, lowpass(noise_burst(rng, 0.05, 0.015, 0.3), 0.3), t, 0.2 + 0.5 * (k / 34))
    return out


def wg_lose(rng):
    """The camp goes dark: the wind rising, ice cracking, a minor cluster fading."""
    out = shaped(lowpass(noise(rng, 2.8), 0.06), lambda t: math.sin(math.pi * t))
    mix(out, noise_burst(rng, 0.4, 0.06, 0.8, 0.6), 0.5, 0.6)
    mix(out, tone(1400, 0.6, 0.1, 0.001, ((1, 1.0), (2.9, 0.5))), 0.5, 0.15)
    mix(out, chord((110.0, 130.8, 138.6), 2.2, 0.5, 1.2), 0.4, 0.3)
    return out


def wg_ambience(rng):
    """A blizzard outside the tent and the camp fire crackling."""
    def crackle(rng):
        return noise_burst(rng, 0.03, rng.uniform(0.002, 0.006), rng.uniform(0.4, 0.9), 0.7, AMBIENCE_RATE)

    def fire(rng, seconds):
        return [0.4 * v for v in lowpass(noise(rng, seconds, AMBIENCE_RATE), 0.03)]

    return ambience(rng, ((lambda r, s: wind(r, s, 800, 500, 2.0, 0.125, 0.8), 0.5), (fire, 0.5),
                          (lambda r, s: events_layer(r, s, 0.22, crackle, 0.9), 0.3)))


# -- Zombie: camps of survivors, and the dead outside them ----------------------------------------------------
def zb_card(rng):
    return card(rng, 0.32, 0.1, 0.45, grit=0.4)


def zb_die(rng):
    return dice(rng, 24, (700, 1100), hardness=0.45)


def zb_attack(rng):
    """The dead come over the fence: a groan lunging and a blow."""
    out = silence(1.2)
    mix(out, groan(rng, 120, 80, 0.9, (600, 1000)), 0.0, 0.8)
    mix(out, tone(75, 0.4, 0.07), 0.45, 0.7)
    mix(out, noise_burst(rng, 0.2, 0.03, 0.4), 0.45, 0.6)
    return out


def zb_horror(rng):
    """A bite: teeth crunching through, and something wet."""
    out = silence(1.1)
    for k in range(7):
        mix(out, noise_burst(rng, 0.05, 0.006, rng.uniform(0.6, 1.0), 0.75), 0.05 + k * 0.045 + rng.uniform(0, 0.02),
            0.6)
    mix(out, shaped(lowpass(noise(rng, 0.6), 0.08), lambda t: math.sin(math.pi * t)), 0.2, 0.9)
    mix(out, groan(rng, 100, 75, 0.7, (500, 900)), 0.35, 0.4)
    return out


def zb_win(rng):
    """The camps hold: two chords, the second home."""
    out = chord((174.6, 220.0, 261.6), 1.4, 0.3, 0.6)
    mix(out, chord((196.0, 246.9, 293.7, 392.0), 2.0, 0.2, 1.2), 1.1, 1.0)
    return out


def zb_lose(rng):
    """Overrun: many groans at once, fading into the dark."""
    out = silence(3.0)
    for k in range(6):
        f = rng.uniform(80, 150)
        mix(out, groan(rng, f, f * rng.uniform(0.6, 0.8), rng.uniform(1.4, 2.2), (rng.uniform(450, 700), 1000)),
            rng.uniform(0.0, 0.7), 0.3)
    return out


def zb_ambience(rng):
    """Outside the camps: wind, flies, and the dead moaning far off."""
    def moan(rng):
        f = rng.uniform(90, 140)
        return lowpass(groan(rng, f, f * 0.75, rng.uniform(1.5, 2.5), (500, 900), AMBIENCE_RATE), 0.2)

    def flies(rng, seconds):
        n = int(seconds * AMBIENCE_RATE)
        out, phase = [], 0.0
        for i in range(n):
            phase = (phase + (190 + 12 * math.sin(2 * math.pi * 0.375 * i / AMBIENCE_RATE)) / AMBIENCE_RATE) % 1.0
            out.append((2 * phase - 1) * (0.5 + 0.5 * math.sin(2 * math.pi * 0.1875 * i / AMBIENCE_RATE)) ** 2)
        return lowpass(out, 0.3)

    return ambience(rng, ((lambda r, s: wind(r, s, 300, 120, 2.0, 0.0625, 0.5), 0.45), (flies, 0.06),
                          (lambda r, s: events_layer(r, s, 4.0, moan, 0.4), 0.4)))


# game id -> cue -> recipe; the files are assets/sounds/<game>/<cue>.wav (game/ui/audio.py plays them)
GAMES = {
    "crimson_creek": {"card": cc_card, "die": cc_die, "attack": cc_attack, "horror": cc_horror, "win": cc_win,
                      "lose": cc_lose, "ambience": cc_ambience},
    "terrorscape": {"card": ts_card, "die": ts_die, "attack": ts_attack, "horror": ts_horror, "win": ts_win,
                    "lose": ts_lose, "ambience": ts_ambience},
    "the_thing": {"card": tt_card, "die": tt_die, "attack": tt_attack, "horror": tt_horror, "win": tt_win,
                  "lose": tt_lose, "ambience": tt_ambience},
    "who_goes_there": {"card": wg_card, "die": wg_die, "attack": wg_attack, "horror": wg_horror, "win": wg_win,
                       "lose": wg_lose, "ambience": wg_ambience},
    "zombie": {"card": zb_card, "die": zb_die, "attack": zb_attack, "horror": zb_horror, "win": zb_win,
               "lose": zb_lose, "ambience": zb_ambience},
}
