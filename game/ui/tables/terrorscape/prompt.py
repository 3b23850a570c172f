"""Where each Terrorscape choice sits on the table, how it is listed, and which ones ask first. Pure logic
on the screen seat's view and its legal actions (no pygame, no state).

Anchor ids (the table's board_anchors lists where they are drawn):
  ("loc", code)      a location                  ("edge", "A-B")   a door (unblock)
  ("mini", who)      a miniature on the map ("killer" or a Survivor id)
  ("panel", char)    a Survivor's card under the map      ("item", uid)  an item on a Survivor's card
  ("card", uid)      a card in the Killer's hand          ("offer", uid) a drawn card waiting to be kept
  ("deck", name)     an item deck                          ("device",)    the Device
  ("track", what)    the radio / vehicle repair track      ("kdeck",)     the Killer's skill deck (draw 3)
  ("fear", char)     a Survivor's fear slots (remove fear)  ("droid", code) an Eyebot droid on the map
  ("offer", "")      "none of these" beside the offered cards (keep none, discard it, leave it)
  ("chip", kind)     a yes / no word of a question with no place of its own (Separate Ways' consent, the
                     Parasitoid's mutate / stay, infect / injure, ...), shown at the panel of whoever it
                     concerns (chips.py)
A zone (Eyebot's OPERATE, a card naming a zone) is every location of that zone.
"""
from __future__ import annotations

from game.games.terrorscape import sources
from game.games.terrorscape.state import card_id

from ..choice_model import NEUTRAL, RISKY, SAFE, Risk

GROUPS = ("Move", "Search", "Items", "Cards", "Repair", "Fight", "Turn")
KIND_GROUP = {"step": "Move", "move": "Move", "cat": "Move", "stop": "Turn", "search": "Search",
              "discover": "Search", "pick": "Search", "keep": "Search", "drop": "Search",
              "use": "Items", "give": "Items", "take": "Items", "discard": "Items", "weapon": "Fight",
              "defend": "Fight", "showdown": "Fight", "play": "Cards", "pay": "Cards", "heighten": "Cards",
              "draw": "Cards", "repair": "Repair", "unblock": "Repair", "analyze": "Repair", "unfear": "Turn",
              "wait": "Turn", "done": "Turn", "pass": "Turn", "choose": "Cards", "trait": "Cards",
              "use_trait": "Cards", "reward": "Search", "droid": "Cards", "zone": "Cards", "operate": "Cards",
              "program": "Cards", "flesh": "Cards", "host_go": "Move", "accuse": "Fight", "investigate": "Fight"}
DONE_KINDS = ("done", "pass", "stop")  # the bar's D button stands for these (each frame has at most one)
NONE_KINDS = ("drop", "pick", "pass")  # with no card named: none of the offered cards (the offer's empty slot)


def acting_char(view: dict):
    """The Survivor whose action or effect is being chosen (the frame's char), or None."""
    frame = (view.get("decision") or {}).get("frame") or {}
    return frame.get("char")


def my_loc(view: dict, char=None):
    char = char or acting_char(view)
    for s in view.get("survivors") or []:
        if s["char"] == char:
            return s.get("loc")
    return None


def mover(view: dict) -> str:
    """Who a step or a move carries: the Killer on its side, else the acting Survivor."""
    return "killer" if view.get("side") == "killer" else (acting_char(view) or "")


def offered_cards(view: dict) -> list:
    """Cards drawn and waiting for a keep / pick decision (the frame holds them)."""
    frame = (view.get("decision") or {}).get("frame") or {}
    cards = list(frame.get("cards") or [])
    if frame.get("card") and frame.get("t") in ("s_keep", "k_unlock"):
        cards.append(frame["card"])
    if frame.get("t") == "k_trait":  # the once-a-game traits the Killer may use now, face up
        cards.extend(frame.get("options") or [])
    return cards


def survivor_ids(view: dict) -> set:
    return {s["char"] for s in view.get("survivors") or []}


def anchor_paths(view: dict, a, codes, zones=None) -> list:
    """The anchor paths that stand for action `a` (see choice_model.BoardPicker). `zones`: zone -> its codes."""
    k = a.kind
    p = dict(a.params)
    if k == "droid" and p.get("frm") in codes and p.get("to") in codes:
        # the sixth droid: where it goes, then which droid comes back (or drag that droid there)
        return [(("loc", p["to"]), ("droid", p["frm"])), (("droid", p["frm"]), ("loc", p["to"]))]
    if k in ("step", "move", "cat") and p.get("to") in codes:
        to = ("loc", p["to"])
        who = "cat" if k == "cat" else mover(view)
        return [(to,), (("mini", who), to)]
    if p.get("edge"):  # unblock, the Parasitoid's Wall of Flesh, ...: the door itself
        return [(("edge", p["edge"]),)]
    if k == "search":
        if p.get("deck"):
            here = my_loc(view)
            return [(("deck", p["deck"]),)] + ([(("loc", here),)] if here in codes else [])
        kl = (view.get("killer") or {}).get("loc")
        return [(("mini", "killer"),)] + ([(("loc", kl),)] if kl in codes else [])
    if k in ("discover", "defend") and p.get("char"):
        return [(("panel", p["char"]),), (("mini", p["char"]),)]
    if k in ("pick", "keep") and p.get("item"):
        return [(("offer", p["item"]),)]
    if k == "take_unlocked" and offered_cards(view):  # room in the hand: the unlocked card itself
        return [(("offer", offered_cards(view)[0]),)]
    if k in ("trait", "use_trait") and p.get("id"):
        return [(("offer", p["id"]),)]
    if k in NONE_KINDS and not p.get("item") and offered_cards(view):
        return [(("offer", ""),)]
    if k in ("play", "pay", "heighten") and p.get("card"):
        return [(("card", p["card"]),)]
    if k == "draw":
        return [(("kdeck",),)]
    if k == "reward" and p.get("deck"):
        return [(("deck", p["deck"]),)]
    if k == "give" and p.get("item") and p.get("to"):
        return [(("item", p["item"]), ("panel", p["to"])), (("item", p["item"]), ("mini", p["to"]))]
    if k in ("take", "discard") and p.get("item"):
        return [(("item", p["item"]),)]
    if k in ("use", "weapon") and p.get("src") and not str(p["src"]).startswith(("@", "#")):
        return [(("item", p["src"]),)]
    if k in ("use", "weapon") and acting_char(view):  # no weapon, a trait's ability: the Survivor's own card
        return [(("panel", acting_char(view)),)]
    if k == "unfear" and acting_char(view):
        return [(("fear", acting_char(view)),)]
    if k == "stop" and (view.get("decision") or {}).get("kind") in ("s_move", "e_flee") and my_loc(view) in codes:
        return [(("loc", my_loc(view)),)]  # stay where you are
    if k == "repair" and p.get("what"):
        here = my_loc(view)
        return [(("track", p["what"]),)] + ([(("loc", here),)] if here in codes else [])
    if k == "analyze":
        return [(("device",),)]
    zone = next((v for v in p.values() if isinstance(v, str) and zones and v in zones), None)
    if zone is not None:  # a whole zone: any of its locations
        return [(("loc", c),) for c in zones[zone] if c in codes]
    return place_of(view, p, codes) or ([(("chip", k),)] if k not in DONE_KINDS else [])


def place_of(view: dict, params: dict, codes) -> list:
    """An action the table has no rule for (a card's choice, a new Killer's or variant's action): the place a
    parameter names, a location first, then a Survivor, a card in hand, an item."""
    values = [v for v in params.values() if isinstance(v, str) and v]
    for v in values:
        if v in codes:
            return [(("loc", v),)]
    chars = survivor_ids(view)
    for v in values:
        if v in chars:
            return [(("panel", v),), (("mini", v),)]
    hand = set((view.get("killer") or {}).get("hand") or ())
    items = {u for s in view.get("survivors") or [] for u in s.get("items") or ()}
    for v in values:
        if v in hand:
            return [(("card", v),)]
        if v in items:
            return [(("item", v),)]
    return []


def onward_steps(view: dict, legal: list, board) -> dict:
    """Where a drag may take the acting Survivor in one go: a location two steps away -> the first step that
    leads there. Only while a move may still take two steps (a main action's MOVE, two or more steps left),
    and never through the place the Killer is known to stand (that first step ends in an encounter)."""
    frame = (view.get("decision") or {}).get("frame") or {}
    if view.get("side") != "survivors" or board is None or frame.get("t") not in ("s_act", "s_move"):
        return {}
    if frame.get("t") == "s_move" and int(frame.get("left") or 0) < 2:
        return {}
    firsts = [a for a in legal if a.kind == "step" and a.get("to") in board.codes]
    direct = {a["to"] for a in firsts}
    here, killer_at = my_loc(view), (view.get("killer") or {}).get("loc")
    blocked = frozenset(view.get("blocks") or ())
    ropes = frozenset((view.get("team") or {}).get("ropes") or ())
    out = {}
    for a in firsts:
        if a["to"] == killer_at:
            continue
        for st in board.steps(a["to"], blocked=blocked, who="survivor", ropes=ropes):
            if st.to not in direct and st.to != here and st.to not in out:
                out[st.to] = a
    return out


def classify(view: dict, a, legal: list, board) -> Risk:
    """The question asked before a move a player may regret (from what the screen seat knows only)."""
    k = a.kind
    p = dict(a.params)
    side = view.get("side")
    killer = view.get("killer") or {}
    if k == "play" and side == "killer":
        question = cost_question(killer.get("hand") or [], p.get("card"))
        if question:
            return Risk(NEUTRAL, question, "discards")
    if k == "move" and p.get("discard"):
        return Risk(RISKY, "Go against the arrow? A card from your hand is discarded for it.", "discards")
    if k == "step" and side == "survivors" and killer.get("loc") and p.get("to") == killer["loc"]:
        return Risk(RISKY, f"The Killer is at {p['to']}: stepping in starts an encounter. Go there?", "KILLER")
    if k == "showdown":
        return Risk(RISKY, "Start the Final Showdown now? There is no way back from it.", "final")
    if k == "accuse" or (k == "agree" and (view.get("decision") or {}).get("kind") == "p_agree"):
        return Risk(RISKY, "Reveal the accused Survivor's Infection tiles? If every one of them is Safe, the "
                           "Parasitoid wins.", "all or nothing")
    if k == "escape":
        return Risk(RISKY, "Escape now, on your own? You win alone and leave the station; there is no way back.",
                    "final")
    if k == "mutate":
        return Risk(RISKY, "Mutate now? The Host shows itself to everyone, for the rest of the game.", "final")
    if k in ("discard", "drop"):
        return Risk(NEUTRAL, "Discard it? A discarded item is gone for this game." if k == "discard" else None, "")
    if k == "heighten":
        return Risk(NEUTRAL, None, "to the Final Showdown")
    if k in ("pass", "stop", "wait", "done"):
        others = [x for x in legal if x.kind not in ("pass", "stop", "wait", "done")]
        return Risk(NEUTRAL if others else SAFE)
    if k == "step" and side == "survivors" and killer.get("seen") == p.get("to") and killer.get("stealth"):
        return Risk(NEUTRAL, None, "last seen")
    return Risk(SAFE if k in ("step", "unfear", "analyze", "repair") else NEUTRAL)


def cost_question(hand: list, uid) -> str:
    """The question before a card whose cost takes every other card in the hand: the cost's discards are then
    taken without asking (there is nothing left to choose), so the player hears which cards go before playing.
    None when the hand has more cards than the cost (the player picks which to discard) or the card is free."""
    if uid not in hand:
        return ""
    skills = sources.content().skills
    cost = skills.get(card_id(uid), {}).get("cost") or 0
    others = [u for u in hand if u != uid]
    if not cost or len(others) != cost:
        return ""
    names = [skills.get(card_id(u), {}).get("name", "a card") for u in others]
    name = skills[card_id(uid)]["name"]
    if len(names) == 1:
        return f"Play {name}? Its cost discards your only other card, {names[0]}."
    return f"Play {name}? Its cost discards all your other cards: {', '.join(names[:-1])} and {names[-1]}."


def group_of(payload) -> str:
    return KIND_GROUP.get(getattr(payload, "kind", None), "Turn")


def card_face(payload):
    """A choice with each card named by its item, not its copy ("cloaking.4" and "cloaking.5" are one Cloaking):
    two copies of one card do alike, so the side list shows the choice once."""
    if not hasattr(payload, "params"):
        return payload
    return (payload.kind, tuple((k, v.rsplit(".", 1)[0] if isinstance(v, str) and "." in v else v)
                                for k, v in payload.params))
