"""The Thing at 1280x720 reads without the hover zoom (and at 1920x1080 too): every card's whole name in the hand
(one to twelve cards, a copies mark with them), the whole Encounter card (its name, crew, skills, target, successes
and its text) on the board, and every character's whole name on its token in the most crowded crew of the
Encounter, a task or the Tool Shed; every player panel's character and marks, every task's words and what the
prompt asks. What the table draws is recorded through the shared text fitting
(widgets/textfit.fit_block, which every fitted line and block goes through): nothing it fits may be cut."""
import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.the_thing.state import content  # noqa: E402
from game.ui.tables.the_thing import board_draw, counters  # noqa: E402
from game.ui.tables.the_thing.geometry import TASKS, Geometry  # noqa: E402
from game.ui.widgets import card as cardw  # noqa: E402
from game.ui.widgets import ink, textfit  # noqa: E402

SIZES = [(1280, 720), (1920, 1080)]
SCALED = [(size, 1.0) for size in SIZES] + [((1280, 720), s) for s in (1.5, 2.0)]  # (window, UI scale)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


@pytest.fixture
def drawn(monkeypatch):
    """Every text the drawing fits ([(text, Fitted)]) and every text rect it draws through the fitting helpers."""
    fitted, rects = [], []
    fit_block, text = textfit.fit_block, ink.text

    def record_fit(txt, *a, **kw):
        f = fit_block(txt, *a, **kw)
        fitted.append((str(txt), f))
        return f

    def record_text(*a, **kw):
        r = text(*a, **kw)
        rects.append(r)
        return r

    monkeypatch.setattr(textfit, "fit_block", record_fit)
    monkeypatch.setattr(ink, "text", record_text)
    return fitted, rects


def words(s: str) -> str:
    return " ".join(str(s).split())


@pytest.mark.parametrize("size,scale", SCALED)
def test_every_card_in_hand_shows_its_whole_name_upright(size, scale):
    g = Geometry(size, {"seats": 4}, scale)
    names = sorted({c["name"] for c in content().cards.values()}, key=len)
    titles = names + [cardw.hand_title(t, 2) for t in names[-12:]]  # a pair shows as one card with its mark
    rng = random.Random(14)
    for n in range(1, 13):
        hands = [titles[-n:], names[:n]] + [rng.sample(titles, n) for _ in range(6)]
        for hand in hands:
            rects = g.hand_slots(n, hand)
            assert len(rects) == n
            for i, (t, r) in enumerate(zip(hand, rects)):
                assert g.hand_row.contains(r) and not any(r.colliderect(o) for o in rects[i + 1:]), (n, r)
                upright = cardw.is_plate(r.w, r.h) or cardw.face_shows_title(t, r.w, r.h)
                assert upright and cardw.title_shown_whole(t, r.w, r.h, scale), f"{n} cards, {r.size}: {t!r} cut"


def draw_part(g, view: dict, name: str, drawn, surf) -> tuple:
    """One still part of the table drawn afresh for `view`: what it fitted and the text rects it drew."""
    fitted, rects = drawn
    del fitted[:], rects[:]
    next(p for p in board_draw.static_parts(g, view, {}, {}, {}) if p.name == name).draw(surf)
    return fitted, rects


@pytest.mark.parametrize("size,scale", SCALED)
def test_the_encounter_card_shows_its_whole_name_numbers_and_text(size, scale, drawn):
    g = Geometry(size, {"seats": 5}, scale)
    surf = pygame.Surface(g.size)
    for eid, enc in content().encounters.items():
        view = {"seats": 5, "current": eid, "act": 1, "encounters_left": 14, "players": []}
        fitted, rects = draw_part(g, view, "encounter", drawn, surf)
        cut = [t for t, f in fitted if f.cut]
        assert not cut, f"{eid} at {size}: {cut}"
        shown = words(" ".join(line for _, f in fitted for line in f.lines))
        must = [enc["name"], enc.get("text", "")]
        if enc.get("kind") == "encounter":
            must += [s.capitalize() for s in enc["skills"]] + [f"{enc['target']}+", str(enc["crew_min"]),
                                                                 str(enc["crew_max"]), str(enc["successes"])]
        for m in must:
            assert words(m) in shown, f"{eid} at {size}: {m!r} not shown whole in {shown!r}"
        assert all(g.enc_card.contains(r) for r in rects), (eid, [r for r in rects if not g.enc_card.contains(r)])


def crowd_sizes(g) -> list:
    """(site, n, token rects) for every crew size up to the largest a site takes."""
    c = content()
    most = {"encounter": max(int(e.get("crew_max") or 0) for e in c.encounters.values()), "shed": 1}
    most.update({t: int(c.tasks[t]["crew_max"]) for t in TASKS})
    chars = list(c.characters)
    out = []
    for site, top in most.items():
        for n in range(1, top + 1):
            view = {"chars": {ch: {"site": site if i < n else "rec", "alive": True} for i, ch in enumerate(chars)}}
            places = g.token_places(view)
            out.append((site, n, [g.token_rect(*places[("char", ch)]) for ch in chars[:n]]))
    return out


@pytest.mark.parametrize("size,scale", SCALED)
def test_every_token_shows_its_whole_name_in_the_most_crowded_crews(size, scale, drawn):
    g = Geometry(size, {"seats": 5}, scale)
    fitted, _ = drawn
    region = {"encounter": g.enc_crew, "shed": g.area["tool_shed"], **g.task_crew}
    rows = [({"alive": True, "infection_cards": 2}, "Player 5", 4),
            ({"alive": True, "infection": ["human", "infected"], "sedated": True}, "", None),
            ({"alive": True, "seen": ["multi_human"]}, "Sam", 1)]
    checked = 0
    for site, n, rects in crowd_sizes(g):
        for i, r in enumerate(rects):
            assert region[site].contains(r), (site, n, r, region[site])
            assert not any(r.colliderect(o) for o in rects[i + 1:]), (site, n)
        size_ = rects[0].size
        for ch, info in content().characters.items():
            for row, owner, seat in rows:
                board_draw._TOKENS.clear()
                del fitted[:]
                board_draw.token_surface(g, ch, dict(row, site=site), size_, owner, seat, False)
                name = [f for t, f in fitted if t == info["name"]]
                assert name and not name[0].cut, f"{info['name']} on a {size_} token ({n} at {site}) is cut"
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("size,scale", SCALED)
def test_every_prompt_reads_whole_in_the_prompt_box(size, scale, drawn):
    """What the deciding seat is asked (rules.PROMPTS, the longest 45 characters) is never cut in the prompt box."""
    from game.games.the_thing.rules import PROMPTS
    from game.ui.tables.prompt_board_draw import draw_prompt

    g = Geometry(size, {"seats": 6}, scale)
    fitted, rects = drawn
    panel_px = lambda px: max(12, round(px * scale))  # noqa: E731 SharedPanels.panel_px at this scale
    surf = pygame.Surface(g.size)
    data = {"names": {5: "Player 6"}, "screen_decides": True, "kinds": {}}
    for kind, words_ in PROMPTS.items():
        del fitted[:], rects[:]
        draw_prompt(surf, g, {"frame": {"kind": kind, "seat": 5}}, data, PROMPTS, board_draw.seat_colour, False,
                    panel_px)
        assert [t for t, f in fitted] == ["Player 6, your move:", words_]
        assert not any(f.cut for _, f in fitted), (kind, words_, size)
        assert all(g.area["prompt"].contains(r) for r in rects), kind


@pytest.mark.parametrize("size,scale", SCALED)
def test_every_player_panel_shows_its_role_and_marks_whole(size, scale, drawn, monkeypatch):
    """A player's panel names its character (or the Thing) and every mark it has, three at once at most: El
    Capitan, sits out, DEAD, INFECTED (shown by a Blood Test), has chosen (the last card's choice). Left out: a seat
    shown infected or dead is not El Capitan (the lead passes on), the Thing player is never shown infected (a Blood
    Test shows a human player), and characters are chosen at the set-up, before any encounter."""
    from itertools import combinations

    g = Geometry(size, {"seats": 6}, scale)
    fitted, rects = drawn
    backs = []
    monkeypatch.setattr(board_draw, "draw_card_back", lambda surf, r, *a, **kw: backs.append(pygame.Rect(r)))
    surf = pygame.Surface(g.size)
    roles = [{"thing": True}, {"char": None}] + [{"char": ch} for ch in content().characters]
    flags = {"El Capitan": ("view", "capitan"), "sits out": ("view", "benched"), "DEAD": ("pl", "dead"),
             "INFECTED": ("pl", "revealed"), "has chosen": ("pl", "chose")}
    for role in roles:
        for k in range(4):
            for marks in combinations(flags, k):
                if "El Capitan" in marks and {"DEAD", "INFECTED"} & set(marks) or \
                        role.get("thing") and "INFECTED" in marks or \
                        "char" in role and role["char"] is None and set(marks) - {"El Capitan"}:
                    continue
                view = {"seat": 5, "capitan": None, "benched": None}
                pl = dict(role, hand_size=8)
                for m in marks:
                    where, key = flags[m]
                    if where == "view":
                        view[key] = 5
                    else:
                        pl[key] = True
                del fitted[:], rects[:]
                board_draw.draw_player(surf, g, view, 5, pl, "Player 6")
                assert not any(f.cut for _, f in fitted), (role, marks, [t for t, f in fitted if f.cut])
                shown = " ".join(line for _, f in fitted for line in f.lines)
                name = "The Thing" if role.get("thing") else board_draw.char_name(role["char"]) \
                    if role.get("char") else "choosing a character"
                assert all(w in shown for w in (name, *marks)), (name, marks, shown)
                assert all(g.panel[5].contains(r) for r in rects)
    assert backs and all(g.part(5, "hand").contains(r) for r in backs)  # eight backs beside the infection words


@pytest.mark.parametrize("size,scale", SCALED)
def test_every_task_says_its_tokens_skills_and_target_whole(size, scale, drawn):
    g = Geometry(size, {"seats": 5}, scale)
    surf = pygame.Surface(g.size)
    for t, info in content().tasks.items():
        need = int(info["difficulty"])
        for have in (0, need - 1, need):
            fitted, rects = draw_part(g, {"tasks": {t: {"tokens": have}}, "players": []}, f"task:{t}", drawn, surf)
            assert fitted and not any(f.cut for _, f in fitted), (t, have, [x for x, f in fitted if f.cut])
            assert all(g.task[t].contains(r) for r in rects)


@pytest.mark.parametrize("scale", (1.5, 2.0))
def test_the_ui_scale_gives_bigger_hand_names_token_names_and_encounter_text(scale, drawn):
    """The setting does something: at 1280x720 the hand's names, a crew token's name, the Encounter card's words and
    a player panel's role are drawn bigger than at 100% (each still whole: the tests above)."""
    names = sorted({c["name"] for c in content().cards.values()}, key=len)[:4]
    fitted, _ = drawn
    surf = pygame.Surface((1280, 720))
    eid = next(e for e, enc in content().encounters.items() if enc.get("kind") == "encounter")
    view = {"seats": 5, "current": eid, "act": 1, "encounters_left": 14, "players": []}
    got = {}
    for sc in (1.0, scale):
        g = Geometry((1280, 720), {"seats": 4}, sc)
        r = g.hand_slots(len(names), names)[0]
        plate = cardw.plate_px(r.h, sc) if cardw.is_plate(r.w, r.h) else cardw.face_px(r.w, r.h)[0]
        size = crowd_sizes(g)[0][2][0].size  # one character at the Encounter
        del fitted[:]
        next(p for p in board_draw.static_parts(g, view, {}, {}, {}) if p.name == "encounter").draw(surf)
        encounter = max(f.px for _, f in fitted)
        _, rects = drawn
        del rects[:]
        board_draw.draw_player(surf, g, {"seat": 3}, 3, {"char": "macready", "hand_size": 3}, "Player 4")
        role = next(r.h for r in rects if g.part(3, "char").contains(r))  # its role's line
        got[sc] = (plate, board_draw.token_name_px(g, *size), encounter, role)
    assert all(big > small for big, small in zip(got[scale], got[1.0])), got


@pytest.mark.parametrize("scale", (1.5, 2.0))
def test_the_status_box_grows_with_the_ui_scale_and_stays_whole_in_its_box(scale, drawn):
    """The round, act and El Capitan are drawn bigger than at 100% at 1280x720 (as far as the box's width lets:
    the rows regroup), every word whole, each line inside the box and clear of the others, five lines too."""
    surf = pygame.Surface((1280, 720))
    _, rects = drawn
    for view in ({"round": 12, "act": 2, "capitan": 3}, {"round": 12, "act": 2, "capitan": 3, "helicopter": True}):
        got = {}
        for sc in (1.0, scale):
            g = Geometry((1280, 720), {"seats": 5}, sc)
            del rects[:]
            counters._status(surf, g, view, {3: "Player 4"})
            px, _, lines, _ = counters.status_layout(g, counters.status_lines(view, {3: "Player 4"}))
            r = g.area["status"]
            assert all(textfit.width(t, "sans_bold", px) <= r.w - g.u(10) for t in lines), lines
            assert words(" ".join(lines)).replace(" · ", " ") == words(" ".join(counters.status_lines(
                view, {3: "Player 4"})))
            assert all(r.contains(x) for x in rects), (sc, r, rects)
            assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), rects
            got[sc] = min(x.h for x in rects)
        assert got[scale] > got[1.0], got


@pytest.mark.parametrize("scale", (1.5, 2.0))
def test_the_piles_box_grows_with_the_ui_scale_and_stays_whole_in_its_box(scale, monkeypatch, drawn):
    """Each pile's name and count are drawn bigger than at 100% at 1280x720 (a discard's name in its short form
    when the whole one no longer fits: the hover tip says it whole), none shrunk or cut, inside the box, apart."""
    lines = []
    fit_line = textfit.fit_line

    def record(txt, kind, px, max_w, *a):
        line, size = fit_line(txt, kind, px, max_w, *a)
        lines.append((txt, line, size))
        return line, size

    monkeypatch.setattr(textfit, "fit_line", record)
    monkeypatch.setattr(counters, "text", ink.text)  # the counts too (drawn's recorder)
    _, rects = drawn
    view = {"encounters_left": 14, "decks": {"outpost1": 22, "outpost2": 20, "outpost3": 18, "suspicion": 12},
            "discards": {"outpost": 33, "thing": 14}, "bad_blood": 10, "unlocked": {"outpost": 2}}
    whole = [name for name, _, _ in counters.pile_rows(view)]
    surf = pygame.Surface((1280, 720))
    got = {}
    for sc in (1.0, scale):
        g = Geometry((1280, 720), {"seats": 5}, sc)
        del lines[:], rects[:]
        counters._piles(surf, g, view)
        assert len(rects) == 1 + 2 * len(whole)  # the title, each pile's name and count
        rows = lines[1:]  # the title first
        assert [t for t, _, _ in rows] in (whole, [counters.PILE_SHORT.get(n, n) for n in whole]), rows
        if sc > 1.0:
            assert all(line == t for t, line, _ in rows), rows  # never cut
        assert all(g.area["piles"].contains(r) for r in rects), rects
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), rects
        got[sc] = min(size for _, _, size in rows)
    assert got[scale] > got[1.0], got


@pytest.mark.parametrize("scale", (1.5, 2.0))
def test_the_coast_row_grows_with_the_ui_scale_and_stays_in_its_box(scale, monkeypatch, drawn):
    """The Coast's ten discs and their numbers are bigger than at 100% at 1280x720 (its title moves to the row's
    left as "Coast": the hover tip says it whole), the discs, numbers and title inside the row and apart."""
    monkeypatch.setattr(counters, "text", ink.text)  # drawn's recorder
    _, rects = drawn
    surf = pygame.Surface((1280, 720))
    for n in (4, None):
        got = {}
        for sc in (1.0, scale):
            g = Geometry((1280, 720), {"seats": 5}, sc)
            r = g.area["coast"]
            del rects[:]
            counters._coast(surf, g, {"coast": n})
            _, d, centres, num, title = counters.coast_layout(g, n)
            discs = [pygame.Rect(x - d // 2, y - d // 2, d, d) for x, y in centres]
            assert len(discs) == 10 and all(r.contains(x) for x in discs + rects), (sc, n, r, discs, rects)
            assert not any(a.colliderect(b) for i, a in enumerate(discs) for b in discs[i + 1:]), discs
            heads = rects[:2 if sc == 1.0 and n is None else 1]  # the title (and the 5-6 players note at 100%)
            assert not any(h.colliderect(x) for h in heads for x in discs) or sc == 1.0, (heads, discs)
            assert all(disc.contains(t) for disc, t in zip(discs, rects[len(heads):])), "a number leaves its disc"
            got[sc] = (d, num)
        assert all(big > small for big, small in zip(got[scale], got[1.0])), got
