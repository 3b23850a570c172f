"""Words for actions: button labels, log lines and the reasons an action is refused (and event_text, which
says where the lines of events are written).

These may raise on a malformed action: the Rules base class (game.core.engine) falls back to plain words.
"""
from __future__ import annotations


def label(state, action) -> str:
    k = action.kind
    c = state.content
    if k == "move":
        return f"Run to the {state.loc_name(action['to'])}"
    if k == "swap":
        return f"Swap places with {state.who(action['seat'])}"
    if k == "peek":
        return f"Peek into the {c.icon_names[action['icon']]} sleeve"
    if k == "push":
        return f"Push the {state.char_name(action['char'])} to the {state.loc_name(action['to'])}"
    if k == "pull":
        return f"Pull the {state.char_name(action['char'])} here"
    if k == "hide":
        return f"Take the {c.hiding[action['tile']]['name']}"
    if k == "share":
        return f"Share with {state.who(action['seat'])}"
    if k == "search":
        return "Search for a clue"
    if k == "calm":
        return f"Calm the {state.char_name(action['char'])}"
    if k == "declare":
        return "Declare this location to be Klein's Lair"
    if k == "end_turn":
        return "End the turn"
    if k == "choose_character":
        return f"Play the {state.char_name(action['char'])}"
    if k == "claim_toggle":
        item = action["item"]
        return f"Point to {c.clues[item]['name'] if item in c.clues else state.loc_name(item)}"
    if k == "claim_all_true":
        return "Point to everything I have seen"
    if k == "claim_send":
        return "Share this claim"
    if k == "clue_pick":
        return f"Look at Clue card {action['sleeve'] + 1}"
    if k == "stay":
        return "Stay put"
    if k == "place":
        return f"{state.char_name(action['char'])} to the {state.loc_name(action['to'])}"
    if k == "takeover":
        return f"Take over the {state.char_name(action['char'])}"
    if k == "decline":
        return "Stay out of the game"
    if k == "accuse":
        return f"Accuse the {state.char_name(action['char'])}"
    return k.replace("_", " ").capitalize()


def refusal(state, action, decision):
    """Why an action is refused, in a player's words; None: the generic reason."""
    d = state.d
    k = action.kind
    if decision.kind == "turn":
        from .turn import ACTION_TYPE
        typ = ACTION_TYPE.get(k)
        if typ and typ in d["turn"]["used"]:
            return f"You have already used a {typ.capitalize()} action this turn."
        if k == "move":
            return "You can only run to an available adjacent location (connected by a path, with space)."
        if k == "swap":
            return ("You can only swap with a player on an available adjacent location (with room) who did not just "
                    "swap with you and does not hold the hiding place for their location; never with supporting "
                    "characters.")
        if k == "peek":
            return ("You can only peek into the sleeve of your location's icon (from the Center location: any "
                    "sleeve, twice per Act in all, the Geek included).")
        if k == "hide":
            return "That hiding place is used, or was just grabbed by its holder."
        if k == "share":
            return "You can only share with a player on your location."
    if decision.kind == "chase" and k == "hide":
        return "You may not grab a hiding place during a Klein attack."
    return None


def event_text(e: dict) -> str:
    """The log line of a redacted event that carries none (Rules.redact asks): never needed here, as every
    engine event is worded as it happens ("text", a seat's own line in its private part) -- its lines name
    players by the characters the state gives them, which an event alone does not hold."""
    return ""
