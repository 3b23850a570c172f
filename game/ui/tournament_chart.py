"""The chart of a tournament (`python -m game tournament --chart FILE.png`): each agent's (or side's) win
rate as a bar with its 95% interval as a whisker, drawn on a pygame Surface and saved as PNG, headless
(no window, no display). Light background, the app's own font, figures written beside each row, so the
chart reads on paper and in a report."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # the command's output is the report, not pygame's hello
import pygame  # noqa: E402

from game.core.atomic import keep_backup  # noqa: E402
from game.ui import fonts  # noqa: E402

WIDTH = 1100
ROW = 34
PAD = 24
PAPER = (252, 251, 248)
INK = (30, 28, 30)
FAINT = (120, 116, 118)
GRID = (222, 219, 214)
# one colour per agent kind / side, readable on white and told apart in grey print by their lightness
COLOURS = {"hard": (128, 20, 32), "normal": (40, 92, 150), "easy": (70, 140, 70), "random": (150, 150, 150),
           "heuristic": (160, 110, 40), "possessed": (128, 20, 32), "survivor": (40, 92, 150)}
OTHERS = [(110, 60, 140), (180, 120, 30), (30, 130, 130), (90, 90, 90)]


def _colour(key: str) -> tuple:
    return COLOURS.get(key) or OTHERS[sum(map(ord, key)) % len(OTHERS)]


def chart_rows(data: dict) -> tuple:
    """(title, subtitle, rows); a row is (label, rate, low, high, colour key) or a group heading (label,)."""
    if "points" in data:  # a sweep: a group per variant or option value, a row per side
        what = "variant" if data["kind"] == "variant" else f"{data['name']} ="
        rows = []
        for point in data["points"]:
            rows.append((f"{what} {point['value']}",))
            for side, r in point["report"]["sides"].items():
                rows.append((f"  {side}", r["win_rate"], *r["ci95"], side))
        games = data["points"][0]["report"]["games"] if data["points"] else 0
        title = f"Balance: {data['game']}, {data['players']} players"
        sub = (f"win rate per {'side' if rows and any(p['report']['sides_are_roles'] for p in data['points']) else 'agent'}"
               f" with 95% Wilson intervals; agents {', '.join(data['agents'])}; {games} games per point, seed {data['seed']}")
        return title, sub, rows
    rows = [(a, r["win_rate"], *r["ci95"], a) for a, r in data["per_agent"].items()]
    setup = f"{data['game']}, {data['players']} players" + (f", {data['variant']}" if data.get("variant") else "")
    title = f"Tournament: {setup}"
    sub = (f"win rate per agent with 95% Wilson intervals; {data['games']} games, seats rotated, "
           f"seed {data['seed']}")
    return title, sub, rows


def draw(data: dict) -> pygame.Surface:
    title, sub, rows = chart_rows(data)
    big, small, label_font = fonts.get("sans_bold", 22), fonts.get("sans", 14), fonts.get("sans", 16)
    top = PAD + big.get_height() + small.get_height() + 16
    axis_h = small.get_height() + 10
    height = top + ROW * len(rows) + axis_h + PAD
    surf = pygame.Surface((WIDTH, height))
    surf.fill(PAPER)
    surf.blit(fonts.render(big, title, True, INK), (PAD, PAD))
    surf.blit(fonts.render(small, sub, True, FAINT), (PAD, PAD + big.get_height() + 4))
    label_w = max([label_font.size(r[0])[0] for r in rows] + [60])
    x0 = PAD + label_w + 16
    x1 = WIDTH - PAD - small.size("100.0% [100.0, 100.0]")[0] - 16
    bottom = top + ROW * len(rows)

    def x_of(rate):
        return x0 + (x1 - x0) * max(0.0, min(1.0, rate))

    for tick in range(0, 101, 10):
        x = x_of(tick / 100)
        pygame.draw.line(surf, GRID if tick else FAINT, (x, top - 4), (x, bottom), 1)
        if tick % 20 == 0:
            text = fonts.render(small, f"{tick}%", True, FAINT)
            surf.blit(text, (x - text.get_width() / 2, bottom + 6))
    for i, row in enumerate(rows):
        y = top + ROW * i
        mid = y + ROW // 2
        if len(row) == 1:  # a group heading
            surf.blit(fonts.render(label_font, row[0], True, INK), (PAD, mid - label_font.get_height() // 2))
            continue
        label, rate, lo, hi, key = row
        colour = _colour(key.strip())
        text = fonts.render(label_font, label, True, INK)
        surf.blit(text, (x0 - 16 - text.get_width(), mid - text.get_height() // 2))
        light = tuple(c + (255 - c) * 3 // 5 for c in colour)
        pygame.draw.rect(surf, light, pygame.Rect(x0, mid - 9, max(1, x_of(rate) - x0), 18))
        pygame.draw.line(surf, colour, (x_of(lo), mid), (x_of(hi), mid), 3)
        for end in (lo, hi):
            pygame.draw.line(surf, colour, (x_of(end), mid - 8), (x_of(end), mid + 8), 3)
        pygame.draw.circle(surf, colour, (round(x_of(rate)), mid), 6)
        figure = fonts.render(small, f"{100 * rate:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]", True, INK)
        surf.blit(figure, (x1 + 16, mid - figure.get_height() // 2))
    return surf


def save_chart(data: dict, path) -> None:
    """Draw and save as PNG in one step: a temporary file beside the target, then moved over it (the
    previous chart kept as <name>.bak), so a chart is never half-written."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    surf = draw(data)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".png", dir=path.parent)
    os.close(fd)
    try:
        pygame.image.save(surf, tmp)
        if path.is_file():
            keep_backup(path)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
