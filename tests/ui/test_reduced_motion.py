"""Reduced motion (settings.reduced_motion, game/ui/motion.py): nothing flies, slides or rolls; things fade in where
they land over motion.FADE seconds, the animations start in the same order and the game is the same game."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import motion  # noqa: E402
from game.ui.dice import DiceTray  # noqa: E402
from game.ui.tables.piece_anim import PieceAnims  # noqa: E402

from .table_input import DT  # noqa: E402

FACES = {"d6": [1, 2, 3, 4, 5, 6]}
STEPS = {"zombie": 15, "terrorscape": 80, "who_goes_there": 80, "the_thing": 80}  # enough to throw dice, move


@pytest.fixture
def reduced():
    motion.set_reduced(True)
    yield
    motion.set_reduced(False)


def test_reduced_dice_show_their_faces_at_once_and_fade_in_without_moving(reduced):
    tray = DiceTray(size=(240, 150), die_size=40, seed=3)
    tray.throw([("d6", 5), ("d6", 2), ("d6", 6)], FACES)
    poses = tray.dice_poses()
    assert tray.results() == [5, 2, 6] and not tray.done  # the engine's faces from the first frame
    surf = pygame.Surface((300, 200))
    alphas = []
    while not tray.done:
        tray.draw(surf, surf.get_rect())
        alphas.append(tray.fade_left)
        tray.update(DT)
        assert tray.dice_poses() == poses  # no die moves or turns
    assert len(alphas) == pytest.approx(motion.FADE / DT, abs=1) and alphas == sorted(alphas, reverse=True)
    tray.draw(surf, surf.get_rect())
    motion.set_reduced(False)  # the same throw with motion: the dice travel
    tray.throw([("d6", 5), ("d6", 2), ("d6", 6)], FACES)
    first = tray.dice_poses()
    tray.update(0.1)
    assert tray.dice_poses() != first


def test_reduced_pieces_and_flights_fade_in_where_they_land(reduced):
    anims = PieceAnims(seed=1)
    anims.set_targets({"a": (10, 10), "b": (50, 50)})
    anims.set_targets({"a": (200, 120), "b": (50, 50)})
    assert anims.pos["a"] == (200, 120) and anims.alpha("a") == 0 and anims.alpha("b") == 255 and anims.busy
    anims.fly("clicker", (0, 0), (300, 40))
    seen = []
    while anims.busy:
        assert anims.pos["a"] == (200, 120) and anims.flights[0].pos == (300, 40)
        seen.append((anims.alpha("a"), anims.flights[0].alpha))
        anims.update(DT)
    assert seen[0] == (0, 0) and seen == sorted(seen) and anims.alpha("a") == 255
    assert len(seen) <= motion.FADE / DT + 2  # the table waits a fade, not a slide
    motion.set_reduced(False)
    anims.set_targets({"a": (10, 10), "b": (50, 50)})
    anims.update(DT)
    assert anims.pos["a"] not in ((10, 10), (200, 120))  # with motion it slides through the places between


def spy_on(monkeypatch, log, cls, names) -> None:
    """Record in `log` every call of cls's methods `names` (their arguments: what starts, in what order)."""
    for name in names:
        original = getattr(cls, name)

        def spy(self, *args, _original=original, _name=name, **kw):
            log.append((_name, repr(args), repr(sorted(kw.items()))))
            return _original(self, *args, **kw)
        monkeypatch.setattr(cls, name, spy)


def play_steps(app, game_id, steps, check_frame=None) -> tuple:
    from game.core.replay_timeline import Timeline
    from game.ui import tables

    seats = [{"kind": "ai", "name": n} for n in ("Ash", "Bram", "Cleo")]
    table = tables.start_game(app, game_id, seats, "standard", {}, 21)
    for _ in range(6000):
        app.step(DT)
        if check_frame is not None and app.top is table:
            check_frame(table)
        if len(table.session.steps) >= steps:
            break
    assert len(table.session.steps) >= steps
    record = table.session.record()
    tl = Timeline(record)
    return [repr(a) for a in tl.actions[:steps]], tl.rules.hash(tl.goto(steps))


class StillSprites:
    """Per frame: counts every flying sprite, die or piece found anywhere but where it was (a piece: its target),
    the moving things seen and the frames something was drawn faded."""

    def __init__(self):
        self.seen, self.dice, self.faded, self.moved = {}, {}, 0, 0

    def __call__(self, table):
        anims = table.anims
        for s in getattr(anims, "sprites", []):
            if s.visible:
                self.moved += self.seen.setdefault(("sprite", id(s)), s.pos) != s.pos
                self.faded += s.alpha < 255
        tray = getattr(anims, "tray", None) or table.tray
        if tray.dice:
            self.moved += self.dice.setdefault(id(tray.dice), tray.dice_poses()) != tray.dice_poses()
            self.faded += tray.fade_left > 0
        for k, t in getattr(anims, "targets", {}).items():
            self.moved += anims.pos.get(k, t) != t
            if anims.alpha(k) < 255:
                self.faded += 1
                self.seen.setdefault(("piece", k, t), t)
        for f in getattr(anims, "flights", []):
            self.moved += f.pos != f.end
            self.faded += f.alpha < 255
            self.seen.setdefault(("flight", id(f)), f.end)


# Zombie's own sprites in the fast tier; the tables built on piece_anim (pieces, flights, the shared tray) slow
GAMES = ["zombie"] + [pytest.param(g, marks=pytest.mark.slow) for g in ("terrorscape", "who_goes_there", "the_thing")]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_with_reduced_motion_plays_the_same_game_with_the_same_animations_and_nothing_moving(
        instant_app, monkeypatch, game_id):
    from game.ui.tables import piece_anim
    from game.ui.tables.zombie import anim as zanim

    instant_app.settings.dice_animation = True
    if game_id != "zombie":
        instant_app.settings.ai_pace = "fast"  # these tables skip a move's animations at the instant pace
    instant_app.settings.guides_shown = [*instant_app.settings.guides_shown, game_id]
    log = []
    spy_on(monkeypatch, log, zanim.Animations, ["fly", "play"])
    spy_on(monkeypatch, log, piece_anim.PieceAnims, ["fly", "throw", "play"])
    spy_on(monkeypatch, log, DiceTray, ["throw"])
    runs = {}
    for on in (False, True):
        instant_app.settings.reduced_motion = on
        log.clear()
        instant_app.run_frames(1, DT)
        check = StillSprites()
        actions, digest = play_steps(instant_app, game_id, STEPS[game_id], check)
        # the tray's clearing (a throw of nothing, DICE_HOLD seconds after the last) comes when the clock says: left out
        runs[on] = (actions, digest, [x for x in log if x[:2] != ("throw", "([],)")], check)
        instant_app.to_menu()
    instant_app.settings.reduced_motion = False
    instant_app.run_frames(1, DT)
    assert runs[True][:2] == runs[False][:2]  # the same moves, the same state: the game does not see the motion
    # the same animations started in the same order (a run may have gone a step further when it stopped)
    n = min(len(runs[True][2]), len(runs[False][2]))
    assert n > 5 and runs[True][2][:n] == runs[False][2][:n]
    still, moving = runs[True][3], runs[False][3]
    assert still.moved == 0 and still.faded > 0 and (len(still.seen) + len(still.dice)) > 2  # there, still, fading
    assert moving.moved > 5  # the check bites: with motion, the same game's sprites, pieces and dice travel


def test_crimson_creek_flips_show_their_last_face_still_with_reduced_motion(reduced):
    """A struck location turns over: with reduced motion it shows its struck face at once (fading in), and the
    picture stays the same while the effect plays; with motion the card narrows and widens as it turns."""
    from types import SimpleNamespace

    from game.ui.tables.crimson_creek.anim import Animations, Effect

    geo = SimpleNamespace(loc_rect={"barn": pygame.Rect(100, 60, 180, 120)}, u=lambda n: round(n), px=lambda n: round(n))

    def pictures():
        anims = Animations()
        anims.effects.append(Effect("flip_loc", 40 * DT, 0.0, True, loc="barn", name="Barn", fill=(90, 70, 60)))
        out = []
        for _ in range(39):  # the effect plays 40 frames
            surf = pygame.Surface((400, 260))
            anims.draw(surf, geo, None)
            out.append(pygame.image.tobytes(surf, "RGB"))
            anims.update(DT)
        return out

    still = pictures()
    faded_in = int(motion.FADE / DT) + 1
    assert still[0] != still[faded_in] and len(set(still[faded_in:])) == 1  # fades in, then stands still
    motion.set_reduced(False)
    assert len(set(pictures()[faded_in:])) > 10  # with motion it keeps turning


def test_a_refused_drop_is_back_in_its_place_at_once_with_reduced_motion(reduced):
    from game.ui.widgets.dragdrop import DragDrop

    card = pygame.Rect(100, 400, 60, 84)
    dd = DragDrop(lambda payload: {"camp": "Not there."})
    dd.add_item("card", card, {"card": "shotgun"})
    dd.add_target("camp", pygame.Rect(300, 0, 200, 150), {"camp": 1})
    assert dd.press(card.center)
    dd.move((400, 75))
    assert dd.release((400, 75)).kind == "refused"
    assert dd.item_rect("card") == card and not dd.active  # no slide home: there already
