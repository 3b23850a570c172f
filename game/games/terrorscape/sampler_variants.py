"""The variants' part of a sampled state (sampler.py): Traits & Survival Difficulty.

Traits: the Killer's kept traits are public (copied, with their lasting MODs and the once-a-game ones it
flipped); the Survivors' are seen by their side (copied there) and hidden from the Killer, whose sample
deals each Survivor as many as the difficulty keeps from the Survivor traits. Setup is over at every
rebuilt decision: nothing left to pick. Separate Ways and Double Trouble are not rebuilt (`VARIANTS`).
"""
from __future__ import annotations

from .traits import once_key

VARIANTS = ("traits",)  # the variant options whose state is rebuilt here


def traits_on(options: dict) -> bool:
    return options.get("traits", "off") not in ("off", "", None, False)


def build(view, content, d: dict, rng) -> None:
    if not traits_on(view["options"]):
        return
    tv = view["traits"]
    k = d["killer"]
    k["traits"] = list(tv["killer"])
    for tid in k["traits"]:
        for ab in content.traits[tid]["abilities"]:
            if ab["on"] == "always":
                for e in ab["effects"]:
                    if e["kw"] == "MOD":
                        k["mods"][e["stat"]] = k["mods"].get(e["stat"], 0) + e["n"]
    d["once_game"] += [once_key(t) for t in tv["killer_flipped"] if once_key(t) not in d["once_game"]]
    if "survivors" in tv:
        survivor = {c: list(v) for c, v in tv["survivors"].items()}
    else:
        keep = content.difficulty[view["options"]["traits"]]["survivor_keep"]
        deck = sorted(t for t, tr in content.traits.items() if tr["side"] == "survivor")
        rng.shuffle(deck)
        survivor = {}
        for c in d["surv"]:
            survivor[c], deck = deck[:keep], deck[keep:]
    d["traits"] = {"decks": {"survivor": [], "killer": []}, "todo": [], "survivor": survivor}
