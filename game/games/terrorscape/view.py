"""What one seat may know in Terrorscape 2: `make_view(state, seat, decision) -> dict`.

Seat 0 is the Killer; the other seats are the Survivor team (open talk: they share everything of
their side). `seat=None` is the spectator (public only). Nothing here changes when only something
this seat may not know changes (tests/games/terrorscape/test_views.py):
  the Killer's view never holds a Survivor's location (only the public `sightings`: SEARCH, SENSE,
  fear, encounters, the showdown), their items, keys, repair progress, noise before the report, the
  cat, the alarm, ropes, the Device's card, the item decks;
  the Survivors' view never holds the Killer's location while it is in STEALTH (only `seen`, the
  last known one), its hand, deck, discards, the cards in the Final Showdown area, secret DELAY tokens.

VIEW KEYS
  game, seat, seats, side ("killer"|"survivors"|None), options, round, phase, result
  decision   {seat, kind, prompt, frame (only for a seat of the deciding side)}
  killer     {id, name, level, strength, stealth, seen, reappeared (where it last came out of STEALTH),
              loc (the Killer's side, or when not in STEALTH),
              fsa (count), delays [locs known], droids [Eyebot's droid locations, open], and for the Killer: hand, deck (count), discard, fsa_cards,
              locked, delay_tokens}
  survivors  [{char, name, seat, health, fear, out}] (+ loc, items, bandage on the Survivors' side)
  blocks, noise_known, firecracker, rescue, vehicle_ready, device_stage, sightings
  team       (Survivors' side only) {keys, radio, vehicle, fuel, noise, cat, alarm, ropes, repaired,
              device {stage, weakness, location, tactic (its text)}, charges {item uid: left}, exchanges {held {uid: [chars]}, moved, settled}, decks {name: count}, discards {name: [uids]},
              located {loc, round} (where the last LOCATE found the Killer, unknown to it) or None}
  killers    every Killer (Double Trouble: two; variants_double.view): {id, name, seat, acting, first, level,
              strength, stealth, seen, loc (hidden from the Survivors in STEALTH), fsa, delays} (+ the cards
              on the Killer side, one team)
  traits     {killer: [trait ids], killer_flipped: [the once-a-game ones used] (public), survivors: {char:
              [ids]} (the Survivors' side only)}
  separate_ways  None, or {first, kills, vehicle_gone, escaped} (+ keys {char: [uids]} on the Survivors' side)
"""
from __future__ import annotations

from . import traits, variants, variants_double, variants_separate
from .device import device_card
from .info import KILLER_SEAT
from .parasitoid_view import patch as patch_infection


def exchanges(d) -> dict:
    """A copy of this turn's exchange log (common.exchange_log), read without creating it."""
    x = d.get("xchg") or {}
    return {"held": {u: list(c) for u, c in x.get("held", {}).items()}, "moved": list(x.get("moved", ())),
            "settled": list(x.get("settled", ()))}


def side_of(state, seat):
    if seat is None:
        return None
    return "killer" if seat in variants.killer_seats(state) else "survivors"


def make_view(state, seat, decision) -> dict:
    d = state.d
    side = side_of(state, seat)
    k = d["killer"]
    top = d["stack"][-1] if d["stack"] else None
    deciding_side = side_of(state, decision.seat) if decision.seat is not None else None
    if deciding_side == side and top is not None:
        dec = {"seat": decision.seat, "kind": decision.kind, "prompt": decision.prompt, "frame": dict(top)}
    elif deciding_side == "survivors":
        dec = {"seat": decision.seat, "kind": "survivors", "prompt": "The Survivors are deciding.", "frame": None}
    else:
        dec = {"seat": decision.seat, "kind": decision.kind, "prompt": decision.prompt, "frame": None}
    killer = {"id": k["id"], "name": state.killer_name(), "level": k["level"], "strength": k["strength"],
              "stealth": k["stealth"], "seen": k["seen"],
              "loc": k["loc"] if (side == "killer" or not k["stealth"]) else None,
              "fsa": len(k["fsa"]), "delays": [t["loc"] for t in k["delay"] if side == "killer" or not t["secret"]],
              "droids": list(k.get("droids", ())),  # Eyebot's droids are placed on both boards at once
              "reappeared": k.get("reappeared")}  # where it last came out of STEALTH (a DELAY may move it on)
    if side == "killer":
        killer.update(hand=list(k["hand"]), deck=len(k["deck"]), discard=list(k["discard"]),
                      fsa_cards=list(k["fsa"]), locked=list(k["locked"]), actions=k["actions"])
    team_side = side == "survivors"
    surv = []
    for char, s in d["surv"].items():
        row = {"char": char, "name": state.name(char), "seat": s["seat"], "health": s["health"], "fear": s["fear"],
               "out": s["out"]}
        if team_side:
            row.update(loc=s["loc"], items=list(s["items"]), bandage=s["bandage"])
        surv.append(row)
    out = {
        "game": "terrorscape", "seat": seat, "seats": d["seats"], "side": side, "killer_seat": KILLER_SEAT,
        "options": dict(d["options"]), "round": d["round"], "phase": d["phase"], "result": d["result"],
        "decision": dec, "killer": killer, "survivors": surv, "blocks": sorted(d["blocks"]),
        "noise_known": list(d["noise_known"]), "firecracker": d["firecracker"] if d["phase"][0] == "k" else None,
        "rescue": d["rescue"], "vehicle_ready": bool(d.get("vehicle_ready")), "device_stage": d["device"]["stage"],
        "sightings": [dict(x) for x in d["sightings"]],
        "traits": traits.view(state, side),
        "killers": variants_double.view(state, side),
        "separate_ways": variants_separate.view(state, side),
        "encounter": dict(d["enc"]) if d["enc"] else None, "showdown": dict(d["showdown"]) if d["showdown"] else None,
    }
    if team_side:
        card = device_card(state)
        stage = d["device"]["stage"]
        out["team"] = {
            "keys": d["keys"], "radio": d["radio"], "vehicle": d["vehicle"], "fuel": d["fuel"],
            "noise": list(d["noise"]), "cat": dict(d["cat"]) if d["cat"] else None,
            "alarm": dict(d["alarm"]) if d["alarm"] else None, "ropes": list(d["ropes"]),
            "repaired": list(d["repaired"]), "waits": d["waits"], "queue": list(d["queue"]),
            "charges": dict(d["charges"]),
            "exchanges": exchanges(d),  # this turn's exchanges: who held what, who may not move again
            "device": {"stage": stage, "weakness": card["weakness"] if stage else None,
                       "location": card["location"] if stage else None,
                       "tactic": card.get("text", "") if stage > 1 else None},
            "decks": {name: len(cards) for name, cards in d["decks"].items()},
            "discards": {name: list(cards) for name, cards in d["discards"].items()},
            "located": dict(d["located"]) if d.get("located") else None,
        }
    if d.get("infect") is not None:
        patch_infection(state, seat, side, out)
    return out
