"""The heuristic's Thing player (it sees every infection card it played, nothing of the Outpost players' hands).

It infects without a pattern: an infection card most encounters, the NPC drawn by weight (the ones the Outpost
players trust and send out weigh more, the ones already infected less) and now and then a Human card where an
Infected! would do; multi-player cards go to the Outpost players, "You are now a Thing!" first to El Capitan or
the player least suspected. It times The Thing Attacks!: only where the selections the discards leave kill enough
(Outpost players weigh most), sooner when the NPC's own Thing-out ability pays (Blair, Norris, Bennings) or the
NPC is about to be tested. It feeds the Blair-saucer and rolls it once the cards under it give a fair chance or
the end is near, and at 5-6 players spends its Coast cards at once.
"""
from __future__ import annotations

from ..info import THING_SEAT
from ..state import content
from . import policy_suspect as suspect
from .policy_cards import thing_anytime
from .policy_common import kind, npc_dice, of, skills

HUMAN_MIX = 3  # designed: one infection in this many is a Human card when the Thing holds both (no pattern)
PASS_SOMETIMES = 8  # designed: one Suspicion phase in this many the Thing holds its card back
ATTACK_AT = 2.5  # designed: the value of the victims an attack must reach (Outpost player 3, NPC 1)
HIDDEN_BELIEF = 0.3  # designed: how often the Outpost players think the Thing keeps an Infected! NPC hidden at the end
BURN_AT = 0.5  # designed: an Outpost player burns at the end when it puts a Thing among them at this chance or more
SAUCER_ROLL_AT = 7  # designed: cards under the Blair-saucer before it is rolled (3 sixes: about 10% at 7)


def _npc_weight(view, ch, rng) -> float:
    row = view["chars"][ch]
    w = 1.0 + npc_dice(ch) + 0.5 * len(skills(ch))
    if "infected" in row.get("infection", ()):
        w *= 0.25  # already a Thing: another card there is wasted, unless as cover
    if row["site"] == "shed":
        w *= 0.5
    return w * (0.5 + rng.random())


def first_infect(view, legal, rng, memory):
    """Antarctica, Winter 1982: one Human and one Infected!, on NPCs drawn by weight."""
    placed = view["frame"].get("placed", [])
    want = "human" if "infected" in placed else "infected" if "human" in placed else \
        ("infected" if rng.randbelow(2) else "human")
    options = [a for a in legal if kind(a["card"]) == want] or legal
    return max(options, key=lambda a: _npc_weight(view, a["target"], rng))


def infect(view, legal, rng, memory):
    plays = [a for a in legal if a.kind == "infect"]
    if not plays or rng.randbelow(PASS_SOMETIMES) == 0:
        return of(legal, "pass") or legal[0]
    multi = [a for a in plays if kind(a["card"]) in ("multi_thing", "multi_human")]
    things = [a for a in multi if kind(a["card"]) == "multi_thing"]
    if things:
        return max(things, key=lambda a: _player_weight(view, a["target"], rng))
    regular = [a for a in plays if kind(a["card"]) in ("human", "infected")]
    if regular:
        kinds = {kind(a["card"]) for a in regular}
        want = "human" if ("human" in kinds and ("infected" not in kinds or rng.randbelow(HUMAN_MIX) == 0)) \
            else "infected"
        if multi and rng.randbelow(3) == 0:
            return max(multi, key=lambda a: _player_weight(view, a["target"], rng))
        options = [a for a in regular if kind(a["card"]) == want]
        return max(options, key=lambda a: _npc_weight(view, a["target"], rng))
    return max(multi, key=lambda a: _player_weight(view, a["target"], rng))


def _player_weight(view, seat, rng) -> float:
    row = view["players"][seat]
    if "multi_thing" in row.get("infection", ()):
        return 0.1 * rng.random()  # already one of ours
    w = 1.0 + (2.0 if view["capitan"] == seat else 0.0) - 0.5 * row["infection_cards"]
    return w + rng.random()


def suspicion_give(view, legal, rng, memory):
    gives = [a for a in legal if a.kind == "give"]
    thing = [a for a in gives if kind(a["card"]) == "suspicion_thing"]
    if thing and rng.randbelow(2) == 0:
        return thing[0]
    if gives and rng.randbelow(3) > 0:
        return next((a for a in gives if kind(a["card"]) == "suspicion"), gives[0])
    return of(legal, "pass") or legal[0]


def _attack_value(view, npc) -> float:
    site = view["chars"][npc]["site"]
    victims = [ch for ch, row in view["chars"].items() if row["alive"] and row["site"] == site and ch != npc]
    players = [row["seat"] for ch, row in view["chars"].items() if ch in victims and row["seat"] is not None]
    strength = content().attack["strength"] + (2 if content().characters[npc]["thingout"] == "norris" else 0)
    left = max(0, strength - sum(view["players"][x]["hand_size"] for x in players))
    ours = {ch for ch in victims if "infected" in view["chars"][ch].get("infection", ())
            or (view["chars"][ch]["seat"] is not None
                and "multi_thing" in view["players"][view["chars"][ch]["seat"]].get("infection", ()))}
    worth = sorted((3.0 if view["chars"][ch]["seat"] is not None else 1.0 + 0.3 * npc_dice(ch)
                    for ch in victims if ch not in ours), reverse=True)
    value = sum(worth[:left])
    if players:  # every Outpost player there loses the hand it holds (less the Suspicion cards)
        value += 0.25 * sum(view["players"][x]["hand_size"] for x in players)
    ability = content().characters[npc]["thingout"]
    value += {"blair": 2.0, "bennings": 1.0, "norris": 0.5}.get(ability, 0.0)
    return value


def thingout(view, legal, rng, memory):
    attacks = [a for a in legal if a.kind == "attack"]
    late = view["act"] >= 3 or view["encounters_left"] <= 4
    bar = ATTACK_AT - (1.0 if late else 0.0) + rng.random() * 0.8
    if attacks:
        best = max(attacks, key=lambda a: _attack_value(view, a["npc"]))
        if _attack_value(view, best["npc"]) >= bar:
            return best
    play = thing_anytime(view, [a for a in legal if a.kind == "play"], rng)
    return play or of(legal, "pass") or legal[0]


def select(view, legal, rng, memory):
    """A victim of The Thing Attacks!: an Outpost player not one of ours (the one already wounded, or a
    non-Tough one), then the NPC worth most, never one of ours while another is there."""
    hits = view["attack"]["hits"]

    def score(a):
        ch = a["char"]
        row = view["chars"][ch]
        seat = row["seat"]
        ours = "infected" in row.get("infection", ()) or (
            seat is not None and "multi_thing" in view["players"][seat].get("infection", ()))
        if ours:
            return -10.0
        tough = "tough" in skills(ch)
        s = (5.0 if seat is not None else 1.0 + npc_dice(ch)) + (3.0 if hits.get(ch) else 0.0)
        if tough and not hits.get(ch) and view["attack"]["left"] < 2:
            s -= 4.0  # one selection only wounds it
        return s
    return max(legal, key=score)


def saucer(view, legal, rng, memory):
    n = view["saucer"]
    soon = view["act"] >= 3 or view["encounters_left"] <= 3 or view["current"] == "destroy_saucer"
    return of(legal, "roll") if n >= SAUCER_ROLL_AT or (soon and n >= 3) else of(legal, "pass") or legal[0]


def blood_point(view, legal, rng, memory):
    """Point at a human holding an infection card (a reveal adds two Coast tokens); one of ours refuses."""
    humans = [a for a in legal if "multi_thing" not in view["players"][a["seat"]].get("infection", ())]
    pool = humans or legal
    return pool[rng.randbelow(len(pool))]


def final_reveal(view, legal, rng, memory):
    """Every Infected! NPC it reveals is a battle (a lost one wins the game); the ones it keeps back are Things left
    for See what happens. It judges what the Outpost players will make of the NPCs still hidden (from what the
    table showed them: policy.thing_left_chance's reasoning) and plays against it: all revealed when they would
    burn anyway, one kept back when they would believe it gone. The Human NPCs stay hidden, so the ones left
    tell them less."""
    infected = [a for a in legal if a.kind == "reveal" and "infected" in view["chars"][a["npc"]].get("infection", ())]
    if not infected:
        return of(legal, "stop") or legal[0]
    hidden_humans = [ch for ch, row in view["chars"].items() if row["seat"] is None and row["alive"]
                     and not row["revealed"] and row["infection_cards"] and "infected" not in row["infection"]]
    players_infected = any("multi_thing" in row.get("infection", ()) and not row["dead"] and not row["revealed"]
                           for x, row in enumerate(view["players"]) if x != THING_SEAT)
    if len(infected) == 1 and not players_infected:
        kept = _burn_belief(view, memory, hidden_humans + [infected[0]["npc"]],
                            revealed=bool(memory.get("final_things")))
        if kept < BURN_AT:
            return of(legal, "stop")  # they would believe it gone and wait: keep the last one back
    # The likeliest-looking first: the one kept back (if any) is the one they suspect least.
    return max(infected, key=lambda a: _burn_belief(view, memory, [a["npc"]], revealed=False))


def _burn_belief(view, memory, hidden: list, revealed: bool) -> float:
    """What the Outpost players will judge of a Thing among these hidden NPCs (public facts only), as
    policy.thing_left_chance judges it."""
    odds = 0.0
    for ch in hidden:
        row = {k: v for k, v in view["chars"][ch].items() if k != "infection"}
        public = dict(view, chars={**view["chars"], ch: row})
        p = min(0.95, suspect.npc_chance(public, memory, ch))
        odds += p / (1.0 - p)
    kept = odds * HIDDEN_BELIEF
    none = 1.0 - HIDDEN_BELIEF if revealed else 1.0
    npc_part = kept / (kept + none) if kept + none else 0.0
    # Each human also weighs the other players (not itself): one burn is enough, so the most worried one counts.
    alive = [x for x, row in enumerate(view["players"]) if x != THING_SEAT and not row["dead"] and not row["revealed"]]
    humans = [x for x in alive if "multi_thing" not in view["players"][x].get("infection", ())]
    clean = {x: 1.0 - suspect.public_chance(view, memory, x) for x in alive}
    worst = npc_part
    for h in humans:
        rest = 1.0
        for x in alive:
            if x != h:
                rest *= clean[x]
        worst = max(worst, 1.0 - (1.0 - npc_part) * rest)
    return worst


def destroy(view, legal, rng, memory):
    """The Thing's Destruction card: the escape task furthest along."""
    return max(legal, key=lambda a: view["tasks"][a["task"]]["tokens"] + (5 if a["task"] in ("radio", "helicopter")
                                                                          else 0))


__all__ = ["first_infect", "infect", "suspicion_give", "thingout", "select", "saucer", "blood_point",
           "final_reveal", "destroy"]
