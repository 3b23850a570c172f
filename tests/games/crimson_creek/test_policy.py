"""The heuristic AI seat: it reads only its view, and plays sensibly."""
from __future__ import annotations

from game.ai import make_agent
from game.core.actions import Action
from game.core.rng import Rng
from game.games.crimson_creek.ai import policy
from game.games.crimson_creek.rules import RULES

from .scenario import Table, standard_sleeves
from .test_fuzz import play
from .test_rules import trigger_attack


def _choose(t, seat=None, memory=None):
    seat = RULES.decision(t.state).seat if seat is None else seat
    return policy.choose(RULES.view(t.state, seat), RULES.legal_actions(t.state), Rng(1), "normal",
                         memory if memory is not None else policy.new_memory(seat))


def _board(chars=("jock", "geek", "cheerleader", "goth")):
    t = Table(chars=chars)
    t.set_sleeves(*standard_sleeves())
    return t


def test_it_declares_the_lair_when_it_knows_it():
    t = _board()
    t.place("goth", "cabin")
    t.place("jock", "lake")
    kn = t.d["players"][t.seat("goth")]["knows"]
    kn["peeks"] = dict(t.d["sleeves"])  # every sleeve seen: the Cabin must be the Lair
    t.start_turn("goth")
    assert _choose(t) == Action("declare")


def test_it_runs_to_the_lair_it_knows_then_declares():
    t = _board()
    t.place("goth", "woods")
    t.place("jock", "lake")
    t.d["players"][t.seat("goth")]["knows"]["lair"] = "cabin"
    t.start_turn("goth")
    assert _choose(t) == Action("move", to="cabin")


def test_in_a_chase_it_leaves_the_location_it_knows_is_attacked_for_one_it_knows_is_safe():
    t = _board()
    t.place("goth", "barn")
    t.place("jock", "highway")
    kn = t.d["players"][t.seat("goth")]["knows"]["peeks"]
    kn.update({"window": "barn", "lantern": "campfire"})
    trigger_attack(t, "jock", ["window"])
    t.act("stay")  # the Jock (trigger) first
    assert RULES.decision(t.state).seat == t.seat("goth")
    assert _choose(t) == Action("move", to="campfire")


def test_in_a_chase_it_stays_where_it_knows_it_is_safe():
    t = _board()
    t.place("goth", "campfire")
    t.place("jock", "highway")
    t.d["players"][t.seat("goth")]["knows"]["peeks"].update({"lantern": "campfire"})
    trigger_attack(t, "jock", ["window"])
    t.act("stay")
    assert _choose(t) == Action("stay")


def test_in_a_chase_it_follows_an_informed_player_when_it_knows_nothing():
    t = _board()
    t.place("geek", "barn")
    t.place("goth", "barn")
    t.place("jock", "highway")
    t.d["public_peeks"].append([t.seat("geek"), "window"])
    t.d["players"][t.seat("geek")]["knows"]["peeks"]["window"] = "barn"
    memory = policy.new_memory(t.seat("goth"))
    events = trigger_attack(t, "jock", ["window"])
    policy.observe(memory, [RULES.redact(e, t.seat("goth")) for e in events])
    while RULES.decision(t.state).seat != t.seat("goth"):
        seat = RULES.decision(t.state).seat
        action = Action("move", to="campfire") if seat == t.seat("geek") else Action("stay")
        policy.observe(memory, [RULES.redact(e, t.seat("goth")) for e in t.act(action.kind, **dict(action.params))])
    choice = _choose(t, memory=memory)
    assert choice.kind == "move"  # the Geek, who looked in the Window sleeve, fled the Barn


def test_it_hides_before_the_third_attack_when_calm():
    t = _board()
    t.place("goth", "lake")
    t.place("jock", "highway")
    t.d["attacks"] = 2
    t.d["players"][t.seat("goth")]["knows"]["peeks"]["camera"] = "lake"
    t.start_turn("goth")
    assert _choose(t) == Action("hide", tile="boat")


def test_the_possessed_ai_lies_when_it_shares():
    t = _board(chars=("jock", "geek"))
    t.d["clue_sleeves"], t.d["possessed"] = ["blonde", "jacket"], "jock"
    t.place("jock", "cabin")
    t.place("geek", "cabin")
    t.d["players"][t.seat("jock")]["knows"]["clues"] = {"0": "blonde", "1": "jacket"}
    t.start_turn("jock")
    t.act("share", seat=t.seat("geek"))
    memory = policy.new_memory(t.seat("jock"))
    for _ in range(30):
        if RULES.decision(t.state).kind != "claim" or RULES.decision(t.state).seat != t.seat("jock"):
            break
        a = _choose(t, memory=memory)
        t.act(a.kind, **dict(a.params))
    claim = t.d["players"][t.seat("geek")]["knows"]["claims"][-1]
    assert set(claim["clues"]) == {"glasses", "jacket"}  # the Geek's traits: it frames the Geek


def test_the_truthful_ai_claims_what_it_saw():
    t = _board(chars=("jock", "geek"))
    t.d["clue_sleeves"], t.d["possessed"] = ["blonde", "jacket"], "jock"
    t.place("jock", "cabin")
    t.place("geek", "cabin")
    kn = t.d["players"][t.seat("geek")]["knows"]
    kn["clues"] = {"0": "blonde"}
    kn["peeks"] = {"window": "barn"}
    t.start_turn("geek")
    t.act("share", seat=t.seat("jock"))
    for _ in range(10):
        if RULES.decision(t.state).seat != t.seat("geek"):
            break
        a = _choose(t)
        t.act(a.kind, **dict(a.params))
    claim = t.d["players"][t.seat("jock")]["knows"]["claims"][-1]
    assert claim["clues"] == ["blonde"] and claim["locs"] == ["barn"]


def test_accusations():
    t = _board(chars=("jock", "geek"))
    t.d["clue_sleeves"], t.d["possessed"] = ["blonde", "jacket"], "jock"
    t.d["players"][t.seat("jock")]["knows"]["clues"] = {"0": "blonde", "1": "jacket"}
    t.d["players"][t.seat("geek")]["knows"]["clues"] = {"1": "jacket"}
    t.d["players"][t.seat("geek")]["knows"]["claims"] = [{"from": 5, "act": 1, "locs": [], "clues": ["blonde"]}]
    t.place("jock", "cabin")
    t.place("geek", "cabin")
    t.d["stack"] = [{"t": "accuse", "seat": t.seat("jock"), "sole": False}]
    assert _choose(t) == Action("accuse", char="jock")  # the possessed names himself: his only way to win
    t.d["stack"] = [{"t": "accuse", "seat": t.seat("geek"), "sole": False}]
    assert _choose(t) == Action("accuse", char="jock")  # jacket seen, blonde claimed


def test_ai_seats_survive_far_more_often_than_random_seats():
    ai_alive = ai_seats = rnd_alive = rnd_seats = 0
    for g in range(40):
        players = 2 + g % 5
        agents = {s: make_agent("heuristic", "crimson_creek", s) for s in range(players) if (s + g) % 2 == 0}
        state, _ = play(40_000 + g, players, {"variant": "standard"}, agents=agents, check=False)
        for p in state.d["players"]:
            survived = p["alive"] or p["out"] is None or state.d["accusations"].get(str(p["seat"])) is not None
            if p["seat"] in agents:
                ai_seats += 1
                ai_alive += survived
            else:
                rnd_seats += 1
                rnd_alive += survived
    assert ai_alive / ai_seats > 2 * (rnd_alive / rnd_seats)
    assert ai_alive / ai_seats > 0.3


def test_the_ai_never_reads_the_state():
    import inspect
    src = inspect.getsource(policy)
    assert ".d[" not in src and "state" not in src.replace("statement", "")


# -- weighing claims that may lie (Normal; the Easy slip `trusts_claims` counts them as votes) ----------
CLUES = [{"id": "glasses", "name": "Glasses", "characters": ["geek", "goth", "preppy"]},
         {"id": "blonde", "name": "Blonde Hair", "characters": ["preppy", "jock", "cheerleader"]},
         {"id": "jacket", "name": "Jacket", "characters": ["geek", "jock", "punk"]},
         {"id": "boots", "name": "Boots", "characters": ["goth", "cheerleader", "punk"]}]


def _lineup_view(claims, lair=None):
    """The Cheerleader (seat 0) at the line-up: she saw Glasses (the Geek, the Goth or the Preppy)."""
    chars = ["cheerleader", "jock", "goth", "geek"]
    return {"seat": 0, "act": 3, "decision": {"kind": "accuse", "frame": {}},
            "me": {"char": "cheerleader", "possessed": False, "suspects": ["geek", "goth", "preppy"]},
            "players": [{"seat": s, "char": c, "is_me": s == 0} for s, c in enumerate(chars)],
            "clues": CLUES, "claims": claims, "lair": {"known": lair, "revealed": lair}}


def _accuses(view, level="normal"):
    legal = [Action("accuse", char=c) for c in ("geek", "goth", "preppy", "jock", "cheerleader", "punk")]
    return policy.choose(view, legal, Rng(1), level, policy.new_memory(0))["char"]


def test_the_line_up_weighs_a_framing_claim_against_an_honest_one():
    """The Goth (possessed) claims the Geek's two clues; the Jock honestly claims Boots. Counting votes
    ties the Geek and the Goth; weighing who would be lying names the Goth."""
    claims = [{"from": 2, "act": 3, "locs": [], "clues": ["glasses", "jacket"]},
              {"from": 1, "act": 3, "locs": [], "clues": ["boots"]}]
    view = _lineup_view(claims)
    weight = policy.suspicion(view)
    assert max(weight, key=weight.get) == "goth"
    assert _accuses(view) == "goth"
    votes = policy._naive_votes(view, ["geek", "goth", "preppy"])
    assert votes["geek"] == votes["goth"] == 2  # what the Easy seat (trusting every claim) goes by


def test_a_claim_naming_the_lair_gives_its_sender_away():
    """Alone, a claim of the Geek's two clues is most likely honest; naming the Lair as a location seen
    in a sleeve this Act shows it is a lie, and its sender becomes the suspect."""
    claim = {"from": 2, "act": 3, "locs": ["cemetery"], "clues": ["glasses", "jacket"]}
    assert _accuses(_lineup_view([claim])) == "geek"
    assert _accuses(_lineup_view([claim], lair="cemetery")) == "goth"


def test_a_claim_of_more_clues_than_there_are_tells_nothing():
    noise = {"from": 1, "act": 3, "locs": [], "clues": ["glasses", "blonde", "jacket"]}
    weight = policy.suspicion(_lineup_view([noise]))
    assert weight == {"geek": 1.0, "goth": 1.0, "preppy": 1.0}
