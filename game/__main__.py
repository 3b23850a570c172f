"""python -m game [play | simulate | tournament | replay | selftest | bench | readability | editor | validate]"""
from __future__ import annotations

import argparse
import os
import sys


def _cmd_simulate(args) -> int:
    from game.ai import make_agent
    from game.core.errors import DataFileError
    from game.core.simulate import format_summary, simulate

    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    if len(agents) == 1:
        agents = agents * args.players
    from game.core.options_check import from_text
    from game.games import get_info

    options = {}
    for item in args.option or []:
        key, _, value = item.partition("=")
        try:
            options[key] = from_text(get_info(args.game), key, value)  # "3" as the number the game declares
        except KeyError:  # an unknown game: simulate says so
            options[key] = {"true": True, "false": False}.get(value.lower(), value)
    if args.variant:
        options["variant"] = args.variant
    try:
        summary = simulate(args.game, args.players, args.games, args.seed, agents, options, args.record,
                           make_agent=make_agent)
    except DataFileError as exc:  # the game's content (or a map) is broken: say which file, key and line
        print(f"simulate: {exc}", file=sys.stderr)
        return 1
    except (ValueError, KeyError) as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    print(format_summary(summary, agents))
    return 0


def _save_tournament_chart(data, path) -> None:
    from game.ui.tournament_chart import save_chart  # pygame only when a chart is asked for

    save_chart(data, path)


def _cmd_tournament(args) -> int:
    from game.ai.tournament_cli import main

    return main(args, save_chart=_save_tournament_chart)


def _cmd_fuzz(args) -> int:
    from game.ai.fuzz_cli import main

    return main(args)


def _cmd_replay(args) -> int:
    from game.core import records, step_log
    from game.core.errors import DataFileError

    if step_log.is_step_log(args.file):
        return _replay_step_log(args)
    if args.watch:
        return _watch(args.file)
    if args.jump_back is not None or args.story is not None:
        from game.core.replay_timeline import run_command

        return run_command(args.file, args.jump_back, args.story, args.seat)
    if args.line is not None:
        print(f"replay: --line is for a log written by simulate --record; {args.file} does not start like one",
              file=sys.stderr)
        return 2
    try:
        record = records.load(args.file)
        rules, state = records.replay(record, path=args.file)
    except DataFileError as exc:
        print(f"replay: {exc}", file=sys.stderr)
        return 1
    res = rules.result(state)
    print(f"steps: {len(record['actions'])}")
    print(f"result: {res if res is not None else 'game in progress'}")
    print(f"state hash: {rules.hash(state)}")
    return 0


def _watch(path) -> int:
    """`replay FILE --watch`: the app opened straight into the replay viewer on FILE (a bad file: its message,
    naming the file and the step, on stderr and exit code 1, before any window opens). Esc leaves to the menu."""
    from game.core.errors import DataFileError
    from game.core.replay_timeline import Timeline

    try:
        timeline = Timeline.open(path)
    except DataFileError as exc:
        print(f"replay: {exc}", file=sys.stderr)
        return 1
    import pygame

    from game.ui.app import App, start_copy
    from game.ui.scenes.replay_viewer import open_replay

    start_copy()  # another copy may be running: its own slot (settings, autosaves from its menu)
    app = App(catch_errors=True)
    try:
        open_replay(app, timeline)
        return app.run()
    finally:
        pygame.quit()


def _replay_step_log(args) -> int:
    """A `simulate --record` file: every game in it, or the game holding --line up to that line."""
    from game.core import step_log
    from game.core.errors import DataFileError

    try:
        games = step_log.replay(args.file, line=args.line)
    except DataFileError as exc:
        print(f"replay: {exc}", file=sys.stderr)
        return 1
    for i, g in enumerate(games, 1):
        res = g.result if g.result is not None else "game in progress"
        head = f"line {args.line}" if args.line is not None else f"game {i}"
        print(f"{head} (lines {g.first_line}-{g.last_line}, seed {g.seed}): steps {g.steps}, result: {res}, "
              f"state hash: {g.state_hash}")
    return 0


def _cmd_selftest(args) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.selftest import run

    return run(args.out)


def _cmd_play(args) -> int:
    from game.ui.app import run

    return run(args) or 0


def _cmd_bench(args) -> int:
    if args.engine:  # the engine alone: no pygame, no window
        from game.core.bench_engine import run
    else:
        from game.ui.bench import run

    return run(args) or 0


def _cmd_readability(args) -> int:
    from game.ui.readability_sweep import run

    return run(args)


def _cmd_editor(args) -> int:
    from game.ui.editor import run

    return run(args.file) or 0


def _cmd_validate(args) -> int:
    from game.editor.validate import main as validate

    return validate(args.files)


def main(argv=None) -> int:
    from game.core import crash
    from game.core.version import describe

    parser = argparse.ArgumentParser(prog="dreadboard", description="Dreadboard: survival-horror board games.")
    parser.add_argument("--version", action="version", version=describe())
    sub = parser.add_subparsers(dest="command")

    p = sub.add_parser("play", help="open the game window (the default)")
    p.set_defaults(func=_cmd_play)

    p = sub.add_parser("simulate", help="play whole games headless with AI seats")
    p.add_argument("--game", required=True)
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--agents", default="random", help="one agent for all seats, or a comma list per seat")
    p.add_argument("--variant", default=None)
    p.add_argument("--option", action="append", help="KEY=VALUE game option (repeatable)")
    p.add_argument("--record", default=None, help="write one JSON line per step to this file (python -m game replay FILE replays it)")
    p.set_defaults(func=_cmd_simulate)

    p = sub.add_parser("tournament", help="agents play the same games, seats rotated: win rates with 95%% "
                       "intervals, decision times, a chart; --sweep gives the balance table")
    p.add_argument("--game", required=True)
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--games", type=int, default=100, help="games to play (rounded up to whole seat rotations)")
    p.add_argument("--agents", default="hard,normal,easy,random",
                   help="comma list of agent kinds: random, easy, normal, hard (seats are filled cyclically and rotated)")
    p.add_argument("--variant", default=None)
    p.add_argument("--option", action="append", help="NAME=VALUE game option (repeatable)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="games in this many processes at once (same results)")
    p.add_argument("--json", default=None, help="write every figure to this JSON file")
    p.add_argument("--chart", default=None, help="draw the win rates with their intervals into this PNG file")
    p.add_argument("--sweep", default=None, metavar="variant|option:NAME=v1,v2",
                   help="play the tournament for every variant or option value and print the balance table")
    p.add_argument("--max-minutes", type=float, default=None,
                   help="start no new deal after this many minutes (deals started are played through)")
    p.add_argument("--hard-seconds", type=float, default=None, help="time budget of a Hard decision")
    p.add_argument("--hard-iterations", type=int, default=None, help="search iterations of a Hard decision")
    p.set_defaults(func=_cmd_tournament)

    p = sub.add_parser("fuzz", help="random legal games of every game, each step checked: invariants, JSON and "
                       "save round trips, replay, the hidden-information audit")
    p.add_argument("--games", type=int, default=20, help="games per game id")
    p.add_argument("--game", default=None, help="only this game (default: every game with a rules engine)")
    p.add_argument("--jobs", type=int, default=1, help="games in this many processes at once (same results)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--hard", action="store_true", help="the audit also compares the Hard level's choices (slower)")
    p.add_argument("--out", default=None, help="write the record of each faulty game into this folder")
    p.set_defaults(func=_cmd_fuzz)

    p = sub.add_parser("replay", help="rebuild a record or save and print its final state hash")
    p.add_argument("file")
    p.add_argument("--line", type=int, default=None,
                   help="for a simulate --record file: replay the game holding this line, up to it")
    p.add_argument("--jump-back", type=int, default=None, metavar="N",
                   help="time going N steps back from the end of the game, as the replay viewer does")
    p.add_argument("--story", default=None, metavar="OUT.txt", help="write the game's story to this text file")
    p.add_argument("--watch", action="store_true", help="open the game window straight into the replay viewer "
                   "on this game (an unfinished game shows only what its own player saw)")
    p.add_argument("--seat", default=None, help="with --story: the seat number whose story it is, 'table' "
                   "(what everyone saw) or 'all' (everything revealed: a finished game only)")
    p.set_defaults(func=_cmd_replay)

    p = sub.add_parser("selftest", help="headless tour of every scene and whole games through the table")
    p.add_argument("--out", default="selftest-out")
    p.set_defaults(func=_cmd_selftest)

    p = sub.add_parser("bench", help="speed figures of every game (tables, AI, engine, start-up, memory)")
    p.add_argument("--quick", action="store_true", help="a short run (CI)")
    p.add_argument("--engine", action="store_true",
                   help="engine speed: actions and games per second with random seats, per game")
    p.add_argument("--json", default=None, metavar="OUT.json", help="also write every figure to this JSON file")
    p.add_argument("--compare", nargs="+", default=None, metavar="OLD.json",
                   help="print each figure old -> new with the ratio, flagging those worse by more than "
                        "--threshold; OLD.json NEW.json: compare two files, run nothing")
    p.add_argument("--threshold", type=float, default=None, help="with --compare: flag worse by more than this "
                   "fraction (default 0.10)")
    p.add_argument("--sizes", default=None, help="window sizes of the table frames (default 1280x720,1920x1080)")
    p.add_argument("--seconds", type=float, default=5.0, help="with --engine: seconds of play per game")
    p.add_argument("--players", type=int, default=4, help="with --engine: seats per game")
    p.add_argument("--startup", action="store_true",
                   help="only start to first menu frame: wall and CPU time, median and best of --runs")
    p.add_argument("--runs", type=int, default=7, help="with --startup: how many starts to time")
    p.add_argument("--table", default=None, metavar="GAME",
                   help="only this table's frame times at 1920x1080 (a game id; an unknown one is answered with "
                        "the list): at the normal pace and with forced moves")
    p.add_argument("--terrorscape", action="store_true", help="the same as --table terrorscape")
    p.add_argument("--move-every", type=int, default=None,
                   help="the forced-moves run: a computer move every N frames (default 4)")
    p.add_argument("--frames", type=int, default=None,
                   help="frames per run (with --table: default 1200; the full run's animated frames: 300)")
    p.set_defaults(func=_cmd_bench)

    p = sub.add_parser("readability", help="draw every game and menu headless and count the text a player cannot "
                                           "read (cut, overlapping, covered by a tooltip, developer words)")
    p.add_argument("--full", action="store_true", help="every seat count, variant, size, UI scale and palette")
    p.add_argument("--games", nargs="*", help="only these games' tables")
    p.add_argument("--samples", type=int, default=6, help="frames checked per game played (the sample)")
    p.add_argument("--write-baseline", action="store_true", help="write the faults met as the known ones")
    p.set_defaults(func=_cmd_readability)

    p = sub.add_parser("editor", help="open the map editor (on FILE, a layout under maps/)")
    p.add_argument("file", nargs="?", default=None)
    p.set_defaults(func=_cmd_editor)

    p = sub.add_parser("validate", help="check map files (default: maps/) as the games do at load")
    p.add_argument("files", nargs="*")
    p.set_defaults(func=_cmd_validate)

    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        args = parser.parse_args(["play"] + list(argv or []))
    return crash.run_guarded(args.func, args, command=args.command or "play")


if __name__ == "__main__":
    sys.exit(main())
