"""Every action at the table by keys alone: the focus ring (Tab / Shift+Tab round the lit places, the
side list and the buttons; arrows to the nearest stop; Enter / Space take it; Esc lets go), drawn where the focused
choice is; a drag-and-drop move by keys (the piece, Enter, its place, Enter); and whole stretches of each game
whose human seat is played by key events only, posted through pygame's queue."""
import pygame
import pytest

from tests.helpers.pixels import changed_pixels

from ..keys_only import KeyPlayer, open_keys_table, press
from ..table_input import frames_until
from ..scenes.test_keyboard_scenes import tab_to
from .test_board_choices import app, card_with_two_places, state_of, z_take_action  # noqa: F401 (app: the fixture)


def watch_choices(table):
    """Record every choose() of the table, and whether a key (not code, not the mouse) led to it: the table's
    handle() is wrapped to mark the inputs it is handling."""
    log = {"keyed": 0, "unkeyed": 0, "ring": 0, "own_key": 0, "current": None}
    handle, choose = table.handle, table.choose

    def handle_marked(inp):
        if inp.kind != "key_down":
            log["current"] = None
        elif inp.key in (pygame.K_RETURN, pygame.K_SPACE) and table.ring.id is not None and \
                table.choosing.confirming is None and table.choosing.menu is None:
            log["current"] = "ring"
        else:
            log["current"] = "own_key" if len(pygame.key.name(inp.key)) == 1 else "key"
        try:
            return handle(inp)
        finally:
            log["current"] = None

    def choose_marked(action):
        ok = choose(action)
        if ok:
            log["keyed" if log["current"] else "unkeyed"] += 1
            if log["current"] in ("ring", "own_key"):
                log[log["current"]] += 1
        return ok

    table.handle, table.choose = handle_marked, choose_marked
    return log


def play_by_keys(app, game_id, seed, decisions, seats=3, rounds=3000):
    """The game's human seat played by keys until it made `decisions` choices, one at least on the focus ring and
    one by a choice's own key (or the game ended): (table, the key player, the count of its choices by how)."""
    table = open_keys_table(app, game_id, seed, seats)
    log = watch_choices(table)
    player = KeyPlayer(app, table, seed)
    player.play(lambda: log["keyed"] >= decisions and log["ring"] and log["own_key"], rounds)
    return table, player, log


# -- a whole stretch of each game, its human seat played by keys only ---------------------------------------

FAST = {"zombie": (5, 4, 1), "crimson_creek": (6, 4, 1), "terrorscape": (3, 2, 1), "who_goes_there": (4, 3, 1),
        "the_thing": (2, 3, 1)}  # game: (seed, seats, human decisions in the fast tier: and one on the ring, one by key)


@pytest.mark.parametrize("game_id", sorted(FAST))
def test_the_human_seat_is_played_by_keys_alone(app, game_id):
    seed, seats, want = FAST[game_id]
    table, player, log = play_by_keys(app, game_id, seed, want, seats, rounds=3000)
    assert log["unkeyed"] == 0, "a choice was made without a key"
    assert log["keyed"] >= want or table.session.over, (log, player.presses)
    assert player.presses["tab"] > 0 and player.presses["enter"] > 0
    assert (log["ring"] > 0 and log["own_key"] > 0) or table.session.over, log


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(FAST))
def test_a_whole_game_is_played_by_keys_alone(app, game_id):
    seed, seats, _ = FAST[game_id]
    table, player, log = play_by_keys(app, game_id, seed + 100, 300, seats + 1, rounds=30000)
    assert log["unkeyed"] == 0
    assert table.session.over or log["keyed"] >= 300, (log, player.presses)
    assert log["keyed"] >= 5 and log["ring"] > 0 and log["own_key"] > 0, log
    if table.session.over:  # the game-over screen by keys too: Tab to Main menu, Enter
        frames_until(app, lambda: app.top.scene_name == "gameover")
        tab_to(app, "menu")
        press(app, pygame.K_RETURN)
        assert app.top.scene_name == "menu"


# -- the ring ----------------------------------------------------------------------------------------------

def test_tab_goes_round_the_lit_places_then_the_list_then_the_buttons(app):
    table = z_take_action(app)
    stops = table.ring.stops()
    kinds = [s.id[0] for s in stops]
    assert kinds[0] == "anchor" and "item" in kinds and kinds[-1] == "log"
    # the board first, the rest of the hand, the notes, then the side list, then the buttons: never back
    order = {"anchor": 0, "drag": 1, "note": 2, "item": 3, "button": 4, "log": 5}
    assert [order[k] for k in kinds] == sorted(order[k] for k in kinds)
    assert {s.id[1] for s in stops if s.id[0] == "anchor"} == table.choosing.lit_anchors()
    press(app, pygame.K_TAB)
    assert table.ring.id == stops[0].id
    press(app, pygame.K_TAB)
    assert table.ring.id == stops[1].id
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert table.ring.id == stops[-1].id  # round the ring backwards
    before = state_of(table)
    press(app, pygame.K_ESCAPE)  # Esc lets the focus go; nothing else happens
    assert table.ring.id is None and app.top is table and state_of(table) == before


def test_an_arrow_moves_to_the_nearest_stop_that_way(app):
    table = z_take_action(app)
    press(app, pygame.K_TAB)
    moves = 0
    for k, (dx, dy) in ((pygame.K_RIGHT, (1, 0)), (pygame.K_DOWN, (0, 1)), (pygame.K_LEFT, (-1, 0)),
                        (pygame.K_UP, (0, -1))) * 2:
        before = table.ring.focused()
        press(app, k)
        now = table.ring.focused()
        if now.id != before.id:  # it moved: that way
            moves += 1
            vx, vy = now.rect.centerx - before.rect.centerx, now.rect.centery - before.rect.centery
            assert vx * dx + vy * dy > 0, (k, before.id, now.id)
    assert moves >= 3


def test_enter_on_a_card_then_on_a_camp_plays_it_there(app):
    """The keys' drag and drop: the card focused, Enter picks it up (its camps glow and the focus goes to the first
    of them), Tab to the camp wanted, Enter drops it there: the same action as the drag."""
    table = z_take_action(app)
    uid, plays = card_with_two_places(table)
    while table.ring.id != ("anchor", ("card", uid)):
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert table.choosing.picker.path == (("card", uid),)
    camps = {("anchor", ("camp", a["targets"][0])) for a in plays}
    assert table.ring.id in camps  # the focus followed the narrowing
    want = plays[-1]
    while table.ring.id != ("anchor", ("camp", want["targets"][0])):
        press(app, pygame.K_TAB)
    _, steps = state_of(table)
    press(app, pygame.K_SPACE)
    if table.choosing.confirming is not None:
        press(app, pygame.K_RETURN)
    assert len(table.session.steps) == steps + 1 and table.session.steps[-1].action == want


def test_a_risky_choice_taken_by_the_ring_still_asks_and_tab_reaches_cancel(app):
    table = z_take_action(app)
    items = [(i, it[2]) for i, it in enumerate(table.choices.items) if hasattr(it[2], "kind")]
    risky = next(((i, p) for i, p in items if table.choosing.risk_of(p).confirm), None)
    if risky is None:
        pytest.skip("nothing risky listed")
    while table.ring.id != ("item", risky[0]):
        press(app, pygame.K_TAB)
    before = state_of(table)
    press(app, pygame.K_RETURN)
    assert table.choosing.confirming is not None and state_of(table) == before
    press(app, pygame.K_TAB)  # to Cancel
    press(app, pygame.K_RETURN)
    assert table.choosing.confirming is None and state_of(table) == before


def focus_pixels(app, table):
    """The table drawn twice at the same moment, with and without the focus: the pixels that differ."""
    surf_on = pygame.Surface(app.screen.get_size())
    surf_off = pygame.Surface(app.screen.get_size())
    table.mouse = None
    focus = table.ring.id
    table.draw(surf_on)
    table.ring.id = None
    table.draw(surf_off)
    table.ring.id = focus
    return changed_pixels(surf_on, surf_off)


def test_the_focus_ring_is_drawn_round_the_focused_choice_and_nowhere_else(app):
    table = z_take_action(app)
    press(app, pygame.K_TAB)
    for _ in range(3):  # a place on the board, then a row of the side list
        stop = table.ring.focused()
        xs, ys = focus_pixels(app, table)
        assert len(xs) > 4 * stop.rect.w // 2, f"no ring round {stop.id}"
        box = stop.rect.inflate(stop.rect.w // 2 + 60, stop.rect.h // 2 + 60)
        assert all(box.collidepoint(x, y) for x, y in zip(xs[::7], ys[::7])), f"pixels changed away from {stop.id}"
        # the ring runs round it: changed pixels on all four sides of its centre
        cx, cy = stop.rect.center
        assert min(xs) < cx < max(xs) and min(ys) < cy < max(ys)
        while table.ring.focused().id[0] == stop.id[0] == "anchor":
            press(app, pygame.K_TAB)
        if stop.id[0] != "anchor":
            break


def test_the_killers_guess_markers_move_by_keys(table_app):
    """A note marker by keys: focused, Enter picks it up (the places it may go come first, the focus on the first),
    Tab to a place, Enter puts it there; Enter on a counter counts up; Esc puts a held marker back."""
    from .terrorscape.test_terrorscape_guesses import killer_table

    app = table_app
    app.settings.guides_shown = [*app.settings.guides_shown, "terrorscape"]
    table = killer_table(app)
    chars = [s["char"] for s in table.view["survivors"]]
    mid = f"guess.{chars[0]}.0"
    while table.ring.id != ("note", mid):
        press(app, pygame.K_TAB)
    home = table.notes.markers()[mid]["at"]
    press(app, pygame.K_RETURN)
    assert table.notes.held == mid and table.ring.id[0] == "note_place"
    places = [s.id[1] for s in table.ring.stops() if s.id[0] == "note_place"]
    assert set(places) == set(table.note_places()) | {""}
    want = next(p for p in places if p and p != home)
    while table.ring.id != ("note_place", want):
        press(app, pygame.K_TAB)
    press(app, pygame.K_SPACE)
    assert table.notes.markers()[mid]["at"] == want and table.notes.held is None
    assert table.ring.id == ("note", mid)
    press(app, pygame.K_RETURN)  # up again, and Esc: back where it was, in nobody's hand
    press(app, pygame.K_ESCAPE)
    assert table.notes.held is None and table.notes.markers()[mid]["at"] == want and app.top is table
    while table.ring.id != ("note", "guess.radio"):
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert table.notes.markers()["guess.radio"]["n"] == 1


def test_a_focused_card_shows_its_zoom_as_the_pointer_would(app):
    """The hover help reads the focus once a key moved it: a card in focus shows its whole text with Alt held (or
    after the hold delay, as under the pointer); the pointer moving takes the help back."""
    from ..table_input import DT, post

    table = z_take_action(app)
    while table.ring.focused() is None or table.ring.focused().id[1][0] != "card":
        press(app, pygame.K_TAB)
    rect = table.ring.focused().rect
    assert table.hovering.widget.zoom() is None
    post(pygame.KEYDOWN, key=pygame.K_LALT, mod=0, unicode="", scancode=0, window=None)  # held
    app.step(DT)
    zoom = table.hovering.widget.zoom()
    assert zoom is not None and zoom.card is not None and zoom.rect.colliderect(rect)
    post(pygame.MOUSEMOTION, pos=(2, 2), rel=(1, 1), buttons=(0, 0, 0), touch=False)
    app.step(DT)
    assert table.hovering.widget.zoom() is None


def test_zombies_discard_selects_its_cards_by_keys(app):
    """Discard cards…: the hand's cards are stops of the ring (no place glows in that mode), Enter selects one as a
    click would, and the Discard row then does it."""
    table = z_take_action(app)
    discards = [a for a in table.legal() if a.kind == "discard"]
    if not discards:
        pytest.skip("no discard possible")
    want = min(discards, key=lambda a: len(a["cards"]))
    key_of = next(k for _, _, p, k in table.choices.items if p == ("mode", "discard"))
    press(app, pygame.key.key_code(key_of))
    assert table.chooser.mode == "discard" and not table.choosing.lit_anchors()
    hand = {c["uid"] for c in table.view["hand"]}
    assert {s.id[1] for s in table.ring.stops() if s.id[0] == "drag"} == hand
    for uid in want["cards"]:
        while table.ring.id != ("drag", uid):
            press(app, pygame.K_TAB)
        press(app, pygame.K_RETURN)
    assert table.chooser.selected == set(want["cards"])
    _, steps = state_of(table)
    while table.ring.focused().id[0] != "item" or table.choices.payload(table.ring.focused().id[1]) != want:
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    if table.choosing.confirming is not None:
        press(app, pygame.K_RETURN)
    assert len(table.session.steps) == steps + 1 and table.session.steps[-1].action == want
