"""Who Goes There?'s table art: every character has a portrait look and a pawn plate holding its whole name, every
card, tile, event and Phase card a picture on its face, every place of the camp a painted panel, and the pawns'
plates lie inside their space and apart at every UI scale."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.who_goes_there.content_schema import CHARACTERS  # noqa: E402
from game.games.who_goes_there.state import content  # noqa: E402
from game.ui import icons  # noqa: E402
from game.ui.tables.who_goes_there import board_draw, place_art, portraits  # noqa: E402
from game.ui.tables.who_goes_there.card_faces import TYPES, draw_hand_card  # noqa: E402
from game.ui.tables.who_goes_there.geometry import Geometry  # noqa: E402
from game.ui.tables.who_goes_there.render import pawn_name  # noqa: E402
from game.ui.widgets import textfit  # noqa: E402

from ...board_scale import SCALES, overlaps  # noqa: E402


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def test_every_character_has_a_look_and_the_widest_plate_name_is_known():
    assert set(portraits.LOOKS) == set(CHARACTERS)
    names = [pawn_name({"char": c}) for c in CHARACTERS]
    assert all(len(n) > 2 for n in names)  # never the two letters of old
    g = Geometry((1280, 720), {"seats": 5})
    widest = max(names, key=lambda n: textfit.width(n, g.PAWN_FONT, g.pawn_px()))
    assert textfit.width(widest, g.PAWN_FONT, g.pawn_px()) <= textfit.width(g.WIDEST_NAME, g.PAWN_FONT, g.pawn_px())


@pytest.mark.parametrize("size, scale", [((1280, 720), 1.0), ((1920, 1080), 1.0)] + [((1280, 720), s) for s in SCALES])
def test_pawn_plates_hold_whole_names_inside_their_space_and_apart(size, scale):
    g = Geometry(size, {"seats": 8}, scale)
    for sid, r in g.space_rect.items():
        for n in range(1, 7):
            spots = [g.pawn_pos(sid, i, n) for i in range(n)]
            plates = [g.plate_rect(p, g.WIDEST_NAME) for p in spots]
            assert all(r.contains(p) for p in plates), (sid, n)
            assert not overlaps(plates), (sid, n, plates)
            assert all(textfit.width(g.WIDEST_NAME, g.PAWN_FONT, g.pawn_px()) <= p.w for p in plates)


def test_every_card_face_names_a_picture_and_a_type_frame():
    c = content()
    faces = [board_draw.card_kwargs(x) for x in c.cards] + [board_draw.item_kwargs(x) for x in c.items] + \
        [board_draw.event_kwargs(x) for x in c.events] + [board_draw.phase_kwargs(x) for x in c.phase_cards]
    for kw in faces:
        assert kw["icon"] and icons.path(kw["icon"]).is_file(), kw["title"]
        assert kw["card_type"].lower() in TYPES, kw


def test_a_hand_card_draws_its_picture_beside_its_whole_name():
    g = Geometry((1280, 720), {"seats": 5})
    r = g.hand_slots(3, 1)[0]
    kw = board_draw.card_kwargs("canned_food")
    plain, pictured = pygame.Surface((r.right + 4, r.bottom + 4)), pygame.Surface((r.right + 4, r.bottom + 4))
    draw_hand_card(pictured, r, kw, 1, 1.0, g.u)
    draw_hand_card(plain, r, dict(kw, icon=""), 1, 1.0, g.u)
    left = pygame.Rect(r.x, r.y, r.h, r.h)
    assert pygame.image.tobytes(pictured.subsurface(left), "RGB") != pygame.image.tobytes(plain.subsurface(left), "RGB")


def test_every_place_of_the_camp_is_painted_not_flat():
    g = Geometry((1280, 720), {"seats": 5})
    for place, r in [*g.space_rect.items(), *((a, g.area[a]) for a in place_art.PLACES if a in g.area)]:
        surf = pygame.Surface(g.size)
        place_art.paint(surf, r, place, g.k)
        colours = {surf.get_at((x, y))[:3] for x in range(r.x + 4, r.right - 4, 5) for y in range(r.y + 4, r.bottom - 4, 5)}
        assert len(colours) > 6, place  # a texture, not one flat colour


@pytest.mark.parametrize("size, scale", [((1280, 720), 1.0), ((1920, 1080), 1.0), ((1280, 720), 2.0)])
def test_the_marks_under_a_deck_stay_clear_of_the_bottom_row_of_pawns(size, scale):
    g = Geometry(size, {"seats": 5}, scale)
    for sid in g.space_rect:
        marks_bottom = g.deck_rect(sid).bottom + g.u(1) + textfit.line_height(board_draw.TILE_FONT, g.px(12))
        assert marks_bottom <= g.pawn_pos(sid, 0, 1)[1] - g.pawn_r, sid
