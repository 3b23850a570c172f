"""The words of Terrorscape 2: decision prompts and action labels (Eyebot's among them). Its log lines are
written by the engine as each event happens (see event_text)."""
from __future__ import annotations

EYEBOT_PROMPTS = {
    "eye_droid": "Place a droid (with none left in the supply, relocate one).",
    "eye_zone": "Choose the zone whose droids OPERATE.",
    "eye_operate": "Operate a droid of the zone, or stop.",
    "eye_path": "Program the next location of the path, or stop.",
    "eye_uphill": "Discard a card to follow the program against the arrow.",
}
EYEBOT_KINDS = ("droid", "operate", "zone", "program")

PROMPTS = {
    "s_act": "Take this Survivor's main action (one of seven), extra actions and exchanges; then done.",
    "s_move": "Move one more step, or stop.",
    "s_keep": "Keep the item you found, or discard it.",
    "s_overflow": "Too many items: discard one.",
    "s_fx": "Choose for the item's or ability's effect.",
    "s_pick": "Keep one of the drawn items, or none.",
    "discover_who": "Choose the Survivor who discovers (draw 2, keep 1).",
    "discover_pick": "Keep one of the discovered items, or none.",
    "k_fast": "Play fast skill cards, or pass.",
    "k_main": "Take a main action (move 1 or search), play a special card instead of both, or pass.",
    "k_slow": "Play one slow skill card, or pass.",
    "k_draw": "Draw 3 cards, or heighten awareness (a card to the Final Showdown area).",
    "k_pay": "Discard a card to pay the cost.",
    "k_unlock": "Take the unlocked card (with a full hand: discard a card for it, or leave it).",
    "k_fx": "Choose for the card's effect.",
    "e_card": "Play an attack card for this attack, or pass.",
    "defend": "Choose who fights next.",
    "weapon": "Choose a weapon for this fight, or none.",
    "e_flee": "Flee one step after the encounter, or stay.",
    **EYEBOT_PROMPTS,
    "t_pick": "Keep a trait (Traits & Survival Difficulty).",
    "k_trait": "Use a once-a-game trait now, or pass.",
    "sw_escape": "Escape now and win on your own, or stay.",
    "sw_agree": "Another Survivor asks you: agree or refuse.",
    "sw_reward": "A card for your repair token: choose the search deck to draw from.",
}


def label(state, action) -> str:
    k = action.kind
    p = dict(action.params)
    if k in EYEBOT_KINDS:
        return _eyebot_label(state, action)
    if "to" in p and k in ("step", "move"):
        extra = " (against the arrow, discarding " + state.skill_name(p["discard"]) + ")" if p.get("discard") else ""
        return f"Move to {state.loc_name(p['to'])}{extra}"
    if k in ("play", "pay", "heighten") and p.get("card"):
        return f"{k.capitalize()} {state.skill_name(p['card'])}"
    if k in ("use", "give", "take", "discard", "keep", "weapon", "pick") and p.get("item"):
        return f"{k.capitalize()} {state.item_name(p['item'])}" + (f" to {thing_name(state, p['target'])}" if p.get("target") else "")
    if k == "take_unlocked":
        return "Take the unlocked card"
    if k in ("stop", "pass") and not p:
        stay = _stay_words(state, k)
        if stay:
            return stay
    if k == "host_go":  # the Parasitoid's mutated Host
        return f"Host to {state.loc_name(p['to'])} ({p['steps']} of its steps)" if p["steps"] else "Host stays"
    if k in ("trait", "use_trait"):
        return f"{'Keep' if k == 'trait' else 'Use'} the trait {state.content.traits[p['id']]['name']}"
    if k in ("discover", "defend", "bandage", "accuse") and p.get("char"):
        return f"{k.capitalize()}: {state.name(p['char'])}"
    if k == "use" and p.get("src"):
        target = f" on {thing_name(state, p['target'])}" if p.get("target") not in ("", None) else ""
        return f"Use {source_name(state, p['src'])}{target}"
    words = " ".join(thing_name(state, v) for v in p.values() if v not in ("", None))
    return (k.replace("_", " ").capitalize() + (" " + words if words else "")).strip()


def source_name(state, src: str) -> str:
    """Where a Survivor's ability comes from: an item card, the Survivor's own ("Evelyn's ability"), a trait."""
    if src.startswith("@"):
        return f"{state.name(src[1:])}'s ability"
    if src.startswith("#"):
        return f"the trait {state.content.traits[src[1:]]['name']}"
    return state.item_name(src)


def thing_name(state, value) -> str:
    """A parameter of an action in a player's words: a location, a character, a card or trait by its name; any
    other word with its underscores read as spaces."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if not isinstance(value, str):
        return str(value)
    content = state.content
    if value in content.survivors:
        return state.name(value)
    if value in content.killers:
        return content.killers[value]["name"]
    if value in content.traits:
        return content.traits[value]["name"]
    card = value.rsplit(".", 1)[0]  # a card's uid is its id and a copy number
    for table in (content.items, content.skills):
        if card in table:
            return table[card]["name"]
    return _location(state, value)


def _location(state, code: str) -> str:
    try:
        state.board.loc(code)
    except (KeyError, AttributeError):
        return code.replace("_", " ")
    return state.loc_name(code)


def _stay_words(state, kind: str):
    """The words of a stop or pass that is a stay using up a step (hidden moves and longer flees ask every
    step), or None for a plain one."""
    d = state.d
    top = d["stack"][-1] if d["stack"] else {}
    t = top.get("t")
    stealth = d["killer"]["stealth"]
    if kind == "stop" and t == "k_fx" and "options" not in top and stealth:
        return "Stay here (uses this step)"
    if kind == "pass" and t == "k_main" and stealth:
        return "Stay here (uses this main action)"
    if kind == "stop" and t == "e_flee" and top.get("left", 1) > 1:
        return "Stay here (uses this step)"
    return None


def _eyebot_label(state, action) -> str:
    """Eyebot's actions in words: "Droid to B2 Passageway (taking back the one at G4 Medical Bay)"."""
    kind = action.kind
    if kind == "droid":
        frm = action["frm"]
        back = f" (taking back the one at {state.loc_name(frm)})" if frm else ""
        return f"Droid to {state.loc_name(action['to'])}{back}"
    if kind == "operate":
        return f"Operate the droid at {state.loc_name(action['droid'])}"
    if kind == "zone":
        return f"Operate in the {action['zone']} zone"
    return f"Program {state.loc_name(action['to'])}"


def event_text(e: dict) -> str:
    """The log line of a redacted event that carries none (Rules.redact asks): never needed here, as every
    engine event is worded as it happens ("text", a seat's own line in its private part) -- its lines name
    locations on the board the state was set up with, which an event alone does not hold."""
    return ""
