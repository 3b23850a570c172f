"""The Thing at 1280x720 reads without the hover zoom (and at 1920x1080 too): every card's whole name in the hand
(one to twelve cards, a copies mark with them), the whole Encounter card (its name, crew, skills, target, successes
and its text) on the board, and every character's whole name on its token in the most crowded crew of the
Encounter, a task or the Tool Shed. What the table draws is recorded through the shared text fitting
(widgets/textfit.fit_block, which every fitted line and block goes through): nothing it fits may be cut."""
import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.the_thing.state import content  # noqa: E402
from game.ui.tables.the_thing import board_draw  # noqa: E402
from game.ui.tables.the_thing.geometry import TASKS, Geometry  # noqa: E402
from game.ui.widgets import card as cardw  # noqa: E402
from game.ui.widgets import ink, textfit  # noqa: E402

SIZES = [(1280, 720), (1920, 1080)]


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


@pytest.mark.parametrize("size", SIZES)
def test_every_card_in_hand_shows_its_whole_name_upright(size):
    g = Geometry(size, {"seats": 4})
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
                assert upright and cardw.title_shown_whole(t, r.w, r.h), f"{n} cards, {r.size}: {t!r} cut"


def encounter_view(eid: str) -> dict:
    return {"seats": 5, "current": eid, "act": 1, "encounters_left": 14, "players": []}


@pytest.mark.parametrize("size", SIZES)
def test_the_encounter_card_shows_its_whole_name_numbers_and_text(size, drawn):
    g = Geometry(size, {"seats": 5})
    fitted, rects = drawn
    surf = pygame.Surface(g.size)
    for eid, enc in content().encounters.items():
        del fitted[:], rects[:]
        view = encounter_view(eid)
        part = next(p for p in board_draw.static_parts(g, view, {}, {}, {}) if p.name == "encounter")
        part.draw(surf)
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


@pytest.mark.parametrize("size", SIZES)
def test_every_token_shows_its_whole_name_in_the_most_crowded_crews(size, drawn):
    g = Geometry(size, {"seats": 5})
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
