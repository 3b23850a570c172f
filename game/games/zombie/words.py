"""Words for actions: button labels, log lines and the reasons an action is refused (and event_text, which
says where the lines of events are written).

These may raise on a malformed action: the Rules base class (game.core.engine) falls back to plain words.
"""
from __future__ import annotations

from .ops import camp_name


def _targets(state, targets) -> str:
    return " and ".join(camp_name(state, t) for t in targets) if targets else "every camp it can hit"


def label(state, action) -> str:
    """A label for a legal action."""
    k = action.kind
    if k == "play":
        card = state.card(action["card"])
        if card.target == "two" and len(action["targets"]) == 1:
            return f"Play {card.name} on {camp_name(state, action['targets'][0])}, then choose the second camp"
        text = f"Play {card.name} on {_targets(state, action['targets'])}"
        if action.get("under") is not None:
            unit = state.camp(action["targets"][0])["units"][action["under"]]
            text += f", paired with {state.card(unit[0]).name}"
        return text
    if k == "discard":
        return "Discard " + ", ".join(state.card(u).name for u in action["cards"])
    if k == "trade":
        return f"Offer a trade to {camp_name(state, action['partner'])}"
    if k in ("trade_give", "trade_take", "trade_count", "target"):
        return _step_label(state, action, state.d["stack"][-1])
    if k == "back":
        return "Back"
    if k == "pass":
        return "Pass"
    if k == "play_event":
        return f"Play {state.card(action['card']).name} on {camp_name(state, action['target'])}"
    if k == "react":
        card = state.card(action["card"])
        if action.get("protect") is None:
            return f"{card.name}: cancel the last reaction"
        extra = f", sending it to {camp_name(state, action['to'])}" if action.get("to") is not None else ""
        return f"{card.name} for {camp_name(state, action['protect'])}{extra}"
    if k == "power":
        return f"Use {state.card(action['card']).name} for {camp_name(state, action['protect'])}"
    if k == "no_reaction":
        return "No reaction"
    if k == "accept_trade":
        return "Accept the trade"
    if k == "decline_trade":
        return "Decline the trade"
    if k == "pass_die":
        return f"Give the {action['die'].capitalize()} Die to {camp_name(state, action['to'])}"
    if k in ("choose", "zombie_kill_char"):
        unit = state.camp(action["camp"])["units"][action["unit"]]
        return f"{state.card(unit[-1]).name} of {camp_name(state, action['camp'])}"
    if k == "zombie_kill":
        if action.get("unit") is None:
            return f"Kill a survivor of {camp_name(state, action['camp'])}"
        unit = state.camp(action["camp"])["units"][action["unit"]]
        return f"Kill {state.card(unit[-1]).name} of {camp_name(state, action['camp'])}"
    if k == "place_chip":
        return f"Place a Zombie Chip in {camp_name(state, action['camp'])}"
    if k == "destroy_hideout":
        return f"Destroy the hideout of {camp_name(state, action['camp'])}"
    if k == "zombie_play":
        return f"Play {state.card(action['card']).name} on {_targets(state, action['targets'])}"
    return k.replace("_", " ").capitalize()


def _step_label(state, action, frame: dict) -> str:
    """Words for one step of a trade or of a two-target card, read with the frame that asks it."""
    from .trade import SURVIVORS, describe_side

    k = action.kind
    if k == "target":
        card = state.card(frame["card"])
        first, second = camp_name(state, frame["first"]), camp_name(state, action["camp"])
        if card.has_effect("move_survivors"):
            return f"{card.name}: from {first} to {second}"
        return f"{card.name} on {first} and {second}"
    if k == "trade_give":
        return "Give survivors" if tuple(action["give"]) == SURVIVORS else \
            f"Give {describe_side(state, frame['camp'], action['give'])}"
    if k == "trade_take":
        return "Ask for survivors" if tuple(action["take"]) == SURVIVORS else \
            f"Ask for {describe_side(state, frame['partner'], action['take'])}"
    n = action["n"]
    many = f"{n} survivor{'s' if n != 1 else ''}"
    if tuple(frame["give"]) == SURVIVORS:
        return f"Give {many} for {describe_side(state, frame['partner'], frame['take'])}"
    return f"Give {describe_side(state, frame['camp'], frame['give'])} for {many}"


def refusal(state, action, decision):
    """Why an action is refused, in a player's words; None: the generic reason."""
    if decision.kind == "react" and action.kind in ("react", "power"):
        uid = action.get("card")
        if uid is not None and 0 <= uid < len(state.d["cards"]):
            card = state.card(uid)
            if card.type == "reaction" and card.react.get("do") == "reduce_kill":
                return f"{card.name} would change nothing: it only helps a camp that is losing survivors."
            return f"{card.name} would change nothing here, or cannot be played now."
    if action.kind == "play" and decision.kind == "take_action":
        uid = action.get("card")
        if uid is not None and 0 <= uid < len(state.d["cards"]):
            card = state.card(uid)
            targets = action.get("targets") or ()
            if card.type == "hideout" and targets:
                return (f"{card.name} can only go on your own camp or on a camp with no hideout.")
            if card.pair:
                return f"{card.name} must be paired under a character already in that camp."
            for t in targets:
                if 0 <= t < len(state.d["camps"]) and state.immune(t, card):
                    return f"{camp_name(state, t)} is immune to {card.name}."
            return f"{card.name} cannot be played that way."
    if action.kind == "play_event":
        return "The Hidden Bite must go to the Carrier's camp, and cannot go to a camp shielded by the Research Doctor."
    if not action.kind:
        return f"That is not allowed now: {decision.prompt}"
    return None


def event_text(e: dict) -> str:
    """The log line of a redacted event that carries none (Rules.redact asks): never needed here, as every
    engine event is worded as it happens ("text", a seat's own line in its private part) -- its lines name
    camps by the names the state holds, which an event alone does not."""
    return ""
