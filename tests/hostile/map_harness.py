"""Hostile maps: mutate the shipped maps, and try one map the way a player would meet it.

`mutations(data)` yields (family, name, data) for every way a hand-edited map goes wrong: a required
key removed, a value of the wrong type, NaN/inf/0/negative/huge numbers, duplicate ids, dangling
edges; `non_table_arrays(data)` each array-of-tables key ([[slots]], [[areas]], ...) holding other values. `try_map(app, stem, text, tmp)` writes the text where the game would read it (as <stem>.toml
under an override, as the editor's Play does), runs `validate` on it and, when validate accepts it,
starts the game on it, plays random moves and draws frames; when validate refuses it, the problems must
name the file and a key or line. Whatever happens must not be an exception: that is the contract
"what validate accepts, the game plays".
"""
from __future__ import annotations

import copy
import datetime
import math
import random
import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

import tomlkit

# Every shipped map and the game that loads it by name.
GAMES = {"zombie_table": "zombie", "crimson_creek_act1": "crimson_creek", "crimson_creek_act2": "crimson_creek",
         "crimson_creek_act3": "crimson_creek", "terrorscape_polar_station": "terrorscape",
         "terrorscape_lighthouse": "terrorscape", "who_goes_there_camp": "who_goes_there",
         "the_thing_outpost": "the_thing"}
SHIPPED = ("zombie_table", "crimson_creek_act1", "crimson_creek_act2", "crimson_creek_act3")
# The maps sampled for the corpus after SHIPPED (by their own draw, so regenerating keeps SHIPPED's files).
MORE = ("who_goes_there_camp", "the_thing_outpost", "terrorscape_polar_station", "terrorscape_lighthouse")
GENERATED = tuple(GAMES)  # hypothesis mutates every one
BAD_NUMBERS = (("nan", math.nan), ("inf", math.inf), ("neg_inf", -math.inf), ("zero", 0), ("negative", -5),
               ("huge", 1e308), ("tiny", 1e-308), ("bigint", 10 ** 30))
WRONG_TYPES = (("str", "x"), ("int", 7), ("list3", [1, 2, 3]), ("table", {"a": 1}), ("bool", True),
               ("mixed_list", [1, "a", [2]]), ("empty_list", []))

# The array-of-tables keys of every layout kind (game/core/layouts.py's _parse reads each entry as a table),
# and what a hand edit can put in such an array instead: every TOML value that is not a table.
TABLE_ARRAYS = ("areas", "locations", "edges", "slots", "seating")
NON_TABLES = (("int", 7), ("str", "x"), ("array", [1, 2]), ("bool", True), ("date", datetime.date(1982, 6, 25)),
              ("datetime", datetime.datetime(1982, 6, 25, 20, 15, 0)), ("time", datetime.time(20, 15)),
              ("float", 1.5), ("nested", [["a"], [1]]), ("empty_array", []))


def non_table_arrays(data):
    """("non_table", name, data) for every array-of-tables key of the map, shipped with it or not: the whole
    array made of non-tables (one of each kind), and (where the map has the key) a non-table of each kind among
    the tables, so the rest of the map is still there to draw."""
    every = [v for _, v in NON_TABLES]
    for key in TABLE_ARRAYS:
        yield "non_table", f"{key}_all", _with(data, key, every)
        tables = data.get(key)
        if isinstance(tables, list) and tables:
            mixed = list(tables)
            for k, v in enumerate(every):
                mixed.insert(min(len(mixed), 1 + 2 * k), v)
            yield "non_table", f"{key}_among_tables", _with(data, key, mixed)


def _with(data, key, value):
    out = dict(data)
    out[key] = value
    return out


def leaves(data, path=()):
    """Every (path, value) in a parsed TOML value, tables and arrays included."""
    yield path, data
    if isinstance(data, dict):
        for k, v in data.items():
            yield from leaves(v, path + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from leaves(v, path + (i,))


def _set(data, path, value):
    out = copy.deepcopy(data)
    cur = out
    for p in path[:-1]:
        cur = cur[p]
    if value is _DELETE:
        del cur[path[-1]]
    else:
        cur[path[-1]] = value
    return out


_DELETE = object()


def _name(path) -> str:
    return ".".join(str(p) for p in path) or "top"


def mutations(data):
    """(family, name, mutated data) for every single mutation of `data`."""
    for path, value in leaves(data):
        if not path:
            continue
        yield "missing_key", f"del_{_name(path)}", _set(data, path, _DELETE)
        for tname, bad in WRONG_TYPES:
            if type(bad) is not type(value):
                yield "wrong_type", f"{tname}_{_name(path)}", _set(data, path, bad)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            for nname, bad in BAD_NUMBERS:
                yield "bad_number", f"{nname}_{_name(path)}", _set(data, path, bad)
        if isinstance(value, list) and value and isinstance(value[0], dict):
            dup = copy.deepcopy(data)
            cur = dup
            for p in path:
                cur = cur[p]
            cur.append(copy.deepcopy(cur[0]))
            yield "duplicate_id", f"dup_{_name(path)}", dup
            yield "missing_key", f"empty_{_name(path)}", _set(data, path, [])
    for i, e in enumerate(data.get("edges", []) or []):
        for end in ("a", "b"):
            yield "dangling_edge", f"edge{i}_{end}", _set(data, ("edges", i, end), "nowhere")


def one_mutation(data, pick):
    """One mutation of `data` chosen by `pick(n) -> int in [0, n)` (hypothesis draws it): a key removed,
    a wrong type, a bad number, an entry duplicated or an edge end sent nowhere. Only that one is built."""
    paths = [p for p, _ in leaves(data) if p]
    path = paths[pick(len(paths))]
    value = data
    for p in path:
        value = value[p]
    ops = [("missing_key", _DELETE)] + [("wrong_type", bad) for _, bad in WRONG_TYPES if type(bad) is not type(value)]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        ops += [("bad_number", bad) for _, bad in BAD_NUMBERS]
    if isinstance(value, list) and value and isinstance(value[0], dict):
        ops += [("duplicate_id", value + [copy.deepcopy(value[0])])]
    if len(path) == 3 and path[0] == "edges" and path[2] in ("a", "b"):
        ops += [("dangling_edge", "nowhere")]
    if len(path) == 1 and path[0] in TABLE_ARRAYS:  # the array of tables made of other values
        ops += [("non_table", [v for _, v in NON_TABLES])] + [("non_table", [v, v]) for _, v in NON_TABLES]
    if len(path) == 2 and path[0] in TABLE_ARRAYS:  # one of its tables something else
        ops += [("non_table", v) for _, v in NON_TABLES]
    family, new = ops[pick(len(ops))]
    return family, _set(data, path, new)


def dumps(data) -> str:
    return tomlkit.dumps(data)


def load_shipped_text(stem: str) -> str:
    from game.core import paths

    return (paths.MAPS / f"{stem}.toml").read_text(encoding="utf-8")


def load_shipped(stem: str) -> dict:
    return tomllib.loads(load_shipped_text(stem))


# ------------------------------------------------------------------------------------------ playing


class Outcome:
    def __init__(self, kind: str, detail: str = ""):
        self.kind = kind  # "rejected" | "played" | "crash"
        self.detail = detail

    def __repr__(self):
        return f"Outcome({self.kind}, {self.detail[:200]!r})"


def game_of(stem: str):
    """Which game would read this file: the one that loads it by name."""
    return GAMES.get(stem)


def try_map(app, stem: str, text: str, tmp: Path, seed: int = 0, moves: int = 12, lobby: bool = True) -> Outcome:
    """Validate `text` as maps/<stem>.toml: when it is accepted play on it, when it is refused (and `lobby`) start
    its game from the lobby with the file in place of the shipped one (a message naming it, never a crash);
    never raises."""
    import traceback

    from game.editor import validate

    tmp.mkdir(parents=True, exist_ok=True)
    path = tmp / f"{stem}.toml"
    path.write_text(text, encoding="utf-8")
    try:
        _, problems = validate.check_text(text, path)
    except Exception:
        return Outcome("crash", "validate: " + traceback.format_exc())
    for p in problems:
        if str(path) not in str(p) or not (p.key or p.line):
            return Outcome("crash", f"message without file and key/line: {p}")
    errors = [p for p in problems if p.is_error]
    if errors and lobby:
        try:
            said = start_from_lobby(app, stem, path)
        except Exception:
            return Outcome("crash", "lobby: " + traceback.format_exc())
        if said is not None and str(path) not in said:
            return Outcome("crash", f"the lobby's message does not name the file: {said}")
    if errors:
        return Outcome("rejected", str(errors[0]))
    try:
        play_on(app, stem, path, seed, moves)
    except Exception:
        return Outcome("crash", "play: " + traceback.format_exc())
    return Outcome("played")


def play_on(app, stem: str, path: Path, seed: int, moves: int) -> None:
    """Start the game that reads maps/<stem>.toml on `path` (the editor's override), play random moves
    and draw the table; for Crimson Creek Acts 2 and 3 also build the Act's map and draw it."""
    from game.editor import play
    from game.ui.widgets.layout_view import LayoutView

    rng = random.Random(seed)
    game = game_of(stem)
    play.use(stem, path)
    try:
        if game == "crimson_creek":
            from game.games.crimson_creek.maps import act_map

            act = int(stem[-1])
            amap = act_map(act)
            assert amap.locations
        from game.core.layouts import load_layout

        layout = load_layout(path)
        import pygame

        surf = pygame.Surface((1280, 720))
        LayoutView(layout, (0, 0, 1280, 720)).draw(surf)
        if stem.startswith("terrorscape_"):
            walk_terrorscape_board(stem, rng)
        if game is None:
            return
        from game.core.session import SeatConfig
        from game.games import REGISTRY
        from game.ui.tables import table_class

        info = REGISTRY[game]
        opts = play.options_for(game, stem)
        n = rng.choice([k for k in range(info.min_seats, info.max_seats + 1)
                        if not info.setup_problem(k, opts["variant"], opts)])
        seats = [SeatConfig("human", "Author")] + [SeatConfig("ai", f"AI {i}", "random") for i in range(1, n)]
        session = _session_at_act(game, seats, seed, int(stem[-1]) if game == "crimson_creek" else 0, opts)
        if session is None:
            return
        table = table_class(game)(session, autosave=False)
        table.app = app
        table.refresh()
        table.build_ui()
        table.on_events(list(session.opening_events), None, opening=True)
        table.draw(app.screen)
        for _ in range(moves):
            if session.over:
                break
            legal = session.legal()
            if not legal:
                break
            seat = session.deciding_seat()
            events = session.apply(rng.choice(legal), seat)
            table.after_step(seat, events)
            table.update_animations(0.05)
            table.draw(app.screen)
        table.skip_animations()
        table.draw(app.screen)
    finally:
        play.use(stem, None)


def edit_and_undo(app, scene) -> None:
    """What an author does first on a broken map: select all, nudge, drag a box, place a slot, delete; then undo
    it all, which must give back the text the file had. (Copy and paste of wrong-typed items are in
    tests/editor/test_non_table_entries.py: pasting the corpus's 20,000-point polygon takes minutes.)"""
    import pygame

    from game.ui.inputs import Input

    doc = scene.doc
    before = doc.text
    canvas = scene.rects()["canvas"]
    ctrl = pygame.KMOD_CTRL

    def key(k, mod=0):
        scene.handle(Input("key_down", key=k, mod=mod))

    key(pygame.K_a, ctrl)
    key(pygame.K_RIGHT)
    app.run_frames(1)
    a, b = (canvas.x + 4, canvas.y + 4), canvas.center
    scene.handle(Input("mouse_down", pos=a, button=1))
    scene.handle(Input("mouse_move", pos=b, buttons=(1, 0, 0)))
    scene.handle(Input("mouse_up", pos=b, button=1))
    key(pygame.K_t)  # the slot tool: a click places one (or says why this file cannot take one)
    scene.handle(Input("mouse_down", pos=b, button=1))
    scene.handle(Input("mouse_up", pos=b, button=1))
    key(pygame.K_v)
    app.run_frames(1)
    key(pygame.K_a, ctrl)
    key(pygame.K_DELETE)
    app.run_frames(1)
    while doc.can_undo:
        key(pygame.K_z, ctrl)
    app.run_frames(1)
    if doc.text != before:
        raise AssertionError(f"undoing every edit did not give back the text of {doc.path}")


def start_from_lobby(app, stem: str, path: Path):
    """Start the game of maps/<stem>.toml from its lobby (Start, as a player would) with `path` in place of the
    shipped file. Returns the message the app shows, or None when the table opened all the same (a Crimson
    Creek Act 2 or 3 map is read when that Act begins). Leaves the app at the menu, with no autosave left."""
    from game.core import paths
    from game.editor import play
    from game.ui.scenes.lobby import LobbyScene
    from game.ui.scenes.message import MessageScene
    from game.ui.tables.table import Table

    game = game_of(stem)
    play.use(stem, path)
    try:
        app.to_menu()
        lobby = app.push(LobbyScene(game))
        lobby.options.update({k: v for k, v in play.options_for(game, stem).items() if k == "map"})
        lobby.start()
        app.run_frames(2)
        if any(isinstance(s, Table) for s in app.stack):
            if stem not in ("crimson_creek_act2", "crimson_creek_act3"):
                raise AssertionError(f"a table opened on a map validate refused: {path}")
            return None
        top = app.top
        if not isinstance(top, MessageScene):
            raise AssertionError(f"the lobby shows neither a table nor a message: {top!r}")
        return f"{top.title}\n{top.body}"
    finally:
        play.use(stem, None)
        app.to_menu()
        for p in paths.saves_dir().glob("*"):  # a table that opened autosaved: the next start must not ask
            p.unlink()


def walk_terrorscape_board(stem: str, rng) -> None:
    """What the Terrorscape rules ask of a map validate accepted: the board built, every location's moves for both sides with random blocks and ropes, range and the zone walk."""
    from game.games.terrorscape.board import load_board

    board = load_board(stem)
    blocked = frozenset(d for d in board.doors if rng.random() < 0.5)
    ropes = frozenset(a for a in board.arrows if rng.random() < 0.5)
    for code in board.codes:
        for who in ("survivor", "killer"):
            for step in board.steps(code, blocked=blocked, who=who, ropes=ropes, secret=rng.random() < 0.5):
                assert step.to in board.codes
        assert code in board.within(code, rng.randint(0, 3))
        assert board.zone_of(board.next_in_zone(code)) == board.zone_of(code)


def _session_at_act(game, seats, seed, act: int, options: dict, tries: int = 40):
    """A session of `game`; for Crimson Creek one that random play brought to `act` (Acts 2 and 3 use
    their own map), trying seeds until one gets there alive."""
    from game.ai import seat_agent
    from game.core.session import Session

    for k in range(tries):
        rng = random.Random(seed * 1000 + k)
        session = Session(game, seats, options, seed * 1000 + k, seat_agent=seat_agent)
        steps = 0
        while act and session.state.d.get("act", 0) < act and not session.over and steps < 3000:
            session.apply(rng.choice(session.legal()))
            steps += 1
        if not act or (session.state.d.get("act") == act and not session.over):
            return session
    return None


class Visit:
    """What the map editor made of a file: `said` (its status line, messages and problems) and whether it
    opened the file (`opened`: False when it refused it with a message)."""

    def __init__(self, said: str, opened: bool):
        self.said, self.opened = said, opened

    def __contains__(self, text: str) -> bool:
        return text in self.said

    def __str__(self) -> str:
        return self.said


def open_in_editor(app, path: Path, frames: int = 3, edit: bool = True) -> Visit:
    """Open `path` in the map editor (headless), draw a few frames, zoom in and out, select, edit and undo
    every edit (the text must come back byte for byte; not with `edit` False), and close it again."""
    from game.editor import _LAST
    from game.ui.editor.scene import EditorScene
    from game.ui.inputs import Input

    base = len(app.stack)
    scene = EditorScene(path=path)
    app.push(scene)
    try:
        app.run_frames(frames)
        first = scene.status  # "Opened <file>", or why not: before the edits below say their own
        if scene.doc is not None:
            canvas = scene.rects()["canvas"]
            for factor in (6.0, 6.0, 0.1):
                scene.zoom_at(canvas.center, factor)
                app.run_frames(1)
            scene.handle(Input("mouse_move", pos=canvas.center, buttons=(0, 0, 0)))
            app.run_frames(1)
            for problem in scene.problems[:8]:  # clicking a problem selects its item: its fields are built
                scene.select_problem(problem)
                app.run_frames(1)
            for ref in [("locations", 0), ("areas", 0), ("edges", 0), ("slots", 0)]:
                if scene.doc.exists(ref):
                    scene.selection = [ref]
                    app.run_frames(1)
            if edit:
                edit_and_undo(app, scene)
        said = first + "\n" + scene.status
        if scene.doc is not None:
            said += "\n" + "\n".join(str(p) for p in scene.problems[:20])
        for s in app.stack[base:]:
            said += "\n" + str(getattr(s, "title", "")) + " " + str(getattr(s, "body", ""))
        return Visit(said, scene.doc is not None)
    finally:
        if scene.doc is not None:
            scene.doc.saved_text = scene.doc.text  # nothing to keep: leave without the recovery file
        while len(app.stack) > base:
            app.pop()
        _LAST["doc"] = None
