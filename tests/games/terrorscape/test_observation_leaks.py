"""What a seat learns from what happens, not only from what it is shown: how many lines a step makes for it,
which decisions appear in its view, who is asked and when. Each test plays two (or three) branches that differ
only in something the observing seat may not know (the other side's choice, or the Killer's hand) and
compares what the observer perceives until its own side's next decision: the lines it is shown
(rules.redact) and its view (rules.view), step by step. A step that shows it no line and leaves its view as
it was is not perceived at all (nothing at the table changed for it). Fixture map and cards:
tests/games/terrorscape/fixtures.py."""
from __future__ import annotations

from game.core.actions import Action
from game.games.terrorscape.rules import RULES
from game.games.terrorscape.view import side_of

from .fixtures import ScriptedRng, fixture_world, jump, new  # noqa: F401  (fixture_world: autouse)

KILLER, SURVIVORS = 0, 1
# The continuation both branches play: the plainest choice, the same on both sides of the screen.
PLAIN = ("pass", "stop", "done", "draw", "unfear", "take_unlocked")


def act(state, kind, **params):
    return RULES.apply(state, Action(kind, **params))


def plain(state):
    legal = RULES.legal_actions(state)
    kind = RULES.decision(state).kind
    if kind == "discover_who":
        return legal[-1]  # the last Survivor (Zach), who never moves in these tests
    if kind in ("discover_pick", "s_pick"):
        return next((a for a in legal if not a["item"]), legal[0])
    return next((a for k in PLAIN for a in legal if a.kind == k), legal[0])


def perceived(state, observer, first, policy=plain):
    """Play `first` (an action, or a list of them), then `policy` until the observer's side decides: what
    the observer perceives, a list of (lines shown, view) of the steps that showed it anything new."""
    firsts = list(first) if isinstance(first, (list, tuple)) else [first]
    seen, last = [], RULES.view(state, observer)
    mine = side_of(state, observer)
    for _ in range(200):
        action = firsts.pop(0) if firsts else policy(state)
        events = RULES.apply(state, action)
        lines = [r for r in (RULES.redact(e, observer) for e in events) if r is not None]
        view = RULES.view(state, observer)
        if lines or view != last:
            seen.append((lines, view))
        last = view
        decider = RULES.decision(state).seat
        if not firsts and (decider is None or side_of(state, decider) == mine):
            return seen
    raise AssertionError("the observer never decided again")


def killer_turn(state, phase="k_fast", loc=None, hand=None):
    k = state.d["killer"]
    if loc:
        k["loc"] = k["seen"] = loc
    if hand is not None:
        for uid in hand:
            for pile in (k["deck"], k["discard"], k["locked"]):
                if uid in pile:
                    pile.remove(uid)
        k["deck"] += [u for u in k["hand"] if u not in hand]
        k["hand"] = list(hand)
    jump(state, phase)


def cards(state, card_id, n=1):
    k = state.d["killer"]
    found = [u for u in k["hand"] + k["deck"] + k["discard"] + k["locked"] if u.rsplit(".", 1)[0] == card_id]
    assert len(found) >= n, card_id
    return found[:n]


# -- 1. STEALTH -------------------------------------------------------------------------------------------------
def test_stealth_steps_are_not_counted():
    """Cloaking: [STEALTH] x2. Staying put, one step, or two: the Survivors may not tell which (no line, or
    a line less, once told them that the Killer never left the place they last saw it)."""
    state = new()
    killer_turn(state, phase="k_main", loc="R3", hand=cards(state, "cloaking"))
    act(state, "play", card=state.d["killer"]["hand"][0])
    stay, one, two = (RULES.clone(state) for _ in range(3))
    r1 = Action("move", to="R1", discard="")
    runs = [perceived(stay, SURVIVORS, [Action("stop")]),
            perceived(one, SURVIVORS, [r1, Action("stop")]),
            perceived(two, SURVIVORS, [r1, Action("move", to="G1", discard="")])]
    assert (stay.d["killer"]["loc"], one.d["killer"]["loc"], two.d["killer"]["loc"]) == ("R3", "R1", "G1")
    assert runs[0] == runs[1] == runs[2]


# -- 2. fleeing -------------------------------------------------------------------------------------------------
def _encounter_won(state):
    """Evelyn alone at the Crew Quarter (G5) fends Orion off; then the flee."""
    d = state.d
    for c in ("roy", "zach"):
        d["surv"][c]["loc"] = "G4"
    d["surv"]["evelyn"]["loc"] = "G5"
    state.rng = ScriptedRng([4] * 12)
    killer_turn(state, phase="k_main", loc="G5", hand=[])
    act(state, "search")
    while RULES.decision(state).kind != "e_flee":
        RULES.apply(state, plain(state))
    assert d["enc"]["success"]


def test_flee_or_stay_looks_the_same():
    state = new()
    _encounter_won(state)
    stay, flee = RULES.clone(state), RULES.clone(state)
    a = perceived(stay, KILLER, Action("stop"))
    b = perceived(flee, KILLER, Action("step", to="G4"))
    assert flee.d["surv"]["evelyn"]["loc"] == "G4" and stay.d["surv"]["evelyn"]["loc"] == "G5"
    assert a == b


# -- 3. the attack card -----------------------------------------------------------------------------------------
def test_attack_card_step_always_asked():
    """The Survivors may not learn at an encounter whether the Killer holds a playable attack card: the
    step is asked either way (with only `pass` when nothing can be played)."""
    states = []
    for hand in (["spear_gun", "pursue"], ["listen", "pursue"]):
        state = new()
        d = state.d
        for c in ("roy", "zach"):
            d["surv"][c]["loc"] = "G4"
        d["surv"]["evelyn"]["loc"] = "G5"
        state.rng = ScriptedRng([0] * 12)
        killer_turn(state, phase="k_main", loc="G5", hand=[cards(state, c)[0] for c in hand])
        states.append(state)
    with_card, without = (perceived(s, SURVIVORS, Action("search")) for s in states)
    assert with_card == without
    assert RULES.decision(states[1]).kind == "weapon"
    assert any(v["decision"]["kind"] == "e_card" for _, v in without)  # asked, though it could only pass


# -- 4. one or two move steps -----------------------------------------------------------------------------------
def test_one_or_two_move_steps_look_the_same():
    state = new()
    d = state.d
    d["surv"]["evelyn"]["loc"] = "G3"
    jump(state, "s_start")
    assert RULES.decision(state).kind == "s_act" and state.d["stack"][-1]["char"] == "evelyn"
    act(state, "step", to="G2")
    assert RULES.decision(state).kind == "s_move"
    one, two = RULES.clone(state), RULES.clone(state)
    a = perceived(one, KILLER, Action("stop"))
    b = perceived(two, KILLER, Action("step", to="G1"))
    assert (one.d["surv"]["evelyn"]["loc"], two.d["surv"]["evelyn"]["loc"]) == ("G2", "G1")
    assert a == b


# -- 5. levelling up --------------------------------------------------------------------------------------------
def _about_to_level(full: bool):
    """Level 2 Orion, 2 cards left in the deck, draws 3: the empty deck levels him up to 3 and unlocks
    Guided Spear-Gun, with 4 cards in hand (full by then) or 2 (room for it)."""
    state = new()
    k = state.d["killer"]
    everything = k["hand"] + k["deck"]
    n = 4 if full else 2
    k["level"], k["strength"] = 2, 5
    k["hand"], k["deck"], k["discard"] = everything[:n], everything[n:n + 2], everything[n + 2:]
    jump(state, "k_draw")
    return state


def test_level_up_unlock_hidden():
    """Whether the Killer's hand was full when a card unlocked, and whether it then took the card or left
    it: the Survivors see the same decision and the same lines either way."""
    def pay(state):
        legal = RULES.legal_actions(state)
        return next((a for a in legal if a.kind == "pay"), plain(state))
    leave = perceived(_about_to_level(True), SURVIVORS, Action("draw"))
    take = perceived(_about_to_level(True), SURVIVORS, Action("draw"), policy=pay)
    room = perceived(_about_to_level(False), SURVIVORS, Action("draw"))
    assert leave == take == room
    assert any(v["decision"]["kind"] == "k_unlock" for _, v in room)


# -- 6. keeping a card, an extra action ---------------------------------------------------------------------------
def test_keep_card_or_none_looks_the_same():
    state = new()
    deck = state.d["decks"]["discover"]
    deck.sort(key=lambda u: u.startswith("the_cat"), reverse=True)  # no cat on top: "none" may be kept
    jump(state, "s_discover")
    act(state, "discover", char="roy")
    assert RULES.decision(state).kind == "discover_pick"
    card = state.d["stack"][-1]["cards"][0]
    keep, none = RULES.clone(state), RULES.clone(state)
    a = perceived(keep, KILLER, Action("pick", item=card))
    b = perceived(none, KILLER, Action("pick", item=""))
    assert a == b


def test_extra_action_or_done_looks_the_same():
    """Evelyn has taken her main action: she discards an item (an extra action) and is then done, or is
    done at once. The Killer may not tell the two apart (a line for the extra action told it)."""
    state = new()
    d = state.d
    d["surv"]["evelyn"]["items"].append(d["decks"]["medical"].pop())
    jump(state, "s_start")
    act(state, "unfear")
    extra, done = RULES.clone(state), RULES.clone(state)
    a = perceived(extra, KILLER, Action("discard", item=d["surv"]["evelyn"]["items"][-1]))
    b = perceived(done, KILLER, Action("done"))
    assert a == b


# -- 7. Separate Ways: who removed the block ----------------------------------------------------------------------
def test_separate_ways_names_who_removed_the_block():
    """"If a Survivor removes a block token, they must be the one who informs the Killer" (Separate Ways):
    the Killer's line names the Survivor, so Roy's unblocking and Zach's look different to it."""
    lines = {}
    for char in ("roy", "zach"):
        state = new(seats=4, separate_ways=True)
        d = state.d
        d["sw"]["first"] = char
        d["surv"][char]["loc"] = "G2"
        d["blocks"].append("G1-G2")
        jump(state, "s_start")
        while RULES.decision(state).kind == "sw_escape":  # every Survivor is asked; none can escape here
            act(state, "stay")
        assert d["stack"][-1]["char"] == char
        events = act(state, "unblock", edge="G1-G2")
        shown = [RULES.redact(e, KILLER) for e in events if e["type"] == "unblock"]
        assert len(shown) == 1 and shown[0]["char"] == char and state.name(char) in shown[0]["text"]
        lines[char] = shown[0]
    assert lines["roy"] != lines["zach"]
    # the ordinary game: the team informs the Killer, nobody is named
    state = new()
    state.d["surv"]["evelyn"]["loc"] = "G2"
    state.d["blocks"].append("G1-G2")
    jump(state, "s_start")
    events = act(state, "unblock", edge="G1-G2")
    shown = [RULES.redact(e, KILLER) for e in events if e["type"] == "unblock"]
    assert "char" not in shown[0] and "Evelyn" not in shown[0]["text"]


def test_stealth_main_actions_are_not_counted():
    """In STEALTH at its main actions (a fast card put it there): passing at once, one hidden [MOVE] then a
    pass, or two: the Survivors see the same two steps asked and the same lines."""
    state = new()
    killer_turn(state, phase="k_main", loc="R3", hand=[])
    state.d["killer"].update(stealth=True, seen="R3")
    runs = [perceived(RULES.clone(state), SURVIVORS, first) for first in (
        [Action("pass")], [Action("move", to="R1", discard=""), Action("pass")],
        [Action("move", to="R1", discard=""), Action("move", to="G1", discard="")])]
    assert runs[0] == runs[1] == runs[2]


# -- who is asked, with a player for each Survivor --------------------------------------------------------------
def test_a_longer_flee_asks_every_step_so_the_next_survivors_turn_comes_as_late(monkeypatch):
    """A flee of two steps (a trait's): staying at once asked the next Survivor's player a step sooner than
    fleeing did, and the Killer saw which player was asked."""
    from game.games.terrorscape import encounter
    real = encounter.stat
    monkeypatch.setattr(encounter, "stat", lambda state, char, name: 2 if name == "flee" else real(state, char, name))
    state = new(seats=4)
    d = state.d
    for c in ("evelyn", "roy"):
        d["surv"][c]["loc"] = "G5"
    d["surv"]["zach"]["loc"] = "B4"
    state.rng = ScriptedRng([4] * 12)
    killer_turn(state, phase="k_main", loc="G5", hand=[])
    act(state, "search")
    while RULES.decision(state).kind != "e_flee":
        RULES.apply(state, plain(state))
    char = d["stack"][-1]["char"]
    stay, flee = RULES.clone(state), RULES.clone(state)
    shown = []
    for branch, action in ((stay, Action("stop")), (flee, Action("step", to="G4"))):
        events = RULES.apply(branch, action)
        shown.append(([r for r in (RULES.redact(e, KILLER) for e in events) if r], RULES.view(branch, KILLER),
                      RULES.decision(branch).seat))
    assert flee.d["surv"][char]["loc"] == "G4" and stay.d["surv"][char]["loc"] == "G5"
    assert shown[0] == shown[1] and shown[0][2] == d["surv"][char]["seat"]  # her second step, taken or not
    assert perceived(stay, KILLER, Action("stop")) == perceived(flee, KILLER, Action("stop"))


def test_an_exchange_that_overflows_asks_the_player_making_it():
    """Roy gives Evelyn (three items already) a fourth: her overflow is settled by Roy's player, as a discard
    of his would go on: asking Evelyn's player showed the Killer that an item changed hands."""
    state = new(seats=4)
    d = state.d
    for c in ("evelyn", "roy"):
        d["surv"][c]["loc"] = "G3"
    d["surv"]["evelyn"]["items"] = [d["decks"]["medical"].pop() for _ in range(3)]
    d["surv"]["roy"]["items"] = [d["decks"]["weapon"].pop()]
    jump(state, "s_actions", queue=["roy", "evelyn", "zach"])
    act(state, "unfear")
    uid = d["surv"]["roy"]["items"][0]
    give, drop = RULES.clone(state), RULES.clone(state)
    shown = []
    for branch, action in ((give, Action("give", item=uid, to="evelyn")), (drop, Action("discard", item=uid))):
        events = RULES.apply(branch, action)
        shown.append(([r for r in (RULES.redact(e, KILLER) for e in events) if r], RULES.view(branch, KILLER),
                      RULES.decision(branch).seat))
    assert RULES.decision(give).kind == "s_overflow" and d["surv"]["roy"]["seat"] != d["surv"]["evelyn"]["seat"]
    assert shown[0] == shown[1] and shown[0][2] == d["surv"]["roy"]["seat"]


def test_separate_ways_asks_everyone_whether_to_escape():
    """At the start of a Separate Ways turn a Survivor with three keys at the Main Exit may escape: asking only
    that one showed the Killer who held the keys, and where. Every remaining Survivor is asked, in turn order."""
    asked = []
    for keys in ([], ["key.0", "key.1", "key.2"]):
        state = new(seats=4, separate_ways=True)
        d = state.d
        d["sw"]["first"] = "evelyn"
        d["surv"]["zach"].update(loc="G5", keys=list(keys))
        jump(state, "s_start")
        seen = []
        while RULES.decision(state).kind == "sw_escape":
            seen.append((RULES.decision(state).seat, RULES.view(state, KILLER)))
            act(state, "stay")
        asked.append(seen)
    assert asked[0] == asked[1] and len(asked[0]) == 3
