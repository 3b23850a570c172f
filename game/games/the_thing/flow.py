"""The round of The Thing, step by step: the next Encounter card (events followed and skipped past), the
draws, the Suspicion phase (one infection card; Bad Blood at 5-6 players), Assign and Resolve (El Capitan
benching a player at 5-6, NPCs to the encounter and the tasks, then the crewed tasks, rolled without cards, and
the encounter's roll with its card window, in the order El Capitan picks), the Thing-out phase and the end
conditions. After each event, in the Suspicion phase and after Assign a card window opens for the anytime
cards (and a finished Radio or Helicopter, which any Outpost player may use in any window).

`advance` runs the game until a seat must decide (d["frame"]): first the card on the stack (the reaction
round), then an open card window, then the effects still to run (d["todo"], effects.py), then the step.
"""
from __future__ import annotations

from . import attack, cards, effects, finale, piles
from .info import THING_SEAT
from .resolve import successes
from .state import (at_site, content, infected_player, kind, living_outposts, npcs, outposts, roll_dice, setup_row,
                    skills_at, task_done, tasks_in_play)
from .windows import open_window, window_order, window_passed


def advance(state, ev: list) -> None:
    d = state.d
    while d["result"] is None and d["frame"] is None:
        if d.get("stack"):
            cards.step_stack(state, ev)
        elif d.get("window"):
            _window_step(state, ev)
        elif d["todo"]:
            effects.run(state, d["todo"].pop(0), ev)
        else:
            STEPS[d["step"]](state, ev)


# -- card windows (windows.py opens them; here they are stepped through) --------------------------------
def _window_step(state, ev: list) -> None:
    d = state.d
    w = d["window"]
    if w["passed"] >= len(w["order"]):
        del d["window"]
        WINDOW_DONE[w["then"]](state, ev)
        return
    seat = w["order"][w["i"]]
    if not cards.window_asks(d, seat):  # no card in hand (public): nothing to ask
        window_passed(d)
        return
    d["frame"] = {"kind": "cards", "seat": seat}


def _free_window(then_step: str):
    """A step that opens a card window for the anytime cards (and a completed Radio or Helicopter) and goes on
    to `then_step` once every seat has passed in turn: the rulebook lets cards be played "at any time during any
    phase", so the Suspicion phase, Assign and the events each get one."""
    def step(state, ev: list) -> None:
        d = state.d
        d["step"] = then_step
        open_window(d, "free", window_order(d), "free_done")
    return step


# -- the steps of a round ------------------------------------------------------------------------------
def _pick_chars(state, ev):  # the frames do the work (frames.pick_char); nothing left to do here
    state.d["step"] = "reveal"


def _reveal(state, ev: list) -> None:
    d = state.d
    encs = content().encounters
    eid = d["encounters"].pop()
    d["current"] = eid
    enc = encs[eid]
    d["act"] = enc["act"]
    ev.append({"type": "encounter", "id": eid, "kind": enc["kind"]})
    if enc["kind"] == "event":
        d["todo"] += [dict(e) for e in enc["effects"]]
        d["step"] = "event_window"  # the event's effects, a card window, then the next card
        return
    if enc["kind"] in ("final", "end"):
        finale.begin(state, ev)
        return
    d["round"] += 1
    _draw(state, enc["draw"], ev)
    d["step"] = "suspicion"


def _draw(state, n: int, ev: list) -> None:
    d = state.d
    for s in living_outposts(d):
        if not d["players"][s]["revealed"]:
            piles.draw(state, s, n, ev)
    thing_n = min(len(living_outposts(d)), content().rules["thing_draw_max"])
    piles.draw(state, THING_SEAT, thing_n, ev)


def infection_targets(d: dict, cid: str) -> list:
    """Where an infection card may go: a regular one under a living NPC (the Tool Shed's too: FAQ), a
    multi-player one to a living Outpost player not yet revealed."""
    if kind(cid) in ("human", "infected"):
        return [ch for ch in npcs(d)]
    return [s for s in living_outposts(d) if not d["players"][s]["revealed"]]


def _suspicion(state, ev: list) -> None:
    d = state.d
    d["step"] = "bad_blood"
    # Asked whenever it holds cards, whatever they are: asking only when it holds an infection card would
    # tell the table so (hand sizes are public; "pass" is always legal).
    if d["players"][THING_SEAT]["hand"]:
        d["frame"] = {"kind": "infect", "seat": THING_SEAT}


def _bad_blood(state, ev: list) -> None:
    d = state.d
    d["step"] = "suspicion_window"
    if d["extras"] and living_outposts(d) and d["capitan"] is not None:
        d["frame"] = {"kind": "bad_blood_pick", "seat": d["capitan"]}


def _bench(state, ev: list) -> None:
    d = state.d
    d["step"] = "assign"
    for s in living_outposts(d):  # every Outpost player goes to the encounter (a revealed Thing does not)
        if not d["players"][s]["revealed"]:
            d["chars"][d["players"][s]["char"]]["site"] = "encounter"
    if d["extras"] and d["capitan"] is not None and bench_choices(d):
        d["frame"] = {"kind": "bench", "seat": d["capitan"]}


def bench_choices(d: dict) -> list:
    return [s for s in living_outposts(d) if not d["players"][s]["revealed"] and s != d["benched_last"]]


def _assign(state, ev: list) -> None:
    d = state.d
    d["step"] = "assign_window"
    if assignable(d) and d["capitan"] is not None:
        d["frame"] = {"kind": "assign", "seat": d["capitan"]}


def assignable(d: dict) -> list:
    """NPCs that may still be sent: alive, in the Rec Room, not sedated (never the Tool Shed's)."""
    return [ch for ch in npcs(d) if d["chars"][ch]["site"] == "rec" and not d["chars"][ch]["sedated"]]


def room(d: dict, site: str) -> int:
    if site == "encounter":
        return content().encounters[d["current"]]["crew_max"] - len(at_site(d, site))
    return content().tasks[site]["crew_max"] - len(at_site(d, site))


def crew_short(d: dict) -> int:
    return max(0, content().encounters[d["current"]]["crew_min"] - len(at_site(d, "encounter")))


def _resolve(state, ev: list) -> None:
    """Assign done: the crewed tasks and the encounter wait to be resolved, in the order the players choose."""
    d = state.d
    d["pending"] = [t for t in tasks_in_play(d) if at_site(d, t)] + ["encounter"]
    d["step"] = "resolve_next"


def _resolve_next(state, ev: list) -> None:
    """The next task or the encounter; El Capitan chooses which while more than one is left (designed,
    tasks.toml: "the players next choose in which order", and El Capitan speaks for them as in Assign)."""
    d = state.d
    pending = d["pending"] = [x for x in d["pending"] if x == "encounter" or x in tasks_in_play(d)]
    if not pending:
        del d["pending"]
        d["step"] = "thingout"
    elif len(pending) == 1 or d["capitan"] is None:
        resolve_site(state, pending[0], ev)
    else:
        d["frame"] = {"kind": "order", "seat": d["capitan"]}


def resolve_site(state, site: str, ev: list) -> None:
    d = state.d
    d["pending"].remove(site)
    if site == "encounter":
        _roll_encounter(state, ev)
    else:
        _roll_task(state, site, ev)


def _roll_task(state, task: str, ev: list) -> None:
    d = state.d
    chars = content().characters
    crew = at_site(d, task)
    if not crew:
        return
    t = content().tasks[task]
    present = skills_at(d, task)
    n = sum(chars[ch]["dice"] for ch in crew) + sum(1 for sk in t["skills"] if sk in present)
    got = roll_dice(state, n)
    hits = sum(1 for x in got if x >= t["target"])
    ev.append({"type": "task_roll", "task": task, "crew": crew, "dice": got, "successes": hits})
    piles.add_tokens(d, task, hits, ev)


def _roll_encounter(state, ev: list) -> None:
    d = state.d
    chars = content().characters
    enc = content().encounters[d["current"]]
    crew = at_site(d, "encounter")
    present = skills_at(d, "encounter")
    missing = sum(1 for sk in enc["skills"] if sk not in present)
    n = max(0, sum(chars[ch]["dice"] for ch in crew) - missing * setup_row(d)["lose_per_skill"])
    d["roll"] = {"site": "encounter", "dice": roll_dice(state, n), "target": enc["target"], "target_mod": 0,
                 "bonus": 0, "need": enc["successes"]}
    ev.append({"type": "roll", "crew": crew, "lost": missing * setup_row(d)["lose_per_skill"],
               "dice": list(d["roll"]["dice"])})
    open_window(d, "roll", window_order(d), "encounter_done")


def _encounter_done(state, ev: list) -> None:
    d = state.d
    enc = content().encounters[d["current"]]
    got = successes(d["roll"])
    won = got >= d["roll"]["need"]
    del d["roll"]
    ev.append({"type": "encounter_result", "id": enc["id"], "successes": got, "passed": won})
    d["todo"] += [dict(e) for e in (enc["success"] if won else enc["fail"])] + [dict(e) for e in enc["always"]]
    if won and d["extras"] and d["decks"]["action"]:  # 5-6 players: the Thing takes an Action card
        cid = d["decks"]["action"].pop()
        d["players"][THING_SEAT]["hand"].append(cid)
        ev.append({"type": "action_card", "private": {str(THING_SEAT): {"card": cid}}})


def _thingout(state, ev: list) -> None:
    d = state.d
    d["step"] = "saucer"
    d["frame"] = {"kind": "thingout", "seat": THING_SEAT}


def _saucer(state, ev: list) -> None:
    d = state.d
    d["step"] = "checks"
    if d["saucer"]:
        d["frame"] = {"kind": "saucer", "seat": THING_SEAT}


def roll_saucer(state, ev: list) -> None:
    """The Blair-saucer roll (designed, encounters.toml [saucer]): a die per card under it."""
    d = state.d
    rule = content().saucer
    got = roll_dice(state, len(d["saucer"]))
    sixes = got.count(6)
    ev.append({"type": "saucer_roll", "dice": got, "sixes": sixes})
    if sixes >= rule["sixes_needed"]:
        piles.thing_wins(d, "the Blair-saucer is completed", ev)
    else:
        piles.saucer_remove(d, rule["fail_discards"], ev)


def _checks(state, ev: list) -> None:
    d = state.d
    if all(d["players"][s]["dead"] or infected_player(d, s) for s in outposts(d)):
        piles.thing_wins(d, "every Outpost player is infected or dead", ev)
        return
    d["step"] = "round_end"
    if d["capitan"] is not None and power_choices(d):
        d["frame"] = {"kind": "powers", "seat": d["capitan"]}


def power_choices(d: dict) -> list:
    """The completed tasks' powers El Capitan may use at the end of a round."""
    out = []
    for t in tasks_in_play(d):
        if not task_done(d, t):
            continue
        power = content().tasks[t]["power"]
        if power in ("rescue", "fly"):
            out.append(power)
        elif power == "test" and not d["research_used"] and [ch for ch in npcs(d) if d["chars"][ch]["site"] != "shed"]:
            out.append(power)
    return out


def _round_end(state, ev: list) -> None:
    d = state.d
    for row in d["chars"].values():
        if row["site"] != "shed":
            row["site"] = "rec"
        row["sedated"] = row["sedated"] and row.get("sedated_round", d["round"]) > d["round"]
    d["benched_last"], d["benched"] = d["benched"], None
    d["research_used"] = d["barricade_used"] = False
    d["step"] = "reveal"


def go_to_end(state, fly: bool, ev: list) -> None:
    """The Radio or the Helicopter used, by any Outpost player at any time: straight on to "See what happens"
    (the rulebook), whatever was under way; the Helicopter leaves every NPC behind."""
    d = state.d
    for key in ("window", "roll", "attack", "pending", "blood"):
        d.pop(key, None)
    d["todo"] = []
    d["helicopter"] = fly
    ev.append({"type": "escape", "by": "helicopter" if fly else "radio"})
    finale.begin(state, ev, stage="see")


STEPS = {"pick_chars": _pick_chars, "reveal": _reveal, "event_window": _free_window("reveal"),
         "suspicion": _suspicion, "bad_blood": _bad_blood, "suspicion_window": _free_window("bench"),
         "bench": _bench, "assign": _assign, "assign_window": _free_window("resolve"), "resolve": _resolve,
         "resolve_next": _resolve_next, "thingout": _thingout, "saucer": _saucer, "checks": _checks,
         "round_end": _round_end, **finale.STEPS}
WINDOW_DONE = {"encounter_done": _encounter_done, "attack_done": attack.window_done,
               "free_done": lambda state, ev: None,  # the step was already moved on when the window opened
               **finale.WINDOW_DONE}
