"""What the Encounter cards do: an encounter's success, fail and always effects and the events' effects
(encounters.toml). An effect either acts at once or opens a frame (El Capitan's peek, a Destruction
choice, the Blood Test, the events' choices); frames.py finishes it."""
from __future__ import annotations

from . import piles
from .attack import begin, kill, next_capitan
from .info import THING_SEAT
from .state import at_site, content, kind, living_outposts, npcs, outposts


def run(state, eff: dict, ev: list) -> None:
    d = state.d
    do = eff["do"]
    cap = d["capitan"]
    if do == "unlock":
        for side in (("outpost", "thing") if eff["side"] == "both" else (eff["side"],)):
            d["unlocked"][side] = max(d["unlocked"][side], eff["deck"])
        ev.append({"type": "unlocked", "side": eff["side"], "deck": eff["deck"]})
    elif do == "saucer":
        piles.saucer_add(state, eff["n"], ev)
    elif do == "saucer_remove":
        piles.saucer_remove(d, eff["n"], ev)
    elif do == "discard":
        for s in living_outposts(d):
            if d["chars"][d["players"][s]["char"]]["site"] == "encounter":
                piles.discard_random(state, s, eff["n"], ev)
    elif do == "kill_npc":
        for _ in range(eff["n"]):
            there = [ch for ch in at_site(d, "encounter") if d["chars"][ch]["seat"] is None]
            if there:
                kill(d, there[state.rng.randbelow(len(there))], ev)
    elif do == "draw":
        for s in living_outposts(d):
            if not d["players"][s]["revealed"]:
                piles.draw(state, s, eff["n"], ev)
    elif do == "thing_draw":
        piles.draw(state, THING_SEAT, eff["n"], ev)
    elif do == "task":
        piles.add_tokens(d, eff["task"], eff["n"], ev)
    elif do == "coast":
        piles.coast(d, eff["n"], ev)
    elif do == "coast_remove":
        piles.coast(d, -eff["n"], ev)
    elif do == "peek":
        if cap is not None and peek_targets(d):
            d["frame"] = {"kind": "peek", "seat": cap}
    elif do == "destroy":
        by = eff.get("by", cap)
        if by is not None and any(not t["destroyed"] for t in d["tasks"].values()):
            d["frame"] = {"kind": "destroy", "seat": by, "options": piles.destruction_draw(state)}
    elif do == "blood_test":
        _blood_test(state, ev)
    elif do == "shed":
        choices = shed_choices(d)
        if cap is not None and choices:
            d["frame"] = {"kind": "shed", "seat": cap}
    elif do == "suspicion_give":  # 5-6 players: a Suspicion card may go with a multi-player card that landed
        pl = d["players"][eff["seat"]]
        if pl["infection"] and pl["infection"][-1] == eff["card"] and d["decks"]["suspicion"]:
            d["frame"] = {"kind": "suspicion_give", "seat": THING_SEAT, "to": eff["seat"],
                          "thing": kind(eff["card"]) == "multi_thing"}
    else:
        EVENTS[do](state, ev)


def peek_targets(d: dict) -> list:
    return [ch for ch in npcs(d) if d["chars"][ch]["site"] != "shed"]


def shed_choices(d: dict) -> list:
    if any(row["site"] == "shed" for row in d["chars"].values()):
        return []
    return peek_targets(d)


# -- events --------------------------------------------------------------------------------------------
def _setup(state, ev: list) -> None:
    state.d["frame"] = {"kind": "first_infect", "seat": THING_SEAT, "placed": []}


def finish_setup(state, ev: list) -> None:
    """After the first two infection cards: the rest shuffled into Thing Deck 1 (shuffled only now), six
    cards each, and El Capitan (designed: drawn at random, one of the rulebook's ways)."""
    d = state.d
    deck = d["decks"]["thing1"]
    deck += d["set_aside"]
    d["set_aside"] = []
    state.rng.shuffle(deck)
    n = content().rules["hand_start"]
    for s in range(d["seats"]):
        piles.draw(state, s, n, ev)
    alive = living_outposts(d)
    d["capitan"] = alive[state.rng.randbelow(len(alive))]
    ev.append({"type": "capitan", "seat": d["capitan"]})


def _berserk(state, ev: list) -> None:
    d = state.d
    d["todo"][:0] = [{"do": "destroy"}, {"do": "shed"}]


def _pass_left(state, ev: list) -> None:
    d = state.d
    who = [s for s in living_outposts(d) if not d["players"][s]["revealed"] and d["players"][s]["hand"]]
    if len(who) >= 2:
        d["passing"] = {}
        d["pass_order"] = who
        d["frame"] = {"kind": "pass_card", "seat": who[0]}


def deliver_passes(d: dict, ev: list) -> None:
    order = d.pop("pass_order")
    passing = d.pop("passing")
    for i, s in enumerate(order):
        to = order[(i + 1) % len(order)]
        d["players"][to]["hand"].append(passing[str(s)])
        ev.append({"type": "passed", "seat": s, "to": to, "private": {str(to): {"card": passing[str(s)]}}})


def _vote(state, ev: list) -> None:
    d = state.d
    who = [s for s in living_outposts(d) if not d["players"][s]["revealed"]]
    if len(who) >= 2:
        d["votes"] = {}
        d["frame"] = {"kind": "vote", "seat": who[0]}


def vote_count(d: dict, ev: list) -> None:
    votes = d.pop("votes")
    tally: dict = {}
    for v in votes.values():
        tally[v] = tally.get(v, 0) + 1
    best = max(tally.values())
    top = [s for s, n in tally.items() if n == best]
    if len(top) == 1:  # a tie keeps the one in charge (the rulebook's tip)
        d["capitan"] = int(top[0])
    ev.append({"type": "vote", "votes": dict(votes), "capitan": d["capitan"]})


def _cut_loose(state, ev: list) -> None:
    d = state.d
    if d["capitan"] is not None and [ch for ch in peek_targets(d) if d["chars"][ch]["infection"]]:
        d["frame"] = {"kind": "cut_loose", "seat": d["capitan"]}


def _fuse(state, ev: list) -> None:
    d = state.d
    for t, row in d["tasks"].items():
        if not row["destroyed"] and row["tokens"]:
            piles.add_tokens(d, t, -1, ev)
    piles.coast(d, 1, ev)


EVENTS = {"setup": _setup, "berserk": _berserk, "pass_left": _pass_left, "vote": _vote, "cut_loose": _cut_loose,
          "fuse": _fuse}


# -- the Blood Test (Card FAQ) ---------------------------------------------------------------------------
def _blood_test(state, ev: list) -> None:
    d = state.d
    cap = d["capitan"]
    if cap is None:
        return
    d["blood"] = {"tested": 0, "refused": []}
    if d["extras"] and player_test_choices(d):  # 5-6 players: the players choose how it is run (Card FAQ)
        d["blood"]["votes"] = {}
        d["frame"] = {"kind": "blood_mode", "seat": blood_voters(d)[0]}
    else:
        start_npc_test(d)


def blood_voters(d: dict) -> list:
    """Who chooses how the Blood Test is run: every living Outpost player not yet shown a Thing, in seat order."""
    return [s for s in living_outposts(d) if not d["players"][s]["revealed"]]


def blood_vote(state, seat: int, mode: str, ev: list) -> None:
    """One player's secret choice; once all have chosen the votes are shown and the majority decides
    (designed, encounters.toml: a tie keeps the rulebook's first way, El Capitan testing the NPCs)."""
    d = state.d
    votes = d["blood"]["votes"]
    votes[str(seat)] = mode
    ev.append({"type": "blood_choice", "seat": seat, "private": {str(seat): {"mode": mode}}})
    rest = [s for s in blood_voters(d) if str(s) not in votes]
    if rest:
        d["frame"] = {"kind": "blood_mode", "seat": rest[0]}
        return
    players = sum(1 for v in votes.values() if v == "test_players")
    chosen = "test_players" if players * 2 > len(votes) else "test_npcs"
    del d["blood"]["votes"]
    ev.append({"type": "blood_vote", "votes": dict(votes), "mode": chosen})
    if chosen == "test_npcs":
        start_npc_test(d)
    else:
        d["frame"] = {"kind": "blood_point", "seat": THING_SEAT}


def start_npc_test(d: dict) -> None:
    if blood_npcs(d):
        d["frame"] = {"kind": "blood_npc", "seat": d["capitan"]}
    else:
        d.pop("blood", None)


def blood_npcs(d: dict) -> list:
    if d["blood"]["tested"] >= content().rules["blood_test_max"]:
        return []
    public = d.setdefault("public", {})
    return [ch for ch in peek_targets(d) if ch not in public]


def player_test_choices(d: dict) -> list:
    refused = d.get("blood", {}).get("refused", [])
    return [s for s in outposts(d) if not d["players"][s]["dead"] and not d["players"][s]["revealed"]
            and d["players"][s]["infection"] and s not in refused]


def test_npc(state, ch: str, ev: list) -> None:
    """El Capitan's test: everyone sees the cards under the NPC; a Thing attacks at once and ends it."""
    d = state.d
    d["blood"]["tested"] += 1
    kinds = sorted(kind(c) for c in d["chars"][ch]["infection"])
    d["public"][ch] = kinds
    ev.append({"type": "blood_test", "npc": ch, "cards": kinds})
    if "infected" in kinds:
        d.pop("blood")
        begin(state, "encounter", ch, ev)
    else:
        start_npc_test(d)


def test_player(state, seat: int, reveal: bool, ev: list) -> None:
    d = state.d
    pl = d["players"][seat]
    if not reveal:
        d["blood"]["refused"].append(seat)
        piles.coast(d, -1, ev)
        ev.append({"type": "blood_refused", "seat": seat})
        if d["result"] is None and player_test_choices(d):
            d["frame"] = {"kind": "blood_point", "seat": THING_SEAT}
        else:
            d.pop("blood")
        return
    d.pop("blood")
    kinds = sorted(kind(c) for c in pl["infection"])
    ev.append({"type": "blood_test", "seat": seat, "cards": kinds})
    if "multi_thing" not in kinds:  # human: two tokens on the Coast, and it may shed Suspicion and infection cards
        d.setdefault("public_players", {})[str(seat)] = "human"
        piles.coast(d, 2, ev)
        if d["result"] is None and shed_choices_of(d, seat):
            d["frame"] = {"kind": "blood_discard", "seat": seat}
        return
    pl["revealed"] = True  # plays against the Outpost until the Final Confrontation
    if d["capitan"] == seat:  # designed: a revealed Thing leads nobody: the next player clockwise takes over
        next_capitan(d, seat, ev)
    d.setdefault("public_players", {})[str(seat)] = "thing"
    for cid in pl["hand"]:
        piles.discard(d, cid)
    pl["hand"] = []
    for _ in range(content().rules["action_draw_on_reveal"]):
        if d["decks"]["action"]:
            pl["hand"].append(d["decks"]["action"].pop())
    d["chars"][pl["char"]]["site"] = "rec"


def shed_choices_of(d: dict, seat: int) -> list:
    """The cards a player the Blood Test showed human may discard (Card FAQ: "may discard any suspicion and
    infection cards he has"): the Suspicion cards in its hand and the infection cards under its character.
    Keeping an infection card keeps the right to discard for dice."""
    pl = d["players"][seat]
    return sorted(set(c for c in pl["hand"] if kind(c) in ("suspicion", "suspicion_thing")) | set(pl["infection"]))


def blood_discard(state, seat: int, cid, ev: list) -> None:
    """The tested human discards one of those cards (face down, as every discard), or keeps the rest (None)."""
    d = state.d
    if cid is None:
        return
    pl = d["players"][seat]
    from_hand = cid in pl["hand"]  # public either way: hand sizes and the cards under a character are counted
    (pl["hand"] if from_hand else pl["infection"]).remove(cid)
    piles.discard(d, cid)
    ev.append({"type": "blood_discard", "seat": seat, "from": "hand" if from_hand else "under",
               "private": {str(seat): {"card": cid}}})
    # Asked again even with nothing left to discard (only "keep"): how often it is asked tells nobody what
    # else the hand holds.
    d["frame"] = {"kind": "blood_discard", "seat": seat}
