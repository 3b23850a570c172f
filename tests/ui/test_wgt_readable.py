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


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_hand_card_shows_its_whole_name_on_its_plate(size):
    g = Geometry(size, {"seats": 5})
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
            cut = [t for t in titles if not cardw.title_shown_whole(t, r.w, r.h)]
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
