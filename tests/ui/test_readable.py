"""Readable and tidy: text fits its box at 1280x720 (never under 12 px, cut only as a last resort),
hover zoom and tooltips, dice tray placement, portraits, settings, the first-game guide."""
from __future__ import annotations

import pygame
import pytest

from game.ui import fonts
from game.ui.widgets import card as cardw
from game.ui.widgets import textfit

SIZE = (1280, 720)
SCALES = (1.5, 2.0)  # the UI scale at 1280x720


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


# -- the fitting itself ----------------------------------------------------------------------------------


def test_no_font_is_made_under_12_px():
    for kind in fonts.FILES:
        assert fonts.get(kind, 6).get_height() == fonts.get(kind, fonts.MIN_PX).get_height()
        assert fonts.get(kind, 13).get_height() > fonts.get(kind, 12).get_height()


class _CountingFont:
    def __init__(self, font):
        self.font, self.calls = font, 0

    def size(self, s):
        self.calls += 1
        return self.font.size(s)


def test_clip_is_a_binary_search_and_keeps_the_longest_prefix(monkeypatch):
    txt = "Board Up the Windows, then run to the Underground Bunker before the horde arrives " * 3
    real = fonts.get("sans", 12)
    counting = _CountingFont(real)
    monkeypatch.setattr(textfit.fonts, "get", lambda kind, px: counting)
    out = textfit.clip(txt, "sans", 12, 200)
    assert counting.calls <= 12, f"{counting.calls} measurements for {len(txt)} characters"
    monkeypatch.undo()
    assert out.endswith("…") and real.size(out)[0] <= 200
    keep = len(out) - 1
    longer = txt[:keep + 1].rstrip() + "…"
    assert real.size(longer)[0] > 200 or txt[:keep + 1].rstrip() == txt[:keep].rstrip()


def test_fit_block_shrinks_then_wraps_then_cuts():
    one = textfit.fit_block("Research Doctor", "sans_bold", 14, 200, 40)
    assert one.lines == ("Research Doctor",) and one.px == 14 and not one.cut
    wrapped = textfit.fit_block("Research Doctor", "sans_bold", 14, 80, 40)
    assert wrapped.lines == ("Research", "Doctor") and wrapped.px >= 12 and not wrapped.cut
    cut = textfit.fit_block("a long sentence that has no room at all in this tiny box", "sans", 14, 90, 16)
    assert cut.cut and cut.px == 12 and len(cut.lines) == 1 and cut.lines[0].endswith("…")


# -- every card name and text of both games, in the boxes the tables give them at 1280x720 ----------------


def _zombie_cards():
    from game.games.zombie.content import load_content

    return list(load_content().cards.values())


def test_zombie_card_names_fit_every_hand_size_at_1280x720():
    from game.ui.tables.zombie.geometry import Geometry

    g = Geometry(SIZE, {"camps": [{"id": i, "owner": i} for i in range(4)], "my_camps": [0]})
    cut = []
    for n in range(1, 8):
        for rect in g.hand_rects(n)[:1]:
            w, h, lines = cardw.title_box(rect.w, rect.h)
            kind = cardw.PLATE_FONT if cardw.is_plate(rect.w, rect.h) else "sans_bold"
            for c in _zombie_cards():
                f = textfit.fit_block(c.name, kind, 12, w, h, lines)
                if f.cut or f.px < 12:
                    cut.append((n, rect.size, c.name))
    assert not cut, cut


def test_zombie_piles_and_the_played_card_show_every_name_whole():
    from game.ui.tables.zombie.geometry import Geometry

    g = Geometry(SIZE, {"camps": [{"id": i, "owner": i} for i in range(4)], "my_camps": [0]})
    chain = g.chain_rect
    played = (max(int((chain.h - 2 * g.u(8)) * 5 / 7), g.u(150)), chain.h - 2 * g.u(8))
    boxes = {"discard": g.rects["discard_pile"].size, "played": played, "flying": g.card_size}
    cut = [(where, c.name) for where, (w, h) in boxes.items() for c in _zombie_cards()
           if not cardw.title_shown_whole(c.name, w, h)]
    assert not cut, cut


def test_zombie_camp_plates_hold_every_hideout_and_character_name():
    from game.ui.tables.zombie.geometry import Geometry

    g = Geometry(SIZE, {"camps": [{"id": i, "owner": i} for i in range(4)], "my_camps": [0]})
    parts = g.camp_parts[0]
    hw, hh, _ = cardw.title_box(*parts["hideout"].size)
    row = parts["characters"]
    cut = []
    for c in _zombie_cards():
        if c.type == "hideout" and textfit.fit_block(c.name, cardw.PLATE_FONT, 12, hw, hh).cut:
            cut.append(("hideout", c.name))
        if c.type == "character":
            for n in (1, 2, 3, 4):  # the characters row holds up to four plates whole
                cols = n if n <= 2 else 2
                rows = -(-n // cols)
                gap = max(2, int(5 * g.k))
                pw, ph = (row.w - gap * (cols - 1)) // cols, (row.h - gap * (rows - 1)) // rows
                w, h, _ = cardw.title_box(pw, ph)
                if textfit.fit_block(c.name, cardw.PLATE_FONT, 12, w, h).cut:
                    cut.append((n, c.name))
    assert not cut, cut


@pytest.mark.parametrize("scale", SCALES)
def test_zombie_hand_and_camps_read_whole_and_bigger_at_the_ui_scale(scale, monkeypatch):
    """At 150% and 200% at 1280x720: the hand's plates show every card name whole from a bigger size, apart and in
    the hand; a camp's name bar grows and keeps the tag's own words ("you", "▶ turn") whole; nothing is cut."""
    from game.ui.tables.zombie import draw as zdraw
    from game.ui.tables.zombie.geometry import Geometry

    from .board_scale import overlaps, record

    view = {"camps": [{"id": i, "owner": i} for i in range(4)], "my_camps": [0]}
    small, g = Geometry(SIZE, view), Geometry(SIZE, view, scale)
    for n in range(1, 8):
        rects = g.hand_rects(n)
        assert len(rects) == n and not overlaps(rects) and all(g.rects["hand"].contains(r) for r in rects)
        cut = [c.name for c in _zombie_cards() if not cardw.title_shown_whole(c.name, rects[0].w, rects[0].h, scale)]
        assert not cut, (n, rects[0].size, cut)
    r = g.hand_rects(5)[0]
    assert cardw.plate_px(r.h, scale) > cardw.plate_px(r.h)  # the names start bigger than the 15 px cap of 100%
    camp = {"id": 0, "owner": 0, "name": "Camp 1", "alive": True, "phase": "infection", "hideout": None,
            "survivors": 12, "zombie_chips": 2, "units": [[zdraw.card_by_id("doctor")]]}
    surf = pygame.Surface(SIZE)
    biggest = {}
    for geo in (small, g):
        drawn = record(monkeypatch, zdraw)
        # the bar is full with "you · ▶ turn" at 100% (the name stays that size then); a computer's camp says "AI"
        for tag, own in (("Mara · you · ▶ turn", "you · ▶ turn"), ("Cleo · AI", "AI")):
            drawn.clear()
            zdraw.draw_camp(surf, camp, geo.camp_parts[0], geo.camp_rect[0], geo.k, {"tag": tag}, [], geo.scale)
            shown = [t for t, _, _ in drawn.texts]
            assert not drawn.cut and not drawn.outside(geo.camp_rect[0]) and any(own in t for t in shown), drawn.texts
        biggest[geo.scale] = max(px for t, px, _ in drawn.texts if t == "Camp 1")
    assert biggest[scale] > biggest[1.0], biggest


@pytest.mark.parametrize("size", [SIZE, (1920, 1080)])
@pytest.mark.parametrize("scale", SCALES)
def test_zombie_city_center_piles_and_dice_panel_grow_and_fit(scale, size, monkeypatch):
    """At 150% and 200%: the City Center's title and labels, the piles' names and the dice panel's words are
    bigger than at 100%, each inside its box (the piles' names under their pile, above the dice tray), none cut,
    none over another; the dice panel keeps all three dice (their verdicts on two lines if need be)."""
    from game.ui.tables.zombie import draw as zdraw
    from game.ui.tables.zombie.geometry import Geometry

    from .board_scale import overlaps, record

    view = {"camps": [{"id": i, "owner": i} for i in range(4)], "my_camps": [0], "draw_count": 30,
            "discard": [], "strain": "none", "removed_count": 3}
    cc = {"survivors": 9, "zombies": 14, "sporocarp": 2}
    faces = {"base": ["1", "2", "3", "4", "5", "6"] * 5, "survival": ["blank", "survival"] * 4,
             "infection": ["blank", "infection"] * 4}
    rolls = [{"die": d, "face": f} for d, fs in faces.items() for f in fs]
    surf = pygame.Surface(size)
    drawn = record(monkeypatch, zdraw)
    biggest = {}
    for geo in (Geometry(size, view), Geometry(size, view, scale)):
        box = geo.rects["city_center"]
        drawn.clear()
        zdraw.draw_city_center(surf, box, geo.cc_parts, cc, geo.k, [], geo.scale)
        assert not drawn.cut and not drawn.outside(box) and not overlaps([r for _, _, r in drawn.texts]), drawn.texts
        city = {t: px for t, px, _ in drawn.texts}
        drawn.clear()
        zdraw.draw_piles(surf, geo.rects, view, geo.k, [], geo.scale)
        piles = {t: (px, r) for t, px, r in drawn.texts}
        assert not overlaps([r for _, r in piles.values()] + [geo.rects["dice_tray"]]), piles  # above the tray
        assert all(surf.get_rect().contains(r) for _, r in piles.values())
        drawn.clear()
        zdraw.draw_dice_panel(surf, geo.rects["dice_panel"], rolls, geo.k, geo.scale)
        panel = geo.rects["dice_panel"]
        assert not drawn.outside(panel) and sum(t.endswith(" Die") for t, _, _ in drawn.texts) == 3, drawn.texts
        assert not drawn.cut, drawn.texts
        dice = {t: px for t, px, _ in drawn.texts}
        biggest[geo.scale] = (city["City Center"], city["Survivors"], piles["Draw"][0], piles["Discard"][0],
                              dice["Rolls so far"], dice["Base Die"], max(px for t, px in dice.items() if "judge" in t))
    assert all(b > a for a, b in zip(biggest[1.0], biggest[scale])), biggest


def test_zombie_hover_zoom_shows_every_card_text_whole():
    from game.ui.widgets import hover

    item = hover.HoverItem(pygame.Rect(600, 600, 80, 100), card={"title": "x"})
    w, h = hover.zoom_size(item, pygame.Rect(0, 0, *SIZE), 1.0)
    tw, th, tl = cardw.title_box(w, h)
    cut = []
    title_px, text_px = cardw.face_px(w, h)
    for c in _zombie_cards():
        title = textfit.fit_block(c.name, "sans_bold", title_px, tw, th, tl)
        bw, bh = cardw.body_box(w, h, title.height)
        if title.cut or textfit.fit_block(c.text, "sans", text_px, bw, bh).cut:
            cut.append(c.name)
    assert not cut, cut


def test_crimson_creek_names_fit_their_boxes_at_1280x720():
    from game.games.crimson_creek.content import load_content
    from game.ui.tables.crimson_creek.geometry import Geometry, act_layout

    c = load_content()
    cut = []
    for map_id in c.act_maps:
        g = Geometry(SIZE, {"map": map_id})
        for lid, r in g.loc_rect.items():
            name = act_layout(map_id).locations[lid].name.upper()
            if textfit.fit_block(name, "display", g.px(20), r.w - g.u(96), 0).cut:
                cut.append(name)
    g = Geometry(SIZE, {})
    lw = int(g.token_r * 4.2) - 4
    for ch in c.characters.values():
        if textfit.fit_block(ch["name"], "sans_bold", g.px(10), lw, 0).cut:
            cut.append(ch["name"])
    area = g.rects["clue_sleeves"]
    sleeve_w = (area.w - g.u(14)) // 2 - g.u(14)
    for clue in c.clues.values():
        if textfit.fit_block(clue["name"], "display", g.px(15), sleeve_w, g.u(28) * 3).cut:
            cut.append(clue["name"])
    assert not cut, cut


@pytest.mark.parametrize("scale", SCALES)
def test_crimson_creek_tokens_and_names_grow_and_stay_in_their_places(scale):
    """At 150% and 200% at 1280x720, on every Act's map: one or two tokens with their names stay inside the
    location, under its name band and over its hiding place tile, their names apart; every location's name fits
    beside its icon; tokens, their names and the short location names are bigger than at 100%."""
    from game.games.crimson_creek.content import load_content
    from game.ui.tables.crimson_creek.geometry import Geometry, act_layout

    c = load_content()
    widest = max((ch["name"] for ch in c.characters.values()), key=lambda n: textfit.width(n, "sans_bold", 12))
    for map_id in c.act_maps:
        small, g = Geometry(SIZE, {"map": map_id}), Geometry(SIZE, {"map": map_id}, scale)
        assert g.token_r > small.token_r and g.label_px > small.label_px
        for lid, r in g.loc_rect.items():
            name = act_layout(map_id).locations[lid].name.upper()
            px = g.loc_name_px(name, r)
            assert textfit.width(name, "display", px) <= r.w - 2 * g.u(64) or px == g.px(20), (name, px)
            if len(name) <= 5:
                assert px > small.loc_name_px(name, r), name
            top, bottom = g.token_band(r)
            for n in (1, 2):
                labels = []
                for i in range(n):
                    x, y = g.token_pos(lid, i, n)
                    tok = g.token_rect((x, y))
                    lw = textfit.width(widest, "sans_bold", textfit.fit_px(widest, "sans_bold", g.label_px,
                                                                            g.label_w - 4))
                    label = pygame.Rect(0, 0, lw, g.label_h)
                    label.midtop = (round(x), round(y + g.token_r + g.u(2)))
                    assert r.contains(tok) and r.contains(label), (map_id, lid, n, tok, label)
                    assert tok.top >= top and label.bottom <= bottom + 1, (map_id, lid, n, tok, label)
                    labels.append(label)
                assert not (n == 2 and labels[0].colliderect(labels[1])), (map_id, lid, labels)


# -- hover zoom and tooltips ----------------------------------------------------------------------------


@pytest.mark.parametrize("scale", SCALES)
def test_crimson_creek_decks_and_players_grow_and_stay_in_their_boxes(scale, monkeypatch):
    """At 150% and 200% at 1280x720: the decks' names and counts and the players panel's heading are bigger than
    at 100%; every deck's words stay inside its pile and apart, the players' rows inside their panel, none cut."""
    from game.ui.tables.crimson_creek import render as ccrender
    from game.ui.tables.crimson_creek.geometry import Geometry

    from .board_scale import overlaps, record

    view = {"map": "crimson_creek_act1", "attack_deck": {"cards": 12, "hatchets_drawn": 1, "trigger": 3}, "reveal_deck": 5,
            "search_deck": {"cards": 4}, "decision": {"seat": 0}, "turn": {"seat": 0}, "characters": [], "tiles": [],
            "players": [{"seat": i, "char": None, "alive": True, "scared": False} for i in range(4)]}
    data = {"names": {i: f"Player {i + 1}" for i in range(4)}, "kinds": {}, "screen_seat": 0}
    surf = pygame.Surface(SIZE)
    drawn = record(monkeypatch, ccrender)
    big = {}
    for geo in (Geometry(SIZE, view), Geometry(SIZE, view, scale)):
        me = ccrender.CreekBoard()  # the board painter alone: these parts need no more of the table
        for deck in ("attack_deck", "reveal_deck", "search_deck"):
            drawn.clear()
            if deck == "attack_deck":
                me.draw_decks(surf, geo, {**view, "reveal_deck": 0, "search_deck": {}})
                drawn.texts[:] = [t for t in drawn.texts if geo.rects[deck].contains(t[2]) or t[0] == "ATTACK"]
            else:
                me._pile(surf, geo, geo.rects[deck], deck.split("_")[0].upper(), 5, (40, 16, 40))
            assert not drawn.cut and not drawn.outside(geo.rects[deck]), (deck, drawn.texts)
            assert not overlaps([r for _, _, r in drawn.texts]), (deck, drawn.texts)
            big[(geo.scale, deck)] = [px for _, px, _ in drawn.texts][:2]
        drawn.clear()
        me.draw_players(surf, geo, view, data)
        assert not drawn.outside(geo.rects["players"]), drawn.texts
        assert not overlaps([r for _, _, r in drawn.texts if _ != "PLAYERS"]), drawn.texts
        big[(geo.scale, "players")] = [px for t, px, _ in drawn.texts if t == "PLAYERS"]
    for part in ("attack_deck", "reveal_deck", "search_deck", "players"):
        assert all(b > a for a, b in zip(big[(1.0, part)], big[(scale, part)])), (part, big)


@pytest.mark.parametrize("scale", SCALES)
def test_crimson_creek_location_sleeves_grow_and_stay_in_their_sleeves(scale, monkeypatch):
    """At 150% and 200% at 1280x720: the Klein Location Sleeves' heading, names and what each says (unseen, you
    saw, struck) are bigger than at 100%, the heading inside the window, every sleeve's words inside it, none cut."""
    from game.ui.tables.crimson_creek import render as ccrender
    from game.ui.tables.crimson_creek.geometry import Geometry

    from .board_scale import WINDOW, record

    icons = ("binoculars", "treetop", "window", "lantern", "flashlight", "camera")
    view = {"map": "crimson_creek_act1", "locations": [{"id": "lake", "name": "Lake"}],
            "sleeves": [{"icon": ic, "name": ic.title(), "seen": "lake" if i == 1 else None,
                         "revealed": "lake" if i == 2 else None, "peeked_by": [0]} for i, ic in enumerate(icons)]}
    surf = pygame.Surface(SIZE)
    drawn = record(monkeypatch, ccrender)
    big = {}
    for geo in (Geometry(SIZE, view), Geometry(SIZE, view, scale)):
        drawn.clear()
        ccrender.CreekBoard().draw_sleeves(surf, geo, view, {})
        rects = geo.sleeve_rects(list(icons))
        assert not drawn.cut and not drawn.outside(WINDOW), drawn.texts
        for t, _, r in drawn.texts[1:]:
            assert any(s.contains(r) for s in rects.values()), (t, r)
        px = {t: p for t, p, _ in drawn.texts}
        big[geo.scale] = (px["KLEIN LOCATION SLEEVES"], px["Binoculars"], px["unseen"])
    assert all(b > a for a, b in zip(big[1.0], big[scale])), big


def _zombie_at_a_decision(app):
    from game.ui import tables

    from .table_input import DT

    seats = [{"kind": "human", "name": "Mara"}] + [{"kind": "ai", "name": f"AI {i}"} for i in (2, 3, 4)]
    table = tables.start_game(app, "zombie", seats, "standard", {}, 5)
    for _ in range(4000):
        app.step(DT)
        if table.screen_decides() and not table.animating() and table.view.get("hand"):
            return table
    raise AssertionError("the human never had to decide")


def test_zombie_side_list_reads_whole_at_200_and_the_log_is_no_bigger(table_app, monkeypatch):
    """At 200% at 1280x720 the narrow right column's choices ("Give the Survival Die to Camp 2") read whole and
    bigger than at 100% (on two lines), inside the column and apart, and the log beside them is never bigger."""
    from game.ui.tables import shared_panels
    from game.ui.tables import buttons as button_draw
    from game.ui.tables.zombie import render

    from .board_scale import overlaps, record
    from .table_input import DT

    table = _zombie_at_a_decision(table_app)
    drawn = record(monkeypatch, button_draw, render, shared_panels)
    sizes = {}
    for scale in (1.0, 2.0):
        table_app.settings.ui_scale = scale
        table_app.apply_ui_scale()
        table_app.step(DT)
        drawn.clear()
        table_app.draw()
        buttons = [b for b in table.choices.buttons if b.key[0] == "choice"]
        column = table.geo.rects["log"]
        assert buttons and not overlaps([b.rect for b in table.choices.buttons]), scale
        assert all(column.contains(b.rect) for b in table.choices.buttons), scale
        inside = [(t, px) for t, px, r in drawn.texts if any(b.rect.contains(r) for b in buttons)]
        words = " ".join(t for t, _ in inside)
        assert all(b.label in words or all(w in words for w in b.label.split()) for b in buttons), (scale, inside)
        assert not [t for t, _ in inside if t.endswith("…")], inside
        sizes[scale] = min(px for _, px in inside)
        log_px = table.panels.side_log_px(column, max(12, int(13 * table.geo.k)))  # the size the static layer draws
        assert log_px <= sizes[scale], (scale, log_px, sizes)
    assert sizes[2.0] > sizes[1.0], sizes


def _rest_pointer(app, pos, seconds):
    from .table_input import DT, post

    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    for _ in range(max(1, round(seconds / DT))):
        app.step(DT)


def test_hover_zoom_shows_after_the_hold_delay_and_at_once_with_alt(table_app):
    from game.ui.widgets import hover

    from .table_input import DT, post

    table_app.settings.dice_animation = False
    table = _zombie_at_a_decision(table_app)
    uid = table.view["hand"][0]["uid"]
    card = table.dragdrop.item_rect(uid)
    _rest_pointer(table_app, card.center, hover.HOLD_DELAY * 0.5)
    assert table.hovering.widget.item is not None and table.hovering.widget.item.card is not None
    assert table.hovering.widget.zoom() is None  # not yet: the pointer only passed by
    _rest_pointer(table_app, card.center, hover.HOLD_DELAY * 0.7)
    zoom = table.hovering.widget.zoom()
    assert zoom is not None and zoom.card["title"] == table.view["hand"][0]["name"]
    assert not hover.place_beside(zoom.rect, hover.zoom_size(zoom, table_app.screen.get_rect(), 1.0),
                                  table_app.screen.get_rect(), 10).colliderect(card)
    # elsewhere, then back on a card: no zoom until Alt is pressed, then at once
    _rest_pointer(table_app, (5, 5), DT)
    other = table.dragdrop.item_rect(table.view["hand"][-1]["uid"])
    _rest_pointer(table_app, other.center, DT)
    assert table.hovering.widget.zoom() is None
    post(pygame.KEYDOWN, key=pygame.K_LALT, mod=pygame.KMOD_LALT, unicode="", scancode=0, window=None)
    table_app.step(DT)
    assert table.hovering.widget.zoom() is not None
    post(pygame.KEYUP, key=pygame.K_LALT, mod=0, unicode="", scancode=0, window=None)
    _rest_pointer(table_app, (5, 5), DT)
    _rest_pointer(table_app, other.center, DT)
    assert table.hovering.widget.zoom() is None


def test_a_ui_scale_change_rebuilds_the_zombie_table_at_once(table_app):
    """The settings' UI scale shows on the next frame: the geometry, the hand's places (plates with bigger names)."""
    from .table_input import DT

    table_app.settings.dice_animation = False
    table = _zombie_at_a_decision(table_app)
    uids = [c["uid"] for c in table.view["hand"]]
    static = table.static.surface
    table_app.settings.ui_scale = 2.0
    table_app.step(DT)
    assert table.geo.scale == 2.0 and table.static.surface is not static  # the camps drawn again at the scale
    after = [table.dragdrop.item_rect(u) for u in uids]
    assert after == table.geo.hand_rects(len(uids)) and all(cardw.is_plate(r.w, r.h) for r in after)


def test_tooltips_on_dice_decks_phase_badges_and_tracks(table_app):
    table_app.settings.dice_animation = False
    table = _zombie_at_a_decision(table_app)
    table_app.step(1 / 30)
    tips = " ".join(it.tip for it in table.hovering.items)
    for words in ("Draw pile", "phase:", "Die", "City Center", "Every roll"):
        assert words in tips, words


@pytest.mark.parametrize("anchor", [(0, 0, 120, 40), (1160, 680, 120, 40), (600, 0, 80, 30), (600, 690, 80, 30),
                                    (0, 340, 60, 60), (1220, 340, 60, 60), (500, 300, 300, 100)])
@pytest.mark.parametrize("tip", ["Undo", "Back to the table (Esc)",
                                 "Draw pile: 45 cards. At the end of your turn you draw up to 6 cards in hand, and "
                                 "the rest stays here for the next camp's turn."])
def test_a_tooltip_never_covers_what_it_explains_and_is_as_wide_as_its_text(anchor, tip):
    from game.ui.widgets import hover

    bounds = pygame.Rect(0, 0, *SIZE)
    rect, fit = hover.tooltip_rect(anchor, tip, bounds, 1.0)
    assert not rect.colliderect(pygame.Rect(anchor)) and bounds.contains(rect)
    widest = max(textfit.width(line, "sans", fit.px) for line in fit.lines)
    assert rect.w == widest + 2 * 8  # its text and the padding, no more
    if textfit.width(tip, "sans", fit.px) <= 420 - 16:
        assert len(fit.lines) == 1


def test_menu_tooltips_sit_beside_their_button_as_wide_as_their_text(table_app):
    from game.ui.scenes.pause import PauseScene

    from .table_input import DT

    table = _zombie_at_a_decision(table_app)
    pause = table_app.push(PauseScene(table))
    table_app.step(DT)
    tips = {k: t for k, _, t in pause.ITEMS}
    for key in ("resume", "settings", "quit"):
        b = pause.widgets[key]
        tip = table_app.manager.create_tool_tip(tips[key], b.rect.midbottom, (0, 8), b, None)
        try:
            assert not tip.rect.colliderect(b.rect)
            assert tip.rect.w <= 420
            if fonts.get("sans", 16).size(tips[key])[0] < 330:  # a short tip: one line, not the theme's 170 px
                assert tip.rect.h < 50 and tip.rect.w > 170 or fonts.get("sans", 16).size(tips[key])[0] < 120
        finally:
            tip.kill()
    # at the bottom of the screen the tip goes over the button, not on it
    b = pause.widgets["quit"]
    b.set_position((b.rect.x, 720 - b.rect.h))
    tip = table_app.manager.create_tool_tip(tips["quit"], (b.rect.centerx, b.rect.bottom - 1), (0, 8), b, None)
    assert not tip.rect.colliderect(b.rect) and tip.rect.bottom <= b.rect.y
    tip.kill()


# -- dice and the hand ------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160), (1600, 1200)])
def test_dice_never_land_on_the_played_card_panel(size):
    import random

    from game.ui.dice import DiceTray
    from game.ui.tables.zombie.geometry import Geometry
    from game.ui.tables.zombie_table import ZombieTable

    g = Geometry(size, {"camps": [{"id": i, "owner": i} for i in range(4)], "my_camps": [0]})
    assert not g.dice_rect.colliderect(g.chain_rect)
    assert g.rects["dice_tray"].contains(g.dice_rect)
    assert ZombieTable.__init__  # the table's tray is the one sized for dice_rect
    tray = DiceTray(size=(263, 150), die_size=52, seed=3)
    rng = random.Random(size[0])
    for _ in range(5):
        tray.throw([(rng.choice(("base", "survival", "infection")), 1) for _ in range(rng.randint(1, 3))])
        for _ in range(200):
            tray.update(1 / 60)
            for _, _, r in tray.die_rects(g.dice_rect):
                assert not r.colliderect(g.chain_rect)
        tray.skip()


def test_the_hand_does_not_reflow_under_the_pointer(table_app):
    from .table_input import DT, post

    table_app.settings.dice_animation = False
    table = _zombie_at_a_decision(table_app)
    hand = table.view["hand"]
    rects = {c["uid"]: table.dragdrop.item_rect(c["uid"]).copy() for c in hand}
    first = hand[0]["uid"]
    _rest_pointer(table_app, rects[first].center, DT)
    # a card leaves the hand while the pointer is over it (as after playing it): the others stay put
    table.view = dict(table.view, hand=hand[1:])
    table.register_drag()
    for c in hand[1:]:
        assert table.dragdrop.item_rect(c["uid"]) == rects[c["uid"]]
    # the pointer leaves the hand: now it closes up
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0), touch=False)
    table_app.step(DT)
    fresh = table.geo.hand_rects(len(hand) - 1)
    assert [table.dragdrop.item_rect(c["uid"]) for c in hand[1:]] == fresh


# -- portraits -----------------------------------------------------------------------------------------


def test_every_crimson_creek_character_has_a_portrait_of_its_own():
    from game.games.crimson_creek.content import load_content
    from game.ui.tables.crimson_creek import portraits

    chars = list(load_content().characters)
    pics = {c: pygame.image.tobytes(portraits.bust(c, 64), "RGBA") for c in chars}
    for i, a in enumerate(chars):
        for b in chars[i + 1:]:
            diff = sum(x != y for x, y in zip(pics[a], pics[b]))
            assert diff > 64 * 64 * 4 * 0.03, f"{a} and {b} look nearly the same"


def test_portraits_agree_with_the_clue_traits():
    from game.games.crimson_creek.content import load_content
    from game.ui.tables.crimson_creek import portraits

    c = load_content()
    for cid in c.characters:
        look = portraits.look_of(cid)
        has = {k for k, clue in c.clues.items() if cid in clue["characters"]}
        assert look["glasses"] == ("glasses" in has), cid
        assert look["boots"] == ("boots" in has), cid
        assert (look["hair"] == portraits.BLONDE) == ("blonde" in has), cid
        assert bool(look["jacket"]) == ("jacket" in has), cid
    # and the pictures show it: a figure with boots differs from itself without them
    surf_a = pygame.Surface((120, 220), pygame.SRCALPHA)
    surf_b = pygame.Surface((120, 220), pygame.SRCALPHA)
    portraits.draw_figure(surf_a, surf_a.get_rect(), "goth")
    portraits.draw_figure(surf_b, surf_b.get_rect(), "geek")
    assert pygame.image.tobytes(surf_a, "RGBA") != pygame.image.tobytes(surf_b, "RGBA")


# -- settings ---------------------------------------------------------------------------------------------


def test_settings_offer_only_window_sizes_that_fit_the_screen(table_app, monkeypatch):
    from game.ui.scenes import settings as settings_mod

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    scene = table_app.push(settings_mod.SettingsScene())
    table_app.step(1 / 30)
    offered = list(scene.widgets["window"].options_list)
    offered = [o[0] if isinstance(o, tuple) else o for o in offered]
    assert "1920 × 1080" in offered and "2560 × 1440" not in offered and "3840 × 2160" not in offered
    assert settings_mod.fitting_sizes((1366, 768)) == [(1280, 720), (1366, 768)]
    assert settings_mod.fitting_sizes((1024, 600)) == [(1280, 720)]  # the app's minimum, always


def test_a_windowed_resize_keeps_the_same_window(table_app):
    win = table_app.window()
    if win is None:
        pytest.skip("no pygame-ce Window API")
    table_app.set_window(size=(1600, 900))
    assert table_app.window() is win or table_app.window() == win
    assert table_app.screen.get_size() == (1600, 900) == tuple(win.size)
    table_app.set_window(size=(1280, 720))
    assert table_app.screen.get_size() == (1280, 720)


def test_volume_slider_takes_arrow_keys_and_clicks(table_app):
    from game.ui.scenes.settings import SettingsScene

    from .table_input import DT, click, key

    table_app.settings.volume = 0.5
    scene = table_app.push(SettingsScene())
    table_app.step(DT)
    key(table_app, pygame.K_RIGHT)
    assert table_app.settings.volume == pytest.approx(0.55)
    key(table_app, pygame.K_LEFT)
    key(table_app, pygame.K_LEFT)
    assert table_app.settings.volume == pytest.approx(0.45)
    sl = scene.widgets["volume"]
    arrow = sl.left_button.rect.w if getattr(sl, "left_button", None) else 0
    rail = sl.rect.inflate(-2 * arrow, 0)
    click(table_app, (rail.x + int(rail.w * 0.8), rail.centery))
    assert table_app.settings.volume == pytest.approx(0.8, abs=0.03)
    assert scene.widgets["volume_value"].text == f"{int(round(table_app.settings.volume * 100))}%"


# -- the first-game guide -------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", ["zombie", "crimson_creek", "the_thing"])
def test_guide_shown_once_on_the_first_game_and_from_the_pause_menu(table_app, game_id):
    from game.ui import tables
    from game.ui.scenes.guide import GuideScene, load_guide
    from game.ui.scenes.pause import PauseScene

    from .table_input import DT, key

    guide = load_guide(game_id)
    assert guide["parts"] and guide["steps"]
    table_app.settings.guides_shown = []
    seats = [{"kind": "human", "name": "Mara"}, {"kind": "ai", "name": "Bram"}, {"kind": "ai", "name": "Cleo"}]
    table = tables.start_game(table_app, game_id, seats, "standard", {}, 3)
    table_app.step(DT)
    assert isinstance(table_app.top, GuideScene) and table_app.top.game_id == game_id
    assert game_id in table_app.settings.guides_shown
    rects = table_app.top.part_rects()
    assert len(rects) >= len(guide["parts"]) - 1  # the table says where (nearly) every part is
    scene = table_app.top
    for i in range(scene.pages - 1):  # a page per part, its note beside the part, never over it
        if not scene.on_turn_page():
            r = rects.get(scene.parts[scene.page].get("area"))
            assert r is None or not scene.panel.colliderect(r) or r.w * r.h > 0.3 * 1280 * 720, scene.parts[scene.page]
        key(table_app, pygame.K_RETURN)
    assert scene.on_turn_page() and table_app.top is scene
    key(table_app, pygame.K_RETURN)  # Got it
    assert table_app.top is table
    # a second game of the same game: no guide
    table_app.to_menu()
    table = tables.start_game(table_app, game_id, seats, "standard", {}, 4)
    for _ in range(5):
        table_app.step(DT)
        assert not isinstance(table_app.top, GuideScene)
    # from the pause menu
    pause = table_app.push(PauseScene(table))
    table_app.step(DT)
    assert pause.widgets["guide"].is_enabled
    pause.activate("guide")
    assert isinstance(table_app.top, GuideScene) and table_app.stack[-2] is table


def test_crimson_creek_tooltips_and_token_zoom(table_app):
    from game.ui import tables
    from game.ui.widgets import hover

    from .table_input import DT

    seats = [{"kind": "human", "name": "Mara"}, {"kind": "ai", "name": "Bram"}, {"kind": "ai", "name": "Cleo"}]
    table = tables.start_game(table_app, "crimson_creek", seats, "standard", {}, 3)
    for _ in range(3000):
        table_app.step(DT)
        table.story = ""
        if table.screen_decides() and not table.animating() and table.view["decision"]["kind"] == "turn":
            break
        if table.screen_decides() and not table.animating():
            table.choose(table.legal()[0])
    table_app.step(DT)
    tips = " ".join(it.tip for it in table.hovering.items)
    for words in ("Attack deck", "Reveal deck", "Search deck", "Exposure", "sleeve", "Act 1"):
        assert words in tips, words
    me = table.view["me"]["char"]
    item = next(it for it in table.hovering.items if it.key == ("token", me))
    _rest_pointer(table_app, item.rect.center, hover.HOLD_DELAY + 0.1)
    zoom = table.hovering.widget.zoom()
    assert zoom is not None and zoom.key == ("token", me) and zoom.art is not None
    assert table.view["me"]["char"] and "Clue traits" in zoom.body


def test_a_ui_scale_change_rebuilds_the_crimson_creek_table_at_once(table_app):
    from game.ui import tables

    from .table_input import DT

    seats = [{"kind": "human", "name": "Mara"}, {"kind": "ai", "name": "Bram"}, {"kind": "ai", "name": "Cleo"}]
    table = tables.start_game(table_app, "crimson_creek", seats, "standard", {}, 3)
    table_app.run_frames(3, DT)
    r, static = table.geo.token_r, table.static.surface
    table_app.settings.ui_scale = 2.0
    table_app.step(DT)
    assert table.geo.scale == 2.0 and table.geo.token_r > r and table.static.surface is not static
