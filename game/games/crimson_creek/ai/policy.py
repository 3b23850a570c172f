"""The heuristic AI seat for Crimson Creek. It reads only its seat's view, the legal actions and its
own memory of the (redacted) events it was shown.

What it tracks: the sleeves it peeked (from the view), the clues it saw, the claims it was given,
who peeked which sleeve (public), and during an attack how the players who peeked the attacked
sleeve were chased (their starting place is likely deadly, where they go is likely safe).
What it does: peeks where it has not seen (moving to an unseen icon, or to the Cabin, when that pays),
searches for clues, grabs the hiding place of its location when an attack is near and it is calm,
runs to the Lair when it knows it and declares it, and in chase mode goes to the least risky place
it can reach (known safe > hinted safe by an informed player's chase > unknown), hiding when that
is its best chance. As the possessed character (once its own clues show it) it lies in shares, pushes
the exposure up, swaps an innocent into the attacked location when it can, never declares the Lair
for the others, and accuses itself at the line-up.
Whom it believes: claims may lie, so it weighs them (`suspicion`): under each suspect, the claims of
the other players must agree with that suspect's clues and never name the Lair, while the suspect's
own claims may say anything. It accuses the suspect the claims agree with best and leaves the claims
of the likely liar out when it pools claims to find the Lair.
Levels: "normal" plays as above. "easy" is the same seat with the slips a person makes
(data/easy_slips.toml, rolled with the seat's RNG): now and then it flees to the second-best place,
forgets a sleeve it peeked a few turns ago, trusts every claim, or forgets to grab a hiding place.
"""
from __future__ import annotations

from game.core.actions import Action
from game.core.slips import load_slips

CHAR_PREF = ("geek", "jock", "preppy", "cheerleader", "goth", "punk")
SHARE_CHANCE = 0.9  # how readily it shares with a player at hand (pooled claims can pin down the Lair)
SEARCH_FIRST_ACT = 4  # from this Act on it searches for clues before peeking (4: never)
# Chase choices are scored by risk (the chance the place is attacked now) plus these costs:
MOVE_COST = 0.2  # running when calm scares the character (it cannot hide next scene); measured: 0.2 > 0.08
MOVE_COST_LATE = 0.03  # ... smaller after the second attack: little is left to hide for
SWAP_COST = 0.04  # swapping places (an innocent only as a last resort: +SWAP_INNOCENT)
SWAP_INNOCENT = 0.05
HIDDEN_RISK = 0.15  # staying hidden in its hiding place (+0.1 with no way out)
INFORMED_FROM = 0.8  # where a player who peeked the attacked sleeve ran from: likely attacked
INFORMED_TO = 0.1  # ... and where it ran to: likely safe
# Weighing claims (see `suspicion`): how likely a claim is under each role of its sender.
HONEST_MISMATCH = 0.05  # an innocent's claim disagrees with the suspect's clues (a careless sender)
LIE_PLAUSIBLE = 0.5  # the possessed claims two clues of another character (what liars do)
LIE_OTHER = 0.15  # the possessed claims anything else
# The slips an Easy seat makes (rates and what they look like: data/easy_slips.toml).
SLIPS = ("second_best", "forgets_peek", "trusts_claims", "misses_hide")


def easy_slips():
    return load_slips("crimson_creek", SLIPS)


def new_memory(seat):
    return {"seat": seat, "attack": None, "shared": set(), "turns": 0, "peeked_at": {}, "forgotten": set(),
            "aged": set()}


def observe(memory, events):
    for e in events:
        t = e["type"]
        if t == "turn" and e.get("seat") == memory["seat"]:
            memory["turns"] = memory.get("turns", 0) + 1
        elif t == "peek" and e.get("seat") == memory["seat"] and "peeked_at" in memory:
            memory["peeked_at"][e["icon"]] = memory["turns"]
            memory["forgotten"].discard(e["icon"])
            memory["aged"].discard(e["icon"])
        if t == "act_start" and "peeked_at" in memory:
            memory["peeked_at"].clear()
            memory["forgotten"].clear()
            memory["aged"].clear()
        if t == "reveal_card":
            memory["attack"] = {"icon": e["icon"], "moves": []}
        elif t in ("moved", "chase_stay", "swapped") and memory.get("attack") is not None:
            if t == "moved" and e.get("how") == "chased":
                memory["attack"]["moves"].append((e["seat"], e["frm"], e["to"]))
            elif t == "chase_stay":
                memory["attack"]["moves"].append((e["seat"], e["loc"], e["loc"]))
            elif t == "swapped" and e.get("chased"):
                memory["attack"]["moves"].append((e["seat"], e["frm"], e["to"]))
        elif t == "attack_revealed":
            memory["attack"] = None
        elif t == "act_start":
            memory["shared"] = set()
        elif t == "share_start":
            memory["shared"].add((e["seat"], e["other"]))
            memory["shared"].add((e["other"], e["seat"]))


# --------------------------------------------------------------------------- reading the view


def _loc_index(view):
    return {l["id"]: l for l in view["locations"]}


def _available(view, loc):
    l = _loc_index(view).get(loc)
    return l is not None and not l["flipped"] and len(l["occupants"]) < 2


def _possessed(view):
    me = view["me"]
    return bool(me and me["possessed"])


def _seen_map(view):
    """icon -> location for every sleeve this seat knows (peeked or revealed)."""
    out = {}
    for s in view["sleeves"]:
        if s["revealed"]:
            out[s["icon"]] = s["revealed"]
        elif s["seen"]:
            out[s["icon"]] = s["seen"]
    return out


def _lair(view):
    return view["lair"]["known"] or view["lair"]["revealed"]


def _believed_lair(view, trust_all=False):
    """The Lair as deduced from this seat's knowledge plus the claims it was given this Act. Claims may
    lie: the claims of the likely liar are left out (unless `trust_all`, the Easy slip), and the
    result is only used when the alternative is worse."""
    known = _lair(view)
    if known:
        return known
    seen = set(_seen_map(view).values())
    liars = set() if trust_all else _liars(view)
    for c in view["claims"]:
        if c["act"] == view["act"] and c["from"] not in liars:
            seen |= set(c["locs"])
    rest = [l["id"] for l in view["locations"] if l["id"] not in seen]
    return rest[0] if len(rest) == 1 else None


def _risk_map(view, memory):
    """P(attacked now) per open location, from what this seat knows and the informed players' chases."""
    att = view["attack"]
    locs = [l["id"] for l in view["locations"] if not l["flipped"]]
    if att is None:
        return {l: 0.0 for l in locs}
    seen = _seen_map(view)
    lair = _lair(view)
    shown = att["shown"]
    k = att["face_down"]
    unrevealed = [s["icon"] for s in view["sleeves"] if not s["revealed"] and s["icon"] != shown]
    p_other = (k / len(unrevealed)) if unrevealed else 0.0
    known_locs = {loc: icon for icon, loc in seen.items()}
    cands = [l for l in locs if l not in known_locs and l != lair]
    risk = {}
    for l in locs:
        if l == lair:
            risk[l] = 0.0
        elif l in known_locs:
            icon = known_locs[l]
            risk[l] = 1.0 if icon == shown else (p_other if icon not in {s["icon"] for s in view["sleeves"]
                                                                            if s["revealed"]} else 0.0)
        else:
            base = (0.0 if shown in seen else 1.0 / max(1, len(cands)))
            risk[l] = min(1.0, base + p_other)
    # Hints from the chases of players who peeked the attacked sleeve (they may lie: soft).
    mem = memory.get("attack") if memory else None
    if mem and shown not in seen:
        informed = set()
        for s in view["sleeves"]:
            if s["icon"] == shown:
                informed = set(s["peeked_by"]) - {view["seat"]}
        for seat, frm, to in mem["moves"]:
            if seat not in informed:
                continue
            if frm != to and frm in risk and risk[frm] < 1.0:
                risk[frm] = max(risk[frm], INFORMED_FROM)
            if to in risk and risk[to] < 1.0:
                risk[to] = min(risk[to], INFORMED_TO)
    return risk


def _informed_score(view, seat):
    return sum(1 for s in view["sleeves"] if seat in s["peeked_by"])


# --------------------------------------------------------------------------- choosing


def choose(view, legal, rng, level="normal", memory=None):
    memory = memory if memory is not None else new_memory(view["seat"])
    kind = view["decision"]["kind"]
    slips = easy_slips() if level == "easy" else None
    if slips is not None:
        view = _forget_old_peeks(view, memory, rng, slips)
    fn = {"choose_character": _choose_character, "turn": _turn, "claim": _claim, "clue_pick": _clue_pick,
          "chase": _chase, "hide_move": _place, "relocate": _place, "takeover": _takeover,
          "accuse": _accuse}.get(kind)
    if fn is None:
        return legal[rng.randbelow(len(legal))]
    action = fn(view, legal, rng, slips, memory)
    return action if action in legal else legal[rng.randbelow(len(legal))]


def _forget_old_peeks(view, memory, rng, slips):
    """The Easy slip `forgets_peek`: a sleeve this seat peeked more than `after` of its turns ago may slip
    its mind (rolled once per peek); the view it plays from then shows that sleeve as never seen."""
    if "peeked_at" not in memory:
        return view
    after = slips.param("forgets_peek", "after")
    for icon, when in sorted(memory["peeked_at"].items()):
        if icon not in memory["aged"] and memory["turns"] - when > after:
            memory["aged"].add(icon)
            if slips.roll("forgets_peek", rng, memory):
                memory["forgotten"].add(icon)
    gone = {icon for icon in memory["forgotten"]
            if not any(sl["icon"] == icon and sl["revealed"] for sl in view["sleeves"])}
    if not gone:
        return view
    view = dict(view)
    view["sleeves"] = [dict(sl, seen=None) if sl["icon"] in gone else sl for sl in view["sleeves"]]
    knowledge = dict(view["knowledge"])
    knowledge["peeks"] = {i: loc for i, loc in knowledge["peeks"].items() if i not in gone}
    view["knowledge"] = knowledge
    return view


def _slip(slips, name, rng, memory) -> bool:
    return slips is not None and slips.roll(name, rng, memory)


def _pick(legal, rng, pred):
    opts = [a for a in legal if pred(a)]
    return opts[rng.randbelow(len(opts))] if opts else None


def _choose_character(view, legal, rng, slips, memory):
    for c in CHAR_PREF:
        a = Action("choose_character", char=c)
        if a in legal and rng.random() < 0.6:
            return a
    return legal[rng.randbelow(len(legal))]


def _clue_pick(view, legal, rng, slips, memory):
    seen = view["knowledge"]["clues"]
    for a in legal:
        if str(a["sleeve"]) not in seen:
            return a
    return legal[0]


def _takeover(view, legal, rng, slips, memory):
    opts = [a for a in legal if a.kind == "takeover"]
    return opts[rng.randbelow(len(opts))] if opts else legal[-1]


def _escape_routes(view, loc):
    l = _loc_index(view).get(loc)
    if not l:
        return 0
    return sum(1 for n in l["adj"] if _available(view, n))


def _place(view, legal, rng, slips, memory):
    lair = _lair(view)
    scored = [(-(_escape_routes(view, a["to"]) + (5 if a["to"] == lair else 0) + rng.random() * 0.1), a)
              for a in legal]
    return _lowest(scored, rng, slips, memory)


def _lowest(scored, rng, slips, memory):
    """The action of the lowest score in [(score, action)], or, by the Easy slip `second_best`, the
    next one up."""
    ranked = sorted(scored, key=lambda sa: sa[0])
    if len(ranked) > 1 and _slip(slips, "second_best", rng, memory):
        return ranked[1][1]
    return ranked[0][1]


def _accuse(view, legal, rng, slips, memory):
    me = view["me"]
    if me and me["possessed"]:
        return Action("accuse", char=me["char"])
    sus = list(me["suspects"]) if me else [a["char"] for a in legal]
    if me and me["possessed"] is False and me["char"] in sus and len(sus) > 1:
        sus.remove(me["char"])
    if len(sus) == 1:
        return Action("accuse", char=sus[0])
    if _slip(slips, "trusts_claims", rng, memory):
        score = _naive_votes(view, sus)
    else:
        score = suspicion(view, sus)
    top = max(score.values())
    best = [c for c in sus if score[c] >= top - 1e-9]
    return Action("accuse", char=best[rng.randbelow(len(best))])


def _naive_votes(view, sus):
    """Every claimed clue taken at its word: a vote for each suspect wearing it (the Easy slip)."""
    traits = {c["id"]: set(c["characters"]) for c in view["clues"]}
    score = {c: 0.0 for c in sus}
    for claim in view["claims"]:
        for clue in claim["clues"]:
            for c in sus:
                if c in traits.get(clue, ()):
                    score[c] += 1.0
    return score


def _claim_likelihood(claim, sender_is_suspect, suspect_clues, traits, lair, sender, view):
    """How likely this claim is if the suspect is possessed: the suspect's own claims may lie (a liar
    names the two clues of another character); anyone else's must agree with the suspect's clues and
    never name the Lair among the locations seen this Act."""
    clues = set(claim["clues"])
    if len(clues) > 2:  # more clues than there are sleeves: noise, it tells nothing about anyone
        return 1.0
    if sender_is_suspect:
        framed = len(clues) == 2 and any(clues == {k for k, who in traits.items() if c in who}
                                         for c in CHAR_PREF if c != sender)
        return LIE_PLAUSIBLE if framed else LIE_OTHER
    like = 1.0
    if not clues <= suspect_clues:
        like *= HONEST_MISMATCH
    if lair and claim["act"] == view["act"] and lair in claim["locs"]:
        like *= HONEST_MISMATCH
    return like


def suspicion(view, sus=None) -> dict:
    """{suspect: weight} that the suspect is possessed, from this seat's clues (the suspects) and the
    claims it was given, weighing each claim by whether its sender would be lying."""
    me = view["me"]
    sus = list(sus if sus is not None else (me["suspects"] if me else CHAR_PREF))
    traits = {c["id"]: set(c["characters"]) for c in view["clues"]}
    char_of = {p["seat"]: p["char"] for p in view["players"]}
    lair = _lair(view)
    weight = {}
    for c in sus:
        mine = {k for k, who in traits.items() if c in who}
        w = 1.0
        for claim in view["claims"]:
            sender = char_of.get(claim["from"])
            w *= _claim_likelihood(claim, sender == c, mine, traits, lair, sender, view)
        weight[c] = w
    return weight


def _liars(view) -> set:
    """Seats whose claims this seat leaves out when it pools claims: the sender most likely possessed,
    when the claims single one out (at least twice as likely as any other sender)."""
    me = view["me"]
    if not me or me["possessed"]:
        return set()
    weight = suspicion(view)
    total = sum(weight.values()) or 1.0
    by_seat = {p["seat"]: weight.get(p["char"], 0.0) / total for p in view["players"] if not p["is_me"]}
    if not by_seat:
        return set()
    ranked = sorted(by_seat.items(), key=lambda kv: -kv[1])
    top_seat, top = ranked[0]
    runner = ranked[1][1] if len(ranked) > 1 else 0.0
    return {top_seat} if top > 0.4 and top >= 2 * runner else set()


def _claim(view, legal, rng, slips, memory):
    frame = view["decision"]["frame"]
    draft_l, draft_c = set(frame["locs"]), set(frame["clues"])
    if not _possessed(view):
        truth_l = {v for v in view["knowledge"]["peeks"].values()}
        truth_c = set(view["knowledge"]["clues"].values())
        if (draft_l, draft_c) == (truth_l, truth_c):
            return Action("claim_send")
        if not draft_l and not draft_c and Action("claim_all_true") in legal:
            return Action("claim_all_true")
        target_l, target_c = truth_l, truth_c
    else:
        # The possessed character lies: it claims the two clues of another character still playing,
        # and a few locations at random.
        me = view["me"]["char"]
        others = [p["char"] for p in view["players"] if p["alive"] and p["char"] != me]
        traits = {c["id"]: set(c["characters"]) for c in view["clues"]}
        victim = others[memory.setdefault("victim_pick", rng.randbelow(997)) % len(others)] if others else None
        target_c = {cid for cid, who in traits.items() if victim in who} if victim else set()
        # Locations: what it saw, plus the Lair when it knows it (so that the others rule the Lair out
        # and, pooling claims, may declare the wrong location and die), else one location it has not seen.
        locs = [l["id"] for l in view["locations"]]
        truth = set(view["knowledge"]["peeks"].values())
        lair = _lair(view)
        key = (view["act"], tuple(sorted(truth)), lair)
        if memory.get("lie_key") != key:
            bait = lair or next((l for l in locs if l not in truth), None)
            lie = set(truth)
            if lie and rng.random() < 0.5:
                lie.discard(sorted(lie)[rng.randbelow(len(lie))])
            if bait:
                lie.add(bait)
            memory["lie_key"], memory["lie_locs"] = key, lie
        target_l = set(memory["lie_locs"])
    for item in sorted(draft_l ^ target_l) + sorted(draft_c ^ target_c):
        a = Action("claim_toggle", item=item)
        if a in legal:
            return a
    return Action("claim_send")


def _chase(view, legal, rng, slips, memory):
    me = view["me"]
    loc = me["loc"]
    risk = _risk_map(view, memory)
    possessed = _possessed(view)
    hide_ok = (not me["scared"]) and me["tile"] is not None and \
        _loc_index(view)[loc]["hiding"] == me["tile"]
    scored = []
    for a in legal:
        if a.kind == "stay":
            r = risk.get(loc, 0.5)
            if hide_ok:
                r = min(r, HIDDEN_RISK + 0.1 * (_escape_routes(view, loc) == 0))
            s = r
        elif a.kind == "move":
            calm = not (me["char"] == "goth" or me["scared"])
            s = risk.get(a["to"], 0.5) + (0.0 if not calm else (MOVE_COST_LATE if view["attacks"] >= 2 else MOVE_COST))
        else:  # swap: I go to their place, they come to mine
            other = next(p for p in view["players"] if p["seat"] == a["seat"])
            s = risk.get(other["loc"], 0.5) + SWAP_COST
            if possessed and risk.get(loc, 0) >= 0.99:
                s -= SWAP_INNOCENT  # steer an innocent into the attacked location
            elif not possessed:
                s += SWAP_INNOCENT  # only as a last resort
        s += rng.random() * 0.01
        scored.append((s, a))
    return _lowest(scored, rng, slips, memory)


def _step_towards(view, start, goal, legal):
    """A legal move that brings this seat closer to `goal` (through open locations), or None."""
    locs = _loc_index(view)
    dist = {goal: 0}
    todo = [goal]
    while todo:
        x = todo.pop(0)
        for n in locs[x]["adj"]:
            if n not in dist and not locs[n]["flipped"]:
                dist[n] = dist[x] + 1
                todo.append(n)
    best, bd = None, dist.get(start, 99)
    for a in legal:
        if a.kind == "move" and dist.get(a["to"], 99) < bd:
            best, bd = a, dist[a["to"]]
    return best


def _tile_ok(view, tile, seat):
    """Can this seat take (or does it hold) this hiding place tile?"""
    if tile is None:
        return False
    t = next(x for x in view["tiles"] if x["id"] == tile)
    return not t["used"] and (t["holder"] in (None, seat) or not t["locked"])


def _position_value(view, loc, third_soon):
    """How good a place is to wait for the next attack, from this seat's knowledge."""
    me = view["me"]
    lair = _lair(view)
    seen = _seen_map(view)
    revealed = {s["icon"] for s in view["sleeves"] if s["revealed"]}
    known_safe_now = {l for i, l in seen.items() if i not in revealed}
    locs = _loc_index(view)
    if loc == lair:
        return 10.0
    v = 0.0
    if loc in known_safe_now:
        v += 0.5 if third_soon else 2.0
    v += 0.4 * sum(1 for n in locs[loc]["adj"] if n in known_safe_now and _available(view, n))
    v += 0.1 * _escape_routes(view, loc)
    if not me["scared"] and _tile_ok(view, locs[loc]["hiding"], view["seat"]):
        v += 3.0 if third_soon else 0.8
    return v


def _turn(view, legal, rng, slips, memory):
    me = view["me"]
    loc = me["loc"]
    used = set(view["turn"]["used"])
    kinds = {a.kind for a in legal}
    possessed = _possessed(view)
    lair = _lair(view)
    seen = _seen_map(view)
    ad = view["attack_deck"]
    danger_soon = ad["hatchets_drawn"] >= ad["trigger"] - 1
    third_soon = view["attacks"] == 2
    locs = _loc_index(view)
    here = locs[loc]

    # 1. The Lair: declare when sure (the possessed character keeps the others in the dark).
    if lair and not possessed:
        if loc == lair and "declare" in kinds:
            return Action("declare")
        a = Action("move", to=lair)
        if a in legal and "declare" not in used:
            return a
    if lair and possessed and loc != lair and Action("move", to=lair) in legal and (danger_soon or third_soon):
        return Action("move", to=lair)
    # 1b. Before the third attack, trust the claims: go to the Lair they point at and declare it.
    believed = None
    if not lair and not possessed and (third_soon or danger_soon) and view["claims"]:
        believed = _believed_lair(view, trust_all=_slip(slips, "trusts_claims", rng, memory))
    if believed and not lair and not possessed and (third_soon or danger_soon):
        if loc == believed and "declare" in kinds and third_soon:
            return Action("declare")
        step = _step_towards(view, loc, believed, legal)
        if step is not None and "declare" not in used and loc != believed:
            return step
    # 2. Before the third attack, hiding is the surest way through: hold the tile of this location.
    hide_here = Action("hide", tile=here["hiding"]) if here["hiding"] else None
    if hide_here in legal and me["tile"] != here["hiding"] and loc != lair and not me["scared"] \
            and (third_soon or danger_soon) and _slip(slips, "misses_hide", rng, memory):
        hide_here = None  # the Easy seat does not think of the hiding place this turn
    if (third_soon or danger_soon) and not me["scared"] and hide_here in legal and me["tile"] != here["hiding"] \
            and loc != lair:
        return hide_here
    # 2b. From Act SEARCH_FIRST_ACT on, the clues come first: a survivor who cannot name the killer loses.
    if view["act"] >= SEARCH_FIRST_ACT and "search" in kinds and len(view["knowledge"]["clues"]) < 2 \
            and len(view["me"]["suspects"]) > 1:
        return Action("search")
    # 3. Peek at a sleeve not yet seen (not from the Center location when a cheaper peek exists).
    peeks = [a for a in legal if a.kind == "peek" and a["icon"] not in seen]
    if peeks:
        own = [a for a in peeks if a["icon"] == here["icon"]]
        if own:
            return own[0]
        return peeks[rng.randbelow(len(peeks))]
    # 5. Search for clues while both are not known.
    if "search" in kinds and len(view["knowledge"]["clues"]) < 2:
        return Action("search")
    # 3b. Share with a player here (or next door, for the Preppy) once per Act when there is something to
    #     tell: pooled claims can pin down the Lair. The possessed character shares to mislead.
    shares = [a for a in legal if a.kind == "share" and (view["seat"], a["seat"]) not in memory["shared"]]
    if shares and (seen or view["knowledge"]["clues"] or possessed) and \
            rng.random() < SHARE_CHANCE:
        return shares[rng.randbelow(len(shares))]
    # 7. Move to where an unseen sleeve can be peeked next turn.
    if "run" not in used and "peek" not in used and not danger_soon:
        good = []
        for a in (a for a in legal if a.kind == "move"):
            icon = locs[a["to"]]["icon"]
            if icon == "center":
                if view["center_peeks"] > 0 and len(seen) < len(view["sleeves"]):
                    good.append(a)
            elif icon not in seen and any(s["icon"] == icon and not s["revealed"] for s in view["sleeves"]):
                good.append(a)
        if good:
            return good[rng.randbelow(len(good))]
    # 4. Go to a better place to wait: a location seen in a sleeve, a hiding place, the Lair.
    if "run" not in used:
        moves = [a for a in legal if a.kind == "move"]
        cur = _position_value(view, loc, third_soon)
        scored = sorted(((_position_value(view, a["to"], third_soon) + rng.random() * 0.05, i)
                         for i, a in enumerate(moves)), reverse=True)
        if scored and scored[0][0] > cur + (0.5 if danger_soon or third_soon else 1.2):
            return moves[scored[0][1]]
    # 6. The Cheerleader calms a scared companion (and herself).
    calms = [a for a in legal if a.kind == "calm"]
    if calms:
        return calms[0]
    if danger_soon and "run" not in used and len(seen) <= 1 and not possessed:
        best = max((p for p in view["players"] if p["alive"] and not p["is_me"]),
                   key=lambda p: _informed_score(view, p["seat"]), default=None)
        if best and _informed_score(view, best["seat"]) >= 2 and best["loc"] != loc:
            a = Action("move", to=best["loc"])
            if a in legal:
                return a
    # 8. Hold the hiding place of this location when an attack is near.
    if danger_soon and not me["scared"] and hide_here in legal and me["tile"] != here["hiding"] and loc != lair:
        return hide_here
    # 9. Share with a player here once per Act (the possessed character shares to mislead).
    shares = [a for a in legal if a.kind == "share" and (view["seat"], a["seat"]) not in memory["shared"]]
    if shares and (possessed or rng.random() < SHARE_CHANCE):
        return shares[rng.randbelow(len(shares))]
    # 10. The possessed character raises the exposure when it is safe itself.
    if possessed and "run" not in used:
        moves = [a for a in legal if a.kind == "move" and locs[a["to"]]["hiding"]]
        if moves and rng.random() < 0.5:
            return moves[rng.randbelow(len(moves))]
    return Action("end_turn")
