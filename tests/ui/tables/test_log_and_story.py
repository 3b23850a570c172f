"""The game log, the "since your last turn" summary, the roll breakdown on the table, deaths said on the table
and the game-over story, in both tables."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import tables  # noqa: E402

from ..table_input import DT, key, post, until_game_over  # noqa: E402

ONE_HUMAN = [{"kind": "human", "name": "Mara"}] + [{"kind": "ai", "name": n} for n in ("Greta", "Silas", "Crow")]
ALL_AI = [{"kind": "ai", "name": n} for n in ("Greta", "Silas", "Crow", "Ada")]


@pytest.fixture
def app(instant_app):
    return instant_app


def start(app, game="zombie", seats=ONE_HUMAN, seed=5):
    return tables.start_game(app, game, seats, "standard", {}, seed)


def wheel(app, pos, dy):
    pygame.mouse.set_pos(pos)
    post(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy), touch=False)
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    app.step(DT)


def until_my_turn(app, table, max_frames=6000):
    """Frames until the human's own turn (a take-action decision) with its summary on show."""
    for _ in range(max_frames):
        app.step(DT)
        if table.screen_decides() and not table.animating():
            kind = table.view["decision"]["kind"]
            if kind in ("take_action", "turn"):
                return
            table.choose(table.legal()[0])
    raise AssertionError("the human never got a turn")


@pytest.mark.parametrize("game", ["zombie", "crimson_creek"])
def test_the_whole_log_holds_every_line_and_scrolls(app, game):
    table = start(app, game, ALL_AI, seed=3)
    s = table.session
    while len(s.steps) < 60 and not s.over:
        app.step(DT)
    if getattr(table, "story", ""):
        key(app, pygame.K_LSHIFT)  # the first key puts Crimson Creek's opening scene away
    key(app, pygame.K_l)
    assert table.logv.open
    app.step(DT)
    lines = table.draw_data()["log"]
    assert len(lines) == len(s.log_for(s.screen_seat)) > 30
    rows = table.logv.full.rows
    assert {i for _, i, _ in rows} == set(range(len(lines)))  # every line of the game is in the whole log
    assert table.logv.top > 0  # opened at the newest lines
    key(app, pygame.K_HOME)
    app.step(DT)
    assert table.logv.top == 0
    key(app, pygame.K_PAGEDOWN)
    app.step(DT)
    assert table.logv.top == table.logv.page
    steps = len(s.steps)
    key(app, pygame.K_SPACE)  # the open log takes the keys: Space does not pause play behind it
    assert not table.computer.pacer.paused
    key(app, pygame.K_ESCAPE)
    assert not table.logv.open and app.top is table
    assert len(s.steps) >= steps


def test_the_side_log_scrolls_with_the_wheel(app):
    table = start(app, "zombie", ALL_AI, seed=3)
    s = table.session
    while len(s.steps) < 80:
        app.step(DT)
    table.computer.pacer.pause()
    app.step(DT)
    r = table.logv.panel_rect
    assert r.h > 0
    wheel(app, r.center, 3)
    assert table.logv.scroll > 0
    wheel(app, r.center, -10)
    assert table.logv.scroll == 0


def test_crimson_creek_shows_the_log_beside_the_choices_on_your_turn(app):
    table = start(app, "crimson_creek", ONE_HUMAN, seed=2)
    until_my_turn(app, table)
    app.step(DT)
    assert table.choices.buttons
    log = table.logv.panel_rect
    assert log.h >= 60, log  # a few lines at 1280x720
    assert not log.colliderect(table.choices_rect)


def hidden_cards_of_others(table, start, end, seat):
    """Names of cards other seats drew privately in steps[start:end] that no public text mentions."""
    s = table.session
    names, public = set(), " ".join(
        str((s.rules.redact(e, seat) or {}).get("text", "")) for st in s.steps[start:end] for e in st.events)
    from game.games.zombie.content import load_content

    cards = load_content().cards
    for st in s.steps[start:end]:
        for e in st.events:
            for who, extra in (e.get("private") or {}).items():
                if int(who) != seat:
                    names.update(cards[c].name for c in extra.get("cards", []) if c in cards)
    return {n for n in names if n not in public}


def test_since_your_last_turn_shows_only_what_this_seat_was_shown(app):
    table = start(app, "zombie", ONE_HUMAN, seed=5)
    until_my_turn(app, table)
    table.choose(table.find_kind("pass") or table.legal()[0])
    start_step = len(table.session.steps)
    until_my_turn(app, table)
    assert table.news.summary is not None, "no summary at the start of the human's turn"
    lines, more = table.news.summary
    assert lines
    log = table.session.log_for(0)
    for line in lines:
        assert any(table.caption_words(x) == line for x in log)
    hidden = hidden_cards_of_others(table, start_step, len(table.session.steps), 0)
    assert hidden, "no other seat drew a card in secret: the test shows nothing"
    text = " ".join(lines)
    assert not any(name in text for name in hidden)
    table.draw(pygame.display.get_surface())
    key(app, pygame.K_p if False else pygame.K_LSHIFT)  # any key puts it away
    assert table.news.summary is None


def test_a_roll_breakdown_shows_under_the_camp_that_rolled(app):
    table = start(app, "zombie", ALL_AI, seed=3)
    table.computer.pacer.pace = "normal"
    for _ in range(600):
        app.step(DT)
        if table.anims.labels:
            break
    words, camp, _, _ = table.anims.labels[0]
    roll = [e for st in table.session.steps for e in st.events if e["type"] == "roll_result"] + \
        [e for e in table.session.opening_events if e["type"] == "roll_result"]
    assert any(e["camp"] == camp and words in e["text"] for e in roll)
    assert words.endswith(f"= {[e for e in roll if e['camp'] == camp][-1]['total']}")
    table.draw(pygame.display.get_surface())


@pytest.mark.parametrize("game", ["zombie", "crimson_creek"])
def test_the_game_over_story_names_the_cause_and_every_seat(app, game):
    table = start(app, game, ALL_AI, seed=4)
    deaths = []
    for _ in range(60000):
        app.step(DT)
        cap = table.news.caption
        if cap is not None and cap.death and cap not in deaths:
            deaths.append(cap)
        if table.session.over and app.top is not table:
            break
    over = until_game_over(app)
    story = over.story
    names = [table.session.seat_name(i) for i in range(4)]
    assert [who for who, _ in story["results"]] == names
    assert story["ending"] and story["turning_points"]
    events = table.ending.all_events()
    if game == "zombie":
        causes = [e["cause"] for e in events if e["type"] == "camp_destroyed" and e.get("cause")]
        assert causes
        assert any(c.split(" played by ")[0] in " ".join(line for _, line in story["results"]) for c in causes)
    else:
        assert "Klein" in story["killer"]
        possessed = table.session.state.d["possessed"]
        if possessed:
            assert table.session.state.char_name(possessed) in story["killer"]
    assert deaths, "no death or ending was said on the table"
    assert "Player " not in " ".join(line for _, line in story["results"])
    html = over.secrets_html()
    assert "Turning points" in html and "Each player" in html


def test_a_handoff_leaves_no_caption_summary_or_log_row_of_the_last_seat(app):
    from game.ui.scenes.handoff import HandoffScene

    from ..table_input import TWO_HUMANS

    table = start(app, "crimson_creek", TWO_HUMANS, seed=11)
    s = table.session
    checked = 0
    for _ in range(20000):
        app.step(DT)
        if isinstance(app.top, HandoffScene):
            a, b = s.screen_seat, s.deciding_seat()
            assert table.news.caption is None and table.news.summary is None and not table.logv.open
            secret = set()  # what A was shown and B may not see
            for st in s.steps:
                for e in st.events:
                    ra, rb = s.rules.redact(e, a), s.rules.redact(e, b)
                    if ra and ra.get("text") and (not rb or rb.get("text") != ra["text"]):
                        secret.add(table.fix_names(ra["text"]))
            secret -= {table.fix_names(t) for t in s.log_for(b)}
            app.top.time = 1.0
            key(app, pygame.K_RETURN)
            assert s.screen_seat == b
            table.story = ""
            key(app, pygame.K_l)
            app.step(DT)
            lines = table.draw_data()["log"]
            full = "\n".join(lines)
            for t in secret:
                assert t not in full, t
            words = " ".join(lines).split()  # the wrapped rows hold B's log word for word, nothing else
            assert " ".join(r for r, _, _ in table.logv.full.rows).split() == words
            if secret:
                checked += 1
            key(app, pygame.K_ESCAPE)
            if checked >= 2:
                break
            continue
        if app.top is table and table.screen_decides() and not table.animating():
            table.story = ""
            key(app, pygame.K_RETURN)
    assert checked >= 1, "seat A never had a secret to keep"
