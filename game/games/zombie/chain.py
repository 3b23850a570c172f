"""Actions, their reaction chains and their resolution.

When an Action is played, the target camps may react first, then every camp in turn from the
actor's left. Each reaction reopens the window so others can answer it. A reaction is refused
when it would change nothing: the projected outcome of the chain with it must differ from the
outcome without it. The chain resolves into ops once every camp with a possible reaction passed.
"""
from __future__ import annotations

from game.core.actions import Action, maker

from .ops import add_ops, camp_name, effect_ops, ev, push_frame

# The reactions, built once per distinct value (a reaction window is asked of every camp in turn).
REACT, REACT_PROTECT, REACT_TO = (maker("react", "card"), maker("react", "card", "protect"),
                                  maker("react", "card", "protect", "to"))
POWER = maker("power", "card", "protect")

# The reactions that only change the mods of the camp they protect (never which camps are hit), and the mod
# each of the others sets.
FLAGS = {"save_character": "save_char", "save_hideout": "save_hideout", "block_steal": "block_steal"}
MOD_ONLY = frozenset(("reduce_kill", *FLAGS))
SACRIFICE = {"do": "escape"}  # what a Sacrifice power does in a chain (read only)
BLANK_MODS = {"escaped": False, "reduce": 0, "save_char": False, "save_hideout": False, "block_steal": False}


def action_targets(state, card, actor_camp) -> list:
    """The camps an `all` / `all_other` action hits (immune camps are skipped)."""
    out = []
    for camp in state.alive_camps():
        if card.target == "all_other" and camp["id"] == actor_camp:
            continue
        if state.immune(camp["id"], card):
            continue
        out.append(camp["id"])
    return out


def open_chain(state, uid, actor_camp, actor_seat, targets, events, trash=False) -> None:
    card = state.card(uid)
    state.d["chain"] = {"card": uid, "actor": actor_camp, "seat": actor_seat, "targets": list(targets),
                        "reactions": [], "trash": trash}
    names = ", ".join(camp_name(state, t) for t in targets) or "no camp"
    who = camp_name(state, actor_camp) if actor_camp is not None else "The undead"
    events.append(ev("action_played", f"{who} plays {card.name} on {names}.", camp=actor_camp, seat=actor_seat,
                     card=card.id, uid=uid, targets=list(targets)))
    push_frame(state, {"t": "react", "queue": None})
    refresh_queue(state)


# -- projecting the outcome --------------------------------------------------------------
def _active(reactions: list) -> list:
    active = [True] * len(reactions)
    for i in range(len(reactions) - 1, -1, -1):
        r = reactions[i]
        if active[i] and r["do"] == "negate":
            active[r["ref"]] = False
    return active


def _doubled(state, r: dict) -> int:
    n = r.get("n", 0)
    for p in state.camp_powers(r["protect"], "double_reaction"):
        if p["card"] == r["card_id"]:
            n *= 2
    return n


def project(state, chain: dict, reactions: list | None = None):
    """(effective targets, mods per camp, escaped camps) of a chain with these reactions."""
    reactions = chain["reactions"] if reactions is None else reactions
    card = state.card(chain["card"])
    targets = list(chain["targets"])
    mods: dict = {}
    active = _active(reactions)
    for r, on in zip(reactions, active):
        if not on or r["do"] == "negate":
            continue
        p = r["protect"]
        m = mods.setdefault(p, dict(BLANK_MODS))
        if r["do"] == "redirect":
            if p in targets:
                targets[targets.index(p)] = r["to"]
        elif r["do"] == "escape":
            m["escaped"] = True
        elif r["do"] == "reduce_kill":
            m["reduce"] += _doubled(state, r)
        elif r["do"] in FLAGS:
            m[FLAGS[r["do"]]] = True
    escaped = [t for t in targets if mods.get(t, BLANK_MODS)["escaped"]]
    if card.target in ("one", "two") and escaped:
        effective = []  # an escape from a one- or two-target action saves every target
    else:
        effective = [t for t in targets if t not in escaped]
    return effective, mods, escaped


def signature(state, chain: dict, reactions: list | None = None) -> tuple:
    """What the chain would do, in numbers, so two chains can be compared."""
    effective, mods, _ = project(state, chain, reactions)
    return _signature_of(state, state.card(chain["card"]), effective, mods)


def _signature_of(state, card, effective: list, mods: dict, only=None) -> tuple:
    """`signature` of a chain already projected (with `only`, the part that concerns camp `only`)."""
    sig = []
    reduce_left = {t: mods.get(t, BLANK_MODS)["reduce"] for t in effective}
    for i, eff in enumerate(card.effects):
        do = eff["do"]
        n = eff.get("n", 0)
        pairs = [(effective[0], effective[1])] if do in ("move_survivors", "swap_hideouts") and len(effective) == 2 \
            else [(t, None) for t in effective] if do not in ("move_survivors", "swap_hideouts") else []
        for t, other in pairs:
            if only is not None and t != only and other != only:
                continue
            m = mods.get(t, BLANK_MODS)
            camp = state.camp(t)
            if do in ("kill_survivors", "lose_survivors"):
                cut = min(n, reduce_left[t])
                reduce_left[t] -= cut
                reach = camp["survivors"] + (0 if m["save_char"] else state.char_count(t))
                amount = min(n - cut, reach)
            elif do in ("steal_survivors", "move_survivors"):  # characters stand in for missing survivors
                amount = 0 if m["block_steal"] else min(n, camp["survivors"] + state.char_count(t))
            elif do == "kill_character":
                amount = 0 if m["save_char"] else min(n, len(camp["units"]))
            elif do == "steal_character":
                amount = 0 if m["block_steal"] else min(1, len(camp["units"]))
            elif do == "destroy_hideout":
                amount = 0 if m["save_hideout"] or camp["hideout"] is None else 1
            elif do == "swap_hideouts":
                amount = 0 if m["save_hideout"] or mods.get(other, BLANK_MODS)["save_hideout"] else 1
            else:
                amount = n or 1
            sig.append((i, t, other, amount))
    return tuple(sig)


# -- which reactions a seat may play ------------------------------------------------------
def _meets(state, seat: int, protect: int, requires: str) -> bool:
    if not requires:
        return True
    camps = state.seat_camps(seat) + [protect]
    return any(state.camp_has(c, requires) for c in camps)


def _entry(state, seat, uid, react: dict, protect, source: str, to=None) -> dict:
    chain = state.d["chain"]
    entry = {"uid": uid, "seat": seat, "do": react["do"], "n": react.get("n", 0), "protect": protect,
             "card_id": state.d["cards"][uid], "source": source}
    if to is not None:
        entry["to"] = to
    if react["do"] == "negate":
        active = _active(chain["reactions"])
        live = [i for i, on in enumerate(active) if on]
        entry["ref"] = live[-1] if live else -1
    return entry


class _Window:
    """What every reaction of one window is weighed against, worked out once and only when a reaction
    is possible at all: the projected outcome of the chain as it stands and its signature, the camps a
    reaction may protect and the camps already hit (a redirect never doubles up a target), and whether
    each kind of reaction would change the outcome. While a chain is open nothing else on the table
    changes (the rules run no op until it resolves), so a window stays true for every seat asked until
    a reaction joins the chain: `window_of` keeps it on the state for that long."""

    __slots__ = ("chain", "count", "_projected", "_base", "_base_at", "_memo")

    def __init__(self, state):
        self.chain = state.d["chain"]
        self.count = len(self.chain["reactions"])
        self._projected = self._base = None
        self._memo: dict = {}
        self._base_at: dict = {}  # camp -> the part of the signature about it

    def _project(self, state) -> tuple:
        """(effective targets, mods, protectable camps, camps hit)."""
        if self._projected is None:
            effective, mods, escaped = project(state, self.chain)
            self._projected = (effective, mods, list(dict.fromkeys(t for t in effective if t not in escaped)),
                               set(self.chain["targets"]) | set(effective))
        return self._projected

    def protectable(self, state) -> list:
        return self._project(state)[2]

    def hit(self, state) -> set:
        return self._project(state)[3]

    def allows(self, state, seat, uid, react: dict, protect, source: str, to=None) -> bool:
        """Whether this reaction would change what the chain does (a reaction that changes nothing is refused).
        The answer depends only on what the reaction does, to which camp, and (a Doctor doubles a First
        Aid) which card reduces a kill, so it is remembered by those for every seat of this window."""
        do = react["do"]
        key = (do, react.get("n", 0), protect, to, state.d["cards"][uid] if do == "reduce_kill" else None)
        hit = self._memo.get(key)
        if hit is None:
            hit = self._memo[key] = self._changes(state, _entry(state, seat, uid, react, protect, source, to))
        return hit

    def _changes(self, state, entry: dict) -> bool:
        chain = self.chain
        if entry["do"] == "negate":
            if entry["ref"] < 0:
                return False
            target = chain["reactions"][entry["ref"]]
            if target["do"] == "escape":
                return False  # nothing more may be played on a camp that escaped
        card = state.card(chain["card"])
        do = entry["do"]
        if do in MOD_ONLY:
            # Appended last, such a reaction changes only its camp's mods: the camps hit stay, and only the
            # part of the signature about that camp can differ (the same answer as projecting it all again).
            effective, mods = self._project(state)[:2]
            p = entry["protect"]
            if p not in effective:
                return False
            m = dict(mods.get(p, BLANK_MODS))
            if do == "reduce_kill":
                m["reduce"] += _doubled(state, entry)
            else:
                m[FLAGS[do]] = True
            if m == mods.get(p, BLANK_MODS):
                return False
            base = self._base_at.get(p)
            if base is None:
                base = self._base_at[p] = _signature_of(state, card, effective, mods, p)
            return base != _signature_of(state, card, effective, {**mods, p: m}, p)
        if self._base is None:
            effective, mods = self._project(state)[:2]
            self._base = _signature_of(state, card, effective, mods)
        effective, mods, _ = project(state, chain, chain["reactions"] + [entry])
        return self._base != _signature_of(state, card, effective, mods)


def window_of(state) -> _Window:
    """The window of the open chain, kept on the state (`ZState.window`) until a reaction joins the chain or
    another chain opens; a clone, a loaded state or `changed()` starts without one."""
    window = state.window
    chain = state.d["chain"]
    if window is None or window.chain is not chain or window.count != len(chain["reactions"]):
        window = state.window = _Window(state)
    return window


def legal_reactions(state, seat: int) -> list:
    if not state.seat_camps(seat):
        return []
    window = window_of(state)
    return _card_reactions(state, seat, window) + _power_reactions(state, seat, window)


def _card_reactions(state, seat: int, window: _Window) -> list:
    """Reactions from the seat's hand (private: depends on what it holds)."""
    out = []
    hand = state.hand(seat)
    cards = [(uid, rc) for uid, rc in zip(hand, state.cards_of(hand)) if rc.type == "reaction"]
    if not cards:
        return out
    chain = window.chain
    protectable = window.protectable(state)
    card = state.card(chain["card"])
    hit = window.hit(state)
    allows = window.allows
    for uid, rc in cards:
        react = rc.react
        if react["do"] == "negate":
            if allows(state, seat, uid, react, None, "card"):
                out.append(REACT(uid))
            continue
        for p in protectable:
            if not _meets(state, seat, p, rc.requires):
                continue
            if react["do"] == "redirect":
                for camp in state.alive_camps():
                    to = camp["id"]
                    if to in hit or to == p or state.immune(to, card):
                        continue
                    if allows(state, seat, uid, react, p, "card", to):
                        out.append(REACT_TO(uid, p, to))
            elif allows(state, seat, uid, react, p, "card"):
                out.append(REACT_PROTECT(uid, p))
    return out


def _power_reactions(state, seat: int, window: _Window) -> list:
    """Once-only and sacrifice powers of cards in the seat's own camps (public: they are in
    play). They protect that camp only."""
    out = []
    chain = window.chain
    rotated = state.d["rotated"]
    used = None
    for c in state.seat_camps(seat):
        kinds = state.camp_powers_by_kind(c)
        if "sacrifice" not in kinds and "once" not in kinds:
            continue  # no card of this camp can react
        if c not in window.protectable(state):
            continue
        camp = state.camp(c)
        in_play = [u for unit in camp["units"] for u in unit]
        if camp["hideout"] is not None:
            in_play.append(camp["hideout"])
        for uid in in_play:
            powers = state.card(uid).powers
            if not powers or uid in rotated:
                continue
            if used is None:
                used = {r["uid"] for r in chain["reactions"]}
            if uid in used:
                continue
            for p in powers:
                if p["kind"] == "sacrifice":
                    react = SACRIFICE
                elif p["kind"] == "once" and p["react"]["do"] not in ("negate", "redirect"):
                    react = p["react"]
                else:
                    continue
                if window.allows(state, seat, uid, react, c, p["kind"]):
                    out.append(POWER(uid, c))
    return out


def refresh_queue(state) -> None:
    """Ask the targets' players first, then every player from the actor's left; skip players
    with no possible reaction."""
    chain = state.d["chain"]
    seats = state.d["seats"]
    order = []
    for t in chain["targets"]:
        s = state.owner(t)
        if s not in order:
            order.append(s)
    start = chain["seat"] if chain["seat"] is not None else 0
    for k in range(seats):
        s = (start + 1 + k) % seats
        if s not in order:
            order.append(s)
    # Who is asked must not reveal hidden hands: every seat with a living camp and cards in hand
    # is asked (hand sizes are public), and a seat with an empty hand only when a power it has
    # in play (public) could help.
    queue = []
    for s in order:
        if not state.seat_camps(s):
            continue
        if not state.hand(s):
            if not _power_reactions(state, s, window_of(state)):
                continue
        queue.append(s)
    frame = state.d["stack"][-1]
    frame["queue"] = queue
    frame["seat"] = queue[0] if queue else None


def apply_reaction(state, seat: int, action: Action, events: list) -> None:
    chain = state.d["chain"]
    uid = action["card"]
    card = state.card(uid)
    if action.kind == "react":
        state.hand(seat).remove(uid)
        entry = _entry(state, seat, uid, card.react, action.get("protect"), "card", action.get("to"))
    else:
        power = next(p for p in card.powers if p["kind"] in ("sacrifice", "once"))
        react = {"do": "escape"} if power["kind"] == "sacrifice" else power["react"]
        entry = _entry(state, seat, uid, react, action["protect"], power["kind"])
    chain["reactions"].append(entry)
    what = {"negate": "to cancel the last reaction", "escape": "to escape",
            "redirect": f"to send the action to {camp_name(state, entry.get('to'))}"}.get(entry["do"], "")
    events.append(ev("reaction_played", f"{state.card(uid).name} is played for "
                                        f"{camp_name(state, entry['protect']) if entry['protect'] is not None else 'the chain'}"
                                        f"{' ' + what if what else ''}.",
                     seat=seat, card=card.id, uid=uid, protect=entry["protect"], source=entry["source"]))
    refresh_queue(state)


def pass_reaction(state, seat: int) -> None:
    frame = state.d["stack"][-1]
    frame["queue"] = [s for s in frame["queue"] if s != seat]
    frame["seat"] = frame["queue"][0] if frame["queue"] else None


def resolve_chain(state, events: list) -> None:
    """Turn the closed chain into ops, with a final op that discards the cards."""
    chain = state.d["chain"]
    state.d["chain"] = None
    card = state.card(chain["card"])
    effective, mods, escaped = project(state, chain)
    for c in escaped:
        events.append(ev("escaped", f"{camp_name(state, c)} escapes {card.name}.", camp=c))
    chooser = chain["seat"]
    actor = chain["actor"]
    ops = []
    reduce_left = {t: mods.get(t, {}).get("reduce", 0) for t in effective}
    for eff in card.effects:
        if eff["do"] in ("move_survivors", "swap_hideouts"):
            if len(effective) == 2:
                ops += effect_ops(state, eff, effective[0], actor, chooser, effective[1],
                                  mods.get(effective[0], BLANK_MODS) | {"save_hideout": any(
                                      mods.get(t, BLANK_MODS)["save_hideout"] for t in effective)})
            continue
        for t in effective:
            e = eff
            if eff["do"] in ("kill_survivors", "lose_survivors") and reduce_left[t]:
                cut = min(eff["n"], reduce_left[t])
                reduce_left[t] -= cut
                e = dict(eff, n=eff["n"] - cut)
            ops += effect_ops(state, e, t, actor, chooser, mods=mods.get(t, BLANK_MODS))
    active = _active(chain["reactions"])
    sacrifices = [[r["protect"], r["uid"]] for r, on in zip(chain["reactions"], active)
                  if on and r["source"] == "sacrifice"]
    rotate = [r["uid"] for r in chain["reactions"] if r["source"] == "once"]
    discard = [r["uid"] for r in chain["reactions"] if r["source"] == "card"]
    if not effective:
        events.append(ev("no_effect", f"{card.name} affects no camp."))
    who = camp_name(state, actor) if actor is not None else "the undead"
    for op in ops:  # what a camp loses to this card says so (the cause of a fall, the game-over story)
        op.setdefault("why", f"{card.name} played by {who}")
    ops.append({"op": "finish_chain", "card": chain["card"], "trash": chain.get("trash", False),
                "sacrifices": sacrifices, "rotate": rotate, "discard": discard})
    add_ops(state, ops, front=True)
