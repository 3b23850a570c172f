"""Driving the app headless through every game and the menus, and checking the text of sampled frames
(readability.py): what `python -m game readability` prints and tests/ui/test_readability.py ratchets.

A configuration is a game, its seat count and variant, a window size, a UI scale and a palette. Seat 0 is a human
seat (its hand, its choices and its tooltips are on screen), the others computer seats at the instant pace. A frame
is sampled after an applied move, with the pointer resting on one of the things a player hovers (a card in the
hand, a choice, a place on the board) long enough for its zoom or tooltip to show; and the game-over screen.
The menus: the main menu, the game picker, each game's lobby, the settings, the pause menu, the Load list, each
with every tooltip its buttons have.
"""
from __future__ import annotations

import random
from collections import Counter, defaultdict
from dataclasses import dataclass

import pygame

from . import readability, text_record

DT = 1 / 30
SIZES = ((1280, 720), (1920, 1080))
SCALES = (1.0, 1.5, 2.0)
PALETTES = ("default", "colour_blind")
SHELL = "shell"  # the owner of the menus' faults


@dataclass(frozen=True)
class Config:
    game: str
    seats: int
    variant: str
    size: tuple = SIZES[0]
    scale: float = 1.0
    palette: str = "default"

    def __str__(self) -> str:
        return (f"{self.game} {self.seats} seats {self.variant or 'standard'} {self.size[0]}x{self.size[1]} "
                f"{round(self.scale * 100)}% {self.palette}")


def games() -> list:
    from game.games import MANIFESTS

    return [m.id for m in MANIFESTS]


def table_configs(full: bool) -> list:
    """Every game x seat count x variant x size x scale x palette (full), or one sample of each game: its
    extreme seat counts, each variant once, the sizes, scales and palettes spread over them."""
    from game.games import get_manifest

    out = []
    for k, gid in enumerate(games()):
        info = get_manifest(gid).info
        variants = [v.id for v in info.variants] or [""]
        for v in variants:
            lo, hi = info.seat_range(v)
            for n in range(lo, hi + 1):
                for size in SIZES:
                    for scale in SCALES:
                        for pal in PALETTES:
                            out.append(Config(gid, n, v, size, scale, pal))
    if full:
        return out
    sample = []
    for k, gid in enumerate(games()):
        mine = [c for c in out if c.game == gid]
        lo, hi = min(c.seats for c in mine), max(c.seats for c in mine)
        picks = [(lo, SIZES[0], SCALES[k % 3], PALETTES[k % 2]), (hi, SIZES[k % 2], SCALES[(k + 1) % 3], PALETTES[0])]
        for n, size, scale, pal in picks:
            c = next(c for c in mine if (c.seats, c.size, c.scale, c.palette) == (n, size, scale, pal))
            if c not in sample:
                sample.append(c)
    return sample


class Tally:
    """Faults per owner (a game, or the menus) and kind, each once by signature, with an example of each."""

    def __init__(self):
        self.faults: dict = defaultdict(dict)  # owner -> signature -> Fault
        self.where: dict = {}  # (owner, signature) -> the configuration it was first seen in
        self.frames = 0

    def add(self, owner: str, faults: list, where: str) -> None:
        self.frames += 1
        for f in faults:
            if f.signature not in self.faults[owner]:
                self.faults[owner][f.signature] = f
                self.where[(owner, f.signature)] = where

    def counts(self) -> dict:
        """owner -> kind -> how many different faults."""
        out: dict = {}
        for owner, sigs in self.faults.items():
            c = Counter(f.kind for f in sigs.values())
            out[owner] = {k: c.get(k, 0) for k in readability.KINDS}
        return out

    def signatures(self) -> dict:
        return {owner: sorted(sigs) for owner, sigs in self.faults.items()}


def check_frame(app) -> list:
    """Draw the app's frame afresh (the cached pictures dropped, so every text is drawn again) and check it."""
    readability.forget_pictures()
    for scene in app.stack:
        static = getattr(scene, "static", None)
        if static is not None and hasattr(static, "invalidate"):
            static.layer.reset()
            static.invalidate()
            static.shown = None
    with text_record.recording(app.screen.get_size()) as rec:
        app.draw()
        readability.gui_widgets(app, rec)
        return readability.check(rec.frame(), rec.controls, rec.tips)


def _set_look(app, size: tuple, scale: float, pal: str) -> None:
    from . import palette

    app.settings.palette = pal
    palette.use(pal)
    if tuple(app.screen.get_size()) != tuple(size):
        app.set_window(size=size)
    app.settings.ui_scale = scale
    app.apply_ui_scale()
    app.run_frames(1, DT)


def _hover_targets(table) -> list:
    """Where a player's pointer rests: a card of the hand, a choice in the side list, a hover item of the board."""
    out = []
    prects = getattr(table, "prects", {}) or {}
    out += [r.center for aid, r in prects.items() if isinstance(aid, tuple) and aid and aid[0] == "card"][:2]
    out += [b.rect.center for b in getattr(table.choices, "buttons", []) if b.key[0] == "choice"][:1]
    items = table.hovering.items if hasattr(table.hovering, "items") else []
    out += [it.rect.center for it in items[:: max(1, len(items) // 3)]][:3]
    return out


def _rest_pointer(app, pos) -> None:
    """The pointer moved to pos and resting there past the zoom's delay (two frames: it lands, then it rests)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    app.step(DT)
    app.step(0.7)


def play_config(app, cfg: Config, tally: Tally, samples: int = 6, seed: int = 1, whole: bool = False) -> None:
    """Play one game of cfg (seat 0 a human choosing at random, the rest computer seats) and check `samples` frames
    after applied moves (each with the pointer resting somewhere) and, when the game ends in time, the game-over
    screen. `whole`: play to the end however many samples that is."""
    from .scenes.gameover import GameOverScene
    from .tables import open_directly

    app.settings.guides_shown = list(games())
    app.settings.ai_pace = "instant"
    app.settings.dice_animation = False
    app.settings.animation_speed = 4.0
    _set_look(app, cfg.size, cfg.scale, cfg.palette)
    seats = [{"kind": "human", "name": "Mara"}] + [{"kind": "ai", "name": n, "level": "easy"}
                                                    for n in ("Greta", "Silas", "Crow", "Ada", "Jonah", "Ruth",
                                                              "Wade", "Lena", "Otto")[:cfg.seats - 1]]
    opts = {"variant": cfg.variant} if cfg.variant else {}
    table = open_directly(app, cfg.game, seats, opts, seed, autosave=False)
    rng = random.Random(seed)
    where = str(cfg)
    done, last_steps, frames = 0, -1, 0
    limit = 40000 if whole else 6000
    while frames < limit:
        frames += 1
        app.step(DT)
        top = app.top
        if isinstance(top, GameOverScene):
            app.run_frames(3, DT)
            tally.add(cfg.game, check_frame(app), where + " game over")
            break
        if top is not table:
            app.pop() if top is not None and top.overlay else None  # a message or a guide over the table
            continue
        if table.session.over or not table.screen_decides() or table.animating():
            continue
        steps = len(table.session.steps)
        if steps != last_steps and (whole or done < samples):
            last_steps = steps
            targets = _hover_targets(table)
            if targets:
                _rest_pointer(app, targets[done % len(targets)])
            tally.add(cfg.game, check_frame(app), where)
            done += 1
            if not whole and done >= samples:
                break
        legal = table.legal()
        if legal:
            table.choose(rng.choice(legal))
    while app.top is not None and len(app.stack) > 1:
        app.pop()


def _tooltips_of(app, scene, tally: Tally, owner: str, where: str) -> None:
    """The scene's frame, then one frame per button with a tooltip, that tooltip made as hovering makes it."""
    tally.add(owner, check_frame(app), where)
    manager = app.manager
    for key, el in list(getattr(scene, "widgets", {}).items()):
        tip = getattr(el, "tool_tip_text", None)
        if not tip or not getattr(el, "visible", True):
            continue
        made = manager.create_tool_tip(tip, el.rect.midbottom, (0, 8), el, None)
        made.explains = pygame.Rect(el.rect)  # what hovering it would have shown it for
        try:
            tally.add(owner, check_frame(app), f"{where} tooltip of {key}")
        finally:
            made.kill()


def shell_frames(app, tally: Tally, size: tuple, scale: float, pal: str) -> None:
    """The menus at one look: main menu, picker, each lobby, settings, the Load list and a table's pause menu."""
    from .scenes.lobby import LobbyScene
    from .scenes.pause import PauseScene
    from .scenes.picker import PickerScene
    from .scenes.saves import LoadScene
    from .scenes.settings import SettingsScene

    _set_look(app, size, scale, pal)
    where = f"{size[0]}x{size[1]} {round(scale * 100)}% {pal}"
    while len(app.stack) > 1:
        app.pop()
    app.run_frames(2, DT)
    _tooltips_of(app, app.top, tally, SHELL, "main menu " + where)
    for scene, name in ((PickerScene(), "picker"), (SettingsScene(), "settings"), (LoadScene(lambda a, p: None), "load")):
        app.push(scene)
        app.run_frames(2, DT)
        _tooltips_of(app, scene, tally, SHELL, f"{name} {where}")
        app.pop()
    for gid in games():
        app.push(LobbyScene(gid))
        app.run_frames(2, DT)
        _tooltips_of(app, app.top, tally, gid, f"lobby {where}")
        app.pop()
    from .tables import open_directly

    app.settings.guides_shown = list(games())
    table = open_directly(app, games()[0], [{"kind": "human", "name": "Mara"}, {"kind": "ai", "name": "Crow"},
                                            {"kind": "ai", "name": "Ada"}], {}, 1, autosave=False)
    app.run_frames(2, DT)
    pause = app.push(PauseScene(table))
    app.run_frames(2, DT)
    _tooltips_of(app, pause, tally, SHELL, f"pause {where}")
    while len(app.stack) > 1:
        app.pop()


def sweep(app, full: bool = False, samples: int = 6, only: tuple = ()) -> Tally:
    tally = Tally()
    looks = [(s, sc, p) for s in SIZES for sc in SCALES for p in PALETTES] if full else \
        [(SIZES[0], 1.0, "default"), (SIZES[0], 2.0, "colour_blind"), (SIZES[1], 1.5, "default")]
    for size, scale, pal in looks:
        shell_frames(app, tally, size, scale, pal)
    for cfg in table_configs(full):
        if only and cfg.game not in only:
            continue
        play_config(app, cfg, tally, samples=samples, whole=full)
    return tally


def report(tally: Tally, baseline: dict = None) -> str:
    lines = [f"{tally.frames} frames checked", f"{'owner':<16}" + "".join(f"{k:>10}" for k in readability.KINDS)]
    for owner, counts in sorted(tally.counts().items()):
        lines.append(f"{owner:<16}" + "".join(f"{counts[k]:>10}" for k in readability.KINDS))
    for owner, sigs in sorted(tally.faults.items()):
        for sig, f in sorted(sigs.items()):
            known = baseline is not None and sig in baseline.get(owner, ())
            lines.append(f"  {owner}: {sig}{'  (known)' if known else ''}   [{tally.where[(owner, sig)]}; {f.detail}]")
    return "\n".join(lines)


# -- the committed baseline of known faults (card faces and boards, for the helpers who redraw them) -------------

BASELINE = "tests/ui/readability_baseline.json"


def load_baseline(path=None) -> dict:
    import json
    from pathlib import Path

    from game.core import paths

    p = Path(path) if path else paths.ROOT / BASELINE
    if not p.exists():
        return {}
    data = json.loads(p.read_text(encoding="utf-8"))
    return {owner: set(sigs) for owner, sigs in data.get("faults", {}).items()}


def write_baseline(tally: Tally, path=None) -> None:
    import json
    from pathlib import Path

    from game.core import paths

    p = Path(path) if path else paths.ROOT / BASELINE
    data = {"about": "Known readability faults per game (python -m game readability --full --write-baseline): each "
                     "is a kind and its words, numbers as #. The test fails on a fault not listed here and on a listed "
                     "one the full sweep no longer meets, so this list only shrinks.",
            "faults": tally.signatures()}
    p.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def new_and_gone(tally: Tally, baseline: dict) -> tuple:
    """(faults not in the baseline, baseline entries the sweep did not meet): owner -> sorted signatures."""
    new, gone = {}, {}
    for owner, sigs in tally.faults.items():
        extra = sorted(s for s in sigs if s not in baseline.get(owner, ()))
        if extra:
            new[owner] = extra
    for owner, sigs in baseline.items():
        missing = sorted(s for s in sigs if s not in tally.faults.get(owner, {}))
        if missing:
            gone[owner] = missing
    return new, gone


def run(args) -> int:
    """`python -m game readability`: the sample (or --full sweep), its fault counts per game and kind, each fault
    with where it was met; exit 1 when a fault is not in the baseline."""
    import os
    import tempfile
    from pathlib import Path

    os.environ.setdefault("DREADBOARD_AI_WORKER", "inline")
    home = Path(tempfile.mkdtemp(prefix="dreadboard-readability-"))
    os.environ["DREADBOARD_HOME"] = str(home)
    from game.core.settings import SettingsStore
    from .app import App

    app = App(store=SettingsStore(home / "settings.json"), size=SIZES[0], fullscreen=False, save_on_quit=False)
    try:
        tally = sweep(app, full=args.full, samples=args.samples, only=tuple(args.games or ()))
    finally:
        app.shutdown()
    baseline = load_baseline()
    print(report(tally, baseline))
    if args.write_baseline:
        write_baseline(tally)
        print(f"baseline written: {BASELINE}")
        return 0
    new, gone = new_and_gone(tally, baseline)
    for owner, sigs in new.items():
        print(f"NEW in {owner}: " + "; ".join(sigs))
    if args.full:
        for owner, sigs in gone.items():
            print(f"no longer met in {owner} (take it out of the baseline): " + "; ".join(sigs))
    return 1 if new else 0
