"""The Crimson Creek table scene on SDL's dummy drivers: drag = click, refused drops, hand-off secrecy,
fuzz, a whole AI game, save/Continue, the notebook and the claim editor."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import selftest  # noqa: E402
from game.ui import tables  # noqa: E402
from game.ui.scenes.gameover import GameOverScene  # noqa: E402
from game.ui.scenes.handoff import HandoffScene  # noqa: E402
from game.ui.tables.crimson_creek.notebook import notebook_sections  # noqa: E402
from game.ui.tables.crimson_creek.prompt import drop_actions, my_char  # noqa: E402
from game.ui.tables.crimson_creek_table import CrimsonCreekTable  # noqa: E402

from ...table_input import DT, TWO_HUMANS, click, drag, key, until_game_over  # noqa: E402

ONE_HUMAN = [{"kind": "human", "name": "Mara"}] + [{"kind": "ai", "name": n} for n in ("Bram", "Cleo", "Dana")]


@pytest.fixture
def app(table_app):
    table_app.settings.animation_speed = 4.0
    return table_app


def start(app, seats=ONE_HUMAN, seed=5) -> CrimsonCreekTable:
    table = tables.start_game(app, "crimson_creek", seats, "standard", {}, seed)
    assert isinstance(app.top, CrimsonCreekTable)
    return table


def run_until(app, table, want, max_frames):
    """Run until want(table) gives something while the human decides and nothing moves, and return it
    (None if it never did); other human decisions take their first choice; the opening scene is dismissed."""
    for _ in range(max_frames):
        app.step(DT)
        assert app.top is table, f"unexpected scene on top: {app.top}"
        if table.story:
            table.story = ""
        if table.screen_decides() and not table.animating():
            found = want(table)
            if found:
                return found
            table.choose(table.legal()[0])
    return None


def until_turn_with_moves(app, table, max_frames=6000):
    """Run until the human must take a turn with a move available."""
    def turn_with_moves(t):
        return t.view["decision"]["kind"] == "turn" and "move" in {a.kind for a in t.legal()}

    if not run_until(app, table, turn_with_moves, max_frames):
        raise AssertionError("the human never had a turn with a move")


def until_legal(app, table, kind, max_frames=8000):
    """Run until the human may take an action of `kind` and return it (None if it never came up)."""
    return run_until(app, table, lambda t: t.find_kind(kind), max_frames)


def single_move(table):
    me = my_char(table.view)
    for a in table.legal():
        if a.kind == "move":
            if drop_actions(table.view, table.legal(), me, a["to"]) == [a]:
                return me, a["to"], a
    return None


def test_drag_of_own_token_gives_the_same_action_as_the_click_path(app):
    table = start(app)
    until_turn_with_moves(app, table)
    found = single_move(table)
    assert found, "no location with exactly one move onto it"
    me, loc, action = found
    before = table.session.rules.hash(table.session.state)
    token = table.dragdrop.items[me].rect.center
    drag(app, token, table.geo.loc_rect[loc].center)
    assert table.last_action == action
    dragged = table.session.rules.hash(table.session.state)

    app.to_menu()
    table2 = start(app)
    until_turn_with_moves(app, table2)
    assert table2.session.rules.hash(table2.session.state) == before
    click(app, table2.geo.loc_rect[loc].midtop[0:1] + (table2.geo.loc_rect[loc].y + 8,))
    if table2.choosing.menu is not None:  # the location carries more than the run: pick it in the menu at the pointer
        button = next(b for b in table2.choosing.menu.buttons if table2.choosing.menu.items[b.key[1]][1] == action)
        click(app, button.rect.center)
    assert table2.last_action == action
    assert table2.session.rules.hash(table2.session.state) == dragged


def test_illegal_drop_is_refused_with_a_reason_and_changes_nothing(app):
    table = start(app)
    until_turn_with_moves(app, table)
    me = my_char(table.view)
    refused = [(loc, r) for loc, r in table.legal_targets(me).items() if r is not None]
    assert refused, "the token could go everywhere"
    loc, reason = refused[0]
    s = table.session
    before, steps = s.rules.hash(s.state), len(s.steps)
    drag(app, table.dragdrop.items[me].rect.center, table.geo.loc_rect[loc].center)
    assert s.rules.hash(s.state) == before and len(s.steps) == steps
    assert table.toast_text == reason and reason
    assert "warning_sting" in app.audio.played
    app.run_frames(20, DT)
    assert table.dragdrop.offsets.get(me) in (None, (0.0, 0.0))


def _strings(value, out):
    if isinstance(value, dict):
        for k, v in value.items():
            out.append(str(k))
            _strings(v, out)
    elif isinstance(value, (list, tuple, set)):
        for v in value:
            _strings(v, out)
    elif isinstance(value, str):
        out.append(value)
    return out


def test_handoff_between_humans_hides_the_other_seats_secrets(app, monkeypatch):
    seen = []
    original = CrimsonCreekTable.render

    def spy(self, surface, data):
        seen.append((self.session.screen_seat, data))
        return original(self, surface, data)

    monkeypatch.setattr(CrimsonCreekTable, "render", spy)
    table = start(app, TWO_HUMANS, seed=11)
    s = table.session
    handoffs = 0
    checked = 0
    for _ in range(20000):
        app.step(DT)
        if isinstance(app.top, GameOverScene):
            break
        if isinstance(app.top, HandoffScene) and not any(s.seats[st.seat].kind == "human" for st in s.steps):
            # with two humans the hand-off comes before the first human turn too
            assert s.screen_seat is None and all(seat is None for seat, _ in seen)
            app.top.time = 1.0
            key(app, pygame.K_RETURN)
            assert s.screen_seat == s.deciding_seat()
            continue
        if isinstance(app.top, HandoffScene):
            handoffs += 1
            a, b = s.screen_seat, s.deciding_seat()  # (a: None after the computer seat's turn, the public view)
            assert a != b and s.seats[b].kind == "human"
            va, vb = s.view(a), s.view(b)
            b_peeks = {i: l for i, l in vb["knowledge"]["peeks"].items() if va["knowledge"]["peeks"].get(i) != l}
            b_clues = {i: c for i, c in vb["knowledge"]["clues"].items() if va["knowledge"]["clues"].get(i) != c}
            b_claims = [c for c in vb["claims"] if c not in va["claims"]]
            # private event texts of B that A's redaction does not show
            secret_texts = set()
            for st in s.steps:
                for e in st.events:
                    rb, ra = s.rules.redact(e, b), s.rules.redact(e, a)
                    if rb and rb.get("text") and (not ra or ra.get("text") != rb["text"]):
                        secret_texts.add(table.fix_names(rb["text"]))
            secret_texts -= {table.fix_names(t) for t in s.log_for(a)}  # A's own identical lines are A's
            shown = [d for seat, d in seen if seat == a]
            assert shown
            d = shown[-1]
            view = d["view"]
            assert view["seat"] == a
            for icon in b_peeks:
                sl = next(x for x in view["sleeves"] if x["icon"] == icon)
                assert sl["seen"] != b_peeks[icon] or sl["revealed"], f"B's peek of {icon} reached the drawing code"
                assert view["knowledge"]["peeks"].get(icon) != b_peeks[icon]
            for i in b_clues:
                assert view["knowledge"]["clues"].get(i) != b_clues[i]
                assert view["clue_sleeves"][int(i)]["seen"] != b_clues[i]
            for c in b_claims:
                assert c not in view["claims"]
            blob = "\n".join(_strings(d, []))
            for t in secret_texts:
                assert t not in blob, f"B's private line reached the drawing code: {t}"
            if b_peeks or b_clues or b_claims:
                checked += 1
            n = len(seen)
            app.run_frames(3, DT)
            assert len(seen) == n, "the table was drawn under the hand-off"
            app.top.time = 1.0
            key(app, pygame.K_RETURN)
            assert s.screen_seat == b and app.top is table
            app.step(DT)
            assert seen[-1][0] == b and seen[-1][1]["view"]["seat"] == b
            if checked >= 2 and handoffs >= 4:
                break
            continue
        if app.top is table and table.screen_decides() and not table.animating():
            if table.story:
                table.story = ""
            key(app, pygame.K_RETURN)  # the first choice: peeks come first, so seats gather secrets
    assert handoffs >= 2, "no hand-offs appeared"
    assert checked >= 1, "seat B never had a secret to hide"


def test_notebook_shows_only_this_seats_knowledge_and_labels_claims(app):
    table = start(app, TWO_HUMANS, seed=11)
    s = table.session
    for _ in range(4000):
        app.step(DT)
        if isinstance(app.top, HandoffScene):
            app.top.time = 1.0
            key(app, pygame.K_RETURN)
            continue
        if app.top is table and table.screen_decides() and not table.animating():
            if table.story:
                table.story = ""
            if table.view["knowledge"]["peeks"]:
                break
            key(app, pygame.K_RETURN)
    key(app, pygame.K_n)
    assert table.notebook_open
    app.step(DT)
    data = table.draw_data()
    assert data["overlay"] == "notebook"
    assert data["notebook"] == notebook_sections(s.view(s.screen_seat), data["names"])
    heads = [h for h, _ in data["notebook"]]
    assert any("Claims" in h and "lies" in h for h in heads)
    key(app, pygame.K_n)
    assert not table.notebook_open


def test_share_opens_the_claim_editor_built_from_the_claim_actions(app):
    table = start(app, seed=5)
    s = table.session
    share = until_legal(app, table, "share")
    if share is None:
        pytest.skip("no share came up in this game")
    table.choose(share)
    app.step(DT)
    assert table.view["decision"]["kind"] == "claim"
    app.step(DT)
    assert table.overlay_kind() == "claim"
    legal = set(table.legal())
    acts = [b.key[1] for b in table.overlay_buttons if b.key[0] == "action"]
    assert set(acts) == legal
    toggle = next(a for a in acts if a.kind == "claim_toggle")
    b = next(b for b in table.overlay_buttons if b.key == ("action", toggle))
    click(app, b.rect.center)
    assert table.last_action == toggle
    key(app, pygame.K_RETURN)
    assert table.last_action.kind == "claim_send"
    assert s.steps[-1].action.kind == "claim_send"


def test_random_input_never_crashes_the_table(app):
    table = start(app, seed=9)
    selftest.fuzz_scene(app, table, 5000, random.Random(1234), events_per_frame=8)
    app.run_frames(3, DT)


def test_a_whole_ai_game_reaches_the_game_over_scene(app):
    table = start(app, [{"kind": "ai"}] * 4, seed=21)
    over = until_game_over(app)
    assert table.session.over
    names = {s.name for s in table.session.seats}
    assert names <= {who for who, _ in over.secrets}
    assert "Possessed" in {who for who, _ in over.secrets}
    assert over.on_replay is not None


def test_save_then_continue_restores_the_same_state(app):
    table = start(app)
    until_turn_with_moves(app, table)
    s = table.session
    table.choose(table.legal()[0])
    app.run_frames(5, DT)
    path = table.save_game()
    assert os.path.exists(path)
    table.do_autosave()
    h = s.rules.hash(s.state)
    app.to_menu()
    tables.continue_game(app)
    top = app.top
    assert isinstance(top, CrimsonCreekTable) and top is not table
    assert top.session.rules.hash(top.session.state) == h
    tables.load_game(app, path)
    assert isinstance(app.top, CrimsonCreekTable)
    assert app.top.session.rules.hash(app.top.session.state) == h


def test_the_table_draws_at_4k(app):
    table = start(app, seed=3)
    until_turn_with_moves(app, table)
    big = pygame.Surface((3840, 2160))
    table.render(big, table.draw_data())
    small = pygame.Surface((1280, 720))
    table.render(small, table.draw_data())


def test_the_opening_scene_is_read_with_the_real_names(app):
    table = start(app, TWO_HUMANS, seed=11)
    for _ in range(3000):
        app.step(DT)
        if isinstance(app.top, HandoffScene):
            app.top.time = 1.0
            key(app, pygame.K_RETURN)
            continue
        if table.story:
            break
        if app.top is table and table.screen_decides() and not table.animating():
            key(app, pygame.K_RETURN)
    else:
        raise AssertionError("the opening scene never showed")
    names = {"Mara", "Silas", "Crow"}
    assert any(n in table.story for n in names)
    assert "Player 1" not in table.story and "{" not in table.story
    assert table.draw_data()["overlay"] == "story"
    key(app, pygame.K_SPACE)  # any key puts it away
    assert not table.story


def test_clicking_a_sleeve_peeks_into_it(app):
    table = start(app, seed=5)
    s = table.session
    peek = until_legal(app, table, "peek")
    if peek is None:
        pytest.skip("no peek came up")
    rect = table.geo.sleeve_rects([x["icon"] for x in table.view["sleeves"]])[peek["icon"]]
    click(app, rect.center)
    assert s.steps[-1].action == peek
    assert table.view["knowledge"]["peeks"].get(peek["icon"])
