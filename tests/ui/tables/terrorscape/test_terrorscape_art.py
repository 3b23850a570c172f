"""Terrorscape's table art: every room of both maps painted (not a flat fill) with its name still on a dark band,
every Survivor and Killer with a portrait on its panel and in the hover zoom, card faces by kind with their
pictures, and a fight's latest roll drawn as dice."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.terrorscape import sources  # noqa: E402
from game.ui.tables.terrorscape import card_faces, fight_panel, portraits, room_art  # noqa: E402
from game.ui.tables.terrorscape.board_draw import draw_board  # noqa: E402
from game.ui.tables.terrorscape.geometry import Geometry  # noqa: E402
from game.ui.tables.terrorscape.panels import item_card, skill_card, trait_card  # noqa: E402
from game.ui.widgets import card as cardw  # noqa: E402
from game.ui.widgets import die_face  # noqa: E402

MAPS = ("terrorscape_polar_station", "terrorscape_lighthouse")


def colours_in(surface, rect: pygame.Rect) -> int:
    step = max(1, min(rect.w, rect.h) // 24)
    return len({tuple(surface.get_at((x, y)))[:3] for x in range(rect.x + 4, rect.right - 4, step)
                for y in range(rect.y + 4, rect.bottom - 4, step)})


@pytest.mark.parametrize("map_id", MAPS)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_room_is_painted_by_its_zone_and_kind(map_id, size):
    g = Geometry(size, {"options": {"map": map_id}}, 1.0)
    surf = pygame.Surface(size)
    draw_board(surf, g)
    for code, r in g.loc_rect.items():
        below_name = pygame.Rect(r.x, g.name_rect[code].bottom, r.w, r.bottom - g.name_rect[code].bottom)
        assert colours_in(surf, below_name) >= 12, f"{code}: a flat fill"
    plain = pygame.Surface(size)
    g.lv.location_face = None  # the shared flat look, for comparison: the paint is what differs
    g.lv.draw(plain, areas=[], edges=False)
    code = g.board.codes[0]
    assert colours_in(surf, g.loc_rect[code]) > colours_in(plain, g.loc_rect[code])


def test_a_room_shows_what_it_is_first_by_kind_then_by_zone():
    assert room_art.room_icon("blue", {"main_exit", "testing_station"}) == "exit-door"
    assert room_art.room_icon("red", {"key", "tool"}) == "house-keys"
    assert room_art.room_icon("green", set()) == room_art.ZONE_ICONS["green"]
    assert {room_art.floor_of(z, ["red", "blue", "green"]) for z in ("red", "blue", "green")} == set(room_art.FLOORS)


def test_every_character_has_a_portrait():
    c = sources.content()
    assert set(c.survivors) <= set(portraits.LOOKS)
    assert set(c.killers) <= set(portraits.KILLER_ART)
    for kid in c.killers:
        bust = portraits.killer_bust(kid, 48)
        lit = sum(1 for x in range(0, 48, 3) for y in range(0, 48, 3) if bust.get_at((x, y)).a)
        assert lit > 100, kid
        surf = pygame.Surface((200, 240))
        portraits.draw_killer(surf, surf.get_rect(), kid)
        assert colours_in(surf, surf.get_rect()) > 6, kid
    busts = {portraits.survivor_bust(s, 40).get_at((20, 34))[:3] for s in c.survivors}
    assert len(busts) == len(c.survivors), "each Survivor's top tells them apart"


def test_every_card_face_has_its_kind_frame_and_its_picture():
    c = sources.content()
    faces = ([item_card(i) for i in c.items] + [skill_card(s) for s in c.skills] + [trait_card(t) for t in c.traits])
    for face in faces:
        assert face["icon"], face["title"]
        assert face["card_type"].lower() in cardw.TYPE_COLOURS, face["card_type"]
        assert card_faces.frame_of(face["card_type"]) != cardw.DEFAULT_TYPE


def test_a_row_card_keeps_its_name_whole_before_its_picture(monkeypatch):
    drawn = []
    monkeypatch.setattr(card_faces.icons, "draw", lambda *a, **k: drawn.append(a[1]))
    surf = pygame.Surface((300, 60))
    face = item_card("experimental_gadget")
    card_faces.draw_row_card(surf, pygame.Rect(0, 0, 280, 40), face, "", 1.0, 13)
    assert drawn == [face["icon"]]
    drawn.clear()
    card_faces.draw_row_card(surf, pygame.Rect(0, 0, 120, 18), face, "", 1.0, 12, name_font="sans")
    assert drawn == []  # too narrow for both: the name is kept whole, the picture goes


def test_the_fight_panel_draws_the_latest_roll_as_dice(monkeypatch):
    g = Geometry((1280, 720), {"options": {}}, 1.0)
    dice = []
    monkeypatch.setattr(die_face, "draw_die", lambda surf, c, size, kind, face, **k: dice.append(face))
    view = {"encounter": {"loc": g.board.codes[0], "defender": "roy", "attacked": ["roy"]}}
    surf = pygame.Surface((1280, 720))
    rect = pygame.Rect(680, 438, 180, 88)
    fight_panel.draw_fight(surf, g, view, rect, str.title, None)
    assert dice == []
    fight_panel.draw_fight(surf, g, view, rect, str.title, ("roy", (0, 2, 3, 1), 6))
    assert dice == [0, 2, 3, 1]


def test_every_weakness_the_device_can_find_has_a_picture():
    from game.games.terrorscape import content_schema

    assert set(card_faces.WEAKNESS_ICONS) == set(content_schema.WEAKNESSES)
    assert card_faces.weakness_art("") is None
    surf = pygame.Surface((120, 80))
    card_faces.weakness_art("fire")(surf, surf.get_rect())
    assert colours_in(surf, surf.get_rect()) > 1
