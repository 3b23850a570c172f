"""The heuristic AI seat for Zombie. It reads only its seat's view and the legal actions.

Plan: hurt the strongest rival camp, keep its own camp alive, keep reactions for real threats,
pass the Survival Die to the weakest rival (the good die to whoever threatens it least) and the
Infection Die to the strongest, and accept trades only when it gains.
Levels: "easy" plays the first sensible choice with some randomness; "normal" and "hard" score
every choice ("hard" also weighs its whole hand before discarding).
"""
from __future__ import annotations

from .content import load_content

CHAR_VALUE = 3.0


def _cards():
    return load_content().cards


def strength(camp: dict) -> float:
    if not camp["alive"]:
        return -1.0
    return camp["survivors"] + CHAR_VALUE * sum(len(u) for u in camp["units"])


def _mods_value(card, phase: str) -> float:
    if card is None:
        return 0.0
    sign = 1 if phase == "survival" else -1
    return sign * (card.mod(phase) + 0.5 * card.mod(phase + "_die"))


def _rivals(view) -> list:
    mine = set(view["my_camps"])
    return [c for c in view["camps"] if c["alive"] and c["id"] not in mine]


def _threat(view, c: int) -> float:
    """How much a camp stands between us and winning: its strength, relative to the leader."""
    camp = view["camps"][c]
    return strength(camp) + (5 if view["dice"].get("survival") == c else 0)


def _effect_value(view, eff: dict, target: int, actor: int) -> float:
    mine = set(view["my_camps"])
    camp = view["camps"][target]
    own = 1.0 if target in mine else -1.0
    threat = 1.0 + _threat(view, target) / 20.0
    n = eff.get("n", 0)
    do = eff["do"]
    people = camp["survivors"] + sum(len(u) for u in camp["units"])
    if do in ("kill_survivors", "lose_survivors"):
        hit = min(n, people)
        return -own * hit * (threat if own < 0 else 1.5) + (8 if own < 0 and hit >= people else 0)
    if do == "gain_survivors":
        return own * min(n, view["city_center"]["survivors"]) * (1.0 if own > 0 else threat)
    if do in ("steal_survivors", "move_survivors"):
        k = min(n, camp["survivors"])
        return (2 * k * threat) if own < 0 else -2 * k
    if do == "kill_character":
        return -own * CHAR_VALUE * min(n, len(camp["units"])) * threat
    if do == "steal_character":
        return (2 * CHAR_VALUE * threat) if own < 0 and camp["units"] else -5
    if do == "destroy_hideout":
        if camp["hideout"] is None:
            return 0.0
        h = _cards()[camp["hideout"]["id"]]
        return -own * (2 + _mods_value(h, camp["phase"])) * (threat if own < 0 else 1)
    if do == "discard_random":
        return -own * n
    if do == "take_die":
        good = eff["die"] == "survival"
        return own * (4 if good else -6) if own > 0 else (-3 if good else 6 * threat)
    if do == "infection_die":
        return -own * 6 * threat if camp["phase"] == "survival" else -own
    return 0.0


def _score_play(view, action, me: int) -> float:
    cards = _cards()
    hand = {c["uid"]: c for c in view["hand"]}
    card = cards[hand[action["card"]]["id"]]
    targets = list(action["targets"])
    if card.type == "action":
        if not targets:
            targets = [c["id"] for c in view["camps"] if c["alive"] and
                       not (card.target == "all_other" and c["id"] == me)]
        total = 0.0
        for eff in card.effects:
            if eff["do"] in ("move_survivors", "swap_hideouts"):
                a, b = targets
                if eff["do"] == "move_survivors":
                    k = min(eff["n"], view["camps"][a]["survivors"])
                    total += k * ((1 if b in view["my_camps"] else -0.5) + (1 if a not in view["my_camps"] else -1))
                else:
                    ha, hb = view["camps"][a]["hideout"], view["camps"][b]["hideout"]
                    va = _mods_value(cards[ha["id"]] if ha else cards["no_hideout"], view["camps"][a]["phase"])
                    vb = _mods_value(cards[hb["id"]] if hb else cards["no_hideout"], view["camps"][b]["phase"])
                    if a in view["my_camps"]:
                        total += vb - va
                    elif b in view["my_camps"]:
                        total += va - vb
                continue
            for t in targets:
                total += _effect_value(view, eff, t, me)
        return total
    t = targets[0]
    camp = view["camps"][t]
    own = t in view["my_camps"]
    if card.type == "character":
        value = CHAR_VALUE + _mods_value(card, camp["phase"]) + 1.5 * len(card.powers)
        return value if own else -value
    # hideout
    current = cards[camp["hideout"]["id"]] if camp["hideout"] else cards["no_hideout"]
    gain = _mods_value(card, camp["phase"]) - _mods_value(current, camp["phase"]) + 0.5 * len(card.powers)
    if camp["hideout"] is None:
        gain += 2.0
    return gain if own else -gain - 1.0


def _score_reaction(view, action) -> float:
    chain = view["chain"]
    mine = set(view["my_camps"])
    protect = action.get("protect")
    if action.kind == "react":
        card = _cards()[next(c["id"] for c in view["hand"] if c["uid"] == action["card"])]
        do = card.react["do"]
    else:
        do = "escape"
    if do == "negate":
        last = chain["reactions"][-1] if chain and chain["reactions"] else None
        if last is None:
            return -1
        helped = last.get("protect")
        if helped is None:
            return 1.0
        return 3.0 if helped not in mine else -5.0
    if protect in mine:
        actor_card = _cards()[chain["card"]["id"]]
        harm = sum(-_effect_value(view, eff, protect, chain["actor"]) for eff in actor_card.effects
                   if eff["do"] not in ("move_survivors", "swap_hideouts"))
        if any(eff["do"] in ("move_survivors", "swap_hideouts") for eff in actor_card.effects):
            harm += 2
        cost = 1.0 if action.kind == "react" else 2.5
        return harm - cost
    return -2.0  # do not help rivals


def choose(view, legal, rng, level="normal", memory=None):
    frame = view["decision"]["frame"] or {}
    kind = view["decision"]["kind"]
    if level == "easy" and rng.random() < 0.3:
        return legal[rng.randbelow(len(legal))]
    me = frame.get("camp", view["my_camps"][0] if view["my_camps"] else 0)
    camps = view["camps"]

    def best(score):
        scored = [(score(a), i) for i, a in enumerate(legal)]
        top = max(s for s, _ in scored)
        ties = [i for s, i in scored if s >= top - 1e-9]
        return legal[ties[rng.randbelow(len(ties))]]

    if kind == "take_action":
        def score(a):
            if a.kind == "play":
                return _score_play(view, a, me)
            if a.kind == "discard":
                return _discard_score(view, a, me)
            if a.kind == "trade":
                return _trade_value(view, me, a["partner"], a["give"], a["take"]) - 1.0
            return 0.0
        return best(score)
    if kind == "react":
        return best(lambda a: 0.0 if a.kind == "no_reaction" else _score_reaction(view, a))
    if kind in ("event", "zombie_play"):
        def score(a):
            targets = [a["target"]] if a.kind == "play_event" else list(a["targets"])
            return sum(-1 if t in view["my_camps"] else _threat(view, t) for t in targets)
        return best(score)
    if kind in ("pass_die", "zombie_pass_infection"):
        die = legal[0]["die"]
        sign = 1 if die == "infection" else -1  # the bad die to the strong, the good die to the weak
        return best(lambda a: (sign * _threat(view, a["to"])) - (50 if a["to"] in view["my_camps"] and sign > 0 else 0))
    if kind == "trade":
        value = _trade_value(view, frame["partner"], frame["camp"], frame["take"], frame["give"])
        return next(a for a in legal if a.kind == ("accept_trade" if value > 0.5 else "decline_trade"))
    if kind in ("choose_unit", "zombie_kill_char"):
        def unit_score(a):
            unit = camps[a["camp"]]["units"][a["unit"]]
            card = _cards()[unit[-1]["id"]]
            worth = _mods_value(card, camps[a["camp"]]["phase"]) + len(card.powers)
            return -worth if a["camp"] in view["my_camps"] else worth + _threat(view, a["camp"]) / 10
        return best(unit_score)
    if kind == "zombie_kill":
        return best(lambda a: _threat(view, a["camp"]) + (CHAR_VALUE if a.get("unit") is not None else 0))
    if kind in ("zombie_place_chip", "zombie_destroy_hideout"):
        return best(lambda a: _threat(view, a["camp"]))
    return legal[rng.randbelow(len(legal))]


def _discard_score(view, action, me) -> float:
    cards = _cards()
    hand = {c["uid"]: c for c in view["hand"]}
    worst = 0.0
    for uid in action["cards"]:
        card = cards[hand[uid]["id"]]
        if card.type == "action" and all(e["do"] == "gain_survivors" for e in card.effects) \
                and view["city_center"]["survivors"] == 0:
            worst += 1.0  # useless now
        elif card.type == "hideout" and view["camps"][me]["hideout"] is not None:
            worst += 0.1
        else:
            worst -= 0.6
    return worst


def _side_value(view, camp_id, side) -> float:
    if side[0] == "survivors":
        return float(side[1])
    if side[0] == "unit":
        unit = view["camps"][camp_id]["units"][side[1]]
        phase = view["camps"][camp_id]["phase"]
        return sum(CHAR_VALUE + _mods_value(_cards()[c["id"]], phase) for c in unit)
    h = view["camps"][camp_id]["hideout"]
    return _mods_value(_cards()[h["id"]] if h else _cards()["no_hideout"], view["camps"][camp_id]["phase"])


def _trade_value(view, me, partner, give, take) -> float:
    """What `me` gains: value of what it takes minus what it gives."""
    return _side_value(view, partner, take) - _side_value(view, me, give)
