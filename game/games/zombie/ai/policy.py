"""The heuristic AI seat for Zombie. It reads only its seat's view and the legal actions.

Plan: hurt the strongest rival camp, keep its own camp alive, keep reactions for real threats,
pass the Survival Die to the weakest rival (the good die to whoever threatens it least) and the
Infection Die to the strongest, and accept trades only when it gains.
Levels: "normal" scores every choice and takes the best. "easy" is the same seat with the slips a
person makes (data/easy_slips.toml, rolled with the seat's RNG): now and then it takes the runner-up,
plays its flashiest card, forgets to react, or accepts a trade that only looks even.
"""
from __future__ import annotations

from game.core.actions import Action
from game.core.slips import load_slips

from .. import trade as TR
from ..content import load_content

CHAR_VALUE = 3.0
TRADE_COST = 1.0  # a trade spends the Take Action: it must beat playing or passing by this much
ACCEPT_GAIN = 0.5  # an offered trade is accepted when it gains at least this much
SURVIVAL_DIE_THREAT = 5.0  # a camp holding the Survival Die counts this much stronger
WIPE_OUT_BONUS = 8.0  # a kill that empties a rival camp is worth this much on top
OWN_LOSS_WEIGHT = 1.5  # a survivor lost in its own camp weighs this much (a rival's: by its threat)
REACT_COST = 1.0  # a reaction card spent to save its camp must save more than this
ESCAPE_COST = 2.5  # a once-only escape power (the Church, the Lookout) is kept for a worse blow
# The slips an Easy seat makes (rates and what they look like: data/easy_slips.toml).
SLIPS = ("second_best", "flashy_card", "missed_reaction", "fair_looking_trade")


def easy_slips():
    return load_slips("zombie", SLIPS)


def new_memory(seat: int) -> dict:
    """What the seat remembers from the events it was shown: the trade offers that were declined."""
    return {"seat": seat, "declined": []}


def observe(memory: dict, events: list) -> None:
    for e in events:
        if e.get("type") == "trade_declined" and e.get("give_key") is not None:
            memory["declined"].append({"by": e["by"], "partner": e["partner"], "give": e["give_key"],
                                       "take": e["take_key"]})


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
    return strength(camp) + (SURVIVAL_DIE_THREAT if view["dice"].get("survival") == c else 0)


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
        return -own * hit * (threat if own < 0 else OWN_LOSS_WEIGHT) + (WIPE_OUT_BONUS if own < 0 and hit >= people else 0)
    if do == "gain_survivors":
        return own * min(n, view["city_center"]["survivors"]) * (1.0 if own > 0 else threat)
    if do in ("steal_survivors", "move_survivors"):
        k = min(n, camp["survivors"])  # then characters stand in for the rest
        k += CHAR_VALUE * min(n - k, sum(len(u) for u in camp["units"]))
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
    if card.target == "two" and len(targets) == 1:  # the first camp: worth its best second camp
        seconds = [c["id"] for c in view["camps"] if c["alive"] and c["id"] != targets[0]]
        return max((_score_play(view, Action("play", card=action["card"], targets=(targets[0], b)), me)
                    for b in seconds), default=-1e9)
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
                    k += CHAR_VALUE * min(eff["n"] - k, sum(len(u) for u in view["camps"][a]["units"]))
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
        cost = REACT_COST if action.kind == "react" else ESCAPE_COST
        return harm - cost
    return -2.0  # do not help rivals


def _flash(card) -> float:
    """How big a card looks in the hand: the Easy seat's pull towards its flashiest play."""
    if card.type != "action":
        return 2.0 + len(card.powers)
    size = sum(eff.get("n", 3) for eff in card.effects)
    return size * (2 if card.target in ("all", "all_other", "two") else 1)


def _runner_up(scored, legal, rng):
    """The best of the actions scored below the top (None when every action scores the same)."""
    top = max(s for s, _ in scored)
    rest = [(s, i) for s, i in scored if s < top - 1e-9]
    if not rest:
        return None
    second = max(s for s, _ in rest)
    ties = [i for s, i in rest if s >= second - 1e-9]
    return legal[ties[rng.randbelow(len(ties))]]


def choose(view, legal, rng, level="normal", memory=None):
    frame = view["decision"]["frame"] or {}
    kind = view["decision"]["kind"]
    slips = easy_slips() if level == "easy" else None
    me = frame.get("camp", view["my_camps"][0] if view["my_camps"] else 0)
    camps = view["camps"]

    def best(score):
        scored = [(score(a), i) for i, a in enumerate(legal)]
        if slips is not None and len(legal) > 1 and slips.roll("second_best", rng, memory):
            slipped = _runner_up(scored, legal, rng)
            if slipped is not None:
                return slipped
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
                offer = _best_offer(view, me, a["partner"], memory)
                return -1e9 if offer is None else offer[0] - TRADE_COST
            return 0.0
        plays = [a for a in legal if a.kind == "play"]
        if slips is not None and plays and slips.roll("flashy_card", rng, memory):
            return _flashy_play(view, plays, me)
        return best(score)
    if kind in ("trade_give", "trade_take", "trade_count"):
        return _trade_step(view, frame, legal, memory)
    if kind == "second_target":
        def second(a):
            if a.kind == "back":
                return -1e9
            if frame["source"] == "action" and frame.get("card") is not None:
                return _score_play(view, Action("play", card=frame["card"], targets=(frame["first"], a["camp"])), me)
            return -1 if a["camp"] in view["my_camps"] else _threat(view, a["camp"])
        return best(second)
    if kind == "react":
        choice = best(lambda a: 0.0 if a.kind == "no_reaction" else _score_reaction(view, a))
        if slips is not None and choice.kind != "no_reaction" and slips.roll("missed_reaction", rng, memory):
            return next(a for a in legal if a.kind == "no_reaction")
        return choice
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
        accept = value > ACCEPT_GAIN
        if slips is not None and not accept and value > -slips.param("fair_looking_trade", "margin") \
                and slips.roll("fair_looking_trade", rng, memory):
            accept = True
        return next(a for a in legal if a.kind == ("accept_trade" if accept else "decline_trade"))
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


def _flashy_play(view, plays, me):
    """The Easy slip: the flashiest card in hand, at its best target, whatever else was better."""
    cards = _cards()
    hand = {c["uid"]: c["id"] for c in view["hand"]}
    return max(plays, key=lambda a: (_flash(cards[hand[a["card"]]]), _score_play(view, a, me)))


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


def _side_value(view, camp_id, side, holder=None) -> float:
    """What a side of a trade held by `camp_id` is worth in the camp `holder` (default: the same)."""
    phase = view["camps"][camp_id if holder is None else holder]["phase"]
    if side[0] == "survivors":
        return float(side[1])
    if side[0] == "unit":
        unit = view["camps"][camp_id]["units"][side[1]]
        return sum(CHAR_VALUE + _mods_value(_cards()[c["id"]], phase) for c in unit)
    h = view["camps"][camp_id]["hideout"]
    return _mods_value(_cards()[h["id"]] if h else _cards()["no_hideout"], phase)


def _trade_value(view, me, partner, give, take) -> float:
    """What `me` gains: value of what it takes minus what it gives. With a partner camp of the same
    player (Allied Camps) what counts is the player's gain over both camps, so nothing is shuffled to
    and fro for a camp's sake alone."""
    gain = _side_value(view, partner, take, holder=me) - _side_value(view, me, give)
    if partner in view["my_camps"]:
        gain += _side_value(view, me, give, holder=partner) - _side_value(view, partner, take)
    return gain


def _side_key(view, camp_id, side) -> list:
    """A side by what it holds (as trade events name it), so an offer is known again after units move."""
    camp = view["camps"][camp_id]
    if side[0] == "survivors":
        return ["survivors", side[1]]
    if side[0] == "unit":
        return ["unit", [c["id"] for c in camp["units"][side[1]]]]
    return ["hideout", camp["hideout"]["id"] if camp["hideout"] else None]


def _declined_before(memory, me, partner, give_key, take_key) -> bool:
    """An offer no better for the partner than one it declined: the same sides, or fewer survivors
    given for the same thing, or more survivors asked for the same thing."""
    for d in (memory or {}).get("declined", ()):
        if d["by"] != me or d["partner"] != partner:
            continue
        same_give, same_take = d["give"] == give_key, d["take"] == take_key
        if same_give and same_take:
            return True
        if same_take and give_key[0] == d["give"][0] == "survivors" and give_key[1] <= d["give"][1]:
            return True
        if same_give and take_key[0] == d["take"][0] == "survivors" and take_key[1] >= d["take"][1]:
            return True
    return False


def _best_offer(view, me, partner, memory, give=None, take=None):
    """(value, give, take) of the best whole offer to `partner` that agrees with the steps taken so
    far (`give`/`take` without their count) and was not just declined; None if there is none. Ties go
    to the first offer in a fixed order, so every step of one trade follows the same plan."""
    best = None
    for g, t in TR.offers(view["camps"][me], view["camps"][partner]):
        if give is not None and tuple(g[:1] if g[0] == "survivors" else g) != tuple(give):
            continue
        if take is not None and tuple(t[:1] if t[0] == "survivors" else t) != tuple(take):
            continue
        if _declined_before(memory, me, partner, _side_key(view, me, g), _side_key(view, partner, t)):
            continue
        value = _trade_value(view, me, partner, g, t)
        if best is None or value > best[0]:
            best = (value, g, t)
    return best


def _trade_step(view, frame, legal, memory):
    """Carry on building the best offer; go back when none is left worth making."""
    me, partner = frame["camp"], frame["partner"]
    offer = _best_offer(view, me, partner, memory, frame.get("give"), frame.get("take"))
    if offer is not None and offer[0] - TRADE_COST > 0:
        steps = TR.steps(partner, offer[1], offer[2])
        index = {"trade_give": 1, "trade_take": 2, "trade_count": 3}[view["decision"]["kind"]]
        if steps[index] in legal:
            return steps[index]
    return next(a for a in legal if a.kind == "back")
