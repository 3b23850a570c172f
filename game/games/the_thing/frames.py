"""Each decision frame's legal list and how its choice is applied: LEGAL[kind](state, frame) and
APPLY[kind](state, frame, action, ev), the deciding seat being frame["seat"] (game.core.frame_rules reads them;
the frames are listed in rules.py's docstring). The frame is already cleared when APPLY runs; a handler that
wants another decision sets a new one."""
from __future__ import annotations

from game.core.actions import Action, maker

from . import attack, cards, effects, finale, flow, piles, windows
from . import content_schema as V
from .info import THING_SEAT
from .resolve import learn
from .state import content, infected_player, kind, living_outposts, npcs, outposts, tasks_in_play

PASS = Action("pass")
SEND = maker("send", "char", "site")  # the assignment list is the one built most often: cached actions


# -- set-up --------------------------------------------------------------------------------------------
def _pick_char_legal(s, f):
    return [Action("pick", char=ch) for ch, row in s.d["chars"].items() if row["seat"] is None]


def _pick_char(s, f, a, ev):
    seat = f["seat"]
    d = s.d
    d["chars"][a["char"]]["seat"] = seat
    d["players"][seat]["char"] = a["char"]
    ev.append({"type": "character", "seat": seat, "char": a["char"]})
    rest = [x for x in outposts(d) if d["players"][x]["char"] is None]
    if rest:
        d["frame"] = {"kind": "pick_char", "seat": rest[0]}


def _first_legal(s, f):
    d = s.d
    kinds = {}
    for cid in sorted(d["set_aside"]):
        kinds.setdefault(kind(cid), cid)
    if f["placed"] == ["infected"]:  # "so long as both are not Infected!"
        kinds.pop("infected", None)
    taken = {ch for ch, row in d["chars"].items() if row["infection"]}
    return [Action("infect", card=cid, target=ch) for cid in kinds.values() for ch in npcs(d) if ch not in taken]


def _first(s, f, a, ev):
    d = s.d
    d["set_aside"].remove(a["card"])
    d["chars"][a["target"]]["infection"].append(a["card"])
    ev.append({"type": "infection", "npc": a["target"], "private": {str(THING_SEAT): {"card": kind(a["card"])}}})
    placed = f["placed"] + [kind(a["card"])]
    if len(placed) < content().rules["first_infections"]:
        d["frame"] = {"kind": "first_infect", "seat": THING_SEAT, "placed": placed}
    else:
        effects.finish_setup(s, ev)


# -- the Suspicion phase -------------------------------------------------------------------------------
def _infect_legal(s, f):
    d = s.d
    out = []
    for cid in sorted(set(d["players"][THING_SEAT]["hand"])):
        if kind(cid) in V.INFECTION + V.MULTI:
            out += [Action("infect", card=cid, target=t) for t in flow.infection_targets(d, cid)]
    return out + [PASS]


def _infect(s, f, a, ev):
    if a.kind == "pass":
        return
    d = s.d
    d["players"][THING_SEAT]["hand"].remove(a["card"])
    cards.push(s, THING_SEAT, a["card"], a["target"], "infect", ev)
    if kind(a["card"]) in V.MULTI and d["decks"]["suspicion"]:
        d["todo"].insert(0, {"do": "suspicion_give", "seat": a["target"], "card": a["card"]})


def _give_legal(s, f):
    d = s.d
    ok = {"suspicion"} | ({"suspicion_thing"} if f["thing"] else set())
    return [Action("give", card=c) for c in sorted(set(d["decks"]["suspicion"])) if kind(c) in ok] + [PASS]


def _give(s, f, a, ev):
    if a.kind == "give":
        d = s.d
        d["decks"]["suspicion"].remove(a["card"])
        d["players"][f["to"]]["hand"].append(a["card"])
        ev.append({"type": "suspicion_card", "seat": f["to"], "private": {str(f["to"]): {"card": a["card"]}}})


def _bad_pick_legal(s, f):
    d = s.d
    return [Action("choose", seat=x) for x in living_outposts(d) if not d["players"][x]["revealed"]]


def _bad_blood_legal(s, f):
    seat = f["seat"]
    hand = s.d["players"][seat]["hand"]
    return [Action("discard", card=c) for c in sorted(set(hand)) if kind(c) not in V.SUSPICION] + [Action("refuse")]


def _bad_blood(s, f, a, ev):
    seat = f["seat"]
    d = s.d
    if a.kind == "discard":
        d["players"][seat]["hand"].remove(a["card"])
        d["bad_blood"].append(a["card"])
        ev.append({"type": "bad_blood", "seat": seat, "discarded": True})
    else:
        ev.append({"type": "bad_blood", "seat": seat, "discarded": False})
        piles.coast(d, 1, ev)


# -- Assign --------------------------------------------------------------------------------------------
def _bench_legal(s, f):
    return [Action("bench", seat=x) for x in flow.bench_choices(s.d)]


def _bench(s, f, a, ev):
    d = s.d
    x = a["seat"]
    d["benched"] = x
    d["chars"][d["players"][x]["char"]]["site"] = "rec"
    ev.append({"type": "benched", "seat": x})
    if any(flow.room(d, t) > 0 for t in tasks_in_play(d)):
        d["frame"] = {"kind": "bench_task", "seat": x}


def _bench_task_legal(s, f):
    d = s.d
    return [Action("join", task=t) for t in tasks_in_play(d) if flow.room(d, t) > 0] + [Action("stay")]


def _bench_task(s, f, a, ev):
    seat = f["seat"]
    if a.kind == "join":
        d = s.d
        d["chars"][d["players"][seat]["char"]]["site"] = a["task"]
        ev.append({"type": "sent", "char": d["players"][seat]["char"], "site": a["task"]})


def _assign_legal(s, f):
    d = s.d
    sites = ["encounter"] if flow.crew_short(d) else ["encounter"] + tasks_in_play(d)
    sites = [x for x in sites if flow.room(d, x) > 0]
    out = [SEND(ch, x) for ch in flow.assignable(d) for x in sites]
    if not flow.crew_short(d) or not out:
        out.append(Action("done"))
    return out


def _assign(s, f, a, ev):
    seat = f["seat"]
    if a.kind == "done":
        return
    d = s.d
    d["chars"][a["char"]]["site"] = a["site"]
    ev.append({"type": "sent", "char": a["char"], "site": a["site"]})
    if flow.assignable(d):
        d["frame"] = {"kind": "assign", "seat": seat}


def _order_legal(s, f):
    return [Action("resolve", site=x) for x in s.d["pending"]]


# -- card windows and reactions --------------------------------------------------------------------------
def _cards(s, f, a, ev):
    seat = f["seat"]
    d = s.d
    if a.kind == "pass":
        windows.window_passed(d)
        return
    windows.window_acted(d)
    if a.kind == "play":
        d["players"][seat]["hand"].remove(a["card"])
        cards.push(s, seat, a["card"], a["target"] or None, d["window"]["ctx"], ev)
    elif a.kind == "discard_dice":
        d["players"][seat]["hand"].remove(a["card"])
        piles.discard(d, a["card"])
        got = [s.rng.randbelow(6) + 1 for _ in range(content().players[d["seats"]]["discard_dice"])]
        d["roll"]["dice"] += got
        ev.append({"type": "discard_dice", "seat": seat, "rolled": got})
    elif a.kind == "use":  # the Radio or the Helicopter, at any time: the window is over
        ev.append({"type": "power", "power": a["power"], "seat": seat})
        flow.go_to_end(s, a["power"] == "fly", ev)
    elif a.kind == "barricade":
        d["barricade_used"] = True
        d["roll"]["bonus"] += 2
        ev.append({"type": "barricade", "seat": seat})


# -- Thing-out and the end of the round ---------------------------------------------------------------------
def _thingout_legal(s, f):
    seat = f["seat"]
    d = s.d
    out = [Action("attack", npc=ch) for site in ["encounter"] + tasks_in_play(d) for ch in cards.infected_at(d, site)]
    return out + cards.playable(d, seat, "free") + [PASS]


def _thingout(s, f, a, ev):
    seat = f["seat"]
    d = s.d
    if a.kind == "attack":
        attack.begin(s, d["chars"][a["npc"]]["site"], a["npc"], ev)
    elif a.kind == "play":
        d["players"][seat]["hand"].remove(a["card"])
        cards.push(s, seat, a["card"], a["target"] or None, "free", ev)
        d["step"] = "thingout"  # the Thing may still attack or play more


def _powers_legal(s, f):
    return [Action("use", power=p) for p in flow.power_choices(s.d)] + [Action("done")]


def _powers(s, f, a, ev):
    seat = f["seat"]
    if a.kind == "done":
        return
    d = s.d
    p = a["power"]
    ev.append({"type": "power", "power": p, "seat": seat})
    if p in ("rescue", "fly"):
        flow.go_to_end(s, p == "fly", ev)
    else:
        d["frame"] = {"kind": "research", "seat": seat}


def _research(s, f, a, ev):
    seat = f["seat"]
    d = s.d
    learn(d, seat, a["npc"], ev)
    d["research_used"] = True
    if flow.power_choices(d):
        d["frame"] = {"kind": "powers", "seat": seat}


def _look_legal(s, f):
    return [Action("look", npc=ch) for ch in effects.peek_targets(s.d)]


# -- the events' and the encounters' choices -----------------------------------------------------------------
def _destroy(s, f, a, ev):
    seat = f["seat"]
    piles.destroy_task(s.d, a["task"], ev)
    ev[-1]["private"] = {str(seat): {"drawn": list(f["options"])}}  # the other card drawn stays secret (FAQ)


def _shed(s, f, a, ev):
    s.d["chars"][a["npc"]]["site"] = "shed"
    ev.append({"type": "tool_shed", "npc": a["npc"]})


def _pass_card(s, f, a, ev):
    seat = f["seat"]
    d = s.d
    d["players"][seat]["hand"].remove(a["card"])
    d["passing"][str(seat)] = a["card"]
    _ask_next(d, "pass_card", d["pass_order"], d["passing"], effects.deliver_passes, ev)


def _ask_next(d, kind, order, answered, finish, ev):
    """The next seat of `order` that has not answered decides, or `finish` once all have."""
    rest = [x for x in order if str(x) not in answered]
    if rest:
        d["frame"] = {"kind": kind, "seat": rest[0]}
    else:
        finish(d, ev)


def _vote_legal(s, f):
    d = s.d
    return [Action("vote", seat=x) for x in living_outposts(d) if not d["players"][x]["revealed"]]


def _vote(s, f, a, ev):
    seat = f["seat"]
    d = s.d
    d["votes"][str(seat)] = a["seat"]
    voters = [x for x in living_outposts(d) if not d["players"][x]["revealed"]]
    _ask_next(d, "vote", voters, d["votes"], effects.vote_count, ev)


def _cut_legal(s, f):
    d = s.d
    return [Action("reveal", npc=ch) for ch in effects.peek_targets(d) if d["chars"][ch]["infection"]] + [PASS]


def _cut(s, f, a, ev):
    if a.kind == "pass":
        return
    d = s.d
    ch = a["npc"]
    kinds = sorted(kind(c) for c in d["chars"][ch]["infection"])
    d.setdefault("public", {})[ch] = kinds
    burned = "infected" in kinds
    ev.append({"type": "cut_loose", "npc": ch, "cards": kinds, "burned": burned})
    if burned:
        attack.kill(d, ch, ev)
        d["chars"][ch]["revealed"] = True


def _blood_mode(s, f, a, ev):
    seat = f["seat"]
    effects.blood_vote(s, seat, a.kind, ev)


def _blood_npc(s, f, a, ev):
    if a.kind == "stop":
        s.d.pop("blood", None)
    else:
        effects.test_npc(s, a["npc"], ev)


# -- the end ---------------------------------------------------------------------------------------------
def _final_reveal(s, f, a, ev):
    if a.kind == "stop":
        s.d["final"]["stopped"] = True
    else:
        finale.reveal_npc(s, a["npc"], ev)


def _see(s, f, a, ev):
    seat = f["seat"]
    d = s.d
    d["players"][seat]["end_choice"] = a.kind
    d["final"]["queue"].remove(seat)
    ev.append({"type": "end_choice", "seat": seat, "private": {str(seat): {"choice": a.kind}}})


LEGAL = {
    "pick_char": _pick_char_legal,
    "first_infect": _first_legal,
    "infect": _infect_legal,
    "suspicion_give": _give_legal,
    "react": lambda s, f: cards.react_legal(s, f["seat"]),
    "cards": lambda s, f: cards.window_legal(s, f["seat"]),
    "bad_blood_pick": _bad_pick_legal,
    "bad_blood": _bad_blood_legal,
    "bench": _bench_legal,
    "bench_task": _bench_task_legal,
    "assign": _assign_legal,
    "order": _order_legal,
    "thingout": _thingout_legal,
    "select": lambda s, f: [Action("pick", char=ch) for ch in attack.targets(s.d)],
    "saucer": lambda s, f: [Action("roll"), PASS],
    "powers": _powers_legal,
    "research": _look_legal,
    "peek": _look_legal,
    "destroy": lambda s, f: [Action("destroy", task=t) for t in f["options"]],
    "shed": lambda s, f: [Action("shed", npc=ch) for ch in effects.shed_choices(s.d)],
    "pass_card": lambda s, f: [Action("give", card=c) for c in sorted(set(s.d["players"][f["seat"]]["hand"]))],
    "vote": _vote_legal,
    "cut_loose": _cut_legal,
    "blood_mode": lambda s, f: [Action("test_npcs"), Action("test_players")],
    "blood_npc": lambda s, f: [Action("test", npc=ch) for ch in effects.blood_npcs(s.d)] + [Action("stop")],
    "blood_point": lambda s, f: [Action("point", seat=x) for x in effects.player_test_choices(s.d)],
    "blood_answer": lambda s, f: [Action("reveal"), Action("refuse")],
    "blood_discard": lambda s, f: [Action("discard", card=c) for c in effects.shed_choices_of(s.d, f["seat"])]
    + [Action("keep")],
    "final_reveal": lambda s, f: [Action("reveal", npc=ch) for ch in finale.npc_reveals(s.d)] + [Action("stop")],
    "confess": lambda s, f: [Action("no")] + ([Action("yes")] if infected_player(s.d, f["seat"]) else []),
    "see": lambda s, f: [Action("wait")] + ([] if infected_player(s.d, f["seat"]) else [Action("burn")]),
}

APPLY = {
    "pick_char": _pick_char,
    "first_infect": _first,
    "infect": _infect,
    "suspicion_give": _give,
    "react": lambda s, f, a, ev: cards.react_apply(s, f["seat"], a, ev),
    "cards": _cards,
    "bad_blood_pick": lambda s, f, a, ev: s.d.__setitem__("frame", {"kind": "bad_blood", "seat": a["seat"]}),
    "bad_blood": _bad_blood,
    "bench": _bench,
    "bench_task": _bench_task,
    "assign": _assign,
    "order": lambda s, f, a, ev: flow.resolve_site(s, a["site"], ev),
    "thingout": _thingout,
    "select": lambda s, f, a, ev: attack.select(s, a["char"], ev),
    "saucer": lambda s, f, a, ev: flow.roll_saucer(s, ev) if a.kind == "roll" else None,
    "powers": _powers,
    "research": _research,
    "peek": lambda s, f, a, ev: learn(s.d, f["seat"], a["npc"], ev),
    "destroy": _destroy,
    "shed": _shed,
    "pass_card": _pass_card,
    "vote": _vote,
    "cut_loose": _cut,
    "blood_mode": _blood_mode,
    "blood_npc": _blood_npc,
    "blood_point": lambda s, f, a, ev: s.d.__setitem__("frame", {"kind": "blood_answer", "seat": a["seat"]}),
    "blood_answer": lambda s, f, a, ev: effects.test_player(s, f["seat"], a.kind == "reveal", ev),
    "blood_discard": lambda s, f, a, ev: effects.blood_discard(s, f["seat"], a.get("card"), ev),
    "final_reveal": _final_reveal,
    "confess": lambda s, f, a, ev: finale.confess(s, f["seat"], a.kind == "yes", ev),
    "see": _see,
}
assert set(LEGAL) == set(APPLY)
