"""Render a layout to a PNG without a window, so anyone can look at a map.

    python tools/show_layout.py maps/zombie_table.toml out.png [--players 4] [--size 1920x1080] [--empty]

Card tables are dressed with sample pieces (cards, chips, dice) so the picture looks like a game in
progress; --empty draws only the areas. The sample pieces are made up here and read no game state.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.core.errors import DataFileError  # noqa: E402
from game.core.layouts import load_layout  # noqa: E402
from game.ui.dice import DiceTray, draw_roll_row  # noqa: E402
from game.ui.palette import seat_colour  # noqa: E402
from game.ui.widgets import card, chips, style, token  # noqa: E402
from game.ui.widgets.layout_view import LayoutView  # noqa: E402

ZOMBIE_FACES = {"base": [1, 1, 2, 2, 3, "blank"], "survival": [1, 1, 2, 2, 3, "survival"],
                "infection": [1, 2, 3, 3, "infection", "infection"]}
NAMES = ["You", "Rene", "Kat", "Shawn", "Amy", "Jon", "Sara", "Ken"]
HAND = [("Shotgun", "reaction", "Two fewer survivors die from this action.", "all"),
        ("Zombie Apocalypse", "action", "-4 survivors.", "all"),
        ("First Aid", "reaction", "Save one character of the protected camp.", "all"),
        ("The Prison", "hideout", "Infection -2.", "4+"),
        ("Doctor", "character", "Survival +1. Once per game, rotate 180: cancel one kill.", "all"),
        ("Run, They Are Inside", "action", "Destroy the target's hideout.", "7+")]
LOG = ["Rene rolls 2 + Survival symbol: +8 survivors", "Kat plays Zombie Apocalypse on Shawn",
       "Shawn reacts: Shotgun (2 fewer die)", "Shawn loses 2 survivors to the horde",
       "Amy trades the Doctor for 3 survivors", "Hidden Bite! Jon enters the Infection phase",
       "Jon rolls Infection: 6 survivors turn", "Your turn: roll the Base Die"]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("layout")
    ap.add_argument("out")
    ap.add_argument("--players", type=int, default=None, help="seat count for card tables (default: the most)")
    ap.add_argument("--size", default=None, help="image size WxH (default: the layout's size)")
    ap.add_argument("--empty", action="store_true", help="draw the areas only, no sample pieces")
    args = ap.parse_args(argv)
    try:
        layout = load_layout(args.layout)
    except DataFileError as exc:
        print(exc, file=sys.stderr)
        return 1
    size = tuple(int(v) for v in args.size.lower().split("x")) if args.size else tuple(int(v) for v in layout.size)
    pygame.init()
    surface = pygame.Surface(size)
    surface.fill((0, 0, 0))
    view = LayoutView(layout, surface.get_rect())
    players = args.players or (max(layout.seating) if layout.seating else None)
    if players and layout.seating and players not in layout.seating:
        print(f"{layout.id}: no seating for {players} players (has {sorted(layout.seating)})", file=sys.stderr)
        return 1
    areas = view.visible_areas(players)
    active = layout.seating[players][1] if players and not args.empty else None
    view.draw(surface, areas, captions=args.empty, highlight={active: style.BLOOD_BRIGHT} if active else None)
    if layout.kind == "card_table" and not args.empty:
        dress_card_table(surface, view, players)
    pygame.image.save(surface, args.out)
    print(f"wrote {args.out} ({size[0]}x{size[1]}, {players or '-'} players)")
    return 0


def dress_card_table(surface, view: LayoutView, players: int) -> None:
    areas = view.layout.areas
    s = view.scale
    for seat, camp_id in enumerate(view.layout.seating[players]):
        draw_sample_camp(surface, view, areas[camp_id], seat)
    if "city_center" in areas:
        cc = areas["city_center"]
        chips.draw_chip_stack(surface, view.rect_to_screen(cc.parts["survivors"]), 37, "survivor", "Survivors")
        chips.draw_chip_stack(surface, view.rect_to_screen(cc.parts["zombies"]), 18, "zombie", "Zombies")
    if "draw_pile" in areas:
        card.draw_stack(surface, view.area_rect("draw_pile"), 41)
    if "discard_pile" in areas:
        top = dict(title="Shotgun", card_type="reaction", text="Two fewer survivors die from this action.")
        card.draw_stack(surface, view.area_rect("discard_pile"), 7, face_down=False, top=top)
    if "dice_tray" in areas:
        tray_rect = view.area_rect("dice_tray")
        tray = DiceTray(size=areas["dice_tray"].rect[2:], die_size=58, seed=4)
        tray.throw([("base", 2), ("survival", "survival")], ZOMBIE_FACES)
        for _ in range(40):  # mid-throw still reads well; this stops once both dice have settled
            tray.update(1 / 60)
        tray.skip()
        tray.draw(surface, tray_rect, draw_tray=False)
    if "hand" in areas:
        draw_sample_hand(surface, view.area_rect("hand"))
    if "log" in areas:
        r = view.area_rect("log")
        y = r.y + round(44 * s)
        for line in LOG:
            fnt = style.font(max(8, round(17 * s)))
            for part in style.wrap(line, fnt, r.w - round(28 * s)):
                style.blit_text(surface, part, max(8, round(17 * s)), (r.x + round(14 * s), y), style.BONE_DIM)
                y += fnt.get_linesize()
            y += round(6 * s)
    if "dice_panel" in areas:
        r = view.area_rect("dice_panel")
        rows = [("Rene", [("base", 2), ("survival", "survival")]), ("Kat", [("base", "blank")]),
                ("Shawn", [("base", 1)]), ("Jon", [("base", 3), ("infection", "infection")])]
        for i, (who, dice) in enumerate(rows):
            row = pygame.Rect(r.x + round(14 * s), r.y + round((44 + i * 50) * s), r.w - round(28 * s), round(40 * s))
            draw_roll_row(surface, row, dice, who)
    if "prompt" in areas:
        r = view.area_rect("prompt")
        style.blit_text(surface, "Roll the Base Die, or press Space", max(8, round(22 * s)),
                        (r.right - round(20 * s), r.centery), style.BONE, "midright", bold=True)


def draw_sample_camp(surface, view: LayoutView, camp, seat: int) -> None:
    s = view.scale
    parts = {k: view.rect_to_screen(v) for k, v in camp.parts.items()}
    col = seat_colour(seat)
    name = parts.get("name")
    if name:
        pygame.draw.rect(surface, col, (name.x, name.y, round(8 * s), name.h), border_top_left_radius=round(10 * s))
        phase_txt = "Infection" if seat in (3, 5) else "Survival"
        style.blit_text(surface, f"{NAMES[seat % len(NAMES)]}", max(8, round(19 * s)),
                        (name.x + round(16 * s), name.centery), style.BONE, "midleft", bold=True)
        style.blit_text(surface, phase_txt, max(8, round(15 * s)), (name.right - round(10 * s), name.centery),
                        (120, 180, 100) if phase_txt == "Infection" else (230, 150, 70), "midright")
    if "hideout" in parts:
        title, text = ("Apartment Building", "Survival +1") if seat % 3 else ("Emergency Shelter", "Infection +2")
        card.draw_card(surface, _card_in(parts["hideout"]), title, "hideout", text)
    if "phase" in parts:
        infected = seat in (3, 5)
        card.draw_card(surface, _card_in(parts["phase"]), "Infection" if infected else "Survival", "phase",
                       "Roll, act, pass the die.")
    if "survivors" in parts:
        chips.draw_chip_stack(surface, parts["survivors"], [10, 7, 12, 3, 15, 9, 6, 11][seat % 8], "survivor")
    if "dice" in parts:
        d = parts["dice"]
        r = min(d.w, d.h) * 0.22
        token.draw_token(surface, (d.centerx, d.y + r * 1.3), r, str(5 - seat % 3), (60, 14, 16))
        style.blit_text(surface, "in hand", max(7, round(12 * s)), (d.centerx, d.y + r * 2.7), style.BONE_DIM, "midtop")
        if seat == 1:
            from game.ui.widgets.die_face import draw_die
            draw_die(surface, (d.centerx, d.bottom - r * 1.4), r * 2.2, "survival", "survival")
    if "characters" in parts and seat % 2 == 0:
        row = parts["characters"]
        h = row.h
        w = round(h * card.CARD_RATIO)
        for i, nm in enumerate(["Doctor", "Cop", "Carrier"][: 1 + seat % 3]):
            card.draw_card(surface, (row.x + i * (w + round(6 * s)), row.y, w, h), nm, "character", "",
                           rotated=(nm == "Cop"))


def draw_sample_hand(surface, rect: pygame.Rect) -> None:
    h = round(rect.h * 0.8)  # leaves the area's label readable above the cards
    w = round(h * card.CARD_RATIO)
    n = len(HAND)
    step = min(w + 10, (rect.w - w - 20) / max(1, n - 1))
    x0 = rect.centerx - (step * (n - 1) + w) / 2
    for i, (title, kind, text, players) in enumerate(HAND):
        lift = 18 if i == 2 else 0
        r = pygame.Rect(round(x0 + i * step), rect.bottom - h - round(rect.h * 0.04) - lift, w, h)
        card.draw_card(surface, r, title, kind, text, players, highlight=(233, 226, 207) if i == 2 else None)


def _card_in(box: pygame.Rect) -> pygame.Rect:
    """The largest card-shaped rect centred in box."""
    h = min(box.h, box.w / card.CARD_RATIO)
    w = h * card.CARD_RATIO
    return pygame.Rect(round(box.centerx - w / 2), round(box.centery - h / 2), round(w), round(h))


if __name__ == "__main__":
    sys.exit(main())
