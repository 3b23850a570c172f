"""The Terrorscape map as a player reads it at 1280x720 (and 1920x1080): every location's whole name, and
nothing of the table's own drawn over a name: the secret passages' end icons, the Killer's miniature and
the location's badges keep clear of it (readable at 1280x720)."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.tables.terrorscape.geometry import Geometry  # noqa: E402

MAPS = ("terrorscape_polar_station", "terrorscape_lighthouse")
SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture(scope="module", autouse=True)
def fonts_ready():
    pygame.init()
    yield


def geometry(map_id, size) -> Geometry:
    return Geometry(size, {"options": {"map": map_id}})


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("map_id", MAPS)
def test_every_location_name_is_written_whole(map_id, size):
    """A name too long for one row with its code goes on under the code, wrapped, not cut ("Generator Room",
    "Hydroponics Lab", "Smugglers' Cave" were cut to "Generator R..." at 1280x720)."""
    g = geometry(map_id, size)
    for code in g.board.codes:
        loc = g.board.layout.locations[g.board.loc(code).id]
        written = " ".join(t for parts, _ in g.lv.name_rows(loc) for t, _ in parts)
        assert "…" not in written, (code, written)
        assert " ".join(written.split()) == f"{code} {loc.name}", (code, written)
        for _, rect in g.lv.name_rows(loc):
            assert g.loc_rect[code].contains(rect), (code, rect)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("map_id", MAPS)
def test_passage_ends_and_the_killer_keep_off_the_names(map_id, size):
    g = geometry(map_id, size)
    passages = [(g.board.code_of(e.a), g.board.code_of(e.b)) for e in g.board.layout.edges if e.kind == "secret"]
    assert passages
    for a, b in passages:
        for here, there in ((a, b), (b, a)):
            icon = g.circle_rect(g.passage_end(here, there), g.passage_r())
            assert icon.collidelist(g.name_rows[here]) < 0, (here, icon, g.name_rows[here])
            assert g.loc_rect[here].contains(icon), (here, icon)
    for code in g.board.codes:
        mini = g.circle_rect(g.killer_pos(code), g.killer_r)
        assert mini.collidelist(g.name_rows[code]) < 0, (code, mini, g.name_rows[code])


@pytest.mark.parametrize("map_id", MAPS)
def test_badges_hang_under_the_name(map_id):
    """A short location's badge row (EXIT at G5 Crew Quarter) goes under its two-row name, not across it."""
    g = geometry(map_id, (1280, 720))
    moved = 0
    for code in g.board.codes:
        loc = g.board.layout.locations[g.board.loc(code).id]
        under = g.name_rect[code].bottom
        for pictograms, half in ((True, g.lv._px(21)), (False, g.lv._px(13))):
            y = g.lv.badge_row_y(loc, pictograms, under)
            foot = g.loc_rect[code].bottom
            assert y - half >= under or y + half + 1 >= foot, (code, y, under)
            moved += y > g.lv.badge_row_y(loc, pictograms)
    assert moved  # some name does reach the middle at 1280x720


def test_a_computer_moves_caption_covers_no_location_name(table_app):
    """The caption of a computer move goes in the map's band under the locations (the top of the map, where
    it went before, is the top row's names), clear of the word chips when the screen seat has some."""
    from game.ui.tables.caption_draw import caption_height
    from game.ui.tables.terrorscape.opening import open_terrorscape

    from ...table_input import DT

    app = table_app
    app.settings.guides_shown = [*app.settings.guides_shown, "terrorscape"]
    app.settings.ai_pace = "fast"
    table = open_terrorscape(app, [{"kind": "ai"}, {"kind": "ai"}], {}, 4, autosave=False)
    seen = 0
    for _ in range(900):
        app.step(DT)
        data = table.drawn[-1]
        if data.get("caption") is None or table.news.summary is not None:
            continue
        g = table.geo
        box = table.caption_box(g, data)
        h = caption_height(data["caption"], box.w, g.px(13), data.get("pace_status", ""))
        banner = pygame.Rect(box.x, box.y + g.px(13) // 3, box.w, h - g.px(13) // 3)  # as draw_caption puts it
        assert g.rects["map"].contains(banner), (banner, g.rects["map"])
        assert banner.collidelist(list(g.name_rect.values())) < 0, banner
        if not any(aid[0] in ("chip", "offer") for aid in table.prects):
            assert banner.y >= max(r.bottom for r in g.loc_rect.values()), banner  # under every location
        seen += 1
        if seen >= 20:
            break
    assert seen >= 20


def test_the_acting_second_killer_is_not_drawn_twice():
    """Double Trouble, the second Killer's turn: view["killer"] is that Killer without a seat, and
    view["killers"] lists it second; the selftest's picture showed two Orion miniatures on one location."""
    from game.ui.tables.terrorscape.pieces import layout_pieces

    view = {"side": "killer", "options": {}, "round": 1,
            "killer": {"id": "orion", "seat": None, "name": "Orion", "loc": "B4"},
            "killers": [{"id": "parasitoid", "seat": 0, "name": "Parasitoid", "loc": "R3", "seen": "R3"},
                        {"id": "orion", "seat": 1, "name": "Orion", "loc": "B4", "seen": "B4", "acting": True}]}
    pieces = layout_pieces(view, Geometry((1280, 720), view))
    assert sorted((p.label, p.loc) for p in pieces.minis.values()) == [("O", "B4"), ("P", "R3")]


def test_remove_fear_is_listed_in_the_words_of_its_chip(table_app):
    """The rules label the action by its kind ("Unfear"); the side list says what the fear slots' chip says."""
    from game.ui.tables.terrorscape.opening import open_terrorscape

    from ...table_input import DT

    app = table_app
    app.settings.guides_shown = [*app.settings.guides_shown, "terrorscape"]
    table = open_terrorscape(app, [{"kind": "ai", "name": "Kay"}, {"kind": "human", "name": "Sam"}], {}, 3,
                             autosave=False)
    for _ in range(600):
        app.step(DT)
        unfear = [a for a in table.legal() if a.kind == "unfear"]
        if unfear:
            assert table.describe(unfear[0]) == "Remove fear"
            return
    raise AssertionError("no remove-fear choice came up")


def test_the_first_game_guide_walks_both_turns_and_every_step_reads_whole(table_app, monkeypatch):
    """The guide's turn page covers the Survivors' turn (noise and victory, the main action, discovering) and
    the Killer's (reappearing, DELAY, fast / main / slow cards, drawing, the encounter), each step whole at
    1280x720 (none cut with an ellipsis, none under 12 px)."""
    from game.ui.guides import load_guide
    from game.ui.scenes import guide as guide_scene
    from game.ui.tables.terrorscape.opening import open_terrorscape

    steps = " ".join(load_guide("terrorscape")["steps"])
    for words in ("noise", "victory", "main action", "discovers", "STEALTH", "DELAY", "fast cards", "slow card",
                  "draw 3", "heighten awareness", "encounter", "4 dice minus fear", "Killer's turn ends"):
        assert words in steps, words
    app = table_app
    table = open_terrorscape(app, [{"kind": "human", "name": "Kay"}, {"kind": "ai", "name": "Sam"}], {}, 3,
                             autosave=False)
    app.run_frames(2, 1 / 60)
    scene = app.open("guide", game_id="terrorscape", table=table) or app.top
    scene.turn(scene.pages)
    fitted = []
    real = guide_scene.fitted_text
    monkeypatch.setattr(guide_scene, "fitted_text", lambda *a, **k: fitted.append(real(*a, **k)) or fitted[-1])
    app.run_frames(1, 1 / 60)
    assert len(fitted) == len(load_guide("terrorscape")["steps"])
    assert not [f for f in fitted if f.cut or f.px < 12]


def test_the_caption_keeps_clear_of_the_killers_guess_tray(table_app):
    """On the Killer's side a guess marker taken off the board lies in a tray at the map's foot: a caption in
    that band starts right of it."""
    from game.ui.tables.captions import Caption
    from game.ui.tables.terrorscape.opening import open_terrorscape

    app = table_app
    app.settings.guides_shown = [*app.settings.guides_shown, "terrorscape"]
    table = open_terrorscape(app, [{"kind": "human", "name": "Kay"}, {"kind": "ai", "name": "Sam"}], {}, 3,
                             autosave=False)
    app.run_frames(2, 1 / 60)
    data = dict(table.drawn[-1], caption=Caption("Sam", ["The Survivors act.", "Noise at B4 Garage."], [], 3, 3,
                                                 False))
    table.prects = {k: v for k, v in table.prects.items() if k[0] not in ("chip", "offer")}
    free = table.caption_box(table.geo, data)
    mid = next(iter(table.notes.markers()))
    table.notes.put(mid, at="")
    tray = table.note_tray()
    box = table.caption_box(table.geo, data)
    assert free.colliderect(tray) and not box.colliderect(tray) and box.y == free.y


# -- the UI scale: bigger text and pieces at 1280x720, the map and panels still read whole -----------

from game.ui.widgets import card as cardw  # noqa: E402

from ...board_scale import SCALES, overlaps, record  # noqa: E402


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("map_id", MAPS)
def test_names_stay_whole_and_pieces_off_them_at_the_ui_scale(map_id, scale):
    g = Geometry((1280, 720), {"options": {"map": map_id}}, scale)
    for code in g.board.codes:
        r = g.loc_rect[code]
        mini = g.circle_rect(g.killer_pos(code), g.killer_r_at(code))
        assert mini.collidelist(g.name_rows[code]) < 0 and r.contains(mini), (code, mini)
        for n in (1, 2, 3):
            row = [g.circle_rect(g.token_pos(code, i, n), g.token_r_at(code)) for i in range(n)]
            assert all(r.contains(t) and t.collidelist(g.name_rows[code]) < 0 for t in row), (code, n, row)


def _killer_view(hand: list) -> dict:
    from game.games.terrorscape import sources

    names = sorted(sources.content().items, key=lambda i: -len(sources.content().items[i]["name"]))
    return {"side": "killer", "options": {}, "round": 4,
            "killer": {"id": "parasitoid", "name": "Parasitoid", "level": 3, "strength": 7, "loc": "R3",
                       "hand": [f"{s}.{i}" for i, s in enumerate(hand)], "deck": 9, "discard": [], "actions": 2},
            "survivors": [{"char": c, "name": n, "loc": "B4", "health": 2, "fear": 2,
                           "items": [f"{it}.{k}{j}" for j, it in enumerate(names[:3])]}
                          for k, (c, n) in enumerate((("roy", "Roy"), ("zach", "Zach"), ("victoria", "Victoria")))]}


@pytest.mark.parametrize("scale", SCALES)
def test_the_killers_hand_and_the_survivors_cards_read_whole_at_the_ui_scale(scale, monkeypatch):
    from game.games.terrorscape import sources
    from game.ui.tables.terrorscape import panels

    skills = sorted(sources.content().skills, key=lambda s: -len(sources.content().skills[s]["name"]))
    surf = pygame.Surface((1280, 720))
    sizes, device_cut = {}, {}
    for sc in (1.0, scale):
        drawn = record(monkeypatch, panels)
        for n in range(1, panels.HAND_ROWS + 1):  # past the hand limit, two columns cut the names at 100% too
            view = _killer_view(skills[:n])
            g = Geometry((1280, 720), view, sc)
            rects = panels.panel_rects(view, g)
            cards = [r for k, r in rects.items() if k[0] == "card"]
            assert len(cards) == n and not overlaps(cards)
            assert all(g.rects["hand"].contains(r) for r in cards), (n, cards)
            drawn.clear()
            panels.draw_hand(surf, g, view, rects, set())
            assert not drawn.cut and not drawn.outside(g.rects["hand"]), (n, drawn.cut)
        drawn.clear()
        panels.draw_survivors(surf, g, view, rects)
        panels.draw_killer_board(surf, g, view)
        assert not drawn.cut, drawn.cut
        for s in view["survivors"]:
            card = rects[("panel", s["char"])]
            items = [rects[("item", u)] for u in s["items"]]
            assert all(card.contains(r) for r in items) and not overlaps(items)
        assert not [t for t, r in drawn.outside(g.rects["survivors"]) if not g.rects["killer_board"].contains(r)]
        drawn.clear()  # the Device on the Survivors' side, its four lines at once
        team = {"device": {"weakness": "light", "location": "Knowledge", "tactic": "Stay in the light"}}
        panels.draw_device(surf, g, {"device_stage": 1, "team": team}, g.rects["device"])
        cut = device_cut.setdefault(sc, set(drawn.cut))  # "Next at a Knowledge location" is cut at 100% already
        assert len(drawn.texts) == 5 and cut <= device_cut[1.0] and not drawn.outside(g.rects["device"]), drawn.texts
        two = [r for k, r in panels.panel_rects(_killer_view(skills[:2]), g).items() if k[0] == "card"]
        sizes[sc] = (drawn.sizes()[-1], two[0].h, g.token_r_at("B4"), g.killer_r_at("B4"))
    # the setting does something: the largest text, a hand row and the miniatures all grow
    assert all(big > small for big, small in zip(sizes[scale], sizes[1.0])), sizes


@pytest.mark.parametrize("scale", SCALES)
def test_offered_cards_grow_and_stay_on_the_map_apart(scale):
    """Cards drawn to keep or pick lie over the map's foot: bigger at the UI scale, each name whole, inside the map
    and apart, up to five at once."""
    from game.games.terrorscape import sources
    from game.ui.tables.terrorscape import panels

    skills = sorted(sources.content().skills, key=lambda s: -len(sources.content().skills[s]["name"]))
    for n in range(1, 6):
        view = {"side": "killer", "options": {}, "decision": {"frame": {"cards": [f"{s}.{i}" for i, s in
                                                                                 enumerate(skills[:n])]}}}
        small = [r for k, r in panels.panel_rects(view, Geometry((1280, 720), view)).items() if k[0] == "offer"]
        g = Geometry((1280, 720), view, scale)
        big = [r for k, r in panels.panel_rects(view, g).items() if k[0] == "offer"]
        assert len(big) == n and not overlaps(big) and all(g.rects["map"].contains(r) for r in big), (n, big)
        assert big[0].w > small[0].w or big[0].w * n + g.u(12) * (n - 1) > g.rects["map"].w - g.u(40), (n, big)
        names = [sources.content().skills[s]["name"] for s in skills[:n]]
        assert all(cardw.title_shown_whole(t, r.w, r.h) for t, r in zip(names, big)), (n, big[0].size)


@pytest.mark.parametrize("scale", SCALES)
def test_the_survivors_team_panel_grows_and_stays_whole_in_its_box(scale, monkeypatch):
    """The team panel's words (the key stand, the fuel, Rescue, the decks' names and counts, the discards' tops)
    are bigger at the UI scale than at 100% as far as their places allow, none cut, inside the panel, apart."""
    from game.ui.tables.terrorscape import panels

    names = sorted(panels.sources.content().items, key=lambda i: len(panels.sources.content().items[i]["name"]))
    team = {"keys": 3, "radio": 1, "vehicle": 2, "fuel": True, "decks": {d: 12 for d in panels.DECKS},
            "discards": {d: [f"{names[0]}.1"] for d in panels.DECKS}}
    view = {"side": "survivors", "options": {}, "team": team, "rescue": 2, "survivors": []}
    surf = pygame.Surface((1280, 720))
    sizes = {}
    for sc in (1.0, scale):
        drawn = record(monkeypatch, panels)
        g = Geometry((1280, 720), view, sc)
        panels.draw_team(surf, g, view, panels.panel_rects(view, g))
        t = g.rects["team"]
        assert len(drawn.texts) == 3 + 3 * len(panels.DECKS) and not drawn.cut, drawn.texts
        assert not drawn.outside(t) and not overlaps([r for _, _, r in drawn.texts]), drawn.texts
        sizes[sc] = [px for _, px, _ in drawn.texts]
    assert all(big >= small for big, small in zip(sizes[scale], sizes[1.0])), sizes
    assert sizes[scale][0] > sizes[1.0][0] and sum(sizes[scale]) > sum(sizes[1.0]) + len(sizes[1.0]), sizes


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("map_id", MAPS)
def test_location_names_grow_with_the_ui_scale_whole_and_inside(map_id, scale):
    """At 1280x720 the locations' names are written bigger than at 100% as far as each location holds them (on
    most locations; never smaller), whole (code and name, wrapped, never cut) and inside their location; the
    pieces keep off them (test_names_stay_whole_and_pieces_off_them_at_the_ui_scale)."""
    px = {}
    for sc in (1.0, scale):
        g = Geometry((1280, 720), {"options": {"map": map_id}}, sc)
        px[sc] = []
        for code in g.board.codes:
            loc = g.board.layout.locations[g.board.loc(code).id]
            written = " ".join(t for parts, _ in g.lv.name_rows(loc) for t, _ in parts)
            assert " ".join(written.split()) == f"{code} {loc.name}", (code, written)
            assert all(g.loc_rect[code].contains(r) for _, r in g.lv.name_rows(loc)), code
            px[sc].append(g.lv._name_px(loc))
    assert all(b >= s for b, s in zip(px[scale], px[1.0])), px
    assert sum(b > s for b, s in zip(px[scale], px[1.0])) > len(px[1.0]) // 2, px
