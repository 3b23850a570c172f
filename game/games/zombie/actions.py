"""The choices a camp has on its Take Action step, and playing them.

A two-target card (Crossfire, City in Flames, Exodus, ...) is played in two decisions: `play(card,
targets=(first,))` names its first camp, then a `second_target` frame asks `target(camp)` for the
second (or `back`). A trade is asked as steps too (trade.py).
"""
from __future__ import annotations

from itertools import combinations

from game.core.actions import Action, ActionTable, maker

from .chain import action_targets, open_chain
from . import trade
from .ops import camp_name, ev, push_frame
from .state import blockable_ids, effects_of


# The Take Action choices, built once per distinct value (the list is asked for at every Take Action).
PLAY, PLAY_UNDER = maker("play", "card", "targets"), maker("play", "card", "targets", "under")
DISCARD, TRADE, PASS = maker("discard", "cards"), maker("trade", "partner"), Action("pass")
# The same, by plain look-ups: PLAY_ON[uid][camp], PLAY_FREE[uid], DISCARD_ONE[uid], DISCARD_TWO[uid][uid]
# (either order: the cards sorted), TRADE_WITH[camp].
PLAY_ON = ActionTable(lambda uid, t: PLAY(uid, (t,)), 2)
PLAY_FREE = ActionTable(lambda uid: PLAY(uid, ()))
DISCARD_ONE = ActionTable(lambda uid: DISCARD((uid,)))
DISCARD_TWO = ActionTable(lambda a, b: DISCARD((a, b) if a < b else (b, a)), 2)
TRADE_WITH = ActionTable(TRADE)


def bite_targets(state) -> list:
    """Camps the Hidden Bite may be played on (FAQ: the Carrier draws it, the Research Doctor
    shields from it unless the same camp has the Carrier)."""
    alive = [camp["id"] for camp in state.alive_camps()]
    carriers = [c for c in alive if state.camp_powers(c, "carrier")]
    if carriers:
        return carriers
    shielded = [c for c in alive if state.camp_powers(c, "bite_shield")]
    return [c for c in alive if c not in shielded] or alive


def card_plays(state, c: int, uid: int, alive=None, guarded=None) -> list:
    """The plays of one card from camp c's hand."""
    return hand_plays(state, c, (uid,), alive, guarded)


def hand_plays(state, c: int, uids, alive=None, guarded=None) -> list:
    """The plays of these cards from camp c's hand, card by card. `alive` (the living camps' ids) and
    `guarded` (those of them with an immunity power: only they can be immune to a card) when the caller
    has them already."""
    if alive is None:
        alive = [camp["id"] for camp in state.alive_camps()]
    camps = state.d["camps"]
    blockable = blockable_ids()
    shields = None  # each guarded camp's shield, worked out at the first card an immunity could stop
    out = []
    for uid, card in zip(uids, state.cards_of(uids)):
        ctype = card.type
        if ctype == "hideout":
            on = PLAY_ON[uid]
            out += [on[t] for t in alive if t == c or camps[t]["hideout"] is None]
            continue
        if ctype == "action":
            if card.target not in ("one", "two"):
                out.append(PLAY_FREE[uid])
                continue
        elif ctype != "character":
            continue  # reactions are played in a reaction window, events when drawn
        ok = alive
        if card.id in blockable:
            if shields is None:
                shields = _shields(state, alive) if guarded is None else [(t, state.shield(t)) for t in guarded]
            names = effects_of(card)
            immune = [t for t, (ids, effects) in shields if card.id in ids or not effects.isdisjoint(names)]
            if immune:
                ok = [t for t in alive if t not in immune]
        if ctype == "action":
            # A two-target card names its first camp now; the second is asked next (second_target_choices).
            if card.target == "one" or len(ok) >= 2:
                on = PLAY_ON[uid]
                out += [on[t] for t in ok]
        elif card.pair:
            # Glossary (Pair): two characters form one unit, so a pair goes under a lone character.
            out += [PLAY_UNDER(uid, (t,), i) for t in ok for i, unit in enumerate(camps[t]["units"]) if len(unit) == 1]
        else:
            on = PLAY_ON[uid]
            out += [on[t] for t in ok]
    return out


def _shields(state, alive: list) -> list:
    """(camp, its shield) for the camps among `alive` that hold an immunity power."""
    out = []
    for t in alive:
        shield = state.shield(t)
        if shield is not None:
            out.append((t, shield))
    return out


def _discards(hand: list, k: int) -> list:
    """Every set of k cards of the hand, each as a sorted tuple, in the order of combinations(hand, k)."""
    if k == 1:
        return [DISCARD_ONE[u] for u in hand]
    if k == 2:
        return [DISCARD_TWO[a][b] for a, b in combinations(hand, 2)]  # (a row at a time measured twice as slow)
    return [DISCARD(tuple(sorted(combo))) for combo in combinations(hand, k)]


def take_action_choices(state, c: int) -> list:
    seat = state.owner(c)
    hand = state.hand(seat)
    alive = [camp["id"] for camp in state.d["camps"] if camp["alive"]]
    out = hand_plays(state, c, hand, alive)
    extra = state.camp_powers(c, "extra_discard")
    limit = 2 + (max(p["n"] for p in extra) if extra else 0)
    for k in range(1, min(limit, len(hand)) + 1):
        out += _discards(hand, k)
    if not state.d["turn"]["traded"] and backs_left(state):
        out += [TRADE_WITH[o] for o in trade.partners(state, c)]  # the offer is asked as steps
    out.append(PASS)
    return out


def second_target_choices(state, frame: dict) -> list:
    """The second camp of a two-target card whose first camp is chosen (`back` un-chooses it, on a
    Take Action; a card the Returned Dead found must be played)."""
    card = state.card(frame["card"])
    out = [Action("target", camp=camp["id"]) for camp in state.alive_camps()
           if camp["id"] != frame["first"] and not state.immune(camp["id"], card)]
    if frame["source"] == "action" and backs_left(state):
        out.append(Action("back"))
    return out


def backs_left(state) -> bool:
    """Whether this turn may still go back to its Take Action (chips.toml [end] backs_per_turn, designed)."""
    return state.d["turn"].get("backs", 0) < state.content.chips["backs_per_turn"]


def ask_second_target(state, seat: int, c, uid: int, first: int, source: str) -> None:
    push_frame(state, {"t": "second_target", "seat": seat, "camp": c, "card": uid, "first": first,
                       "source": source})


def two_targets(state, frame: dict, second: int) -> list:
    """Both camps of a two-target card, in the card's order (an unordered card lists the lower first)."""
    pair = [frame["first"], second]
    return pair if state.card(frame["card"]).has_effect("move_survivors") else sorted(pair)


def play_card(state, c: int, action: Action, events: list, targets=None) -> None:
    seat = state.owner(c)
    uid = action["card"]
    card = state.card(uid)
    state.hand(seat).remove(uid)
    targets = list(action["targets"]) if targets is None else list(targets)
    if card.type == "action":
        if card.target in ("all", "all_other"):
            targets = action_targets(state, card, c)
        open_chain(state, uid, c, seat, targets, events)
        return
    t = targets[0]
    camp = state.camp(t)
    if card.type == "character":
        if card.pair:
            camp["units"][action["under"]].append(uid)
            text = f"{camp_name(state, c)} pairs {card.name} with {state.card(camp['units'][action['under']][0]).name} in {camp_name(state, t)}."
        else:
            camp["units"].append([uid])
            text = f"{camp_name(state, c)} plays {card.name} into {camp_name(state, t)}."
        events.append(ev("character_played", text, camp=c, to=t, card=card.id, uid=uid))
    else:
        old = camp["hideout"]
        if old is not None:
            # Abandoning: the old hideout is discarded and comes back unrotated if played again.
            state.d["discard"].append(old)
            if old in state.d["rotated"]:
                state.d["rotated"].remove(old)
            events.append(ev("hideout_abandoned", f"{camp_name(state, t)} abandons {state.card(old).name}.", camp=t,
                             card=state.d["cards"][old], uid=old))
        camp["hideout"] = uid
        events.append(ev("hideout_played", f"{camp_name(state, c)} sets up {card.name} for {camp_name(state, t)}.",
                         camp=c, to=t, card=card.id, uid=uid))


def discard_cards(state, c: int, action: Action, events: list) -> None:
    hand = state.hand(state.owner(c))
    uids = action["cards"]
    for uid in uids:
        hand.remove(uid)
    state.d["discard"] += uids
    cards = state.cards_of(uids)
    events.append({"type": "discard", "text": f"{camp_name(state, c)} discards {', '.join(card.name for card in cards)}.",
                   "camp": c, "cards": [card.id for card in cards], "uids": list(uids)})
