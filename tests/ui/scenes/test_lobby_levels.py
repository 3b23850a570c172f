"""The lobby's computer levels: Easy, Normal, Hard per seat, what each means on the screen, the
level reaching the seat's agent at the table, and the settings remembering it per seat."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pygame_gui  # noqa: E402
import pytest  # noqa: E402

from game.ui.scenes import lobby as lobby_mod  # noqa: E402
from game.ui.scenes.lobby import LEVEL_NOTES, LobbyScene, level_legend, level_tooltip  # noqa: E402


@pytest.fixture
def app(table_app):
    return table_app


def pick(app, key, text):
    el = app.top.widgets[key]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {"ui_element": el, "text": text}))
    app.run_frames(1)


def press(app, key):
    el = app.top.widgets[key]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": el, "mouse_button": 1}))
    app.run_frames(1)


def shown(option) -> str:
    return option[0] if isinstance(option, tuple) else option


@pytest.mark.parametrize("game", ["zombie", "crimson_creek"])
def test_each_computer_seat_offers_easy_normal_hard_and_says_what_they_mean(app, monkeypatch, game):
    app.settings.last_seats.pop(game, None)
    lobby = app.push(LobbyScene(game))
    ai_rows = [i for i in range(lobby.count) if lobby.seats[i]["kind"] == "ai"]
    assert ai_rows
    for i in ai_rows:
        dd = lobby.widgets[f"level:{i}"]
        assert [shown(o) for o in dd.options_list] == ["Easy", "Normal", "Hard"]
        assert dd.tool_tip_text == level_tooltip()
    for note in LEVEL_NOTES.values():
        assert note in level_tooltip() and note in level_legend()
    assert "second" in LEVEL_NOTES["hard"] and "slip" in LEVEL_NOTES["easy"]
    drawn = []
    real = lobby_mod._draw_fitted
    monkeypatch.setattr(lobby_mod, "_draw_fitted", lambda surface, text, px, rect, colour: (
        drawn.append((text, pygame.Rect(rect))), real(surface, text, px, rect, colour)))
    app.run_frames(1)
    legend = [r for t, r in drawn if t == level_legend()]
    assert legend, "the levels' meaning is drawn under the seats"
    assert legend[0].y >= lobby.rows[-1].bottom and lobby.left.contains(legend[0])
    # with no computer seat at the table the legend goes
    for i in ai_rows:
        press(app, f"kind:{i}")
    drawn.clear()
    app.run_frames(1)
    assert not [t for t, _ in drawn if t == level_legend()]


def test_the_levels_reach_the_table_and_are_remembered_per_seat(app):
    from game.ai.ismcts import HardAgent
    from game.ai.base import HeuristicAgent

    app.settings.last_seats.pop("zombie", None)
    lobby = app.push(LobbyScene("zombie"))
    while lobby.count > 4:
        press(app, "minus")
    while lobby.count < 4:
        press(app, "plus")
    if lobby.seats[0]["kind"] != "human":
        press(app, "kind:0")
    for i, text in ((1, "Easy"), (2, "Hard"), (3, "Normal")):
        if lobby.seats[i]["kind"] != "ai":
            press(app, f"kind:{i}")
        pick(app, f"level:{i}", text)
    press(app, "start")
    table = app.top
    agents = table.session.agents
    assert sorted(agents) == [1, 2, 3]
    assert isinstance(agents[2], HardAgent)
    assert type(agents[1]) is HeuristicAgent and agents[1].level == "easy"
    assert type(agents[3]) is HeuristicAgent and agents[3].level == "normal"
    assert [s.level for s in table.session.seats][1:] == ["easy", "hard", "normal"]
    remembered = app.settings.last_seats["zombie"]
    assert [s["level"] for s in remembered][1:] == ["easy", "hard", "normal"]
    app.to_menu()
    again = app.push(LobbyScene("zombie"))
    assert [shown(again.widgets[f"level:{i}"].selected_option) for i in (1, 2, 3)] == ["Easy", "Hard", "Normal"]


def test_terrorscape_starts_from_the_lobby_on_the_map_chosen_there(app):
    """The lobby offers Terrorscape: its map choice is real (the Lighthouse), and Start opens its table with
    the computer seats' levels, through the shared start_game (with its autosave)."""
    from game.ai.base import HeuristicAgent

    app.settings.last_seats.pop("terrorscape", None)
    lobby = app.push(LobbyScene("terrorscape"))
    while lobby.count > 2:
        press(app, "minus")
    if lobby.seats[0]["kind"] != "human":
        press(app, "kind:0")
    if lobby.seats[1]["kind"] != "ai":
        press(app, "kind:1")
    pick(app, "level:1", "Easy")
    pick(app, "opt:map", "Gullrock Lighthouse")  # the map's own title, never its file's id
    assert lobby.seat_roles()[:2] == ("the Killer: Orion", "the Survivors")
    press(app, "start")
    table = next(sc for sc in reversed(app.stack) if hasattr(sc, "session"))  # under the first-game guide
    s = table.session
    assert s.game_id == "terrorscape" and s.rules.view(s.state, 0)["options"]["map"] == "terrorscape_lighthouse"
    assert type(s.agents[1]) is HeuristicAgent and s.agents[1].level == "easy"
    for _ in range(30):
        app.step(1 / 60)
    assert table in app.stack


def test_the_lobby_shows_names_for_every_choice_and_each_seats_role(app):
    """No id reaches the lobby: options list their choices by name, and a seat whose role the rules make public
    names it (a secret role says it is secret)."""
    app.settings.last_seats.pop("terrorscape", None)
    lobby = app.push(LobbyScene("terrorscape"))
    menu = app.top.widgets["opt:map"]
    shown_now = menu.selected_option[0] if isinstance(menu.selected_option, tuple) else menu.selected_option
    assert shown_now == "Polar Station"
    assert [shown(o) for o in menu.options_list] == ["Polar Station", "Gullrock Lighthouse"]
    assert lobby.seat_roles()[0] == "the Killer: Orion" and "the Survivors" in lobby.seat_roles()
    crimson = app.push(LobbyScene("crimson_creek"))
    assert set(crimson.seat_roles()) == {"role dealt in secret"}
