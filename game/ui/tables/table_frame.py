"""A table's frame, the same on every table (table.Table calls these): the data render() is given, the caption
of a computer move with the glow of what it touched and the cue of a seat thinking, and, for the tables drawn
on the shared static layer (Terrorscape, Who Goes There?, The Thing), the frame's start (the geometry for the
window's size, the static layer put down: frame_head.StaticFrame) and its end (the bar, the caption, the whole
log, the hover zoom, the toast, the popups). The hover zoom and the popups are drawn by these for every table.

A table drawn on the shared layer gives `geometry_type` (its Geometry class), `board_base(g)` (the board's picture
for that geometry, cached by the game), `static_parts(g, data)`, `list_hover(g, view)` and `draw_toast(...)`.
"""
from __future__ import annotations

import pygame

from .. import palette, text_record
from .buttons import draw_button
from .caption_draw import draw_caption, draw_glow, draw_thinking
from .log_panel import draw_since_last_turn


def draw_data(t) -> dict:
    """Everything the table may draw this frame, from the screen seat's view only."""
    log, rolls = t.log_and_rolls()
    s = t.session
    t.choice_items_to_list()
    return {
        "view": t.view, "log": log, "rolls": rolls,
        "names": t.names(),
        "kinds": {i: st.kind for i, st in enumerate(s.seats)},
        "screen_seat": s.screen_seat,
        "screen_decides": t.screen_decides(),
        "choice_title": t.choice_title,
        "choices": [b.label for b in t.choices.buttons],
        "can_undo": t.can_undo(),
        "toast": t.table_words(t.toast_text) if t.toast_time > 0 else "",
        "ai_thinking": t.computer.pending is not None,  # the computer seat has chosen; the move waits its pace
        "thinking": t.thinking_cue(),
        "caption": t.news.caption,
        "pace_status": t.computer.pacer.status(),
    }


def thinking_cue(t):
    """{"seat", "name", "seconds"} while a computer seat has been thinking about the move due now for
    CUE_AFTER seconds or more, else None."""
    seat = t.computer.thinking_seat()
    if seat is None or t.computer.thinking_for() < t.CUE_AFTER:
        return None
    return {"seat": seat, "name": t.session.seat_name(seat), "seconds": t.computer.thinking_for()}


def draw_move_caption(t, surface, data: dict, box: pygame.Rect, k: float, px: int) -> None:
    """The last computer move's caption at the top of `box` (a strip of the table the game's table picks), a glow
    on the places it touched, and the cue of a computer seat thinking, where that seat sits (the summary "since
    your last turn" takes the caption's place while it is on show)."""
    px = t.panels.panel_px(px)
    covered = t.panel_covers_board()  # no glow or ring through a panel over the board
    cue = data.get("thinking")
    rings = t.seat_rects(cue["seat"]) if cue is not None and not covered else []
    tag_box = box  # where the thinking tag goes when the seat has no place to ring: under the banner
    summary = t.news.summary
    if summary is not None:
        with text_record.role("overlay"):  # over the board on purpose, put away by any click
            draw_since_last_turn(surface, box, summary[0], px, summary[1])
        tag_box = None
    else:
        cap = data.get("caption")
        if cap is not None and not covered:
            draw_glow(surface, t.anchor_rects(cap.events), t.time, k)
        if cap is not None or data.get("pace_status"):
            banner = draw_caption(surface, cap, box, px, data.get("pace_status", ""), t.caption_keep_clear())
            tag_box = pygame.Rect(box.x, banner.bottom, box.w, box.h)
    if cue is not None and (rings or tag_box is not None):
        draw_thinking(surface, rings, f"{cue['name']} is thinking", t.time, k, px,
                      t.seat_colour(cue["seat"]), tag_box or box)


def frame_start(t, surface, data: dict):
    """The geometry of this frame, after the static layer is on `surface`."""
    g = t.geo
    if g is None or not g.fits(surface.get_size(), t.ui_scale()):
        if t.app is not None:
            t.relayout()  # the window's size or UI scale changed: the layout now, not a frame late
        g = t.geo if not t.geo_stale(surface.get_size()) else \
            t.geometry_type(surface.get_size(), data["view"], t.ui_scale())
    t.drawn.append(data)  # for tests: the data dicts render() was given (the last few)
    del t.drawn[:-3]
    key = (t.view_version, palette.version(), surface.get_size(), t.logv.scroll, len(data["log"]),
           bool(data["choices"]))  # a new palette: seat colours change in the static parts
    t.static.put(surface, key, lambda: t.board_base(g), g, lambda: t.static_parts(g, data))
    return g


def frame_end(t, surface, g, data: dict, caption: pygame.Rect, overlay: pygame.Rect, log: list) -> None:
    """The frame's top layers: the bar's buttons, a computer move's caption in `caption`, the whole log (L) over
    `overlay`, the hover zoom, a toast and the popups."""
    bar_px = t.panels.panel_px(g.px(12))  # the bar's words at the UI scale, as far as its buttons hold them
    for b in t.bar_buttons:
        draw_button(surface, b, t.mouse is not None and b.rect.collidepoint(t.mouse), bar_px, g.u(6))
    t.draw_move_caption(surface, data, caption, g.k, g.px(13))
    t.panels.draw_log_overlay(surface, overlay, log, g.px(13))
    t.list_hover(g, data["view"])
    if data["toast"]:
        t.draw_toast(surface, g, data["toast"])
    t.draw_hover_help(surface, g.f)
    t.draw_choice_popups(surface, g.px(13))


def draw_hover_help(t, surface, scale: float) -> None:
    """The zoom or tip of what the pointer rests on; none while a piece is dragged, a menu or a question is at
    the pointer (it keeps the pointer's attention) or the whole log covers the table."""
    if t.dragdrop.dragging is not None or t.hover_pos() is None or t.choosing.popup_open() or t.logv.open:
        return
    t.hovering.draw(surface, scale)


def draw_choice_popups(t, surface, px: int) -> None:
    """The focus ring (not over the whole log), the menu at the pointer and the confirmation box."""
    px = t.panels.panel_px(px)
    if not t.logv.open:
        t.ring.draw(surface, px)
    t.choosing.draw_popups(surface, px, t.mouse)


def build_static(t, size, g, data: dict) -> pygame.Surface:
    """The whole static layer drawn afresh (what the layer's partial updates must equal)."""
    surf = t.board_base(g).copy()  # the board itself is the same all game: drawn once per size
    for part in t.static_parts(g, data):
        part.draw(surf)
    return surf


def draw_coach(t, surface) -> None:
    """A tutorial's coach over the frame: the places of the step's move left undimmed (its lit anchors and
    its line in the side list)."""
    from .. import fonts

    anchors = t.board_anchors()
    lit = set(t.choosing.lit_anchors())
    for action in t.legal():  # the step's move: every place of each way to make it (a card, then its target)
        lit.update(aid for path in t.anchor_paths(action) for aid in path)
    holes = [anchors[a].rect for a in lit if a in anchors]
    holes += [b.rect for b in t.choices.buttons if isinstance(b.key, tuple) and b.key[:1] == ("choice",)]
    w, h = surface.get_size()
    t.coach.draw(surface, fonts.scale_for(h, w) * t.ui_scale(), holes)
