"""What one seat may know in Crimson Creek: `make_view(state, seat, decision) -> dict`.

For the table builder. Everything the table draws comes from this dict; every action it sends is one
of `RULES.legal_actions(state)` (label them with `RULES.describe_action(state, action)`).
`seat=None` is the spectator (public information only). Nothing here changes when only something
this seat may not know changes (the sleeves it did not peek, the clues it did not see, other seats'
peeks, clues and claims, deck orders): tests/games/crimson_creek/test_views.py checks it.

VIEW KEYS
  game            "crimson_creek"
  seat            the seat this view is for (None: spectator)
  seats           number of players
  options         {"variant": beginner|standard|advanced, "characters": choose|random, "takeover": bool,
                   "three_survivor_trigger": 2|3}
  act             1..3
  scene           1..3 (a scene ends when Klein attacks)
  attacks         Klein attacks so far this Act (0..3)
  map             the layout id to draw ("crimson_creek_act1" ...; maps/<id>.toml has the geometry)
  locations       [{id, name, icon ("center" for the Cabin), hiding (tile id or None), flipped (attacked this
                   Act: face down, closed), adj [ids], occupants [char ids]}] in map order
  characters      [{id, name, seat (None: supporting), supporting, alive, on_board, loc, scared,
                   hidden_at (loc where it hid through the third attack, until the next Act), ability, text}]
  players         [{seat, char, name, alive, out (None|"killed"|"declared"), loc, scared, tile,
                   took_over, first_char, is_me}]
  me              None for the spectator, else {seat, char, name, ability, text, alive, loc, scared, tile,
                   possessed (True/False once this seat's own clues show it, else None),
                   suspects [chars consistent with the clues this seat has seen]}
  sleeves         [{icon, name, revealed (loc once Klein attacked from it, else None), seen (loc this seat
                   peeked this Act, else None), peeked_by [seats who peeked it this Act, public]}]
  lair            {revealed: loc|None (after the third attack or a right declaration), known: loc|None
                   (this seat: declared it, or peeked every other sleeve so the last card must be the Lair)}
  clue_sleeves    [{index 0|1, seen: clue id|None (this seat), revealed: clue id|None (at the end)}]
  clues           the Evidence / Line-Up card: [{id, name, characters}]
  knowledge       this seat's private notes: {peeks {icon: loc} this Act, clues {"0"|"1": clue},
                   past [{act, peeks}] earlier Acts, safe [locs known not to be attacked now (during an
                   attack)], danger [locs known to be attacked now]}
  claims          claims other players shared with this seat, labelled as claims (may be lies):
                   [{from seat, act, locs [location ids], clues [clue ids]}]
  exposure        {value, side ("act1"|"act23"), spaces, red [space numbers]}
  attack_deck     {cards (left in the deck), hatchets_drawn (this scene), trigger, calm, hatchets}
  reveal_deck     number of Reveal cards left
  search_deck     {cards, discard}
  center_peeks    peeks left from the Center location this Act (0..2)
  tiles           [{id, name, locations, holder (seat|None), locked ("Do Not Grab" side up), used}]
  attack          None, or during a Klein attack {number, third, trigger (seat), shown (icon),
                   face_down (Reveal cards drawn but not shown)}
  turn            {seat, used [action types used this turn], number}
  accusations     {seat: char} only this seat's own until the end, then everyone's
  decision        {seat, kind, prompt, frame}; `frame` is the decision's record (for "claim" frames the
                   draft `locs`/`clues` are shown only to the claiming seat)
  result          None, or {winners [seats], reason ("dawn"|"traitor"|"sole survivor"|"klein"), turns,
                   possessed, act}

DECISION KINDS and their ACTION KINDS (parameters)
  choose_character  choose_character(char)
  turn              move(to) | swap(seat) | peek(icon) | push(char, to) | pull(char) | hide(tile) |
                    share(seat) | search() | calm(char) [Cheerleader] | declare() | end_turn()
                    (Run = move or swap; each action type once per turn; two actions end the turn)
  claim             claim_toggle(item: location id or clue id) | claim_all_true() | claim_send()
                    (the sharer claims first, then the partner replies with its own claim; a claim says
                    which locations and clues one has seen, never which sleeve; it may be false)
  clue_pick         clue_pick(sleeve: 0|1)        after a handprint or a right declaration
  chase             stay() | move(to) | swap(seat) one chase turn each, counter-clockwise from the trigger
  hide_move         place(char, to)               after hiding: the holder moves first, then the others
  relocate          place(char, to)               at an Act start, when the location left the board
  takeover          takeover(char) | decline()    optional rule, Acts 1-2
  accuse            accuse(char)                  the line-up (one seat at a time, hidden until all chose)

EVENTS (from RULES.apply; pass each through RULES.redact(event, seat)): every event has "type" and
"text"; private parts (peeked location, clue seen, claims, own accusation) appear only for their seat.
Types: game_start, character_chosen, start_cards, support_placed, support_lost, opening_scene (template,
first_seat, second_seat: fill in real names), act_start, attack_deck, turn, turn_end, moved, swapped, peek,
hiding_taken, share_start, claim, search, search_reshuffle, clue_seen, calmed, declare, exposure,
attack_card (every Attack card drawn), reveal_card, chase_stay, attack_revealed, hid, killed,
attack_over, lair_revealed, relocated, takeover, takeover_declined, sole_survivor, dawn, accused,
accusations_revealed, game_over.
"""
from __future__ import annotations

from .content import suspects
from .maps import act_map


def known_lair(state, seat) -> str | None:
    d = state.d
    kn = d["players"][seat]["knows"]
    if kn["lair"]:
        return kn["lair"]
    seen = dict(d["revealed"])
    seen.update(kn["peeks"])
    if len(seen) == len(d["sleeves"]):
        rest = [l for l in d["act_locs"] if l not in seen.values()]
        if len(rest) == 1:
            return rest[0]
    return None


def attack_knowledge(state, seat):
    """(safe, danger) location lists for this seat during an attack (only what it may know)."""
    d = state.d
    now = d["attack_now"]
    if now is None or seat is None:
        return [], []
    kn = d["players"][seat]["knows"]["peeks"]
    seen = dict(d["revealed"])
    seen.update(kn)
    shown = now["shown"]
    danger = [seen[shown]] if shown in seen else []
    lair = known_lair(state, seat)
    safe = []
    if len(now["icons"]) == 1:
        safe = [loc for icon, loc in seen.items() if icon != shown and icon not in d["revealed"]]
    if lair:
        safe.append(lair)
    return sorted(set(safe) - set(danger)), danger


def make_view(state, seat, decision) -> dict:
    d = state.d
    c = state.content
    amap = act_map(d["act"])
    me_p = d["players"][seat] if seat is not None else None
    kn = me_p["knows"] if me_p else {"peeks": {}, "clues": {}, "lair": None, "claims": [], "past": []}
    over = d["result"] is not None
    locations = []
    for loc in amap.locations:
        locations.append({"id": loc, "name": amap.names[loc], "icon": amap.icon[loc], "hiding": amap.hiding[loc],
                          "flipped": loc in d["flipped"], "adj": list(amap.adj[loc]),
                          "occupants": state.occupants(loc)})
    characters = []
    for cid, ch in d["chars"].items():
        info = c.characters[cid]
        characters.append({"id": cid, "name": info["name"], "seat": ch["seat"] if ch["seat"] is not None and
                           d["players"][ch["seat"]]["char"] == cid else None,
                           "supporting": not (ch["seat"] is not None and d["players"][ch["seat"]]["char"] == cid),
                           "alive": ch["alive"], "on_board": ch["on_board"], "loc": ch["loc"],
                           "scared": ch["scared"], "hidden_at": ch["hidden_at"], "ability": info["ability"],
                           "text": info["text"]})
    players = []
    for p in d["players"]:
        ch = d["chars"][p["char"]] if p["char"] else None
        players.append({"seat": p["seat"], "char": p["char"], "name": state.seat_name(p["seat"]),
                        "alive": p["alive"], "out": p["out"], "loc": ch["loc"] if ch and p["alive"] else None,
                        "scared": ch["scared"] if ch else False, "tile": p["tile"], "took_over": p["took_over"],
                        "first_char": p.get("first_char"), "is_me": p["seat"] == seat})
    me = None
    if me_p is not None and me_p["char"]:
        known_clues = sorted(set(kn["clues"].values()))
        sus = suspects(known_clues)
        mine = me_p["char"]
        possessed = None
        if len(sus) == 1:
            possessed = sus[0] == mine
        elif mine not in sus:
            possessed = False
        info = c.characters[mine]
        ch = d["chars"][mine]
        me = {"seat": seat, "char": mine, "name": info["name"], "ability": info["ability"], "text": info["text"],
              "alive": me_p["alive"], "loc": ch["loc"], "scared": ch["scared"], "tile": me_p["tile"],
              "possessed": possessed, "suspects": sus}
    peeked_by = {}
    for s, icon in d["public_peeks"]:
        peeked_by.setdefault(icon, [])
        if s not in peeked_by[icon]:
            peeked_by[icon].append(s)
    sleeves = [{"icon": icon, "name": c.icon_names[icon], "revealed": d["revealed"].get(icon),
                "seen": kn["peeks"].get(icon), "peeked_by": peeked_by.get(icon, [])} for icon in d["sleeves"]]
    lair = {"revealed": d["lair"] if (d["lair_revealed"] or over) else None,
            "known": known_lair(state, seat) if me_p else None}
    clue_sleeves = [{"index": i, "seen": kn["clues"].get(str(i)), "revealed": d["clue_sleeves"][i] if over else None}
                    for i in range(2)]
    safe, danger = attack_knowledge(state, seat)
    track = c.exposure[d["exposure_side"]]
    a = d["attack"]
    now = d["attack_now"]
    attack = None
    if now is not None:
        attack = {"number": now["number"], "third": now["third"], "trigger": now["trigger"], "shown": now["shown"],
                  "face_down": len(now["icons"]) - 1}
    top = dict(d["stack"][-1]) if d["stack"] else None
    if top and top["t"] == "claim" and top["seat"] != seat:
        top["locs"], top["clues"] = [], []
    if over:
        accusations = dict(d["accusations"])
    else:
        accusations = {k: v for k, v in d["accusations"].items() if seat is not None and k == str(seat)}
    return {
        "game": "crimson_creek",
        "seat": seat,
        "seats": d["seats"],
        "options": dict(d["options"]),
        "act": d["act"], "scene": d["scene"], "attacks": d["attacks"],
        "map": amap.id,
        "locations": locations,
        "characters": characters,
        "players": players,
        "me": me,
        "sleeves": sleeves,
        "lair": lair,
        "clue_sleeves": clue_sleeves,
        "clues": [{"id": k, "name": v["name"], "characters": list(v["characters"])} for k, v in c.clues.items()],
        "knowledge": {"peeks": dict(kn["peeks"]), "clues": dict(kn["clues"]),
                      "past": [dict(x) for x in kn["past"]], "safe": safe, "danger": danger},
        "claims": [dict(x) for x in kn["claims"]],
        "exposure": {"value": d["exposure"], "side": d["exposure_side"], "spaces": track["spaces"],
                     "red": sorted(track["red"])},
        "attack_deck": {"cards": len(a["deck"]), "hatchets_drawn": len(a["hatchets_drawn"]), "trigger": a["trigger"],
                        "calm": a["calm"], "hatchets": a["hatchets"]},
        "reveal_deck": len(d["reveal_deck"]),
        "search_deck": {"cards": len(d["search"]["deck"]), "discard": len(d["search"]["discard"])},
        "center_peeks": d["center_peeks"],
        "tiles": [{"id": t, "name": c.hiding[t]["name"], "locations": list(c.hiding[t]["locations"]),
                   "holder": v["holder"], "locked": v["locked"], "used": v["used"]} for t, v in d["tiles"].items()],
        "attack": attack,
        "turn": {"seat": d["turn"]["seat"], "used": list(d["turn"]["used"]), "number": d["turn"]["number"]},
        "accusations": accusations,
        "decision": {"seat": decision.seat, "kind": decision.kind, "prompt": decision.prompt, "frame": top},
        "result": d["result"],
    }
