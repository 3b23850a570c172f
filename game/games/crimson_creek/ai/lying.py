"""The Hard seat's claims when it shares: the truth, or, once its own clues show it is possessed, a story
that no other seat can catch and that never changes (kept in memory["lies"]).

A claim names locations and clues, never sleeves; but who peeked which sleeve and who looked in which
Clue sleeve is public, and so are revealed sleeves. So the possessed seat:
- claims exactly as many locations as sleeves it peeked this Act, and as many clues as Clue sleeves it
  looked in (an omission is a tell);
- tells the truth about a sleeve another seat also peeked, a revealed one, or one it already claimed
  truthfully; for a sleeve only it peeked it names instead a location nobody can place elsewhere: the
  Lair when it knows it (the others then rule the Lair out, and may declare a wrong one), else, when
  it knows every sleeve another seat peeked, a location it has not placed (else the truth);
- for a Clue sleeve only it looked in names a clue that, with the clues it must tell truly, points at
  an innocent seat's character other than the partner's (who knows its own innocence) and never at
  its own character;
- keeps each substitution for the rest of the Act (clues: the game), so every later claim repeats it,
  until another seat peeks that sleeve or it is revealed (looks in that Clue sleeve): from then on it
  tells that card truly (a claim names no sleeve, so only the truth cannot be caught), and its clue
  story is made again around the clue now known.
An innocent Hard seat tells the whole truth, except to a seat its belief holds most likely possessed
(more than SUSPECT_SILENT), to which it says nothing.
"""
from __future__ import annotations

from game.core.actions import Action

from ..content import load_content
from .belief import suspicion

SUSPECT_SILENT = 0.6


def claim_action(view, legal, memory, rng):
    frame = view["decision"]["frame"]
    locs, clues = target_claim(view, memory)
    draft_l, draft_c = set(frame["locs"]), set(frame["clues"])
    for item in sorted(draft_l ^ locs) + sorted(draft_c ^ clues):
        a = Action("claim_toggle", item=item)
        if a in legal:
            return a
    return Action("claim_send")


def target_claim(view, memory) -> tuple:
    """(locations, clues) this seat claims now."""
    me = view["me"]
    kn = view["knowledge"]
    partner = view["decision"]["frame"]["partner"]
    if not me["possessed"]:
        if suspicion(view, memory).get(partner, 0.0) > SUSPECT_SILENT:
            return set(), set()
        return set(kn["peeks"].values()), set(kn["clues"].values())
    story = _story(view, memory, partner)
    return ({story["locs"][i] for i in kn["peeks"] if i in story["locs"]},
            {story["clues"][i] for i in kn["clues"] if i in story["clues"]})


def _others_peeked(view) -> set:
    return {s["icon"] for s in view["sleeves"] if set(s["peeked_by"]) - {view["seat"]}}


def _told_truly(view, memory) -> tuple:
    """Sleeves (this Act) and Clue sleeves this seat already claimed as they are."""
    kn = view["knowledge"]
    icons, idx = set(), set()
    for c in memory["claims"]:
        if c["from"] != view["seat"] or c["locs"] is None:
            continue
        if c["act"] == view["act"]:
            icons |= {i for i in c["icons"] if kn["peeks"].get(i) in c["locs"]}
        idx |= {i for i in c["idx"] if kn["clues"].get(str(i)) in c["clues"]}
    return icons, idx


def _story(view, memory, partner) -> dict:
    kn = view["knowledge"]
    lies = memory.get("lies")
    if not lies or lies["act"] != view["act"]:
        lies = {"act": view["act"], "locs": {}, "clues": dict(lies["clues"]) if lies else {}}
        memory["lies"] = lies
    true_icons, true_idx = _told_truly(view, memory)
    shared = _others_peeked(view)
    revealed = {s["icon"] for s in view["sleeves"] if s["revealed"]}
    for icon, loc in kn["peeks"].items():
        if icon in shared or icon in revealed or icon in true_icons:
            lies["locs"][icon] = loc  # another seat knows this card now: a lie about it would be caught
        elif icon not in lies["locs"]:
            lies["locs"][icon] = _substitute_location(view, memory, lies, loc)
    _clue_story(view, memory, lies, partner, true_idx)
    return lies


def _substitute_location(view, memory, lies, truth) -> str:
    """A location to name instead of `truth` that no other seat can place in another sleeve now: the
    Lair when this seat knows it; else, when every sleeve another seat peeked is one this seat knows
    too, a location of an unknown sleeve or the Lair; else the truth."""
    kn = view["knowledge"]
    used = set(lies["locs"].values()) | set(kn["peeks"].values())
    lair = view["lair"]["known"]
    if lair and not view["lair"]["revealed"] and lair not in used:
        return lair
    known = {s["icon"]: (s["revealed"] or s["seen"]) for s in view["sleeves"] if s["revealed"] or s["seen"]}
    if _others_peeked(view) - set(known):
        return truth  # another seat may hold the card named: it could catch the lie
    cands = sorted(l["id"] for l in view["locations"] if l["id"] not in used and l["id"] not in known.values())
    if not cands:
        return truth
    return cands[(memory["v"] * 31) % len(cands)]


def _clue_story(view, memory, lies, partner, true_idx) -> None:
    kn = view["knowledge"]
    looked = {}
    for key, idx in memory["clue_idx"].items():
        for i in idx:
            looked.setdefault(str(i), set()).add(int(key))
    if any(lies["clues"].get(i, kn["clues"][i]) != kn["clues"][i] and looked.get(i, set()) - {view["seat"]}
           for i in kn["clues"]):
        lies["clues"] = {}  # another seat looked in a Clue sleeve this seat lied about: a new story around it
    mine = [i for i in kn["clues"] if i not in lies["clues"]]
    if not mine:
        return
    content = load_content()
    traits = {c: set(v["characters"]) for c, v in content.clues.items()}
    fixed = {}
    for i in kn["clues"]:
        if i in lies["clues"]:
            fixed[i] = lies["clues"][i]
        elif int(i) in true_idx or looked.get(i, set()) - {view["seat"]}:
            fixed[i] = kn["clues"][i]
    free = [i for i in kn["clues"] if i not in fixed]
    me = view["me"]["char"]
    partner_chars = {view["players"][partner]["char"], view["players"][partner]["first_char"]}
    victims = [p["char"] for p in view["players"] if p["alive"] and p["seat"] != view["seat"]
               and p["char"] not in partner_chars]
    victims += [p["char"] for p in view["players"] if p["alive"] and p["seat"] not in (view["seat"],)
                and p["char"] in partner_chars]  # the partner only as a last resort
    for v in victims:
        need = set(fixed.values())
        if v == me or not need <= traits_of(v, traits):
            continue
        spare = sorted(traits_of(v, traits) - need)
        if len(spare) < len(free):
            continue
        choice = dict(fixed)
        choice.update(zip(free, spare))
        claimed = set(choice.values())
        if claimed and all(me in traits[c] for c in claimed):
            continue  # the story must not leave its teller among the suspects
        lies["clues"].update(choice)
        return
    lies["clues"].update({i: kn["clues"][i] for i in mine})  # no story fits: the truth


def traits_of(char, traits) -> set:
    return {c for c, who in traits.items() if char in who}
