"""The variants' part of a sampled state (sampler.py): Traits & Survival Difficulty, Separate Ways, Double
Trouble.

Traits: the Killer's kept traits are public (copied, with their lasting MODs and the once-a-game ones it
flipped); the Survivors' are seen by their side (copied there) and hidden from the Killer, whose sample
deals each Survivor as many as the difficulty keeps from the Survivor traits. Setup is over at every
rebuilt decision: nothing left to pick.
Separate Ways: the first Survivor token, the eliminations and the escapes are public (copied); each
Survivor's keys are seen by the Survivors' side (copied) and dealt by the Killer's sample to the Survivors
still in play (sampler.py samples how many there are, as it does the Keys on the stand); an eliminated
Survivor's body lies where it was last seen, with the items the sample gave it. Consent to an exchange
or a showdown is a decision of its own (sw_agree), never under way at a rebuilt decision.
Double Trouble: both Killers (sampler_killers.py, each from its own row of the view and its own memory),
the first Killer token (public), whose turn it is (the acting Killer), whether an encounter ended this
Killer phase (public, search.py's memory), each Killer drawing 2; the key-backed card on the stand and a
repair progress at each repair location from the setup (sampler.py).
Traits with Double Trouble are not rebuilt: the view shows only the acting Killer's traits (`rebuilt`).
"""
from ..traits import once_key

VARIANTS = ("traits", "separate_ways", "double_trouble", "second_killer", "killer_players")  # rebuilt here
PLAIN = (None, False, "", "off", "auto", "random", "standard")  # an option's values that change no rule


def traits_on(options: dict) -> bool:
    return options.get("traits", "off") not in PLAIN


def double_trouble(options: dict) -> bool:
    return options.get("double_trouble") not in PLAIN


def separate_ways(options: dict) -> bool:
    return options.get("separate_ways") not in PLAIN


def rebuilt(options: dict) -> bool:
    """Whether the sampler rebuilds a game with these options (every variant, but not Traits with Double
    Trouble)."""
    return options.get("variant", "standard") in PLAIN and not (traits_on(options) and double_trouble(options))


def kept_keys(view) -> set:
    """The keys the Survivors keep on themselves (Separate Ways, the Survivors' side)."""
    sw = view.get("separate_ways") or {}
    return {u for keys in (sw.get("keys") or {}).values() for u in keys}


def place_keys(view, d: dict, keys: list, rng) -> None:
    """The Killer's sample: the keys found go on the stand, or (Separate Ways) to the Survivors in play."""
    if not separate_ways(view["options"]):
        d["stand"] += keys
        return
    chars = [c for c, s in d["surv"].items() if s["out"] is None] or list(d["surv"])
    for c in d["surv"]:
        d["surv"][c]["keys"] = []
    for uid in keys:
        d["surv"][chars[rng.randbelow(len(chars))]]["keys"].append(uid)


def build(view, content, d: dict, rng, enc: bool = False) -> None:
    """`enc`: an encounter ended this Killer phase (Double Trouble; search.py's memory)."""
    options = view["options"]
    if separate_ways(options):
        sw = view["separate_ways"]
        d["sw"] = {"first": sw["first"], "kills": sw["kills"], "vehicle_gone": sw["vehicle_gone"]}
        if "showdown_refused" in sw:
            d["sw"]["showdown_refused"] = sw["showdown_refused"]
        for c, s in d["surv"].items():
            s["keys"] = list(sw["keys"][c]) if "keys" in sw else s.get("keys", [])
    if double_trouble(options):
        rows = view["killers"]
        first = next(i for i, row in enumerate(rows) if row["first"])
        acting = next(i for i, row in enumerate(rows) if row["acting"])
        turn = 1 if view["phase"][0] == "k" and acting != first else 0
        d["dt"] = {"order": [row["id"] for row in rows], "first": first, "turn": turn, "enc": bool(enc)}
        for k in [d["killer"]] + d["other_killers"]:
            k["mods"]["draw"] = k["mods"].get("draw", 0) - 1  # "the Killer draws 2 cards instead of 3"
    if traits_on(options):
        _traits(view, content, d, rng)


def _traits(view, content, d: dict, rng) -> None:
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
