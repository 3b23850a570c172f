"""Twins of a Crimson Creek state that differ ONLY in what one seat may not know (sleeves it did not peek,
the Lair, Clue cards it did not see and so who is possessed, other seats' peeks, clues, claims and
accusations, deck orders, the RNG, another seat's claim draft). Used by the hidden-information audit of
`python -m game fuzz`, the view tests and the fairness tests."""
from __future__ import annotations

from game.core.rng import Rng
from game.games.crimson_creek.content import load_content, possessed_of

ORDER_ONLY = ("deck orders",)  # twins that only reorder piles (game.core.fuzz_audit)


def hidden_twins(state, seat, rng):
    """Copies of `state` where only things `seat` may not know differ."""
    d = state.d
    kn = d["players"][seat]["knows"]
    out = []
    # Two sleeves this seat has not seen (and that are not revealed) trade their cards.
    unseen = [i for i in d["sleeves"] if i not in kn["peeks"] and i not in d["revealed"]]
    if len(unseen) >= 2:
        s = state.clone()
        a, b = unseen[0], unseen[1]
        s.d["sleeves"][a], s.d["sleeves"][b] = s.d["sleeves"][b], s.d["sleeves"][a]
        out.append(("two unseen sleeves", s))
    if unseen and not kn["lair"] and not d["lair_revealed"]:
        s = state.clone()
        i = unseen[-1]
        s.d["sleeves"][i], s.d["lair"] = s.d["lair"], s.d["sleeves"][i]
        out.append(("an unseen sleeve and the Lair", s))
    # Clue cards it has not seen.
    seen = {int(k): v for k, v in kn["clues"].items()}
    clues = list(load_content().clue_order)
    if len(seen) < 2:
        s = state.clone()
        for i in range(2):
            if i in seen:
                continue
            other = seen.get(1 - i)
            choices = [c for c in clues if c != other and c != s.d["clue_sleeves"][1 - i]]
            s.d["clue_sleeves"][i] = choices[rng.randbelow(len(choices))]
        s.d["possessed"] = possessed_of(*s.d["clue_sleeves"])
        out.append(("unseen clues", s))
    # Other seats' private knowledge.
    for other in range(d["seats"]):
        if other == seat:
            continue
        s = state.clone()
        okn = s.d["players"][other]["knows"]
        okn["peeks"] = {i: l for i, l in s.d["sleeves"].items()}
        okn["clues"] = {"0": s.d["clue_sleeves"][0], "1": s.d["clue_sleeves"][1]}
        okn["claims"].append({"from": seat, "act": s.d["act"], "locs": ["cabin"], "clues": ["boots"]})
        okn["lair"] = s.d["lair"]
        if str(other) in s.d["accusations"]:
            s.d["accusations"][str(other)] = "punk" if s.d["accusations"][str(other)] != "punk" else "geek"
        out.append((f"seat {other}'s knowledge", s))
        break
    # Deck orders and the RNG.
    s = state.clone()
    rng.shuffle(s.d["attack"]["deck"])
    rng.shuffle(s.d["reveal_deck"])
    rng.shuffle(s.d["search"]["deck"])
    s.rng = Rng(12345)
    out.append(("deck orders", s))
    # Another seat's claim being drafted.
    top = state.d["stack"][-1] if state.d["stack"] else None
    if top and top["t"] == "claim" and top["seat"] != seat:
        s = state.clone()
        s.d["stack"][-1]["locs"] = list(s.d["act_locs"][:2])
        s.d["stack"][-1]["clues"] = ["glasses"]
        out.append(("another seat's claim draft", s))
    return out
