"""Who Goes There? at 1280x720 reads without the hover zoom: every card's whole name on its plate in the hand
(one to eight cards, with up to four Vulnerable cards beside them), every Item tile's whole name and count in the
tile bank; checked at 1920x1080 too (the same fit through the shared text fitting: widgets/textfit, card.py)."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.who_goes_there.state import content  # noqa: E402
from game.ui import fonts  # noqa: E402
from game.ui.tables.who_goes_there.board_draw import TILE_FONT, bank_tiles, card_kwargs, tile_name_room  # noqa: E402
from game.ui.tables.who_goes_there.geometry import Geometry  # noqa: E402
from game.ui.widgets import card as cardw  # noqa: E402
from game.ui.widgets.card import hand_title  # noqa: E402
from game.ui.widgets import textfit  # noqa: E402


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


from ...board_scale import SCALES, overlaps  # noqa: E402

SCALED = [((1280, 720), 1.0), ((1920, 1080), 1.0)] + [((1280, 720), s) for s in SCALES]  # (window, UI scale)


@pytest.mark.parametrize("size,scale", SCALED)
def test_every_hand_card_shows_its_whole_name_on_its_plate(size, scale):
    g = Geometry(size, {"seats": 5}, scale)
    titles = {hand_title(card_kwargs(card)["title"], 2) for card in content().cards}  # with a copies mark
    # beside the hand: the infection card and 0 to 2 Vulnerable cards, or four of them with six cards at most
    for n, extra in [(n, e) for n in range(1, 9) for e in (1, 2, 3)] + [(n, 5) for n in range(1, 7)]:
        rects = g.hand_slots(n, extra)
        assert len(rects) == n
        side = g.side_slots(extra)
        for i, r in enumerate(rects):
            assert g.hand_row.contains(r) and not any(r.colliderect(s) for s in side)
            assert not any(r.colliderect(o) for o in rects[i + 1:])
            assert cardw.is_plate(r.w, r.h)  # the name reads across, never turned on its side
            cut = [t for t in titles if not cardw.title_shown_whole(t, r.w, r.h, scale)]
            assert not cut, f"{n} cards, {extra} beside, {r.size}: {cut[:3]} cut"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_item_tile_shows_its_whole_name_and_count_in_the_bank(size):
    g = Geometry(size, {"seats": 5})
    items = content().items
    shown = bank_tiles({"tiles": {item: 0 for item in items}})  # the buildable ones, even when none are left
    assert shown == sorted(i for i, it in items.items() if it.get("buildable", True))
    cells = g.tile_cells(len(shown))
    bank = g.area["tile_bank"]
    assert all(bank.contains(c) for c in cells) and cells[0].h >= fonts.MIN_PX + 2
    most = max(int(it.get("supply", 1)) for it in items.values())
    for item, cell in zip(shown, cells[1:]):
        it = items[item]
        assert textfit.width(it.get("name", item), TILE_FONT, g.px(12)) <= tile_name_room(g, cell, most), item
    title = textfit.fit_block("Item tiles: build", "sans_bold", g.px(12), cells[0].w, cells[0].h)
    assert not title.cut


@pytest.mark.parametrize("scale", SCALES)
def test_the_ui_scale_gives_bigger_plates_names_and_pawns_that_still_fit(scale):
    small, big = Geometry((1280, 720), {"seats": 5}), Geometry((1280, 720), {"seats": 5}, scale)
    # at 100% too: the test of the rows themselves
    # the setting does something: wider plates, their names from a bigger size, bigger pawns
    assert big.hand_slots(3, 1)[0].w > small.hand_slots(3, 1)[0].w
    h = big.hand_slots(3, 1)[0].h
    assert cardw.plate_px(h, big.scale) > cardw.plate_px(h, small.scale)
    assert big.pawn_r > small.pawn_r
    for sid, r in big.space_rect.items():  # up to every seat on one space: inside it, apart
        for n in range(1, 7):
            pawns = [big.circle_rect(big.pawn_pos(sid, i, n), big.pawn_r) for i in range(n)]
            assert all(r.contains(p) for p in pawns) and not overlaps(pawns), (sid, n, pawns)


@pytest.mark.parametrize("scale", SCALES)
def test_the_space_names_and_own_cards_read_whole_and_bigger_at_the_ui_scale(scale, monkeypatch):
    from game.ui.tables.who_goes_there import board_draw

    from ...board_scale import record

    cards = sorted(content().cards, key=lambda c: -len(card_kwargs(c)["title"]))[:5]
    view = {"seat": 0, "seats": 5, "players": [{"hand": cards, "vulnerable": ["contaminated", "clean"],
                                                "infected": True}]}
    surf = pygame.Surface((1280, 720))
    biggest, cut = {}, {}
    for sc in (1.0, scale):
        g = Geometry((1280, 720), {"seats": 5}, sc)
        drawn = record(monkeypatch, board_draw)
        board_draw._draw_board(surf, g)
        names = [(t, r) for t, _, r in drawn.texts if t in g.space_name.values()]
        assert len(names) == len(g.space_rect) and not drawn.cut
        for t, r in names:
            space = next(s for s, n in g.space_name.items() if n == t)
            assert g.space_rect[space].contains(r) and not r.colliderect(g.deck_rect(space)), (t, r)
        drawn.clear()
        slots = g.hand_slots(len(cards), 3)
        board_draw.draw_own(surf, g, view, {("card", c): r for c, r in zip(cards, slots)})
        side = [r for _, _, r in drawn.texts if g.hand_row.contains(r)]
        assert len(side) == 3
        cut[sc] = set(drawn.cut)  # INFECTED on its small card is cut at 100% already: never more at the scale
        biggest[sc] = max(px for _, px, _ in drawn.texts)
    assert cut[scale] <= cut[1.0] and biggest[scale] > biggest[1.0], (cut, biggest)


def test_a_ui_scale_change_in_the_settings_shows_at_once(table_app):
    """The geometry, the hand's places and the cached board are made again on the next frame (no restart)."""
    from game.ui.tables.who_goes_there.opening import open_wgt

    from ...table_input import DT

    app = table_app
    app.settings.guides_shown = [*app.settings.guides_shown, "who_goes_there"]
    table = open_wgt(app, [{"kind": "human", "name": "Mara"}] + [{"kind": "ai"}] * 3, {}, 5,
                     autosave=False)
    for _ in range(600):  # until the screen seat holds cards
        app.step(DT)
        if any(k[0] == "card" for k in table.prects):
            break
    before = {k: r.copy() for k, r in table.prects.items() if k[0] == "card"}
    base = table.static.surface
    assert table.geo.scale == 1.0 and before
    app.settings.ui_scale = 2.0
    app.run_frames(1, DT)
    assert table.geo.scale == 2.0 and table.static.surface is not base
    after = {k: r for k, r in table.prects.items() if k[0] == "card"}
    # a computer seat thinking in its own process may move in that frame (a card drawn or played: it failed so under
    # load), so the cards held before and after are compared
    kept = before.keys() & after.keys()
    assert kept and all(after[k].w > before[k].w for k in kept)


@pytest.mark.parametrize("scale", SCALES)
def test_the_character_boards_words_grow_and_stay_whole_on_their_board(scale, monkeypatch):
    """A character board's words (its name line, rank, XP, strikes, where, the cubes' labels, the unlocks, the
    items, the free slots, the bonuses) are bigger at the UI scale than at 100% as far as their parts hold them,
    never smaller, none cut that was not cut at 100%, all on the board and apart."""
    from game.games.who_goes_there.rules import WhoGoesThereRules
    from game.ui.tables.who_goes_there import board_draw

    from ...board_scale import record

    rules = WhoGoesThereRules()
    view = rules.view(rules.new_game(3, 5), 0)
    pl = dict(view["players"][2], xp=7, strikes=1, space="kitchen", hand_size=3, items=["backpack"], slots=3,
              unlocks=["cardio", "locker"], locker="flare_gun", bonuses=[1, 1], vulnerable_count=2, overstock=1)
    surf = pygame.Surface((1280, 720))
    sizes, cut = {}, {}
    for sc in (1.0, scale):
        drawn = record(monkeypatch, board_draw)
        g = Geometry((1280, 720), view, sc)
        board_draw.board_surface(g)  # the map under the board, drawn (and cached) first: not the board's words
        drawn.clear()
        board_draw.draw_camp(surf, g, view, 2, pl, "Player 3")
        assert not drawn.outside(g.camp[2]) and not overlaps([r for _, _, r in drawn.texts]), drawn.texts
        sizes[sc], cut[sc] = [px for _, px, _ in drawn.texts], set(drawn.cut)
    assert cut[scale] <= cut[1.0], cut
    assert len(sizes[scale]) == len(sizes[1.0]) and all(b >= s for b, s in zip(sizes[scale], sizes[1.0])), sizes
    assert sum(b > s for b, s in zip(sizes[scale], sizes[1.0])) >= len(sizes[1.0]) // 2, sizes
