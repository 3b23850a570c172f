"""The Terrorscape table on SDL's dummy drivers: a click on a glowing location makes that move, a drag of the
miniature gives the same action, the Killer's seat never draws a Survivor's hidden location (pixels equal when
only the hidden locations change), ghost markers, both maps from their TOML files, combat dice in the tray, the
hand-off between a human Killer and human Survivors, and a whole game with computer seats."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.actions import Action  # noqa: E402
from game.ui.scenes.gameover import GameOverScene  # noqa: E402
from game.ui.scenes.handoff import HandoffScene  # noqa: E402
from game.ui.tables.terrorscape import prompt as tp  # noqa: E402
from game.ui.tables.terrorscape.opening import open_terrorscape  # noqa: E402
from game.ui.tables.terrorscape_table import TerrorscapeTable  # noqa: E402

from ...table_input import DT, click, drag, frames_until  # noqa: E402

KILLER_HUMAN = [{"kind": "human", "name": "Kay"}, {"kind": "ai", "name": "Sam"}]
SURVIVORS_HUMAN = [{"kind": "ai", "name": "Kay"}, {"kind": "human", "name": "Sam"}]


@pytest.fixture
def app(ts_app):
    ts_app.settings.ai_pace = "instant"
    return ts_app


def start(app, seats, seed=3, options=None) -> TerrorscapeTable:
    table = open_terrorscape(app, seats, options or {}, seed, autosave=False)
    assert isinstance(app.top, TerrorscapeTable)
    return table


def run_until(app, table, want, max_frames=3000):
    """Step until want(table) holds while the screen seat decides and nothing moves; other decisions of the
    screen seat take their first choice."""
    for _ in range(max_frames):
        app.step(DT)
        assert app.top is table, f"unexpected scene on top: {app.top}"
        if table.screen_decides() and not table.animating():
            found = want(table)
            if found:
                return found
            table.choose(table.legal()[0])
    raise AssertionError("never happened")


def single_step(table):
    """A step whose location holds no other choice (a click there chooses it at once)."""
    for a in table.legal():
        if a.kind == "step":
            here = [b for b in table.legal() if ("loc", a["to"]) in [p[0] for p in table.anchor_paths(b)]]
            if here == [a]:
                return a
    return None


def free_point(table, code):
    """A point of the location no smaller anchor covers (a token, a door)."""
    g = table.geo
    r = g.loc_rect[code]
    anchors = table.board_anchors()
    for fx in (0.3, 0.5, 0.7, 0.2, 0.8):
        for fy in (0.35, 0.5, 0.65):
            pos = (int(r.x + r.w * fx), int(r.y + r.h * fy))
            if not any(a.hit(pos) for aid, a in anchors.items() if aid != ("loc", code)):
                return pos
    raise AssertionError(f"no free point on {code}")


def screen_pixels(app, table) -> bytes:
    """The table drawn afresh from the screen seat's view, still (no pointer, no animation)."""
    table.time = 1.0
    table.mouse = None
    table.refresh()
    table.skip_animations()
    surf = pygame.Surface(app.size)
    table.draw(surf)
    return pygame.image.tobytes(surf, "RGB")


def acting_loc(table):
    return tp.my_loc(table.view)


def test_a_click_on_a_glowing_location_makes_that_move(app):
    table = start(app, SURVIVORS_HUMAN)
    step = run_until(app, table, single_step)
    assert ("loc", step["to"]) in table.choosing.lit_anchors()
    char = tp.acting_char(table.view)
    n = len(table.session.steps)
    click(app, free_point(table, step["to"]))
    assert len(table.session.steps) > n and table.session.steps[n].action == step
    assert next(s for s in table.view["survivors"] if s["char"] == char)["loc"] == step["to"]


def test_a_drag_of_the_miniature_gives_the_same_move(app):
    table = start(app, SURVIVORS_HUMAN, seed=5)
    step = run_until(app, table, single_step)
    char = tp.acting_char(table.view)
    assert ("mini", char) in table.dragdrop.items
    piece = table.pieces.minis[char]
    targets = table.legal_targets(("mini", char))
    assert targets[("loc", step["to"])] is None
    assert targets[("loc", acting_loc(table))] == "Already there."  # its own place is refused
    n = len(table.session.steps)
    drag(app, (int(piece.pos[0]), int(piece.pos[1])), free_point(table, step["to"]))
    assert table.session.steps[n].action == step


def test_the_killer_seat_never_draws_a_survivor_hidden_location(app):
    """Pixels of the Killer's screen stay the same when only the Survivors' locations change in the state."""
    table = start(app, KILLER_HUMAN, seed=4)
    run_until(app, table, lambda t: t.view["decision"]["kind"] in ("k_main", "k_fast") and t.session.steps)
    table.skip_animations()
    assert table.view["side"] == "killer"
    assert all("loc" not in s for s in table.view["survivors"])
    assert not {k for k in table.pieces.minis if k != "killer"}  # no Survivor miniature on the Killer's map

    def frame():
        return screen_pixels(app, table)

    before = frame()
    d = table.session.state.d
    codes = table.geo.board.codes
    for s in d["surv"].values():  # move every Survivor somewhere else, unseen
        s["loc"] = codes[(codes.index(s["loc"]) + 5) % len(codes)]
    assert frame() == before


def test_killer_ghosts_come_from_sightings_and_survivor_ghosts_from_the_last_seen_place(app):
    table = start(app, KILLER_HUMAN, seed=4)
    run_until(app, table, lambda t: t.view["decision"]["kind"] == "k_main")
    d = table.session.state.d
    char = next(iter(d["surv"]))
    d["sightings"].append({"round": d["round"], "char": char, "where": ["B3"], "why": "search"})
    table.refresh()
    ghosts = [(p.key, p.loc) for p in table.pieces.ghosts if p.kind == "ghost"]
    assert ghosts == [(char, "B3")]
    # the Survivors' side: the Killer in STEALTH is a ghost where it was last seen, never its miniature
    d["killer"]["stealth"] = True
    d["killer"]["seen"] = "G1"
    d["killer"]["loc"] = "R5"
    table.session.screen_seat = 1
    table.refresh()
    assert "killer" not in table.pieces.minis
    assert [(p.kind, p.loc) for p in table.pieces.ghosts] == [("killer_ghost", "G1")]


@pytest.mark.parametrize("map_id", ["terrorscape_polar_station", "terrorscape_lighthouse"])
def test_both_maps_are_drawn_from_their_files(app, map_id):
    table = start(app, SURVIVORS_HUMAN, options={"map": map_id})
    app.run_frames(2, DT)
    g = table.geo
    assert g.map_id == map_id and set(g.loc_rect) == set(g.board.codes)
    for code, r in g.loc_rect.items():
        assert g.rects["map"].contains(r), code
    anchors = table.board_anchors()
    assert all(("loc", c) in anchors for c in g.board.codes)
    assert g.location_at(g.loc_rect[g.board.codes[0]].center) == g.board.codes[0]


def test_combat_dice_show_the_engine_faces(app):
    table = start(app, SURVIVORS_HUMAN)
    app.run_frames(2, DT)
    table.on_events([{"type": "combat_roll", "faces": [2, 0, 1], "value": 3, "char": "evelyn", "text": "x"}], None)
    table.skip_animations()
    assert sorted(table.anims.tray.results()) == [0, 1, 2]
    assert table.anims.total == ("evelyn", 3)


def test_risky_moves_ask_first():
    view = {"side": "survivors", "killer": {"loc": "B1", "stealth": False},
            "decision": {"frame": {"char": "evelyn"}}, "survivors": [{"char": "evelyn", "loc": "G1"}]}
    assert tp.classify(view, Action("step", to="B1"), [], None).confirm
    assert not tp.classify(view, Action("step", to="B2"), [], None).confirm
    kview = {"side": "killer", "killer": {"loc": "B1"}, "decision": {"frame": {}}}
    assert tp.classify(kview, Action("move", to="R2", discard="pursue.0"), [], None).confirm
    assert not tp.classify(kview, Action("move", to="G1", discard=""), [], None).confirm
    # the variants' and the Parasitoid's final choices ask too
    assert tp.classify(view, Action("accuse", char="roy"), [], None).confirm
    assert tp.classify(dict(view, decision={"kind": "p_agree", "frame": {}}), Action("agree"), [], None).confirm
    assert not tp.classify(dict(view, decision={"kind": "sw_agree", "frame": {}}), Action("agree"), [], None).confirm
    assert tp.classify(view, Action("escape"), [], None).confirm and tp.classify(kview, Action("mutate"), [], None).confirm


def test_the_handoff_covers_the_screen_between_killer_and_survivors(app):
    table = start(app, [{"kind": "human", "name": "Kay"}, {"kind": "human", "name": "Sam"}])
    sides = []
    for _ in range(4000):
        app.step(DT)
        top = app.top
        if isinstance(top, HandoffScene):
            assert "look away" in top.note
            top.time = max(top.time, top.ARM_DELAY)
            top.confirm()
            app.step(DT)
            sides.append(table.view["side"])
            if len(set(sides)) == 2:
                break
            continue
        if top is table and table.screen_decides() and not table.animating():
            assert table.view["side"] == ("killer" if table.session.deciding_seat() == 0 else "survivors")
            table.choose(table.legal()[-1] if table.view["decision"]["kind"] == "s_act" else table.legal()[0])
    assert set(sides) == {"killer", "survivors"}


def test_a_whole_game_plays_through_on_the_table_with_computer_seats(app):
    table = start(app, [{"kind": "ai", "name": n} for n in ("Kay", "Sam", "Ada")], seed=9)
    # the computer seats answer in wall time (a thinking process): frames with a breath between them, as the app's clock
    frames_until(app, lambda: isinstance(app.top, GameOverScene), seconds=300)
    assert table.session.over and table.drawn


def test_the_first_game_guide_opens_once_and_names_where_each_part_is(table_app):
    from game.ui.scenes.guide import GuideScene
    from game.ui.guides import load_guide

    table_app.settings.guides_shown = []
    table = open_terrorscape(table_app, SURVIVORS_HUMAN, {}, 3, autosave=False)
    for _ in range(30):
        table_app.step(DT)
        if isinstance(table_app.top, GuideScene):
            break
    assert isinstance(table_app.top, GuideScene) and "terrorscape" in table_app.settings.guides_shown
    parts = {p["area"] for p in load_guide("terrorscape")["parts"]}
    rects = table.guide_rects()
    # every part but the other side's (the Killer's hand and guess markers) is outlined
    assert parts - set(rects) <= {"hand", "guesses"}


def test_view_entries_without_a_picture_yet_are_drawn_as_markers_where_they_are():
    """A later engine (Eyebot's droids, the Parasitoid's tiles) adds view keys: their places still show."""
    from game.ui.tables.terrorscape.pieces import unknown_places

    view = {"side": "killer", "killer": {"loc": "R1", "drones": [{"loc": "G1", "program": 2}, {"loc": "B2"}]},
            "infection": {"B3": "spore", "spores_at": "G2", "host_seen": "R1", "tiles": {"evelyn": 2}},
            "blocks": ["G1-G2"], "round": 3}
    codes = {"R1", "G1", "B2", "B3", "G2"}
    assert sorted(unknown_places(view, codes)) == [("drones", "B2"), ("drones", "G1"), ("infection", "B3"),
                                                  ("spores at", "G2")]


def test_a_second_killer_has_its_own_miniature_or_ghost():
    from game.ui.tables.terrorscape.geometry import Geometry
    from game.ui.tables.terrorscape.pieces import layout_pieces

    view = {"side": "survivors", "options": {}, "round": 2,
            "killer": {"id": "orion", "seat": 0, "name": "Orion", "loc": "R3", "seen": "R3"},
            "killers": [{"id": "orion", "seat": 0, "name": "Orion", "loc": "R3", "seen": "R3"},
                        {"id": "eyebot", "seat": 1, "name": "Eyebot", "loc": None, "seen": "G1"}]}
    pygame.init()
    pieces = layout_pieces(view, Geometry((1280, 720), view))
    assert set(pieces.minis) == {"killer"}
    assert [(p.kind, p.loc) for p in pieces.ghosts] == [("killer_ghost", "G1")]


def test_an_item_dragged_onto_another_survivor_is_given_to_them(app):
    table = start(app, SURVIVORS_HUMAN, options={"survivors": "evelyn,roy,zach"})
    give = run_until(app, table, lambda t: next((a for a in t.legal() if a.kind == "give"), None))
    src, dst = table.prects[("item", give["item"])], table.prects[("panel", give["to"])]
    assert ("item", give["item"]) in table.dragdrop.items
    n = len(table.session.steps)
    drag(app, src.center, (dst.centerx, dst.y + 10))
    assert table.session.steps[n].action == give
    receiver = next(s for s in table.view["survivors"] if s["char"] == give["to"])
    assert give["item"] in receiver["items"]


def test_a_computer_move_glows_where_it_happened(app):
    table = start(app, SURVIVORS_HUMAN)
    app.run_frames(2, DT)
    g = table.geo
    rects = table.anchor_rects([{"type": "killer_move", "frm": "R3", "to": "B1", "text": "Orion moves to B1 Alley."}])
    assert g.loc_rect["R3"] in rects and g.loc_rect["B1"] in rects
    heard = table.anchor_rects([{"type": "noise_report", "noise": ["G2", "B4"], "text": "Noise."}])
    assert g.loc_rect["G2"] in heard and g.loc_rect["B4"] in heard


def test_block_noise_and_repair_tokens_stand_where_the_view_puts_them(app):
    table = start(app, SURVIVORS_HUMAN)
    run_until(app, table, lambda t: t.view["decision"]["kind"] == "s_act")
    d = table.session.state.d
    door = table.geo.board.doors[0]
    d["blocks"] = [door]
    d["noise_known"] = ["B3"]
    d["radio"] = 2
    table.refresh()
    assert set(table.pieces.blocks) == {door}
    tokens = {(kind, loc) for kind, _, _, loc in table.pieces.tokens}
    radio = table.geo.board.with_kind("radio")[0]
    assert ("noise", "B3") in tokens and ("repair", radio) in tokens
    assert [x for k, _, x, loc in table.pieces.tokens if k == "repair" and loc == radio] == [("radio", 2, 5)]
    table.session.screen_seat = 0  # the Killer hears the reported noise, and knows nothing of the repairs
    table.refresh()
    tokens = {(kind, loc) for kind, _, _, loc in table.pieces.tokens}
    assert ("noise", "B3") in tokens and not any(kind == "repair" for kind, _ in tokens)


def test_a_miniature_dragged_two_steps_away_takes_both_steps(app):
    table = start(app, SURVIVORS_HUMAN, seed=5)
    run_until(app, table, lambda t: t.view["decision"]["kind"] == "s_act" and t.onward())
    char = tp.acting_char(table.view)
    target, via = next(iter(table.onward().items()))
    assert table.legal_targets(("mini", char))[("loc", target)] is None
    n = len(table.session.steps)
    drag(app, tuple(int(x) for x in table.pieces.minis[char].pos), free_point(table, target))
    assert table.session.steps[n].action == via
    assert table.session.steps[n + 1].action == Action("step", to=target)
    assert next(s for s in table.view["survivors"] if s["char"] == char)["loc"] == target


def test_every_card_item_and_survivor_name_fits_its_row_at_1280x720():
    """Readable at 1280x720: the Killer's hand rows, the Survivors' item rows and cards hold every name whole."""
    from game.games.terrorscape import sources
    from game.ui.tables.terrorscape.geometry import Geometry
    from game.ui.tables.terrorscape.panels import panel_rects
    from game.ui.widgets import textfit

    pygame.init()
    c = sources.content()
    view = {"side": "killer", "options": {}, "decision": {},
            "survivors": [{"char": ch, "name": c.survivors[ch]["name"], "items": ["x.0"]} for ch in
                          ("evelyn", "roy", "zach")],
            "killer": {"hand": [f"{k}.0" for k in list(c.skills)[:6]]}}  # the hand limit 5, one more paying
    g = Geometry((1280, 720), view)
    rects = panel_rects(view, g)
    card_w = rects[("card", view["killer"]["hand"][0])].w - g.u(60)
    item_w = rects[("item", "x.0")].w - g.u(5)
    name_w = rects[("panel", "evelyn")].w - g.u(36)
    cut = [sk["name"] for sk in c.skills.values() if textfit.fit_block(sk["name"], "sans_bold", g.px(12), card_w, 0).cut]
    cut += [it["name"] for it in c.items.values() if textfit.fit_block(it["name"], "sans", g.px(12), item_w, 0).cut]
    cut += [s["name"] for s in c.survivors.values() if textfit.fit_block(s["name"], "sans_bold", g.px(15), name_w, 0).cut]
    assert not cut, cut


def test_an_action_the_table_has_no_rule_for_sits_where_its_parameters_point():
    """A new Killer's or variant's action (Eyebot programming its path) still glows on the board."""
    view = {"side": "killer", "killer": {"hand": ["lunge.1"]}, "survivors": [{"char": "roy"}],
            "decision": {"frame": {}}}
    codes = {"R2", "G1"}
    assert tp.anchor_paths(view, Action("program", loc="R2"), codes) == [(("loc", "R2"),)]
    assert tp.anchor_paths(view, Action("mark", target="roy"), codes) == [(("panel", "roy"),), (("mini", "roy"),)]
    assert tp.anchor_paths(view, Action("spend", card="lunge.1"), codes) == [(("card", "lunge.1"),)]
    # no place at all: a word chip at the card of whoever it concerns; done / pass / stop are the bar's D button
    assert tp.anchor_paths(view, Action("shrug"), codes) == [(("chip", "shrug"),)]
    assert tp.anchor_paths(view, Action("pass"), codes) == []


@pytest.mark.parametrize("size", [(1366, 768), (1600, 1200), (3840, 2160)])
def test_the_table_fits_any_window(app, size):
    table = start(app, SURVIVORS_HUMAN)
    app.run_frames(2, DT)
    app.set_window(size=size)
    app.run_frames(3, DT)
    g = table.geo
    screen = pygame.Rect(0, 0, *size)
    assert g.size == size and all(screen.contains(r) for r in g.rects.values())
    assert all(g.rects["map"].contains(r) for r in g.loc_rect.values())
    assert all(screen.contains(r) for r in table.prects.values())


def test_eyebot_droids_and_the_parasitoid_host_are_drawn_where_the_view_says():
    from game.ui.tables.terrorscape.geometry import Geometry
    from game.ui.tables.terrorscape.pieces import layout_pieces

    pygame.init()
    view = {"side": "survivors", "options": {}, "round": 2, "killer": {"loc": None, "seen": "R3", "droids": ["G1", "B2"]},
            "infection": {"mutated": "roy", "host_seen": "B4", "flesh": None}}
    g = Geometry((1280, 720), view)
    pieces = layout_pieces(view, g)
    assert sorted(loc for kind, _, _, loc in pieces.tokens if kind == "droid") == ["B2", "G1"]
    assert ("killer_ghost", "host", "B4") in [(p.kind, p.key, p.loc) for p in pieces.ghosts]
    view = dict(view, side="killer", infection={"mutated": "roy", "host_loc": "B5", "flesh": "G1-G2"})
    pieces = layout_pieces(view, g)
    assert pieces.minis["host"].loc == "B5" and pieces.flesh == ["G1-G2"] and not pieces.markers
