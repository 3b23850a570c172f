"""What one seat may know: the public table, its own hand, nothing of other hands or the deck order."""
from __future__ import annotations

import marshal

from .ops import camp_name


def _card(state, uid) -> dict:
    card = state.card(uid)
    return {"uid": uid, "id": card.id, "name": card.name, "type": card.type,
            "rotated": uid in state.d["rotated"]}


def _redact_frame(frame: dict, seat) -> dict:
    frame = dict(frame)
    if frame["t"] == "react":
        frame.pop("queue", None)  # who else could react is not public
    if frame["t"] == "second_target" and frame["source"] == "action" and seat != frame["seat"]:
        frame["card"] = None  # still in the hand until both camps are chosen (it may go back)
    return frame


def _pending(state, seat) -> dict:
    """The work the table still owes, as every player at it knows it: the decisions waiting under the
    top one, the queued effects (who loses what, whose die passes), the whole reaction chain, and the
    card id of every card these name (all of them played or drawn in the open). A search that samples
    the hidden cards (game.games.zombie.ai.search) rebuilds the engine's state from this."""
    d = state.d
    stack = [_redact_frame(f, seat) for f in d["stack"][:-1]]
    ops = marshal.loads(marshal.dumps(d["ops"]))
    chain = marshal.loads(marshal.dumps(d["chain"])) if d["chain"] else None
    uids = [f["card"] for f in stack if f.get("card") is not None]
    for op in ops:
        uids += [op[k] for k in ("card",) if op.get(k) is not None]
        uids += op.get("discard", []) + op.get("rotate", []) + [u for _, u in op.get("sacrifices", [])]
    if chain:
        uids += [chain["card"]] + [r["uid"] for r in chain["reactions"]]
    top = d["stack"][-1] if d["stack"] else None
    if top and top.get("card") is not None and not (top["t"] == "second_target" and top["source"] == "action"
                                                    and seat != top["seat"]):
        uids.append(top["card"])
    return {"stack": stack, "ops": ops, "chain": chain,
            "card_ids": [[u, d["cards"][u]] for u in dict.fromkeys(uids)]}


def make_view(state, seat, decision) -> dict:
    d = state.d
    camps = []
    for camp in d["camps"]:
        camps.append({
            "id": camp["id"], "owner": camp["owner"], "name": camp_name(state, camp["id"]),
            "alive": camp["alive"], "phase": camp["phase"], "survivors": camp["survivors"],
            "zombie_chips": camp["zombie_chips"],
            "hideout": _card(state, camp["hideout"]) if camp["hideout"] is not None else None,
            "units": [[_card(state, u) for u in unit] for unit in camp["units"]],
        })
    top = _redact_frame(d["stack"][-1], seat) if d["stack"] else None
    chain = None
    if d["chain"]:
        ch = d["chain"]
        chain = {"card": _card(state, ch["card"]), "actor": ch["actor"], "seat": ch["seat"],
                 "targets": list(ch["targets"]),
                 "reactions": [{"card": r["card_id"], "seat": r["seat"], "do": r["do"], "protect": r["protect"],
                                "to": r.get("to"), "source": r["source"]} for r in ch["reactions"]]}
    return {
        "game": "zombie",
        "seat": seat,
        "seats": d["seats"],
        "allied": d["allied"],
        "options": dict(d["options"]),
        "strain": d["strain"],
        "camps": camps,
        "my_camps": [c["id"] for c in d["camps"] if seat is not None and c["owner"] == seat],
        "city_center": {"survivors": d["cc_survivors"], "zombies": d["cc_zombies"], "sporocarp": d["sporocarp"],
                        "units": [[_card(state, u) for u in unit] for unit in d["cc_units"]]},
        "draw_count": len(d["draw"]),
        "discard": [d["cards"][u] for u in d["discard"]],
        "removed_count": len(d["box"]),
        "dice": dict(d["dice"]),
        "turn": dict(d["turn"]),
        "hand": [_card(state, u) for u in d["hands"][seat]] if seat is not None else None,
        "hand_counts": [len(h) for h in d["hands"]],
        "decision": {"seat": decision.seat, "kind": decision.kind, "prompt": decision.prompt, "frame": top},
        "chain": chain,
        "bite_played": d["bite_played"],
        "result": d["result"],
        "pending": _pending(state, seat),
    }
