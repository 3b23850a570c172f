"""Where each choice of The Thing sits on the table, how it is listed, and which ones ask first. Pure logic on the
screen seat's view and its legal actions (no pygame, no state).

Anchor ids (the table's board_anchors lists where they are drawn):
  ("char", id)     a character's token (in the Rec Room, the Encounter's crew, a task's crew, the Tool Shed):
                   pick it, send it (drag it to a site), attack with it, test it, look at it, lock it away
  ("site", id)     the Encounter ("encounter") or a task: where a token or a card is dropped, a task to destroy,
                   to join, whose completed power is used
  ("card", id)     a card in the screen seat's hand (one place per card name, the copies stacked): play it
                   (drag it onto the Encounter, onto a character, onto a task), cancel with it, discard it
  ("player", seat) a player's panel along the top: a multi-player infection card's target, the bench, the vote,
                   Bad Blood's choice, the Blood Test's pointing
  ("aside", id)    a set-aside infection card in the Thing's area (the set-up's first two infections)
  ("saucer",)      the Blair-saucer in the Thing's area (its roll)
  ("chip", word)   a word of a question with no place of its own (pass, done, yes / no, Burn / Wait and See...)
The done-like choices (pass, done, stop, stay) are also the bar's D button.
"""
from __future__ import annotations

from game.games.the_thing.state import content

from .. import choice_model
from ..choice_model import NEUTRAL, RISKY, SAFE, Risk

GROUPS = ("Cards", "Crew", "Characters", "Players", "Tasks", "Answer", "Turn")
DONE_KINDS = ("pass", "done", "stop", "stay")
CHIP_WORDS = {"pass": "Pass", "done": "Done", "stop": "Stop", "stay": "Stay in the Rec Room", "roll": "Roll the saucer",
              "refuse": "Refuse", "reveal": "Reveal my card", "test_npcs": "Test the NPCs",
              "test_players": "Test each other", "yes": "Yes: I am a Thing", "no": "No", "burn": "Burn",
              "wait": "Wait and See", "barricade": "Bulldozer: +2 successes", "keep": "Keep the rest"}
POWER_WORDS = {"rescue": "Radio: call for rescue", "fly": "Helicopter: fly out", "test": "Research: look at an NPC",
               "barricade": "Bulldozer"}
KIND_GROUP = {"play": "Cards", "cancel": "Cards", "discard_dice": "Cards", "discard": "Cards", "give": "Cards",
              "infect": "Cards", "send": "Crew", "join": "Crew", "bench": "Players", "choose": "Players",
              "vote": "Players", "point": "Players", "pick": "Characters", "attack": "Characters",
              "look": "Characters", "shed": "Characters", "test": "Characters", "reveal": "Characters",
              "destroy": "Tasks", "use": "Tasks", "barricade": "Tasks", "resolve": "Tasks"}


def frame(view: dict) -> dict:
    return view.get("frame") or {}


def power_task(power: str):
    """The task whose completed power `power` is."""
    return next((t for t, row in content().tasks.items() if row["power"] == power), None)


def chip_key(view: dict, a) -> str:
    k = a.kind
    if k == "give" and handing(view):
        return f"give:{a['card']}"
    if k == "use":
        return f"power:{a['power']}"
    if k == "reveal" and a.get("npc") is None:
        return "reveal"
    return k


def handing(view: dict) -> bool:
    """give(card) hands a Suspicion card from its pile (5-6 players), not a card from the hand (Matters of Trust)."""
    return frame(view).get("kind") == "suspicion_give"


def chip_word(key: str) -> str:
    if key.startswith("give:"):
        return "Hand " + (content().cards.get(key[5:]) or {}).get("name", key[5:])
    if key.startswith("power:"):
        return POWER_WORDS.get(key[6:], key[6:])
    if key.startswith("shed:"):
        return "Discard " + (content().cards.get(key[5:]) or {}).get("name", key[5:])
    return CHIP_WORDS.get(key, key.replace("_", " ").capitalize())


def _target_step(t):
    """The anchor a card's target is (None: no place, or no target)."""
    if isinstance(t, int) and not isinstance(t, bool):
        return ("player", t)
    if isinstance(t, str) and t in content().characters:
        return ("char", t)
    if isinstance(t, str) and t in content().tasks:
        return ("site", t)
    return None


def anchor_paths(view: dict, a) -> list:
    """The anchor paths that stand for action `a` (see choice_model.BoardPicker)."""
    k = a.kind
    p = dict(a.params)
    chip = [(("chip", chip_key(view, a)),)]
    if k in ("pick", "attack", "look", "shed", "test") or (k == "reveal" and p.get("npc")):
        return [(("char", p.get("char") or p.get("npc")),)]
    if k == "send":
        return [(("char", p["char"]), ("site", p["site"]))]
    if k == "join" or k == "destroy":
        return [(("site", p["task"]),)]
    if k == "resolve":  # the next task or the encounter to resolve
        return [(("site", p["site"]),)]
    if k == "discard" and frame(view).get("kind") == "blood_discard" and \
            p["card"] not in (_own(view).get("hand") or ()):  # an infection card under the character
        return [(("chip", f"shed:{p['card']}"),)]
    if k in ("bench", "choose", "vote", "point"):
        return [(("player", p["seat"]),)]
    if k == "infect":
        on = _target_step(p.get("target"))
        first = ("aside", p["card"]) if frame(view).get("kind") == "first_infect" else ("card", p["card"])
        return [(first, on), (on,)] if on else [(first,)]
    if k == "play":
        on = _target_step(p.get("target"))
        card = ("card", p["card"])
        if on is not None:
            return [(card, on)]
        if p.get("target"):  # two NPCs (Shredded Longjohns): the card, then the menu of pairs
            return [(card,)]
        return [(card,), (card, ("site", "encounter"))]
    if k in ("cancel", "discard_dice", "discard") or (k == "give" and not handing(view)):
        return [(("card", p["card"]),)]
    if k == "roll":
        return [(("saucer",),)] + chip
    if k == "use":
        t = power_task(p["power"])
        return ([(("site", t),)] if t else []) + chip
    if k == "barricade":
        return [(("site", "bulldozer"),)] + chip
    return chip


def chip_keys(view: dict, legal: list) -> list:
    """The chips the legal actions need, in their order."""
    return choice_model.chip_keys(anchor_paths, view, legal)


def _own(view: dict) -> dict:
    seat = view.get("seat")
    players = view.get("players") or []
    return players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else {}


def classify(view: dict, a, legal: list) -> Risk:
    """The question asked before a move a player may regret (from what the screen seat knows only)."""
    k = a.kind
    if k == "burn":
        return Risk(RISKY, "Burn? If no Thing is left among you, the Thing wins; if one is, you win.", "final")
    if k == "yes":
        return Risk(RISKY, "Say that you are a Thing? Everyone will know.", "reveals you")
    if k == "reveal" and a.get("npc") is None:
        bad = "multi_thing" in (_own(view).get("infection") or ())
        return Risk(RISKY if bad else NEUTRAL,
                    "Show your infection card? It shows that you are infected." if bad else None, "shows you")
    if k == "refuse" and frame(view).get("kind") == "bad_blood":
        return Risk(RISKY, "Refuse Bad Blood? A token goes on Thousand Miles to the Coast.", "Coast +1")
    if k == "refuse":
        return Risk(NEUTRAL, "Refuse the Blood Test? Everyone sees that you refused.", "refuse")
    if k == "use" and a.get("power") in ("rescue", "fly"):
        left = " NPCs are left behind." if a["power"] == "fly" else ""
        return Risk(RISKY, f"{chip_word('power:' + a['power'])} now? The game goes straight to See what happens.{left}",
                    "ends the game")
    if k in ("discard_dice", "discard"):
        return Risk(NEUTRAL, None, "discards")
    if k in DONE_KINDS:
        return Risk(NEUTRAL if any(x.kind not in DONE_KINDS for x in legal) else SAFE)
    return Risk(SAFE if k in ("send", "pick", "look", "vote") else NEUTRAL)


def group_of(payload) -> str:
    k = getattr(payload, "kind", None)
    if k in KIND_GROUP:
        return KIND_GROUP[k]
    return "Answer" if k is not None else "Turn"


def label(view: dict, a, base: str, seat_name, char_name, site_name) -> str:
    """The rules' label made plain where it names ids."""
    k = a.kind
    p = dict(a.params)
    card = (content().cards.get(p.get("card")) or {}).get("name", p.get("card"))
    t = p.get("target")
    on = ""
    if isinstance(t, int) and not isinstance(t, bool):
        on = f" on {seat_name(t)}"
    elif isinstance(t, str) and "+" in t:
        on = " on " + " and ".join(char_name(x) for x in t.split("+"))
    elif isinstance(t, str) and t in content().tasks:
        on = f" on the {site_name(t)}"
    elif isinstance(t, str) and t in content().characters:
        on = f" on {char_name(t)}"
    if k == "send":
        return f"Send {char_name(p['char'])} to the {site_name(p['site'])}"
    if k == "infect":
        return f"Infection card {card}{on}"
    if k == "play":
        return f"Play {card}{on}"
    if k == "cancel":
        return f"Cancel it with {card}"
    if k == "discard_dice":
        return f"Discard {card} for dice"
    if k == "give":
        return f"Hand {card}" if handing(view) else f"Pass {card}"
    if k in ("bench", "choose", "vote", "point"):
        return f"{k.capitalize()} {seat_name(p['seat'])}"
    if k in ("join", "destroy"):
        return f"{'Join' if k == 'join' else 'Destroy'} the {site_name(p['task'])}"
    if k == "resolve":
        return f"Resolve the {site_name(p['site'])}"
    if k == "use":
        return chip_word(f"power:{p['power']}")
    if k in CHIP_WORDS and not p:
        return CHIP_WORDS[k]
    return base


def card_face(payload):
    """A choice with each card named by its face (name and words) instead of its id: the expansion's second
    Dynamite, or an Infected! of the last deck, plays as the first copy does (the side list shows it once)."""
    if not hasattr(payload, "params"):
        return payload
    cards = content().cards
    return (payload.kind, tuple((k, (cards[v]["name"], cards[v]["text"]) if isinstance(v, str) and v in cards else v)
                                for k, v in payload.params))
