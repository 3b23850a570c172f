"""The screen seat's own hand on a table that shows it as a row of cards (Who Goes There?, The Thing): read from the
seat's view only (a spectator has none), the same cards held twice shown once and marked ×2."""
from __future__ import annotations

import pygame

from .. import theme
from ..widgets.card import draw_card, hand_title
from ..widgets.ink import fitted_text


def own_player(view: dict):
    """The screen seat's row of the view's players (None for a spectator)."""
    seat = view.get("seat")
    players = view.get("players") or []
    return players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else None


def own_cards(view: dict) -> list:
    """The screen seat's hand as (card, copies), in a stable order."""
    pl = own_player(view)
    hand = (pl.get("hand") or []) if pl is not None else []
    return [(c, hand.count(c)) for c in dict.fromkeys(hand)]


def draw_hand(surf, g, cards: list, hand_rects: dict, card_kwargs, with_text: bool) -> None:
    """`cards` (own_cards) at their hand_rects, faced by card_kwargs(card) (with the rules text or without);
    "No cards in hand." in the row when there are none."""
    row = g.hand_row
    if not cards:
        fitted_text(surf, "No cards in hand.", "sans", g.px(13), pygame.Rect(row.x, row.y, row.w // 2, row.h),
                    theme.BONE_DIM)
    for cid, n in cards:
        r = hand_rects.get(("card", cid))
        if r is None:
            continue
        kw = card_kwargs(cid)
        draw_card(surf, r, hand_title(kw["title"], n), kw["card_type"], kw["text"] if with_text else "",
                  text_scale=g.scale)
