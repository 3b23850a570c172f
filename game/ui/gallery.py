"""The selftest's gallery: one page per game from its shots (the table mid-game, a card in hover zoom, the hand,
the game-over screen, as its manifest's `gallery` names them), and an index page linking them.

    <out>/gallery/<game id>.png    the four shots at half size on one 1280x720-per-shot page, captioned
    <out>/gallery/index.html       every game's page, to look at in a browser

A shot the manifest names that the selftest did not write is a failure (the gallery must never go stale
quietly). tools/readme_pictures.py copies each game's first shot next to the README.
"""
from __future__ import annotations

import html
from pathlib import Path

import pygame

from game.core.registry import manifests

from . import fonts, theme
from .surfaces import new_surface

CAPTIONS = ("At the table", "A card up close", "Your hand", "The end of a game")


def page(shots: list, title: str) -> pygame.Surface:
    """The shots (surfaces) two by two at half their size, each with its caption, under the game's name."""
    w, h = (max(s.get_width() for s in shots), max(s.get_height() for s in shots))
    tw, th = w // 2, h // 2
    pad, head = 16, 64
    out = new_surface((tw * 2 + pad * 3, head + (th + 40) * 2 + pad * 2))
    out.fill((16, 13, 15))
    theme.blit_text(out, title, "title", 40, (pad, 10), theme.BLOOD_BRIGHT)
    for i, shot in enumerate(shots):
        x, y = pad + (i % 2) * (tw + pad), head + (i // 2) * (th + 40 + pad)
        out.blit(pygame.transform.smoothscale(shot, (tw, th)), (x, y))
        pygame.draw.rect(out, theme.BONE_DIM, (x - 1, y - 1, tw + 2, th + 2), 1)
        theme.blit_text(out, CAPTIONS[i] if i < len(CAPTIONS) else "", "sans_bold", 18, (x, y + th + 8), theme.BONE)
    return out


def write(out_dir, registry=None) -> list:
    """Write the page of every game (of those `registry` holds as their manifests register them, when given: a
    test's stand-in games have no pages) and the index; returns the faults (a named shot that is missing)."""
    out = Path(out_dir)
    folder = out / "gallery"
    folder.mkdir(parents=True, exist_ok=True)
    faults, rows = [], []
    fonts.get("title", 40)  # a missing face fails here, named, not mid-page
    for m in manifests():
        if not m.gallery or (registry is not None and registry.get(m.id) is not m.info):
            continue
        missing = [name for name in m.gallery if not (out / name).exists()]
        if missing:
            faults.append(f"gallery: {m.info.name}: the selftest wrote no {', '.join(missing)}")
            continue
        shots = [pygame.image.load(str(out / name)) for name in m.gallery]
        pygame.image.save(page(shots, m.info.name), str(folder / f"{m.id}.png"))
        rows.append(f'<h2>{html.escape(m.info.name)}</h2><img src="{m.id}.png" alt="{html.escape(m.info.name)}">')
    (folder / "index.html").write_text(
        "<!doctype html><meta charset=utf-8><title>Dreadboard gallery</title>"
        "<body style='background:#100d0f;color:#e8dcc4;font-family:sans-serif'>"
        "<h1>Dreadboard: the five tables</h1>" + "\n".join(rows) + "</body>\n", encoding="utf-8")
    return faults
