"""The Survivors' heuristic (policy.py's Easy and Normal): the most reachable victory, away from the Killer.

Every main action is scored as what it brings (a Key by its chance in the key deck, a repair of the
radio or the vehicle, the refuel, healing, the analysis, the Final Showdown's gathering) minus what it
risks: the chance the Killer finds this Survivor at the end of the turn (its distance from where the
Killer is or was last seen, more if the location will be in the noise report) times what a fight costs
(an injured Survivor's second wound loses the game; a good weapon makes a fight cheaper). A move is
scored by the best of where it can end. Once five Keys are on the stand the team gathers at the Main
Exit (at the vehicle once it is ready). The Final Showdown (policy_showdown.py): once analysed and holding
the weakness, the team prepares when its odds come near its prospects (fear off, weapons), and gathers at
the Killer's location and starts it when every Survivor can reach it this turn and its odds beat its
prospects of winning some other way.
Decisions of Killers or variants built after this module are scored by the safety of the locations
their actions name.
"""
from __future__ import annotations

from game.core.actions import Action

from ..state import card_id
from . import belief, policy_parasitoid, policy_showdown as showdown
from .policy_common import best
from .policy_eyebot import next_in_zone
from .policy_fight import _content, item, mean_var, p_at_least, weapon_uses

DANGER = (0.7, 0.45, 0.25, 0.1)  # the chance the Killer finds a Survivor 0, 1, 2, 3 steps away (then 0.03)
# A location in the noise report draws the Killer from further (Pursue, Relentless Hunt and Cloaking reach two
# or three steps): the chance it comes, by its distance; a quiet location hides (QUIET times DANGER).
HEARD = (0.9, 0.8, 0.6, 0.35, 0.12)
QUIET = 0.6
WOUND, DEATH = 1.5, 6.0  # what a failed defence costs: a wound, or the lost game for an injured Survivor
CROWD = 0.08  # per other Survivor sharing the location (one SEARCH finds them all)
GATHER = 3.0  # the worth of standing where the team must gather to win
URGENT, SLACK = 1.5, 4  # the radio's urgency (Team.urgency): its most, and the spare turns where it begins
WATCHED = 0.25  # Eyebot: the added chance she finds a Survivor where a droid stands or will teleport to
# Preparing for the Final Showdown (policy_showdown.preparing): a fear token costs a die, a second weapon
# lets each fighter bring one (weapons are not shared in the fight).
PREP_FEAR, PREP_WEAPON = 0.35, 0.35
APPROACH = 0.4  # ... and, the odds good enough, standing where the whole team can reach the Killer next turn
MAX_EXTRAS = 2  # extra actions per Survivor per turn (a free repair or remove-fear is taken, not looped)


class Team:
    """What the Survivors know at one decision, and how they weigh places."""

    def __init__(self, view, memory, slips, rng):
        self.view, self.memory, self.slips, self.rng = view, memory, slips, rng
        self.view = view
        self.board = belief.board_of(view)
        self.team = view["team"]
        self.rows = {s["char"]: s for s in view["survivors"] if s["out"] is None}
        k = view["killer"]
        self.kloc = k.get("loc")
        self.kfrom = self.kloc or k["seen"]
        self.kslack = 0 if self.kloc else 2  # in STEALTH it may have come two steps closer
        self.strength = k["strength"]
        self.noise = set(self.team["noise"])
        self.careless = False
        if slips is not None and slips.roll("careless_noise", rng, memory):
            self.careless = True  # this decision it forgets that noise brings the Killer
        self.weakness = self.team["device"]["weakness"]
        self.stage = self.team["device"]["stage"]
        self.keys = self.team["keys"]
        self.held = {card_id(u) for r in self.rows.values() for u in r["items"]}
        self.watched = self._watched()
        self._needed = None
        self.gather = self._gathering()
        self.prepare = self.gather is None and showdown.preparing(self)  # fear off, weapons: the showdown is near
        self.approach = showdown.approach(self) if self.gather is None else frozenset()

    # -- danger ----------------------------------------------------------------------------------
    def _watched(self) -> frozenset:
        """Where Eyebot's droids would see a Survivor when they OPERATE: where each stands and where it
        teleports next (the droids stand in plain view)."""
        placed = list(self.view["killer"].get("droids") or ())
        return frozenset(placed) | {next_in_zone(self.board, placed, x) for x in placed}

    def danger(self, x: str, noisy: bool) -> float:
        d = max(0, self.board.distance(self.kfrom, x) - self.kslack)
        seen = WATCHED if x in self.watched else 0.0
        if noisy and not self.careless:
            return min(1.0, (HEARD[d] if d < len(HEARD) else 0.05) + seen)
        base = DANGER[d] if d < len(DANGER) else 0.03
        return base * QUIET + seen

    def harm(self, char: str) -> float:
        row = self.rows[char]
        defend = max(p_at_least(row, u, self.strength) for u in weapon_uses(row))
        return (DEATH if row["health"] <= 1 else WOUND) * (1 - 0.8 * defend)

    def crowd(self, char: str, x: str) -> float:
        return CROWD * sum(1 for c, r in self.rows.items() if c != char and r["loc"] == x)

    def risk(self, char: str, x: str, noisy: bool) -> float:
        return self.danger(x, noisy or x in self.noise) * self.harm(char) + self.crowd(char, x)

    # -- what a place offers ---------------------------------------------------------------------
    def _gathering(self):
        kinds = self.board.loc
        codes = self.board.codes
        if self.view.get("vehicle_ready"):
            return next((c for c in codes if "vehicle" in kinds(c).kinds), None)
        if self.keys >= 5:
            return self._exit()
        if showdown.ready(self) and self.showdown_odds() >= self.odds_needed():
            return self.kloc  # the Final Showdown: everyone can reach the Killer this turn, and the odds are good
        return None

    def _exit(self):
        """Five keys found: the Main Exit, or the Hidden Exit when a Survivor holds the Secret Map and the
        team reaches it sooner or more safely (all must gather at one exit)."""
        codes, kinds = self.board.codes, self.board.loc
        exits = [c for c in codes if "main_exit" in kinds(c).kinds]
        if any(e["kw"] == "SECRET_MAP" for r in self.rows.values() for u in r["items"]
               for ab in item(u).get("uses", ()) for e in ab["effects"]):
            exits += [c for c in codes if "hidden_exit" in kinds(c).kinds]
        if not exits:
            return None

        def cost(x):
            far = sum(self.board.distance(r["loc"], x) for r in self.rows.values())
            return far + 4.0 * self.danger(x, False)
        return min(exits, key=lambda x: (cost(x), x))

    def odds_needed(self) -> float:
        """The chance of winning a Final Showdown the team wants before it goes (policy_showdown.needed;
        asked once a decision, so an Easy seat's rash slip is rolled once)."""
        if self._needed is None:
            self._needed = showdown.needed(self)
        return self._needed

    def urgency(self) -> float:
        """The radio's extra worth as the discover deck runs down (two cards a turn; an empty deck loses
        unless the rescue is already coming): up to URGENT when the repairs left barely fit in the turns left."""
        if self.view.get("rescue") is not None:
            return 0.0
        turns = self.team["decks"].get("discover", 32) // 2
        need = 5 - self.team["radio"]
        return URGENT * min(1.0, max(0.0, (need + SLACK - turns) / SLACK))

    def near_win(self) -> bool:
        """A victory is at hand: the rescue is coming, five keys are found or the vehicle is ready."""
        return self.view.get("rescue") is not None or self.keys >= 5 or bool(self.view.get("vehicle_ready"))

    def p_key(self) -> float:
        left = self.team["decks"].get("key", 0)
        if not left or self.keys >= 5:
            return 0.0
        return min(1.0, max(1, 5 - self.keys) / left)

    def offer(self, char: str, x: str) -> float:
        """The best a Survivor's main action could bring at x (next turn)."""
        kinds = self.board.loc(x).kinds
        t = self.team
        decks = t["decks"]
        v = 0.0
        if self.kloc != x:
            if "key" in kinds and decks.get("key"):
                v = max(v, self.p_key() + 0.1)
            if "radio" in kinds and t["radio"] < 5 and x not in t["repaired"]:
                v = max(v, 0.75 + 0.05 * t["radio"] + self.urgency())
            if "vehicle" in kinds and t["vehicle"] < 6 and x not in t["repaired"]:
                v = max(v, 0.55 + 0.05 * t["vehicle"] + (0.15 if t["fuel"] or "fuel" in self.held else 0.0))
            if "medical" in kinds and decks.get("medical"):
                hurt = any(r["health"] < _content().survivors[c]["health"] for c, r in self.rows.items())
                v = max(v, 0.6 if hurt else 0.15)
            if "weapon" in kinds and decks.get("weapon"):
                v = max(v, 0.45 if len(weapon_uses(self.rows[char])) == 1 else (PREP_WEAPON if self.prepare else 0.15))
        if self.stage == 1 and self.team["device"]["location"] in kinds:
            v = max(v, 0.45)
        if "vehicle" in kinds and not t["fuel"] and any(card_id(u) == "fuel" for u in self.rows[char]["items"]):
            v = max(v, 0.9)
        if "testing_station" in kinds:
            v = max(v, policy_parasitoid.station_value(self, char))
        if x == self.gather:
            v += GATHER
        return v

    def dest(self, char: str, x: str) -> float:
        """Ending a move at x: what x will offer, minus the risk of being there."""
        return 0.75 * self.offer(char, x) + (GATHER * 0.3 if x == self.gather else 0.0) \
            + (APPROACH if x in self.approach else 0.0) - self.risk(char, x, False)

    def steps(self, x: str) -> list:
        return belief.survivor_links(self.board, x, self.view["blocks"])

    # -- items ---------------------------------------------------------------------------------------
    def item_value(self, uid: str) -> float:
        it = item(uid)
        v = 0.0
        injured = any(r["health"] <= 1 for r in self.rows.values())
        for ab in it.get("uses", ()):
            for e in ab["effects"]:
                kw = e["kw"]
                if kw == "KEY":
                    v += 5.0
                elif kw == "COMBAT" and ab["on"] == "weapon":
                    v += 0.3 + 0.1 * (e.get("plus") or 0) + 0.2 * ((e.get("times") or 1) - 1)
                elif kw in ("HEAL", "BANDAGE"):
                    v += 0.6 if injured else 0.35
                elif kw == "REPAIR":
                    v += 0.5
                elif kw == "REFUEL":
                    v += 0.05 if self.team["fuel"] else 0.7
                elif kw == "SECRET_MAP":
                    v += 0.6
                else:
                    v += {"REMOVE_FEAR": 0.25, "MOVE": 0.2, "DRAW_ITEM": 0.3, "CHARGE": 0.2, "LOCATE": 0.15,
                          "NOISE": 0.1, "PASSAGE": 0.15, "ROPE": 0.1, "REMOVE_BLOCK": 0.1, "ALARM": 0.1}.get(kw, 0.05)
        if card_id(uid) == "ammo_pack":
            v += 0.4 if "revolver" in self.held else 0.1
        if self.weakness and self.weakness in it.get("icons", ()):
            v += 0.4
        return v + (0.1 if it.get("infinite") else 0.0)

    # -- the Final Showdown (policy_showdown.py) ----------------------------------------------------
    def showdown_odds(self) -> float:
        return showdown.odds(self)


def choose(view, legal, rng, slips, memory):
    team = Team(view, memory, slips, rng)
    frame = view["decision"]["frame"] or {}
    t = frame.get("t", view["decision"]["kind"])
    scored = SCORERS.get(t, _generic)(team, frame, legal, view, slips, rng, memory)
    action = best(scored, legal, rng, slips, memory)
    if t == "s_act" and _is_extra(action):  # counted, so a free extra action is never looped
        extras = memory.setdefault("extras", {})
        key = f"{view['round']}|{frame['char']}"
        extras[key] = extras.get(key, 0) + 1
    return action


# -- a Survivor's turn --------------------------------------------------------------------------------
def _act(team, frame, legal, view, slips, rng, memory):
    char = frame["char"]
    row = team.rows[char]
    here = row["loc"]
    kinds = team.board.loc(here).kinds
    extras = memory.setdefault("extras", {})
    key = f"{view['round']}|{char}"
    out = []
    showdown = Action("showdown") in legal
    odds_ok = showdown and team.showdown_odds() >= team.odds_needed()
    for a in legal:
        k = a.kind
        if k == "showdown":
            out.append((100.0 if odds_ok else -5.0, a))
        elif k == "step":
            reach = [a["to"]] + team.steps(a["to"])
            out.append((max(team.dest(char, y) for y in reach) - 0.05, a))
        elif k == "search":
            deck = a["deck"]
            value = {"key": team.p_key() + 0.1, "medical": team.offer(char, here) if "medical" in kinds else 0.1,
                     "weapon": 0.45 if len(weapon_uses(row)) == 1 else (PREP_WEAPON if team.prepare else 0.15)}.get(deck, 0.1)
            out.append((value - team.risk(char, here, _noisy_share(view, deck) > 0.3), a))
        elif k == "repair":
            out.append((team.offer(char, here) + 0.1 - team.risk(char, here, True), a))
        elif k == "unblock":
            out.append((0.02 - team.risk(char, here, False), a))
        elif k == "unfear":
            calm = {0: -0.2, 1: 0.1}.get(row["fear"], 0.45) + (PREP_FEAR if team.prepare and row["fear"] else 0.0)
            out.append((calm + _stay(team, char, here), a))
        elif k == "analyze":
            out.append(((0.45 if team.stage else 0.35) + _stay(team, char, here), a))
        elif k == "use":
            out.append((_use_value(team, char, a, view) - (0.0 if _is_extra(a) else team.risk(char, here, False)), a))
        elif k == "done":
            out.append((0.0, a))
        elif k in ("give", "take"):
            out.append((_exchange_value(team, char, a), a))
        elif k in ("wait", "discard", "cat"):  # not worth it
            out.append((-1.0, a))
        elif k == "test":
            out.append((policy_parasitoid.test_value(team, char) - 0.3 * team.risk(char, here, True), a))
        elif k == "accuse":
            out.append((policy_parasitoid.accuse_value(team, a["char"]), a))
        elif k == "investigate":
            out.append((policy_parasitoid.investigate_value(team, char), a))
        else:  # an action of a Killer or variant built after this module (an accusation...): never a guess
            out.append((-100.0, a))
    if extras.get(key, 0) >= MAX_EXTRAS:
        out = [(s - 10.0 if _is_extra(a) else s, a) for s, a in out]
    return out


def _stay(team, char, here) -> float:
    return (GATHER if here == team.gather else 0.0) - team.risk(char, here, False)


def source_ability(src: str, i: int):
    """The ability a `use` names: a Survivor's own ("@char"), a trait's ("#trait"), an item's; None when this
    module does not know the source (a card kind added after it)."""
    content = _content()
    try:
        if src.startswith("@"):
            return content.survivors[src[1:]]["abilities"][i]
        if src.startswith("#"):
            return content.traits[src[1:]]["abilities"][i]
        return content.items[card_id(src)]["uses"][i]
    except (KeyError, IndexError, TypeError, AttributeError):
        return None


def _is_extra(a) -> bool:
    if a.kind in ("give", "take", "discard", "cat"):
        return True
    if a.kind != "use":
        return False
    ab = source_ability(a["src"], a["i"])
    return ab is not None and ab["on"] == "extra_action"


def _noisy_share(view, deck: str) -> float:
    """The share of noisy cards left in a search deck (all cards of the deck not in its discard pile)."""
    content = _content()
    cards = [(cid, it) for cid, it in content.items.items() if it["deck"] == deck]
    total = sum(it["count"] for _, it in cards) or 1
    noisy = sum(it["count"] for _, it in cards if it["noise"])
    gone = [card_id(u) for u in view["team"]["discards"].get(deck, ())]
    noisy -= sum(1 for c in gone if content.items[c]["noise"])
    return max(0, noisy) / max(1, total - len(gone))


def _use_value(team, char, a, view) -> float:
    ab = source_ability(a["src"], a["i"])
    if ab is None:
        return -0.5  # an ability this module does not know: kept for the player who does
    row = team.rows[char]
    here = row["loc"]
    v = 0.0
    for e in ab["effects"]:
        kw = e["kw"]
        if kw in ("HEAL", "BANDAGE"):
            v += 1.2
        elif kw == "REPAIR":
            v += 0.9 - team.risk(char, here, True)
        elif kw == "REFUEL":
            v += 1.0
        elif kw == "REMOVE_FEAR":
            v += 0.4 if row["fear"] >= 2 else -0.2
        elif kw == "GAIN":
            v += 0.4
        elif kw == "DRAW_ITEM":
            v += 0.35
        elif kw in ("LOCATE",):
            v += 0.05 if team.kloc is None else -0.3
        else:
            v -= 0.3  # noise, moves, ropes, passages: kept for a better moment
    return v


def _exchange_value(team, char, a) -> float:
    """A weapon goes to the one who has none (only as an extra action: it never replaces the main one)."""
    uid = a["item"]
    if not any(ab["on"] == "weapon" for ab in item(uid).get("uses", ())):
        return -1.0
    giver, taker = (char, a["to"]) if a.kind == "give" else (a["frm"], char)
    if len(weapon_uses(team.rows[taker])) == 1 and len(weapon_uses(team.rows[giver])) > 2:
        return 0.3
    return -1.0


def _move(team, frame, legal, view, slips, rng, memory):
    char = frame["char"]
    here = team.rows[char]["loc"]
    return [(team.dest(char, a["to"]) if a.kind == "step" else team.dest(char, here) + 0.02, a) for a in legal]


def _keep(team, frame, legal, view, slips, rng, memory):
    worth = team.item_value(frame["card"])
    return [((worth if a.kind == "keep" else 0.12), a) for a in legal]


def _overflow(team, frame, legal, view, slips, rng, memory):
    return [(-team.item_value(a["item"]), a) for a in legal]


def _pick(team, frame, legal, view, slips, rng, memory):
    return [((team.item_value(a["item"]) if a["item"] else 0.05), a) if a.kind in ("keep", "pick")
            else (0.05, a) for a in legal]


def _discover(team, frame, legal, view, slips, rng, memory):
    out = []
    for a in legal:
        row = team.rows[a["char"]]
        room = 0.1 if len(row["items"]) < 3 else 0.0
        out.append((room - team.risk(a["char"], row["loc"], True), a))
    return out


def _fx(team, frame, legal, view, slips, rng, memory):
    kw = frame.get("kw", "")
    char = frame.get("char")
    out = []
    for a in legal:
        target = a["target"] if "target" in dict(a.params) else ""
        if kw in ("HEAL", "BANDAGE") and target in team.rows:
            out.append((1.0 + (1.0 if team.rows[target]["health"] <= 1 else 0.0), a))
        elif kw == "NOISE" and target in team.board.codes:  # a decoy: far from every Survivor
            out.append((min(team.board.distance(target, r["loc"]) for r in team.rows.values()), a))
        elif kw == "REPAIR":
            out.append((1.0 if target == "radio" else 0.8, a))
        elif target in team.board.codes and char in team.rows:
            out.append((team.dest(char, target), a))
        else:
            out.append((0.0, a))
    return out


def _defend(team, frame, legal, view, slips, rng, memory):
    """Who fights next: never an injured Survivor while a healthy one is left; the best odds first."""
    need = team.strength if frame.get("for") == "enc" else 0
    out = []
    for a in legal:
        row = team.rows[a["char"]]
        odds = max(p_at_least(row, u, need) for u in weapon_uses(row))
        out.append(((0.0 if row["health"] <= 1 else 2.0) + odds, a))
    return out


def _weapon(team, frame, legal, view, slips, rng, memory):
    row = team.rows[frame["char"]]
    uses = {u[3]: u for u in weapon_uses(row)}
    out = []
    showdown = frame.get("for") == "fs"
    for a in legal:
        use = uses.get(a["src"], (0, 1, 0, a["src"]))
        if showdown:
            out.append((mean_var(row, use)[0], a))
            continue
        odds = p_at_least(row, use, team.strength)
        spare = 0.0
        if a["src"]:
            it = item(a["src"])
            if not it.get("infinite") and not it.get("charges"):
                spare = 0.05 + (0.15 if team.weakness and team.weakness in it.get("icons", ()) else 0.0)
        stake = DEATH if row["health"] <= 1 else WOUND
        out.append((odds * stake - spare, a))
    return out


def _flee(team, frame, legal, view, slips, rng, memory):
    char = frame["char"]
    here = team.rows[char]["loc"]
    return [(team.dest(char, a["to"]) if a.kind == "step" else team.dest(char, here) - 0.3, a) for a in legal]


# The actions that leave things as they are: an unknown decision with no location to weigh takes one of these.
CAUTIOUS = frozenset({"pass", "stop", "done", "stay", "leave", "refuse", "decline", "skip", "no", "none", "drop"})


def _generic(team, frame, legal, view, slips, rng, memory):
    """A decision this policy does not know: prefer the safest location an action names, else the cautious
    choice (refusing, staying, passing) over a guess."""
    char = frame.get("char") or next(iter(team.rows), None)
    out = []
    for a in legal:
        score = 0.1 if a.kind in CAUTIOUS else 0.0
        for _, v in a.params:
            if isinstance(v, str) and v in team.board.codes and char in team.rows:
                score += team.dest(char, v)
        out.append((score, a))
    return out


SCORERS = {**policy_parasitoid.SURVIVOR_SCORERS, "s_act": _act, "s_move": _move, "s_keep": _keep, "s_overflow": _overflow, "s_pick": _pick,
           "discover_pick": _pick, "discover_who": _discover, "s_fx": _fx, "defend": _defend,
           "weapon": _weapon, "e_flee": _flee}
