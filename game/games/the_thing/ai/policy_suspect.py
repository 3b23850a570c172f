"""What a computer seat of The Thing remembers and how it judges who is a Thing, from its own view and the events
it was shown (never the state).

`chances(view, memory)` -> ({npc: p}, [p per seat]): how likely each living NPC and each player is a Thing, as
this seat sees it (0..1):
- facts first: what a reveal showed (a Blood Test, MacReady's hot wire, The Thing Attacks!, the end), its own
  infection cards, what its own peeks showed (only the cards under the NPC since then are unknown), and for the
  Thing player everything (it placed every infection card);
- else the cards' share: each infection card under an NPC is Infected! with the chance PER_CARD (the first two
  of the game are never both Infected!: FIRST_CARD each), each multi-player card a player holds is "You are now
  a Thing!" with the share of such cards the set-up leaves in play;
- then what the table showed: an NPC that worked beside others at a site and was not used for The Thing
  Attacks! is a little less likely a Thing (SPARED); a Shredded Longjohns pair with a Thing puts at least one of
  the two in it; a player who cancelled a card, refused Bad Blood or a Blood Test, or kept a full hand while
  the encounter it was at failed, is a little more likely one; a player who helped a roll a little less.
"""
from __future__ import annotations

from ..info import THING_SEAT
from ..state import content

PER_CARD = 0.6  # designed: the share of Infected! among the regular infection cards (9 of 14), the Thing's leaning
FIRST_CARD = 0.45  # designed: each of the first two cards (never both Infected!)
SPARED = 0.85  # designed: odds factor for an NPC left working beside others without a Thing Attack
IDLE = 1.5  # odds factor: a full hand kept while its encounter failed
HELPED = 0.8  # odds factor: a card played or discarded into a roll
SHADY = 2.0  # odds factor: a card cancelled that helped the Outpost; Bad Blood or a Blood Test refused
FULL_HAND = 4  # cards in hand that make an idle player look idle


def new_memory(seat: int) -> dict:
    """`first`: the NPCs given the first two infection cards; `peeks` {npc: kinds seen}; `pairs` [[a, b,
    infected]]; `spared` {npc: times}; `odds` {seat: factor}; `at` {char: site} this round; `attacked`
    whether this round had The Thing Attacks!; `played` [card ids seen played face up]; `seen` encounters."""
    return {"seat": seat, "first": [], "peeks": {}, "pairs": [], "spared": {}, "odds": {}, "at": {},
            "attacked": False, "played": [], "seen": [], "public": {}, "sedated": {}, "round_helpers": {},
            "slips": {}}


def _odds(memory: dict, seat, factor: float) -> None:
    if seat is None or seat == THING_SEAT:
        return
    k = str(seat)
    memory["odds"][k] = min(20.0, max(0.05, memory["odds"].get(k, 1.0) * factor))


def _round_over(memory: dict) -> None:
    """Every NPC that worked beside another character and was not revealed by an attack: spared once."""
    if not memory["attacked"]:
        sites: dict = {}
        for ch, site in memory["at"].items():
            sites.setdefault(site, []).append(ch)
        for site, crew in sites.items():
            if len(crew) >= 2 or site == "encounter":  # the Outpost players are always at the encounter
                for ch in crew:
                    memory["spared"][ch] = memory["spared"].get(ch, 0) + 1
    memory["at"], memory["attacked"], memory["round_helpers"] = {}, False, {}


def observe(memory: dict, events: list) -> None:
    me = memory["seat"]
    for e in events:
        t = e.get("type")
        if t == "encounter":
            _round_over(memory)
            memory["seen"].append(e["id"])
        elif t == "sent":
            memory["at"][e["char"]] = e["site"]
        elif t == "thing_attacks":
            memory["attacked"] = True
        elif t == "infection" and "npc" in e and len(memory["first"]) < 2 and not memory["seen"][1:]:
            memory["first"].append(e["npc"])
        elif t == "peek" and e["seat"] == me and "saw" in e:
            memory["peeks"][e["npc"]] = list(e["saw"])
        elif t == "longjohns" and e["seat"] == me and "infected" in e:
            memory["pairs"].append([e["npcs"][0], e["npcs"][1], bool(e["infected"])])
        elif t == "final_reveal" and e["infected"]:
            memory["final_things"] = memory.get("final_things", 0) + 1
        elif t in ("blood_test", "cut_loose") and "npc" in e:
            memory["public"][e["npc"]] = list(e["cards"])
        elif t == "play":
            if e["card"] != "infection":
                memory["played"].append(e["card"])
            if e["seat"] != THING_SEAT and e["card"] != "infection" and _helps(e["card"]):
                memory["round_helpers"][str(e["seat"])] = True
        elif t == "discard_dice":
            memory["round_helpers"][str(e["seat"])] = True
        elif t == "cancelled":
            if e["seat"] != THING_SEAT and e["by"] != THING_SEAT:
                _odds(memory, e["by"], SHADY)  # an Outpost player stopped another's card
        elif t == "bad_blood" and not e["discarded"]:
            _odds(memory, e["seat"], SHADY)
        elif t == "blood_refused":
            _odds(memory, e["seat"], SHADY)
        elif t == "sedated":
            memory["sedated"][e["npc"]] = True
        elif t == "encounter_result":
            helpers = memory["round_helpers"]
            for k in helpers:
                _odds(memory, int(k), HELPED)
            if not e["passed"]:
                memory["failed_crew"] = True  # the idle check needs the view: done in chances()
            memory["last_result"] = {"passed": e["passed"], "helpers": list(helpers)}


def _helps(cid: str) -> bool:
    return content().cards[cid]["kind"] in ("dice", "success", "burn", "reroll", "target", "shield")


def note_idle(view: dict, memory: dict) -> None:
    """After a failed encounter: the Outpost players at it who kept FULL_HAND cards and helped not at all."""
    last = memory.pop("last_result", None)
    if not last or last["passed"]:
        return
    for x, row in enumerate(view["players"]):
        if x in (THING_SEAT, view["seat"]) or row["dead"] or str(x) in last["helpers"]:
            continue
        if row["hand_size"] >= FULL_HAND and row["char"] and view["chars"][row["char"]]["site"] == "encounter":
            _odds(memory, x, IDLE)


_SHARE: dict = {}


def multi_share(seats: int) -> float:
    """The share of "You are now a Thing!" among the multi-player cards the set-up leaves in play (kept per
    content and seat count: the end-game's playouts ask it thousands of times a decision)."""
    key = (id(content()), seats)
    share = _SHARE.get(key)
    if share is None:
        share = _multi_share(seats)
        _SHARE[key] = share
    return share


def _multi_share(seats: int) -> float:
    row = content().players[seats]
    if not row["multi"]:
        return 0.0
    thing = human = 0
    for c in content().cards.values():
        if c["kind"] == "multi_thing":
            thing += c["count"]
        elif c["kind"] == "multi_human":
            human += c["count"]
    thing, human = max(0, thing - row["remove_thing"]), max(0, human - row["remove_human"])
    return thing / (thing + human) if thing + human else 0.0


def public_chance(view: dict, memory: dict, x: int) -> float:
    """How likely player x is a Thing from what the whole table saw: its multi-player cards and its conduct."""
    q = multi_share(view["seats"])
    p = 1.0 - (1.0 - q) ** view["players"][x]["infection_cards"]
    return _from_odds(max(p, 0.03), memory["odds"].get(str(x), 1.0))


def _from_odds(p: float, factor: float) -> float:
    if p <= 0.0 or p >= 1.0:
        return p
    o = p / (1.0 - p) * factor
    return o / (1.0 + o)


def npc_chance(view: dict, memory: dict, ch: str) -> float:
    row = view["chars"][ch]
    if "infection" in row:  # the Thing player, a reveal, the end
        return 1.0 if "infected" in row["infection"] else 0.0
    public = memory["public"].get(ch)
    cards = row["infection_cards"]
    if public is not None:
        if "infected" in public:
            return 1.0
        cards -= len(public)
    seen = memory["peeks"].get(ch)
    if seen is not None and not memory.get("slip_now", {}).get("forgets_peek"):
        if "infected" in seen:
            return 1.0
        cards -= len(seen)
        first = False
    else:
        first = ch in memory["first"]
    cards = max(0, cards)
    if not cards:
        return 0.0
    clean = (1.0 - FIRST_CARD) * (1.0 - PER_CARD) ** (cards - 1) if first else (1.0 - PER_CARD) ** cards
    p = 1.0 - clean
    return _from_odds(p, SPARED ** min(4, memory["spared"].get(ch, 0)))


def chances(view: dict, memory: dict):
    """({npc: p}, [p per seat]) as this seat judges them (cached per view)."""
    key = id(view)
    cache = memory.get("_chances")
    if cache is not None and cache[0] == key and cache[1] is view:
        return cache[2]
    if memory.get("last_result"):
        note_idle(view, memory)
    npcs = {ch: npc_chance(view, memory, ch) for ch, row in view["chars"].items()
            if row["seat"] is None and row["alive"]}
    for a, b, infected in memory["pairs"]:
        if a in npcs and b in npcs:
            if infected:
                either = 1.0 - (1.0 - npcs[a]) * (1.0 - npcs[b])
                if either > 0:
                    npcs[a], npcs[b] = min(1.0, npcs[a] / either), min(1.0, npcs[b] / either)
    me = view["seat"]
    seats = []
    for x, row in enumerate(view["players"]):
        if x == THING_SEAT:
            seats.append(1.0)
        elif "infection" in row:  # its own, or the Thing player's view
            seats.append(1.0 if "multi_thing" in row["infection"] else 0.0)
        elif row["revealed"] or row.get("tested") == "thing":
            seats.append(1.0)
        elif row["dead"]:
            seats.append(0.0)
        else:
            seats.append(public_chance(view, memory, x) if x != me else 0.0)
    out = (npcs, seats)
    memory["_chances"] = (key, view, out)
    return out
